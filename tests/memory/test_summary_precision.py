"""The form lists only what is still open and only real promises (issue #19)."""

import pytest

from memory.summariser import moments, not_promises

from .folding import summarise


def texts(form, key):
    return [entry["text"] for entry in form[key]]


@pytest.mark.parametrize(
    ("offer", "reply"),
    [
        ("Shall I put the extra shelf on the order?", "I need to talk it over with my flatmate."),
        ("Soll ich die Wandhalterung gleich mitbestellen?", "Das muss ich mir noch überlegen."),
        ("Skal jeg tilføje monteringen?", "Det må jeg lige tale med min kone om først."),
        ("Zal ik de afvoerslang erbij bestellen?", "Daar moet ik even over nadenken."),
    ],
)
def test_a_reply_that_puts_the_offer_off_is_listed_instead_of_the_offer(offer, reply):
    form = summarise([("user", "Hi, about my order."), ("assistant", offer), ("user", reply)])
    assert offer not in texts(form, "open_points")
    assert [p["seq"] for p in form["open_points"]] == [3]


def test_a_request_to_send_something_stays_open_beside_the_customers_promise_to_do_it():
    form = summarise(
        [
            ("user", "The lid of the box arrived cracked."),
            ("assistant", "Could you send us a photo of the crack?"),
            ("user", "Yes, I'll do it tonight when I'm home."),
        ]
    )
    assert "Could you send us a photo of the crack?" in texts(form, "open_points")


@pytest.mark.parametrize(
    "sentence",
    [
        "I'll need the name of the account holder first.",
        "Dafür brauchen wir noch die Rechnungsnummer.",
        "Jeg skal bruge dit kundenummer.",
        "Daarvoor heb ik uw postcode nodig.",
        "I can see your order for two garden chairs.",
        "Ich sehe die Buchung für den 4. Mai.",
        "Please don't type the card number in here.",
        "Happy to help!",
    ],
)
def test_needs_readings_warnings_and_offers_of_help_promise_nothing(sentence):
    assert not_promises.no_promise(sentence)
    form = summarise([("user", "Hello, a question about my order."), ("assistant", sentence)])
    assert sentence not in texts(form, "commitments")


@pytest.mark.parametrize(
    "sentence",
    [
        "I'll send you the label by e-mail today.",
        "Wir brauchen die Nummer, und dann kümmern wir uns um die Kündigung.",
        "The courier will call you half an hour before.",
    ],
)
def test_a_promise_is_still_a_promise(sentence):
    assert not not_promises.no_promise(sentence)


@pytest.mark.parametrize(
    "reply",
    [
        "Then the Thursday morning, please.",
        "How long does the workshop take?",
        "Dann lieber per Post, danke.",
    ],
)
def test_what_can_be_done_is_settled_by_the_next_reply(reply):
    option = "You can also bring it to any of our shops."
    form = summarise(
        [("user", "My kettle stopped working."), ("assistant", option), ("user", reply)]
    )
    assert option not in texts(form, "open_points")


def test_what_can_be_done_stays_open_when_the_customer_puts_it_off():
    option = "We can also collect the old fridge for 30 euros."
    form = summarise(
        [
            ("user", "The new fridge comes on Friday."),
            ("assistant", option),
            ("user", "I have to check with my husband first."),
        ]
    )
    assert {p["seq"] for p in form["open_points"]} & {2, 3}


def test_the_opening_request_is_the_concern_not_an_open_point():
    form = summarise([("user", "Hi, I need to move my sofa delivery to another day.")])
    assert form["concern"]["seq"] == 1
    assert form["open_points"] == []


@pytest.mark.parametrize(
    "step",
    [
        "Hold on, let me look.",
        "Moment, ich muss nachschauen.",
        "Wacht, ik kijk even.",
        "Vent, jeg skal lige kigge.",
        "Et øjeblik, jeg tjekker lige.",
    ],
)
def test_a_step_of_the_moment_is_done_when_the_customer_writes_again(step):
    assert moments.for_a_moment(step)
    turns = [
        ("user", "The heater I bought is broken."),
        ("assistant", "Do you still have the receipt number?"),
        ("user", step),
    ]
    assert {p["seq"] for p in summarise(turns)["open_points"]} & {2, 3}
    form = summarise([*turns, ("user", "It is RC-55120, bought on 3 March.")])
    assert step not in texts(form, "open_points")


@pytest.mark.parametrize(
    "later",
    [
        "Let me check with my husband tonight.",
        "Ik kijk het vanavond even na.",
        "Ich schau morgen nach.",
    ],
)
def test_a_step_put_off_till_later_is_not_a_moment(later):
    assert not moments.for_a_moment(later)


@pytest.mark.parametrize(
    ("sentence", "bare"),
    [
        ("Das schaue ich mir an.", True),
        ("Dat zoeken we uit.", True),
        ("Det ordner jeg.", True),
        ("I'll sort that.", True),
        ("Det er gjort.", False),
        ("Die Rechnung kommt per E-Mail.", False),
        ("We sturen het label vandaag.", False),
    ],
)
def test_a_bare_acknowledgement_names_nothing_to_follow_up(sentence, bare):
    assert not_promises.bare_acknowledgement(sentence) is bare
