"""Fail-closed plain words: a password or PIN cue with no value in its clause takes the first plain
word it governs that is no word of the message's own grammar (privacy.detect.windows)."""

import pytest
from wordfreq import zipf_frequency

from privacy.detect import detect
from privacy.detect.windows import COMMON_ZIPF, plain_word_values


def _passwords(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text) if s.label == "PASSWORD"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("mein Kennwort hab ich damals auf pfirsich gesetzt", "pfirsich"),
        (
            "das Passwort fürs Tablet hat meine Tochter auf Regenwurm geändert, glaube ich",
            "Regenwurm",
        ),
        ("adgangskoden til netbank var vist blåbær", "blåbær"),
        ("min pinkode til døren har altid været solsikke", "solsikke"),
        ("my password after the update became sunflower", "sunflower"),
        ("my password for the bank app became sunflower last week", "sunflower"),
        ("het wachtwoord van de laptop was vroeger kikkerdril", "kikkerdril"),
    ],
)
def test_it_takes_the_plain_word_a_cue_governs(text: str, value: str) -> None:
    assert value in _passwords(text)


@pytest.mark.parametrize(
    "text",
    [
        # Support and shop words, verbs and their compounds stand after the cue.
        "Mein Passwort funktioniert seit dem Update nicht mehr",
        "Passwort für Netflix wird abgelehnt",
        "koden kom aldrig frem på sms",
        "adgangskoden til PensionsInfo virker ikke",
        "my pin stopped working after the update",
        "the password field is greyed out",
        "mijn wachtwoord werkt niet meer op de website",
        "mijn pincode wordt steeds geweigerd bij de kassa",
        # A forgotten password, a question, a message shown in quotes name no value.
        "glemt mit kodeord, send nulstillingslink",
        "ik ben mijn wachtwoord vergeten en de resetmail komt niet aan",
        "Hoi, ik krijg een melding dat mijn wachtwoord verlopen is, is dat phishing?",
        "Die Mail sagt 'Kennwort sofort erneuern!' – ist das echt oder Betrug?",
        # "pine" is no PIN in English.
        "the pine table arrived scratched",
    ],
)
def test_it_leaves_the_message_own_words(text: str) -> None:
    assert _passwords(text) == []


def test_a_value_later_in_the_message_is_the_cue_value() -> None:
    text = "PIN on the gift card is scratched off... no wait, I can read it: 8841."
    assert "scratched" not in _passwords(text)


def test_a_cue_with_a_value_found_takes_no_plain_word() -> None:
    text = "mein Passwort ist Tulpe77, Gartenzwerg war das alte"
    found = detect(text)
    cue = text.index("Passwort")
    spans = list(plain_word_values(text, [(cue, cue + len("Passwort"))], found, "de"))
    assert spans == []


def test_the_frequency_threshold_separates_sentence_words_from_values() -> None:
    for word, lang in [("stopped", "en"), ("viser", "da"), ("blijft", "nl"), ("bekommen", "de")]:
        assert zipf_frequency(word, lang, wordlist="small") >= COMMON_ZIPF
    for word, lang in [
        ("sunflower", "en"),
        ("pindsvin", "da"),
        ("tulpen", "nl"),
        ("pfirsich", "de"),
    ]:
        assert zipf_frequency(word, lang, wordlist="small") < COMMON_ZIPF
