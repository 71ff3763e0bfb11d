"""The Redis channel layer, with a receive that does not race its own read timeout.

channels-redis waits for a consumer's next message with BZPOPMIN, blocking on the server for
`brpop_timeout` seconds (5 in channels-redis) and looping when nothing came. redis-py reads every
reply with its `socket_timeout`, which is 5 s by default too. So an idle receive raced itself:
whenever Redis's empty answer to a 5 s block arrived a moment after 5 s (a busy Redis, a busy
event loop, a slow network), redis-py gave up first with "Timeout reading from ...", the error
went up through the consumer, and Channels closed the socket: console and widget alike, most often
under load, which is when the pages can least afford to fall back to polling.

The block is kept well below the read timeout instead: the server always answers first, and
a Redis that does not answer at all is still noticed within `socket_timeout` (so a request that
sends an event is never held longer than that, as before).
"""

from channels_redis.core import RedisChannelLayer as BaseRedisChannelLayer
from django.core.exceptions import ImproperlyConfigured
from redis._defaults import DEFAULT_SOCKET_TIMEOUT

# Time left between Redis's answer to a block and redis-py's read timeout.
MARGIN_SECONDS = 2.0


class RedisChannelLayer(BaseRedisChannelLayer):
    """channels-redis' layer, blocking `block_seconds` per wait; refuses a read timeout that the
    block could run into."""

    def __init__(self, *args, block_seconds: int = 2, **kwargs):
        super().__init__(*args, **kwargs)
        self.brpop_timeout = block_seconds
        for host in self.hosts:
            read_timeout = host.get("socket_timeout", DEFAULT_SOCKET_TIMEOUT)
            if read_timeout is not None and read_timeout < block_seconds + MARGIN_SECONDS:
                raise ImproperlyConfigured(
                    f"The channel layer's socket_timeout ({read_timeout} s) must exceed its "
                    f"block ({block_seconds} s) by {MARGIN_SECONDS} s at least."
                )
