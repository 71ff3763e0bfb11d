"""The Redis cache: one connection pool per process, whatever thread asks; one-command counting."""

import threading

import redis
from django.conf import settings
from django.core.cache import caches

from chatmemory.cache import SharedConnectionPool


def test_every_thread_uses_the_same_connection_pool():
    # Django gives each thread (and async context) a cache object of its own; under a server's
    # thread pool a pool per object would mean new connections for every thread. If Django stopped
    # building its pools through OPTIONS["pool_class"], nothing would be shared: this fails.
    SharedConnectionPool.shared.clear()
    caches_seen = []

    def use_cache() -> None:
        cache = caches["default"]
        cache.set("shared-client-probe", 1)
        assert cache.get("shared-client-probe") == 1
        caches_seen.append(cache)

    threads = [threading.Thread(target=use_cache) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    use_cache()
    assert len({id(cache) for cache in caches_seen}) == 5  # Django's: one per thread
    assert len(SharedConnectionPool.shared) == 1  # ours: one pool for all of them


def test_count_and_get_counts_in_a_window_and_reads_a_value_in_one_command():
    cache = caches["default"]
    client = redis.Redis.from_url(settings.CACHES["default"]["LOCATION"])
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
