"""Open points as dialogue acts (issue 19, round 7 as development data): what the company still
needs, what is due by a deadline, a step of the customer's with someone else, a decision left
to someone or to later, what cannot happen before a later event; and promises of a date "at the
latest". Sentences made up for these tests, no database."""

import pytest

from memory.summariser import awaiting, promises

from . import folding


def summarise(turns, lang="en") -> dict:
    return folding.summarise(turns, lang)


def open_texts(form) -> list[str]:
    return [p["text"] for p in form["open_points"]]


@pytest.mark.parametrize(
    "sentence",
    [
        "For the transfer we still need a copy of your passport.",
        "Für die Umschreibung brauchen wir noch die Unterschrift Ihrer Frau.",
        "Til ombytningen mangler vi stadig kvitteringen.",
        "Voor de offerte hebben we de maten van de kamer nodig.",
    ],
)
def test_what_the_company_still_needs_is_an_assistant_act(sentence):
    assert awaiting.company_needs(sentence)


def test_hebben_we_without_nodig_is_the_dutch_perfect_not_a_need():
    assert not awaiting.company_needs("Dat hebben we voor u genoteerd.")


def test_a_need_stays_open_when_the_customer_only_promises_to_pass_it_on():
    form = summarise(
        [
            ("user", "Ik wil de huurauto op naam van mijn broer zetten."),
            ("assistant", "Dat kan. Voor het contract hebben we zijn rijbewijsnummer nodig."),
            ("user", "Prima, ik zal het hem vragen."),
        ],
        lang="nl",
    )
    assert "Voor het contract hebben we zijn rijbewijsnummer nodig." in open_texts(form)


def test_a_need_is_settled_when_the_customer_answers_it():
    form = summarise(
        [
            ("user", "I want to add my brother as a driver."),
            ("assistant", "Sure. We need his date of birth."),
            ("user", "He was born on 3 May 1990."),
        ]
    )
    assert "We need his date of birth." not in open_texts(form)


@pytest.mark.parametrize(
    ("sentence", "due"),
    [
        ("Die Anzahlung muss bis zum 1. Juli bei uns eingegangen sein.", True),
        ("The signed lease has to be returned within ten days.", True),
        ("He will need to bring his passport on the day.", True),
        ("Resten skal betales senest 30 dage før afrejse.", True),
        ("Het restbedrag vervalt 14 dagen voor vertrek.", True),
        ("Wir müssen das Paket bis Freitag versenden.", False),
        ("You must be so relieved.", False),
    ],
)
def test_what_the_customer_owes_by_a_deadline_is_due(sentence, due):
    assert awaiting.due_from_customer(sentence) is due


@pytest.mark.parametrize(
    ("sentence", "step"),
    [
        ("I shall ask my son to take the pictures.", True),
        ("Den Vermieter rufe ich morgen an.", True),
        ("Så spørger jeg min søster, om hun kan hente den.", True),
        ("De monteur bel ik zelf.", True),
        ("I asked my son yesterday.", False),
        ("Ich rufe an, weil meine Lieferung fehlt.", False),
    ],
)
def test_a_step_of_the_customers_own_with_someone_else(sentence, step):
    assert awaiting.customer_step(sentence) is step


def test_a_customer_step_is_an_open_point():
    form = summarise(
        [
            ("user", "The sofa arrived with a torn cushion."),
            ("assistant", "Sorry about that. Could you send us a photo of the damage?"),
            ("user", "My daughter is visiting on Saturday, I shall ask her to take one."),
        ]
    )
    assert any("I shall ask her" in t for t in open_texts(form))
    # the photo asked for is still to come
    assert "Could you send us a photo of the damage?" in open_texts(form)


@pytest.mark.parametrize(
    ("sentence", "left"),
    [
        ("The colour is for my partner to decide next week.", True),
        ("Das entscheidet unser Vorstand im Mai.", True),
        ("Det er min kone der bestemmer.", True),
        ("Dat beslist de eigenaar.", True),
        ("We decided on the blue one.", False),
    ],
)
def test_a_decision_left_to_someone_or_to_later(sentence, left):
    assert awaiting.leaves_decision(sentence) is left


@pytest.mark.parametrize(
    "sentence",
    [
        "I can't send the certificate until the school issues it.",
        "Das Zeugnis kann ich erst im Juli schicken.",
        "Attesten kan jeg ikke sende før i juli.",
        "Het attest kan ik pas in juli sturen.",
    ],
)
def test_what_cannot_happen_before_a_later_event(sentence):
    assert awaiting.not_until(sentence)


def test_the_assistant_checking_with_someone_leaves_the_matter_open():
    form = summarise(
        [
            ("user", "Vi vil gerne have køkkenet leveret før den 1. september."),
            ("assistant", "Jeg skal lige høre lageret ad om leveringstiden."),
        ],
        lang="da",
    )
    assert "Jeg skal lige høre lageret ad om leveringstiden." in open_texts(form)


def test_a_decision_asked_of_the_customer_is_open_until_they_take_it():
    turns = [
        ("user", "My new laptop arrives on Monday."),
        ("assistant", "Let me know whether you want the two-year warranty added."),
    ]
    assert "Let me know whether you want the two-year warranty added." in open_texts(
        summarise(turns)
    )
    assert open_texts(summarise([*turns, ("user", "Yes, please add it.")])) == []


def test_a_yes_settles_the_offer_alone_not_the_deadline_beside_it():
    form = summarise(
        [
            ("user", "Ik wil mijn zoon inschrijven voor de zwemles."),
            (
                "assistant",
                "Het aanmeldformulier moet uiterlijk vrijdag 6 juni bij ons binnen zijn. "
                "Zal ik het formulier naar u mailen?",
            ),
            ("user", "Ja, graag."),
        ],
        lang="nl",
    )
    assert open_texts(form) == [
        "Het aanmeldformulier moet uiterlijk vrijdag 6 juni bij ons binnen zijn."
    ]


def test_a_counter_question_leaves_the_customers_question_open():
    form = summarise(
        [
            ("user", "Can I pay the deposit by bank transfer?"),
            ("assistant", "Which booking is it for?"),
        ]
    )
    assert "Can I pay the deposit by bank transfer?" in open_texts(form)


@pytest.mark.parametrize(
    ("sentence", "promise"),
    [
        ("Die Erstattung ist spätestens am Freitag, 7. März, auf Ihrem Konto.", True),
        ("The parts will be with you on Thursday at the latest.", True),
        ("Pengene er på din konto senest den 12. maj.", True),
        ("Het formulier moet uiterlijk vrijdag bij ons zijn.", False),
        ("Is it there by Friday at the latest?", False),
    ],
)
def test_a_date_at_the_latest_is_a_promise(sentence, promise):
    assert promises.by_deadline(sentence) is promise


def test_of_two_questions_the_one_the_reply_does_not_take_up_stays_open():
    form = summarise(
        [
            ("user", "Can I pay by invoice? And can you deliver on Saturday?"),
            ("assistant", "Saturday delivery is possible between 8 and 12."),
        ]
    )
    assert open_texts(form) == ["Can I pay by invoice?"]


def test_a_single_question_is_answered_by_any_reply_that_does_not_put_it_off():
    form = summarise(
        [
            ("user", "When will the sofa arrive?"),
            ("assistant", "On Friday between 8 and 12."),
        ]
    )
    assert open_texts(form) == []


def test_an_answered_question_leaves_the_to_do_said_beside_it_open():
    form = summarise(
        [
            ("user", "I'd like to pick up the new phone in the shop."),
            (
                "assistant",
                "It's reserved for you. Bring your passport for the contract. Shall we text "
                "or email the reservation number?",
            ),
            ("user", "Text is fine."),
        ]
    )
    assert open_texts(form) == ["Bring your passport for the contract."]


@pytest.mark.parametrize(
    "reply",
    [
        "That depends on the assessor, I can't tell you for sure yet.",
        "Dazu kann ich Ihnen heute leider noch nichts Genaues sagen.",
        "Det må jeg lige undersøge med værkstedet.",
        "Dat moet ik navragen bij de planning.",
        "I'd need to check with our warehouse about that.",
    ],
)
def test_a_reply_that_cannot_answer_yet_keeps_the_question_open(reply):
    form = summarise(
        [("user", "Will I get a courtesy car while it's in the garage?"), ("assistant", reply)]
    )
    assert "Will I get a courtesy car while it's in the garage?" in open_texts(form)


def test_a_perfect_inside_a_when_clause_is_no_past():
    assert awaiting.customer_step(
        "Wegen der Garantie melde ich mich, wenn ich mit meinem Mann gesprochen habe."
    )
    assert not awaiting.customer_step("Ich habe mich gestern schon gemeldet.")


@pytest.mark.parametrize(
    ("sentence", "offer"),
    [
        ("Jeg kan holde bordet til jer til kl. 20.", True),
        ("Falls es nicht passt, kann ich Ihnen auch ein kleineres Modell reservieren.", True),
        ("We can hold the room for you until Friday.", True),
        ("Die Reservierung gilt eine Woche, also bis Montag, 2. Juni.", True),
        ("I can see your order from last week.", False),
        ("Leider kann ich das nicht ändern.", False),
        ("Kan ik u verder nog ergens mee helpen?", False),
    ],
)
def test_what_the_company_side_can_do_is_an_offer(sentence, offer):
    assert awaiting.offers_to_do(sentence) is offer


def test_an_offer_of_what_can_be_done_is_open_until_taken_up():
    turns = [
        ("user", "Der Tisch passt leider nicht in unser Esszimmer."),
        ("assistant", "Ich kann Ihnen den gleichen Tisch in 160 cm reservieren."),
    ]
    assert open_texts(summarise(turns, lang="de")) == [
        "Ich kann Ihnen den gleichen Tisch in 160 cm reservieren."
    ]
    assert open_texts(summarise([*turns, ("user", "Ja, gerne.")], lang="de")) == []


def test_a_judgement_left_to_someone_on_the_spot_is_open():
    form = summarise(
        [
            ("user", "Moet de hele boiler vervangen worden?"),
            ("assistant", "Dat beoordeelt de monteur ter plaatse."),
        ],
        lang="nl",
    )
    assert "Dat beoordeelt de monteur ter plaatse." in open_texts(form)
