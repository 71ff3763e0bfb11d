"""Cue words typed with one slip: "wachtwrod", "passwrod", "kenwort", "adgangskdoe".

People type the word "password" fast and on phones; a cue that is missed leaves its value in
the text, and the lexicons' hand-listed typos ("pasword", "passowrd") only cover the slips someone
has seen. So the long cue words of cues_password.txt and cues_otp.txt are read together with
every spelling one slip away: a letter left out, two neighbouring letters swapped, a letter
doubled, or a letter replaced by its neighbour on the keyboard; a long word (nine letters or
more) may also carry a letter left out and a swap together ("wachtwoord" -> "wachtwrod").

A slip that makes a word of its own is left out: a spelling that is a common word in any of the
four languages (wordfreq, Zipf 3 or more) or a cue of another kind is no slip. Only plain
words of seven letters or more get slips: shorter ones ("pin", "kode") are one slip away from
too many words.
"""

from __future__ import annotations

from privacy.patterns import common_in_a_language

MIN_LETTERS = 7
# Nine letters or more: two slips together (a letter left out and a swap) are still far from
# every other word of the four languages.
TWO_SLIPS_FROM = 9
# Neighbours on a QWERTY/QWERTZ keyboard (both: z and y swap places), letters only.
_ROWS = ("qwertzuiopü", "asdfghjklöä", "yxcvbnm", "qwertyuiop", "asdfghjklæø", "zxcvbnm")
_NEIGHBOURS: dict[str, set[str]] = {}
for _row in _ROWS:
    for _i, _char in enumerate(_row):
        _NEIGHBOURS.setdefault(_char, set()).update(
            _row[max(0, _i - 1) : _i] + _row[_i + 1 : _i + 2]
        )


def _one_slip(word: str) -> set[str]:
    """Every spelling one slip away from word: left out, swapped, doubled, neighbour key."""
    out = set()
    for i in range(len(word)):
        out.add(word[:i] + word[i + 1 :])
        out.add(word[:i] + word[i] + word[i:])
        for near in _NEIGHBOURS.get(word[i], ()):
            out.add(word[:i] + near + word[i + 1 :])
        if i + 1 < len(word) and word[i] != word[i + 1]:
            out.add(word[:i] + word[i + 1] + word[i] + word[i + 2 :])
    return out


def _left_out_and_swapped(word: str) -> set[str]:
    """Spellings with a letter left out and two neighbouring letters swapped."""
    out = set()
    for i in range(len(word)):
        shorter = word[:i] + word[i + 1 :]
        for j in range(len(shorter) - 1):
            if shorter[j] != shorter[j + 1]:
                out.add(shorter[:j] + shorter[j + 1] + shorter[j] + shorter[j + 2 :])
    return out


def slips(cues: list[str], others: set[str], two: bool = False) -> set[str]:
    """The spellings one slip away from the plain cue words of seven letters or more (two slips
    for long words when two is true), without the cues themselves, the other kinds' cues
    (others) and common words."""
    out: set[str] = set()
    for cue in cues:
        if len(cue) < MIN_LETTERS or not cue.isalpha():
            continue
        spellings = _one_slip(cue)
        if two and len(cue) >= TWO_SLIPS_FROM:
            spellings |= _left_out_and_swapped(cue)
        out |= spellings
    known = set(cues) | others
    return {
        s
        for s in out
        if s not in known and len(s) >= MIN_LETTERS - 1 and not common_in_a_language(s)
    }
