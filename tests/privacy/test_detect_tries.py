"""A value tried or typed in a message about a login, and a capitalised name with a number in a
message about a failure, is a password (issue 20, round eight): no password word needs to name
it. Browsers, devices and products tried or named with a number stay clean.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def passwords(text: str, lang: str | None = None) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, lang) if s.label == "PASSWORD"]


@pytest.mark.parametrize(
    ("lang", "text", "values"),
    [
        (
            "en",
            "the login page hates me: I tried Harbourview and harbourview, no luck",
            ["Harbourview", "harbourview"],
        ),
        (
            "da",
            "kan ikke logge ind, jeg har prøvet Strandvejen12! og Strandvejen12!!",
            ["Strandvejen12!", "Strandvejen12!!"],
        ),
        (
            "nl",
            "inloggen mislukt, ik typte Kastanje en kastanje7, allebei fout",
            ["Kastanje", "kastanje7"],
        ),
        (
            "de",
            "ich komm nicht rein, vorher hatte ich Gartenzwerg und jetzt Gartenzwerg!",
            ["Gartenzwerg", "Gartenzwerg!"],
        ),
        (
            "da",
            "det er bare Mathilde4 – min datters navn og alder, men det virker ikke",
            ["Mathilde4"],
        ),
        ("da", "skrev Skagen88 som altid og så kom der fejl", ["Skagen88"]),
        ("en", "it's Marigold7 — my mum's name and a number — and it says wrong", ["Marigold7"]),
        # A device's default login, user / password.
        (
            "en",
            "camera setup asks for the NVR login, it's admin / Pq7-lemon-Zt from the box",
            ["Pq7-lemon-Zt"],
        ),
        ("da", "routeren: admin / Havneby-Blaa-4 står på bagsiden", ["Havneby-Blaa-4"]),
        # "hat es auf X gesetzt" with a login word ("komm nicht rein") in the message.
        (
            "de",
            "Meine Tochter hat es auf Schneeflocke gesetzt und jetzt komm ich nicht rein",
            ["Schneeflocke"],
        ),
    ],
)
def test_tried_values_are_passwords(lang: str, text: str, values: list[str]) -> None:
    found = passwords(text, lang)
    for value in values:
        assert value in found


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "can't log in: I tried Chrome and Firefox, neither works"),
        ("da", "jeg kan ikke logge ind, har prøvet Safari og appen, virker ikke"),
        ("en", "my Galaxy22 won't charge, the cable is wrong maybe"),
        ("de", "Das Windows11 Update geht nicht, Fehler 0x800"),
        ("nl", "de Route66 app werkt niet op mijn telefoon"),
        ("en", "I tried calling twice and the line is wrong"),
        ("en", "the admin / moderator roles are confusing, who can log in where?"),
        ("de", "Er hat es auf Deutsch gestellt und jetzt komm ich nicht rein"),
    ],
)
def test_tried_talk_stays_clean(lang: str, text: str) -> None:
    assert passwords(text, lang) == []
