def test_healthz_is_200_when_everything_answers(client, db):
    response = client.get("/healthz")
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "ok"
    assert {name: check["ok"] for name, check in body["checks"].items()} == {
        "database": True,
        "cache": True,
        "broker": True,
    }


def test_healthz_is_503_naming_the_broker_when_it_is_down(client, db, settings):
    settings.CELERY_BROKER_URL = "redis://127.0.0.1:1/0"  # nothing listens on port 1
    response = client.get("/healthz")
    assert response.status_code == 503
    body = response.json()
    assert body["failed"] == ["broker"]
    assert body["checks"]["database"]["ok"] is True


def test_healthz_is_503_naming_the_cache_when_it_is_down(client, db, settings):
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": "redis://127.0.0.1:1/0",
            "OPTIONS": {"socket_connect_timeout": 1},
        }
    }
    response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json()["failed"] == ["cache"]
