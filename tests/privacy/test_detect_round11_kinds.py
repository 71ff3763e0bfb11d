"""Secret kinds of a secret-heavy round (issue 20): a value and its typo, a phrase written with and
without its spaces, a value typed over and over or held to a password's rules, a one-time code of
letters and digits mixed named earlier in its sentence, a long word glued to a digit.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect
from privacy.detect.typos import spaced_variants, typo_pairs


def found(text: str, label: str = "PASSWORD") -> list[str]:
    return [text[s.start : s.end] for s in detect(text) if s.label == label]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # One letter dropped, one digit changed, two neighbours swapped.
        (
            "wanted lighthouse77 when I signed up but my guess is I hit lighthose77",
            ["lighthouse77", "lighthose77"],
        ),
        ("ich wollte Kranich_8 nehmen, hab wohl Kranich_9 erwischt", ["Kranich_8", "Kranich_9"]),
        ("volgens mij werd het zeilboot41 en niet zielboot41", ["zeilboot41", "zielboot41"]),
        (
            "måske blev det kastanje2019 i stedet for kastanje2018, ved ikke",
            ["kastanje2019", "kastanje2018"],
        ),
    ],
)
def test_a_value_and_its_typo_are_both_found(text, values):
    assert all(value in found(text) for value in values)


@pytest.mark.parametrize(
    "text",
    [
        # Products and versions one digit apart have no password's shape.
        "is the iPhone14 case the same as the iPhone15 one?",
        "upgrade from Windows10 to Windows11 went fine, v2.4.1 to v2.4.2 too",
        # Two different values are no typo of each other.
        "Tulpenfeld12 and Rosengarten34 are the two shops we visited",
    ],
)
def test_values_apart_by_more_than_a_typo_or_not_shaped_are_no_pair(text):
    shapes = [i for i, c in enumerate(text) if c.isdigit()]
    assert list(typo_pairs(text, text.lower(), shapes)) == []


@pytest.mark.parametrize(
    ("text", "values"),
    [
        (
            "put in 'Sail Away 42' and then SailAway42, same error",
            ["Sail Away 42", "SailAway42"],
        ),
        ("hab „Blauer Himmel“ eingegeben und BlauerHimmel auch", ["Blauer Himmel", "BlauerHimmel"]),
    ],
)
def test_a_quoted_phrase_and_its_letters_without_spaces_are_both_found(text, values):
    assert all(value in found(text) for value in values)


def test_a_quoted_phrase_that_stands_only_once_is_no_variant():
    assert list(spaced_variants("she said 'see you soon' and left")) == []
    # The letters inside a longer word are no second spelling.
    assert list(spaced_variants("'sea side' is in seasidehotels")) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("honestly it is meadowlark5, typed it again and again", "meadowlark5"),
        ("dat is gewoon Kastanje_31, ik heb het al vijf keer ingetypt", "Kastanje_31"),
        ("jeg har skrevet den helt rigtigt: fjordhest44", "fjordhest44"),
        # A password's rules name it: a quoted value too, whatever its shape.
        ('set it to "Blå-Bil-7" and it wants a special character', "Blå-Bil-7"),
        ("'Nordsee-Wind-3' geht nicht, angeblich fehlt ein Sonderzeichen", "Nordsee-Wind-3"),
    ],
)
def test_a_password_shaped_value_typed_or_held_to_rules_is_found(text, value):
    assert value in found(text)


@pytest.mark.parametrize(
    "text",
    [
        # Typing, but a product, a version or a user name paired with a slash.
        "I typed it as iPhone15 in the search box",
        "typed it in v3.2.1 of the app",
        "ik heb het ingetypt: jan.devries1980 / bloemkool",
        # Rules, but nothing quoted with a digit or a symbol.
        "does a special character count if it is a space?",
    ],
)
def test_typing_or_rules_without_a_password_shaped_value_find_nothing(text):
    assert found(text) == [] or "bloemkool" in found(text)
    assert "iPhone15" not in found(text)
    assert "v3.2.1" not in found(text)
    assert "jan.devries1980" not in found(text)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("the code came by mail this morning, it reads 4KD9XP", "4KD9XP"),
        ("die Bestätigung per Code kam, darin stand Q7M2R8", "Q7M2R8"),
        ("koden kom på sms og der stod 9T4HX2, men den virker ikke", "9T4HX2"),
    ],
)
def test_a_mixed_code_named_earlier_in_its_sentence_is_an_otp(text, code):
    assert code in found(text, "OTP")


@pytest.mark.parametrize(
    "text",
    [
        "der Rabattcode SOMMER30 gilt nicht",  # a word and a number
        "my booking code is K7P2QX, can I add a bag?",
        "Fehlercode auf dem Gerät, Modell WX4T2K9",
        "promo code 3B4X5Z from the newsletter",
    ],
)
def test_a_voucher_booking_or_model_code_is_no_otp(text):
    assert found(text, "OTP") == []


def test_a_long_word_glued_to_a_digit_is_read_as_a_shape():
    # The long word ends like a health compound; its digit still marks a password.
    text = "kan niet inloggen met Domtoren_4 op mijn account"
    assert "Domtoren_4" in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "he changed the password and won't say what it is haha",
        "incorrect pin twice now, will it lock?",
        "hun har ændret koden og vil ikke sige hvad den er lol",
    ],
)
def test_a_laugh_or_a_count_is_no_password(text):
    assert found(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "my password is a whole sentence: the cat naps on the sofa. any limit?",
            "the cat naps on the sofa",
        ),
        (
            "Mein Kennwort ist eine Phrase: sieben Zwerge hinter Bergen",
            "sieben Zwerge hinter Bergen",
        ),
        (
            "mijn wachtwoord is een zin: oma fietst naar de markt. werkt niet",
            "oma fietst naar de markt",
        ),
        ("adgangskoden er en sætning: solen skinner på tagene.", "solen skinner på tagene"),
    ],
)
def test_a_passphrase_given_after_is_a_sentence_and_a_colon_is_found(text, value):
    assert value in found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("'Fensterbank' – so lautet mein Passwort, nur zur Info", "Fensterbank"),
        ('"Lakridsrod" - det er min adgangskode hvis I skal bruge den', "Lakridsrod"),
        ("'Tulpenbol', dat is mijn wachtwoord", "Tulpenbol"),
        ("'Hedgerow' - that's what my password is", "Hedgerow"),
    ],
)
def test_a_quoted_value_named_after_a_dash_is_found(text, value):
    assert value in found(text)


def test_a_quoted_name_of_something_else_after_a_dash_is_no_password():
    assert found('"Billing" - that\'s my account name, the password is different') == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "the passphrase I use is quiet river under stone, and it fails",
            "quiet river under stone",
        ),
        ("die Passphrase, die ich nehme, ist grüner Baum im Wind", "grüner Baum im Wind"),
        ("de wachtzin die ik gebruik is rode fiets op het dak.", "rode fiets op het dak"),
        ("passfrasen jeg bruger er blå bil i garagen", "blå bil i garagen"),
    ],
)
def test_a_passphrase_after_a_relative_clause_is_found_whole(text, value):
    assert value in found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("reset it and picked Lemon&Tree4, now the account says locked", "Lemon&Tree4"),
        ("nulstillede og valgte Sol+Hav7, nu er kontoen låst", "Sol+Hav7"),
    ],
)
def test_a_value_joined_by_a_symbol_is_found_whole(text, value):
    assert value in found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the password is literally just 'marmalade' and it says invalid", "marmalade"),
        ("het wachtwoord is letterlijk gewoon 'hagelslag' en toch fout", "hagelslag"),
    ],
)
def test_literally_before_a_value_is_skipped(text, value):
    assert found(text) == [value]


def test_a_dutch_short_possessive_is_no_value():
    text = "ik log in met m'n telefoonnummer en Kastanje77 maar het gaat fout"
    assert "m'n" not in found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("nope, it's still qwertz1999 like before", "qwertz1999"),
        ("die Kinder nehmen immer asdf2024 oder so", "asdf2024"),
        ("de IT-afdeling gaf me P4ssw0rd77", "P4ssw0rd77"),
        ("min nevø brugte iloveyou3 overalt", "iloveyou3"),
    ],
)
def test_a_value_built_on_a_notorious_password_is_found_anywhere(text, value):
    assert value in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "mijn nieuwe QWERTZ-2000 toetsenbord",  # all capitals: a model
        "keyboard layout qwertz or azerty?",  # no digit or symbol: the layout's name
    ],
)
def test_a_keyboard_name_is_no_notorious_password(text):
    assert found(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Ugyldig adgangskode (fejlkode PW-88), hvad betyder det?",
        "the password screen shows error code AUTH-12 every time",
        "Passwort abgelehnt, Fehlercode: KX-4",
    ],
)
def test_an_error_code_beside_a_password_word_is_no_password(text):
    assert found(text) == []


def test_a_value_after_wrong_and_a_colon_is_still_a_password():
    assert "Zomer2020" in found("wachtwoord fout: Zomer2020 werkt niet")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "my passphrase is red kite over the hill and the manager app keeps refusing it today",
            "red kite over the hill",
        ),
        (
            "mijn wachtzin is drie muizen in de kast maar de app wil hem sinds gisteren niet meer",
            "drie muizen in de kast",
        ),
        # An "and" inside the first words belongs to the phrase.
        (
            "my passphrase is salt and pepper and the app says it is too short today",
            "salt and pepper",
        ),
    ],
)
def test_a_long_passphrase_clause_ends_at_the_and_of_a_new_clause(text, value):
    assert value in found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Zeeland44 – that's my password, can you check it", "Zeeland44"),
        ("kurze Frage\nRabenschwarz – so heißt mein Passwort", "Rabenschwarz"),
    ],
)
def test_a_bare_value_starting_its_line_named_after_a_dash_is_found(text, value):
    assert value in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "Hej - det er min adgangskode der driller igen",
        "Hallo – das ist mein Passwort-Problem von gestern",
    ],
)
def test_a_greeting_before_a_dash_is_no_password(text):
    assert found(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Kurs B2 und Kurs B1, habe Level3 und Level4 gemacht",
        "season5 was better than season6 honestly",
        "ik heb Deel12 en Deel13 al gelezen",
    ],
)
def test_values_apart_in_their_last_digits_alone_are_a_sequence_without_a_login_or_typo(text):
    assert found(text) == []


def test_a_quoted_word_with_one_hyphen_beside_the_rules_is_no_password():
    assert found("does the hyphen in 'e-mail' count as a special character?") == []


def test_a_reference_beside_a_code_word_is_no_otp():
    assert found("Code aus dem Brief? Da steht nur Referenz 4KX7M2Q", "OTP") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I entered it exactly, it was Marigold_12 like on the note", "Marigold_12"),
        ("ich gebe es ein, Zitronenbaum7, und nichts passiert", "Zitronenbaum7"),
        ("ik vul het in als Windmolen88 en dan draait het rondje", "Windmolen88"),
    ],
)
def test_a_password_shaped_value_entered_as_it_is_found(text, value):
    assert value in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "nyt kodeord i forgårs, og nu bliver jeg logget ud hver time i appen",
        "changed my password last week and since then I get logged out every hour",
        "wachtwoord gewijzigd en sindsdien word ik uitgelogd na tien minuten",
    ],
)
def test_a_login_state_after_a_password_word_is_no_value(text):
    assert found(text) == []


def test_a_quoted_login_state_is_what_was_typed():
    assert "logged out" in found("my password is literally 'logged out' as a joke")
