"""The optional model-backed summariser against a fake chat-completions server."""

import json
import logging

import pytest

from memory import llm_summary

TURNS = [
    {"seq": 1, "role": "user", "text": "Hallo. Ich suche einen Bürostuhl, Artikel 4711-0815."},
    {"seq": 2, "role": "assistant", "text": "Gern. Bis wann brauchen Sie ihn?"},
    {"seq": 3, "role": "user", "text": "Bis Donnerstag, bitte."},
    {"seq": 4, "role": "user", "text": "Ach nein, doch erst bis Freitag."},
    {"seq": 5, "role": "assistant", "text": "Ich rufe Sie morgen zurück. Welche Farbe?"},
]

GOOD = {
    "concern": {"text": "Ich suche einen Bürostuhl, Artikel 4711-0815.", "seq": 1},
    "objects": [{"type": "article", "value": "4711-0815", "seq": 1}],
    "constraints": [
        {
            "name": "deadline",
            "value": "Freitag",
            "seq": 4,
            "previous": [{"value": "Donnerstag", "seq": 3}],
        }
    ],
    "open_points": [{"text": "Welche Farbe?", "seq": 5}],
    "commitments": [{"kind": "callback", "text": "Ich rufe Sie morgen zurück.", "seq": 5}],
}


@pytest.fixture
def model(settings):
    from tests.fake_http import start_fake_server

    fake, server = start_fake_server()
    settings.LLM_URL = f"{fake.url}/v1/chat/completions"
    settings.LLM_MODEL = "tiny-summariser"
    settings.LLM_SUMMARY_ENABLED = True
    yield fake
    server.shutdown()
    server.server_close()


def logged(caplog) -> str:
    """Everything the summariser logged, message and extra fields alike."""
    return json.dumps([vars(r) for r in caplog.records], default=str)


def test_it_is_off_by_default(settings):
    assert settings.LLM_SUMMARY_ENABLED is False
    assert not llm_summary.is_enabled()
    settings.LLM_SUMMARY_ENABLED = True
    assert not llm_summary.is_enabled()  # no model URL configured


def test_a_grounded_answer_becomes_the_summary_form(model):
    assert llm_summary.is_enabled()
    model.completion(json.dumps(GOOD))
    form = llm_summary.summarise(TURNS, locale="de")
    assert form == {**GOOD, "closed_topics": [], "covers_until_seq": 5}
    sent = model.requests[0]["json"]
    assert sent["model"] == "tiny-summariser"
    assert sent["response_format"] == {"type": "json_object"}
    assert '"seq": 4' in sent["messages"][1]["content"]


def test_an_ungrounded_entry_is_dropped_and_the_drop_logged_without_its_text(model, caplog):
    answer = json.loads(json.dumps(GOOD))
    answer["objects"].append({"type": "order", "value": "999-4242", "seq": 1})  # invented
    answer["objects"].append({"type": "article", "value": "4711-0815", "seq": 3})  # wrong turn
    answer["constraints"][0]["previous"].append({"value": "Mittwoch", "seq": 3})
    answer["constraints"].append({"name": "budget", "value": "500 Euro", "seq": 2})
    answer["open_points"].append({"text": "Welche Größe?", "seq": 1})  # not in that turn
    answer["commitments"].append({"kind": "callback", "text": "Rückruf morgen", "seq": 5})
    model.completion(json.dumps(answer))
    with caplog.at_level(logging.INFO, logger="memory.llm_summary"):
        form = llm_summary.summarise(TURNS, locale="de")
    assert form["objects"] == GOOD["objects"]
    assert form["constraints"] == GOOD["constraints"]
    assert form["open_points"] == GOOD["open_points"]
    drops = [r for r in caplog.records if r.getMessage() == "llm_summary_entry_dropped"]
    assert [(r.section, r.seq, r.reason) for r in drops] == [
        ("objects", 1, "ungrounded"),
        ("objects", 3, "ungrounded"),
        ("constraints.0.previous", 3, "ungrounded"),
        ("constraints", 2, "ungrounded"),
        ("open_points", 1, "ungrounded"),
        ("commitments", 5, "ungrounded"),  # a paraphrase, not a quote
    ]
    assert form["commitments"] == GOOD["commitments"]
    text = logged(caplog)
    for value in ("999-4242", "Mittwoch", "500 Euro", "Welche Größe"):
        assert value not in text


def test_a_concern_that_is_not_the_persons_own_words_is_dropped(model):
    answer = {**GOOD, "concern": {"text": "Der Kunde ist ungeduldig", "seq": 1}}
    model.completion(json.dumps(answer))
    assert llm_summary.summarise(TURNS, locale="de")["concern"] is None


@pytest.mark.parametrize("placeholder", ["[Kartennummer entfernt]", "[card number removed]"])
def test_secrets_never_pass_even_when_grounded(model, placeholder):
    # The placeholder of the conversation's language, or of another (a language switch).
    turns = [*TURNS, {"seq": 6, "role": "user", "text": f"Karte: {placeholder}"}]
    answer = {**GOOD, "objects": [{"type": "customer", "value": placeholder, "seq": 6}]}
    model.completion(json.dumps(answer))
    assert llm_summary.summarise(turns, locale="de")["objects"] == []


@pytest.mark.parametrize(
    "content",
    [
        "Here is the summary: {concern: ...",
        '{"concern": null, "objects": [',
        json.dumps({**GOOD, "objects": [{"type": "mood", "value": "angry", "seq": 1}]}),
        json.dumps({"concern": None}),
        json.dumps([GOOD]),
    ],
)
def test_a_malformed_or_invalid_answer_keeps_the_default_summary(model, caplog, content):
    model.completion(content)
    assert llm_summary.summarise(TURNS, locale="de") is None
    assert {r.getMessage() for r in caplog.records} & {
        "llm_summary_malformed",
        "llm_summary_invalid",
    }
    assert "angry" not in logged(caplog)


def test_a_fenced_json_answer_is_accepted(model):
    model.completion("```json\n" + json.dumps(GOOD) + "\n```")
    assert llm_summary.summarise(TURNS, locale="de")["objects"] == GOOD["objects"]


def test_an_unreachable_model_keeps_the_default_summary(model):
    model.answer({"error": "down"}, status=502)
    assert llm_summary.summarise(TURNS, locale="de") is None
