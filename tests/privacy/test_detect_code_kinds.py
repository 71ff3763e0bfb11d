"""A number a code cue names is a PASSWORD when its owner set it or it opens a lock, and an OTP
when it came by text, mail or an app's screen (issue 20): the annotation guide counts a PIN the
user keeps as a password and a code sent to them as one-time.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(s.label, text[s.start : s.end]) for s in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "code"),
    [
        ("da", "jeg satte koden på hoveddøren til 551902 i weekenden, nu afviser den", "551902"),
        ("nl", "toegangscode 7391 heb ik zelf ingesteld op de tablet, werkt niet", "7391"),
        ("de", "der Code für unser Smartlock ist 40817, seit heute geht er nicht", "40817"),
        ("en", "we chose code 662014 for the garage keypad and it stopped working", "662014"),
    ],
)
def test_a_code_the_owner_set_or_a_lock_keeps_is_a_password(lang, text, code):
    assert ("PASSWORD", code) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "code"),
    [
        # Sent, shown by an app: one-time, even for a locker or a shared bike.
        ("en", "code for the bike share unlock: 4 0 9 1 7 2, the text says so", "4 0 9 1 7 2"),
        ("nl", "de code voor het kluisje die de app toonde: 55 18 02, gaat niet open", "55 18 02"),
        # A clock is no lock.
        ("en", "authenticator shows 731 406 but the clock on my phone is off", "731 406"),
    ],
)
def test_a_code_that_came_by_text_or_app_is_one_time(lang, text, code):
    assert ("OTP", code) in found(text, lang)


def test_a_network_key_sent_by_mail_stays_a_password():
    text = "WLAN-Schlüssel, den ihr geschickt habt: 5521 0937 4418 2209 6630 – geht nicht"
    assert ("PASSWORD", "5521 0937 4418 2209 6630") in found(text, "de")


def test_a_router_key_that_passes_the_card_checksum_stays_a_key():
    # 4556 7375 8689 9855 passes the Luhn check; no card is named, a network is.
    text = "på routeren står netværk Hjem-4411, kode 4556 7375 8689 9855 – virker ikke"
    assert ("PASSWORD", "4556 7375 8689 9855") in found(text, "da")


def test_a_card_named_beside_a_router_keeps_its_number():
    text = "routeren er betalt med kortet 4556 7375 8689 9855, wifi virker ikke"
    assert ("CARD", "4556 7375 8689 9855") in found(text, "da")


def test_a_code_that_came_by_post_keeps_the_label_its_cue_gave():
    # A letter or a mail brings PINs and passwords too: only a text or a screen makes a
    # password candidate one-time.
    text = "the door code you mailed me, 5 8 3 0 2 9, does not open the entrance"
    assert ("OTP", "5 8 3 0 2 9") not in found(text, "en")


def test_a_code_is_read_with_the_words_around_it_not_the_whole_transcript():
    # The text message mentioned far earlier says nothing about the tablet's code.
    earlier = "Vanochtend kwam er een sms van de bank over een overboeking. " + "Prima. " * 50
    text = (
        earlier + "Iets anders: toegangscode 5820 heb ik zelf ingesteld op de laptop, werkt niet."
    )
    assert ("PASSWORD", "5820") in found(text, "nl")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Your booking is confirmed under RNT-2505-SA7-118, pick-up at nine."),
        ("de", "Bestätigt ist alles unter dem Vorgang KFZ-7720-B14, danke!"),
        ("da", "Bekræftet med reference BKG-44120-DK i går aftes."),
    ],
)
def test_a_record_number_with_a_letter_prefix_is_no_code_even_after_a_code_cue(lang, text):
    # The summary keeps the sentence only when the record's number is not taken for a secret.
    assert not [label for label, _ in found(text, lang) if label in ("OTP", "PASSWORD", "CVC")]


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("The code from Google was G-482913, it expired", "G-482913"),
        ("Der Bestätigungscode lautet KX-4471", "KX-4471"),
    ],
)
def test_a_code_with_one_group_after_its_prefix_is_still_a_code(text, code):
    assert ("OTP", code) in found(text)
