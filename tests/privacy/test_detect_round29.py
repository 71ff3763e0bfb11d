"""Rules written for what detection round 29's development half showed (issue 20).

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.label) for s in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "code"),
    [
        ("de", "Bestätigungscode: mR4k9Z", "mR4k9Z"),
        ("en", "one-time passcode: q7Vt2x, it keeps saying invalid", "q7Vt2x"),
        ("da", "engangskode = h8Pz3w", "h8Pz3w"),
        ("nl", "verificatiecode: Tn5vq8 maar die werkt niet", "Tn5vq8"),
    ],
)
def test_a_code_with_small_letters_is_one_when_its_cue_labels_it(lang, text, code):
    assert found(text, lang) == [(code, "OTP")]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "TAN für die Zahlung an Shop24 kam nicht an"),
        ("en", "the code for the discount is in the email from Shop24"),
        ("de", "Gutscheincode: sommer24"),
    ],
)
def test_a_code_cue_s_small_letters_stay_clean_unless_labelled(lang, text):
    assert found(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "nl",
            "het wachtwoord is door mijn zoon van 12 verzonnen: draakjesvuur dus typfouten "
            "zijn uitgesloten",
            "draakjesvuur",
        ),
        (
            "de",
            "das Passwort hat meine Enkelin ausgesucht: Glitzerpony und jetzt geht nix",
            "Glitzerpony",
        ),
        ("en", "the password was picked by my husband: marmite and it worked yesterday", "marmite"),
        ("da", "koden er valgt af min datter: regnbuehest", "regnbuehest"),
    ],
)
def test_a_password_described_by_who_chose_it_is_the_token_after_the_colon(lang, text, value):
    assert found(text, lang) == [(value, "PASSWORD")]


def test_a_description_of_a_reset_before_a_colon_names_no_value():
    assert found("mein Passwort wurde zurückgesetzt: bitte neues schicken", "de") == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "en",
            "my security question was the name of my first school and the answer is "
            "Holloway. can you reset it?",
            "Holloway",
        ),
        ("de", "Sicherheitsfrage war Lieblingsessen, Antwort: Königsberger", "Königsberger"),
        (
            "da",
            "sikkerhedsspørgsmålet var min første bil og svaret er Folkevogn",
            "Folkevogn",
        ),
        ("nl", "de beveiligingsvraag is mijn geboorteplaats en het antwoord is Zwolle", "Zwolle"),
    ],
)
def test_a_security_question_s_value_is_its_answer(lang, text, value):
    assert found(text, lang) == [(value, "PASSWORD")]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "nl",
            "ik ben al jaren klant en heb altijd tulpje88 gebruikt, nu ineens fout",
            "tulpje88",
        ),
        ("de", "ich hab immer Kater_77 benutzt und heute geht es nicht", "Kater_77"),
    ],
)
def test_a_value_always_used_before_its_participle_is_a_password(lang, text, value):
    assert found(text, lang) == [(value, "PASSWORD")]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("nl", "we hebben altijd de app gebruikt"),
        ("nl", "ik heb altijd iPhone15 gebruikt"),
    ],
)
def test_a_thing_always_used_is_no_password(lang, text):
    assert found(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text", "spelled", "value"),
    [
        (
            "da",
            "min søster staver det for mig: stort M, å, g, e, n, to to altså Mågen22. er "
            "kontoen spærret?",
            "stort M, å, g, e, n, to to",
            "Mågen22",
        ),
        (
            "en",
            "my login keeps failing, I typed H, a, r, b, o, r, 7 i.e. Harbor7",
            "H, a, r, b, o, r, 7",
            "Harbor7",
        ),
    ],
)
def test_a_password_spelled_before_it_is_restated_is_one_too(lang, text, spelled, value):
    spans = found(text, lang)
    assert (spelled, "PASSWORD") in spans
    assert (value, "PASSWORD") in spans


def test_letters_spelled_out_that_spell_no_password_stay_clean():
    text = "the reference is A, B, C, D and the size is M"
    assert found(text, "en") == []


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "de",
            "Aus meinem Passwortmanager kopiert:\nurl=konto.example.de\nuser=jens.k",
        ),
        ("en", "I use a passwordmanager: bitwarden"),
    ],
)
def test_a_password_manager_written_as_one_word_is_a_tool(lang, text):
    assert all(label != "PASSWORD" for _value, label in found(text, lang))


def test_a_birth_date_beside_a_password_is_no_code():
    text = "klant Jan Bos, ww Feyenoord08, geboren 03-11-1987, graag mijn pakket wijzigen"
    assert found(text, "nl") == [("Feyenoord08", "PASSWORD")]


# From the misses left on earlier rounds' development halves (rounds 22 and 25).


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "de",
            "die Seite wollte ein neues Kennwort, hab dann Pfannkuchenberg genommen und jetzt "
            "fehlt angeblich eine Zahl",
            "Pfannkuchenberg",
        ),
        (
            "nl",
            "ik moest een nieuw wachtwoord kiezen en heb toen zeepbel gekozen",
            "zeepbel",
        ),
        ("en", "my password expired so I picked Marmalade7 and it's rejected", "Marmalade7"),
        ("da", "adgangskoden skulle skiftes, så jeg valgte hyldebærsaft", "hyldebærsaft"),
    ],
)
def test_the_word_chosen_in_a_message_about_a_password_is_one(lang, text, value):
    assert (value, "PASSWORD") in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "my password expired so I picked up the phone and called you"),
        ("en", "the PIN pad in your Harbour Street shop is broken, can I pay by link?"),
        ("de", "das PIN-Terminal in der Filiale Nordstadt hat nicht funktioniert"),
        ("nl", "iemand probeerde met mijn wachtwoord in te loggen, is die mail echt?"),
        ("de", "jemand hat mit meinem Passwort versucht sich einzuloggen"),
    ],
)
def test_choosing_talk_a_pin_pad_and_a_try_name_no_value(lang, text):
    assert all(label != "PASSWORD" for _value, label in found(text, lang))
