"""A secret's cue word typed with one slip still names its value (privacy/detect/cue_slips.py).

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect
from privacy.detect.cue_slips import slips


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(s.label, text[s.start : s.end]) for s in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "label", "value"),
    [
        # a swap, a letter left out, a doubled letter, a neighbour key
        ("en", "my passwrod is tigerlily, it worked yesterday", "PASSWORD", "tigerlily"),
        ("en", "pasword = bluefinch", "PASSWORD", "bluefinch"),
        ("de", "mein Kennwprt lautet Sonnenblume", "PASSWORD", "Sonnenblume"),
        ("de", "Passwortt ist hasenbrot, geht trotzdem nicht", "PASSWORD", "hasenbrot"),
        ("da", "adgangskdoe er hestehale", "PASSWORD", "hestehale"),
        ("da", "kodeorrd: rugbrødsmad", "PASSWORD", "rugbrødsmad"),
        # a letter left out and a swap in a long word
        ("nl", "wachtwrod is pinda-kaas, klopt 100%", "PASSWORD", "pinda-kaas"),
        ("nl", "mijn wahctwoord is zonnebloem", "PASSWORD", "zonnebloem"),
        # codes
        ("de", "Bestätigunscode 482913 kam eben", "OTP", "482913"),
        ("nl", "de verificatecode is 551 903", "OTP", "551 903"),
        ("da", "engangskoode 720418", "OTP", "720418"),
    ],
)
def test_a_slipped_cue_names_its_value(lang, text, label, value):
    assert (label, value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "I forgot my passwrod, can you send a reset link?"),
        ("de", "Der Kennwert liegt bei 42 laut Datenblatt"),
        ("en", "my passport expires in March, do I need it for the pickup?"),
        ("nl", "wachtwrod vergeten, hoe reset ik dat"),
        ("da", "jeg har glemt min adgangskdoe"),
    ],
)
def test_a_slipped_cue_without_a_value_or_a_word_near_a_cue_finds_nothing(lang, text):
    assert found(text, lang) == []


def test_slips_leave_out_common_words_and_other_kinds_cues():
    spellings = slips(["password", "kennwort", "wachtwoord"], {"passwort"}, two=True)
    assert "passwrod" in spellings and "wachtwrod" in spellings and "kenwort" in spellings
    assert "passwort" not in spellings  # a cue of its own
    assert "password" not in spellings
    # "passwords" is no slip (no letter added but a doubled one), "kennwert" is a word
    assert "passwords" not in spellings and "kennwert" not in spellings


def test_short_cues_get_no_slips():
    assert slips(["pin", "kode", "tan", "pw"], set(), two=True) == set()


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # a word that ends like an adverb but is none, followed by more of the message
        ("en", "my password is tigerlily, it worked yesterday", "tigerlily"),
        ("en", "my password is tigerlily and it worked yesterday", "tigerlily"),
        ("de", "mein Passwort ist Flederlich, geht aber nicht", "Flederlich"),
        # a real adverb is still a filler, the word after it the value
        ("en", "my password is basically marmalade", "marmalade"),
        ("de", "das Passwort ist normalerweise Kuchenblech", "Kuchenblech"),
        ("nl", "mijn wachtwoord is waarschijnlijk zonnebloem", "zonnebloem"),
    ],
)
def test_a_word_ending_like_an_adverb_is_the_value_unless_it_is_one(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)
