"""The channel layer's idle receive must never run into redis-py's read timeout.

Before: channels-redis blocked 5 s per wait (BZPOPMIN) and redis-py read with a 5 s timeout, so a
reply arriving a moment late made the receive raise "Timeout reading from ..." and Channels closed
the consumer's socket. Redis is reached here through a proxy that holds every reply back a little,
as a busy Redis or event loop does; the stock layer with equal timeouts breaks, ours waits on.
"""

import asyncio
import os
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import urlparse, urlunparse

import pytest
from channels_redis.core import RedisChannelLayer as StockLayer
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from redis.exceptions import TimeoutError as RedisTimeoutError

from chatmemory.channel_layer import RedisChannelLayer

REDIS_URL = os.environ.get("REDIS_URL", "")
needs_redis = pytest.mark.skipif(not REDIS_URL, reason="needs REDIS_URL")
LAG = 0.3  # seconds every reply is held back


async def _lagging_proxy() -> tuple[asyncio.AbstractServer, str]:
    """A TCP proxy to REDIS_URL's server that delays what Redis answers by LAG."""
    target = urlparse(REDIS_URL)

    async def pipe(reader, writer, lag: float) -> None:
        try:
            while data := await reader.read(65536):
                if lag:
                    await asyncio.sleep(lag)
                writer.write(data)
                await writer.drain()
        except (ConnectionError, asyncio.CancelledError):
            pass
        finally:
            writer.close()

    async def handle(client_reader, client_writer) -> None:
        server_reader, server_writer = await asyncio.open_connection(
            target.hostname, target.port or 6379
        )
        await asyncio.gather(
            pipe(client_reader, server_writer, 0), pipe(server_reader, client_writer, LAG)
        )

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    return server, urlunparse(target._replace(netloc=f"127.0.0.1:{port}"))


def _run(coroutine):
    """asyncio.run() in a thread of its own: a browser test earlier in the run may have left
    Playwright's event loop running in this one."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


async def _idle_then_message(make_layer, idle: float):
    """Receive on an empty channel for `idle` seconds, then send; what the receive returns."""
    server, url = await _lagging_proxy()
    layer = make_layer(url)
    try:
        channel = await layer.new_channel()
        receiving = asyncio.ensure_future(layer.receive(channel))
        await asyncio.sleep(idle)
        if not receiving.done():
            await layer.send(channel, {"type": "probe"})
        return await asyncio.wait_for(receiving, 5)
    finally:
        await layer.flush()
        await layer.close_pools()
        server.close()


@needs_redis
def test_the_stock_layer_breaks_when_the_block_reaches_the_read_timeout():
    """The failure as it was, in miniature: a 1 s block read with a 1 s timeout."""

    def stock(url):
        layer = StockLayer(hosts=[{"address": url, "socket_timeout": 1}], prefix="t-stock")
        layer.brpop_timeout = 1
        return layer

    with pytest.raises(RedisTimeoutError, match="Timeout reading"):
        _run(_idle_then_message(stock, idle=2))


@needs_redis
def test_an_idle_receive_outlasts_several_blocks_and_still_gets_its_message():
    def ours(url):
        hosts = [{"address": url, "socket_timeout": 3}]
        return RedisChannelLayer(hosts=hosts, block_seconds=1, prefix="t-ours")

    assert _run(_idle_then_message(ours, idle=2.5)) == {"type": "probe"}


def test_a_read_timeout_the_block_could_run_into_is_refused():
    with pytest.raises(ImproperlyConfigured):
        RedisChannelLayer(hosts=[{"address": "redis://x", "socket_timeout": 5}], block_seconds=5)
    with pytest.raises(ImproperlyConfigured):  # redis-py's default read timeout is 5 s
        RedisChannelLayer(hosts=["redis://x"], block_seconds=5)


@needs_redis
def test_the_configured_layer_blocks_well_inside_its_read_timeout():
    config = settings.CHANNEL_LAYERS["default"]
    assert config["BACKEND"] == "chatmemory.channel_layer.RedisChannelLayer"
    layer = RedisChannelLayer(**config["CONFIG"])
    (host,) = layer.hosts
    assert host["socket_timeout"] >= layer.brpop_timeout + 2
