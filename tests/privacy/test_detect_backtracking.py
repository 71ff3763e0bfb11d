"""A message is read in time linear in its length, whatever it holds (issue 20).

A pattern that can split a run of the same characters in many ways backtracks exponentially when
the match then fails: "my password is " followed by forty "!" once hung detect() for minutes, and
one such message would tie up a web worker. Every input below is a cue followed by a long run of
one shape, up to the longest message the API takes; each must be read within a few seconds (they
take milliseconds; the bound only catches a blow-up, it measures no speed).
"""

import itertools
import signal

import pytest
from django.conf import settings

from privacy.detect import detect

CUES = (
    "",
    "my password is ",
    "Passwort ist ",
    "kodeord: ",
    "wachtwoord = ",
    "the code is ",
    "pin ",
    "login: anna / ",
    "allergisch gegen ",
    "Ich wohne in der ",
    "tried ",
    "sms-kode ",
)
RUNS = ("a", "A", "1", "!", ".", "-", " ", "a1", "Aa", "ä", "#", "?!", "aB3!", "1 ", "Abc1 ", "a.b")
SECONDS = 5


class _TooSlow(Exception):
    pass


def _raise(*_args):
    raise _TooSlow


@pytest.mark.parametrize("length", [40, 400, settings.MESSAGE_MAX_CHARS])
def test_long_runs_after_a_cue_are_read_without_backtracking(length):
    slow = []
    previous = signal.signal(signal.SIGALRM, _raise)
    try:
        for cue, run, tail in itertools.product(CUES, RUNS, ("", "!", " x")):
            text = (cue + run * (length // len(run) + 1))[:length] + tail
            signal.setitimer(signal.ITIMER_REAL, SECONDS)
            try:
                detect(text, None)
            except _TooSlow:
                slow.append((cue, run, tail))
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
    finally:
        signal.signal(signal.SIGALRM, previous)
    assert not slow, f"detect() took over {SECONDS} s on {slow[:5]}"
