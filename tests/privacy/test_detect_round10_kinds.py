"""Password kinds of a password-heavy round (issue 20): one value spelt two ways in a sentence
(caps lock, a joining mark, an umlaut) and an old value said before the new one.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def passwords(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text) if s.label == "PASSWORD"]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # Caps lock: a small letter, then capitals; no password word needed.
        (
            "war wohl caps lock, hab kIRSCHBLÜTE getippt statt Kirschblüte",
            ["kIRSCHBLÜTE", "Kirschblüte"],
        ),
        ("oeps, ik tikte mOLENWIEK in plaats van Molenwiek", ["mOLENWIEK", "Molenwiek"]),
        # A digit marks the value; three spellings of it.
        (
            "attempted Harbour77, harbour77 and HARBOUR77, nothing",
            ["Harbour77", "harbour77", "HARBOUR77"],
        ),
        # A joining mark is the difference.
        ("sorry, it is Tower_Bridge and not Tower-Bridge", ["Tower_Bridge", "Tower-Bridge"]),
        ("undskyld, det er Rold_Skov ikke Rold-Skov", ["Rold_Skov", "Rold-Skov"]),
    ],
)
def test_a_value_spelt_two_ways_is_a_password(text: str, values: list[str]) -> None:
    assert passwords(text) == values


@pytest.mark.parametrize(
    "text",
    [
        # The same word at a sentence's start and later: no variant.
        "Kaffee ist fertig, und wer will kaffee? Ich.",
        # Two spellings of a brand, no login, no mark: no password.
        "Is it WhatsApp or Whatsapp, I never know how to write it.",
        # Letters repeated, not varied.
        "Berlin is big. I love Berlin and Berlin loves me.",
    ],
)
def test_spellings_without_a_secret_stay_clean(text: str) -> None:
    assert passwords(text) == []


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        (
            "mein kennwort war früher zitronenbaum, jetzt zitronenbaum9, was ist aktuell?",
            "zitronenbaum",
            "zitronenbaum9",
        ),
        (
            "my old pw was lemonade, new one is Lemonade_3 - which is stored?",
            "lemonade",
            "Lemonade_3",
        ),
        ("min gamle kode var blåbær, den nye er Blåbær_4 — hvilken gælder?", "blåbær", "Blåbær_4"),
    ],
)
def test_the_old_value_before_a_new_one_stays(text: str, old: str, new: str) -> None:
    assert passwords(text) == [old, new]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("mein kennwort enthält ein ü, ist das schlimm? es ist grünspecht", "grünspecht"),
        ("i reuse my pw on every site (bad, i know) its pelican and someone got in", "pelican"),
        ("mijn ww heeft een ij erin, kan dat? het is ijsvogel", "ijsvogel"),
        ("min kode indeholder et ø, er det problemet? det er solsort", "solsort"),
    ],
)
def test_a_pointer_after_the_cue_names_the_value(text: str, value: str) -> None:
    assert value in passwords(text)


@pytest.mark.parametrize(
    "text",
    [
        # The pointer describes, it names nothing.
        "my password stopped working yesterday, it's annoying",
        "my pw has a ü in it, is that the problem? it's confusing",
        # The value is known: the pointer speaks about it.
        "my password is Heron#51, it's memorable",
    ],
)
def test_a_describing_pointer_stays_clean(text: str) -> None:
    assert passwords(text) in ([], ["Heron#51"])


def test_a_place_adverb_after_the_cue_is_no_value() -> None:
    assert "everywhere" not in passwords("i use one pw everywhere, sadly")
    assert "overalt" not in passwords("jeg har samme kode overalt")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # A screen refusing the data typed puts the message in a login's context.
        ("skrev Rugbrød42 i boksen, men der står ugyldige oplysninger", "Rugbrød42"),
        ("typte Stroopwafel31 maar krijg steeds ongeldige gegevens", "Stroopwafel31"),
        # The Danish past of logging in, with words between verb and particle.
        ("igår loggede jeg uden problemer ind med Kanel77, nu er den udløbet", "Kanel77"),
        # A list of accounts ("konti", "Konten").
        ("mine konti:\n- butik: lavendel5", "lavendel5"),
        ("meine Konten:\n- Shop: sonnenhut4", "sonnenhut4"),
    ],
)
def test_a_login_context_found_by_new_words(text: str, value: str) -> None:
    assert passwords(text) == [value]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("i set my dads nickname as the password... Bramble. does case matter?", "Bramble"),
        ("jeg satte fars kaldenavn som kodeord... Bramble. er det et problem?", "Bramble"),
    ],
)
def test_a_name_word_before_the_cue_is_no_value(text: str, value: str) -> None:
    assert passwords(text) == [value]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # A typing verb's colon after the cue points at a phrase.
        (
            "de app wil mijn hoofdwachtwoord, ik typ in: zachte regen op zee. Klopt niet",
            "zachte regen op zee",
        ),
        (
            "the vault asks for the master password, I typed: blue whale song. Rejected.",
            "blue whale song",
        ),
        # A phrase in parentheses right after the cue's words.
        ("Mein Passwort mit Leerzeichen (Sommer am See) geht nicht", "Sommer am See"),
    ],
)
def test_a_colon_or_parenthesis_after_the_cue_names_a_phrase(text: str, value: str) -> None:
    assert value in passwords(text)


@pytest.mark.parametrize(
    "text",
    [
        # An aside in parentheses, the value after its copula.
        "Mijn wifi code thuis (nieuwe router) is 99120045, klopt dat?",
        # A parenthesis of grammar words.
        "my password (the old one) does not work anymore",
    ],
)
def test_an_aside_in_parentheses_is_no_value(text: str) -> None:
    values = passwords(text)
    assert "nieuwe router" not in values and "the old one" not in values


@pytest.mark.parametrize(
    "text",
    [
        'Unser WLAN heißt "Haus_Schmidt_5G", aber der Laptop sieht es nicht.',
        "our wifi is called Cosy_Corner_24 but the printer can't find it",
    ],
)
def test_a_wireless_network_named_by_a_naming_verb_is_no_password(text: str) -> None:
    assert passwords(text) == []
