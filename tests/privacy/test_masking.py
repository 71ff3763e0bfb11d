"""The one masking function for team views."""

import pytest

from privacy.detect import Span
from privacy.masking import mask_text, mask_value
from privacy.redaction import redact


@pytest.mark.parametrize(
    ("value", "label", "masked"),
    [
        ("j.doe@example.com", "EMAIL", "j***@example.com"),
        ("+49 151 23456767", "PHONE", "+49 *** *** *67"),
        ("0151 23456767", "PHONE", "*** *** *67"),
        ("DE89 3704 0044 0532 0130 34", "IBAN", "DE** … **34"),
        ("de89370400440532013034", "IBAN", "DE** … **34"),
        ("Hauptstraße 12, 10115 Berlin", "ADDRESS", "Hau*** **"),
        ("221B Baker Street", "ADDRESS", "Bak*** **"),
        ("schwanger", "HEALTH", "[health information]"),
    ],
)
def test_mask_value(value, label, masked):
    assert mask_value(value, label) == masked


def test_mask_text_with_stored_json_spans():
    stored = redact("mail j.doe@example.com, Tel +49 30 1234567, ich bin schwanger", lang="de")
    spans = [{"start": s.start, "end": s.end, "label": s.label} for s in stored.spans]
    masked = mask_text(stored.text, spans)
    assert "j.doe" not in masked and "1234567" not in masked and "schwanger" not in masked
    assert "j***@example.com" in masked and "[health information]" in masked


def test_mask_text_leaves_placeholders_and_ignores_bad_spans():
    text = "Karte [card number removed], ok"
    assert (
        mask_text(text, [Span(6, 27, "CARD"), {"start": 50, "end": 60, "label": "EMAIL"}]) == text
    )
