"""Build dev.jsonl and locked.jsonl from the authors' files in source/.

The authors (helper sessions that never read the summariser) wrote source/*.jsonl from GUIDE.md.
Every line is validated (memory.summary_eval.validate); a conversation whose number is a multiple
of 4 goes to the locked split (10 per language), which is only ever scored, never read while
writing rules. Run `python tests/memory/corpus/summary/build.py` from the project root after
changing a source file; tests/memory/test_summary_corpus.py checks the outputs match it.

fresh/*.jsonl were written later, by other sessions that had not seen the summariser either, after
the rules had been tuned on the development split: all of it is locked (fresh_locked.jsonl), a
second held-out figure that no rule was ever chosen on. round5/*.jsonl were written on 2026-12-02 by
two more such authors (new domains: car rental, event tickets, moving, appliance installation,
software subscriptions, bike shop, grocery delivery, gym membership, car repair, home insurance):
round5_locked.jsonl, scored on the code as it was before that day's rules and after them
(round5_first_run.txt). round6/*.jsonl were written later that day by two more such authors (new
domains again) as development data: appended to dev.jsonl, scored once before any rule was written
for them (round6_first_run.txt). round7/*.jsonl, by two more such authors the same day, were held
out for that session, scored before its helpers' rules were merged and after (round7_first_run.txt);
the next session made them development data. round8/*.jsonl (12 conversations, one more author, the
same day) are development data again, scored once before any rule was written for them
(round8_first_run.txt). round9/*.jsonl (20 conversations by two more such authors, the next session)
were held out for that session, scored before its helpers' rules were merged and after
(round9_first_run.txt); the session after made them development data (round9_dev.jsonl, a split of
its own). round10/*.jsonl (20 conversations by two more such authors, the session after) were held
out the same way (round10_first_run.txt) for two sessions; development data since 2026-12-03, when
round 11 came in (round10_dev.jsonl). round11/*.jsonl (16 conversations by two more such authors,
2026-12-03; ten in German and Dutch, six in English and Danish) were held out the same way
(round11_first_run.txt) for one session; development data since round 12 came in
(round11_dev.jsonl). round12/*.jsonl (16 conversations by two more
such authors, 2026-12-03, late; eight in German and Dutch, eight in English and Danish) are held
out the same way: round12_locked.jsonl, with round12_first_run.txt. round13/*.jsonl (20
conversations by two more such authors, 2026-12-03; five in each language) are development data,
scored once before any rule was written for them (round13_first_run.txt; round13_dev.jsonl).
round14/*.jsonl (20 conversations by two more such authors, 2026-12-03; five in each language)
were held out and scored at the session's start code and after its rules written on round 13
(round14_first_run.txt); then released as development data the same session
(round14_dev.jsonl), the rules on round 13 having shown no gain there. round15/*.jsonl (20
conversations by two more such authors, 2026-12-03, late; five in each language) are development
data, scored once before any rule was written for them (round15_first_run.txt; round15_dev.jsonl).
round16/*.jsonl (20 conversations by two more such authors, 2026-12-03, evening; five in each
language) were held out and scored on the code as the session started and at its end
(round16_first_run.txt: the same figures), then released as development data the same session
(round16_dev.jsonl) to find its one leak. round17/*.jsonl (20 conversations by four more such
authors, 2026-12-03, evening; five in each language, heavy on constraints and their corrections)
are split by the number ending each id: odd ones are development data (round17_dev.jsonl), even
ones a locked half that is only scored (round17_locked.jsonl); both halves were scored once before
any rule was written for them (round17_first_run.txt). round18/*.jsonl (24 conversations by four
more such authors, 2026-12-04; six in each language, new domains, heavy on corrections, deferred
decisions and passive promises) are split the same way (round18_dev.jsonl, round18_locked.jsonl)
and were scored once before any rule was written for them (round18_first_run.txt). round19/*.jsonl
(24 conversations by four more such authors, 2026-12-04, session 27; six in each language, new
domains) are split the same way (round19_dev.jsonl, round19_locked.jsonl) and were scored once
before any rule was written for them (round19_first_run.txt). round20/*.jsonl (24 conversations
by four more such authors, 2026-12-04, session 29; six in each language, new domains, heavy on
constraints and their corrections) are split the same way (round20_dev.jsonl, round20_locked.jsonl)
and were scored once before any rule was written for them (round20_first_run.txt). round21/*.jsonl
(24 conversations by four more such authors, 2026-12-05, session 30; six in each language, new
domains, heavy on constraints and their corrections) are split the same way (round21_dev.jsonl,
round21_locked.jsonl) and were scored once before any rule was written for them
(round21_first_run.txt). round22/*.jsonl (24 conversations by four more such authors, 2026-12-05,
session 31; six in each language, new domains, with corrections said by reference to the old
value, deferred decisions and topic changes) are split the same way (round22_dev.jsonl,
round22_locked.jsonl) and were scored once before any rule was written for them
(round22_first_run.txt).
"""

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[3]))

from memory.summary_eval import validate  # noqa: E402


def is_locked(row_id: str) -> bool:
    """The locked split: conversations whose number is a multiple of 4."""
    return int(re.search(r"(\d+)$", row_id).group(1)) % 4 == 0


def _rows(folder: str):
    """Every validated conversation of folder/*.jsonl, in file and line order."""
    seen = set()
    for path in sorted((HERE / folder).glob("*.jsonl")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            row = json.loads(line)
            try:
                validate(row)
            except (ValueError, KeyError, TypeError) as exc:
                raise ValueError(f"{path.name}:{number}: {exc}") from exc
            if row["id"] in seen:
                raise ValueError(f"{path.name}:{number}: duplicate id {row['id']}")
            seen.add(row["id"])
            yield row


def build() -> tuple[list[dict], list[dict]]:
    """(dev, locked): the first authors' files split, then the sixth, eighth and seventh rounds',
    all development."""
    dev, locked = [], []
    for row in _rows("source"):
        (locked if is_locked(row["id"]) else dev).append(row)
    dev.extend(_rows("round6"))
    dev.extend(_rows("round8"))
    dev.extend(_rows("round7"))
    return dev, locked


def build_fresh() -> list[dict]:
    """The fresh held-out conversations: all locked."""
    return list(_rows("fresh"))


def build_round5() -> list[dict]:
    """The fifth round's conversations: all locked."""
    return list(_rows("round5"))


def build_round9() -> list[dict]:
    """The ninth round's conversations: development data (held out for one session)."""
    return list(_rows("round9"))


def build_round10() -> list[dict]:
    """The tenth round's conversations: development data (held out for two sessions)."""
    return list(_rows("round10"))


def build_round11() -> list[dict]:
    """The eleventh round's conversations: development data since round 12."""
    return list(_rows("round11"))


def build_round12() -> list[dict]:
    """The twelfth round's conversations: all locked."""
    return list(_rows("round12"))


def build_round13() -> list[dict]:
    """The thirteenth round's conversations: development data."""
    return list(_rows("round13"))


def build_round14() -> list[dict]:
    """The fourteenth round's conversations: development data (held out for one scoring)."""
    return list(_rows("round14"))


def build_round15() -> list[dict]:
    """The fifteenth round's conversations: development data."""
    return list(_rows("round15"))


def build_round16() -> list[dict]:
    """The sixteenth round's conversations: development data (held out for two scorings)."""
    return list(_rows("round16"))


def _by_parity(rows) -> tuple[list[dict], list[dict]]:
    """(development, locked): odd numbers ending the ids, then even ones."""
    rows = list(rows)
    dev = [row for row in rows if int(row["id"].rsplit("-", 1)[1]) % 2]
    locked = [row for row in rows if not int(row["id"].rsplit("-", 1)[1]) % 2]
    return dev, locked


def build_round17() -> tuple[list[dict], list[dict]]:
    """The seventeenth round's conversations: (development, locked), by the parity of the number
    ending each id."""
    return _by_parity(_rows("round17"))


def build_round18() -> tuple[list[dict], list[dict]]:
    """The eighteenth round's conversations: (development, locked), by the parity of the number
    ending each id."""
    return _by_parity(_rows("round18"))


def build_round19() -> tuple[list[dict], list[dict]]:
    """The nineteenth round's conversations: (development, locked), by the parity of the number
    ending each id."""
    return _by_parity(_rows("round19"))


def build_round20() -> tuple[list[dict], list[dict]]:
    """The twentieth round's conversations: (development, locked), by the parity of the number
    ending each id."""
    return _by_parity(_rows("round20"))


def build_round21() -> tuple[list[dict], list[dict]]:
    """The twenty-first round's conversations: (development, locked), by the parity of the
    number ending each id."""
    return _by_parity(_rows("round21"))


def build_round22() -> tuple[list[dict], list[dict]]:
    """The twenty-second round's conversations: (development, locked), by the parity of the
    number ending each id."""
    return _by_parity(_rows("round22"))


def _write(path: Path, rows: list[dict]) -> None:
    lines = (json.dumps(row, ensure_ascii=False) for row in rows)
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")


if __name__ == "__main__":
    dev_rows, locked_rows = build()
    _write(HERE / "dev.jsonl", dev_rows)
    _write(HERE / "locked.jsonl", locked_rows)
    fresh_rows = build_fresh()
    _write(HERE / "fresh_locked.jsonl", fresh_rows)
    round5_rows = build_round5()
    _write(HERE / "round5_locked.jsonl", round5_rows)
    round9_rows = build_round9()
    _write(HERE / "round9_dev.jsonl", round9_rows)
    round10_rows = build_round10()
    _write(HERE / "round10_dev.jsonl", round10_rows)
    round11_rows = build_round11()
    _write(HERE / "round11_dev.jsonl", round11_rows)
    round12_rows = build_round12()
    _write(HERE / "round12_locked.jsonl", round12_rows)
    round13_rows = build_round13()
    _write(HERE / "round13_dev.jsonl", round13_rows)
    round14_rows = build_round14()
    _write(HERE / "round14_dev.jsonl", round14_rows)
    round15_rows = build_round15()
    _write(HERE / "round15_dev.jsonl", round15_rows)
    round16_rows = build_round16()
    _write(HERE / "round16_dev.jsonl", round16_rows)
    round17_dev, round17_locked = build_round17()
    _write(HERE / "round17_dev.jsonl", round17_dev)
    _write(HERE / "round17_locked.jsonl", round17_locked)
    round18_dev, round18_locked = build_round18()
    _write(HERE / "round18_dev.jsonl", round18_dev)
    _write(HERE / "round18_locked.jsonl", round18_locked)
    round19_dev, round19_locked = build_round19()
    _write(HERE / "round19_dev.jsonl", round19_dev)
    _write(HERE / "round19_locked.jsonl", round19_locked)
    round20_dev, round20_locked = build_round20()
    _write(HERE / "round20_dev.jsonl", round20_dev)
    _write(HERE / "round20_locked.jsonl", round20_locked)
    round21_dev, round21_locked = build_round21()
    _write(HERE / "round21_dev.jsonl", round21_dev)
    _write(HERE / "round21_locked.jsonl", round21_locked)
    round22_dev, round22_locked = build_round22()
    _write(HERE / "round22_dev.jsonl", round22_dev)
    _write(HERE / "round22_locked.jsonl", round22_locked)
    print(
        f"{len(dev_rows)} development, {len(locked_rows)} locked, {len(fresh_rows)} fresh locked, "
        f"{len(round5_rows)} round 5 locked, {len(round9_rows)} round 9 development, "
        f"{len(round10_rows)} round 10 development, {len(round11_rows)} round 11 development, "
        f"{len(round12_rows)} round 12 locked, {len(round13_rows)} round 13 development, "
        f"{len(round14_rows)} round 14 development, {len(round15_rows)} round 15 development, "
        f"{len(round16_rows)} round 16 development, {len(round17_dev)} round 17 development, "
        f"{len(round17_locked)} round 17 locked, {len(round18_dev)} round 18 development, "
        f"{len(round18_locked)} round 18 locked, {len(round19_dev)} round 19 development, "
        f"{len(round19_locked)} round 19 locked, {len(round20_dev)} round 20 development, "
        f"{len(round20_locked)} round 20 locked, {len(round21_dev)} round 21 development, "
        f"{len(round21_locked)} round 21 locked, {len(round22_dev)} round 22 development, "
        f"{len(round22_locked)} round 22 locked"
    )
