"""Policy application: never-store values become placeholders, spans point into the new text."""

import pytest

from privacy.detect import Span
from privacy.redaction import (
    DEFAULT_POLICY,
    MASK_IN_VIEWS,
    NEVER_STORE,
    SPECIAL,
    every_placeholder,
    placeholders,
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
        assert placeholders("de")[label] in result.text


def test_spans_point_into_new_text():
    result = redact(TEXT, lang="de")
    by_label = {s.label: result.text[s.start : s.end] for s in result.spans}
    assert by_label["CARD"] == "[Kartennummer entfernt]"
    assert by_label["PASSWORD"] == "[Passwort entfernt]"
    assert by_label["EMAIL"] == "j.doe@example.com"
    assert by_label["HEALTH"] == "bin schwanger"  # the statement, not only its word


def test_tenant_policy_allow_and_never_store():
    result = redact(TEXT, lang="de", policy={"EMAIL": "never_store", "HEALTH": "never_store"})
    assert "j.doe@example.com" not in result.text
    assert "schwanger" not in result.text
    assert "[Gesundheitsangabe entfernt]" in result.text


def test_a_policy_a_tenant_may_not_set_is_ignored_at_ingest_never_obeyed():
    result = redact(TEXT, policy={"CARD": "allow", "OTP": "sometimes", "NOPE": "mask"})
    assert "4111" not in result.text and "482913" not in result.text
    assert "[card number removed]" in result.text  # no language given: the default, English


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


# Placeholders in the conversation's language


@pytest.mark.parametrize(
    ("lang", "card", "password"),
    [
        ("de", "[Kartennummer entfernt]", "[Passwort entfernt]"),
        ("da", "[kortnummer fjernet]", "[adgangskode fjernet]"),
        ("nl", "[kaartnummer verwijderd]", "[wachtwoord verwijderd]"),
        ("en", "[card number removed]", "[password removed]"),
        ("fr", "[card number removed]", "[password removed]"),  # not ours: the default
        (None, "[card number removed]", "[password removed]"),
    ],
)
def test_placeholders_read_in_the_conversations_language(lang, card, password):
    result = redact("Karte 4111 1111 1111 1111, Passwort: Sommer2024!", lang=lang)
    assert card in result.text and password in result.text
    assert "4111" not in result.text and "Sommer2024" not in result.text


@pytest.mark.parametrize("lang", ["de", "da", "nl", "en"])
def test_every_placeholder_is_translated_and_detects_as_nothing(lang):
    texts = placeholders(lang)
    assert set(texts) == NEVER_STORE | MASK_IN_VIEWS | SPECIAL
    if lang != "en":
        assert not set(texts.values()) & set(placeholders("en").values())
    for text in texts.values():
        assert text.startswith("[") and text.endswith("]")
        # Stored text is detected again (summaries, edits): a placeholder must not be a finding.
        assert redact(f"Mein Wert: {text}.", lang=lang).spans == []
        assert text.casefold() in every_placeholder()


def test_strip_special_speaks_the_language_too():
    assert strip_special("ik ben zwanger", [Span(7, 14, "HEALTH")], lang="nl") == (
        "ik ben [gezondheidsinformatie verwijderd]"
    )
