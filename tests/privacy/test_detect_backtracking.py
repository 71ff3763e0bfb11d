"""A message is read in time linear in its length, whatever it holds (issue 20).

A pattern that can split a run of the same characters in many ways backtracks exponentially when
the match then fails: "my password is " followed by forty "!" once hung detect() for minutes, and
one such message would tie up a web worker. Every input below is a cue followed by a long run of
one shape, up to the longest message the API takes; each must be read within a few seconds of CPU
(they take milliseconds; the bound only catches a blow-up, it measures no speed), and four times
the text may cost about four times the CPU, not sixteen. The bound is on this
process's CPU time (ITIMER_PROF), so a machine busy with other work does not trip it.
"""

import itertools
import signal
import time

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
    previous = signal.signal(signal.SIGPROF, _raise)
    try:
        for cue, run, tail in itertools.product(CUES, RUNS, ("", "!", " x", "\n")):
            text = (cue + run * (length // len(run) + 1))[:length] + tail
            signal.setitimer(signal.ITIMER_PROF, SECONDS)
            try:
                detect(text, None)
            except _TooSlow:
                slow.append((cue, run, tail))
            finally:
                signal.setitimer(signal.ITIMER_PROF, 0)
    finally:
        signal.signal(signal.SIGPROF, previous)
    assert not slow, f"detect() took over {SECONDS} s of CPU on {slow[:5]}"


def _cpu_seconds(text: str) -> float:
    """The least CPU time of two reads of text (the lesser is the one least disturbed)."""
    times = []
    for _ in range(2):
        started = time.process_time()
        detect(text, None)
        times.append(time.process_time() - started)
    return min(times)


def test_four_times_the_text_costs_about_four_times_the_cpu():
    """Linear, not quadratic: a long token after "tried " (each of its digits read the token to
    its end again) and "pin " before 8,000 spaces (two space runs split every way) took 14 times
    as long at four times the length before they were fixed. Linear inputs measure 4-5.5 times;
    the allowance (8 times, plus 20 ms for the clock's grain) is wide enough for a shared machine
    and still catches a square law."""
    quadratic = []
    for cue, run, tail in itertools.product(CUES, RUNS, ("", " x")):
        short, long = ((cue + run * (n // len(run) + 1))[:n] + tail for n in (2000, 8000))
        short_cpu, long_cpu = _cpu_seconds(short), _cpu_seconds(long)
        if long_cpu > 8 * short_cpu + 0.02:
            quadratic.append((cue, run, tail, round(short_cpu, 3), round(long_cpu, 3)))
    assert not quadratic, f"more than linear in the text's length: {quadratic[:5]}"
