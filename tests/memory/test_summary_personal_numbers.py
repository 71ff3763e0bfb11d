"""National ID numbers (CPR, BSN, Steuer-ID, SSN, National Insurance), domestic bank account
numbers and phone numbers the detector did not label never reach the summary form (issue 19);
order and article numbers and prices stay objects. Numbers and sentences made up for these tests
(checked with python-stdnum)."""

import json

import pytest

from memory.summary_language import personal_numbers

from . import folding

pytestmark = pytest.mark.django_db


def fold(turns, lang):
    """The form after the turns, folded as written (no detector spans: the rules alone)."""
    return folding.summarise(turns, lang)


def dumped(form) -> str:
    return json.dumps(form, ensure_ascii=False)


def labels(text, lang="", **asked):
    return [
        (s["label"], text[s["start"] : s["end"]])
        for s in personal_numbers.spans(text, [], lang=lang, **asked)
    ]


IDS = [
    ("da", "Mit CPR-nummer er 150285-1234, hvis I skal bruge det til aftalen.", "150285-1234"),
    ("da", "Personnummer 2307721138 og jeg vil gerne skifte abonnement.", "2307721138"),
    ("da", "Hun er født 23/7-72 og har nummer 2307721138.", "2307721138"),
    # Written as a CPR number is written, its check is enough.
    ("da", "Det er 230772-1138, hvis I skal bruge det.", "230772-1138"),
    ("nl", "Mijn BSN is 247594015, hebben jullie dat nodig voor het contract?", "247594015"),
    ("de", "Meine Steuer-ID lautet 47 036 892 816, reicht das für den Antrag?", "47 036 892 816"),
    ("en", "My SSN is 412-55-1937 if you need it for the credit check.", "412-55-1937"),
    ("en", "My national insurance number is KT 48 19 05 B, for the payroll form.", "KT 48 19 05 B"),
]


@pytest.mark.parametrize("lang, text, number", IDS)
def test_a_national_id_with_its_cue_word_is_found(lang, text, number):
    assert labels(text, lang) == [(personal_numbers.ID_LABEL, number)]


@pytest.mark.parametrize("lang, text, number", IDS)
def test_a_national_id_is_nowhere_in_the_form(lang, text, number):
    assert number not in dumped(fold([("user", text)], lang))


@pytest.mark.parametrize(
    "lang, question, answer",
    [
        ("da", "Hvad er dit CPR-nummer?", "2307721138"),
        ("nl", "Wat is uw burgerservicenummer?", "247594015"),
        ("de", "Wie lautet Ihre Steuer-ID?", "47036892816"),
        ("en", "What is your social security number?", "412 55 1937"),
    ],
)
def test_a_bare_id_answering_the_assistants_question_for_one_stays_out(lang, question, answer):
    form = fold([("user", "Hallo"), ("assistant", question), ("user", answer)], lang)
    assert answer not in dumped(form)


@pytest.mark.parametrize(
    "lang, text, number",
    [
        # A number that names an order or an article is one, even when an ID's check passes.
        ("da", "Ordrenummer 2307721138, hvornår kommer pakken?", "2307721138"),
        ("nl", "Bestelnummer 247594015 is nog niet binnen.", "247594015"),
        ("de", "Artikelnummer 47036892816 ist leider vergriffen.", "47036892816"),
        ("da", "Ordre 230772-1138 er ikke kommet endnu.", "230772-1138"),
    ],
)
def test_an_order_or_article_number_stays_an_object(lang, text, number):
    assert labels(text, lang) == []
    assert number in [o["value"] for o in fold([("user", text)], lang)["objects"]]


@pytest.mark.parametrize(
    "lang, text",
    [
        # A check passing without any cue word: no ID (one number in eleven passes the BSN's).
        ("nl", "Ik heb 247594015 keer geprobeerd, haha."),
        ("de", "Die Kiste wiegt 47036892816 Gramm, sagt die Waage."),
        # Prices and amounts.
        ("da", "Sofaen koster 12.995,00 kr. og bordet 4.250 kr."),
        ("en", "The quote was £1,249.99 for the shed and £85 for assembly."),
        # A cue word, but a number that fails the check.
        ("da", "Mit CPR-nummer er 3213991234."),
        ("de", "Meine Steuer-ID ist 47036892817."),
    ],
)
def test_no_id_without_its_cue_and_its_check(lang, text):
    assert [label for label, _ in labels(text, lang)] == []


@pytest.mark.parametrize(
    "lang, text, number",
    [
        ("da", "I kan ringe på 4520123456, hvis der er noget med leveringen.", "4520123456"),
        ("da", "Du kan fange mig på 4520123456 efter kl. 16.", "4520123456"),
        # A neighbour's national format in a Danish chat: Swedish, Dutch.
        ("da", "Min svoger i Malmö har nummer 070-123 45 67.", "070-123 45 67"),
        ("da", "Han kan træffes på 0612345678 om aftenen.", "0612345678"),
        ("de", "Rufen Sie gern unter 4915112345678 an, falls was ist.", "4915112345678"),
    ],
)
def test_a_phone_number_the_detector_missed_stays_out(lang, text, number):
    assert labels(text, lang) == [(personal_numbers.PHONE_LABEL, number)]
    assert number not in dumped(fold([("user", text)], lang))


@pytest.mark.parametrize(
    "lang, text",
    [
        ("da", "Ordre 30418877 er ikke kommet, kan I ringe til mig?"),
        ("nl", "Het ordernummer is 61234567, bel me maar als het er is."),
    ],
)
def test_an_order_number_beside_a_phone_word_is_no_phone_number(lang, text):
    assert labels(text, lang) == []


def test_the_customers_own_number_stays_their_channel():
    turns = [
        ("user", "Jeg vil gerne flytte leveringen."),
        ("assistant", "Hvilket nummer kan chaufføren ringe på?"),
        ("user", "ring til mig på 20 12 34 56"),
    ]
    form = folding.summarise(turns, "da", redact=True)
    assert [c["value"] for c in form["constraints"] if c["name"] == "channel"] == ["20 12 34 56"]


def test_an_id_named_before_is_looked_for_until_a_turn_holds_a_number():
    asked = ("assistant", "Vi skal bruge dit CPR-nummer til kreditvurderingen.")
    answer = ("user", "Det er 2307721138.")

    assert "2307721138" not in dumped(fold([asked, answer], "da"))
    assert "2307721138" not in dumped(
        fold([asked, ("user", "Øjeblik, jeg finder det."), answer], "da")
    )
    later = fold([asked, ("user", "Ordre 4410-2287 først."), answer], "da")
    assert "2307721138" in [o["value"] for o in later["objects"]]


def test_the_assistant_reading_back_an_id_the_customer_named_leaves_it_out():
    turns = [
        ("user", "Mit personnummer er 2307721138."),
        ("assistant", "Tak, jeg har noteret 2307721138 på sagen."),
    ]
    assert "2307721138" not in dumped(fold(turns, "da"))


BANK_ACCOUNTS = [
    ("da", "Refusionen skal gå til reg.nr. 5471 kontonr. 0004418826, tak.", ["5471", "0004418826"]),
    ("da", "I kan sætte pengene ind på konto 9570-0012873345.", ["9570-0012873345"]),
    ("da", "Mit registreringsnummer er 3409 og kontonummeret 11224466.", ["3409", "11224466"]),
    ("nl", "Mijn oude rekeningnummer is 471829303, kan het daarop?", ["471829303"]),
    (
        "de",
        "Kontonummer 4402718833, BLZ 37050198, für die Rückzahlung.",
        ["4402718833", "37050198"],
    ),
    ("de", "Bitte auf Konto-Nr. 0718224 überweisen.", ["0718224"]),
    ("en", "My sort code is 40-11-62 and the account number 31926819.", ["40-11-62", "31926819"]),
    (
        "en",
        "Use routing 312176839 account 00042917730 for the refund.",
        ["312176839", "00042917730"],
    ),
]


@pytest.mark.parametrize("lang, text, numbers", BANK_ACCOUNTS)
def test_a_bank_account_with_its_bank_word_is_found(lang, text, numbers):
    found = [n for label, n in labels(text, lang) if label == personal_numbers.BANK_LABEL]
    assert [n for n in found if any(ch.isdigit() for ch in n)] == numbers


@pytest.mark.parametrize("lang, text, numbers", BANK_ACCOUNTS)
def test_a_bank_account_takes_its_sentence_out_of_the_form(lang, text, numbers):
    form = dumped(fold([("user", text), ("user", "Og leveringen er i morgen.")], lang))
    assert not any(n in form for n in numbers)
    assert text[:12] not in form


@pytest.mark.parametrize(
    "lang, question, answer",
    [
        ("da", "Hvad er dit reg.nr. og kontonummer?", "5471 0004418826"),
        ("nl", "Wat is uw rekeningnummer?", "471829303"),
        ("de", "Wie lautet Ihre Kontonummer?", "4402718833"),
        ("en", "What's your sort code and account number?", "40-11-62 31926819"),
    ],
)
def test_a_bare_account_number_answering_the_question_for_it_stays_out(lang, question, answer):
    form = fold([("user", "Hallo"), ("assistant", question), ("user", answer)], lang)
    assert not any(part in dumped(form) for part in answer.split())


@pytest.mark.parametrize(
    "lang, text, number",
    [
        # An order or customer number beside a bank word is still the thing it names.
        ("de", "Mein Kundenkonto 30417762 ist gesperrt.", "30417762"),
        ("da", "Kundenummer 30417762 står på min konto.", "30417762"),
        ("da", "Ordre 30417762 er betalt fra min konto.", "30417762"),
        ("nl", "Bestelnummer 30417762 is van mijn rekening afgeschreven.", "30417762"),
        ("en", "I can't log into my account, order 30417762 is missing.", "30417762"),
        ("en", "The invoice 30417762 went to my account number by mistake.", "30417762"),
    ],
)
def test_an_order_or_customer_number_beside_a_bank_word_stays_an_object(lang, text, number):
    assert labels(text, lang) == []
    assert number in [o["value"] for o in fold([("user", text)], lang)["objects"]]


@pytest.mark.parametrize(
    "lang, text",
    [
        ("de", "Ich habe 1250000 Euro auf dem Konto, reicht das für die Anzahlung?"),
        ("da", "Der blev trukket 12.995 kr. fra min konto den 12-03-2025."),
        ("en", "My account was charged £1,249.99 twice."),
        # "Routing" with no number passing the routing check: a parcel's route.
        ("en", "The routing was changed and parcel 312176830 is late."),
        # A number without any bank word.
        ("nl", "Ik heb het 471829303 keer geprobeerd, haha."),
        # A car's registration number ("reg.nr.") beside its year.
        ("da", "Det er en VW Polo fra 2019, reg.nr. DK 51 337, og den skal have nye dæk."),
    ],
)
def test_no_bank_account_without_its_word_or_in_an_amount(lang, text):
    assert [label for label, _ in labels(text, lang) if label == personal_numbers.BANK_LABEL] == []


@pytest.mark.parametrize(
    "text",
    [
        # A utility's or a phone company's customer account: an object of the matter, no bank's.
        "My account number with you is 40012345 and the broadband keeps dropping.",
        "Gas bill again: account no 77120934, the meter reading is wrong.",
    ],
)
def test_an_account_number_without_a_bank_is_the_customers_account_with_the_company(text):
    assert personal_numbers.BANK_LABEL not in [label for label, _ in labels(text, "en")]
    assert personal_numbers.named_ids("Could you give me your account number?") == []


def test_a_utility_account_number_stays_an_object_of_the_form():
    text = "Gas bill again: account no 77120934, the meter reading is wrong."
    assert "77120934" in [o["value"] for o in fold([("user", text)], "en")["objects"]]


@pytest.mark.parametrize(
    "text",
    [
        "Refund it to my bank please, account number 31926819.",
        "The building society account number is 31926819.",
    ],
)
def test_an_account_number_in_a_sentence_naming_a_bank_is_a_bank_account(text):
    assert (personal_numbers.BANK_LABEL, "31926819") in labels(text, "en")


@pytest.mark.parametrize(
    "lang, turns, number",
    [
        ("da", [("assistant", "Hvad er dit CPR-nummer?"), ("user", "2307721138")], "2307721138"),
        *[(lang, [("user", text)], number) for lang, text, number in IDS if lang != "da"],
        ("da", [("user", "Det er 230772-1138, hvis I skal bruge det.")], "230772-1138"),
        (
            "da",
            [("user", "I kan ringe på 4520123456, hvis der er noget med leveringen.")],
            "4520123456",
        ),
    ],
)
def test_context_summary_holds_no_id_or_missed_phone_number(api, lang, turns, number):
    summary = folding.summary_for(api, lang, [("user", "Hej"), *turns])
    assert number not in dumped(summary)
    assert number.replace(" ", "") not in dumped(summary).replace(" ", "")


@pytest.mark.parametrize(
    "lang, turns, numbers",
    [
        (lang, [("user", text)], numbers)
        for lang, text, numbers in BANK_ACCOUNTS
        if lang in ("de", "nl") or "konto " in text
    ]
    + [
        (
            "en",
            [
                ("assistant", "What's your sort code and account number?"),
                ("user", "401162 31926819"),
            ],
            ["401162", "31926819"],
        ),
    ],
)
def test_context_summary_holds_no_bank_account(api, lang, turns, numbers):
    summary = dumped(folding.summary_for(api, lang, [("user", "Hej"), *turns]))
    assert not any(n in summary or n.replace("-", "") in summary for n in numbers)


def test_context_summary_keeps_an_order_number_beside_a_bank_word(api):
    summary = folding.summary_for(
        api, "de", [("user", "Bestellung 30417762 ist von meinem Konto bezahlt.")]
    )
    assert "30417762" in [o["value"] for o in summary["objects"]]


def test_context_summary_keeps_an_order_number(api):
    summary = folding.summary_for(
        api, "da", [("user", "Ordrenummer 2307721138, hvornår kommer pakken?")]
    )
    assert "2307721138" in [o["value"] for o in summary["objects"]]
