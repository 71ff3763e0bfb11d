"""Kinds of detection round 17 (issue 20): one's own IBAN with a digit too few, a card's code
spelled with hyphens or named as a security number, a list of accounts' passwords; and what is
none: somebody else's wrong IBAN, the end of a card number, a form's fields.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, label: str, lang: str | None = None) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, lang) if s.label == label]


@pytest.mark.parametrize(
    ("text", "iban"),
    [
        (
            "Erstattung bitte auf mein Konto: DE12 5001 0517 0000 1234, danke",
            "DE12 5001 0517 0000 1234",
        ),
        ("my IBAN is GB29 NWBK 6016 1331 9268, refund there please", "GB29 NWBK 6016 1331 9268"),
        ("IBAN: NL91 ABNA 0417 1643", "NL91 ABNA 0417 1643"),
    ],
)
def test_ones_own_iban_with_a_digit_too_few_is_still_an_iban(text, iban):
    assert found(text, "IBAN") == [iban]


@pytest.mark.parametrize(
    "text",
    [
        "Die IBAN DE44 1234 5678 9012 3456 78 auf Ihrer Rechnung stimmt nicht",
        "the IBAN GB83 WEST 1234 5698 7654 32 on the invoice looks wrong",
    ],
)
def test_somebody_elses_wrong_iban_is_none(text):
    assert found(text, "IBAN") == []


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("mastercard 5425 2334 3010 9903, den trecifrede kode er fire-syv-to", "fire-syv-to"),
        ("the security number is two eight six, thanks", "two eight six"),
    ],
)
def test_a_cards_code_spelled_out_is_a_cvc(text, code):
    assert found(text, "CVC") == [code]


@pytest.mark.parametrize(
    "text",
    [
        "in der App steht nur die Kartennummer, die letzten 4 sind 7714",
        "betaald met kaart eindigend op 5521, maar die ken ik niet",
    ],
)
def test_the_end_of_a_card_number_is_no_security_code(text):
    assert found(text, "CVC") == [] and found(text, "OTP") == []


def test_a_list_of_accounts_with_one_unknown_gives_the_others():
    text = "mitid: ved ikke\nwebshop: Kastanje44\nappen: samme som webshop"
    assert found(text, "PASSWORD") == ["Kastanje44"]


@pytest.mark.parametrize(
    "text",
    [
        "Name: Anna Berg\nAdresse: wie vorher\nBestellung: AB-4412",
        "Größe: keine Ahnung\nFarbe: Rot77",
    ],
)
def test_a_forms_fields_are_no_list_of_passwords(text):
    assert found(text, "PASSWORD") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("war erst Ahorn2019, dann auf Birke2023! geändert, jetzt geht keins", "Birke2023!"),
        ("I changed it to Harbour#22 yesterday and it still says wrong", "Harbour#22"),
    ],
)
def test_a_value_changed_to_is_a_password(text, value):
    assert value in found(text, "PASSWORD")


@pytest.mark.parametrize(
    "text",
    ["ich habe die Lieferung auf Dienstag geändert", "changed to DHL Express last week"],
)
def test_a_thing_changed_to_is_none(text):
    assert found(text, "PASSWORD") == []


def test_a_spaces_note_names_no_word_of_its_own():
    text = "passphrase is green lamp river 9, with spaces, all lowercase"
    assert "spaces" not in found(text, "PASSWORD")
