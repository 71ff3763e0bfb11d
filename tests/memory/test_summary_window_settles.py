"""Open points that the verbatim window settles (issue 19): a context's form leaves out a question
the window's turns answer and an offer they take up; the stored summary keeps them until its
fold reaches those turns. Sentences made up for these tests."""

import pytest

from memory import compaction
from memory.compaction import acts
from memory.models import Summary

from . import folding


def fold(turns, lang="en"):
    """(form, state) after folding `turns` one by one."""
    form, state = compaction.empty_form(), compaction.empty_state()
    for seq, (role, text) in enumerate(turns, start=1):
        compaction.update(form, state, compaction.Turn(seq=seq, role=role, text=text, lang=lang))
    return form, state


def later(turns, first_seq, lang="en"):
    return [
        compaction.Turn(seq=seq, role=role, text=text, lang=lang)
        for seq, (role, text) in enumerate(turns, start=first_seq)
    ]


def open_texts(form) -> list[str]:
    return [p["text"] for p in form["open_points"]]


FOLDED = [
    ("user", "Hi, I ordered a sofa, order SO-55102, and I need to move the delivery."),
    ("assistant", "Of course. Which day would suit you?"),
    ("user", "Friday 14 March. Can the driver carry it up to the third floor?"),
]


def test_a_question_the_window_answers_is_not_open_in_the_context_form():
    form, state = fold(FOLDED)
    assert "Can the driver carry it up to the third floor?" in open_texts(form)

    answered = [("assistant", "Yes, carrying it upstairs is included in your delivery.")]
    settled = compaction.settle_by_window(form, state, later(answered, 4))

    assert "Can the driver carry it up to the third floor?" not in open_texts(settled)
    # The form folded so far is left as it is; the context gets a copy.
    assert "Can the driver carry it up to the third floor?" in open_texts(form)


def test_a_counter_question_in_the_window_answers_nothing_yet():
    form, state = fold(FOLDED)

    countered = [("assistant", "Is there a lift in the building?")]
    settled = compaction.settle_by_window(form, state, later(countered, 4))

    assert "Can the driver carry it up to the third floor?" in open_texts(settled)


def test_a_question_the_window_puts_off_stays_open():
    form, state = fold(FOLDED)

    put_off = [("assistant", "I have to check that with the dispatch team first.")]
    settled = compaction.settle_by_window(form, state, later(put_off, 4))

    assert "Can the driver carry it up to the third floor?" in open_texts(settled)


def test_an_offer_taken_up_in_the_window_is_not_open_and_one_put_off_is():
    form, state = fold(
        [
            ("user", "My washing machine WAN28K40 is leaking again."),
            ("assistant", "I'm sorry. Shall I book an engineer for Tuesday?"),
        ]
    )
    assert "Shall I book an engineer for Tuesday?" in open_texts(form)

    taken = compaction.settle_by_window(form, state, later([("user", "Yes please.")], 3))
    put_off = compaction.settle_by_window(
        form, state, later([("user", "I have to ask my wife first.")], 3)
    )

    assert "Shall I book an engineer for Tuesday?" not in open_texts(taken)
    assert "Shall I book an engineer for Tuesday?" in open_texts(put_off)


def test_a_step_said_to_come_once_done_does_not_settle_the_deferral():
    """ "I'll write when I've talked to the vet" says the step again; it has not happened."""
    point = "I need to talk to the vet first."
    assert not acts.closes_point(
        point, "I'll write to you once I've talked to the vet.", by_customer=True
    )
    assert acts.closes_point(point, "I've talked to the vet, we'll switch.", by_customer=True)
    assert not acts.closes_point(
        "Das muss ich erst mit meinem Mann besprechen.",
        "Ich melde mich, wenn ich mit meinem Mann gesprochen habe.",
        by_customer=True,
    )
    assert not acts.closes_point(
        "Det vil jeg lige spørge vores dyrlæge om først.",
        "Så skriver jeg, når jeg har snakket med dyrlægen.",
        by_customer=True,
    )


def test_the_fold_keeps_a_deferral_a_later_when_clause_restates():
    form = folding.summarise(
        [
            ("user", "We got another puppy, so we need more food."),
            ("assistant", "Our own brand would bring the price down by a third."),
            ("user", "I need to talk to the vet first."),
            ("assistant", "Of course, the subscription stays as it is until then."),
            ("user", "I'll write to you once I've talked to the vet."),
        ]
    )
    assert "I need to talk to the vet first." in open_texts(form)


@pytest.mark.django_db
def test_the_context_leaves_out_what_its_window_answers_and_the_summary_keeps_it(api):
    """Through the API on the messenger channel (a window of 9 turns): the customer's question
    is the last turn folded, the assistant's answer the first turn of the window."""
    key = api.post(
        "/api/v1/sessions", {"channel": "messenger", "locale": "en"}, format="json"
    ).json()["key"]
    turns = [
        ("user", "Hi, I ordered a sofa, order SO-55102, and I need to move the delivery."),
        ("assistant", "Of course. Which day would suit you?"),
        ("user", "Friday 14 March would be best."),
        ("assistant", "Friday 14 March is free, I've moved it."),
        ("user", "Can the driver carry it up to the third floor?"),
        ("assistant", "Yes, carrying it upstairs is included in your delivery."),
        ("user", "Great. The stairwell is narrow though."),
        ("assistant", "The sofa comes in two parts, so that should be fine."),
        ("user", "And the old sofa?"),
        ("assistant", "We can take the old one away for 30 euros."),
        ("user", "Let me think about that."),
        ("assistant", "Sure."),
        ("user", "Thanks."),
        ("assistant", "You're welcome."),
    ]
    for role, text in turns:
        response = api.post(
            f"/api/v1/sessions/{key}/messages", {"role": role, "text": text}, format="json"
        )
        assert response.status_code == 201, response.content

    summary = api.get(f"/api/v1/sessions/{key}/context").json()["summary"]

    assert summary["covers_until_seq"] == 5
    assert "Can the driver carry it up to the third floor?" not in open_texts(summary)
    stored = Summary.objects.get(session__key=key)
    if stored.covers_until_seq == 5:  # folded by the context's own write path, if at all
        assert "Can the driver carry it up to the third floor?" in open_texts(stored.form)
