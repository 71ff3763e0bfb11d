"""Fail closed on secrets (issue 20, item 1): a credential cue governs its clause and the clause
after it whatever stands between; a change verb on a pronoun names the password changed; an old
value before a change verb is a value too; a passphrase may follow what it is for and a separator;
a note that a value holds spaces points back at the whole phrase; a hedge or an aside between the
link and the value is skipped. Order numbers, invoices, models, dates, addresses and talk about
the rules stay clean.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def passwords(text: str, lang: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, lang) if s.label == "PASSWORD"]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # An aside, a verb and its subject between the login word and the value.
        ("de", "zum Einloggen nehme ich (peinlich) 4711koeln", "4711koeln"),
        ("nl", "bij het inloggen gebruik ik altijd 88tulpen88, werkt nu niet", "88tulpen88"),
        ("en", "to sign in I use (yes, for years now) 1987maple", "1987maple"),
        ("da", "kodeordet, som min datter valgte i sommer, er vist 2468fisk", "2468fisk"),
    ],
)
def test_a_cue_window_takes_a_secret_shaped_token_whatever_stands_between(lang, text, value):
    assert value in passwords(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "I changed it this morning to Blue42sky, still no luck", "Blue42sky"),
        ("de", "ich hab es gestern auf sonne2024x geändert und jetzt geht nix", "sonne2024x"),
        ("nl", "ik heb hem net veranderd in fietsbel77, werkt niet", "fietsbel77"),
        ("da", "jeg ændrede den i går til kaffe77kop", "kaffe77kop"),
    ],
)
def test_a_change_verb_on_a_pronoun_names_the_password(lang, text, value):
    assert value in passwords(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # A reference named by its word, a measure, an address, a time, a model, a user name.
        ("de", "ich kann mich nicht einloggen, meine Bestellung ab12345x ist weg"),
        ("en", "since I changed it to the new plan my invoice inv20231 looks wrong"),
        ("en", "I changed it to 128gb storage in the order"),
        ("nl", "ik heb het veranderd in 1012ab amsterdam, het nieuwe adres"),
        ("da", "jeg har ændret den til 2100 københavn ø"),
        ("en", "I signed in and changed it to 15:30 tomorrow"),
        ("de", "Login klappt, aber der Router fritzbox7590 zeigt nichts"),
        ("en", "password reset done, my username is jsmith84 btw"),
        ("de", "beim Anmelden steht Kundennummer kd48213x, ist das normal?"),
        ("nl", "na het inloggen zie ik order 2024ab991 nog steeds niet"),
        ("da", "jeg kan logge ind, men pakken med nummer 70123dk45 er ikke kommet"),
        ("en", "after logging in the app says version 12.4.1b, is that right"),
    ],
)
def test_a_cue_window_leaves_references_measures_and_addresses(lang, text):
    assert passwords(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text", "old", "new"),
    [
        (
            "en",
            "my password used to be marmalade, then I changed it to Quince#9",
            "marmalade",
            "Quince#9",
        ),
        (
            "de",
            "mein Passwort war früher rosenkohl, habe es dann auf Wirsing#7 geändert",
            "rosenkohl",
            "Wirsing#7",
        ),
        ("da", "min kode var før hyldebær, har ændret den til Solbær!3", "hyldebær", "Solbær!3"),
        (
            "nl",
            "mijn wachtwoord was eerst appelmoes, heb het veranderd naar Peer#44",
            "appelmoes",
            "Peer#44",
        ),
    ],
)
def test_the_old_value_before_a_change_verb_is_a_password_too(lang, text, old, new):
    assert passwords(text, lang) == [old, new]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "en",
            "passphrase for the wallet export: correct horse paper lamp",
            "correct horse paper lamp",
        ),
        ("de", "Kennwort fürs WLAN im Büro: grüne Wiese am Bach", "grüne Wiese am Bach"),
        ("da", "kodeord til wifi derhjemme: blå hest i haven", "blå hest i haven"),
        ("nl", "wachtwoord voor de laptop: drie kleine biggetjes", "drie kleine biggetjes"),
    ],
)
def test_a_passphrase_follows_what_it_is_for_and_a_separator(lang, text, value):
    assert passwords(text, lang) == [value]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the password for the router: see the sticker on the back"),
        ("de", "das Passwort für den Zugang: steht auf dem Zettel"),
        ("nl", "het wachtwoord voor de kluis: weet ik niet meer"),
        # Where a code came from is no purpose: the quotation after it is a screen's text.
        ("da", 'jeg har en kode fra jer den står nederst: "Indtast denne kode: 2209 51"'),
    ],
)
def test_a_purpose_and_a_separator_before_talk_name_no_passphrase(lang, text):
    assert passwords(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "en",
            "what I type to log in is purple monkey dishwasher, with spaces",
            "purple monkey dishwasher",
        ),
        ("de", "mein Passwort ist blauer Himmel – mit Leerzeichen", "blauer Himmel"),
        ("nl", "je logt in met zomer aan zee, met spaties ertussen", "zomer aan zee"),
        ("da", "jeg logger ind med sol og vind, med mellemrum", "sol og vind"),
    ],
)
def test_a_note_on_spaces_points_back_at_the_whole_phrase(lang, text, value):
    assert value in passwords(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "my password is too long, with spaces it fails"),
        ("de", "Passwort ist falsch, mit Leerzeichen klappt es auch nicht"),
        ("nl", "mijn wachtwoord mag geen spaties bevatten, met spaties lukt het niet"),
        ("da", "min kode virker ikke, med mellemrum heller ikke"),
    ],
)
def test_a_note_on_spaces_after_talk_about_the_rules_names_nothing(lang, text):
    assert passwords(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # A hedge or a sentence adverb between the link and the value.
        ("de", "das Kennwort ist wie immer Gartenzwerg", "Gartenzwerg"),
        ("nl", "het wachtwoord was toen nog kikker", "kikker"),
        ("da", "min kode er vist nok pandekage", "pandekage"),
        ("en", "the password I chose is probably lemonade", "lemonade"),
        # ... or an aside between commas.
        ("en", "my password is, I think, waterfall", "waterfall"),
        ("de", "mein Passwort ist, glaube ich, Zitronenbaum", "Zitronenbaum"),
        ("nl", "mijn wachtwoord is, denk ik, regenboog", "regenboog"),
        ("da", "koden er, tror jeg, pandekage", "pandekage"),
    ],
)
def test_a_hedge_between_the_link_and_the_value_is_skipped(lang, text, value):
    assert passwords(text, lang) == [value]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the password is probably wrong"),
        ("de", "das Passwort ist wohl falsch"),
        ("da", "koden er sikkert forkert"),
        ("nl", "het wachtwoord is waarschijnlijk verlopen"),
        ("en", "my password is, as far as I know, fine"),
        ("de", "das Passwort ist, glaube ich, falsch"),
        ("nl", "mijn wachtwoord is, denk ik, verlopen"),
        ("da", "koden er, tror jeg, forkert"),
    ],
)
def test_a_hedge_before_a_state_names_no_value(lang, text):
    assert passwords(text, lang) == []
