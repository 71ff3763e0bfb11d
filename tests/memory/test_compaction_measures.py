"""Sizes with a unit on each side and tyre sizes (memory.summariser.measures)."""

import pytest

from .folding import summarise


def size(form):
    return [c for c in form["constraints"] if c["name"] == "size"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The carpet should be 2.5m x 3.5m.", "2.5m x 3.5m"),
        ("Ich brauche Winterreifen in 195/65 R15.", "195/65 R15"),
    ],
)
def test_the_shapes_are_sizes(text, value):
    assert [c["value"] for c in size(summarise([("user", text)]))] == [value]


def test_a_tyre_size_given_up_leaves_the_other_one():
    form = summarise(
        [
            ("user", "Op de band staat 205/55 R16."),
            ("assistant", "Dank u."),
            ("user", "Sorry, het is niet 205/55 R16 maar 215/55 R17, ik had het verkeerd."),
        ]
    )
    (entry,) = size(form)
    assert "215/55 R17" in entry["value"]
    assert [p["value"] for p in entry["previous"]] == ["205/55 R16"]
