"""uvicorn's HTTP protocol, closing a keep-alive connection after a number of requests.

uvicorn's worker processes share one listening socket, and a keep-alive connection stays with
the process that accepted it for as long as the client keeps it open. An integrator's backend
opens its connections once and keeps them, so an uneven first split (30 connections on one
process, 20 on the other, counted in bench/load.py) stays uneven for good, and one process, a
single GIL, carries most of the load while the other idles. Closing each connection after
WEB_KEEPALIVE_REQUESTS requests (with "Connection: close" on the last response, which every HTTP
client honours by reconnecting) lets the connections spread again: a busy process is slower to
accept, so the reconnect tends to land on the idler one. nginx does the same by default
(keepalive_requests). 0 keeps connections open for as long as clients like.

    uvicorn chatmemory.asgi:application --http chatmemory.keepalive:RecyclingHttpToolsProtocol
"""

import os

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol


class RecyclingHttpToolsProtocol(HttpToolsProtocol):
    requests_per_connection = int(os.environ.get("WEB_KEEPALIVE_REQUESTS", "100"))
    served = 0

    def on_headers_complete(self) -> None:
        super().on_headers_complete()
        self.served += 1
        limit = self.requests_per_connection
        if limit and self.served >= limit and self.cycle is not None:
            self.cycle.keep_alive = False
