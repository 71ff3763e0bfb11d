# The README's two commands: `make run` and `make test`. Everything else here serves them.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
RUN_STAMP := $(VENV)/.run-installed
DEV_STAMP := $(VENV)/.dev-installed

# make test talks to a real PostgreSQL and Redis (override on the command line or environment).
DATABASE_URL ?= postgres://localhost:5432/chatmemory
TEST_REDIS_URL ?= redis://127.0.0.1:6379/15
TEST_BROKER_URL ?= redis://127.0.0.1:6379/14
TEST_ENV := DATABASE_URL=$(DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) \
	CELERY_BROKER_URL=$(TEST_BROKER_URL) DEBUG=false SECRET_KEY=test-only-not-secret \
	SECURE_SSL_REDIRECT=false ALLOWED_HOSTS=testserver,localhost,127.0.0.1

.PHONY: run run-prod test lint format chromium audit

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(RUN_STAMP): requirements.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements.txt
	touch $@

$(DEV_STAMP): requirements.txt requirements-dev.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements-dev.txt
	touch $@ $(RUN_STAMP)

## make run: set up, migrate, load demo data, then web + API + WebSocket, Celery worker and Beat.
run: $(RUN_STAMP)
	mkdir -p var
	DEBUG=true $(BIN)/python manage.py migrate --no-input
	DEBUG=true $(BIN)/python manage.py seed_demo
	@echo ""
	@echo "  Console (agents, owners, DPO):  http://127.0.0.1:$${WEB_PORT:-8000}/console/"
	@echo "  API docs:                      http://127.0.0.1:$${WEB_PORT:-8000}/api/docs/"
	@echo "  Demo shop with the widget:     http://127.0.0.1:$${WEB_PORT:-8000}/demo/"
	@echo "  Health:                        http://127.0.0.1:$${WEB_PORT:-8000}/healthz"
	@echo "  Stop everything with Ctrl-C."
	@echo ""
	DEBUG=true $(BIN)/honcho -f Procfile start

## make run-prod: the multi-process layout of docs/deploy.md on this machine, with DEBUG off:
## two web processes (ports 8001, 8002), two workers and one Beat against PostgreSQL and Redis.
PROD_DATABASE_URL ?= postgres://localhost:5432/chatmemory
PROD_REDIS_URL ?= redis://127.0.0.1:6379/1
PROD_BROKER_URL ?= redis://127.0.0.1:6379/2
# Plain HTTP on loopback: this example turns off what only makes sense behind TLS.
PROD_ENV := DEBUG=false DATABASE_URL=$(PROD_DATABASE_URL) REDIS_URL=$(PROD_REDIS_URL) \
	CELERY_BROKER_URL=$(PROD_BROKER_URL) ALLOWED_HOSTS=127.0.0.1,localhost \
	SECRET_KEY=$$(cat var/secret_key) SECURE_SSL_REDIRECT=false SESSION_COOKIE_SECURE=false \
	CSRF_COOKIE_SECURE=false SECURE_HSTS_SECONDS=0

run-prod: $(RUN_STAMP)
	mkdir -p var
	@test -s var/secret_key || $(BIN)/python -c "import secrets; print(secrets.token_urlsafe(50))" > var/secret_key
	$(PROD_ENV) $(BIN)/python manage.py migrate --no-input
	$(PROD_ENV) $(BIN)/python manage.py collectstatic --no-input
	@echo "  web: http://127.0.0.1:8001/  and  http://127.0.0.1:8002/   (Ctrl-C stops everything)"
	$(PROD_ENV) $(BIN)/honcho -f Procfile.prod start

## make test: set up, then ruff (lint + format check) and pytest against PostgreSQL and Redis, in
## TEST_WORKERS pytest-xdist workers (at most 3; 0 runs in one process). Each worker has its own
## test database and Redis databases (tests/xdist_env.py); the tests that start whole stacks or
## kill services run one after another in one of them (tests/conftest.py).
TEST_WORKERS ?= 2
test: $(DEV_STAMP) chromium
	@$(TEST_ENV) $(BIN)/python tests/preflight.py
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(TEST_ENV) $(BIN)/python -m pytest -p tests.xdist_env -n $(TEST_WORKERS) --dist loadgroup

## make audit: pip-audit of the pinned packages (reports plainly when it cannot reach its database).
audit: $(DEV_STAMP)
	bash .ci/audit

lint: $(DEV_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: $(DEV_STAMP)
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

# Browser tests drive Debian's Chromium; no tool downloads a browser of its own.
chromium:
	@if [ ! -x /usr/bin/chromium ]; then \
		if [ "$$(id -u)" = "0" ] && command -v apt-get >/dev/null; then \
			echo "Installing Debian's chromium for the browser tests..."; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
		else \
			echo "Browser tests need Debian's Chromium: sudo apt-get install chromium" >&2; exit 1; \
		fi; \
	fi
