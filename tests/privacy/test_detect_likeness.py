"""Passwords known by their likeness in a message about logging in (privacy/detect/likeness.py):
each shape of password found in a sentence frame no cue rule knows, each shape of identifier
left alone in the same kind of message, and nothing found where no login is talked about.

Every sentence here was written for this file, not taken from a corpus.
"""

import random
import re
import time

import pytest

from privacy import password_shapes
from privacy.detect import detect
from privacy.detect.likeness import credential_context, liked_passwords, password_like


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(s.label, text[s.start : s.end]) for s in detect(text, lang)]


def liked(text: str) -> list[str]:
    """The module's finds, every position a hint: what the word scan passes it is a subset."""
    everywhere = list(range(len(text)))
    return [text[s.start : s.end] for s in liked_passwords(text, text.lower(), everywhere, [])]


@pytest.mark.parametrize(
    "token",
    [
        "Kranich&See8",  # a symbol inside, and a digit
        "Wolke7?Regen",
        "Blumen%kohl3",
        "Egel$Garten",  # a symbol inside a word with a capital in it
        "Spatz*Spatz",
        "Hagebutte#",  # a word and a symbol no sentence ends on
        "M4rm3lade",  # letters written as digits
        "g3heimnis",
        "Kastanienbaum12",  # a word and a number
        "wolkenkratzer77",
        "Regenbogen5",
        "Oma-Gerda-1939",
        "Segelboot_2021",
        "Ostwind.Nord.8",
        "Ulm1972",  # a short name and a year
        "mond2024stern",  # a number between words
        "Tjalk-88-zeil",
        "Qr7-hhw4-Zp",  # random strings
        "w8nq3kz7pf2x",
        "pKdRzT7m",
        "Köln2Kiel",  # a 2 or a 4 read as a word between words
        "Paddel4Life",
        "QX7!ZK29#",  # capitals, digits and symbols, no reference's shape
    ],
)
def test_it_knows_a_password_by_its_shape(token):
    assert password_like(token)


@pytest.mark.parametrize(
    "token",
    [
        "INV-2024-55512",  # capitals, a hyphen and digits: a reference
        "PKG88123004DK",
        "WAN28K40",  # a product's model code
        "S24",
        "iPhone15",
        "Windows11",
        "ThinkPadX1",  # camel-case words and one model number
        "Hero7Black",
        "HmIP-BSM2",  # a model's code, parts joined
        "ines.kramer@posteo.de",  # a mail address
        "https://konto.example.org/login",
        "@sandkorn88",  # a handle
        "#moin2024",
        "v3.12.4",  # a version
        "19.04.2025",  # a date
        "€1299,00",  # prices
        "249kr.",
        "3200mAh",  # a measure
        "Garten-Netz_5G",  # a network's name
        "Werkstatt-Gast",
        "Rechnung2025",  # a reference's word and its number
        "Zimmer114",
        "Lindenstr.22",  # a street and its number
        "Abrechnung.pdf",  # a file name
        "Lehrer*Innen",  # a gender form
        "0x8004FA21",  # an error code
        "H&M-Karte",  # a brand's ampersand
        "hub-4402",  # a device's name
        "Kennwort?",  # a word and sentence punctuation
        "Zugangsdaten",  # a word
        "kai.brandt1988",  # a user name's shape
        "tom_b_77",
    ],
)
def test_it_leaves_shapes_that_are_no_secret(token):
    assert not password_like(token)


@pytest.mark.parametrize(
    "text",
    [
        "ich komm nicht ins kundenportal",
        "hab mein PW vergessen",
        "mijn ww werkt niet meer",
        "kodeord virker ikke",
        "kan ikke logge ind i appen",
        "wil inloggen maar het lukt niet",
        "Kenwort geht nicht",  # misspelt
        "my pasword is wrong",
        "signing in fails since monday",
        "Anmeldung schlägt fehl",
        "the PIN was rejected",
        "mein account ist gesperrt",
    ],
)
def test_it_hears_a_login_in_any_of_the_languages(text):
    assert credential_context(text.lower())


@pytest.mark.parametrize(
    "text",
    [
        "die Lieferung kam mit DHL",
        "can you send the invoice again",
        "hvornår åbner butikken",
        "de pakketjes zijn nog niet aangekomen",
        "a pinch of salt",
    ],
)
def test_it_hears_no_login_where_there_is_none(text):
    assert not credential_context(text.lower())


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # Each of these frames is new to the cue rules; none finds the value without likeness.
        (
            "de",
            "Login klappt nicht, am Handy tippe ich Kranich&See8 und es kommt nix",
            "Kranich&See8",
        ),
        ("da", "kan ikke logge ind – min søn satte Oma-Gerda-1939 op i går", "Oma-Gerda-1939"),
        ("de", "Kundenportal sperrt mich, auf dem Post-it steht pKdRzT7m", "pKdRzT7m"),
        ("de", "Anmeldung geht nicht mit Hagebutte# vom Zettel", "Hagebutte#"),
        ("da", "nulstillede adgangen, sønnen skrev mond2024stern på sedlen", "mond2024stern"),
        ("nl", "inloggen lukt niet, dochter had Tjalk-88-zeil gekozen geloof ik", "Tjalk-88-zeil"),
        ("en", "forgot it again... the laptop one was Ulm1972 I think", "Ulm1972"),
    ],
)
def test_a_password_like_token_in_a_login_message_is_found(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # The same tokens where nobody talks about logging in.
        ("de", "am Handy tippe ich Kranich&See8 und es kommt nix", "Kranich&See8"),
        ("nl", "dochter had Tjalk-88-zeil gekozen geloof ik", "Tjalk-88-zeil"),
        ("en", "the laptop one was Ulm1972 I think", "Ulm1972"),
    ],
)
def test_outside_a_login_message_it_finds_nothing(lang, text, value):
    assert liked(text) == []
    assert ("PASSWORD", value) not in found(text, lang)


@pytest.mark.parametrize(
    "text",
    [
        "Login geht nicht seit Bestellung INV-2024-55512, Gerät WAN28K40, App v3.12.4",
        "can't sign in on my iPhone15 since the update to Windows11 on the ThinkPadX1",
        "inloggen mislukt, mail is ines.kramer@posteo.de en ik woon Lindenstr.22",
        "kodeord glemt, betalte 249kr. den 19.04.2025 for abonnementet",
        "Passwort für Garten-Netz_5G hab ich, aber Fehler 0x8004FA21",
        "my username is kai.brandt1988 and the login page keeps loading",
        "login: tom_b_77 / the password I won't write here",
        "Kennung lautet hub-4402, wie melde ich mich an?",
        "WLAN heißt Werkstatt-Gast, wo steht das Kennwort?",
    ],
)
def test_identifiers_in_a_login_message_are_left_alone(text):
    assert liked(text) == []


def test_a_value_found_already_is_not_found_twice():
    text = "Passwort: Kranich&See8, Login klappt trotzdem nicht"
    passwords = [value for label, value in found(text, "de") if label == "PASSWORD"]
    assert passwords == ["Kranich&See8"]


def test_a_long_word_before_too_many_digits_is_read_in_linear_time():
    # Trying every split of the word before the digits doubled the time with each letter more.
    text = "login trouble, account Q" + "w" * 40 + "12345 ok"
    started = time.process_time()
    detect(text, "en")
    assert time.process_time() - started < 0.5


def test_the_possessive_word_number_shape_reads_as_the_plain_one():
    # The pattern as first written, without possessive repeats: the same matches and groups.
    plain = re.compile(
        r"(?P<before>(?:[^\W\d_]+[-_.+&]?)+)(?P<digits>\d{1,4})"
        r"(?P<after>(?:[-_.]?[^\W\d_]+)*)[!?#$%&*+=~^.]*"
    )
    rng = random.Random(17)
    for _ in range(40000):
        token = "".join(rng.choice("abQé-_.+&!#1234") for _ in range(rng.randint(1, 12)))
        ours, theirs = password_shapes._WORD_NUMBER_RE.fullmatch(token), plain.fullmatch(token)
        assert (ours and ours.groupdict()) == (theirs and theirs.groupdict()), token
