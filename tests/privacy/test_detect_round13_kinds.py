"""Secret kinds of detection round 13 (issue 20): a password the phone wrapped onto the next line,
a passphrase's middle word, a spelling that ends on digits, the value a remark on a letter's case
is about, a quoted phrase said to hold a space, a note on the spaces on a line of its own, a code
received at the end of a long story; and what is none: an area code's slash, a gift card's digits,
a code asked for, a password manager.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, label: str = "PASSWORD", lang: str | None = None) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, lang) if s.label == label]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Kennwort ist Tannen\nzapfen1999 (das Handy bricht um, sorry)", "Tannen\nzapfen1999"),
        ("wachtwoord: Zee\nhond_42 (oeps, enter)", "Zee\nhond_42"),
        ("password is yellow\nsubmarine parade (lower case)", "yellow\nsubmarine parade"),
    ],
)
def test_a_password_in_pieces_is_covered_whole(text, value):
    assert found(text) == [value]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("let me spell it for you: h-a-z-e-l-n-u-t-3", "h-a-z-e-l-n-u-t-3"),
        ("ich buchstabiere: m.a.u.l.w.u.r.f.8.8", "m.a.u.l.w.u.r.f.8.8"),
        ("jeg staver det: s o l s i k k e 5", "s o l s i k k e 5"),
    ],
)
def test_a_spelled_value_may_end_on_digits(text, value):
    assert value in found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("oh, mit großem K: Kastanie44", "Kastanie44"),
        ("vergeten, Dijkpad12 moet met grote D", "Dijkpad12"),
        ("capital F sorry - Fernhill_9", "Fernhill_9"),
        ("husk stort S: Skovsti7", "Skovsti7"),
    ],
)
def test_a_remark_on_a_letters_case_names_its_value(text, value):
    assert found(text) == [value]


@pytest.mark.parametrize(
    "text",
    [
        "I'd like the big T-shirt in blue, order T55120",
        "Haben Sie die Hose in Größe M? Artikel M2231",
        "Großes Paket kam an, Sendung B44120 war beschädigt",
    ],
)
def test_size_talk_names_no_value(text):
    assert found(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I think it had a space in it: 'blue whale 7'", "blue whale 7"),
        ('er zit een spatie in denk ik, "rode fiets 88"', "rode fiets 88"),
        ("da war ein Leerzeichen drin: „grüner Tee 5“", "grüner Tee 5"),
    ],
)
def test_a_quoted_phrase_said_to_hold_a_space_is_a_password(text, value):
    assert found(text) == [value]


def test_a_quoted_product_with_a_space_is_none():
    assert found("Is there a space in 'Galaxy Buds 2' or is it one word?") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("kodeordet er\ngul ballon\nmed mellemrum", "gul ballon"),
        ("Passwort:\nkleiner Bär\nmit Leerzeichen", "kleiner Bär"),
    ],
)
def test_a_note_on_the_spaces_on_its_own_line_points_back(text, value):
    assert found(text) == [value]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "So I asked for a code to confirm my e-mail, then waited, checked spam, asked my "
            "daughter to look at her phone in case it went to her number, and in the end I got "
            "448 203",
            "448 203",
        ),
        (
            "Ik heb een code aangevraagd om in te loggen, lang gewacht, telefoon opnieuw opgestart "
            "en toen kreeg ik eindelijk 701552.",
            "701552",
        ),
    ],
)
def test_a_code_received_at_the_end_of_a_long_story_is_one(text, value):
    assert found(text, "OTP") == [value]


@pytest.mark.parametrize(
    "text",
    [
        "the discount code failed and then I got invoice 448120",
        "Ich habe eine Rabattcode-Mail bekommen, Bestellung 55120",
    ],
)
def test_an_identifier_received_is_no_code(text):
    assert found(text, "OTP") == []


@pytest.mark.parametrize(
    ("text", "phone"),
    [
        ("Bitte zurückrufen: 089 / 4471 2290, ab 17 Uhr", "089 / 4471 2290"),
        ("Festnetz 06221 / 55 31 08", "06221 / 55 31 08"),
    ],
)
def test_a_number_after_an_area_code_and_a_slash_is_a_phone_number(text, phone):
    assert found(text, "PHONE", "de") == [phone]
    assert found(text, "OTP", "de") == []


def test_a_gift_cards_digits_are_no_security_code():
    text = "My gift card shows 7712 on the front, can you check the balance?"
    assert found(text, "CVC") == []


def test_an_amex_code_on_the_front_is_still_one():
    text = "Amex 3714 496353 98431, the 4 digits on the front are 8823"
    assert found(text, "CVC") == ["8823"]


@pytest.mark.parametrize(
    "text",
    [
        "jeg bad om en kode for at logge ind, og efter at have ventet længe kom den aldrig",
        "I requested a code to sign in, waited forever and nothing arrived",
    ],
)
def test_a_code_asked_for_names_no_value(text):
    assert detect(text, None) == []


def test_a_password_manager_is_no_password():
    text = "min kode er Hv7#kLp2q, taget direkte fra password manageren"
    assert found(text) == ["Hv7#kLp2q"]


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("karte 4929 3810\n7745 2211 bitte", "4929 3810\n7745 2211"),
        ("hier ist sie:\n5413 3300 8909\n9122", "5413 3300 8909\n9122"),
    ],
)
def test_a_card_number_wrapped_onto_the_next_line_is_one_card(text, card):
    assert found(text, "CARD") == [card]
    assert found(text, "OTP") == []


def test_numbers_on_two_lines_that_make_no_card_stay_apart():
    text = "Bestellung 4929 3810\n7745 2212 kam nicht an"
    assert found(text, "CARD") == []


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("I take warfarin every day, is the tea safe?", "take warfarin"),
        ("min mand får Marevan, kan han bruge cremen?", "får Marevan"),
        ("ik gebruik bloedverdunners, mag ik dit gebruiken?", "gebruik bloedverdunners"),
        ("our daughter is type 1 diabetic", "type 1 diabetic"),
        ("Bin Diabetiker (Typ 2) und suche zuckerfreie Kekse", "Bin Diabetiker (Typ 2)"),
        ("jeg er gravid i uge 28 og skal bruge en større str.", "er gravid i uge 28"),
    ],
)
def test_a_health_statement_is_covered_with_its_verb_and_type(text, statement):
    assert statement in found(text, "HEALTH")


@pytest.mark.parametrize("text", ["Can I take Visa?", "I'll take the grey sofa then"])
def test_taking_a_thing_is_no_health_statement(text):
    assert found(text, "HEALTH") == []


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("mein Sohn hat eine schwere Laktoseintoleranz", "hat eine schwere Laktoseintoleranz"),
        ("min far har demens og ringer tit", "har demens"),
        ("she has asthma, is the spray ok?", "has asthma"),
        ("ik zit in de chemo en kan niet komen", "in de chemo"),
        ("I'm on antidepressants (sertraline), is the tea ok?", "on antidepressants (sertraline)"),
    ],
)
def test_having_a_condition_and_its_brackets_are_the_statement(text, statement):
    assert any(statement in value for value in found(text, "HEALTH"))


# ---------------------------------------------------------------- round 15's kinds


def test_a_parcel_numbers_digits_between_letter_groups_are_no_code():
    text = "Royal Mail tracking says KP 7712 0934 5GB, still not moving"
    assert found(text, "OTP") == []


def test_a_key_cards_index_is_no_code_and_its_answer_is_one():
    text = "NemID nøglekort: den beder om nøgle 5521, og svaret er 408317"
    assert found(text, "OTP") == ["408317"]


def test_a_booking_code_shaped_like_a_postcode_is_no_address():
    text = "Flug hatte 40 Min Verspätung, Buchungscode X4K2PL, wer zahlt das?"
    assert found(text, "ADDRESS") == []


def test_an_irish_eircode_starting_with_v_stays_a_postcode():
    text = "Deliver to: Seaview Cottage, Coast Road, Ballyvaughan, Co. Clare V94 T6X3"
    assert found(text, "ADDRESS") != []


def test_a_flat_before_the_house_number_belongs_to_the_address():
    text = "new address: Flat 2, 14 Mill Lane, Leeds LS6 2AB please"
    assert found(text, "ADDRESS") == ["Flat 2, 14 Mill Lane, Leeds LS6 2AB"]


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("need more sensors, I'm T1D", "I'm T1D"),
        ("she's 30 weeks pregnant and on bed rest", "bed rest"),
        ("ich bin seit dem Sturz auf Krücken", "seit dem Sturz auf Krücken"),
    ],
)
def test_round_15_health_statements(text, statement):
    assert any(statement in value for value in found(text, "HEALTH"))


def test_a_guide_about_a_condition_is_no_statement():
    assert found("Ich suche den ADHS-Ratgeber von letzter Woche", "HEALTH") == []
