"""Schemathesis fuzzes every operation of our OpenAPI schema, with real ids seeded.

For each operation it generates inputs from the schema (positive and negative), most of them with
the path parameters of real objects so the requests reach past the 404, and checks: no 500, the
status code, content type, headers and body match the schema, invalid input is refused, a missing
or wrong key is refused, and every error is the envelope. Not checked: that every schema-valid
input is accepted (positive_data_acceptance) — the contract refuses some schema-valid input on
purpose (whitespace-only text 400, stale 409, ended 410, too long 413, no consent 403, 422).
FUZZ_EXAMPLES sets the examples per operation (bench/fuzz.md describes a longer run).
"""

import contextlib
import os
import traceback

import pytest
import schemathesis
from django.core import signals
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from hypothesis import HealthCheck, Phase, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from schemathesis import GenerationMode
from schemathesis.specs.openapi.checks import negative_data_rejection, positive_data_acceptance

from tests.hardening.world import build_world

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "12"))


def error_envelope(ctx, response, case):
    """Every 4xx/5xx answer of the API is the contract's envelope."""
    if response.status_code < 400:
        return None
    body = response.json()
    error = body.get("error") if isinstance(body, dict) else None
    assert isinstance(error, dict), f"no error envelope: {body!r}"
    assert isinstance(error.get("code"), str) and error["code"], body
    assert isinstance(error.get("message"), str), body
    assert isinstance(error.get("fields"), dict), body
    return None


def body_or_path_rejected(ctx, response, case):
    """negative_data_rejection, for invalid bodies and path parameters only.

    An unknown query parameter or an extra header is ignored, as nearly every HTTP API does;
    schemathesis counts those as "schema-violating requests accepted". Any 4xx is a refusal (a
    410 for an ended session comes before the body is read).
    """
    if 400 <= response.status_code < 500:
        return None
    meta = case.meta
    if meta is not None:
        negative = {
            str(getattr(location, "value", location)).lower()
            for location, info in meta.components.items()
            if info.mode.is_negative
        }
        if negative and not negative & {"body", "path"}:
            return None
    return negative_data_rejection(ctx, response, case)


def _requires_key(operation) -> bool:
    security = operation.definition.raw.get("security")
    if security is None:
        security = operation.schema.raw_schema.get("security", [])
    return any(requirement for requirement in security)


def _path_names(operation) -> list[str]:
    return [p.name for p in operation.path_parameters]


@contextlib.contextmanager
def keep_test_connection():
    """Schemathesis calls the WSGI app directly, which sends Django's request signals; their
    close_old_connections would close the test's transaction (the test client disconnects it
    around each request too, and reconnects it after: so this wraps only the fuzzing)."""
    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        signals.request_started.connect(close_old_connections)
        signals.request_finished.connect(close_old_connections)


@pytest.mark.django_db
def test_every_operation_survives_fuzzing(tenant, settings):
    # Generous limits: the fuzzer tests behaviour, the rate limits have their own tests.
    settings.API_KEY_RATE = "100000/m"
    for name in ("WIDGET_RATE_START", "WIDGET_RATE_MESSAGE", "WIDGET_RATE_READ", "WIDGET_RATE_IP"):
        setattr(settings, name, "100000/m")
    world = build_world(tenant, label="fz")
    server_errors: list[str] = []

    def record(sender, request=None, **kwargs):
        server_errors.append(f"{request.method} {request.path}\n{traceback.format_exc()}")

    signals.got_request_exception.connect(record)
    try:
        with keep_test_connection():
            schema = schemathesis.openapi.from_wsgi("/api/schema/", get_wsgi_application())
            failures, unseeded = _fuzz(schema, world)
    finally:
        signals.got_request_exception.disconnect(record)
    # The server side of the first failures: a broken transaction makes every later call fail.
    failures += [f"server error: {text[-2500:]}" for text in server_errors[:2]]
    assert not unseeded, f"path parameters without a seeded value: {sorted(unseeded)}"
    assert not failures, "\n\n".join(failures)


def _fuzzer(strategy, headers: dict):
    """One operation's property test: each generated case is sent and validated."""

    @hypothesis_settings(
        max_examples=EXAMPLES,
        deadline=None,
        database=None,
        derandomize=True,
        phases=[Phase.explicit, Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(case=strategy)
    def fuzz(case):
        case.call_and_validate(
            headers=headers,
            # A real server always names the client; werkzeug's test environ does not.
            environ_overrides={"REMOTE_ADDR": "127.0.0.1"},
            additional_checks=[error_envelope, body_or_path_rejected],
            excluded_checks=[positive_data_acceptance, negative_data_rejection],
        )

    return fuzz


def _fuzz(schema, world) -> tuple[list[str], set[str]]:
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 7, "the schema lost its operations"
    failures: list[str] = []
    unseeded: set[str] = set()
    for operation in operations:
        names = _path_names(operation)
        params = world.params_for(operation.path)
        fixed = {name: params[name] for name in names if name in params}
        unseeded.update(name for name in names if name not in params)
        strategies = [operation.as_strategy(generation_mode=GenerationMode.POSITIVE)]
        if fixed:
            strategies.append(
                operation.as_strategy(
                    generation_mode=GenerationMode.POSITIVE, path_parameters=fixed
                )
            )
            strategies.append(
                operation.as_strategy(
                    generation_mode=GenerationMode.NEGATIVE, path_parameters=fixed
                )
            )
        else:
            strategies.append(operation.as_strategy(generation_mode=GenerationMode.NEGATIVE))
        headers = {"Authorization": f"Bearer {world.api_key}"} if _requires_key(operation) else {}

        fuzz = _fuzzer(st.one_of(strategies), headers)
        try:
            fuzz()
        except (Exception, BaseExceptionGroup) as exc:  # collect every failure, report them all
            failures.append(f"{operation.label}: {str(exc)[:3000]}")
    return failures, unseeded
