"""Django's PostgreSQL backend, with the pool's health check of chatmemory.dbpool.

Django installs psycopg_pool's check (a round trip per checkout) whenever CONN_HEALTH_CHECKS is
on, and passes it in a way that settings cannot replace; this backend builds the pool as Django
does, with `chatmemory.dbpool.check` instead. Everything else is Django's backend unchanged
(`connection.vendor` is still "postgresql").
"""

from django.core.exceptions import ImproperlyConfigured
from django.db.backends.postgresql import base

from chatmemory import dbpool


class DatabaseWrapper(base.DatabaseWrapper):
    @property
    def pool(self):
        pool_options = self.settings_dict["OPTIONS"].get("pool")
        if self.alias == base.NO_DB_ALIAS or not pool_options:
            return None
        if self.alias not in self._connection_pools:
            if self.settings_dict.get("CONN_MAX_AGE", 0) != 0:
                raise ImproperlyConfigured("Pooling doesn't support persistent connections.")
            from psycopg_pool import ConnectionPool

            checks = self.settings_dict["CONN_HEALTH_CHECKS"]
            connect_kwargs = self.get_connection_params()
            connect_kwargs["autocommit"] = True  # as Django's: it sets autocommit later on
            pool = ConnectionPool(
                kwargs=connect_kwargs,
                open=False,
                configure=self._configure_connection,
                check=dbpool.check if checks else None,
                **({} if pool_options is True else pool_options),
            )
            self._connection_pools.setdefault(self.alias, pool)
        return self._connection_pools[self.alias]

    def _close(self):
        # Stamped here, not by the pool's `reset` callback: with one, psycopg_pool hands every
        # returned connection to a worker thread (a thread switch per request, and a connection
        # still out when the pool is closed).
        if self.connection is not None and self.pool:
            dbpool.mark_returned(self.connection)
        super()._close()
