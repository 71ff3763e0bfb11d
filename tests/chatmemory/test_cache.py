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


def test_count_and_get_counts_in_a_window_and_reads_a_value_in_one_command():
    cache = caches["default"]
    client = cache._cache.get_client()
    cache.set("count-and-get-value", {"generation": "g1"}, None)

    assert cache.count_and_get("count-and-get-counter", 30, "count-and-get-value") == (
        1,
        {"generation": "g1"},
    )
    assert cache.count_and_get("count-and-get-counter", 30, "count-and-get-missing") == (2, None)
    ttl = client.ttl(cache.make_key("count-and-get-counter"))
    assert 0 < ttl <= 30  # the window is set once, by the first count, and not extended

    # After a Redis restart the server has forgotten the script; it is loaded again.
    client.script_flush()
    assert cache.count_and_get("count-and-get-counter", 30, "count-and-get-value")[0] == 3
