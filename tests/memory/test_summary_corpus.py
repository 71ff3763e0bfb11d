"""The independent summary corpus: its format, its validator and its locked split."""

import importlib.util
import json
from pathlib import Path

import pytest

from memory.summary_eval import (
    DEV_CORPUS,
    FRESH_CORPUS,
    LOCKED_CORPUS,
    ROUND5_CORPUS,
    ROUND9_CORPUS,
    ROUND10_CORPUS,
    ROUND11_CORPUS,
    ROUND12_CORPUS,
    ROUND13_CORPUS,
    ROUND14_CORPUS,
    ROUND15_CORPUS,
    ROUND16_CORPUS,
    ROUND17_CORPUS,
    ROUND17_LOCKED_CORPUS,
    ROUND18_CORPUS,
    ROUND18_LOCKED_CORPUS,
    ROUND19_CORPUS,
    ROUND19_LOCKED_CORPUS,
    ROUND20_CORPUS,
    ROUND20_LOCKED_CORPUS,
    ROUND21_CORPUS,
    ROUND21_LOCKED_CORPUS,
    ROUND22_CORPUS,
    ROUND22_LOCKED_CORPUS,
    aggregate,
    load,
    score_conversation,
    validate,
    value_matches,
)

BUILD = Path(DEV_CORPUS).parent / "build.py"


def _module():
    spec = importlib.util.spec_from_file_location("summary_build", BUILD)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _build():
    return _module().build()


def test_the_split_files_are_what_build_makes_of_the_sources():
    dev, locked = _build()
    assert load(DEV_CORPUS) == dev
    assert load(LOCKED_CORPUS) == locked
    assert all(int(row["id"].split("-")[1]) % 4 == 0 for row in locked)


def test_the_fresh_held_out_split_is_what_build_makes_of_its_sources():
    fresh = _module().build_fresh()
    assert load(FRESH_CORPUS) == fresh
    assert {row["lang"] for row in fresh} == {"de", "en", "da", "nl"}
    assert not {row["id"] for row in fresh} & {row["id"] for row in load(DEV_CORPUS)}


def test_the_round5_held_out_split_is_what_build_makes_of_its_sources():
    round5 = _module().build_round5()
    assert load(ROUND5_CORPUS) == round5
    assert {row["lang"] for row in round5} == {"de", "en", "da", "nl"}
    earlier = load(DEV_CORPUS) + load(LOCKED_CORPUS) + load(FRESH_CORPUS)
    assert not {row["id"] for row in round5} & {row["id"] for row in earlier}


def test_the_round9_split_is_what_build_makes_of_its_sources():
    round9 = _module().build_round9()
    assert load(ROUND9_CORPUS) == round9
    assert {row["lang"] for row in round9} == {"de", "en", "da", "nl"}
    earlier = load(DEV_CORPUS) + load(LOCKED_CORPUS) + load(FRESH_CORPUS) + load(ROUND5_CORPUS)
    assert not {row["id"] for row in round9} & {row["id"] for row in earlier}


def test_every_conversation_is_long_enough_and_annotated():
    rows = load(DEV_CORPUS) + load(LOCKED_CORPUS)
    for row in rows:
        assert 20 <= len(row["turns"]) <= 40, row["id"]
    assert sum(bool(row["topic_breaks"]) for row in rows) >= len(rows) // 8
    assert sum(any(c.get("previous") for c in row["gold"]["constraints"]) for row in rows) >= (
        len(rows) // 2
    )


def _row(**gold):
    return {
        "format": "chatmemory-summary-gold/1",
        "id": "en-99",
        "lang": "en",
        "domain": "test",
        "turns": [
            {"seq": 1, "role": "user", "text": "My order SO-55102 has not arrived."},
            {"seq": 2, "role": "assistant", "text": "We will call you back tomorrow."},
        ],
        "topic_breaks": [],
        "gold": {"objects": [], "constraints": [], **gold},
    }


def test_the_validator_refuses_a_value_that_is_not_a_literal_quote():
    validate(_row(objects=[{"type": "order", "value": "SO-55102", "seq": 1}]))
    with pytest.raises(ValueError, match="literal quote"):
        validate(_row(objects=[{"type": "order", "value": "SO-55103", "seq": 1}]))
    with pytest.raises(ValueError, match="vocabulary"):
        validate(_row(objects=[{"type": "thing", "value": "SO-55102", "seq": 1}]))


def test_scoring_counts_hits_misses_and_leaks():
    row = _row(
        objects=[{"type": "order", "value": "SO-55102", "seq": 1}],
        commitments=[{"kind": "callback", "text": "We will call you back tomorrow.", "seq": 2}],
        must_not_appear=["My order SO-55102 has not arrived."],
    )
    stored = {t["seq"]: t["text"] for t in row["turns"]}
    form = {
        "covers_until_seq": 2,
        "concern": {"text": "My order SO-55102 has not arrived.", "seq": 1},
        "objects": [{"type": "order", "value": "SO-55102", "seq": 1}],
        "constraints": [],
        "open_points": [],
        "commitments": [],
        "closed_topics": [],
    }
    result = aggregate([score_conversation(row, form, stored)])["all"]
    assert result["objects_recall"] == {"value": 1.0, "n": 1}
    assert result["objects_grounded"] == {"value": 1.0, "n": 1}
    assert result["commitments_found"] == {"value": 0.0, "n": 1}
    assert result["leaks"] == {"value": 1, "n": 1}


def test_precision_counts_the_forms_entries_the_gold_does_not_hold():
    row = _row(
        commitments=[{"kind": "callback", "text": "We will call you back tomorrow.", "seq": 2}],
    )
    stored = {t["seq"]: t["text"] for t in row["turns"]}
    form = {
        "covers_until_seq": 2,
        "concern": {"text": "My order SO-55102 has not arrived.", "seq": 1},
        "objects": [],
        "constraints": [],
        "open_points": [{"text": "My order SO-55102 has not arrived.", "seq": 1}],
        "commitments": [
            {"kind": "callback", "text": "We will call you back tomorrow.", "seq": 2},
            {"kind": "other", "text": "My order SO-55102 has not arrived.", "seq": 1},
        ],
        "closed_topics": [],
    }
    result = aggregate([score_conversation(row, form, stored)])["all"]
    assert result["commitments_found"] == {"value": 1.0, "n": 1}
    assert result["commitments_precision"] == {"value": 0.5, "n": 2}
    assert result["open_points_precision"] == {"value": 0.0, "n": 1}


def test_the_round10_split_is_what_build_makes_of_its_sources():
    round10 = _module().build_round10()
    assert load(ROUND10_CORPUS) == round10
    assert {row["lang"] for row in round10} == {"de", "en", "da", "nl"}
    earlier = [
        row
        for path in (DEV_CORPUS, LOCKED_CORPUS, FRESH_CORPUS, ROUND5_CORPUS, ROUND9_CORPUS)
        for row in load(path)
    ]
    assert not {row["id"] for row in round10} & {row["id"] for row in earlier}


def test_the_round11_split_is_what_build_makes_of_its_sources():
    round11 = _module().build_round11()
    assert load(ROUND11_CORPUS) == round11
    assert {row["lang"] for row in round11} == {"de", "en", "da", "nl"}
    earlier = [
        row
        for path in (
            DEV_CORPUS,
            LOCKED_CORPUS,
            FRESH_CORPUS,
            ROUND5_CORPUS,
            ROUND9_CORPUS,
            ROUND10_CORPUS,
        )
        for row in load(path)
    ]
    assert not {row["id"] for row in round11} & {row["id"] for row in earlier}


def test_the_round12_held_out_split_is_what_build_makes_of_its_sources():
    round12 = _module().build_round12()
    assert load(ROUND12_CORPUS) == round12
    assert {row["lang"] for row in round12} == {"de", "en", "da", "nl"}
    earlier = [
        row
        for path in (
            DEV_CORPUS,
            LOCKED_CORPUS,
            FRESH_CORPUS,
            ROUND5_CORPUS,
            ROUND9_CORPUS,
            ROUND10_CORPUS,
            ROUND11_CORPUS,
        )
        for row in load(path)
    ]
    assert not {row["id"] for row in round12} & {row["id"] for row in earlier}


def test_values_match_by_words_not_by_case_or_punctuation():
    assert value_matches("Bosch Serie 6 WAN28K40", "bosch serie 6 wan28k40")
    assert value_matches("SO-55102", "Bestellung SO-55102")
    assert not value_matches("SO-55102", "SO-55103")
    assert not value_matches("Galaxy S24 Ultra 256 GB", "S24")


def test_the_corpus_files_are_json_lines():
    for path in (
        DEV_CORPUS,
        LOCKED_CORPUS,
        FRESH_CORPUS,
        ROUND5_CORPUS,
        ROUND9_CORPUS,
        ROUND10_CORPUS,
        ROUND11_CORPUS,
        ROUND12_CORPUS,
    ):
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            json.loads(line)


def test_the_round13_split_is_what_build_makes_of_its_sources():
    round13 = _module().build_round13()
    assert load(ROUND13_CORPUS) == round13
    assert {row["lang"] for row in round13} == {"de", "en", "da", "nl"}
    earlier = [
        row
        for path in (
            DEV_CORPUS,
            LOCKED_CORPUS,
            FRESH_CORPUS,
            ROUND5_CORPUS,
            ROUND9_CORPUS,
            ROUND10_CORPUS,
            ROUND11_CORPUS,
            ROUND12_CORPUS,
        )
        for row in load(path)
    ]
    assert not {row["id"] for row in round13} & {row["id"] for row in earlier}


def test_the_round14_split_is_what_build_makes_of_its_sources():
    round14 = _module().build_round14()
    assert load(ROUND14_CORPUS) == round14
    assert {row["lang"] for row in round14} == {"de", "en", "da", "nl"}
    earlier = [
        row
        for path in (
            DEV_CORPUS,
            LOCKED_CORPUS,
            FRESH_CORPUS,
            ROUND5_CORPUS,
            ROUND9_CORPUS,
            ROUND10_CORPUS,
            ROUND11_CORPUS,
            ROUND12_CORPUS,
            ROUND13_CORPUS,
        )
        for row in load(path)
    ]
    assert not {row["id"] for row in round14} & {row["id"] for row in earlier}


def test_the_round15_split_is_what_build_makes_of_its_sources():
    round15 = _module().build_round15()
    assert load(ROUND15_CORPUS) == round15
    assert {row["lang"] for row in round15} == {"de", "en", "da", "nl"}
    earlier = [
        row
        for path in (
            DEV_CORPUS,
            LOCKED_CORPUS,
            FRESH_CORPUS,
            ROUND5_CORPUS,
            ROUND9_CORPUS,
            ROUND10_CORPUS,
            ROUND11_CORPUS,
            ROUND12_CORPUS,
            ROUND13_CORPUS,
            ROUND14_CORPUS,
        )
        for row in load(path)
    ]
    assert not {row["id"] for row in round15} & {row["id"] for row in earlier}


def test_the_round16_split_is_what_build_makes_of_its_sources():
    round16 = _module().build_round16()
    assert load(ROUND16_CORPUS) == round16
    assert {row["lang"] for row in round16} == {"de", "en", "da", "nl"}
    earlier = [
        row
        for path in (
            DEV_CORPUS,
            LOCKED_CORPUS,
            FRESH_CORPUS,
            ROUND5_CORPUS,
            ROUND9_CORPUS,
            ROUND10_CORPUS,
            ROUND11_CORPUS,
            ROUND12_CORPUS,
            ROUND13_CORPUS,
            ROUND14_CORPUS,
            ROUND15_CORPUS,
        )
        for row in load(path)
    ]
    assert not {row["id"] for row in round16} & {row["id"] for row in earlier}


# Every corpus in the order it was written: a round split in halves shares no id with any before it.
_CORPORA_IN_ORDER = (
    DEV_CORPUS,
    LOCKED_CORPUS,
    FRESH_CORPUS,
    ROUND5_CORPUS,
    ROUND9_CORPUS,
    ROUND10_CORPUS,
    ROUND11_CORPUS,
    ROUND12_CORPUS,
    ROUND13_CORPUS,
    ROUND14_CORPUS,
    ROUND15_CORPUS,
    ROUND16_CORPUS,
    ROUND17_CORPUS,
    ROUND17_LOCKED_CORPUS,
    ROUND18_CORPUS,
    ROUND18_LOCKED_CORPUS,
    ROUND19_CORPUS,
    ROUND19_LOCKED_CORPUS,
    ROUND20_CORPUS,
    ROUND20_LOCKED_CORPUS,
    ROUND21_CORPUS,
    ROUND21_LOCKED_CORPUS,
    ROUND22_CORPUS,
    ROUND22_LOCKED_CORPUS,
)


@pytest.mark.parametrize(
    ("number", "dev_path", "locked_path", "sizes", "every_language"),
    [
        (17, ROUND17_CORPUS, ROUND17_LOCKED_CORPUS, (12, 8), False),
        (18, ROUND18_CORPUS, ROUND18_LOCKED_CORPUS, (12, 12), True),
        (19, ROUND19_CORPUS, ROUND19_LOCKED_CORPUS, (12, 12), True),
        (20, ROUND20_CORPUS, ROUND20_LOCKED_CORPUS, (12, 12), True),
        (21, ROUND21_CORPUS, ROUND21_LOCKED_CORPUS, (12, 12), True),
        (22, ROUND22_CORPUS, ROUND22_LOCKED_CORPUS, (12, 12), True),
    ],
)
def test_a_round_s_halves_are_what_build_makes_of_its_sources(
    number, dev_path, locked_path, sizes, every_language
):
    """Odd ids are development data, even ids the locked half; neither shares an id with a
    corpus written before it."""
    dev, locked = getattr(_module(), f"build_round{number}")()
    assert load(dev_path) == dev
    assert load(locked_path) == locked
    assert (len(dev), len(locked)) == sizes
    if every_language:
        assert (
            {row["lang"] for row in dev}
            == {row["lang"] for row in locked}
            == {"da", "de", "en", "nl"}
        )
    assert all(int(row["id"][-1]) % 2 for row in dev)
    assert not any(int(row["id"][-1]) % 2 for row in locked)
    earlier = [
        row for path in _CORPORA_IN_ORDER[: _CORPORA_IN_ORDER.index(dev_path)] for row in load(path)
    ]
    assert not {row["id"] for row in dev + locked} & {row["id"] for row in earlier}
