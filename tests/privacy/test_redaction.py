"""Policy application: never-store values become placeholders, spans point into the new text."""

from privacy.detect import Span
from privacy.redaction import (
    DEFAULT_POLICY,
    MASK_IN_VIEWS,
    NEVER_STORE,
    PLACEHOLDERS,
    SPECIAL,
    redact,
    strip_special,
)

TEXT = (
    "Karte 4111 1111 1111 1111, CVC 123, Passwort ist Sommer2024!, TAN 482913, "
    "mail j.doe@example.com, ich bin schwanger"
)


def test_default_policy_covers_every_label():
    assert set(DEFAULT_POLICY) == NEVER_STORE | MASK_IN_VIEWS | SPECIAL
    assert {DEFAULT_POLICY[label] for label in NEVER_STORE} == {"never_store"}


def test_never_store_values_are_gone():
    result = redact(TEXT, lang="de")
    for secret in ("4111", "123,", "Sommer2024", "482913"):
        assert secret not in result.text
    for label in NEVER_STORE:
        assert PLACEHOLDERS[label] in result.text


def test_spans_point_into_new_text():
    result = redact(TEXT, lang="de")
    by_label = {s.label: result.text[s.start : s.end] for s in result.spans}
    assert by_label["CARD"] == PLACEHOLDERS["CARD"]
    assert by_label["PASSWORD"] == PLACEHOLDERS["PASSWORD"]
    assert by_label["EMAIL"] == "j.doe@example.com"
    assert by_label["HEALTH"] == "schwanger"


def test_tenant_policy_allow_and_never_store():
    result = redact(TEXT, lang="de", policy={"EMAIL": "never_store", "HEALTH": "never_store"})
    assert "j.doe@example.com" not in result.text
    assert "schwanger" not in result.text
    assert PLACEHOLDERS["HEALTH"] in result.text


def test_a_policy_a_tenant_may_not_set_is_ignored_at_ingest_never_obeyed():
    result = redact(TEXT, policy={"CARD": "allow", "OTP": "sometimes", "NOPE": "mask"})
    assert "4111" not in result.text and "482913" not in result.text
    assert PLACEHOLDERS["CARD"] in result.text


def test_text_without_secrets_is_unchanged():
    text = "Wo bleibt meine Bestellung 100234567?"
    assert redact(text).text == text


def test_strip_special_with_stored_dict_spans():
    result = redact(TEXT, lang="de")
    stored = [{"start": s.start, "end": s.end, "label": s.label} for s in result.spans]
    stripped = strip_special(result.text, stored)
    assert "schwanger" not in stripped
    assert "[health information removed]" in stripped
    assert "j.doe@example.com" in stripped


def test_strip_special_accepts_span_objects():
    assert strip_special("ich bin schwanger", [Span(8, 17, "HEALTH")]) == (
        "ich bin [health information removed]"
    )
