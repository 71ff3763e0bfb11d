"""A value said to be used everywhere, and the other round-10 kinds of issue 20 that need no
password word next to the value.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def passwords(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text) if s.label == "PASSWORD"]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # A shaped value after the everywhere word: no password word needed.
        ("my dad uses everywhere rex2009, is that a problem?", ["rex2009"]),
        ("mein Opa nimmt überall Dackel_55 und wundert sich", ["Dackel_55"]),
        ("min søster har overalt Kanelsnegl#9, også i banken", ["Kanelsnegl#9"]),
        # ... or before it.
        ("ze gebruikt fiets#12 overal, ook bij jullie", ["fiets#12"]),
        # A plain word between commas, with a code word in the message.
        ("ik gebruik dezelfde code overal, tulpenveld, dus nu ben ik bang", ["tulpenveld"]),
        ("I have the same password for everything, marmalade, and now I worry", ["marmalade"]),
        # A plain word in lower case before the everywhere word, with a password word.
        ("jeg bruger kodeordet solsikke overalt", ["solsikke"]),
    ],
)
def test_a_value_used_everywhere_is_a_password(text: str, values: list[str]) -> None:
    assert passwords(text) == values


@pytest.mark.parametrize(
    "text",
    [
        "I use the same password everywhere, is that bad?",
        "we use Office365 everywhere at work, also for mail",
        "our company uses 2FA everywhere now",
        "I use Bitwarden everywhere for my passwords",
        "ich benutze überall dasselbe Passwort, ist das schlimm?",
        "jeg bruger samme kodeord overalt, også til banken",
        # A plain word with no password word: a thing, not a value.
        "we use teams everywhere, honestly",
    ],
)
def test_talk_about_reuse_stays_clean(text: str) -> None:
    assert passwords(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("das Passwort steht auf dem Zettel am Monitor:\nKuckucksuhr#3", "Kuckucksuhr#3"),
        ("ok here is the password my son wrote down:\nbanana bread\nthanks", "banana bread"),
        ("wachtwoord heb ik op de achterkant van de foto gezet:\nzeilboot", "zeilboot"),
    ],
)
def test_a_cue_line_ending_on_a_colon_names_the_next_line(text: str, value: str) -> None:
    assert passwords(text) == [value]


@pytest.mark.parametrize(
    "text",
    [
        "Das Passwort muss folgendes enthalten:\nGroßbuchstaben, Zahlen und Sonderzeichen",
        "your password rules say:\nat least 8 characters",
        "So setzen Sie Ihr Passwort zurück:\nKlicken Sie auf den Link in der Mail",
        # A message quoted after a verb of saying.
        "I changed my password and the confirmation said:\nAll done",
        "jeg nulstillede kodeordet og skærmen viser:\nVelkommen tilbage",
        # An error message on the next line.
        "Mein Passwort geht seit gestern nicht mehr:\nFehlercode 401",
    ],
)
def test_a_colon_line_before_instructions_stays_clean(text: str) -> None:
    assert passwords(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("so thats mads.holm / Vinter_22 ok?", "Vinter_22"),
        ("hier bitte: jens_p / Tulpe#7", "Tulpe#7"),
        ("het is karin.v / fietsbel88", "fietsbel88"),
    ],
)
def test_a_pair_shaped_like_a_login_needs_no_login_word(text: str, value: str) -> None:
    assert passwords(text) == [value]


@pytest.mark.parametrize(
    "text",
    [
        "see notes.txt / readme_2.md for the steps",
        "we went from v1.2 / v1.3 to the new release",
        "the ratio is 3 / 4 now",
        # A user name with no shape of a password after the slash.
        "its anna.k / anna now",
    ],
)
def test_other_slashed_pairs_stay_clean(text: str) -> None:
    assert passwords(text) == []


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # "i går" (yesterday) closes the value: said again later, it is found there too.
        (
            "satte kodeordet til pandekage i går, men pandekage virker ikke nu",
            ["pandekage", "pandekage"],
        ),
        # A three-letter value said again.
        ("fint, sol er koden. kun sol.", ["sol", "sol"]),
        ("my password is kiwi, just kiwi", ["kiwi", "kiwi"]),
    ],
)
def test_a_found_value_is_found_again(text: str, values: list[str]) -> None:
    assert passwords(text) == values


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # A currency or section sign inside a word is a password's symbol.
        ("the signup form refuses Kaff€eTasse9 and I dont know why", "Kaff€eTasse9"),
        ("bei der Anmeldung geht Sch£ssel#Rot nicht, warum?", "Sch£ssel#Rot"),
    ],
)
def test_a_currency_sign_inside_a_word_makes_a_password_shape(text: str, value: str) -> None:
    assert passwords(text) == [value]


def test_a_price_or_section_stays_clean() -> None:
    assert passwords("siehe §12 BGB, das kostet 49€ im Monat") == []


def labels(text: str) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.label) for s in detect(text)]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # One's own app code is the PIN that opens the app.
        ("min netbank app-kode er 551930, kan I nulstille den?", "PASSWORD"),
        ("mijn appcode is 734402 maar de app accepteert hem niet", "PASSWORD"),
        # A code the app or a text message sent is a one-time code.
        ("jeg fik en app-kode 660218 på sms i morges", "OTP"),
    ],
)
def test_an_app_code_is_read_like_a_bare_code(text: str, label: str) -> None:
    assert [lab for _v, lab in labels(text)] == [label]


@pytest.mark.parametrize(
    "text",
    [
        # A verb of having after a short cue: a rule about the password, not its value.
        "mein pw hat 14 Zeichen und ein Sonderzeichen, trotzdem Fehler",
        "my pw has 9 letters and two digits, still rejected",
        # The password word quoted after a user word is a user name.
        "haha my login name is 'password', is that why it fails?",
        "mijn gebruikersnaam is 'wachtwoord', kan dat kwaad?",
    ],
)
def test_talk_after_a_short_cue_and_a_quoted_user_name_stay_clean(text: str) -> None:
    assert passwords(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # An adverb before a quoted value is no part of it.
        ("my password is literally 'password', embarrassing", "password"),
        ("mein Passwort ist tatsächlich 'Gartenzwerg'", "Gartenzwerg"),
    ],
)
def test_an_adverb_before_a_quoted_value_stays_outside(text: str, value: str) -> None:
    assert passwords(text) == [value]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("can my password be a sentence like my cat eats socks? I set it already", "my cat"),
        ("mag mijn wachtwoord een zin zijn zoals ik fiets graag naar huis?", "ik fiets"),
        ("må kodeordet være en sætning som jeg elsker rugbrød med leverpostej", "jeg elsker"),
    ],
)
def test_the_example_after_a_sentence_like_is_the_password(text: str, value: str) -> None:
    found = passwords(text)
    assert len(found) == 1 and found[0].startswith(value)


@pytest.mark.parametrize(
    "text",
    [
        "can my password be a sentence like the ones on your help page?",
        "darf das Passwort ein Satz sein, wie es im Blog steht?",
    ],
)
def test_talk_about_sentences_as_passwords_stays_clean(text: str) -> None:
    assert passwords(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("thinking of using 'purple monkeys dance at noon' as my password", "purple monkeys"),
        ("ik neem 'de kat slaapt op de bank' als wachtwoord", "de kat slaapt"),
    ],
)
def test_a_quoted_passphrase_right_before_as_my_password_is_whole(text: str, value: str) -> None:
    found = passwords(text)
    assert len(found) == 1 and found[0].startswith(value) and found[0].count(" ") >= 3


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # The verb after "als Passwort" is no value; the word before it is.
        ("ich will Gießkanne als Passwort nehmen", ["Gießkanne"]),
        ("ich will ab morgen als Passwort nehmen", []),
    ],
)
def test_a_use_verb_after_the_cue_is_no_value(text: str, values: list[str]) -> None:
    assert passwords(text) == values


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I always use wilma1961 and now the bank says its too weak", "wilma1961"),
        ("mein Vater benutzt immer Dackel1970, geht das bei euch?", "Dackel1970"),
        ("ik gebruik altijd poes_2012 maar nu werkt het niet", "poes_2012"),
        ("rosie1958 is what I always use, can I keep it", "rosie1958"),
    ],
)
def test_a_value_always_used_is_a_password(text: str, value: str) -> None:
    assert passwords(text) == [value]


@pytest.mark.parametrize(
    "text",
    [
        # Taking a medicine always is no password.
        "ich nehme immer Ibuprofen400 gegen Kopfweh",
        "we always use iPhone14 for testing the app",
        "I always use C++17 at work",
        # A name and its version number is a product.
        "the kids always use Minecraft2 at home",
        "I always use gpt-4 for this",
        "i always use the same password, honestly",
    ],
)
def test_things_always_used_stay_clean(text: str) -> None:
    assert passwords(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # A name that looks like a participle in small letters ("ge...t", "ver...d").
        ("meine Tochter heißt Gertrud und ihr Passwort ist gertrud, ist das ok?", "gertrud"),
        ("onze hond heet Bernd, het wachtwoord is bernd", "bernd"),
    ],
)
def test_a_name_written_small_as_the_password_is_found(text: str, value: str) -> None:
    assert passwords(text) == [value]


def test_a_participle_after_the_copula_stays_clean() -> None:
    assert passwords("das Konto ist gesperrt und das Passwort ist gesperrt") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("min datter skrev koden: den er Solen over havet 7 med stort S", "Solen over havet 7"),
        ("the account password is Moon over Paris 9 with a capital M", "Moon over Paris 9"),
        ("Bamse med stort B er koden til min konto", "Bamse"),
    ],
)
def test_a_capital_note_names_the_phrase_it_starts(text: str, value: str) -> None:
    assert passwords(text) == [value]


def test_a_capital_note_about_spelling_stays_clean() -> None:
    assert passwords("The Times is written with a capital T, my password is fine") == []


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # A note in brackets right after the value is about it, not a second value.
        ("mein pw ist jetzt Regen.Wolke.Blitz (drei Wörter mit Punkten)", ["Regen.Wolke.Blitz"]),
        ("Password: Cobalt#Sky41\n(copied from my notes app)", ["Cobalt#Sky41"]),
        # A phrase in brackets right after the cue is still the value.
        ("het wachtwoord met spaties (Fiets in de Regen) werkt niet", ["Fiets in de Regen"]),
    ],
)
def test_a_note_in_brackets_after_a_value_is_no_second_value(text: str, values: list[str]) -> None:
    assert passwords(text) == values


@pytest.mark.parametrize(
    "text",
    [
        # What a password is made of, or that it is lost, is no value.
        "ik gebruik altijd zinnen als wachtwoord, is dat slim?",
        "appen gav mig en kode i går, men den er væk nu",
    ],
)
def test_what_a_password_is_made_of_or_that_it_is_lost_stays_clean(text: str) -> None:
    assert passwords(text) == []


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # "ist das Konto gesperrt": an article and a noun, not "it is X".
        ("Passwort dreimal falsch, jetzt ist das Konto gesperrt. Hilfe!", []),
        ("Passwort geändert, jetzt ist es Regenbogen", ["Regenbogen"]),
    ],
)
def test_an_account_and_its_state_are_no_restated_value(text: str, values: list[str]) -> None:
    assert passwords(text) == values


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("ik kom al dagen niet binnen met zeehond12", ["zeehond12"]),
        ("jeg kommer ikke ind med rabarbergrød, hvorfor?", ["rabarbergrød"]),
        ("I can't log in with 'lighthouse' since Monday", ["lighthouse"]),
        # Not being able to log in with a plain word: a way of logging in, maybe.
        ("I can't log in with Vipps since Monday", []),
        ("ik kom morgen binnen met mijn vrouw, kan dat niet eerder?", []),
    ],
)
def test_a_value_one_cannot_get_in_with(text: str, values: list[str]) -> None:
    assert passwords(text) == values


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("mijn vader gebruikt opa1944 voor de bank", ["opa1944"]),
        ("min mor bruger Kat_2011 til netbanken", ["Kat_2011"]),
        # A product or a number used for an account is no password.
        ("I use Windows11 for mail and Firefox115 for netflix", []),
        ("we use port 8080 for the app", []),
    ],
)
def test_a_shaped_value_used_for_an_account(text: str, values: list[str]) -> None:
    assert passwords(text) == values
