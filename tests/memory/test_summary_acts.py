"""Dialogue acts of the extractive summariser (no database): open points, topic changes and the
concern, on sentences made up for these tests in German, English, Danish and Dutch."""

import pytest

from memory.summariser import acts

from .folding import summarise


def open_seqs(form) -> list[int]:
    return [p["seq"] for p in form["open_points"]]


# ----------------------------------------------------------------------------- open points


@pytest.mark.parametrize(
    "text",
    [
        "und wie lange dauert die Reparatur dann",
        "will the warranty still cover the hinge",
        "hvornår kan montøren komme",
        "kan ik de kast dan zelf ophalen",
    ],
)
def test_a_question_without_a_question_mark_is_asked(text):
    assert acts.asks(text)


@pytest.mark.parametrize(
    "text",
    ["Kann ich machen.", "Is fine by me.", "Kan jeg godt gøre.", "Kan ik zelf doen."],
)
def test_a_statement_opened_by_a_verb_is_no_question(text):
    assert not acts.asks(text)


@pytest.mark.parametrize(
    "text",
    [
        "Die Maße schicke ich dann heute nachmittag.",
        "My brother will send you the invoice tomorrow.",
        "Så ringer jeg i morgen og bestiller.",
        "Dan breng ik hem wel zelf langs.",
        "Das regelt meine Hausverwaltung.",
        "Mijn zoon stuurt de foto's vanavond.",
    ],
)
def test_the_customers_side_announcing_a_step_is_one(text):
    assert acts.customer_step(text)


@pytest.mark.parametrize(
    "text",
    [
        "Das weiß ich noch nicht genau.",
        "Habe ich gestern schon geschickt.",
        "Det tror jeg godt.",
        "Dat denk ik wel.",
    ],
)
def test_thinking_or_what_was_done_is_no_step(text):
    assert not acts.customer_step(text)


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("Können Sie uns den Kaufbeleg hochladen?", "Ja, lade ich heute abend hoch."),
        ("Could you send us a photo of the label?", "My husband will send it tonight."),
        ("Kan du sende os et billede af skaden?", "Det gør jeg i morgen."),
        ("Kunt u ons de meterstand doorgeven?", "Die geef ik morgen door."),
    ],
)
def test_a_request_the_customer_puts_off_stays_open(question, reply):
    form = summarise([("user", "The lamp arrived broken."), ("assistant", question)])
    form = summarise(
        [
            ("user", "The lamp arrived broken."),
            ("assistant", question),
            ("user", reply),
            ("assistant", "Thanks, that helps."),
            ("user", "The shade is fine though."),
        ]
    )
    assert 2 in open_seqs(form)


@pytest.mark.parametrize(
    "text",
    [
        "Die Gutschrift buchen wir, sobald Ihre Rücksendung eingegangen ist.",
        "We'll book the fitter once you have signed the quote.",
        "Vi sender den nye, så snart den gamle er kommet retur.",
        "Na ontvangst van uw handtekening plannen we de monteur in.",
    ],
)
def test_what_waits_on_the_customer_is_open(text):
    assert acts.waits_on_condition(text)
    assert open_seqs(summarise([("assistant", text)])) == [1]


@pytest.mark.parametrize(
    "text",
    [
        "Wir melden uns, sobald das Lager geprüft ist.",
        "I'll call you as soon as the depot has checked it.",
        "Chaufføren ringer, når han er på vej.",
        "We bellen zodra de planning klaar is.",
    ],
)
def test_what_waits_on_the_company_itself_is_no_open_point(text):
    assert not acts.waits_on_condition(text)


@pytest.mark.parametrize(
    "text",
    [
        "Die Seriennummer tragen Sie bitte im Portal ein.",
        "Make sure you keep the original box.",
        "Så skal du selv aflevere nøglen på kontoret.",
        "Daar moet u de meterstand zelf doorgeven.",
        "Het restbedrag kunt u betalen via de link in de mail.",
        "Die alten Schuhe müssen innerhalb von 14 Tagen zurück sein.",
    ],
)
def test_the_customers_to_do_in_every_form_is_open(text):
    assert acts.leaves_open(text)


@pytest.mark.parametrize(
    "text",
    [
        "Bitte schicken Sie uns Ihre PIN niemals im Chat.",
        "You must never share the code with anyone.",
        "Du skal aldrig give din adgangskode til nogen.",
        "U moet uw wachtwoord nooit doorgeven.",
    ],
)
def test_a_warning_is_no_to_do(text):
    assert not acts.leaves_open(text)


def test_a_reminder_is_a_to_do():
    assert acts.leaves_open("Vergessen Sie nicht, den Lieferschein mitzubringen.")


# ----------------------------------------------------------------------------- topic change


@pytest.mark.parametrize(
    "second",
    [
        "Anderes Anliegen: meine Rechnung vom März stimmt nicht.",
        "On a different note, my invoice from March looks wrong.",
        "En anden sag: min regning fra marts er forkert.",
        "Andere kwestie: mijn factuur van maart klopt niet.",
    ],
)
def test_a_different_matter_said_outright_closes_the_topic(second):
    form = summarise(
        [
            ("user", "When will the bookcase be delivered?"),
            ("assistant", "It is planned for Thursday."),
            ("user", second),
        ]
    )
    assert [t["to_seq"] for t in form["closed_topics"]] == [2]


@pytest.mark.parametrize(
    "second",
    [
        # An earlier purchase, someone else's thing, a reference number not named before.
        "Noch eine Frage: die Lampe, die ich vor drei Wochen gekauft habe, flackert.",
        "One other thing, my son's bike from you has a flat tyre that will not hold.",
        "Et spørgsmål til: ordre LX-88310 er heller ikke kommet.",
        "Nog een vraagje: de stoelen van vorige maand wiebelen allemaal.",
    ],
)
def test_after_the_assistants_done_one_more_thing_about_something_else_is_new(second):
    form = summarise(
        [
            ("user", "Can you move the delivery of order KB-20417 to Friday?"),
            ("assistant", "Which address is it going to?"),
            ("user", "The office in Leeds."),
            ("assistant", "Done, I have moved it to Friday."),
            ("user", second),
        ]
    )
    assert [t["to_seq"] for t in form["closed_topics"]] == [4]


@pytest.mark.parametrize(
    "second",
    [
        "Noch eine Frage: kann der Fahrer vorher anrufen?",
        "One other thing, can the driver ring before he comes?",
        "Et spørgsmål til: kan chaufføren ringe først?",
        "Nog een vraagje: kan de chauffeur vooraf bellen?",
        "Noch eine Frage zu KB-20417: kommt alles in einem Paket?",
    ],
)
def test_one_more_thing_about_the_same_delivery_is_the_same_matter(second):
    form = summarise(
        [
            ("user", "Can you move the delivery of order KB-20417 to Friday?"),
            ("assistant", "Which address is it going to?"),
            ("user", "The office in Leeds."),
            ("assistant", "Done, I have moved it to Friday."),
            ("user", second),
        ]
    )
    assert form["closed_topics"] == []


@pytest.mark.parametrize(
    "closing",
    [
        "Haben Sie noch ein weiteres Anliegen?",
        "Any further questions?",
        "Er der mere, jeg kan gøre?",
        "Kan ik u nog ergens mee helpen?",
    ],
)
def test_a_yes_with_a_matter_after_the_closing_question_is_new(closing):
    form = summarise(
        [
            ("user", "Is my parcel on its way?"),
            ("assistant", "Yes, it arrives tomorrow."),
            ("user", "Good, I will be at home."),
            ("assistant", closing),
            ("user", "Yes, I would like to change my phone plan as well please."),
        ]
    )
    assert [t["to_seq"] for t in form["closed_topics"]] == [4]


@pytest.mark.parametrize(
    "nod",
    ["Wunderbar, dankeschön.", "Much appreciated.", "Tusind tak.", "Mooi zo, dank u wel."],
)
def test_a_nod_in_any_language_settles_the_matter(nod):
    assert acts.settles(nod)


# ----------------------------------------------------------------------------- the concern


@pytest.mark.parametrize(
    ("first", "concern"),
    [
        ("Hallo, ich habe eine Frage.", "Meine Waschmaschine pumpt nicht mehr ab."),
        ("Hi, can you help me?", "My washing machine will not drain any more."),
        ("Hej, jeg har et spørgsmål.", "Min vaskemaskine tømmer ikke vandet ud."),
        ("Goedemiddag, ik heb een vraag.", "Mijn wasmachine pompt niet meer af."),
    ],
)
def test_an_opening_that_only_asks_for_help_is_not_the_concern(first, concern):
    form = summarise([("user", first), ("assistant", "Of course."), ("user", concern)])
    assert form["concern"] == {"text": concern, "seq": 3}


@pytest.mark.parametrize(
    "text",
    [
        "Auftrag WM-55120. Die Trommel dreht sich nicht.",
        "Order WM-55120. The drum will not turn.",
        "Ordre WM-55120. Tromlen drejer ikke rundt.",
        "Bestelling WM-55120. De trommel draait niet.",
    ],
)
def test_a_reference_alone_is_not_the_concern(text):
    concern = summarise([("user", text)])["concern"]
    assert concern["text"] == text.split(". ", 1)[1]


@pytest.mark.parametrize(
    ("text", "introduction"),
    [
        ("Ich bin Petra Lang, Kundennummer 4471-02.", True),
        ("This is Sam Okafor from Brightside Cafe.", True),
        ("Ich bin umgezogen.", False),
        ("Jeg er flyttet.", False),
        ("Ik ben boos.", False),
        ("Mijn naam is Joost van Dam.", True),
    ],
)
def test_an_introduction_names_someone(text, introduction):
    assert acts.is_introduction(text) is introduction


@pytest.mark.parametrize(
    ("text", "reference_only"),
    [
        ("Ja, meine Auftragsnummer ist WM-55120.", True),
        ("Sure, my account number is AC-7710 and the invoice is 55102.", True),
        ("Min ordre er 44871203.", True),
        ("Het is bestelling 2025-KL-3310.", True),
        ("Order 55102 arrived broken.", False),
        ("Ik heb 2 stoelen besteld.", False),
    ],
)
def test_a_sentence_only_naming_a_reference(text, reference_only):
    assert acts.only_names_reference(text) is reference_only


@pytest.mark.parametrize(
    "text",
    [
        "Das muss ich erst mit meinem Mann besprechen.",
        "I have to talk to my landlord about it.",
        "Det skal jeg lige snakke med min chef om.",
        "Dat moet ik eerst met mijn vrouw overleggen.",
        "Ich gebe Ihnen morgen Bescheid.",
        "Let me have a think.",
        "Jeg giver besked i weekenden.",
        "Ik laat het u vrijdag weten.",
    ],
)
def test_putting_off_in_so_many_words(text):
    assert acts.puts_off(text)


@pytest.mark.parametrize(
    "text",
    [
        "Die habe ich immer dabei.",
        "I keep it in the drawer.",
        "Den har jeg altid på mig.",
        "Die heb ik altijd bij me.",
    ],
)
def test_a_plain_answer_puts_nothing_off(text):
    assert not acts.puts_off(text)


@pytest.mark.parametrize(
    ("reply", "still_open"),
    [
        ("Das muss ich erst mit meinem Mann besprechen.", True),
        ("Ja, bitte eintragen.", False),
        ("I have to talk to my landlord about it.", True),
        ("Yes please, add it.", False),
    ],
)
def test_an_offer_put_off_stays_open(reply, still_open):
    form = summarise(
        [
            ("user", "The boiler makes a loud noise when it starts."),
            ("assistant", "Shall I add a yearly service for 89 euros?"),
            ("user", reply),
        ]
    )
    # Put off, the offer is open: as itself or as the customer's reply that stands for it.
    assert bool({2, 3} & set(open_seqs(form))) is still_open


@pytest.mark.parametrize(
    "second",
    [
        "Ich wollte noch fragen: meine Tochter braucht einen eigenen Vertrag.",
        "I also wanted to ask, my daughter needs her own contract.",
        "Jeg har også et spørgsmål: min datter skal have sit eget abonnement.",
        "Ik wilde ook nog vragen: mijn dochter wil een eigen abonnement.",
    ],
)
def test_after_a_nod_an_added_question_is_a_new_matter(second):
    form = summarise(
        [
            ("user", "Why is my bill higher this month?"),
            ("assistant", "There was a one-off roaming charge."),
            ("user", "Ah I see."),
            ("assistant", "I have refunded it as a goodwill gesture."),
            ("user", "Great, thank you."),
            ("user", second),
        ]
    )
    assert [t["to_seq"] for t in form["closed_topics"]] == [5]


@pytest.mark.parametrize(
    ("point", "later", "by_customer"),
    [
        ("Die Rechnung schicke ich Ihnen morgen.", "Anbei die Rechnung vom Elektriker.", True),
        ("Could you send us a photo of the label?", "Here is the photo of the label.", True),
        ("Jeg skal lige spørge min søster.", "Jeg har snakket med min søster, vi tager den.", True),
        ("Kunt u het bonnetje nog sturen?", "Bedankt, we hebben het bonnetje ontvangen.", False),
    ],
)
def test_a_later_turn_settles_what_was_to_be_sent_or_asked(point, later, by_customer):
    assert acts.closes_point(point, later, by_customer=by_customer)


@pytest.mark.parametrize(
    ("point", "later", "by_customer"),
    [
        # Something else sent, the assistant sending, the assistant supposing.
        ("I'll send the photos tonight.", "Here is my order number: 55102.", True),
        ("Die Fotos schicke ich heute Abend.", "Ich habe Ihnen die Fotos geschickt.", False),
        (
            "Jeg skal lige spørge min søster.",
            "Skal jeg vente, til du har talt med din søster?",
            False,
        ),
        ("Ik moet het met mijn man overleggen.", "Wanneer heeft u met uw man overlegd?", False),
    ],
)
def test_a_later_turn_about_something_else_settles_nothing(point, later, by_customer):
    assert not acts.closes_point(point, later, by_customer=by_customer)


def test_the_photo_sent_closes_the_request_for_it():
    form = summarise(
        [
            ("user", "The table top has a deep scratch."),
            ("assistant", "Sorry! Could you send us a photo of the scratch?"),
            ("user", "Sure, I'll take one when I get home tonight."),
            ("assistant", "Great, thank you."),
            ("user", "Here is the photo of the scratch."),
        ]
    )
    assert 2 not in open_seqs(form)


@pytest.mark.parametrize(
    ("question", "offer"),
    [
        ("Soll ich Ihnen den Termin reservieren?", True),
        ("And shall I book the fitter for Monday?", True),
        ("Skal jeg sende dig et tilbud?", True),
        ("Zal ik de afspraak vastleggen?", True),
        ("Welche Größe möchten Sie?", False),
        ("Would you like the morning or the afternoon?", False),
        ("Hvornår vil du have den leveret?", False),
        ("Wilt u ophalen of laten bezorgen?", False),
    ],
)
def test_a_yes_or_no_offer_is_taken_or_turned_down_not_answered(question, offer):
    assert acts.offers_in_question(question) is offer


@pytest.mark.parametrize(
    ("reply", "still_open"),
    [
        ("Wait, my partner says the Monday is bad for him.", True),
        ("Warten Sie, ich muss erst in meinen Kalender schauen.", True),
        ("Ja, gerne.", False),
        ("Nee, liever niet.", False),
    ],
)
def test_an_offer_met_with_something_else_stays_open(reply, still_open):
    form = summarise(
        [
            ("user", "The washing machine leaks at the front."),
            ("assistant", "Shall I book a technician for Monday?"),
            ("user", reply),
        ]
    )
    assert bool({2, 3} & set(open_seqs(form))) is still_open


@pytest.mark.parametrize(
    "second",
    [
        "Und muss ich sonst noch was unterschreiben?",
        "Perfect. And should I upgrade the plan while we're at it?",
        "Skal jeg så gøre noget andet med den gamle?",
        "En moet ik nog iets tekenen?",
    ],
)
def test_a_question_holding_an_opener_word_is_the_same_matter(second):
    form = summarise(
        [
            ("user", "Can you move the delivery of order KB-20417 to Friday?"),
            ("assistant", "Which address is it going to?"),
            ("user", "The office in Leeds."),
            ("assistant", "Done, I have moved it to Friday."),
            ("user", second),
        ]
    )
    assert form["closed_topics"] == []


@pytest.mark.parametrize(
    "text",
    [
        "Bitte schicken Sie uns die Rechnung als PDF.",
        "Please return the charger with the laptop.",
        "Send kvitteringen til os her i chatten.",
        "Breng de oude router mee naar de winkel.",
        "Das alte Gerät muss zurückgeschickt werden.",
        "The old modem must be returned within a month.",
        "Routeren skal returneres senest 14 dage efter opsigelsen.",
        "De oude meter moet worden teruggestuurd.",
    ],
)
def test_what_the_customer_is_told_to_do_is_open(text):
    assert acts.leaves_open(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ich frag mal meinen Vermieter.",
        "I'm going to check with the caretaker.",
        "Jeg vil lige spørge min udlejer.",
        "Ik ga het vanavond met mijn zus bekijken.",
        "Ich leite das an unsere Buchhaltung weiter.",
        "Ik stuur het door naar de boekhouding.",
    ],
)
def test_the_customers_next_step_without_a_day_is_open(text):
    assert acts.customer_step(text)


@pytest.mark.parametrize(
    "text",
    [
        "Das warte ich erst mal ab.",
        "I'll wait and see how the bill looks.",
        "Det vil jeg vente med.",
        "Dat wacht ik nog even af.",
        "Don't book it yet.",
        "Ok, dann hören Sie von mir.",
        "Jeg ved det ikke endnu.",
        "Ik weet het nog niet.",
    ],
)
def test_waiting_to_see_puts_off(text):
    assert acts.puts_off(text)


@pytest.mark.parametrize(
    "text",
    ["Muss ich mir noch überlegen", "Moet ik over nadenken", "Skal jeg lige tænke over"],
)
def test_a_put_off_missing_its_first_word_is_a_statement_and_stays_open(text):
    form = summarise(
        [
            ("assistant", "The extended warranty costs 49 euros for three years."),
            ("user", text),
            ("assistant", "Of course, take your time."),
        ]
    )
    assert 2 in open_seqs(form)


@pytest.mark.parametrize(
    "text",
    [
        "Die Endreinigung kann bis drei Tage vor Anreise dazugebucht werden.",
        "Breakfast can be booked up to the day before.",
        "Slutrengøring kan tilkøbes indtil dagen før.",
        "Ontbijt kan geboekt worden tot een dag van tevoren.",
        "Die Rechnung können wir auch direkt an Ihre Firma schicken.",
    ],
)
def test_an_extra_the_customer_may_still_take_is_open(text):
    assert acts.leaves_open(text)


@pytest.mark.parametrize(
    "second",
    [
        "Meine Bestellung KB-77120 ist auch noch nicht da.",
        "My order KB-77120 hasn't arrived either.",
        "Vi flytter i øvrigt til Aarhus i næste måned.",
        "Mijn zoon heeft ook een nieuw abonnement nodig.",
    ],
)
def test_a_sign_of_another_matter_right_after_anything_else_is_new(second):
    form = summarise(
        [
            ("user", "Is my parcel on its way?"),
            ("assistant", "Yes, it arrives tomorrow."),
            ("user", "Good, I will be at home."),
            ("assistant", "Is there anything else I can help with?"),
            ("user", second),
        ]
    )
    assert [t["to_seq"] for t in form["closed_topics"]] == [4]
