"""Home as where something goes, said as "send it home" (memory.summariser.corrections,
`_own_place`): made-up sentences, with someone going home and a refusal."""

import pytest

from .folding import summarise


def destination(form) -> dict:
    return next(c for c in form["constraints"] if c["name"] == "destination")


@pytest.mark.parametrize(
    ("last", "value"),
    [
        ("Actually, send it home instead.", "send it home instead"),
        ("Sorry, deliver the parcel home, I'm off that week.", "deliver the parcel home"),
    ],
)
def test_sending_it_home_replaces_the_office(last, value):
    form = summarise(
        [
            ("user", "Please deliver it to my office."),
            ("assistant", "Sure."),
            ("user", last),
        ]
    )
    assert destination(form)["value"] == value
    assert "my office" in [p["value"] for p in destination(form)["previous"]]


@pytest.mark.parametrize(
    "last",
    [
        "I'll take it home myself on Friday.",  # someone going home, nothing sent there
        "Actually, don't send it home, the office is right.",
    ],
)
def test_no_new_destination(last):
    form = summarise(
        [
            ("user", "Please deliver it to my office."),
            ("assistant", "Sure."),
            ("user", last),
        ]
    )
    assert destination(form)["value"] == "my office"
