"""Kinds the sixth and eighth rounds of independent data showed, each in sentences written here
(not the corpus's): health statements (a reaction joined to a statement, an aid's user, an
operation on an organ, patients of an organ, chromosomal and heart-rhythm conditions, long words
that start like a statement's word); IDN e-mail domains; a hyphenated Danish card-code cue; a card
number in a card's layout before its expiry date, whatever its checksum."""

import pytest

from privacy.detect import detect


def _found(text: str, lang: str) -> set[tuple[str, str]]:
    return {(span.label, text[span.start : span.end]) for span in detect(text, lang)}


@pytest.mark.parametrize(
    "lang, text, value",
    [
        (
            "de",
            "bin Allergikerin und reagiere auf Nickel, ist der Verschluss vernickelt?",
            "reagiere auf Nickel",
        ),
        ("da", "har eksem og reagerer på uld, er trøjen 100 % bomuld?", "reagerer på uld"),
        ("nl", "ik heb astma en reageer op huisstof, helpt dit filter?", "reageer op huisstof"),
        (
            "en",
            "I have eczema and react to lanolin, does the balm contain any?",
            "react to lanolin",
        ),
        (
            "da",
            "min far er kørestolsbruger? nej, rollator-bruger, kan han komme ind?",
            "rollator-bruger",
        ),
        (
            "en",
            "my dad is a wheelchair user, is there a lift to the first floor?",
            "wheelchair user",
        ),
        (
            "nl",
            "mijn moeder is rolstoelgebruiker, kan de bezorger tot binnen komen?",
            "rolstoelgebruiker",
        ),
        (
            "de",
            "nach meiner Knie-OP kann ich die Treppe nicht, bitte bis in die Wohnung tragen",
            "Knie-OP",
        ),
        (
            "nl",
            "na mijn heupoperatie mag ik niet tillen, kunnen jullie het pakket binnenzetten?",
            "heupoperatie",
        ),
        ("da", "min mor er hjertepatient, så hun må ikke bære noget tungt", "hjertepatient"),
        (
            "de",
            "als Nierenpatientin darf ich wenig Kalium, steht das auf der Packung?",
            "Nierenpatientin",
        ),
        ("en", "our son has trisomy 21 and loves the puzzle, is there a bigger one?", "trisomy 21"),
        ("nl", "ik heb boezemfibrilleren, mag ik jullie energiedrank wel?", "boezemfibrilleren"),
        (
            "da",
            "jeg er overfølsom overfor nikkel, er knapperne nikkelfri?",
            "overfølsom overfor nikkel",
        ),
        (
            "nl",
            "ik gebruik een insulinepomp sinds vorig jaar, past die in de zak?",
            "gebruik een insulinepomp",
        ),
    ],
)
def test_health_statements_of_the_new_kinds(lang, text, value):
    found = {v for label, v in _found(text, lang) if label == "HEALTH"}
    assert any(value in v or v in value for v in found), (text, found)


@pytest.mark.parametrize(
    "lang, text",
    [
        ("de", "Danke, ich habe Ihre Nachricht gelesen und reagiere auf Ihre Mail morgen früh"),
        ("nl", "ik lees het na het werk en reageer op je bericht vanavond"),
        ("en", "got your message and react to the offer tomorrow"),
        ("de", "Bildschirmflimmern beim neuen Monitor, liegt das am Kabel?"),
        ("de", "Gilt der Tarif auch für Privatpatienten einer anderen Kasse?"),
        ("da", "skærmflimmer på den nye tv, hvad gør jeg?"),
    ],
)
def test_look_alikes_stay_clean(lang, text):
    assert not {label for label, _v in _found(text, lang) if label == "HEALTH"}, text


def test_an_e_mail_address_with_a_letter_beyond_ascii_in_its_domain():
    text = "skriv til bogholderi@smørrebrød-hansen.dk eller ring"
    assert ("EMAIL", "bogholderi@smørrebrød-hansen.dk") in _found(text, "da")


@pytest.mark.parametrize("cue", ["sikkerheds-nr", "sikkerhedsnr."])
def test_a_danish_card_code_named_by_an_abbreviated_cue(cue):
    text = f"kortet er 4571 0000 0000 0001 udløb 09/28 {cue} 614"
    assert ("CVC", "614") in _found(text, "da")


@pytest.mark.parametrize(
    "lang, text, value",
    [
        (
            "de",
            "meine Frau liegt seit Sonntag auf der Intensivstation, die Küche muss warten",
            "Intensivstation",
        ),
        (
            "da",
            "min søster er indlagt, hun ligger på intensivafdelingen, så vi flytter leveringen",
            "intensivafdelingen",
        ),
        (
            "de",
            "nach der Hüftoperation im März brauche ich eine Lieferung bis in den Keller",
            "Hüftoperation",
        ),
    ],
)
def test_a_long_word_that_starts_like_a_statement_word_is_read_as_one(lang, text, value):
    found = {v for label, v in _found(text, lang) if label == "HEALTH"}
    assert any(value in v for v in found), (text, found)


@pytest.mark.parametrize(
    "lang, text, card",
    [
        (
            "en",
            "Paying by card then. Number: 4716 2290 3381 5527, expires 10/28",
            "4716 2290 3381 5527",
        ),
        ("de", "Hier die Daten. 5312 8804 1176 2093 gültig bis 03/29", "5312 8804 1176 2093"),
        ("da", "ok, så tager vi den. 4571 9920 1843 7765 udløb 11/27", "4571 9920 1843 7765"),
        ("nl", "Alsjeblieft: 3741 552903 81126, geldig tot 06/28", "3741 552903 81126"),
        ("en", "it's 5234 1187 6620 9913 12/27 if that helps", "5234 1187 6620 9913"),
    ],
)
def test_a_card_layout_before_an_expiry_date_is_a_card_whatever_its_checksum(lang, text, card):
    # The card's span runs on over its expiry date (test_detect_card_expiry).
    cards = [value for label, value in _found(text, lang) if label == "CARD"]
    assert len(cards) == 1 and cards[0].startswith(card) and cards[0][-5:-2].endswith("/")


@pytest.mark.parametrize(
    "text",
    [
        "Gutscheinnummer 6011 2233 4455 6678, gültig bis 12/27",
        "order 4929 1038 5521 7764 arrives on 09/27",
        "tracking 1234 5678 9012 3456 since 10/28",
    ],
)
def test_no_card_without_its_layout_and_expiry_or_for_a_shops_own_card(text):
    assert not {label for label, _v in _found(text, "en") if label == "CARD"}, text
