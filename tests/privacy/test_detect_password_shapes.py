"""Passwords without a cue the detector knows: a strong password's shape, symbols at the end, user
and password pairs, values spelled out, cue words of other kinds of secret, and values quoted or
named elsewhere in the clause. Hard negatives of the same shapes stay clean.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(s.label, text[s.start : s.end]) for s in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # No cue at all: the token's shape says it.
        ("en", "copied from the vault: hT4$kWq9!Rz2mB, still rejected", "hT4$kWq9!Rz2mB"),
        ("en", "fine, it's Hufflepuff_93", "Hufflepuff_93"),
        ("de", "ich glaube Schwarzwald2016, sicher bin ich nicht", "Schwarzwald2016"),
        ("de", "[KeePass] Rotkehlchen#41 eingefügt und trotzdem Fehler", "Rotkehlchen#41"),
        ("da", "måske var det Skagen2011 eller noget i den stil", "Skagen2011"),
        ("da", "jeg skrev vAnd9mElon og den sagde nej", "vAnd9mElon"),
        ("nl", "geprobeerd met Keukenhof_88 maar helaas", "Keukenhof_88"),
        ("nl", "ja hoor, Molenw!ek7 heb ik ingetypt", "Molenw!ek7"),
    ],
)
def test_a_strong_password_shape_needs_no_cue(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # Order, tracking and policy numbers: capitals, digits and hyphens.
        ("en", "Order ORD-2025-77120 arrived damaged, tracking 1Z88A0W20344561122"),
        ("de", "Meine Police POL-DE-7781-A22 läuft im März aus"),
        ("da", "Sagsnummer SAG-2025-00412, pakke nr. LX998877665DK"),
        ("nl", "Bestelling NL-88213-XB is nog niet verzonden"),
        # Mail addresses, links, file names, versions, products, hashtags.
        ("en", "Send it to jo.harper77@example.org or see https://shop.example.com/Help123"),
        ("de", "Ich habe die Datei Rechnung_Maerz2025.pdf angehängt"),
        ("da", "appen er version v3.14.2-beta og telefonen er en iPhone15"),
        ("nl", "Op mijn Windows11 laptop werkt de Outlook2019 app niet"),
        ("en", "Loved the #Summer2025 campaign on example24.com"),
        # Models: a name and its number, a name after it ("Note20Ultra", "Pixel7Pro").
        ("en", "My AirPods2 and the MacBookPro2019 both lost the Bluetooth5.0 pairing"),
        ("de", "Das Pixel7Pro und das Zenbook14 hängen beim Windows10-Update"),
        ("da", "Jeg har en Note20Ultra og et Office365-abonnement"),
        ("nl", "Ticket#12345 gaat over mijn Roomba-i7 en de Echo-Dot4"),
        ("de", "Im Anhang Rechnung_2024 und der Covid19-Test"),
        # Hyphenated words with a number.
        ("de", "Ist die 2-Faktor-Anmeldung Pflicht bei Typ-2-Diabetes Rezepten?"),
        ("nl", "Kan ik 20%-korting combineren met de 3-pack aanbieding?"),
        # User names and network names are not the password.
        ("en", "my username is peter_k88 and I can't log in"),
        ("da", "brugernavn Karen_Holm1970, jeg har glemt koden"),
        ("nl", "Wifi-naam Thuisnet-5G-Jansen werkt niet"),
        ("de", "Mein Benutzername lautet Tigerente2020, das Passwort habe ich vergessen"),
    ],
)
def test_shapes_that_are_no_password_stay_clean(lang, text):
    assert [label for label, _ in found(text, lang) if label == "PASSWORD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "user tom.rix / pass: Marmalade!", "Marmalade!"),
        ("de", "Kennwort: Wellensittich!!", "Wellensittich!!"),
        ("da", "kodeord: Rødgrød# (med havelåge)", "Rødgrød#"),
        ("nl", "ww: Stroopwafel? werkt niet", "Stroopwafel?"),
    ],
)
def test_symbols_that_end_a_password_stay_in_it(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "Password:Juniper2025", "Juniper2025"),
        ("de", "pw=Tannenzapfen#5", "Tannenzapfen#5"),
    ],
)
def test_a_shaped_value_glued_to_its_key_leaves_the_key_out(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "passphrase = my dog eats socks", "my dog eats socks"),
        ("en", "the pass phrase is correct horse battery staple", "correct horse battery staple"),
        ("de", "Passphrase: wir fahren nach Sylt. Danke!", "wir fahren nach Sylt"),
        ("da", "min adgangsfrase er jeg elsker rugbrød", "jeg elsker rugbrød"),
        ("nl", "wachtzin is ik eet graag drop, maar hij werkt niet", "ik eet graag drop"),
    ],
)
def test_a_passphrase_is_the_whole_clause_after_its_cue(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "my passphrase is not accepted anymore"),
        ("de", "Passwort vergessen, was tun?"),
        ("de", "Passphrase geändert, was nun?"),
    ],
)
def test_talk_about_a_passphrase_stays_clean(lang, text):
    assert found(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "network Home-2G, key Otter-4410-den, thanks", "Otter-4410-den"),
        ("de", "der Schlüssel fürs Netz ist Moos#Weg9", "Moos#Weg9"),
        ("da", "nøglen til nettet er 5521 0938 7710 4402", "5521 0938 7710 4402"),
        ("nl", "de sleutel van het netwerk is Duinpan-31-zee", "Duinpan-31-zee"),
    ],
)
def test_a_key_word_names_a_secret_shaped_value(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "my house key is under the mat, the parcel can go there"),
        ("de", "Der Schlüssel liegt bei den Nachbarn in Hausnummer 12"),
        ("de", "Den Schlüssel habe ich am 12.03.2025 abgeholt"),
        ("da", "nøgle 4417 står på kortet, hvad betyder det?"),
        ("nl", "de sleutel van de fietskelder is kwijt sinds 2024"),
        ("en", "Product key XK4R9-99QPL-M2T7W came with the laptop"),
    ],
)
def test_a_key_as_a_thing_names_no_password(lang, text):
    assert [label for label, _ in found(text, lang) if label == "PASSWORD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "en",
            "Need the wifi password? It's printed under the router: 3310 7782 0914 5561",
            "3310 7782 0914 5561",
        ),
        (
            "de",
            "WLAN geht nicht. Auf dem Aufkleber der Box steht 40912 77310 55821 20034",
            "40912 77310 55821 20034",
        ),
        (
            "da",
            "wifi'en virker ikke, på bagsiden af routeren står der 8812-4409-1173-3360",
            "8812-4409-1173-3360",
        ),
        (
            "nl",
            "Het wifi-wachtwoord? Op de sticker van de modem: 2291 0385 4829 1173",
            "2291 0385 4829 1173",
        ),
    ],
)
def test_digit_groups_in_a_message_about_wifi_are_its_key(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Router serial number 1234 5678 9012, the wifi keeps dropping"),
        ("de", "WLAN-Router bestellt, Bestellnummer 20251 88310 44102"),
    ],
)
def test_a_routers_numbers_are_no_key(lang, text):
    assert [label for label, _ in found(text, lang) if label == "PASSWORD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "values"),
    [
        (
            "en",
            "ok I'll spell it: p-u-m-p-k-i-n and then 7, so pumpkin7",
            ["p-u-m-p-k-i-n", "pumpkin7"],
        ),
        ("de", "Kennwort ist h a s e n f u ß, alles klein", ["h a s e n f u ß"]),
        ("da", "kodeordet staver jeg lige: r.å.g.r.ø.d, altså rågrød", ["r.å.g.r.ø.d", "rågrød"]),
        ("nl", "mijn ww is k-r-o-k-e-t, dus kroket met kleine letters", ["k-r-o-k-e-t", "kroket"]),
    ],
)
def test_a_spelled_value_and_the_word_it_spells(lang, text, values):
    spans = found(text, lang)
    for value in values:
        assert ("PASSWORD", value) in spans


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "let me spell my surname: k-o-w-a-l-s-k-i"),
        ("de", "Mein Nachname, buchstabiert: M-e-i-e-r, nicht Mayer"),
        ("da", "jeg staver lige mit efternavn: h o l m"),
        ("nl", "ik spel mijn achternaam even: d-e-k-k-e-r"),
    ],
)
def test_a_name_spelled_out_is_no_password(lang, text):
    assert [label for label, _ in found(text, lang) if label == "PASSWORD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "fyi the code for our side gate is 1998, the dog is friendly", "1998"),
        ("de", "Der Code für die Haustür ist 1976#, Paket bitte in den Flur", "1976#"),
        ("da", "koden til opgangens dør er 2003, pakken må stå der", "2003"),
        ("nl", "de code van de poort is 1989* en dan duwen", "1989*"),
    ],
)
def test_a_door_code_shaped_like_a_year_is_a_secret(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "The gate was built in 1998, can you deliver to the side door?"),
        ("de", "Die Tür ist seit 2003 kaputt, bitte klingeln"),
        ("da", "porten blev malet i 1989, leverer I stadig til bagdøren?"),
    ],
)
def test_a_year_beside_a_door_is_no_code(lang, text):
    assert [label for label, _ in found(text, lang) if label == "PASSWORD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "values"),
    [
        (
            "en",
            "Is the password case sensitive? I typed HAZELNUT, the real one is Hazelnut",
            ["HAZELNUT", "Hazelnut"],
        ),
        (
            "de",
            "Passwort lautet Sch1ldkröte, nein Tippfehler: Schildkröte",
            ["Sch1ldkröte", "Schildkröte"],
        ),
        ("da", "Kodeordet? Det er æblekage. Bare æblekage, ingen tal", ["æblekage"]),
        (
            "nl",
            "het wachtwoord is fietsbel, of misschien Fietsbel met hoofdletter",
            ["fietsbel", "Fietsbel"],
        ),
    ],
)
def test_a_password_said_again_in_other_letters(lang, text, values):
    spans = found(text, lang)
    for value in values:
        assert ("PASSWORD", value) in spans
    assert sum(label == "PASSWORD" for label, _ in spans) >= 2


def test_a_user_name_equal_to_the_password_stays_a_user_name():
    text = "Benutzername ist jonas und das Passwort ist auch jonas"
    spans = [s for s in detect(text, "de") if s.label == "PASSWORD"]
    assert [(s.start, s.end) for s in spans] == [(len(text) - 5, len(text))]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", 'the site rejects "marmalade" as a password, too weak it says', "marmalade"),
        ("de", "Er nimmt 'Tulpenfeld' nicht als Passwort an", "Tulpenfeld"),
        ("da", "Den vil ikke godtage 'rugbrød' som kodeord", "rugbrød"),
        ("nl", "Hij accepteert 'appeltaart' niet als wachtwoord", "appeltaart"),
        # The password word itself, quoted after a copula.
        ("en", "embarrassing but it's just 'password'", "password"),
        ("de", 'mein Passwort ist einfach "passwort", peinlich', "passwort"),
        ("da", "koden er bare 'kodeord' med småt", "kodeord"),
        ("nl", "het is gewoon 'wachtwoord', sorry", "wachtwoord"),
    ],
)
def test_a_quoted_value_the_clause_names_as_the_password(lang, text, value):
    spans = found(text, lang)
    assert ("PASSWORD", value) in spans
    assert [v for label, v in spans if label == "PASSWORD"] == [value]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "your courier wants a 'safe place' PIN to release the parcel"),
        ("de", "Beim Login steht 'Passwort falsch', dabei ist mein Passwort richtig"),
        ("de", "Ich gebe das Passwort ein und es heißt 'Passwörter stimmen nicht überein'"),
        ("da", "Jeg trykker på 'Glemt kodeord' men der sker intet"),
        ("nl", "klik op 'wachtwoord' en dan verder"),
    ],
)
def test_quoted_messages_and_buttons_are_no_password(lang, text):
    assert [label for label, _ in found(text, lang) if label == "PASSWORD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "username r.hollis / gingerbread, can you check it?", "gingerbread"),
        ("de", "Benutzer m.keller / Sonnenblume geht seit gestern nicht", "Sonnenblume"),
        ("da", "bruger: hanne_k / kanelsnegl", "kanelsnegl"),
        ("nl", "inlog pieter.b / tulpenveld werkt niet", "tulpenveld"),
    ],
)
def test_a_user_name_and_a_slash_pair_the_password(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the user / admin switch in the app is gone"),
        ("de", "Benutzername / Passwort vergessen, was kann ich tun"),
        ("nl", "gebruiker / beheerder rechten kloppen niet"),
    ],
)
def test_a_user_word_and_a_slash_name_no_password(lang, text):
    assert [label for label, _ in found(text, lang) if label == "PASSWORD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "the loginpassword is Pelican for the technician", "Pelican"),
        ("de", "mein Loginpasswort ist Gartenzwerg", "Gartenzwerg"),
        ("da", "brugerkodeordet er Kanelstang7", "Kanelstang7"),
        ("nl", "het inlogwachtwoord is pindakaas", "pindakaas"),
    ],
)
def test_a_password_compound_of_another_cue_word(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "password", "code"),
    [
        (
            "en",
            "password Harbour.Light and the code you texted was 5K9-TQ2",
            "Harbour.Light",
            "5K9-TQ2",
        ),
        (
            "de",
            "Passwort Gartenhaus.Tür und der Bestätigungscode war 44-19-02",
            "Gartenhaus.Tür",
            "44-19-02",
        ),
        ("da", "kodeord Sommer.Hus og sms-koden var 771 204", "Sommer.Hus", "771 204"),
        ("nl", "wachtwoord Zee.Meeuw en de sms-code was 338 190", "Zee.Meeuw", "338 190"),
    ],
)
def test_a_password_before_another_secrets_cue_keeps_its_own_value(lang, text, password, code):
    spans = found(text, lang)
    assert ("PASSWORD", password) in spans
    assert ("OTP", code) in spans


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "my password is three words with spaces: we love tea", "we love tea"),
        (
            "de",
            "mein Passwort ist ein Satz mit Leerzeichen: ich hasse Regen – egal?",
            "ich hasse Regen",
        ),
        ("da", "mit kodeord er en sætning: jeg elsker snegle", "jeg elsker snegle"),
        (
            "nl",
            "het wachtwoord bestaat uit woorden met spaties: ik hou van kaas",
            "ik hou van kaas",
        ),
    ],
)
def test_a_password_described_as_a_sentence_is_the_clause_after_the_colon(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # A credential-shaped token after the cue, a question mark after it.
        ("de", "Kennwort: erst B wie Berta, dann ello und 42. Also Bello42?", "Bello42?"),
        # The described value closes a quotation.
        ("en", "she said 'my password is the name of our cat, Biscuit' and hung up", "Biscuit"),
        ("nl", "Hij zegt: 'mijn wachtwoord is de naam van de kat, Minoes'. Klopt dat?", "Minoes"),
        # A word and a number written down on a note.
        (
            "da",
            "kodeordet står på en seddel, der står 'Fyrtårn 1965' med mellemrum",
            "Fyrtårn 1965",
        ),
    ],
)
def test_passwords_around_quotes_and_question_marks(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "Beim Passwort sagt er immer 'Fehler 401'"),
        ("en", "my password doesn't work, it says 'error 42'"),
        ("nl", "bij het wachtwoord staat 'fout 3' in beeld"),
    ],
)
def test_an_error_message_shown_is_no_password(lang, text):
    assert [label for label, _ in found(text, lang) if label == "PASSWORD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # A token whose first letters are a cue word ("tan", "pin", "kode") is read whole.
        ("de", "das alte war glaube ich Tannenbaum#3", "Tannenbaum#3"),
        ("en", "I always use Pinecone2019! for everything", "Pinecone2019!"),
        ("nl", "ik gebruik overal Koderhoek_77", "Koderhoek_77"),
        # A word ending in a user word's letters names no user ("altid", "paid").
        ("da", "jeg bruger altid Rugbrød2020 til alt", "Rugbrød2020"),
    ],
)
def test_shaped_tokens_next_to_cue_and_user_letters(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)
