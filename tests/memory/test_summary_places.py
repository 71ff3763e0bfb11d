"""A town or country named after a preposition of direction is the destination (issue 19).
Sentences made up for these tests, not copied from any corpus; no database."""

import pytest

from memory.summary_language import places
from privacy.detect import detect

from . import folding


def _destinations(form):
    return [c["value"] for c in form["constraints"] if c["name"] == "destination"]


@pytest.mark.parametrize(
    ("lang", "text", "place"),
    [
        (
            "da",
            "Hej, jeg har en booking til Larvik i juli, men vi skal have den flyttet.",
            "Larvik",
        ),
        ("de", "Nach Eckernförde, in eine Doppelhaushälfte. Umzug ist am 1. Juli.", "Eckernförde"),
        ("nl", "We gaan naar Zwolle, een koopappartement in het centrum.", "Zwolle"),
        ("en", "I want to book a ferry for the summer, Portsmouth to Caen, with the car.", "Caen"),
        ("nl", "Naar Den Haag, in de wijk Zevenhuizen.", "Den Haag"),
        ("da", "Vores forening vil gerne på juletur til Lübeck i december.", "Lübeck"),
        ("de", "Wir fliegen im April nach Türkei und brauchen eine Versicherung.", "Türkei"),
    ],
)
def test_a_place_after_a_preposition_of_direction_is_the_destination(lang, text, place):
    form = folding.summarise([("user", text)], lang)
    assert place in _destinations(form), form["constraints"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Can you move the payment to March?"),
        ("en", "I switched to Best Buy last year."),
        ("nl", "Ik ga straks naar huis, bel me morgen."),
        ("de", "Ich habe das Paket nach Erhalt sofort geöffnet."),
    ],
)
def test_words_that_are_no_town_are_no_destination(lang, text):
    form = folding.summarise([("user", text)], lang)
    assert _destinations(form) == [], form["constraints"]


def test_the_place_list_holds_towns_and_countries_in_our_languages_but_no_calendar_words():
    for name in ("Larvik", "Eckernförde", "München", "Den Haag", "Tyskland", "Indonesië"):
        assert name in places.PLACES
    for word in ("March", "May", "Best", "Deal", "Monday"):
        assert word not in places.PLACES


def test_the_longest_known_name_is_taken():
    text = "Die Lieferung geht nach Den Haag Centrum bitte"
    assert [text[s:e] for s, e in places.places_to(text)] == ["Den Haag"]


@pytest.mark.parametrize(
    ("lang", "text", "place"),
    [
        ("da", "Til et rækkehus i Svendborg. Vi overtager den 1. juni.", "Svendborg"),
        ("en", "Please send it to our holiday cottage in Hornbæk this time.", "Hornbæk"),
        ("nl", "We verhuizen naar een appartement in Zwolle.", "Zwolle"),
    ],
)
def test_the_town_a_home_there_is_in_is_the_destination(lang, text, place):
    form = folding.summarise([("user", text)], lang)
    assert place in _destinations(form), form["constraints"]


def test_someone_met_in_a_town_sends_nothing_there():
    text = "I talked to him in Berlin yesterday about the order."
    assert places.places_to(text) == []


def test_a_day_and_a_digital_mailbox_do_not_replace_the_town():
    form = folding.summarise(
        [
            ("user", "Vi flytter til et rækkehus i Svendborg."),
            ("assistant", "Tak. Hvornår skal aftalen flyttes?"),
            ("user", "Okay, det sender jeg begge steder på dagen."),
            ("assistant", "Fint."),
            ("user", "Kan regningen komme i e-Boks i stedet for på papir?"),
        ],
        "da",
    )
    assert _destinations(form) == ["Svendborg"], form["constraints"]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("da", "Den skal leveres til Bakkevej 3 i Silkeborg.", "Bakkevej 3 i Silkeborg"),
        ("nl", "Het nieuwe adres is Hertogstraat 112 in Nijmegen.", "Hertogstraat 112 in Nijmegen"),
        (
            "de",
            "Bitte an Gartenweg 3 in 33647 Bielefeld liefern.",
            "Gartenweg 3 in 33647 Bielefeld",
        ),
    ],
)
def test_an_address_keeps_the_town_said_in_prose(lang, text, value):
    form = folding.summarise([("user", text)], lang, redact=True)
    assert value in _destinations(form), form["constraints"]


def test_a_danish_preposition_after_the_house_number_is_no_part_of_the_address():
    text = "Pakken skal til Bakkevej 3 i Silkeborg."
    assert [text[s.start : s.end] for s in detect(text, "da") if s.label == "ADDRESS"] == [
        "Bakkevej 3"
    ]


@pytest.mark.parametrize(
    ("lang", "later"),
    [
        ("da", "Kan montøren sætte beslaget op samtidig?"),
        ("de", "Dann schicken Sie die Möbel eben in Teilen."),
        ("en", "Fine, I will post the form in actually."),
    ],
)
def test_a_sentence_adverb_after_a_sending_verb_is_no_destination(lang, later):
    form = folding.summarise(
        [
            ("user", "Det skal til vores sommerhus i Hornbæk."),
            ("assistant", "Noteret."),
            ("user", later),
        ],
        lang,
    )
    assert _destinations(form) == ["Hornbæk"], form["constraints"]


@pytest.mark.parametrize(
    ("lang", "text", "size"),
    [
        ("da", "Kan kufferten være 23 kg i stedet?", "23 kg"),
        ("en", "Can it be the heavy bag instead? 32 kg?", "32 kg"),
        ("nl", "Het pakket weegt ongeveer 12 kilo.", "12 kilo"),
    ],
)
def test_what_luggage_or_a_parcel_weighs_is_its_size(lang, text, size):
    form = folding.summarise([("user", text)], lang)
    sizes = [c["value"] for c in form["constraints"] if c["name"] == "size"]
    assert len(sizes) == 1 and size in sizes[0], form["constraints"]


def test_a_persons_weight_is_no_size():
    form = folding.summarise([("user", "Ich habe 10 kg abgenommen, die Hose ist zu weit.")], "de")
    assert all("kg" not in c["value"] for c in form["constraints"]), form["constraints"]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("ik ga over 2 weken naar indonesië, moet ik iets instellen?", ["indonesië"]),
        ("rückgabe nicht in münchen sondern nach hamburg", ["hamburg"]),
        ("I want to go to school first", []),
        ("ich gehe gleich nach hause", []),
        ("til arbejde i morgen", []),
    ],
)
def test_a_town_typed_in_lower_case_is_read_too(text, found):
    assert [text[s:e] for s, e in places.places_to(text)] == found
