"""Rules written for what detection round 30's development half showed (issue 20).

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.label) for s in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("da", "psw: kaffekop77 .. virker ikke", "kaffekop77"),
        ("en", "my aunt's account, the contraseña is girasol, can't get in", "girasol"),
    ],
)
def test_psw_and_contrasena_are_password_cues(lang, text, value):
    assert (value, "PASSWORD") in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "da",
            "må der være mellemrum i en adgangskode? min er blå bølge og den virker ikke",
            "blå bølge",
        ),
        (
            "nl",
            "mogen er cijfers in een wachtwoord? de mijne is zomerregen en het lukt niet",
            "zomerregen",
        ),
        ("de", "mein Passwort geht nicht mehr, meins ist Sandkasten", "Sandkasten"),
    ],
)
def test_mine_is_names_the_speaker_s_password(lang, text, value):
    assert found(text, lang) == [(value, "PASSWORD")]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "what are the password rules? mine is the same as my wife's"),
        ("en", "password rules? mine is 8 characters long"),
    ],
)
def test_mine_is_without_a_value_names_none(lang, text):
    assert found(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "Can't log in. Tried 'Leeds United' with and without the space.", "Leeds United"),
        ("nl", "ww: 'Appel met slagroom' toch?", "Appel met slagroom"),
    ],
)
def test_a_quoted_password_is_the_whole_quote(lang, text, value):
    spans = found(text, lang)
    assert len(spans) == 1 and spans[0][1] == "PASSWORD"
    assert value in spans[0][0]


def test_a_password_spelled_with_dashes_before_it_is_restated_is_one_too():
    text = "das kennwort ist H - U - N - D - 4 - 4 also hund44 alles klein"
    spans = found(text, "de")
    assert ("H - U - N - D - 4 - 4", "PASSWORD") in spans
    assert ("hund44", "PASSWORD") in spans


def test_a_heart_in_a_password_gives_it_a_password_s_shape():
    text = "Schnucki<3 geht seit heute nicht mehr, was ist da los"
    assert ("Schnucki<3", "PASSWORD") in found(text, "de")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "dreimal das falsche Passwort und jetzt ist alles gesperrt"),
        ("nl", "hoe kan ik mijn wachtwoord wijzigen in de app?"),
        ("da", "hvor skal koden fra gavekortet tastes ind?"),
        ("de", "das neue Kennwort wird nicht gespeichert, der Button 'Speichern' bleibt grau"),
    ],
)
def test_talk_about_a_password_names_no_value(lang, text):
    assert found(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "nl",
            "Kan niet inloggen. ik heb het zo ingesteld: vier witte zwanen, alles klein.",
            "vier witte zwanen",
        ),
        (
            "da",
            "prøvede at logge ind med min sædvanlige: jeg elsker rugbrød. virker ikke",
            "jeg elsker rugbrød",
        ),
        ("en", "can't sign in, I set it up like this: purple rain.", "purple rain"),
    ],
)
def test_a_login_message_s_colon_after_the_value_s_pronoun_points_at_it(lang, text, value):
    assert found(text, lang) == [(value, "PASSWORD")]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("nl", "Kan niet inloggen, het zegt: gebruiker onbekend."),
        ("de", "kann mich nicht einloggen, es kommt: Zugang verweigert."),
        ("en", "I can't log in, it says: account locked."),
        ("nl", "login voor het klantportaal: bakkerij_jansen, verder lukt niks"),
    ],
)
def test_what_the_login_screen_says_or_a_user_name_is_no_value(lang, text):
    assert all(label != "PASSWORD" for _value, label in found(text, lang))


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "da",
            "kan ikke logge ind, har prøvet med kanelsnegl flere gange men den siger forkert",
            "kanelsnegl",
        ),
        ("en", "can't log in, tried with lighthouse twice and it says wrong", "lighthouse"),
    ],
)
def test_a_plain_word_tried_with_in_a_failed_login_is_a_password(lang, text, value):
    assert found(text, lang) == [(value, "PASSWORD")]


def test_a_browser_tried_with_is_no_password():
    text = "can't log in, tried with Firefox and another browser, still wrong"
    assert all(label != "PASSWORD" for _value, label in found(text, "en"))


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "nl",
            "log altijd in met mijn emailadres en fietspomp55, dat werkte altijd tot vandaag",
            "fietspomp55",
        ),
        ("en", "I always log in with my email and Harbour22 but today nothing", "Harbour22"),
    ],
)
def test_the_password_after_the_mail_address_a_login_is_made_with(lang, text, value):
    assert found(text, lang) == [(value, "PASSWORD")]


def test_a_password_mistyped_later_in_the_message_is_one_too():
    text = "koden er havfrue77 men måske skrev jeg havfure77 da jeg oprettede kontoen"
    assert found(text, "da") == [("havfrue77", "PASSWORD"), ("havfure77", "PASSWORD")]


def test_a_user_name_spelt_like_the_password_before_it_stays_clean():
    text = "Mit brugernavn er hansenp og min kode er hansen12, kan I nulstille den?"
    assert ("hansenp", "PASSWORD") not in found(text, "da")


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "de",
            "es ist einfach der name von meiner katze, Mimi. so bei der anmeldung eingegeben "
            "und jetzt falsche zugangsdaten",
            "Mimi",
        ),
        ("nl", "ww is mijn achternaam met een uitroepteken, Jansen!", "Jansen!"),
    ],
)
def test_a_described_name_in_a_login_message_is_the_password(lang, text, value):
    assert (value, "PASSWORD") in found(text, lang)


def test_a_surname_given_for_an_order_is_no_password():
    assert found("mijn achternaam is Verhoeven, ik wil een pakket wijzigen", "nl") == []


def test_two_words_joined_by_an_ampersand_in_a_login_message_are_a_password():
    text = "your site rejects Coffee&Crumpets at login, which I've used for years"
    assert ("Coffee&Crumpets", "PASSWORD") in found(text, "en")


@pytest.mark.parametrize(
    "text",
    [
        "I bought it at Marks&Spencer but the login on your site is wrong",
        "the Dolce&Gabbana bag doesn't work with the voucher",
        "is H&M part of your login partners?",
    ],
)
def test_a_shop_written_with_an_ampersand_is_no_password(text):
    assert all(label != "PASSWORD" for _value, label in found(text, "en"))
