"""A price or a total told is no commitment (issue 19): "Met trapklimmer wordt het 460 euro" is a
figure for the customer to weigh; a refund, a credit or a step with an amount stays a promise.
Sentences made up for these tests, folded by the real summariser."""

import pytest

from memory.summariser import not_promises

from . import folding


def commitment_texts(turns, lang) -> list[str]:
    return [c["text"] for c in folding.summarise(turns, lang)["commitments"]]


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("nl", "Met de extra kast wordt het 612 euro."),
        ("nl", "Het nieuwe totaal wordt € 1.245,00."),
        ("da", "Så bliver det 3 x 249,00 kr."),
        ("da", "Depositum bliver 9.400 kr."),
        ("de", "Die Lieferung kostet 39 Euro."),
        ("de", "Zusammen macht das 418,50 €."),
        ("en", "The new total comes to £512."),
        ("en", "With the extended warranty it costs $89 more."),
    ],
)
def test_a_price_told_is_no_commitment(lang, sentence):
    assert not_promises.tells_a_price(sentence)
    turns = [("user", "Was kostet das?" if lang == "de" else "How much?"), ("assistant", sentence)]
    assert sentence not in commitment_texts(turns, lang)


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("de", "Die Differenz von 20,00 € erstatten wir Ihnen auf Ihr Konto."),
        ("en", "You'll get the £48.00 back within 5 working days."),
        ("en", "I'll add assembly for €49.00, so the team will build it for you."),
        ("nl", "U krijgt een betaallink van € 270,00 per e-mail."),
        ("da", "Du modtager en kreditnota på 844,00 kr."),
    ],
)
def test_an_amount_someone_refunds_credits_or_sends_is_still_read_as_a_promise(lang, sentence):
    assert not not_promises.tells_a_price(sentence)


def test_a_sentence_without_an_amount_is_not_a_price():
    assert not not_promises.tells_a_price("Die Lieferung wird am Freitag zugestellt.")
