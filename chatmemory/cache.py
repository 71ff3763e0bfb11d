"""A Redis cache that fails open: when Redis is unreachable the service keeps working uncached.

Nothing chatmemory keeps in the cache is the only copy of anything (PostgreSQL holds the data;
the cache holds rate-limit counters, version stamps and computed values), so a Redis outage must
cost speed, never requests. An operation that cannot reach Redis logs a warning and behaves like
a miss: reads return the default, writes report "not stored". For `retry_after` seconds after a
failure Redis is not tried at all, so a black-holed Redis does not add a socket timeout to every
call. Errors that are not about reaching Redis (an unpicklable value, a bad key) still raise.

Built on public surfaces only: Django's RedisCache methods, its `pool_class` option and redis-py's
`ConnectionPool.from_url`.
"""

import logging
import re
import threading
import time

import redis
from django.core.cache.backends.base import DEFAULT_TIMEOUT
from django.core.cache.backends.redis import RedisCache, RedisSerializer
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

logger = logging.getLogger(__name__)

UNREACHABLE = (RedisConnectionError, RedisTimeoutError, ConnectionError, TimeoutError)


class SharedConnectionPool(redis.ConnectionPool):
    """One connection pool per server and options for the whole process.

    Django keeps a cache object per thread and per async context, and each builds its own pool:
    without this every web thread, every WebSocket consumer's context and every request run in
    a fresh context would open (and version-probe) Redis connections of its own. redis-py's pools
    are thread-safe, so one per server serves them all. Named in the cache's OPTIONS as
    `pool_class`.
    """

    shared: dict[tuple, "SharedConnectionPool"] = {}
    _lock = threading.Lock()

    @classmethod
    def from_url(cls, url, **kwargs):
        key = (url, repr(sorted(kwargs.items())))
        pool = cls.shared.get(key)
        if pool is None:
            with cls._lock:
                pool = cls.shared.get(key)
                if pool is None:
                    pool = cls.shared[key] = super().from_url(url, **kwargs)
        return pool


# When Redis was last found unreachable, by server: every cache object of the process shares it.
_DOWN_UNTIL: dict[str, float] = {}


# KEYS[1] a counter that starts at 0 for ARGV[1] seconds, KEYS[2] a value: {count, value}.
# Run as EVALSHA; redis-py loads the script again if the server has forgotten it (a restart).
_COUNT_AND_GET = """
redis.call('SET', KEYS[1], 0, 'EX', ARGV[1], 'NX')
return {redis.call('INCR', KEYS[1]), redis.call('GET', KEYS[2])}
"""
# The registered script, by server and pool options: Django builds a cache object per request.
_SCRIPTS: dict[tuple, object] = {}


class FailOpenRedisCache(RedisCache):
    """Django's RedisCache; every call that cannot reach Redis returns a miss instead.

    OPTIONS may set `retry_after` (seconds); the connection pool is SharedConnectionPool unless
    OPTIONS names another `pool_class`.
    """

    def __init__(self, server, params):
        options = dict(params.get("OPTIONS", {}))
        self.retry_after = float(options.pop("retry_after", 1.0))
        options.setdefault("pool_class", SharedConnectionPool)
        super().__init__(server, {**params, "OPTIONS": dict(options)})
        # The first server: the one Django writes to (LOCATION may list replicas after it).
        self.server = re.split("[;,]", server)[0] if isinstance(server, str) else server[0]
        # The pool the per-request script runs on: Django's for this server (the same class and
        # options give the same shared pool).
        self._pool_class = options.pop("pool_class")
        options.pop("serializer", None)
        options.setdefault("parser_class", redis.connection.DefaultParser)
        self._pool_options = options
        self._value_serializer = RedisSerializer()

    def _attempt(self, operation: str, call, *args, fallback=None):
        if time.monotonic() < _DOWN_UNTIL.get(self.server, 0.0):
            return fallback
        try:
            return call(*args)
        except UNREACHABLE as exc:
            _DOWN_UNTIL[self.server] = time.monotonic() + self.retry_after
            logger.warning(
                "cache unreachable; continuing without it",
                extra={"operation": operation, "error": type(exc).__name__},
            )
            return fallback

    def add(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        return self._attempt("add", super().add, key, value, timeout, version, fallback=False)

    def get(self, key, default=None, version=None):
        return self._attempt("get", super().get, key, default, version, fallback=default)

    def set(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        return self._attempt("set", super().set, key, value, timeout, version)

    def touch(self, key, timeout=DEFAULT_TIMEOUT, version=None):
        return self._attempt("touch", super().touch, key, timeout, version, fallback=False)

    def delete(self, key, version=None):
        return self._attempt("delete", super().delete, key, version, fallback=False)

    def get_many(self, keys, version=None):
        return self._attempt("get_many", super().get_many, keys, version, fallback={})

    def has_key(self, key, version=None):
        return self._attempt("has_key", super().has_key, key, version, fallback=False)

    def incr(self, key, delta=1, version=None):
        # As if the counter had just started: a rate limit stays open rather than failing.
        return self._attempt("incr", super().incr, key, delta, version, fallback=delta)

    def set_many(self, data, timeout=DEFAULT_TIMEOUT, version=None):
        return self._attempt("set_many", super().set_many, data, timeout, version, fallback=[])

    def delete_many(self, keys, version=None):
        return self._attempt("delete_many", super().delete_many, keys, version)

    def clear(self):
        return self._attempt("clear", super().clear, fallback=False)

    def count_and_get(self, counter: str, window_seconds: int, key: str) -> tuple:
        """Count one more in `counter` (living `window_seconds`) and read `key`: one command.

        Returns (count, value of key or None); (None, None) when Redis is unreachable. The API
        path needs both on every request; through the cache API they would cost four round
        trips (add, exists, incr, get), and as a pipeline three commands to send and parse.
        """
        counter_key = self.make_and_validate_key(counter)
        value_key = self.make_and_validate_key(key)

        def run():
            shared = (self.server, repr(sorted(self._pool_options.items())))
            script = _SCRIPTS.get(shared)
            if script is None:
                pool = self._pool_class.from_url(self.server, **self._pool_options)
                script = _SCRIPTS[shared] = redis.Redis(connection_pool=pool).register_script(
                    _COUNT_AND_GET
                )
            count, raw = script(keys=[counter_key, value_key], args=[window_seconds])
            return count, None if raw is None else self._value_serializer.loads(raw)

        return self._attempt("count_and_get", run, fallback=(None, None))
