"""The Redis cache: one client and connection pool per process, whatever thread asks."""

import threading

from django.core.cache import caches


def test_every_thread_uses_the_same_redis_client():
    # Django gives each thread (and async context) a cache object of its own; under a server's
    # thread pool a client per object would mean new connections for every thread.
    clients = []

    def use_cache() -> None:
        cache = caches["default"]
        cache.set("shared-client-probe", 1)
        clients.append(cache._cache.get_client())

    threads = [threading.Thread(target=use_cache) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    use_cache()
    assert len(clients) == 5
    assert len({id(client) for client in clients}) == 1
    assert clients[0].get(caches["default"].make_key("shared-client-probe")) is not None
