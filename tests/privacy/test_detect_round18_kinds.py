"""Kinds of detection round 18: spellings of one password none of which works ("neither X nor X1",
"X doesn't work", "none of them works: x, x12, X12"), a list of tries that keeps the number with
other letters ("Arsenal1886, arsenal1886 and AFC1886"), a value after words of how long it stood
("war ewig nur 'pizza'"), a quoted word tried or refused, however plain ("'regen' mocht niet",
"prøvede med 'vinter'"), a phrase reported with a note on its spaces ("hij zegt X met spaties
ertussen"), a value used for years ("I've used X on this site for ten years"), the code of NemID's
key card ("nøglekort"); and what is no password though a password word stands near it: a verb after
"need to" or "have to", a span of time ("every 90 days", "8 werkdagen"), the letter a PIN comes in,
a model's code that starts with a cue's letters ("WW90T534DAW"), a compound written with and without
its hyphen, where a password is ("koden var i skuffen") or that it is long enough.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, label: str, lang: str | None = None) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, lang) if s.label == label]


@pytest.mark.parametrize(
    "text",
    [
        "I reset my PIN yesterday, do I need to call the bank too?",
        "changed my password and now I have to wait 24 hours?",
        "after I reset the password, how to log in on the tablet?",
        "I changed my pin and want to confirm it works",
    ],
)
def test_a_verb_after_an_infinitives_to_is_no_password(text):
    assert found(text, "PASSWORD", "en") == []


@pytest.mark.parametrize(
    "text",
    [
        "ich habe versucht, mein Passwort zurückzusetzen, jetzt muss ich zur Filiale",
        "es ist nicht möglich, das Passwort umzustellen",
    ],
)
def test_a_german_infinitive_with_zu_inside_is_no_password(text):
    assert found(text, "PASSWORD", "de") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I want to change my password to hollyhock", "hollyhock"),
        ("I changed my password and need to set it to Brambles4", "Brambles4"),
    ],
)
def test_a_change_to_a_value_after_need_to_is_still_read(text, value):
    assert found(text, "PASSWORD", "en") == [value]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("must the password really be changed every 60 days?", "en"),
        ("muss das Kennwort wirklich alle 30 Tage neu?", "de"),
        ("ik wacht al 6 werkdagen op mijn nieuwe pincode", "nl"),
        ("min nye pinkode er ikke kommet, nu 7 hverdage", "da"),
        ("meine neue PIN ist noch nicht da, seit 9 Werktagen", "de"),
    ],
)
def test_a_span_of_time_is_no_password(text, lang):
    assert found(text, "PASSWORD", lang) == []


def test_a_word_of_time_with_digits_glued_is_still_a_password():
    assert found("my password is Days2019", "PASSWORD", "en") == ["Days2019"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("the card came on Monday but the PIN letter is still missing", "en"),
        ("die Karte ist da, aber der PIN Brief nicht", "de"),
        ("kortet kom i går, men pin brevet er ikke kommet", "da"),
    ],
)
def test_the_letter_a_pin_comes_in_is_no_password(text, lang):
    assert found(text, "PASSWORD", lang) == []


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("vaatwasser type PW62K18ZA geeft een pieptoon, gekocht in 2022", "nl"),
        ("our fridge model WW31B7 keeps beeping", "en"),
    ],
)
def test_a_model_code_starting_with_a_cues_letters_is_no_password(text, lang):
    assert found(text, "PASSWORD", lang) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [("ww2023! werkt niet meer", "ww2023!"), ("Passwort99 geht nicht", "Passwort99")],
)
def test_a_cue_with_digits_glued_is_still_a_password(text, value):
    assert found(text, "PASSWORD") == [value]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        (
            "set it up with Marigold but now neither Marigold nor Marigold7 lets me in",
            ["Marigold", "Marigold", "Marigold7"],
        ),
        ("weder Kastanie noch Kastanie5 funktioniert beim Login", ["Kastanie", "Kastanie5"]),
        ("hverken Rugbrød eller Rugbrød9 virker når jeg logger ind", ["Rugbrød", "Rugbrød9"]),
        ("inloggen lukt niet, noch Tulband noch Tulband3", ["Tulband", "Tulband3"]),
        ("can't log in: Pebble doesn't work and Pebble12 doesn't either", ["Pebble", "Pebble12"]),
        ("mein Passwort: Eichhorn geht nicht, Eichhorn8 auch nicht", ["Eichhorn", "Eichhorn8"]),
    ],
)
def test_spellings_of_one_password_none_of_which_works_are_all_passwords(text, values):
    assert found(text, "PASSWORD") == values


@pytest.mark.parametrize(
    ("text", "values"),
    [
        (
            "these are the passwords I always use, none of them works: robin, robin77, Robin77",
            ["robin", "robin77", "Robin77"],
        ),
        (
            "mine sædvanlige koder, ingen af dem virker: måge, måge12, Måge12",
            ["måge", "måge12", "Måge12"],
        ),
    ],
)
def test_a_plain_word_listed_before_itself_with_a_number_is_a_try(text, values):
    assert found(text, "PASSWORD") == values


@pytest.mark.parametrize(
    "text",
    [
        "neither Anna nor Peter can log in to the shared account",
        "Theo2019 is my password, Theo is my son",
    ],
)
def test_a_name_beside_a_password_is_no_try_of_it(text):
    assert "Anna" not in found(text, "PASSWORD") and "Theo" not in found(text, "PASSWORD")


@pytest.mark.parametrize(
    ("text", "values"),
    [
        (
            "tried Arsenal1886, arsenal1886 and AFC1886, none work on the login",
            ["Arsenal1886", "arsenal1886", "AFC1886"],
        ),
        (
            "jeg har prøvet Brøndby1964, brondby1964 og BIF1964, intet virker",
            ["Brøndby1964", "brondby1964", "BIF1964"],
        ),
        (
            "geprobeerd: Ajax1900, ajax1900 en AFC1900 maar ik kom er niet in",
            ["Ajax1900", "ajax1900", "AFC1900"],
        ),
    ],
)
def test_a_try_that_keeps_the_number_with_other_letters_is_a_password(text, values):
    assert found(text, "PASSWORD") == values


def test_a_bare_number_in_a_list_of_tries_is_no_other_spelling():
    text = "tried Meadow2015, meadow2015 and 2015 on the login"
    assert found(text, "PASSWORD", "en") == ["Meadow2015", "meadow2015"]


def test_a_compound_with_and_without_its_hyphen_is_no_respelling():
    text = "Hose mit Schlüssel-Tasche? mein Passwort ist Schlüsseltasche! Login geht nicht"
    assert found(text, "PASSWORD", "de") == ["Schlüsseltasche!"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("unser WLAN-Passwort war ewig nur 'brezel', jetzt ist es neu", "brezel"),
        ("the shared password was for years just 'lasagne', now my daughter changed it", "lasagne"),
        ("vores kodeord var i årevis bare 'frikadelle', nu har min søn ændret det", "frikadelle"),
        ("ons wachtwoord was jarenlang gewoon 'stamppot', nu is het veranderd", "stamppot"),
        ("das Passwort war jahrelang Lindenbaum, jetzt geht es nicht", "Lindenbaum"),
    ],
)
def test_a_value_after_words_of_how_long_it_stood_is_a_password(text, value):
    assert found(text, "PASSWORD") == [value]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the password was always marmalade until they changed the rules", "marmalade"),
        ("das Passwort war immer Pflaumenmus bis sie die Regeln geändert haben", "Pflaumenmus"),
    ],
)
def test_a_passphrase_of_plain_words_ends_before_until(text, value):
    assert found(text, "PASSWORD") == [value]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("das Passwort war lange gültig", "de"),
        ("das Passwort war ewig gültig", "de"),
        ("wachtwoord was jarenlang geldig", "nl"),
        ("koden var evigt gyldig", "da"),
    ],
)
def test_how_long_a_password_was_valid_names_none(text, lang):
    assert found(text, "PASSWORD", lang) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the new password rules: 'sunflower' was rejected, so I picked a longer one", "sunflower"),
        ("beim neuen Passwort war 'Tulpe' zu kurz, jetzt hab ich was anderes", "Tulpe"),
        ("adgangskoden: jeg prøvede med 'solsikke' og det gik ikke", "solsikke"),
        ("bij het wachtwoord kiezen mocht 'appeltaart' niet, te kort zegt hij", "appeltaart"),
    ],
)
def test_a_quoted_word_the_rules_refused_is_a_password(text, value):
    assert found(text, "PASSWORD") == [value]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("tried 'sunflower' for my login and it didn't work", "sunflower"),
        ("hab beim Login erst 'Gartenzaun' versucht, dann ging gar nichts mehr", "Gartenzaun"),
        ("ik heb bij het inloggen eerst 'fietsbel' geprobeerd", "fietsbel"),
    ],
)
def test_a_quoted_word_tried_at_a_login_is_a_password(text, value):
    assert found(text, "PASSWORD") == [value]


def test_a_plain_word_tried_before_a_longer_value_on_it_is_a_try():
    text = "the password needs 8 characters, so 'maple' was not allowed; then I chose maplesyrup77"
    assert found(text, "PASSWORD", "en") == ["maple", "maplesyrup77"]


@pytest.mark.parametrize(
    "text",
    [
        "the password field says 'weak' and it didn't work",
        "beim Passwort steht 'schwach' und es ging nicht",
        "the word 'password' is not allowed in the password",
        "I clicked 'Login' and it didn't work",
        "tried 'login' again, nothing",
        "beim Login hab ich 'Passwort vergessen' versucht",
    ],
)
def test_a_quoted_word_of_the_screen_or_the_rules_is_no_password(text):
    assert found(text, "PASSWORD") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "meine Frau hat das WLAN-Passwort gemacht, sie sagt Sonne über Rom mit Leerzeichen",
            "Sonne über Rom",
        ),
        (
            "my son set up the password, he says blue river 88 with spaces in between",
            "blue river 88",
        ),
        (
            "min datter har lavet adgangskoden, hun siger kage og is 7 med mellemrum imellem",
            "kage og is 7",
        ),
        ("het wachtwoord is rode fiets 12 met spaties ertussen", "rode fiets 12"),
    ],
)
def test_a_phrase_reported_with_a_note_on_its_spaces_is_the_password(text, value):
    assert found(text, "PASSWORD") == [value]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("the password must not be typed with spaces", "en"),
        ("Passwort mit Leerzeichen geht nicht", "de"),
        ("mijn zoon zegt dat het wachtwoord met spaties ertussen moet", "nl"),
        ("he said the password has to be written with spaces", "en"),
        ("the password must be written in lower case", "en"),
    ],
)
def test_a_rule_on_spaces_names_no_password(text, lang):
    assert found(text, "PASSWORD", lang) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("why a new password? I've been using buttercup here for years", "buttercup"),
        ("neue Passwortregeln? ich benutze seit Jahren kirschbaum, und nie war was", "kirschbaum"),
        ("nye regler for adgangskoden? jeg har brugt rugbrød her i mange år", "rugbrød"),
        ("nieuwe wachtwoordregels? ik gebruik al jaren appeltaart, nooit problemen", "appeltaart"),
    ],
)
def test_a_value_used_for_years_is_a_password(text, value):
    assert found(text, "PASSWORD") == [value]


@pytest.mark.parametrize(
    "text",
    [
        "I've used paypal on this site for years, why do I need a password now?",
        "I've used my card for years and never needed a PIN",
        "ich nutze die App seit Jahren, warum jetzt ein neues Passwort?",
        "min pinkode har virket i 3 år, nu pludselig ikke",
        "I have used this password for years",
    ],
)
def test_a_thing_used_for_years_is_no_password(text):
    assert found(text, "PASSWORD") == []


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("den spørger om nøgle 1187 på nøglekortet, jeg tastede 640219, forkert?", "640219"),
        ("på nøglekortet står der 309118 ved nøgle 2210, men den virker ikke", "309118"),
    ],
)
def test_the_code_of_a_key_card_is_one_time_and_its_index_none(text, code):
    assert found(text, "OTP", "da") == [code] and found(text, "PASSWORD", "da") == []


@pytest.mark.parametrize(
    "text",
    ["mit nøglekort til værelse 412 virker ikke", "nøglekortet udløber 2025, hvad så?"],
)
def test_a_key_cards_room_or_year_is_no_code(text):
    assert found(text, "OTP", "da") == []


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("adgangskoden ligger i skuffen", "da"),
        ("koden var i skuffen hele tiden", "da"),
        ("er min adgangskode i orden nu?", "da"),
        ("my password was long enough", "en"),
        ("mein Passwort ist lang genug", "de"),
        ("mijn wachtwoord is lang genoeg", "nl"),
    ],
)
def test_where_a_password_is_or_that_it_is_long_enough_names_none(text, lang):
    assert found(text, "PASSWORD", lang) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("kodeordet i dag er rugbrød", "rugbrød"),
        ("das Passwort im Büro ist Tulpe", "Tulpe"),
        ("het wachtwoord op kantoor is stroopwafel", "stroopwafel"),
    ],
)
def test_a_value_after_where_the_password_is_used_is_still_read(text, value):
    assert found(text, "PASSWORD") == [value]
