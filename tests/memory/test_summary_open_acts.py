"""More open points as dialogue acts (issue 19), in German, English, Danish and Dutch: a question
asked as a statement, waiting on someone, a choice or a conditional offer left to the customer,
a polite request to send something, a bare yes to sending it, and a question the assistant
answers only after a counter-question. Sentences made up for these tests, no database."""

import pytest

from memory.summariser import acts, awaiting, still_open

from . import folding


def open_seqs(turns, lang) -> list[int]:
    return [p["seq"] for p in folding.summarise(turns, lang)["open_points"]]


@pytest.mark.parametrize(
    "sentence",
    [
        "I was wondering whether the bench comes in a longer version.",
        "Ich wüsste gern, ob der Türanschlag getauscht werden kann.",
        "Jeg vil gerne vide om den kan leveres samlet.",
        "Ik vraag me af of de oude machine mee kan.",
    ],
)
def test_a_question_asked_as_a_statement_asks(sentence):
    assert acts.asks(sentence)


@pytest.mark.parametrize(
    ("lang", "question", "counter", "answer", "after"),
    [
        (
            "en",
            "Is the door seal covered by the warranty?",
            "When did you buy the machine?",
            "March last year.",
            "Thanks. I'll book an engineer for Monday.",
        ),
        (
            "de",
            "Ich wüsste gern, ob der Türanschlag vor Ort getauscht werden kann.",
            "Welche Farbe haben Sie bestellt?",
            "Weiß.",
            "Danke, ich habe weiß notiert.",
        ),
        (
            "da",
            "Kan I levere før kl. 16?",
            "Hvad hedder firmaet?",
            "Nordisk Print ApS.",
            "Tak, jeg har noteret firmaet.",
        ),
        (
            "nl",
            "Kan het pakket bij de buren worden afgegeven?",
            "Op welk adres woont u?",
            "Kerkstraat 12 in Utrecht.",
            "Dank u, dat heb ik gevonden.",
        ),
    ],
)
def test_after_a_counter_question_only_what_is_taken_up_answers(
    lang, question, counter, answer, after
):
    turns = [
        ("user", "Order AB-20931 has a problem."),
        ("assistant", "I'm sorry to hear that."),
        ("user", question),
        ("assistant", counter),
        ("user", answer),
        ("assistant", after),
    ]
    assert 3 in open_seqs(turns, lang)


@pytest.mark.parametrize(
    ("lang", "after"),
    [
        ("en", "Yes, that's covered for two years."),
        ("en", "Thanks. The warranty covers the seal for two years."),
        ("de", "Danke. Leider nein, das ist ein Verschleißteil."),
    ],
)
def test_after_a_counter_question_a_yes_or_the_same_words_answer(lang, after):
    turns = [
        ("user", "Order AB-20931 has a problem."),
        ("assistant", "I'm sorry to hear that."),
        ("user", "Is the door seal covered by the warranty?"),
        ("assistant", "When did you buy the machine?"),
        ("user", "March last year."),
        ("assistant", after),
    ]
    assert 3 not in open_seqs(turns, lang)


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "I'm still waiting to hear from my colleague whether she can come instead."),
        ("de", "Ich warte noch auf die Zusage meines Arbeitgebers für den Urlaub."),
        ("da", "Jeg venter stadig på svar fra min chef om ferien."),
        ("nl", "Ik wacht nog op bericht van de werkgever over mijn vakantie."),
    ],
)
def test_waiting_on_someone_is_open(lang, sentence):
    turns = [
        ("user", "I'd like to move booking RS-4410 by a week."),
        ("assistant", "That is possible for a fee of 50 euros."),
        ("user", sentence),
        ("assistant", "Changes are possible until 14 days before departure."),
    ]
    assert 3 in open_seqs(turns, lang)


@pytest.mark.parametrize(
    "sentence",
    [
        "You can choose between a refund or a voucher worth £55.",
        "Sie können zwischen einer Erstattung und einem Gutschein über 60 Euro wählen.",
        "Du kan vælge mellem at få pengene retur eller et gavekort.",
        "U kunt kiezen voor een vast tarief of een variabel tarief.",
    ],
)
def test_a_choice_left_to_the_customer_is_a_decision_asked(sentence):
    assert awaiting.asks_decision(sentence)


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "If you'd like, we can send an engineer out on Thursday."),
        ("de", "Alternativ zum Umtausch können Sie einen Preisnachlass von 20 Prozent behalten."),
        ("da", "Hvis du ønsker det, sender vi en tekniker ud på torsdag."),
        ("nl", "Als u wilt, plannen we een monteur in voor donderdag."),
    ],
)
def test_an_offer_the_customer_may_take_stays_open_past_a_question_about_it(lang, sentence):
    turns = [
        ("user", "My dishwasher VW-1102 is very loud."),
        ("assistant", sentence),
        ("user", "What would that cost me?"),
        ("assistant", "It is covered by the warranty."),
    ]
    assert 2 in open_seqs(turns, lang)


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("de", "Wir bitten Sie, uns ein Foto vom Schaden zu schicken."),
        ("en", "We would ask you to send us a photo of the damage."),
        ("da", "Vi beder dig sende et billede af skaden."),
        ("nl", "Graag ontvangen we een foto van de schade via de link in uw mail."),
    ],
)
def test_a_polite_request_to_send_is_the_customers_to_do(lang, sentence):
    turns = [
        ("user", "The lamp from order LA-5521 arrived broken."),
        ("assistant", sentence),
        ("user", "How long does it take after that?"),
        ("assistant", "Usually two working days."),
    ]
    assert 2 in open_seqs(turns, lang)


@pytest.mark.parametrize(
    ("lang", "ask", "yes"),
    [
        ("en", "Could you send us a photo of the damaged door?", "Sure."),
        ("de", "Können Sie mir bitte die Rechnung als PDF schicken?", "Ja, klar."),
        ("nl", "Kunt u ons de aankoopbon mailen?", "Ja hoor."),
    ],
)
def test_a_bare_yes_to_sending_something_leaves_it_open(lang, ask, yes):
    turns = [
        ("user", "The wardrobe from order WD-20931 arrived with a cracked door."),
        ("assistant", ask),
        ("user", yes),
        ("assistant", "Thanks, I've opened a case for it."),
    ]
    assert 2 in open_seqs(turns, lang)


def test_what_was_asked_to_be_sent_is_settled_once_sent():
    turns = [
        ("user", "The wardrobe from order WD-20931 arrived with a cracked door."),
        ("assistant", "Could you send us a photo of the damaged door?"),
        ("user", "Sure."),
        ("user", "Here is the photo of the door."),
    ]
    assert 2 not in open_seqs(turns, "en")


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "You can also return it at any of our stores."),
        ("de", "Das Angebot ist 14 Tage gültig."),
        ("da", "Du er velkommen til at sende os kvitteringen."),
        ("nl", "U heeft 14 dagen bedenktijd."),
        ("en", "The manufacturer still has to assess the damage."),
        ("de", "Es kann sein, dass der Monteur eine Leiter braucht."),
        ("da", "Sagen er sendt til vurdering hos producenten."),
        ("nl", "Wij wachten nog op antwoord van de leverancier."),
    ],
)
def test_an_option_a_step_due_elsewhere_or_a_wait_is_left_open(lang, sentence):
    turns = [("user", "Order 4471-22 has a problem with the item."), ("assistant", sentence)]
    assert 2 in open_seqs(turns, lang)


@pytest.mark.parametrize(
    "sentence",
    [
        "You can see the status in the app.",
        "Sie können sicher sein, dass alles ankommt.",
        "Das müssen wir noch prüfen.",
        "Du kan ikke bytte den online.",
    ],
)
def test_information_or_the_companys_own_step_is_not_left_open(sentence):
    assert not still_open.offers_option(sentence)
    assert not still_open.still_under_way(sentence)


@pytest.mark.parametrize(
    "sentence",
    ["I’ll think about it and get back to you.", "dont know yet, ill see"],
)
def test_typed_apostrophes_and_missing_ones_put_off_too(sentence):
    assert acts.defers(sentence)


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("de", "Wir würden Ihnen die Differenz von 30 Euro erstatten."),
        ("da", "Det ville tidligst kunne ske mandag."),
        ("nl", "U zou ons dan nog de aankoopbon moeten sturen."),
        ("da", "Det kræver en kopi af dit pas."),
        ("nl", "Daarvoor is een kopie van uw paspoort nodig."),
        ("de", "Dann müsste der Techniker das vor Ort prüfen."),
        ("da", "Du får besked, når vi har hørt fra forsikringen."),
        ("de", "Das hängt vom Gutachten ab."),
    ],
)
def test_a_conditional_offer_a_requirement_or_someone_elses_judgement_is_open(lang, sentence):
    turns = [("user", "Order 4471-22 has a problem with the item."), ("assistant", sentence)]
    assert 2 in open_seqs(turns, lang)


def test_the_companys_own_check_is_a_promise_not_a_judgement_awaited():
    assert not still_open.still_under_way("Wir müssen das vor Ort prüfen.")


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("de", "Das gebe ich an die Werkstatt weiter."),
        ("en", "I will pass your question on to the fitter."),
        ("da", "Jeg giver det videre til montøren."),
        ("nl", "Dat kan de monteur ter plekke beoordelen."),
    ],
)
def test_a_question_passed_on_stays_open(lang, reply):
    turns = [
        ("user", "The new boiler from order BO-7710 makes a whistling noise."),
        ("assistant", "I'm sorry to hear that."),
        ("user", "Is the noise covered by the installation warranty?"),
        ("assistant", reply),
    ]
    assert 3 in open_seqs(turns, lang)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("en", "Okay, I need to think about it."),
        ("de", "Ok, das muss ich mir noch überlegen."),
        ("da", "Okay, det må jeg lige tænke over."),
        ("nl", "Oké, daar moet ik nog even over nadenken."),
    ],
)
def test_a_nod_that_puts_the_decision_off_does_not_take_the_offer(lang, reply):
    turns = [
        ("user", "My broadband contract BB-44120 ends in June."),
        ("assistant", "Would you like to move to Fibre 300 for £32 a month?"),
        ("user", reply),
    ]
    assert 2 in open_seqs(turns, lang)


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("da", "Der er mulighed for at forlænge lejen med en uge."),
        ("nl", "Ik heb hem tot vrijdag voor u gereserveerd."),
        ("de", "Ich habe sie bis Freitag für Sie reserviert."),
        ("da", "Du bedes udfylde formularen på vores hjemmeside."),
        ("nl", "U dient het formulier in te vullen."),
        ("da", "Det er ikke sikkert, at delen er på lager."),
        ("de", "Der Preis lässt sich erst festlegen, wenn wir das Auto gesehen haben."),
        ("nl", "De prijs kan pas worden vastgesteld als we de auto hebben gezien."),
    ],
)
def test_a_possibility_a_hold_a_formal_to_do_or_an_uncertainty_is_open(lang, sentence):
    turns = [("user", "Order 4471-22 has a problem with the item."), ("assistant", sentence)]
    assert 2 in open_seqs(turns, lang)
