"""Detector: every label in every language, and the hard negatives."""

import pytest

from privacy.detect import LABELS, Span, detect, guess_language


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    """(label, value) pairs detected in text."""
    return [(s.label, text[s.start : s.end]) for s in detect(text, lang)]


POSITIVES = [
    # CARD
    ("de", "Meine Karte ist 4111 1111 1111 1111, bitte abbuchen.", "CARD", "4111 1111 1111 1111"),
    ("en", "card 3782-822463-10005 please", "CARD", "3782-822463-10005"),
    ("da", "Mit kortnummer er 5425233430109903.", "CARD", "5425233430109903"),
    ("nl", "Kaart 6759 6498 2643 8453 graag", "CARD", "6759 6498 2643 8453"),
    # CVC
    ("de", "Die Prüfziffer ist 123.", "CVC", "123"),
    ("en", "and the CVV is 737", "CVC", "737"),
    ("da", "kontrolcifre 913", "CVC", "913"),
    ("nl", "beveiligingscode: 4821", "CVC", "4821"),
    # IBAN
    ("de", "IBAN DE89 3704 0044 0532 0130 00 bitte", "IBAN", "DE89 3704 0044 0532 0130 00"),
    ("en", "account gb29nwbk60161331926819 thanks", "IBAN", "gb29nwbk60161331926819"),
    ("da", "min konto DK5000400440116243", "IBAN", "DK5000400440116243"),
    ("nl", "rekening NL91 ABNA 0417 1643 00.", "IBAN", "NL91 ABNA 0417 1643 00"),
    # EMAIL
    ("de", "Schreibt an m.mueller@web.de bitte", "EMAIL", "m.mueller@web.de"),
    ("en", "email me: anna+shop@example.com.", "EMAIL", "anna+shop@example.com"),
    ("da", "min mail er mette@hotmail.dk", "EMAIL", "mette@hotmail.dk"),
    ("nl", "mail naar s.devries@ziggo.nl aub", "EMAIL", "s.devries@ziggo.nl"),
    # PHONE
    ("de", "Ruf mich an: 0151 23456789", "PHONE", "0151 23456789"),
    ("de", "Tel. +43 664 1234567", "PHONE", "+43 664 1234567"),
    ("de", "Festnetz 044 668 18 00 (Zürich)", "PHONE", "044 668 18 00"),
    ("en", "call me on 020 7946 0958", "PHONE", "020 7946 0958"),
    ("en", "my cell is (201) 555-0123", "PHONE", "(201) 555-0123"),
    ("da", "ring på 20 12 34 56", "PHONE", "20 12 34 56"),
    ("da", "tlf +45 32 12 34 56", "PHONE", "+45 32 12 34 56"),
    ("nl", "bel 06-12345678", "PHONE", "06-12345678"),
    ("nl", "telefoon +32 12 34 56 78", "PHONE", "+32 12 34 56 78"),
    # PASSWORD
    ("de", "mein Passwort ist Sommer2024!", "PASSWORD", "Sommer2024!"),
    ("de", "Kennwort: hund_katze", "PASSWORD", "hund_katze"),
    ("de", "pw Tulp77#", "PASSWORD", "Tulp77#"),
    ("en", "my password is hunter2 thanks", "PASSWORD", "hunter2"),
    ("da", "min adgangskode er Blomst12", "PASSWORD", "Blomst12"),
    ("nl", "mijn wachtwoord is Fiets!123", "PASSWORD", "Fiets!123"),
    # OTP
    ("de", "Die TAN lautet 482913.", "OTP", "482913"),
    ("de", "SMS-Code: 123 456", "OTP", "123 456"),
    ("de", "Bestätigungscode 55120", "OTP", "55120"),
    ("en", "the one-time code is 774411", "OTP", "774411"),
    ("da", "engangskoden er 901233", "OTP", "901233"),
    ("nl", "de verificatiecode is 663201", "OTP", "663201"),
    # ADDRESS
    (
        "de",
        "Lieferung an Hauptstraße 12, 10115 Berlin bitte",
        "ADDRESS",
        "Hauptstraße 12, 10115 Berlin",
    ),
    (
        "da",
        "adresse: Nørregade 5, 2. th., 1165 København K",
        "ADDRESS",
        "Nørregade 5, 2. th., 1165 København K",
    ),
    ("nl", "naar Kerkstraat 12, 1017 GC Amsterdam", "ADDRESS", "Kerkstraat 12, 1017 GC Amsterdam"),
    (
        "en",
        "ship to 221B Baker Street, London NW1 6XE",
        "ADDRESS",
        "221B Baker Street, London NW1 6XE",
    ),
    (
        "en",
        "at 1600 Pennsylvania Ave NW, Washington, DC 20500",
        "ADDRESS",
        "1600 Pennsylvania Ave NW, Washington, DC 20500",
    ),
    # HEALTH
    ("de", "Ich bin schwanger.", "HEALTH", "bin schwanger"),  # the statement, not the word
    ("de", "wegen meiner Depressionen", "HEALTH", "Depressionen"),
    ("en", "I take metformin daily", "HEALTH", "take metformin"),
    ("da", "jeg sidder i kørestol", "HEALTH", "sidder i kørestol"),
    ("nl", "ik heb suikerziekte", "HEALTH", "suikerziekte"),
]


@pytest.mark.parametrize(("lang", "text", "label", "value"), POSITIVES)
def test_positive(lang, text, label, value):
    if label == "HEALTH":
        # A health statement's span may take its verb too ("heb suikerziekte").
        assert any(value in v for lb, v in found(text, lang) if lb == label)
        assert any(value in v for lb, v in found(text) if lb == label)
        return
    assert (label, value) in found(text, lang)
    assert (label, value) in found(text)  # language guessed


def test_every_label_and_language_is_covered():
    assert {label for _, _, label, _ in POSITIVES} == set(LABELS)
    assert {lang for lang, _, _, _ in POSITIVES} == {"de", "en", "da", "nl"}


NEGATIVES = [
    ("de", "Bestellnummer 100234567 vom 01.12.2024 für 49,99 €"),
    ("de", "Ich habe mein Passwort vergessen."),
    ("de", "Passwort vergessen – der Link kommt nicht."),
    ("de", "Gutscheincode SOMMER20 geht nicht"),
    ("de", "Ist DE00 1234 5678 9012 3456 78 richtig?"),
    ("de", "Liefert ihr nach 80331? Lieferung um 10:30"),
    ("en", "I forgot my password"),
    ("en", "My password is not working."),
    ("en", "tracking 1Z999AA10123456784 since 2025-03-04"),
    ("en", "app version 2.14.3 crashes, invoice INV-88231 for $129.90"),
    ("en", "voucher WELCOME10 and code SAVE-30 rejected"),
    ("da", "Jeg har glemt min adgangskode"),
    ("da", "ordre 88231 på 129,90 kr. den 3.4."),
    ("da", "pakke 00340434161094042557 sidder fast"),
    ("nl", "Ik ben mijn wachtwoord vergeten"),
    ("nl", "klantnummer KD-884422, factuur van 14-05-2025"),
    ("nl", "postcode 1017 GC - leveren jullie zaterdag?"),
]


@pytest.mark.parametrize(("lang", "text"), NEGATIVES)
def test_negative(lang, text):
    assert found(text, lang) == []


def test_spans_sorted_and_disjoint():
    text = "Karte 4111 1111 1111 1111 CVC 123, Tel +49 30 1234567, mail a@b.de, schwanger"
    spans = detect(text)
    assert spans == sorted(spans, key=lambda s: s.start)
    assert all(a.end <= b.start for a, b in zip(spans, spans[1:], strict=False))
    assert all(isinstance(s, Span) for s in spans)


def test_mixed_language_text():
    text = "Hallo! my password is Zomer2024 und meine IBAN ist NL91ABNA0417164300"
    labels = {label for label, _ in found(text)}
    assert {"PASSWORD", "IBAN"} <= labels


def test_empty_text():
    assert detect("") == []


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Ich habe eine Frage zu meiner Bestellung", "de"),
        ("I have a question about my order", "en"),
        ("Jeg har et spørgsmål til min ordre og det er vigtigt", "da"),
        ("Ik heb een vraag over mijn bestelling", "nl"),
        ("12345", "en"),
    ],
)
def test_guess_language(text, lang):
    assert guess_language(text) == lang


def test_cached_iban_check_agrees_with_stdnum():
    """detect's IBAN check is stdnum's (check_country=False) with the country lookup cached."""
    import random

    from stdnum import iban

    from privacy.detect.contact import iban_valid

    valid = [
        "DE89370400440532013000",
        "GB82WEST12345698765432",
        "NL91ABNA0417164300",
        "BE68539007547034",
        "DK5000400440116243",
        "AT611904300234573201",
        "MT84MALT011000012345MTLCAST001S",
    ]
    rng = random.Random(7)
    candidates = list(valid)
    for value in valid:
        for _ in range(40):
            i = rng.randrange(len(value))
            candidates.append(value[:i] + rng.choice("0123456789ABZ") + value[i + 1 :])
    candidates += ["XX89370400440532013000", "de89370400440532013000"]
    for value in candidates:
        ours = iban_valid(value)
        assert ours == iban.is_valid(value, check_country=False), value


# The detector's fast paths must not change what it finds: the word scan anchored on the
# character before a word, numbers filtered inside the regexes, phone numbers looked up last.
@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        # A word at the very start of the text has no character before it.
        ("de", "Passwort: Sommer2024!", [("PASSWORD", "Sommer2024!")]),
        ("de", "Kopfschmerzen seit gestern", [("HEALTH", "Kopfschmerzen")]),
        ("da", "Tandpine siden i går", [("HEALTH", "Tandpine")]),
        # lower() changes the length: the scan runs on the original text.
        ("de", "İstanbul Caddesi, mein Passwort ist Sommer2024!", [("PASSWORD", "Sommer2024!")]),
        # A code with a leading zero is the code, never also a phone number.
        ("de", "SMS-Code: 036581", [("OTP", "036581")]),
        ("en", "Verification code: 036581", [("OTP", "036581")]),
        ("de", "Tel 030 1234567", [("PHONE", "030 1234567")]),
        # An IBAN-shaped run into the following words: only the country's length is checked.
        ("da", "Er PT66 0002 0323 1914 1171 7944 4 jeres konto?", []),
        (
            "de",
            "Ist DE89 3704 0044 0532 0130 00 eure Kontonummer?",
            [("IBAN", "DE89 3704 0044 0532 0130 00")],
        ),
        # Digit groups of a (Luhn-invalid) card number are no house numbers.
        ("de", "Die Nummer 4197 5503 3852 3423 auf der Geschenkkarte geht nicht.", []),
        # Street forms: a compound street word, and "str" without its dot.
        (
            "de",
            "Bitte an Hauptstraße 12, 10115 Berlin",
            [("ADDRESS", "Hauptstraße 12, 10115 Berlin")],
        ),
        ("de", "Am Lindenstr 5", [("ADDRESS", "Am Lindenstr 5")]),
        # Digits other than 0-9 are digits too (phonenumbers reads them).
        ("de", "Ruf an: +49 ٣٠ ١٢٣٤٥٦٧", [("PHONE", "+49 ٣٠ ١٢٣٤٥٦٧")]),
    ],
)
def test_fast_paths_find_the_same(lang, text, expected):
    assert found(text, lang) == expected
    assert found(text) == expected  # language guessed


def test_iban_length_is_stdnums():
    """_ibans checks only the prefix of the country's length: stdnum's BBAN pattern is anchored."""
    from stdnum import iban

    from privacy.detect.contact import IBAN_LENGTHS

    for value in [
        "DE89370400440532013000",
        "NL91ABNA0417164300",
        "MT84MALT011000012345MTLCAST001S",
    ]:
        assert IBAN_LENGTHS[value[:2]] == len(value)
        assert iban.is_valid(value, check_country=False)
        assert not iban.is_valid(value + "0", check_country=False)
    assert "XX" not in IBAN_LENGTHS


def test_iban_check_keeps_no_account_number_in_memory():
    """The IBAN verdicts are cached by a keyed digest: no checked IBAN stays in the process."""
    from privacy.detect import contact

    value = "DE02120300000000202051"
    assert contact.iban_valid(value) and contact.iban_valid(value)
    assert all(isinstance(key, bytes) and len(key) == 16 for key in contact._VERDICTS)
    assert value.encode() not in contact._VERDICTS
    assert contact.iban_valid(value[:-1] + "2") is False
