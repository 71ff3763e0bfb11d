"""Settings for chatmemory, read from the environment (and an optional `.env`).

Every variable has an embedded default so `make run` needs no server: SQLite under `var/`,
an in-memory channel layer, a local-memory cache and kombu's filesystem broker. Setting
`DATABASE_URL`, `REDIS_URL` or `CELERY_BROKER_URL` switches to the real services.

Each setting is defined once, in full, and read top to bottom: no list or dict is changed after
its definition.
"""

import os
import secrets
from pathlib import Path

import environ
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

BASE_DIR = Path(__file__).resolve().parent.parent

env = environ.Env()
env_file = BASE_DIR / ".env"
if env_file.exists():
    environ.Env.read_env(env_file, overwrite=False)

# Where the embedded defaults keep their files (SQLite, the filesystem broker, exports, the erasure
# ledger): `var/` of the checkout unless VAR_DIR names another directory, so a second instance on
# one machine (the end-to-end tests' own stacks) shares none of them.
VAR_DIR = Path(env.str("VAR_DIR", default=str(BASE_DIR / "var")))

DEBUG = env.bool("DEBUG", default=False)


def _development_secret_key() -> str:
    """With DEBUG and no SECRET_KEY: VAR_DIR/secret_key, made once per installation (the file
    `make run-prod` uses too), so no two installations share signing keys or demo passwords."""
    path = VAR_DIR / "secret_key"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        draft = path.with_name(f"secret_key.{os.getpid()}")
        draft.write_text(secrets.token_urlsafe(50) + "\n")
        try:
            os.link(draft, path)  # atomic; the first of several starting processes wins
        except FileExistsError:
            pass
        finally:
            draft.unlink()
    return path.read_text().strip()


SECRET_KEY = env.str("SECRET_KEY", default="") or (_development_secret_key() if DEBUG else "")
if not SECRET_KEY:
    raise ImproperlyConfigured(
        "SECRET_KEY is not set. Set it in the environment, or set DEBUG=true for development."
    )
# Earlier keys, still accepted when reading (signed links and cookies, stored webhook secrets)
# while a new SECRET_KEY takes over: comma-separated, newest first.
SECRET_KEY_FALLBACKS = env.list("SECRET_KEY_FALLBACKS", default=[])

ALLOWED_HOSTS = env.list(
    "ALLOWED_HOSTS", default=["localhost", "127.0.0.1", "[::1]", "testserver"] if DEBUG else []
)
CSRF_TRUSTED_ORIGINS = env.list("CSRF_TRUSTED_ORIGINS", default=[])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_celery_beat",
    "channels",
    # The project's apps, in the order of their layers: each imports only the ones before it.
    "tenants",
    "privacy",
    "memory",
    "longterm",
    "handover",
    "dpo",
    "widget",
    "demo",
    "csp",
    "axes",
]

MIDDLEWARE = [
    "chatmemory.middleware.RequestLogMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "chatmemory.middleware.CSPMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "chatmemory.middleware.RequestSizeLimitMiddleware",
    # Rate limit per customer-page link (/me/): PORTAL_RATE below.
    "chatmemory.middleware.PortalRateLimitMiddleware",
    "chatmemory.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "chatmemory.middleware.AuthenticationMiddleware",
    "chatmemory.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Axes must come last: it turns a locked-out login into its 429 page.
    "chatmemory.middleware.AxesMiddleware",
]
# axes.W002 asks for its middleware by name; ours is a subclass that skips the API (no logins).
SILENCED_SYSTEM_CHECKS = ["axes.W002"]

ROOT_URLCONF = "chatmemory.urls"
WSGI_APPLICATION = "chatmemory.wsgi.application"
ASGI_APPLICATION = "chatmemory.asgi.application"

# HTTP requests run on a fixed pool of this many threads per web process (chatmemory/asgi.py).
# Few: the work is mostly Python under one GIL, and threads only overlap database round trips.
# bench/load.py on 2 cores and 2 processes: 8 threads lost throughput to GIL contention, 2 left
# commits waiting (p99 over a second at 200 req/s), 3 did best. Scale with web processes.
WEB_THREADS = env.int("WEB_THREADS", default=3)

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "django.template.context_processors.i18n",
            ],
        },
    },
]

# Database: PostgreSQL in production and in every test; SQLite only as the embedded default.
_DATABASE_URL = env.db_url("DATABASE_URL", default=f"sqlite:///{VAR_DIR / 'chatmemory.sqlite3'}")
_ON_SQLITE = _DATABASE_URL["ENGINE"] == "django.db.backends.sqlite3"
_ON_POSTGRESQL = _DATABASE_URL["ENGINE"] == "django.db.backends.postgresql"
# Database connections: a pool per process (Django's own, psycopg_pool), shared by the web
# threads, the WebSocket consumers' database calls and anything else that runs in a thread of its
# own; it bounds the connections (DATABASE_POOL_MAX per process, by default the web threads and
# four more) and reuses them. With CONN_HEALTH_CHECKS the pool tests each connection it hands out
# (one round trip), so after a database restart stale connections are replaced instead of failing
# a request each.
_DATABASE_POOL = _ON_POSTGRESQL and env.bool("DATABASE_POOL", default=True)
# Prepared statements: values are bound on the server, and a query a connection has run a few
# times is prepared there, so PostgreSQL parses and plans it once instead of on every request
# (Django's default sends every query as text with the values quoted in, and prepares nothing).
# On the API's hot path this halved PostgreSQL's CPU per request (bench/load.md). Turn it off
# behind a pooler that cannot carry prepared statements (PgBouncer in transaction mode before
# 1.21, or without max_prepared_statements): docs/deploy.md.
_DATABASE_PREPARED = _ON_POSTGRESQL and env.bool("DATABASE_PREPARED_STATEMENTS", default=True)
if _ON_SQLITE:
    DATABASES = {
        "default": {
            **_DATABASE_URL,
            # Web, worker and Beat share one file: wait for locks instead of failing at once.
            "OPTIONS": {
                **_DATABASE_URL.get("OPTIONS", {}),
                "timeout": 20,
                "transaction_mode": "IMMEDIATE",
                "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
            },
        }
    }
else:
    DATABASES = {
        "default": {
            **_DATABASE_URL,
            # The pool keeps connections itself; without it, each thread keeps one this long.
            "CONN_MAX_AGE": 0
            if _DATABASE_POOL
            else _DATABASE_URL.get("CONN_MAX_AGE", env.int("CONN_MAX_AGE", default=60)),
            "CONN_HEALTH_CHECKS": _DATABASE_URL.get("CONN_HEALTH_CHECKS", True),
            "OPTIONS": {
                "connect_timeout": env.int("DATABASE_CONNECT_TIMEOUT", default=5),
                **_DATABASE_URL.get("OPTIONS", {}),
                **(
                    {
                        "pool": {
                            "min_size": env.int("DATABASE_POOL_MIN", default=1),
                            "max_size": env.int("DATABASE_POOL_MAX", default=WEB_THREADS + 4),
                            "timeout": env.float("DATABASE_POOL_TIMEOUT", default=5.0),
                        }
                    }
                    if _DATABASE_POOL
                    else {}
                ),
                **(
                    {
                        "server_side_binding": True,
                        "prepare_threshold": env.int("DATABASE_PREPARE_THRESHOLD", default=5),
                    }
                    if _DATABASE_PREPARED
                    else {}
                ),
            },
        }
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
AUTH_USER_MODEL = "tenants.User"

# Cache and channel layer: Redis when REDIS_URL is set, in-process otherwise.
REDIS_URL = env.str("REDIS_URL", default="")
if REDIS_URL:
    CACHES = {
        "default": {
            # Redis holds nothing that is not also in PostgreSQL: when it is down, requests go on
            # uncached (chatmemory.cache), and a black-holed Redis costs at most one short
            # timeout per second.
            "BACKEND": "chatmemory.cache.FailOpenRedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": env.str("CACHE_KEY_PREFIX", default="chatmemory"),
            "OPTIONS": {
                "socket_connect_timeout": env.float("CACHE_TIMEOUT_SECONDS", default=0.5),
                "socket_timeout": env.float("CACHE_TIMEOUT_SECONDS", default=0.5),
                "retry_after": 1.0,
            },
        }
    }
    # The layer blocks 2 s per wait for a consumer's next message and reads with a 5 s timeout:
    # the read never runs into the block (chatmemory.channel_layer), a dead Redis is still noticed.
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "chatmemory.channel_layer.RedisChannelLayer",
            "CONFIG": {
                "hosts": [
                    {
                        "address": REDIS_URL,
                        "socket_connect_timeout": env.float(
                            "CHANNEL_LAYER_CONNECT_TIMEOUT", default=2.0
                        ),
                        "socket_timeout": env.float("CHANNEL_LAYER_TIMEOUT", default=5.0),
                        "socket_keepalive": True,
                    }
                ],
                "block_seconds": env.int("CHANNEL_LAYER_BLOCK_SECONDS", default=2),
                "prefix": env.str("CHANNEL_LAYER_PREFIX", default="chatmemory"),
            },
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}

# Celery: kombu's filesystem transport needs no server; set CELERY_BROKER_URL for Redis/RabbitMQ.
CELERY_BROKER_URL = env.str("CELERY_BROKER_URL", default="filesystem://")
CELERY_BROKER_FOLDER = VAR_DIR / "broker"
if CELERY_BROKER_URL.startswith("filesystem://"):
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "data_folder_in": str(CELERY_BROKER_FOLDER),
        "data_folder_out": str(CELERY_BROKER_FOLDER),
        "processed_folder": str(VAR_DIR / "broker-processed"),
        "store_processed": False,
        # The exchange tables (kombu's default is a "control" folder in the working directory).
        "control_folder": str(VAR_DIR / "broker-control"),
    }
elif CELERY_BROKER_URL.split("://", 1)[0] in ("redis", "rediss", "sentinel"):
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "max_retries": 2,
        "interval_start": 0,
        "interval_step": 1,
        # Redis gives a task whose worker died after taking it (SIGKILL, out of memory, its
        # machine gone) to another worker only this many seconds after it was taken: kombu's
        # default is an hour. (RabbitMQ does so as soon as the dead worker's connection drops.)
        # Keep it above the longest task: one still running when it runs out is delivered a
        # second time meanwhile, which every task here survives (they are idempotent) but which
        # does the work twice. The slowest measured, an export of 50,000 messages, takes under
        # 10 s (bench/export.py); a purge deletes in short batches.
        "visibility_timeout": env.int("CELERY_BROKER_VISIBILITY_TIMEOUT", default=900),
    }
else:
    CELERY_BROKER_TRANSPORT_OPTIONS = {"max_retries": 2, "interval_start": 0, "interval_step": 1}
# Publishing a task never holds a request for long: one quick attempt, then the caller logs it
# (periodic jobs are re-published by Beat on its next tick, so nothing is lost for good).
CELERY_BROKER_CONNECTION_TIMEOUT = env.float("CELERY_BROKER_CONNECTION_TIMEOUT", default=1.0)
CELERY_TASK_PUBLISH_RETRY_POLICY = {
    "max_retries": 1,
    "interval_start": 0,
    "interval_step": 0.2,
    "interval_max": 0.2,
}
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_ACKS_LATE = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# The worker logs through LOGGING (JSON lines, no exception messages), not Celery's own format.
CELERY_WORKER_HIJACK_ROOT_LOGGER = False
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_TASK_ALWAYS_EAGER = env.bool("CELERY_TASK_ALWAYS_EAGER", default=False)
CELERY_BEAT_SCHEDULER = "django_celery_beat.schedulers:DatabaseScheduler"
CELERY_TIMEZONE = "UTC"

# Periodic jobs; written into django-celery-beat's tables after every migrate (chatmemory.beat).
BEAT_SCHEDULE = {
    "end idle sessions": {
        "task": "memory.tasks.end_idle_sessions",
        "every_seconds": 60,
        "description": "End conversations whose idle time has run out, and remove health "
        "data from the turns of ended ones.",
    },
    "purge expired data": {
        "task": "privacy.tasks.purge_expired",
        "every_seconds": 900,
        "description": "Delete what the tenants' retention periods no longer allow keeping.",
    },
    "requeue stuck exports": {
        "task": "privacy.tasks.requeue_stuck_exports",
        "every_seconds": 60,
        "description": "Publish again access exports the broker never delivered or whose "
        "worker died while building them; mark them failed after repeated attempts.",
    },
}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en"
LANGUAGES = [("en", _("English")), ("de", _("German")), ("da", _("Danish")), ("nl", _("Dutch"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
# Paths are pathlib.Path, as the code uses them: django-environ's env.path() returns its own
# Path class, which lacks `.parent`, `/` and `read_text()`.
STATIC_ROOT = Path(env.str("STATIC_ROOT", default=str(BASE_DIR / "staticfiles")))
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    # Hashed, compressed files served by WhiteNoise from the ASGI process itself.
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
# Serve straight from the app folders too, so a checkout runs before `collectstatic`.
WHITENOISE_USE_FINDERS = True

LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "console:queue"
LOGOUT_REDIRECT_URL = "login"

# Security: strict by default; DEBUG relaxes only what plain-HTTP development needs.
SECURE_SSL_REDIRECT = env.bool("SECURE_SSL_REDIRECT", default=not DEBUG)
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]
SECURE_HSTS_SECONDS = env.int("SECURE_HSTS_SECONDS", default=0 if DEBUG else 31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = not DEBUG
SECURE_HSTS_PRELOAD = not DEBUG
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
SESSION_COOKIE_SECURE = env.bool("SESSION_COOKIE_SECURE", default=not DEBUG)
CSRF_COOKIE_SECURE = env.bool("CSRF_COOKIE_SECURE", default=not DEBUG)
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
X_FRAME_OPTIONS = "DENY"
# The language cookie gets the same flags as the session cookie. The language a staff member
# picks in the console's switcher (Django's set_language view) is kept for a year, not only until
# the browser closes.
LANGUAGE_COOKIE_SECURE = SESSION_COOKIE_SECURE
LANGUAGE_COOKIE_HTTPONLY = True
LANGUAGE_COOKIE_SAMESITE = "Lax"
LANGUAGE_COOKIE_AGE = 365 * 24 * 60 * 60
# Message text can be up to 8,000 characters; anything far beyond is refused before parsing.
DATA_UPLOAD_MAX_MEMORY_SIZE = 256 * 1024

# Content-Security-Policy: only our own origin, no inline script or style anywhere (the API docs
# page included: its script is served as a file by SpectacularSwaggerSplitView).
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "font-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }
}

# Login throttling: after AXES_FAILURE_LIMIT failures for one username from one address, that
# pair is locked for AXES_COOLOFF_MINUTES (429). With Redis the counters live in the cache, so
# every web process shares them and no attempt (name, address) is written to the database.
# Failed logins are audited by privacy's user_login_failed receiver, not here.
AUTHENTICATION_BACKENDS = [
    "tenants.login_throttle.LoginThrottleBackend",
    "django.contrib.auth.backends.ModelBackend",
]
# Without Redis (the embedded development default) the cache is per process: count in the database.
AXES_HANDLER = (
    "axes.handlers.cache.AxesCacheHandler"
    if REDIS_URL
    else "axes.handlers.database.AxesDatabaseHandler"
)
AXES_DISABLE_ACCESS_LOG = True
AXES_FAILURE_LIMIT = env.int("AXES_FAILURE_LIMIT", default=5)
AXES_COOLOFF_TIME = env.int("AXES_COOLOFF_MINUTES", default=15) / 60  # hours
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "registration/locked_out.html"
AXES_ENABLE_ADMIN = False
AXES_VERBOSE = False

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["tenants.auth.ApiKeyAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["tenants.auth.HasTenantApiKey"],
    "DEFAULT_THROTTLE_CLASSES": ["tenants.throttling.ApiKeyThrottle"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["chatmemory.parsers.JSONParser"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "chatmemory.errors.api_exception_handler",
    "UNAUTHENTICATED_USER": None,
}
# Rate limit per API key (django-ratelimit syntax, a fixed window shared by all web processes).
API_KEY_RATE = env.str("API_KEY_RATE", default="6000/m")
# How long a web process may reuse a key it resolved (tenants.auth); 0 asks the database each time.
# Only with a shared cache (Redis): a process-local cache could not tell the others of a revocation.
API_KEY_CACHE_SECONDS = env.int("API_KEY_CACHE_SECONDS", default=60 if REDIS_URL else 0)

SPECTACULAR_SETTINGS = {
    "TITLE": "chatmemory integrator API",
    "DESCRIPTION": "Conversation memory for website chatbots: sessions, context, consent-gated "
    "long-term memory, handover and data subject rights. A site's own bot is reached as a "
    "signed webhook (X-Chatmemory-Signature, HMAC-SHA256): docs/webhooks.md says how to verify "
    "it.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SERVE_PERMISSIONS": ["rest_framework.permissions.AllowAny"],
    # A stored turn's role (user, assistant, agent) and the roles an integrator may post.
    "ENUM_NAME_OVERRIDES": {
        "MessageRoleEnum": "memory.models.Message.Role",
        "PostedRoleEnum": [("user", "Visitor"), ("assistant", "Assistant")],
    },
    "SERVE_AUTHENTICATION": [],
    "COMPONENT_SPLIT_REQUEST": True,
    # Swagger UI served from our own static files: no CDN, so it works offline and under a CSP.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "TAGS": [
        {"name": "sessions", "description": "Conversations, their turns and the context."},
        {"name": "handover", "description": "Handing a conversation to the team."},
        {
            "name": "subjects and memory",
            "description": "Consent, long-term memory, the customer page and erasure.",
        },
        {"name": "exports", "description": "Access exports (GDPR Art. 15)."},
        {"name": "widget", "description": "The chat widget's calls (no API key)."},
    ],
    # Our `<text:...>` path parameters (chatmemory.converters) are strings.
    "PATH_CONVERTER_OVERRIDES": {"text": str},
    # Every operation documents the error envelope and the errors any endpoint can give.
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "chatmemory.openapi.add_error_responses",
    ],
}

LOG_LEVEL = env.str("LOG_LEVEL", default="INFO")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"json": {"()": "chatmemory.logging.JsonFormatter"}},
    "filters": {"withhold_path": {"()": "chatmemory.logging.WithholdPathFilter"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "json"}},
    "root": {"handlers": ["console"], "level": LOG_LEVEL},
    "loggers": {
        "django.db.backends": {"level": "INFO"},
        "django.request": {"filters": ["withhold_path"]},
        "django.security": {"filters": ["withhold_path"]},
        # Uvicorn's access log holds paths with session keys; our middleware logs requests.
        "uvicorn.access": {"level": "WARNING"},
    },
}

# ---- Conversations: channel profiles, message size, session history retention.
# Channel profiles (the memory core reads these; tenants may override them).
CHANNEL_PROFILES = {
    "web": {"window_messages": 20, "idle_minutes": 30, "stale_minutes": None},
    "messenger": {"window_messages": 9, "idle_minutes": 30, "stale_minutes": 10},
}
MESSAGE_MAX_CHARS = env.int("MESSAGE_MAX_CHARS", default=8000)
# Hours after the last turn before a session's history is purged (unless a handover holds it).
SESSION_RETENTION_HOURS = env.int("SESSION_RETENTION_HOURS", default=24)
# Seconds between writes of the per-message analytics counters, which each process sums in the
# meantime (privacy.analytics.bump_soon); 0 writes each at once (the default on SQLite, where a
# second writer would only wait for the web's).
ANALYTICS_FLUSH_SECONDS = env.float("ANALYTICS_FLUSH_SECONDS", default=0 if _ON_SQLITE else 1.0)

# Optional model-backed summariser / demo bot: any OpenAI-compatible chat-completions URL.
LLM_URL = env.str("LLM_URL", default="")
LLM_MODEL = env.str("LLM_MODEL", default="")
LLM_API_KEY = env.str("LLM_API_KEY", default="")
LLM_TIMEOUT_SECONDS = env.float("LLM_TIMEOUT_SECONDS", default=15.0)
# The model-backed summariser is off unless switched on (and LLM_URL is set).
LLM_SUMMARY_ENABLED = env.bool("LLM_SUMMARY_ENABLED", default=False)

# ---- Handover and console.
# Case history is kept while a handover is open plus this grace period after its resolution
# (tenants may override it with settings["retention"]["case_history_days"]).
CASE_HISTORY_GRACE_DAYS = env.int("CASE_HISTORY_GRACE_DAYS", default=30)
# Owner unmasking: attempts per user (django-ratelimit rate syntax).
UNMASK_RATE = env.str("UNMASK_RATE", default="20/h")

# ---- Browser widget and its bots.
# Rates of the browser-facing widget API (django-ratelimit syntax, e.g. "20/m").
WIDGET_RATE_START = env.str("WIDGET_RATE_START", default="20/m")  # new sessions per client IP
WIDGET_RATE_MESSAGE = env.str("WIDGET_RATE_MESSAGE", default="20/m")  # messages per session key
WIDGET_RATE_READ = env.str("WIDGET_RATE_READ", default="60/m")  # reads and resets per session key
WIDGET_RATE_IP = env.str("WIDGET_RATE_IP", default="300/m")  # every widget call per client IP
# The token budget of the context the bot answers from.
WIDGET_CONTEXT_BUDGET_TOKENS = env.int("WIDGET_CONTEXT_BUDGET_TOKENS", default=2000)
# How many of the newest turns the widget restores on a page load.
WIDGET_TRANSCRIPT_MAX = env.int("WIDGET_TRANSCRIPT_MAX", default=200)
BOT_WEBHOOK_TIMEOUT_SECONDS = env.float("BOT_WEBHOOK_TIMEOUT_SECONDS", default=8.0)
# A site's bot webhook may reach loopback, private, link-local and reserved addresses only when
# this is on: in development (DEBUG, `make run`) and in tests that talk to a local fake bot.
BOT_WEBHOOK_ALLOW_PRIVATE = env.bool("BOT_WEBHOOK_ALLOW_PRIVATE", default=DEBUG)
# Where `seed_demo` tells people to open the demo shop.
DEMO_BASE_URL = env.str(
    "DEMO_BASE_URL", default=f"http://127.0.0.1:{env.int('WEB_PORT', default=8000)}"
)
# Behind a reverse proxy, the request header holding the client IP for rate limits (e.g.
# "HTTP_X_REAL_IP"); unset means REMOTE_ADDR.
RATELIMIT_IP_META_KEY = env.str("RATELIMIT_IP_META_KEY", default="") or None

# ---- Data protection officer tools (retention, purge, erasure, export).
# Access exports are written here (outside STATIC/MEDIA: served only through signed links).
EXPORT_ROOT = Path(env.str("EXPORT_ROOT", default=str(VAR_DIR / "exports")))
# Access exports still queued this long after their last publish are published again by Beat's
# "requeue stuck exports"; one published EXPORT_QUEUE_MAX_ATTEMPTS times is marked failed.
EXPORT_REQUEUE_AFTER_MINUTES = env.int("EXPORT_REQUEUE_AFTER_MINUTES", default=5)
EXPORT_QUEUE_MAX_ATTEMPTS = env.int("EXPORT_QUEUE_MAX_ATTEMPTS", default=12)
# An export whose build has reported no progress for this long (its worker died) is published
# again by Beat's "requeue stuck exports", on every broker: the filesystem broker of `make run`
# never delivers a lost task again, and Redis only after the visibility timeout. A build is
# started at most EXPORT_BUILD_MAX_ATTEMPTS times; then the export fails with a reason.
EXPORT_STALLED_AFTER_SECONDS = env.int("EXPORT_STALLED_AFTER_SECONDS", default=120)
EXPORT_BUILD_MAX_ATTEMPTS = env.int("EXPORT_BUILD_MAX_ATTEMPTS", default=3)
# Keys the erasure ledger's hash of a subject ref; derived from SECRET_KEY unless set. Keep it
# stable across restores, or replay_erasures can no longer match the restored subjects.
ERASURE_LEDGER_KEY = env.str("ERASURE_LEDGER_KEY", default="")
# The ledger is also appended here, outside the database, so a restored dump can be cleaned.
ERASURE_LEDGER_FILE = Path(
    env.str("ERASURE_LEDGER_FILE", default=str(VAR_DIR / "erasure-ledger.jsonl"))
)
# Rows per DELETE statement in the retention purge: short statements never stall ingest.
PURGE_BATCH_SIZE = env.int("PURGE_BATCH_SIZE", default=5000)

# ---- Long-term memory, consent and the customer page.
# Limits per subject; a tenant overrides any of them under Tenant.settings["memory"].
MEMORY_LIMITS = {
    "max_entries": env.int("MEMORY_MAX_ENTRIES", default=80),
    "max_value_chars": env.int("MEMORY_MAX_VALUE_CHARS", default=400),
    "context_chars": env.int("MEMORY_CONTEXT_CHARS", default=3000),
    # An unconfirmed entry older than this yields a notice instead of being used.
    "stale_unconfirmed_days": env.int("MEMORY_STALE_UNCONFIRMED_DAYS", default=14),
    # Long-term preferences expire after this much inactivity (unused, unconfirmed).
    "retention_days": env.int("MEMORY_RETENTION_DAYS", default=365),
    # A value nobody confirmed is dropped after this many days.
    "pending_days": env.int("MEMORY_PENDING_DAYS", default=30),
}
# Which entry types (or keys) a context `intent` needs; "" is the context without an intent.
# A tenant overrides or adds intents under Tenant.settings["memory_intents"].
MEMORY_INTENT_TYPES = {
    "": ["preference"],
    "billing": ["language", "customer_number"],
    "delivery": ["language", "delivery_address"],
    "account": ["language", "customer_number", "role", "organisation"],
    "support": ["preference", "language", "product"],
}
CONSENT_PURPOSES = ("memory",)
# The customer page: links are short-lived; the page's cookie lives for one visit.
PORTAL_LINK_MAX_AGE = env.int("PORTAL_LINK_MAX_AGE", default=15 * 60)
PORTAL_SESSION_MAX_AGE = env.int("PORTAL_SESSION_MAX_AGE", default=60 * 60)
PORTAL_COOKIE_NAME = "cm_portal"
# Rate limit per customer-page link (/me/), django-ratelimit syntax; see PortalRateLimitMiddleware.
PORTAL_RATE = env.str("PORTAL_RATE", default="60/m")
# Recognition of a consenting anonymous visitor (a pseudonymous subject) on a later visit.
RECOGNITION_COOKIE_NAME = "cm_recognition"
RECOGNITION_MAX_AGE = env.int("RECOGNITION_MAX_AGE", default=180 * 24 * 60 * 60)
