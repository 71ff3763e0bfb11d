"""A Redis cache that fails open: when Redis is unreachable the service keeps working uncached.

Nothing chatmemory keeps in the cache is the only copy of anything (PostgreSQL holds the data;
the cache holds rate-limit counters, version stamps and computed values), so a Redis outage must
cost speed, never requests. An operation that cannot reach Redis logs a warning and behaves like
a miss: reads return the default, writes report "not stored". For `retry_after` seconds after a
failure Redis is not tried at all, so a black-holed Redis does not add a socket timeout to every
call. Errors that are not about reaching Redis (an unpicklable value, a bad key) still raise.
"""

import logging
import threading
import time

from django.core.cache.backends.redis import RedisCache, RedisCacheClient
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

logger = logging.getLogger(__name__)

UNREACHABLE = (RedisConnectionError, RedisTimeoutError, ConnectionError, TimeoutError)

# Redis clients (each with its connection pool) shared by every cache object of the process.
# Django keeps one cache object per thread and async context, and builds a client object on every
# call; with a pool per cache object a new thread or context would open (and version-probe) new
# connections. redis-py's clients and pools are thread-safe, so one per server and options serves
# them all.
_CLIENTS: dict[tuple, object] = {}
_CLIENTS_LOCK = threading.Lock()


class FailOpenRedisClient(RedisCacheClient):
    """Django's Redis client; every call that cannot reach Redis returns a miss instead."""

    def __init__(self, servers, retry_after: float = 1.0, **options):
        super().__init__(servers, **options)
        self.retry_after = float(retry_after)
        self._down_until = 0.0

    def get_client(self, key=None, *, write=False):
        server = self._servers[self._get_connection_pool_index(write)]
        shared = (self._client, self._pool_class, server, repr(sorted(self._pool_options.items())))
        client = _CLIENTS.get(shared)
        if client is None:
            with _CLIENTS_LOCK:
                client = _CLIENTS.get(shared)
                if client is None:
                    pool = self._pool_class.from_url(server, **self._pool_options)
                    client = _CLIENTS[shared] = self._client(connection_pool=pool)
        return client

    def _attempt(self, operation: str, call, *args, fallback=None):
        if time.monotonic() < self._down_until:
            return fallback
        try:
            return call(*args)
        except UNREACHABLE as exc:
            self._down_until = time.monotonic() + self.retry_after
            logger.warning(
                "cache unreachable; continuing without it",
                extra={"operation": operation, "error": type(exc).__name__},
            )
            return fallback

    def add(self, key, value, timeout):
        return self._attempt("add", super().add, key, value, timeout, fallback=False)

    def get(self, key, default):
        return self._attempt("get", super().get, key, default, fallback=default)

    def set(self, key, value, timeout):
        return self._attempt("set", super().set, key, value, timeout)

    def touch(self, key, timeout):
        return self._attempt("touch", super().touch, key, timeout, fallback=False)

    def delete(self, key):
        return self._attempt("delete", super().delete, key, fallback=False)

    def get_many(self, keys):
        return self._attempt("get_many", super().get_many, keys, fallback={})

    def has_key(self, key):
        return self._attempt("has_key", super().has_key, key, fallback=False)

    def incr(self, key, delta):
        # As if the counter had just started: a rate limit stays open rather than failing.
        return self._attempt("incr", super().incr, key, delta, fallback=delta)

    def set_many(self, data, timeout):
        return self._attempt("set_many", super().set_many, data, timeout)

    def delete_many(self, keys):
        return self._attempt("delete_many", super().delete_many, keys)

    def clear(self):
        return self._attempt("clear", super().clear, fallback=False)


# KEYS[1] a counter that starts at 0 for ARGV[1] seconds, KEYS[2] a value: {count, value}.
# Run as EVALSHA; redis-py loads the script again if the server has forgotten it (a restart).
_COUNT_AND_GET = """
redis.call('SET', KEYS[1], 0, 'EX', ARGV[1], 'NX')
return {redis.call('INCR', KEYS[1]), redis.call('GET', KEYS[2])}
"""
# The registered script of each shared client (see _CLIENTS), by the client's id.
_COUNT_AND_GET_SCRIPTS: dict[int, object] = {}


class FailOpenRedisCache(RedisCache):
    """RedisCache with FailOpenRedisClient; OPTIONS may set `retry_after` (seconds)."""

    def __init__(self, server, params):
        super().__init__(server, params)
        self._class = FailOpenRedisClient

    def count_and_get(self, counter: str, window_seconds: int, key: str) -> tuple:
        """Count one more in `counter` (living `window_seconds`) and read `key`: one command.

        Returns (count, value of key or None); (None, None) when Redis is unreachable. The API
        path needs both on every request; through the cache API they would cost four round
        trips (add, exists, incr, get), and as a pipeline three commands to send and parse.
        """
        counter_key = self.make_and_validate_key(counter)
        value_key = self.make_and_validate_key(key)
        wrapper = self._cache

        def run():
            client = wrapper.get_client(write=True)
            script = _COUNT_AND_GET_SCRIPTS.get(id(client))
            if script is None:
                script = _COUNT_AND_GET_SCRIPTS[id(client)] = client.register_script(_COUNT_AND_GET)
            count, raw = script(keys=[counter_key, value_key], args=[window_seconds])
            return count, None if raw is None else wrapper._serializer.loads(raw)

        return wrapper._attempt("count_and_get", run, fallback=(None, None))
