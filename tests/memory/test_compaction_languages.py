"""The language wanted, named without a preposition (memory.summariser.languages)."""

import pytest

from memory.summariser import languages

from .folding import summarise


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Could we get the film with French subtitles?", "French subtitles"),
        ("Spricht der Techniker auch Englisch?", "Spricht der Techniker auch Englisch"),
        ("Tysk er fint, det taler vi alle.", "Tysk"),
        ("Kan de monteur Duits spreken? Spreekt hij Duits?", "Spreekt hij Duits"),
    ],
)
def test_a_language_named_without_a_preposition(text, language):
    form = summarise([("user", text)])
    assert [c["value"] for c in form["constraints"] if c["name"] == "language"] == [language]


def test_a_language_inside_a_sentence_in_passing_is_none():
    assert languages.language_spans("My neighbour is Danish and very kind.", []) == []
