"""Rules written for what detection round 28's development half showed (issue 20).

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.label) for s in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "password", "code"),
    [
        (
            "de",
            "Ich hab mich mit meinem Passwort Haselnuss eingeloggt, dann kam per Mail ein "
            "Bestätigungscode (4QT-9KX), den hab ich eingegeben",
            "Haselnuss",
            "4QT-9KX",
        ),
        (
            "en",
            "logged in with my password marmalade, then a verification code came by text, "
            "448120, and it still failed",
            "marmalade",
            "448120",
        ),
        (
            "nl",
            "ik log in met mijn wachtwoord Stroopwafel, daarna krijg ik een sms-code, 660214, "
            "en dan gebeurt er niks",
            "Stroopwafel",
            "660214",
        ),
    ],
)
def test_a_plain_password_keeps_its_value_beside_a_later_code_with_a_cue_of_its_own(
    lang, text, password, code
):
    spans = found(text, lang)
    assert (password, "PASSWORD") in spans
    assert (code, "OTP") in spans


@pytest.mark.parametrize(
    ("lang", "text", "digits"),
    [
        (
            "en",
            "they read the code out on the phone, four seven one, nine zero two, do I type "
            "471902 or with a space?",
            "471902",
        ),
        (
            "de",
            "Der Anruf hat mir den Code vorgelesen: vier sieben eins neun null zwei. Muss ich "
            "4719 02 so eintippen?",
            "4719 02",
        ),
    ],
)
def test_a_code_read_out_in_words_is_a_code_in_digits_too(lang, text, digits):
    assert (digits, "OTP") in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "en",
            "The password was fine last week. I typed it twice, even copied it from my "
            "notebook: marmaladecat. Still wrong.",
            "marmaladecat",
        ),
        (
            "de",
            "Mein Passwort wird nicht angenommen, ich hab es extra vom Zettel abgetippt: "
            "Rosenkohl.",
            "Rosenkohl",
        ),
        (
            "da",
            "Min adgangskode virker ikke, og jeg har endda skrevet den af fra sedlen: Havørn.",
            "Havørn",
        ),
        (
            "nl",
            "Mijn wachtwoord klopt niet, ik heb het letterlijk overgenomen uit mijn boekje: "
            "Zandkasteel.",
            "Zandkasteel",
        ),
    ],
)
def test_the_pronoun_of_a_password_and_a_colon_point_at_its_value(lang, text, value):
    assert (value, "PASSWORD") in found(text, lang)


@pytest.mark.parametrize(
    "text",
    [
        "The password reset did not work, I tried it twice: nothing.",
        "My password expired. I changed it at the desk: done.",
    ],
)
def test_a_pronoun_colon_before_a_remark_is_no_value(text):
    assert not [v for v, label in found(text, "en") if label == "PASSWORD"]


def test_a_login_with_a_value_that_ends_in_an_error_names_the_password():
    text = "logging in with Blackcurrant_Jam gives me a 'session expired' error every time"
    assert ("Blackcurrant_Jam", "PASSWORD") in found(text, "en")


@pytest.mark.parametrize(
    "text",
    [
        "logging in with Google gives me an error every time",
        "Beim Einloggen mit meinem Google-Konto kommt ein Fehler",
    ],
)
def test_a_login_method_that_ends_in_an_error_is_no_password(text):
    assert not [v for v, label in found(text) if label == "PASSWORD"]


@pytest.mark.parametrize(
    "text",
    [
        "Stock code 481-2209 (the folding ladder), is it back in stock soon?",
        "Item code 77-3150 is missing from my delivery",
    ],
)
def test_a_stock_or_item_code_is_no_secret(text):
    assert found(text, "en") == []


def test_digits_dictated_in_two_groups_around_a_spaced_dash_are_one_code():
    text = "Die Hotline will den Code, den ich per Anruf bekommen hab: 7 1 4 – 9 0 3"
    assert ("7 1 4 – 9 0 3", "OTP") in found(text, "de")


def test_a_bracket_around_a_phone_number_is_not_part_of_it():
    text = "ich hab den Anruf auf mein Festnetz (02131 668204) bekommen"
    assert ("02131 668204", "PHONE") in found(text, "de")
    with_area_code = "ring til (030) 1234567 i morgen"
    assert ("(030) 1234567", "PHONE") in found(with_area_code, "da")


def test_caps_lock_is_no_lock_and_an_authenticator_s_code_is_a_one_time_code():
    text = (
        "Passwort Gartenzwerg_8 eingetippt, Caps Lock aus. Dann wollte die Seite den Code aus "
        "der Authenticator-App, hab ich gemacht (507 318)."
    )
    spans = found(text, "de")
    assert ("Gartenzwerg_8", "PASSWORD") in spans
    assert ("507 318", "OTP") in spans


def test_a_code_lock_is_still_a_pin():
    text = "Den Zahlencode vom Fahrradschloss hab ich auf 4471 gestellt"
    assert ("4471", "PASSWORD") in found(text, "de")


@pytest.mark.parametrize(
    ("lang", "text", "code"),
    [
        (
            "en",
            "QJ-5520-TX — that's the one-time code from the email, it says expired",
            "QJ-5520-TX",
        ),
        ("de", "PX7-KK4, das ist der Bestätigungscode aus der Mail, geht aber nicht", "PX7-KK4"),
        ("da", "HK-77Q1 er engangskoden fra mailen, men den virker ikke", "HK-77Q1"),
        ("nl", "TR4-91K is de verificatiecode uit de sms, maar hij doet het niet", "TR4-91K"),
    ],
)
def test_a_code_named_before_a_one_time_code_s_cue_is_one(lang, text, code):
    assert (code, "OTP") in found(text, lang)


@pytest.mark.parametrize(
    "text",
    [
        "SOMMER20 is the discount code on your flyer, right?",
        "ABC-1234 is the order code on my receipt",
        "POL-2024-88172 is my policy number",
    ],
)
def test_a_shop_s_code_or_a_reference_before_its_word_is_no_secret(text):
    assert found(text, "en") == []
