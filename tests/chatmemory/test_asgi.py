"""The ASGI application as uvicorn serves it: Django's answers over HTTP, and a frozen start-up."""

import httpx
import pytest

from tests.liveserver import start_live_server


@pytest.mark.django_db(transaction=True)
def test_django_answers_over_http_in_a_real_server(api_key):
    live = start_live_server()
    try:
        with httpx.Client(
            base_url=live.url, headers={"Authorization": f"Bearer {api_key}"}, timeout=10
        ) as client:
            created = client.post("/api/v1/sessions", json={"channel": "web"})
            assert created.status_code == 201
            key = created.json()["key"]
            text = "Hallo " + "ü" * 300
            posted = client.post(
                f"/api/v1/sessions/{key}/messages", json={"role": "user", "text": text}
            )
            assert posted.status_code == 201 and posted.json()["text"] == text
            context = client.get(f"/api/v1/sessions/{key}/context")
            assert context.status_code == 200
            assert context.json()["window"][0]["text"] == text
            too_big = client.post(f"/api/v1/sessions/{key}/messages", content=b"x" * (400 * 1024))
            assert too_big.status_code == 413
            assert too_big.json()["error"]["code"] == "too_large"
    finally:
        live.stop()


def test_the_server_process_keeps_its_startup_objects_out_of_full_collections():
    """chatmemory.asgi freezes what it loaded (gc.freeze), URL resolver and tokenizer included,
    so a full garbage collection under load walks only what requests left behind."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    probe = (
        "import gc, chatmemory.asgi\n"
        "from django.urls import resolve\n"
        "from memory import tokens\n"
        "resolve('/api/v1/sessions/k/messages')\n"
        "print(tokens._encoding.cache_info().currsize)\n"
        "print(gc.get_freeze_count(), len(gc.get_objects()))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=Path(__file__).resolve().parents[2],
        env={**os.environ, "DJANGO_SETTINGS_MODULE": "chatmemory.settings"},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    loaded, frozen, tracked = map(int, result.stdout.split()[-3:])
    # The tokenizer was loaded at start-up, not by the first message a web process stores.
    assert loaded == 1
    assert frozen > 50_000
    assert tracked < 2_000
