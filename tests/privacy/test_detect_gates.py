"""The speed gates of privacy/detect must never be narrower than what they guard: a gate that
closes on a text the detector would have read changes what detect() finds."""

import random

import pytest

from privacy.detect import detect, frames, kinds, spelled, windows
from privacy.gates import digit_count, parts_pattern


@pytest.mark.parametrize(
    "text",
    ["", "no digits", "Code 4821 und 77", "٣٤ arabic-indic and 12", "full width ４５ and 6"],
)
def test_digit_count_counts_what_backslash_d_matches(text):
    assert digit_count(text) == sum(c.isdecimal() for c in text)


def test_parts_pattern_finds_a_part_exactly_as_written():
    pattern = parts_pattern(["log in", "pass", "passwort", "a.b"])
    assert pattern.search("please log in") is not None
    assert pattern.search("my passwort") is not None
    assert pattern.search("a.b") is not None
    # A space or a dot is itself, not a class as in trie_pattern.
    assert pattern.search("login") is None
    assert pattern.search("log-in") is None
    assert pattern.search("axb") is None


def test_parts_pattern_agrees_with_substring_tests():
    parts = ["ab", "abc", "b c", "cab", "x"]
    pattern = parts_pattern(parts)
    rng = random.Random(7)
    for _ in range(2000):
        text = "".join(rng.choice("abcx ") for _ in range(rng.randint(0, 8)))
        assert (pattern.search(text) is not None) == any(p in text for p in parts)


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        ("CVC: (vier\tfünf\nsechs)", "vier\tfünf\nsechs", "CVC"),
        ("die prüfziffer ist (vier, fünf-sechs)", "vier, fünf-sechs", "CVC"),
    ],
)
def test_a_spelled_run_between_brackets_and_odd_separators_passes_the_gate(text, value, label):
    # The run's middle word stands between separators; brackets are glued to the outer words.
    found = [(text[s.start : s.end], s.label) for s in detect(text, "de")]
    assert found == [(value, label)]


def test_the_spelled_gate_lets_every_run_through():
    words = [*spelled._DIGIT_WORDS, "foo", "x1", "é"]
    separators = [" ", ", ", "-", " – ", "\n", "\t", ",", "(", ")", ".", "'", "/", "_"]
    rng = random.Random(11)
    for _ in range(20000):
        text = "".join(rng.choice(words) + rng.choice(separators) for _ in range(rng.randint(1, 6)))
        if spelled._LOWER_RUN_RE.search(text) is not None:
            tokens = spelled._SPLIT_RE.split(text)[1:-1]
            assert not spelled._DIGIT_WORDS.isdisjoint(tokens), text


def test_every_frame_word_opens_the_frames_gate():
    assert {"til", "or", "made", "one", "capital"} <= frames._ANCHOR_WORDS
    for text in ("x (klein)", "dog's name, rex", 'said "hi"', "login: a / b c"):
        assert frames._ANCHOR_PARTS_RE.search(text) is not None, text


def test_the_dictated_gate_lets_every_dictated_or_dotted_run_through():
    pieces = ["4 ", "7-", "1,", "2, ", "9.", "3–", "5\n", "17", "x", "/", " ", "."]
    rng = random.Random(5)
    for _ in range(30000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 12)))
        if spelled._DICTATED_RE.search(text) or spelled._DOTTED_RE.search(text):
            assert spelled._DICTATED_OR_DOTTED_RE.search(text) is not None, text


def test_the_own_code_gate_opens_wherever_the_own_words_match():
    # Pieces of every branch of the pattern, its look-ahead's exceptions and near misses.
    pieces = [*kinds._OWN_WORDS, "lock", "un", "c", "b", "pad", "lås", "en", "kode", "schloss"]
    pieces += ["slot", "tresor", "kluis", "pengeskab", "ouderlijk", "toezicht", "parental"]
    pieces += ["kindersicherung", "børnesikring", "forældrekontrol", "lo", "ck", "s", "et", "x"]
    separators = ["", " ", "\n", "-", "."]
    rng = random.Random(13)
    for _ in range(30000):
        text = "".join(
            rng.choice(pieces) + rng.choice(separators) for _ in range(rng.randint(1, 5))
        )
        low, high = rng.randint(0, len(text)), len(text) - rng.randint(0, 3)
        if kinds._OWN_RE.search(text, low, high) is not None:
            assert kinds._OWN_PARTS_RE.search(text, low, high) is not None, text


def test_every_key_an_ascii_sentence_holds_twice_opens_the_spelling_gates():
    # Umlauts, joining marks, trailing marks, caps lock, a final sigma and a dotted capital I:
    # lower() and the key's spelling must agree between the whole text, the sentence and a token.
    words = ["Blåbær_4", "blaabaer-4", "Straße.", "strasse", "Harbour77!", "harbour77", "hARBOUR77"]
    words += ["ΑΣΣΟΣ", "ασσος", "İstanbul9", "istanbul9", "Tower_Bridge", "tower.bridge", "a", "xx"]
    separators = [" ", ", ", ". ", "! ", "? ", "\n", "; ", "'", "’", "(", ")", ":", "…"]
    rng = random.Random(17)
    for _ in range(20000):
        text = "".join(rng.choice(words) + rng.choice(separators) for _ in range(rng.randint(1, 8)))
        repeated = windows._repeated_keys(text.lower())
        start = 0
        for boundary in [*windows._VARIANT_SENTENCE_END_RE.finditer(text), None]:
            end = len(text) if boundary is None else boundary.start()
            sentence = text[start:end]
            start = end if boundary is None else boundary.end()
            keys = [
                windows._key(token.rstrip(windows._VARIANT_TRAILING))
                for token in windows._VARIANT_TOKEN_RE.findall(sentence)
            ]
            twice = {k for k in keys if len(k) >= windows._MIN_KEY and keys.count(k) > 1}
            if twice and sentence.isascii():
                # Outside ASCII the text's lower() may differ from a token's (a final sigma before
                # an apostrophe): the sentence gates read ASCII sentences only.
                assert twice <= repeated, text
                lowered = sentence.lower()
                assert twice <= windows._repeated_keys(lowered), text
                assert all(k in windows._spelt_plain(lowered) for k in twice), text


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # The variants stand in a later sentence of a text that is not ASCII elsewhere.
        (
            "Grüße aus Århus. Ich tippte Seeadler_5 und nicht Seeadler-5.",
            ["Seeadler_5", "Seeadler-5"],
        ),
        # ... and in a sentence that is not ASCII itself.
        ("Hi there. Jeg skrev Måge12 men det var måge12.", ["Måge12", "måge12"]),
    ],
)
def test_the_spelling_gates_keep_variants_in_any_sentence(text, values):
    found = [text[s.start : s.end] for s in detect(text) if s.label == "PASSWORD"]
    assert found == values
