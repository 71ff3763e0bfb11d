"""Rules written for what detection round 27's development half showed (issue 20).

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.label) for s in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "values"),
    [
        (
            "da",
            "Min mor har skrevet det her ned:\nbanken - Viggo77\ndr.dk - rødgrød med fløde\n"
            "jer - Solsikke\nhvilken er den rigtige?",
            ["rødgrød med fløde", "Solsikke"],
        ),
        (
            "de",
            "aus dem Notizbuch von meinem Opa:\nsparkasse: Hilde1952\nspotify (familie): "
            "Zwetschge\nihr shop: Pflaume-Blau",
            ["Zwetschge", "Pflaume-Blau"],
        ),
        (
            "en",
            "found this on a post-it:\namazon - Biscuit42\nyour site - tea and toast\n"
            "can you tell which one I used?",
            ["tea and toast"],
        ),
        (
            "nl",
            "van mijn lijstje:\nbol - Kaaskop12\nhier (jullie): Tulpenveld\nziggo - Oranjeboven",
            ["Tulpenveld", "Oranjeboven"],
        ),
    ],
)
def test_a_list_of_services_with_one_password_is_a_list_of_passwords(lang, text, values):
    """A line "service - value" whose value is a password makes the list one of passwords: every
    other service's value is one, a plain word or a phrase of a few words too."""
    spans = found(text, lang)
    for value in values:
        assert (value, "PASSWORD") in spans


@pytest.mark.parametrize(
    ("lang", "text", "not_a_password"),
    [
        ("en", "Username: a.smith\nPassword: Heron!77\nError: account locked for now", "account"),
        ("de", "Portal-Login\nMitgliedsnr.: MK-4410-2\nKennwort: Wiesenblume", "MK-4410-2"),
        ("nl", "Router: Ziggo\nSSID: Huize_Bakker\nbeheer: admin / Bakker1985", "Huize_Bakker"),
        ("nl", "- bank: via app\n- webshop: Marjo!Shop\n- mail: Marjo1966", "via app"),
        ("da", "Ordre: KL-55120\nPakkeshop: Netto Valby\nadgangskode: Solbær12", "Netto Valby"),
    ],
)
def test_a_form_or_a_network_is_no_list_of_passwords(lang, text, not_a_password):
    """A password on a line labelled as a password, an error message, a member number, a
    network's name or a way of signing in are no further passwords."""
    assert all(not_a_password not in value for value, _label in found(text, lang))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "config fra routeren:\nssid=Havehuset\nwpa_passphrase=Gamle Egetræ 12\nvirker ikke",
            "Gamle Egetræ 12",
        ),
        ("my .env has DB_PASSWORD=correct horse battery\nand it fails", "correct horse battery"),
        ('psk = "Zomer aan Zee 9"', "Zomer aan Zee 9"),
    ],
)
def test_a_configuration_line_naming_a_password_is_a_password_to_its_end(text, value):
    assert (value, "PASSWORD") in found(text)


def test_a_configuration_line_of_another_key_is_nothing():
    assert found("ssid=Gartenhaus\nchannel=11\ncountry=DE") == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("da", "adgangskoden er italiensk: farfalla, min svigermor er fra Milano", "farfalla"),
        ("de", "Mein Kennwort ist auf Spanisch, 'mariposa', falls das wichtig ist", "mariposa"),
        ("en", "my password is Polish – Motylek – and it keeps failing", "Motylek"),
        (
            "nl",
            "mijn wachtwoord is in het Duits: Schmetterling, mijn moeder is Duitse",
            "Schmetterling",
        ),
    ],
)
def test_the_language_a_password_is_in_is_not_the_password(lang, text, value):
    """ "My password is in Turkish: X": the word after the language is the password, the
    language's name is not."""
    spans = found(text, lang)
    assert (value, "PASSWORD") in spans
    assert all(label != "PASSWORD" or value == v for v, label in spans)


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("de", "es ist sonnenblumenfeld, alles zusammengeschrieben", "sonnenblumenfeld"),
        ("en", "it's bluewhalesong all one word, no caps", "bluewhalesong"),
        ("da", "det er rugbrødsmad, i ét ord", "rugbrødsmad"),
        ("nl", "het is stroopwafelkraam, in één woord", "stroopwafelkraam"),
        (
            "en",
            "typed k-i-w-i-f-r-u-i-t, all lowercase, and it still gets rejected",
            "k-i-w-i-f-r-u-i-t",
        ),
        ("de", "es ist h-a-s-e-l-n-u-s, alles klein, wird aber abgelehnt", "h-a-s-e-l-n-u-s"),
    ],
)
def test_a_value_dictated_with_a_note_on_how_it_is_written_is_a_password(lang, text, value):
    """A message opening by dictating one value with a note on its being one word, or a value
    with a note on its case that the login refused: the value is the password."""
    assert (value, "PASSWORD") in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "Hallo zusammen, meine Bestellung 55120 ist noch nicht da"),
        ("de", "war im Spam-Ordner gelandet zusammen mit Werbung"),
        ("en", "the street name is written as one word on the letter, Kingsway"),
        ("nl", "de straatnaam schrijf je aan elkaar, dat weet niet iedereen"),
    ],
)
def test_one_word_without_a_dictated_value_or_a_login_is_nothing(lang, text):
    assert not [label for _value, label in found(text, lang) if label == "PASSWORD"]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("da", "prøv Solsikke9, og hvis den ikke virker så Storesolsikke", "Storesolsikke"),
        ("de", "Passwort: Ahorn44, und wenn das nicht geht dann Bergahorn", "Bergahorn"),
        ("en", "try Maple22, and if that doesn't work then Birchwood", "Birchwood"),
        ("nl", "ww is Tulp77, en als die niet werkt dan Zwartetulp", "Zwartetulp"),
        ("en", "support set it to Welcome2024 and then I changed it to Hedgehog", "Hedgehog"),
        ("de", "war erst Start2024, hab es dann auf Eichhörnchen geändert", "Eichhörnchen"),
        ("da", "koden var Velkommen1 og så ændrede jeg den til Solsort", "Solsort"),
        ("nl", "het was Welkom01, toen heb ik het veranderd in Merel", "Merel"),
        (
            "da",
            "koden står på to sedler: på den ene 'hyldebær', på den anden 'Cykel#12'",
            "hyldebær",
        ),
    ],
)
def test_a_value_set_beside_a_password_found_is_one_too(lang, text, value):
    """The value tried next, changed to or noted beside a password already found is the other
    candidate, a new one or a piece of it."""
    assert (value, "PASSWORD") in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "if that doesn't work then Monday is fine for the visit"),
        ("de", "ich habe die Lieferadresse auf Hamburg geändert"),
        ("nl", "op het ene pakket staat 'breekbaar', op het andere 'deze kant boven'"),
    ],
)
def test_without_a_password_found_a_fallback_a_change_or_a_quote_is_nothing(lang, text):
    assert not [label for _value, label in found(text, lang) if label == "PASSWORD"]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "da",
            "den starter med S og slutter med 3 ... det er Skovsnegl3, sig det ikke til nogen",
            "Skovsnegl3",
        ),
        ("de", "es fängt mit K an und hört mit 4 auf, ok: Kastanie4", "Kastanie4"),
        ("en", "it starts with a B and ends with 9 - Bluebell9 if you must know", "Bluebell9"),
        ("nl", "hij begint met een P en eindigt op 5, het is Pannenkoek5", "Pannenkoek5"),
    ],
)
def test_the_value_whose_ends_were_hinted_at_is_a_password(lang, text, value):
    assert (value, "PASSWORD") in found(text, lang)


def test_an_identifier_whose_ends_were_hinted_at_is_no_password():
    text = "the order number starts with a 4 and ends with 2, it's 4471-2202"
    assert not [label for _value, label in found(text, "en") if label == "PASSWORD"]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("da", "vores hund hedder Bamse og det er også mit kodeord, dumt jeg ved det", "Bamse"),
        ("de", "Unser Kater heißt Felix und das ist auch mein Passwort", "Felix"),
        ("en", "my horse is called Thunder and that's my password too", "Thunder"),
        ("nl", "onze cavia heet Snuffie en dat is ook mijn wachtwoord", "Snuffie"),
        ("de", "der Code für die App ist regenbogen, steht so im Brief", "regenbogen"),
        (
            "en",
            "the code for the online account is bumblebee, that's what they gave me",
            "bumblebee",
        ),
        ("da", "koden til portalen er solsikke, siger brevet", "solsikke"),
        ("nl", "de code voor het portaal is zonnebloem volgens de brief", "zonnebloem"),
    ],
)
def test_a_word_a_sentence_names_as_the_password_is_one(lang, text, value):
    assert (value, "PASSWORD") in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the code for the customer portal is sent by post"),
        ("de", "mein Hund heißt Bello und das ist mein Lieblingsname"),
        ("da", "koden til portalen er ikke kommet endnu"),
    ],
)
def test_a_name_or_a_code_said_of_something_else_is_nothing(lang, text):
    assert not [label for _value, label in found(text, lang) if label == "PASSWORD"]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("de", "Passwort: die blaue Tasse, klein und mit Leerzeichen", "die blaue Tasse"),
        (
            "de",
            "login ist meine mail und das kennwort Opa Heinz 1948 mit leerzeichen",
            "Opa Heinz 1948",
        ),
        ("da", "koden er Gamle Mølle 12 – med mellemrum", "Gamle Mølle 12"),
        ("en", "password: the old oak tree, lowercase with spaces", "the old oak tree"),
        ("nl", "het ww is een hele zin: de kat slaapt veel, met spaties", "de kat slaapt veel"),
    ],
)
def test_a_phrase_a_note_on_its_spaces_points_back_at_is_the_password(lang, text, value):
    """A phrase right after a password cue, or after its link, up to a note that it holds
    spaces: the whole phrase, whatever its first word; a description before a colon is not."""
    secrets = [v for v, label in found(text, lang) if label == "PASSWORD"]
    assert any(value in v for v in secrets)
    assert all(v.startswith(value) for v in secrets)  # not the cue, nor what describes the value
