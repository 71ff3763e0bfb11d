"""Health statements by their frame, and the checks on all health spans of a message.

Sentences made up for these tests (not taken from any corpus).
"""

import pytest

from privacy.detect import detect


def health(text: str, lang: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, lang) if s.label == "HEALTH"]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # Whatever follows a diagnosis is one, up to the word for a disease.
        ("en", "I was diagnosed with a rare autoimmune disease in May", "autoimmune disease"),
        ("da", "min søn er diagnosticeret med ordblindhed og læser langsomt", "diagnosticeret"),
        (
            "nl",
            "vorig jaar gediagnosticeerd met fibromyalgie, dus graag geduld",
            "gediagnosticeerd",
        ),
        # A stay in the perfect tense or the passive.
        ("da", "jeg har været indlagt i to uger og har ikke set jeres brev", "været indlagt"),
        ("en", "my husband was admitted to hospital last night", "admitted to hospital"),
        ("de", "Mein Vater wurde ins Krankenhaus eingeliefert, bitte stornieren", "eingeliefert"),
        # A pregnancy expected, or its weeks said of oneself.
        ("da", "vi venter vores første barn til sommer", "venter vores første barn"),
        ("nl", "mijn vrouw is in verwachting, kan de wieg eerder komen?", "in verwachting"),
        ("en", "I'm 31 weeks and the buggy has not come", "31 weeks"),
        # An aid worn, with a verb health.py does not list.
        ("de", "ich trag ein Hörgerät, bitte nur schreiben", "trag ein Hörgerät"),
        # A condition's abbreviation or an operation after "my" or "with".
        ("da", "jeg kan ikke bære tunge ting pga. min KOL", "KOL"),
        ("nl", "leven met MS is zwaar, mag ik later betalen?", "MS"),
        ("en", "I can't lift it since my op last month", "op last month"),
    ],
)
def test_a_frame_makes_a_health_statement(lang, text, value):
    assert any(value in span for span in health(text, lang))


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "we are expecting a delivery on Tuesday"),
        ("da", "jeg venter stadig på min pakke"),
        ("de", "Meine Kollegin hat MS Office nicht installiert"),
        ("en", "I'm 3 weeks late with the payment, sorry"),
        ("en", "Can you deliver to my office? I work with MS Teams all day"),
    ],
)
def test_the_frames_words_elsewhere_are_no_health_data(lang, text):
    assert health(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # A product's attribute: a health word before "friendly", "free", a product or a role.
        ("en", "Are your allergy-friendly cookies made in a nut-free kitchen?"),
        ("en", "I'm a diabetes nurse and want leaflets for the ward"),
        ("en", "is there vitamin A in the pregnancy multivitamin?"),
        ("da", "giver I rabat med et handicap-parkeringskort?"),
        # A medicine asked about next to a product, and a question to the shop.
        ("en", "Does this herbal tea interact with blood thinners?"),
        ("da", "Kan I tage Diners Club?"),
        # A joke in the second person, a place after "on", a workplace.
        ("en", "Honestly I'm allergic to your hold music"),
        ("en", "is the pharmacy on Baker Street open late?"),
        ("nl", "ik werk avonddienst in het ziekenhuis, bezorg na 10 uur"),
    ],
)
def test_health_words_about_no_person_are_dropped(lang, text):
    assert health(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text", "statement"),
    [
        ("de", "krankgeschrieben wegen Lungenentzündung, Abo pausieren", "krankgeschrieben"),
        ("da", "jeg har astma og kan ikke tåle røg, er stearinlysene duftfri?", "kan ikke tåle"),
        ("de", "lag eine Woche im Krankenhaus (Herz-OP) und war nicht da", "Herz-OP"),
    ],
)
def test_health_spans_in_one_clause_are_one_statement(lang, text, statement):
    spans = health(text, lang)
    assert len(spans) == 1 and statement in spans[0]


def test_statements_in_separate_sentences_stay_apart():
    text = (
        "I have asthma. Also, is the inhaler case from the shop insulin-safe? I take insulin daily"
    )
    assert len(health(text, "en")) >= 2


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # What the person's medicine is for is their condition, though "for" comes before it.
        ("en", "I'm on methotrexate for rheumatoid arthritis, no substitutes", "arthritis"),
        # "for" in the sentence before does not make the next one impersonal.
        ("en", "Is this bread okay for me? I'm coeliac", "coeliac"),
        # "on" names a medicine after being, and at a message's start.
        ("en", "on the pill and wondering about the sleep tablets", "on the pill"),
    ],
)
def test_for_and_on_keep_a_persons_statement(lang, text, value):
    assert any(value in span for span in health(text, lang))


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("da", "min far har sclerose og skal bruge en rollator", "sclerose"),
        ("nl", "ik heb bekkeninstabiliteit, kan het pakket binnen gezet worden?", "bekken"),
        ("de", "wegen Wochenbettdepression bin ich kaum erreichbar", "Wochenbettdepression"),
        ("en", "I have sleep apnea and need a quieter CPAP hose", "sleep apnea"),
    ],
)
def test_conditions_of_the_added_categories(lang, text, value):
    assert any(value in span for span in health(text, lang))


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # Being ill, said of a person.
        ("de", "ich bin seit gestern krank, bitte Termin verschieben", "krank"),
        ("nl", "ik ben helaas ziek, kan de monteur volgende week komen?", "ziek"),
        # A passing illness had.
        ("da", "jeg har feber og kan ikke tage imod pakken", "har feber"),
        ("en", "we've all had norovirus this week, please don't send anyone", "norovirus"),
        # One's own medication or illness by a general word.
        ("en", "my medication has to be kept cold, is the box insulated?", "my medication"),
        ("de", "meine Tabletten passen nicht in die Dose", "meine Tabletten"),
        # A medicine prescribed, a kind of medicine taken, a medicine by its name.
        ("en", "the GP prescribed me Zelvora last week", "prescribed me Zelvora"),
        ("da", "jeg tager blodtrykspiller om morgenen", "tager blodtrykspiller"),
        ("nl", "mijn zoon heeft Concerta nodig voor school", "Concerta"),
        # A birth due, a reaction of the skin, a diet a condition needs.
        ("en", "I'm due in April so please deliver the cot before", "due in April"),
        ("de", "mein Sohn hat nach der Creme Ausschlag bekommen", "Ausschlag"),
        ("nl", "ik moet een zoutloos dieet volgen, welke soepen passen?", "zoutloos dieet"),
    ],
)
def test_more_frames_make_a_health_statement(lang, text, value):
    assert any(value in span for span in health(text, lang))


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "I'm sick of waiting for this refund"),
        ("nl", "ik word ziek van het wachten"),
        ("en", "your invoice is due in March"),
        ("en", "do you sell painkillers or sleeping pills?"),
        ("en", "is the baby shampoo gentle enough for a rash?"),
        ("de", "Bitte mit Rezept bestellen"),
        ("en", "Is the condition of the second-hand sofa good?"),
    ],
)
def test_the_same_words_without_a_person_are_no_health_data(lang, text):
    assert health(text, lang) == []


def test_a_symptom_before_a_product_is_the_products_use():
    assert health("I have a question about your rash cream", "en") == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # What a treatment or a waiting list is for is the person's condition.
        ("da", "min mor er i behandling for lungekræft", "lungekræft"),
        ("en", "I'm on the waiting list for a new knee", "new knee"),
        # Aids for walking.
        ("en", "my dad uses a walking frame, can the driver carry it up?", "walking frame"),
        ("nl", "ik loop met een wandelstok, dus het duurt even", "wandelstok"),
        # The week of a pregnancy as one word.
        ("nl", "ik zit in mijn 30e zwangerschapsweek", "zwangerschapsweek"),
    ],
)
def test_treatments_aids_and_weeks(lang, text, value):
    assert any(value in span for span in health(text, lang))


def test_an_allergy_ends_before_a_joining_word():
    assert health("I'm allergic to latex so no gloves please", "en") == ["allergic to latex"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "The parcel was admitted to the depot"),
        ("en", "we are expecting rain on Saturday"),
        ("en", "my condition for the refund is simple"),
        ("nl", "ik krijg Foutcode 17 bij het betalen"),
        ("de", "Bekomme ich eine Gutschrift?"),
        ("en", "I got a rash guard for surfing"),
        ("en", "my pills organiser arrived broken"),
        ("en", "I would like to buy a pregnancy test"),
        ("en", "Is the insulin cooler bag back in stock?"),
    ],
)
def test_frame_words_in_other_senses_are_no_health_data(lang, text):
    assert health(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("de", "ich hatte gestern einen Asthma-Anfall", "Asthma"),
        ("da", "min astma-medicin er sluppet op", "astma"),
        ("nl", "ik heb een migraine-aanval", "migraine"),
    ],
)
def test_a_health_word_before_a_hyphen_about_the_person_stays(lang, text, value):
    assert any(value in span for span in health(text, lang))
