"""A credential or code cue governs its clause (issue 20, fourth round): the value a preposition,
a quotation, a belief or a naming word puts in the cue's clause is the secret; the words around a
cue that name something else (a button, a message, a protection) are not.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(s.label, text[s.start : s.end]) for s in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # A preposition before the cue: the word after it is the value.
        ("nl", "ik log altijd in met wachtwoord Kersenboom en dat ging goed", "Kersenboom"),
        ("de", "Ich hab als Passwort Regenschirm genommen", "Regenschirm"),
        ("de", "geht nicht mit dem Passwort hirschkäfer, was mache ich falsch", "hirschkäfer"),
        ("en", "tried to sign in with password lavender and it bounced me", "lavender"),
        ("da", "jeg logger på med kodeordet Havørn, men den afviser det", "Havørn"),
        # A quoted value later in the cue's sentence, whatever stands between.
        ("de", "Kennwort ist (ohne die Striche) 'Leuchtturm'", "Leuchtturm"),
        ("en", "the password your technician set was 'tigerlily'", "tigerlily"),
        ("nl", 'het wachtwoord staat op het briefje als "Zonnedauw"', "Zonnedauw"),
        # What the person believes it was.
        ("nl", "wachtwoord kwijt, ik dacht dat het egeltje was", "egeltje"),
        ("de", "Passwort vergessen, ich glaube es war Mausefalle", "Mausefalle"),
        ("en", "forgot my password, i think it was dandelion", "dandelion"),
        ("da", "har glemt kodeordet, jeg tror det var solsort", "solsort"),
        # A naming word restates it, in small letters too.
        ("nl", "mijn ww is hetzelfde als bij de bank, namelijk sprinkhaan", "sprinkhaan"),
        ("de", "das Passwort ist das gleiche wie immer, nämlich bergziege", "bergziege"),
    ],
)
def test_password_named_in_the_cues_clause(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "label", "value"),
    [
        # An expiry date between an identifier-like word and the code does not claim the code.
        ("en", "Amex 3782 822463 10005 exp 04/29 code 4417", "CVC", "4417"),
        ("de", "Karte 3782 822463 10005 gültig 11/28 Code 6631", "CVC", "6631"),
        # A code for a device is its owner's PIN; an ungrouped passcode too.
        ("en", "the passcode for my phone is 190284", "PASSWORD", "190284"),
        ("de", "der Code für mein Handy ist 4471", "PASSWORD", "4471"),
        ("en", "Member no. 5512093, passcode 771203 for phone banking", "PASSWORD", "771203"),
        # A passcode an app shows comes grouped: a one-time code.
        ("en", "the passcode the app showed me was 551 230", "OTP", "551 230"),
    ],
)
def test_code_kinds_in_their_window(lang, text, label, value):
    assert (label, value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # A button or a message in quotes after a password cue is the screen's words.
        ("da", "jeg har glemt min adgangskode, og når jeg trykker 'glemt' sker der intet"),
        ("de", "Passwort eingegeben, dann steht da nur 'Sitzung abgelaufen'"),
        ("en", 'I reset my password and it just says "Something went wrong"'),
        ("nl", "klik ik op 'wachtwoord vergeten' dan gebeurt er niks"),
        # A preposition and the cue, then what the cue is for.
        ("de", "Ist das Konto mit Passwort geschützt?"),
        ("en", "Does the app come with password protection?"),
        ("nl", "met wachtwoord inloggen lukt niet meer"),
        ("da", "kan man logge ind med kodeord eller kun med MitID?"),
        # A code word after an identifier with a letter code.
        ("da", "returlabelen kom med kode RT4-88K, men printeren er i stykker"),
        # Beliefs about other things than a password.
        ("en", "I forgot my password, I think it was on the old laptop"),
        ("nl", "mijn wachtwoord werkt niet, ik dacht dat het aan jullie lag"),
    ],
)
def test_talk_around_a_cue_stays_clean(lang, text):
    assert [label for label, _ in found(text, lang) if label == "PASSWORD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "label", "value"),
    [
        # The code of a locker, a safe, an alarm or a keypad is its owner's PIN.
        ("da", "pakkeboksen nede i kælderen har kode 6604", "PASSWORD", "6604"),
        ("de", "Alarmanlage Code 3318, bitte nicht auslösen", "PASSWORD", "3318"),
        ("nl", "de code van het fietskluisje is 8025", "PASSWORD", "8025"),
        ("en", "the code for the bike locker is 5190", "PASSWORD", "5190"),
        ("en", "side gate keypad: 2468", "PASSWORD", "2468"),
        ("en", "the combination for the shed lock is 7-3-1-9", "PASSWORD", "7-3-1-9"),
        # A code broken over a line break.
        ("en", "the bank sent a code: 604\n218", "OTP", "604\n218"),
        ("de", "die Nummer aus der SMS war 7710\n4492", "OTP", "7710\n4492"),
        # A card's pasted tail and a code word glued to its digits.
        ("en", "4556737586899855/0927/318", "CVC", "318"),
        ("nl", "kaart 4556 7375 8689 9855 | 09/27 | 604", "CVC", "604"),
        ("de", "Visa 4556 7375 8689 9855 cvc771", "CVC", "771"),
        ("en", "CVV:019 is on the back", "CVC", "019"),
    ],
)
def test_codes_a_cue_governs(lang, text, label, value):
    assert (label, value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # A use verb and the cue, then the value, a passphrase of plain words too.
        ("en", "we use the password Starling for the family account", "Starling"),
        ("en", "i use the passphrase velvet otter lantern", "velvet otter lantern"),
        ("de", "ich benutze das Passwort Holzpferd", "Holzpferd"),
        # A cue alone on its line names the next line.
        ("da", "Brugernavn: ole_h\nAdgangskode\nsnemand", "snemand"),
        ("en", "email: kim@example.org\npassword\nkingfisher", "kingfisher"),
    ],
)
def test_password_after_a_use_verb_or_on_the_next_line(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "I always use password managers, is yours compatible?"),
        ("da", "Jeg fik en mail om at mit password skulle skiftes, er det rigtigt?"),
        ("de", "Packstation 114 in der Bahnhofstraße, ist die rund um die Uhr offen?"),
        ("nl", "Is het kluisje bij de ingang groot genoeg voor een doos van 60 cm?"),
        ("en", "Order 4471-220 shipped 12/03/2025, tracking 1Z999AA10123456784"),
        ("en", "The alarm clock I ordered (item 5512) beeps at 07:30 even when off"),
        ("de", "Rechnung 2024/0917 über 129,00 EUR, fällig am 03.12."),
        ("da", "Ordre 448120 blev leveret til pakkeboks 2210 i Føtex"),
        ("nl", "Pakket 3SABC1234567 ligt in de pakketautomaat bij de Jumbo"),
        ("en", "Password\nmust be at least 8 characters, the form says"),
    ],
)
def test_hard_negatives_near_the_new_cues_stay_clean(lang, text):
    secrets = [pair for pair in found(text, lang) if pair[0] in ("PASSWORD", "OTP", "CVC")]
    assert secrets == []


@pytest.mark.parametrize(
    ("lang", "text", "label", "value"),
    [
        # A card, its expiry, then its code, separated by spaces only.
        ("en", "4556 7375 8689 9855 11/28 604", "CVC", "604"),
        # Three digits a code word names in a sentence about a card: its security code.
        ("en", "card verification: 552", "CVC", "552"),
        ("nl", "de controle van mijn kaart vraagt om een code, 771", "CVC", "771"),
        # Four digits a code word names after "Amex".
        ("en", "it's an Amex, so the code has four numbers: 9034", "CVC", "9034"),
        # Security-code words of each language.
        ("de", "Prüfzahl 880", "CVC", "880"),
        ("da", "kontrolnummer 317 står bag på", "CVC", "317"),
        # "sign in code": a login's one-time code, "my" or not.
        ("en", "my sign in code is 220 981", "OTP", "220 981"),
    ],
)
def test_card_codes_and_login_codes(lang, text, label, value):
    assert (label, value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Card arrived today, the verification letter says to call 0800 123 456"),
        ("en", "I paid £299 by card, code SAVE10 didn't apply"),
        ("de", "Meine Karte wurde am 12.03. gesperrt, Vorgang 448120"),
    ],
)
def test_card_sentences_without_a_code_stay_clean(lang, text):
    assert [pair for pair in found(text, lang) if pair[0] in ("CVC", "OTP")] == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "I have a pacemaker fitted, is the body-fat scale safe for me?", "pacemaker"),
        ("en", "had the copper coil put in last month", "copper coil"),
        ("de", "mein Vater hat einen Herzschrittmacher", "Herzschrittmacher"),
        ("da", "jeg har fået en hormonspiral og har ondt", "hormonspiral"),
        ("nl", "sinds mijn koperspiraal heb ik veel last", "koperspiraal"),
    ],
)
def test_implants_and_fitted_contraceptives_are_health_data(lang, text, value):
    assert any(label == "HEALTH" and value in span for label, span in found(text, lang))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # From an English-speaking country's postcode back to the house number.
        ("moved to 48 Larkfield, Leeds LS6 2QT last week", "48 Larkfield, Leeds LS6 2QT"),
        ("ship it to 9 Gleann Rua, Tralee V92 K4T8 please", "9 Gleann Rua, Tralee V92 K4T8"),
        ("Address: 310 E 12th St #4B, Austin, TX 78701", "310 E 12th St #4B, Austin, TX 78701"),
        (
            "deliver to\nUnit 3/22 Banksia St\nCarlton VIC 3053",
            "Unit 3/22 Banksia St\nCarlton VIC 3053",
        ),
        ("to Flat 6, 17 Mayfield, Derby DE22 1AB thanks", "Flat 6, 17 Mayfield, Derby DE22 1AB"),
        (
            "Rose Cottage, Mill Road, Kinvara, Co. Galway H91 X2T4",
            "Rose Cottage, Mill Road, Kinvara, Co. Galway H91 X2T4",
        ),
    ],
)
def test_addresses_found_from_their_postcode(text, value):
    assert ("ADDRESS", value) in found(text, "en")


@pytest.mark.parametrize(
    "text",
    [
        "Our store in Manchester M1 1AE is closed on Sundays",
        "Order 55123, London SW1A 1AA warehouse",
        "Ticket 1234, Leeds LS1 4DY depot",
        "The item ships from our Dublin hub (D02 XY45 is only our return address)",
    ],
)
def test_a_postcode_without_a_street_is_no_address(text):
    assert [label for label, _ in found(text, "en") if label == "ADDRESS"] == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # International numbers in ranges set aside for examples are typed as real ones.
        ("text me on +44 7700 900183 after six", "+44 7700 900183"),
        ("office +44 20 7946 0718, ask for Jo", "+44 20 7946 0718"),
    ],
)
def test_international_numbers_of_a_possible_length_are_phones(text, value):
    assert ("PHONE", value) in found(text, "en")


def test_an_international_prefix_alone_is_no_phone():
    assert [pair for pair in found("it came from +44 7860 ..., is that you?", "en")] == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # The value before its cue: a capitalised word a copula and a possessive name.
        ("nl", "Zeepbel is mijn wachtwoord maar hij doet het niet", "Zeepbel"),
        ("en", "Marigold is my password, please check", "Marigold"),
        # Typed or used as, or for, the password.
        ("en", "i typed Snowdrop as the password three times", "Snowdrop"),
        ("nl", "ik tik steeds Pannenkoek in als wachtwoord", "Pannenkoek"),
        ("en", "I've been using gooseberry for the password for years", "gooseberry"),
        # An answer after a question about it, with an interjection.
        ("en", "the password? oh it's clementine", "clementine"),
        # A guess that ends its clause.
        ("nl", "wachtwoord: weet ik niet precies, misschien walvis", "walvis"),
        ("de", "das Passwort weiß ich nicht mehr, vielleicht Feldhase.", "Feldhase"),
    ],
)
def test_password_before_its_cue_typed_or_guessed(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "Danke, ist mein Passwort jetzt sicher?"),
        ("en", "Hello is my password safe with you?"),
        ("de", "Passwort lautet wie immer, vielleicht liegt es am Browser?"),
        ("en", "I typed it in as the password said, nothing happened"),
        ("nl", "Welk wachtwoord? Misschien bedoelt u de pincode van de pas"),
    ],
)
def test_talk_before_a_cue_or_after_a_guess_stays_clean(lang, text):
    assert [pair for pair in found(text, lang) if pair[0] == "PASSWORD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # A description after the separator, then the value after a comma or a second "=".
        ("nl", "ww = naam van de kat = Snuffie", "Snuffie"),
        ("en", "password: my son's name, Oscar", "Oscar"),
        # A modal and "be" name it like a copula.
        ("da", "kodeordet skulle være havregrød", "havregrød"),
        ("en", "the password should be lighthouse", "lighthouse"),
        # A slash pairs the address someone logs in with and its password.
        ("en", "logging in with ann@example.net / hedgehog fails", "hedgehog"),
    ],
)
def test_password_after_a_description_a_modal_or_a_slash(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("da", "min kode skal være mindst 8 tegn, ikke?"),
        ("en", "the password must be at least ten characters"),
        ("de", "Das Passwort sollte sicher sein, oder?"),
        ("en", "password: the name of the site, then a number?"),
    ],
)
def test_rules_for_a_password_are_no_password(lang, text):
    assert [pair for pair in found(text, lang) if pair[0] == "PASSWORD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # The plain word right after the cue, alone in its clause or before talk of it failing.
        ("en", "password quicksilver", "quicksilver"),
        ("de", "Passwort schneeglöckchen geht nicht", "schneeglöckchen"),
        ("da", "kodeord bølgebryder virker ikke", "bølgebryder"),
        ("nl", "wachtwoord zandloper werkt niet meer", "zandloper"),
        ("nl", "mijn wachtwoord? zandloper", "zandloper"),
        ("en", "my password, quicksilver, doesn't work", "quicksilver"),
        ("en", "password... quicksilver", "quicksilver"),
        # Abbreviations and the answer to a security question.
        ("en", "p/w: quicksilver", "quicksilver"),
        ("en", "pword is quicksilver", "quicksilver"),
        ("en", "security answer: Wellington", "Wellington"),
        ("de", "Sicherheitsfrage ist Bienenstock", "Bienenstock"),
        # An Amex's CID named with a hyphenated number word.
        ("de", "Amex 3782 822463 10005, CID-Nummer 6690", "6690"),
    ],
)
def test_plain_word_after_the_cue(lang, text, value):
    assert any(v == value for _label, v in found(text, lang))


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "my password keeps failing on your app"),
        ("en", "the password thing is weird, it logs me out"),
        ("en", "password strength meter says weak"),
        ("de", "Passwort Änderung geht nicht"),
        ("de", "Passwort Eingabe funktioniert nicht am Handy"),
        ("nl", "wachtwoord wijzigen lukt niet"),
        ("nl", "wachtwoord vergeten? dan krijg je een mail"),
        ("da", "kodeord skift virker ikke"),
        ("en", "Password requirement is unclear"),
        ("en", "password prompt keeps popping up"),
    ],
)
def test_talk_right_after_a_cue_stays_clean(lang, text):
    assert [pair for pair in found(text, lang) if pair[0] == "PASSWORD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # The value, then a pointer and a copula naming it.
        ("nl", "zeehond, dat is mijn wachtwoord", "zeehond"),
        ("de", "Walfisch - das ist mein Passwort", "Walfisch"),
        ("da", "sommerfugl, det er mit kodeord", "sommerfugl"),
        # The old password of a change from one to the other.
        ("en", "I changed the password from bluejay to starling", "bluejay"),
        ("en", "I changed the password from bluejay to starling", "starling"),
    ],
)
def test_password_pointed_at_or_changed_from(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Thanks, that is my password sorted then"),
        ("en", "I changed my password from home to be safe"),
        ("nl", "Oké, dat is mijn wachtwoord dus niet?"),
    ],
)
def test_pointers_and_changes_without_a_value_stay_clean(lang, text):
    assert [pair for pair in found(text, lang) if pair[0] == "PASSWORD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "label", "value"),
    [
        # The second of two guesses after a question mark.
        ("nl", "mijn pincode? was het 7305? of 7350", "PASSWORD", "7350"),
        ("de", "Passwort war Holunder7? oder Holunder8", "PASSWORD", "Holunder8"),
        # A plain word after the cue, then a dash.
        ("de", "Kennwort sonnenhut – klappt trotzdem nicht", "PASSWORD", "sonnenhut"),
        # A count of digits with a small word between.
        ("en", "amex 3782 822463 10005, the 4 small numbers on the front: 9034", "CVC", "9034"),
    ],
)
def test_alternatives_dashes_and_counted_digits(lang, text, label, value):
    assert (label, value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "label", "value"),
    [
        # An identifier or unit word names the number right after it, not one past another number.
        ("en", "the text went to my number ending 0921: 553 104", "OTP", "553 104"),
        ("de", "Code der Bank für die Zahlung über 84,50 €: 771 203", "OTP", "771 203"),
        # "Mine" before a card's number is the card's: its code is a CVC.
        ("en", "Charge my Visa. 4556 7375 8689 9855, code 412.", "CVC", "412"),
        # A password word with its own value names that value, not a later one-time code.
        (
            "en",
            "username rita, password Marble77, and the code you just sent is 902 117",
            "OTP",
            "902 117",
        ),
        # A door's or an alarm's code is its people's PIN, a keypad's closing key included.
        ("nl", "de code van de achterdeur is 2716# voor de bezorger", "PASSWORD", "2716#"),
        (
            "en",
            "when the alarm beeps at the back gate, the disarm code is 6021",
            "PASSWORD",
            "6021",
        ),
        # "2FA" names a one-time code.
        ("da", "2FA kode: 330-918 og mit kodeord er Solbær!8", "OTP", "330-918"),
    ],
)
def test_what_a_word_names_stops_at_the_next_number(lang, text, label, value):
    assert (label, value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("da", "Hvad koster jeres kodelås? Pris 899 vs 1299"),
        ("en", "The two factor doctor report, ref 5512, is attached"),
    ],
)
def test_prices_and_reports_near_code_words_stay_clean(lang, text):
    assert [pair for pair in found(text, lang) if pair[0] in ("OTP", "PASSWORD", "CVC")] == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # Words joined by hyphens with one-letter parts, and a word spelled letter by letter.
        ("da", "kodeord: Sommer-i-Tisvilde!", "Sommer-i-Tisvilde!"),
        ("da", "mit kodeord er h-y-l-d-e-b-æ-r", "h-y-l-d-e-b-æ-r"),
        # The same word in other letters as an alternative.
        ("nl", "het wachtwoord is schildpad, of misschien Schildpad", "Schildpad"),
        # The new one after "now"/"jetzt", the real one after a wrong one.
        ("de", "pw war erst Pinguin, jetzt Pinguin7! und es geht nicht", "Pinguin7!"),
        ("en", "password failed with caps lock on: MAGNOLIA. the real one is Magnolia", "Magnolia"),
        # A password word, a modal and "be", then the value.
        ("en", "user: lena_k, password should be Orchard2020, please check", "Orchard2020"),
    ],
)
def test_spelled_alternative_and_corrected_passwords(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("nl", "ik moest een nieuwe pincode kiezen. Lukt niet"),
        ("de", "ich vertippe mich beim Passwort ständig."),
        ("en", "I forget passwords constantly, sorry"),
        ("nl", "de sticker met het wachtwoord is eraf"),
        ("nl", "dat mag niet omdat het te veel op het oude wachtwoord lijkt."),
        ("de", "pw war doch richtig, hab nix geändert"),
        ("en", "login: ann@example.org / password: (the usual)"),
    ],
)
def test_adverbs_verbs_and_cues_are_no_values(lang, text):
    assert [pair for pair in found(text, lang) if pair[0] == "PASSWORD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # A login verb's "with" names the password, no password word needed.
        ("en", "signed in with Falcon#204 on the desktop, the app refuses it", "Falcon#204"),
        ("de", "hab mich gestern mit Kastanie88 angemeldet, heute nicht mehr", "Kastanie88"),
        ("nl", "ingelogd met Tulpenveld9 en toen liep alles vast", "Tulpenveld9"),
        # A mail address alone on its line, a credential on the next.
        ("nl", "els.dekker@example.nl\nMolenweg77\nwaarom kan ik niet in?", "Molenweg77"),
    ],
)
def test_password_named_by_a_login_verb_or_below_a_mail_address(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "I log in with my iPhone15 every day, no problem"),
        ("en", "Log in with your order number A-44812 to track it"),
        ("nl", "jan@example.nl\nOrder A-4471"),
        ("de", "Anmelden mit Windows11 klappt nicht"),
    ],
)
def test_devices_and_identifiers_beside_a_login_verb_stay_clean(lang, text):
    assert [pair for pair in found(text, lang) if pair[0] == "PASSWORD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "label", "value"),
    [
        # One-time codes in the shapes they are shown: capitals and digits, 3+3, spaced out, mixed.
        ("en", "the code in your email says KT7 4WQ", "OTP", "KT7 4WQ"),
        ("nl", "de koppelcode op mijn scherm: 7 R 2 K 9 4", "OTP", "7 R 2 K 9 4"),
        ("da", "gendannelseskoden fra mailen: 4TQ8ZK", "OTP", "4TQ8ZK"),
        # "one time pin", a push prompt's passcode: one-time codes.
        ("en", "the one time pin they sent: 30917265", "OTP", "30917265"),
        ("en", "the push never came so I took the passcode option, 6620418", "OTP", "6620418"),
        # Six digits grouped as an app shows them, after a bare code word.
        ("en", "code for deleting my profile: 208 775", "OTP", "208 775"),
        # A compound PIN word.
        ("de", "Die Bankpin lautet 7 2 0 4, falls nötig", "PASSWORD", "7 2 0 4"),
        # A change between two alike credentials, with no password word.
        ("en", "switched it from Harbour2021 to Harbour2022 last night", "PASSWORD", "Harbour2021"),
        # Joined words right after the cue.
        ("en", "password Silver.Birch and then it says locked", "PASSWORD", "Silver.Birch"),
    ],
)
def test_round4_kinds_with_new_sentences(lang, text, label, value):
    assert (label, value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "Buchungscode QX7TRM, kann ich einen Koffer dazubuchen?"),
        ("en", "Does the discount code GS5778X work on sale items?"),
        ("da", "Routeren er en FritzBox 7490 - hvor står koden?"),
        ("en", "we moved from Windows10 to Windows11 and the app broke"),
        ("en", "CSC 207 is the course code for the class"),
    ],
)
def test_bookings_vouchers_models_and_courses_stay_clean(lang, text):
    assert [pair for pair in found(text, lang) if pair[0] in ("OTP", "PASSWORD")] == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("nl", "sinds mijn polsbreuk kan ik niet tillen", "polsbreuk"),
        ("nl", "ik ben vorige week bevallen, kan het later?", "bevallen"),
        ("en", "I'm 30 weeks along, please no heavy boxes", "weeks along"),
        ("en", "i have crohns, is the soup low fibre?", "crohns"),
        ("de", "nach meiner Hüft-OP kann ich nicht zur Packstation", "Hüft-OP"),
        (
            "da",
            "jeg har maculadegeneration og kan ikke læse den lille skrift",
            "maculadegeneration",
        ),
        ("nl", "ik slik fenprocoumon, mag ik deze thee?", "fenprocoumon"),
    ],
)
def test_round4_health_kinds_with_new_sentences(lang, text, value):
    assert any(label == "HEALTH" and value in span for label, span in found(text, lang))
