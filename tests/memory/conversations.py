"""Whole conversations in de, en, da and nl, shared by the scenario, summary and token tests."""

# Back-reference: turn 2 lists options, turn 5 refers back to them.
BACK_REFERENCE = {
    "de": [
        ("user", "Welche Akku-Bohrschrauber haben Sie für Heimwerker?"),
        (
            "assistant",
            "Wir haben drei Modelle: Modell BX 12 (12 V, 89 €), Modell BX 18 (18 V, 129 €) "
            "und Modell BX 36 (36 V, 219 €).",
        ),
        ("user", "Wie lange ist die Garantie?"),
        ("assistant", "Auf alle drei Geräte geben wir zwei Jahre Garantie."),
        ("user", "Gilt das auch für das größere aus der Liste?"),
    ],
    "en": [
        ("user", "Which cordless drills do you have for home use?"),
        (
            "assistant",
            "We have three: model DX 12 (12 V, £79), model DX 18 (18 V, £119) and "
            "model DX 36 (36 V, £199).",
        ),
        ("user", "How long is the warranty?"),
        ("assistant", "All three come with a two-year warranty."),
        ("user", "Does that also hold for the larger one from the list?"),
    ],
    "da": [
        ("user", "Hvilke akku-boremaskiner har I til private?"),
        (
            "assistant",
            "Vi har tre: model KB 12 (12 V, 699 kr), model KB 18 (18 V, 999 kr) og "
            "model KB 36 (36 V, 1699 kr).",
        ),
        ("user", "Hvor lang er garantien?"),
        ("assistant", "Alle tre har to års garanti."),
        ("user", "Gælder det også for den største på listen?"),
    ],
}

# Contradiction: a deadline is corrected.
CONTRADICTION = {
    "de": (
        [
            ("user", "Ich brauche 20 Stück vom Artikel 4711-0815, Lieferung bis Donnerstag."),
            ("assistant", "Das lässt sich einrichten. Soll die Lieferung an Ihre Firma gehen?"),
            ("user", "Ach nein, doch erst bis Freitag, und für das Büro."),
        ],
        ("deadline", "bis Freitag", "bis Donnerstag"),
    ),
    "en": (
        [
            ("user", "I need 20 pieces of article 88-1234 delivered by Thursday."),
            ("assistant", "That works. Should it go to your office?"),
            ("user", "Sorry, actually Friday is fine, and deliver to the warehouse."),
        ],
        ("deadline", "Friday", "by Thursday"),
    ),
    "nl": (
        [
            ("user", "Ik wil 30 stuks van artikel 5500-77 bestellen, levering uiterlijk dinsdag."),
            ("assistant", "Dat kan. Wilt u ook montage?"),
            ("user", "Nee, en toch liever 40 stuks."),
        ],
        ("quantity", "40 stuks", "30 stuks"),
    ),
}

# Topic change by phrasing: the second concern carries nothing of the first.
TOPIC_CHANGE = {
    "de": [
        ("user", "Meine Bestellung 123456 ist noch nicht angekommen."),
        ("assistant", "Die Bestellung ist unterwegs und kommt bis Freitag."),
        ("user", "Danke, das reicht mir."),
        ("user", "Ich habe noch eine andere Frage: Kann ich die Rechnung per E-Mail bekommen?"),
    ],
    "da": [
        ("user", "Min ordre 778899 er ikke kommet endnu."),
        ("assistant", "Ordren er afsendt og kommer senest fredag."),
        ("user", "Tak, det er fint."),
        ("user", "Jeg har et andet spørgsmål: Kan jeg få fakturaen på mail?"),
    ],
    "nl": [
        ("user", "Mijn bestelling 445566 is nog niet aangekomen."),
        ("assistant", "De bestelling is onderweg en komt uiterlijk vrijdag."),
        ("user", "Bedankt, dat is duidelijk."),
        ("user", "Ik heb nog een andere vraag: kan ik de factuur per e-mail krijgen?"),
    ],
}

# The first turn of a long conversation: its concern and objects must survive compaction.
FIRST_TURN = {
    "de": (
        "Hallo! Meine Waschmaschine Modell Aqua 7000 aus der Bestellung 9988776 verliert Wasser.",
        [("model", "Aqua 7000"), ("order", "9988776")],
    ),
    "en": (
        "Hi there. My dishwasher model Clean 450 from order 5566778 shows error E24.",
        [("model", "Clean 450"), ("order", "5566778")],
    ),
    "da": (
        "Hej. Min opvaskemaskine model Ren 300 fra ordre 3344556 lækker vand.",
        [("model", "Ren 300"), ("order", "3344556")],
    ),
}

FILLER = {
    "de": [
        ("assistant", "Können Sie beschreiben, wann genau das Wasser austritt?"),
        ("user", "Meistens beim Schleudern, unten vorne."),
    ],
    "en": [
        ("assistant", "Can you describe when exactly the error appears?"),
        ("user", "Usually right at the start of the programme."),
    ],
    "da": [
        ("assistant", "Kan du beskrive, hvornår det præcis sker?"),
        ("user", "Mest når den centrifugerer."),
    ],
}

# Secrets typed into the chat: none of these values may be stored anywhere.
SECRETS = {
    "de": [
        ("user", "Ich möchte die Bestellung 4455667 mit Karte bezahlen."),
        ("assistant", "Gerne, das geht im Kundenkonto."),
        ("user", "Meine Kreditkarte ist 4111 1111 1111 1111 und mein Passwort ist Sonnenblume42!"),
    ],
    "en": [
        ("user", "I want to pay order 7788990 by card."),
        ("assistant", "Sure, you can do that in your account."),
        ("user", "My card number is 5555 5555 5555 4444 and my password is BlueHorse77!"),
    ],
}
SECRET_VALUES = {
    "de": ["4111 1111 1111 1111", "4111111111111111", "Sonnenblume42"],
    "en": ["5555 5555 5555 4444", "5555555555554444", "BlueHorse77"],
}

# Assorted turns that exercise every kind of summary entry (used by the invariant test).
MIXED = {
    "de": [
        ("user", "Guten Tag. Ich möchte 50 Stück Teil KX-500 für das Büro, Maße 120 x 60 cm."),
        ("assistant", "Gerne. Bis wann brauchen Sie die Lieferung, und an welche Filiale?"),
        ("user", "Bis Freitag an die Filiale in Hamburg, Budget höchstens 800 €."),
        ("assistant", "Ich rufe Sie morgen zurück, sobald der Lagerbestand geprüft ist."),
        ("user", "Bitte antworten Sie auf Englisch, telefonisch geht nicht."),
        ("user", "Ich habe einen Bandscheibenvorfall und brauche den Stuhl bis Montag."),
        ("user", "Meine Kollegin Anna erreichen Sie unter anna.berg@example.com."),
        ("assistant", "Ich leite Ihre Anfrage an einen Kollegen weiter."),
    ],
    "en": [
        ("user", "Hello. I need 12 boxes of item AB-1200 for our office, 200 x 90 cm."),
        ("assistant", "Which store should we deliver to?"),
        ("user", "The store in Leeds, by Monday please, budget up to £600."),
        ("assistant", "We will get back to you by email tomorrow with a quote."),
        ("user", "Actually Tuesday, and please answer in German."),
        ("user", "I have diabetes so I need it by Wednesday."),
        ("user", "My colleague Tom is on +44 20 7946 0958 if you need him."),
        ("assistant", "I will hand you over to a colleague now."),
    ],
    "da": [
        ("user", "Hej. Jeg skal bruge 8 styk af varenummer 4455-12 til kontoret."),
        ("assistant", "Hvornår skal I bruge dem?"),
        ("user", "Senest torsdag, og maksimalt 5000 kr."),
        ("assistant", "Vi ringer dig op i morgen."),
        ("user", "Nej, alligevel fredag."),
    ],
    "nl": [
        ("user", "Goedemorgen. Ik wil factuur 2024-0815 laten corrigeren voor het bedrijf."),
        ("assistant", "Welk bedrag klopt er niet?"),
        ("user", "Het moet uiterlijk vrijdag klaar zijn, graag per e-mail."),
        ("assistant", "We bellen u morgen terug."),
        ("user", "Nog een andere vraag: heeft de winkel in Utrecht het model Zen 20?"),
    ],
}


def all_conversations() -> list[tuple[str, list[tuple[str, str]]]]:
    """(locale, turns) of every conversation above."""
    out: list[tuple[str, list[tuple[str, str]]]] = []
    for lang, turns in BACK_REFERENCE.items():
        out.append((lang, turns))
    for lang, (turns, _expected) in CONTRADICTION.items():
        out.append((lang, turns))
    for lang, turns in TOPIC_CHANGE.items():
        out.append((lang, turns))
    for lang, (first, _objects) in FIRST_TURN.items():
        out.append((lang, [("user", first)] + FILLER[lang] * 12))
    for lang, turns in SECRETS.items():
        out.append((lang, turns))
    for lang, turns in MIXED.items():
        out.append((lang, turns))
    return out
