"""Health checks of pooled database connections that cost a round trip only when one can help.

psycopg_pool's own check (`ConnectionPool.check_connection`, what Django installs for
CONN_HEALTH_CHECKS) sends an empty query to the server every time a connection leaves the pool:
one more round trip in every request, and about 3 % of the CPU of an API request. A connection
that came back to the pool moments ago in a good state is almost certainly still good; what can
have happened meanwhile is that the server went away (a restart, a failover, an administrator's
pg_terminate_backend), and the server then says so: it sends its FATAL notice and closes the
socket, which makes the idle socket readable. So a connection returned less than
`FRESH_SECONDS` ago whose socket has nothing to read is handed out as it is; any other (older,
or with something on its socket) gets psycopg_pool's full check, and a failed check makes the
pool discard it and try the next, as before.
"""

import select
import time

from psycopg_pool import ConnectionPool

FRESH_SECONDS = 2.0

_RETURNED_AT = "_chatmemory_returned_at"


def mark_returned(conn) -> None:
    """Note that the connection goes back into the pool now (chatmemory.postgresql)."""
    setattr(conn, _RETURNED_AT, time.monotonic())


def check(conn) -> None:
    """The pool's `check` callback: raise when the connection is unusable."""
    returned = getattr(conn, _RETURNED_AT, None)
    if returned is not None and time.monotonic() - returned < FRESH_SECONDS and not conn.broken:
        try:
            readable, _, _ = select.select([conn.pgconn.socket], [], [], 0)
        except (OSError, ValueError):
            readable = True
        if not readable:
            return
    ConnectionPool.check_connection(conn)
