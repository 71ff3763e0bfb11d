"""A channel named by its verb and a word of change (memory.summariser.media): made-up
sentences in the four languages, with what is no channel."""

import pytest

from memory.summariser import media

from .folding import summarise


def channel(form) -> dict | None:
    return next((c for c in form["constraints"] if c["name"] == "channel"), None)


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("Could you call me instead? I rarely check my inbox.", "call me instead"),
        ("Können Sie mich lieber anrufen?", "lieber anrufen"),
        ("Ville I hellere ringe til mig?", "hellere ringe"),
        ("Kunnen jullie me in plaats daarvan bellen?", "in plaats daarvan bellen"),
        ("Kan de ikke ringe i stedet, jeg ser aldrig min indbakke", "ringe i stedet"),
        ("Dann bring ich die Papiere persönlich vorbei.", "persönlich vorbei"),
    ],
)
def test_a_verb_with_a_word_of_change_is_the_channel(text, quoted):
    ((name, start, end),) = media.with_medium(text, [], blocked=[], channel_known=True)
    assert (name, text[start:end]) == ("channel", quoted)


@pytest.mark.parametrize(
    "text",
    [
        "Could you call me instead?",  # no channel held or told: nothing to replace
    ],
)
def test_no_channel_without_one_to_replace(text):
    assert media.with_medium(text, [], blocked=[], channel_known=False) == []


@pytest.mark.parametrize(
    "text",
    [
        "I don't want you to call instead.",
        "Ich will nicht lieber anrufen, schreiben Sie mir.",
        "We moved the meeting to Friday instead.",  # no verb of reaching anyone
        "I'd rather have the gold ring.",  # a thing, not a call
        "Can you engrave the other text instead?",
    ],
)
def test_a_refusal_or_another_change_is_no_channel(text):
    assert media.with_medium(text, [], blocked=[], channel_known=True) == []


def test_a_channel_said_by_its_medium_stays():
    stated = [("channel", 0, 7)]
    assert media.with_medium("Per SMS lieber.", stated, blocked=[], channel_known=True) == stated


def test_the_assistant_saying_it_will_call_is_a_channel_told():
    sentence = "Unser Techniker wird Sie am Vortag anrufen."
    ((name, start, end),) = media.told_spans(sentence)
    assert (name, sentence[start:end]) == ("channel", "anrufen")


def test_calling_instead_replaces_the_channel_told():
    form = summarise(
        [
            ("user", "Wanneer hoor ik iets?"),
            (
                "assistant",
                "De afdeling antwoordt binnen een week. Je krijgt het antwoord per mail.",
            ),
            ("user", "Kunnen ze me niet liever bellen? Mijn mail lees ik nooit."),
        ]
    )
    got = channel(form)
    assert got["value"] == "liever bellen"
    assert [p["value"] for p in got["previous"]] == ["per mail"]


def test_a_medium_preferred_replaces_the_call_told():
    form = summarise(
        [
            ("user", "When will the engineer come?"),
            ("assistant", "The engineer will call you the day before to agree a time."),
            ("user", "Calls are hard for me at work. I'd rather get a text."),
        ]
    )
    got = channel(form)
    assert got is not None and "text" in got["value"]
    assert [p["value"] for p in got["previous"]] == ["call you"]


def test_no_contact_data_is_told():
    form = summarise(
        [
            ("user", "Wie erreiche ich Sie?"),
            ("assistant", "Sie erreichen uns per Mail an service@example.org."),
            ("user", "Lieber per Telefon."),
        ]
    )
    got = channel(form)
    assert all("@" not in p["value"] for p in got["previous"])
