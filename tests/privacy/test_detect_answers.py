"""A password named in the sentence after its cue: "Is my password too weak? It's 'ilovemymum'",
"... my memorable word. the word is harlequin" (privacy/password_talk.py, ANSWER_RE).

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(s.label, text[s.start : s.end]) for s in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "en",
            "Is my password too weak? It's 'ilovemymum' and the site keeps nagging",
            "ilovemymum",
        ),
        ("da", 'Er mit kodeord for svagt? Det er "blå himmel" med mellemrum', "blå himmel"),
        ("de", "Ist mein Passwort zu kurz? Es ist „Igelhaus“, finde ich gut", "Igelhaus"),
        (
            "en",
            "it wants letters 2, 5 and 7 of my memorable word. the word is harlequin. no idea why",
            "harlequin",
        ),
        ("de", "Mein Kennwort? Das Wort ist Zitronenfalter, ganz einfach", "Zitronenfalter"),
        ("da", "hvad er mit hemmelige ord? ordet er kanelsnegl", "kanelsnegl"),
        ("nl", "Mijn geheime woord? Het woord is tulpenbol", "tulpenbol"),
    ],
)
def test_the_sentence_after_the_cue_names_the_value(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("nl", "Wachtwoord vergeten? Het is 'Ongeldig wachtwoord' wat de site zegt"),
        ("en", "I forgot my memorable word. The word is on a note somewhere"),
    ],
)
def test_a_message_shown_or_talk_after_the_cue_is_no_value(lang, text):
    assert [v for label, v in found(text, lang) if label == "PASSWORD"] == []


def test_so_opening_the_next_sentence_restates_nothing():
    text = "my memorable word is harlequin. so thats a, e, u? i keep getting it wrong"
    assert found(text, "en") == [("PASSWORD", "harlequin")]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "da",
            "Kan I se hvorfor min kode ikke virker? Den er: Solskin i Skagen 2022",
            "Solskin i Skagen 2022",
        ),
        (
            "nl",
            "Mijn wachtwoord doet het niet. Het is: Rode Fiets Op Zolder. Wat nu?",
            "Rode Fiets Op Zolder",
        ),
        ("da", "Kodeordet? Det er blå himmel 7", "blå himmel 7"),
        ("de", "Passwort lautet: Katze mit Hut", "Katze mit Hut"),
    ],
)
def test_an_answer_or_a_colon_after_a_copula_takes_the_passphrase_whole(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


def test_a_colon_after_a_pointer_still_needs_a_plausible_value():
    text = "Mein Passwort geht nicht. Das ist: ärgerlich, ganz ehrlich"
    assert found(text, "de") == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "de",
            "mein pw is n ganzer satz: der grüne bus fährt um acht\nkann es sein dass ihr keine "
            "leerzeichen erlaubt?",
            "der grüne bus fährt um acht",
        ),
        (
            "en",
            "my password is a sentence: the cat sat on my hat. does that work?",
            "the cat sat on my hat",
        ),
        ("nl", "mijn wachtwoord is een zin: de kat zit op de mat", "de kat zit op de mat"),
        ("da", "min adgangskode er en hel sætning: den gamle hund sover", "den gamle hund sover"),
    ],
)
def test_a_sentence_announced_after_the_cue_is_the_password(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


def test_a_sentence_announced_without_a_password_cue_is_none():
    assert found("Bitte schreiben Sie mir den Satz: Ich bin einverstanden", "de") == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "da",
            "Mit kodeord er min kats navn Mikkeline – og ja, jeg ved godt det ikke er så sikkert",
            "Mikkeline",
        ),
        ("en", "my password is my dogs name Buttercup", "Buttercup"),
        ("de", "mein Passwort ist der Name meines Hundes Bello", "Bello"),
    ],
)
def test_a_name_right_after_whose_name_it_is_is_the_password(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "my password is the name of my street"),
        ("da", "Jeg har glemt min kats navn, haha, men mit kodeord er noget andet"),
        ("en", "what was the name of my dog again, I set it as the answer"),
    ],
)
def test_a_description_with_no_capitalised_name_after_it_names_none(lang, text):
    assert [v for label, v in found(text, lang) if label == "PASSWORD"] == []
