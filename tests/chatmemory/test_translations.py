"""Every catalogue is complete in German, Danish and Dutch, and its compiled .mo is current.

The .po files are read with the small parser below (no polib): enough of the PO format for the
files `makemessages` writes. After changing a string: run `python manage.py makemessages -l de
-l da -l nl -l en --no-obsolete`, translate, then `python manage.py compilemessages`.
"""

import ast
import gettext
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from django.apps import apps
from django.conf import settings
from django.utils import translation

ROOT = Path(settings.BASE_DIR)
TRANSLATED = ("de", "da", "nl")
LANGUAGES = (*TRANSLATED, "en")
# %(name)s, %d, %%: Python's %-formatting, which gettext's "python-format" flag refers to.
PLACEHOLDER = re.compile(r"%(?:\((\w+)\))?[#0 +-]*\d*(?:\.\d+)?([diouxXeEfFgGcrsa%])")


@dataclass
class Entry:
    msgid: str = ""
    msgid_plural: str | None = None
    msgctxt: str | None = None
    msgstr: dict[int, str] = field(default_factory=dict)
    flags: set[str] = field(default_factory=set)
    line: int = 0

    @property
    def label(self) -> str:
        context = f"[{self.msgctxt}] " if self.msgctxt else ""
        return f"line {self.line}: {context}{self.msgid[:60]!r}"


def read_po(path: Path) -> list[Entry]:
    """The entries of a .po file: blocks apart by blank lines; header and `#~` left out."""
    entries = []
    number = 1
    for block in path.read_text(encoding="utf-8").split("\n\n"):
        entry, target = Entry(line=number), None
        for line in block.strip().splitlines():
            if line.startswith("#,"):
                entry.flags |= {flag.strip() for flag in line[2:].split(",")}
            elif line.startswith("#"):
                continue
            elif line.startswith('"'):
                if isinstance(target, int):
                    entry.msgstr[target] += ast.literal_eval(line)
                else:
                    setattr(entry, target, getattr(entry, target) + ast.literal_eval(line))
            else:
                keyword, _, rest = line.partition(" ")
                target = int(keyword[7:-1]) if keyword.startswith("msgstr[") else keyword
                if target == "msgstr":
                    target = 0
                if isinstance(target, int):
                    entry.msgstr[target] = ast.literal_eval(rest)
                else:
                    setattr(entry, target, ast.literal_eval(rest))
        if entry.msgid:
            entries.append(entry)
        number += block.count("\n") + 2
    return entries


def locale_dirs() -> list[Path]:
    """The project's LOCALE_PATHS and every project app's locale/ (what Django loads)."""
    dirs = [Path(path) for path in settings.LOCALE_PATHS]
    for config in apps.get_app_configs():
        path = Path(config.path) / "locale"
        # Our own apps sit at the top of the project; installed ones (maybe in ./.venv) do not.
        if path.is_dir() and Path(config.path).parent == ROOT:
            dirs.append(path)
    return dirs


def catalogues(languages=LANGUAGES) -> list[Path]:
    return [d / lang / "LC_MESSAGES" / "django.po" for d in locale_dirs() for lang in languages]


def _id(path: Path) -> str:
    return str(path.relative_to(ROOT))


def placeholders(text: str) -> Counter:
    return Counter(m.group(0) for m in PLACEHOLDER.finditer(text) if m.group(0) != "%%")


def test_the_parser_reads_what_makemessages_writes(tmp_path):
    po = tmp_path / "django.po"
    po.write_text(
        'msgid ""\nmsgstr ""\n"Language: de\\n"\n\n'
        '#: a.py:1\n#, fuzzy, python-format\nmsgid "Hello %(name)s"\nmsgstr "Hallo"\n\n'
        'msgctxt "summary"\nmsgid ""\n"Order"\nmsgstr "Bestellung"\n\n'
        'msgid "One"\nmsgid_plural "Many"\nmsgstr[0] "Eins"\nmsgstr[1] ""\n\n'
        '#~ msgid "Gone"\n#~ msgstr "Weg"\n',
        encoding="utf-8",
    )
    hello, order, one = read_po(po)
    assert hello.msgid == "Hello %(name)s" and hello.flags == {"fuzzy", "python-format"}
    assert (order.msgctxt, order.msgid, order.msgstr) == ("summary", "Order", {0: "Bestellung"})
    assert one.msgid_plural == "Many" and one.msgstr == {0: "Eins", 1: ""}


@pytest.mark.parametrize("directory", locale_dirs(), ids=_id)
def test_every_catalogue_exists_in_every_language_with_the_same_strings(directory):
    keys = {}
    for lang in LANGUAGES:
        po = directory / lang / "LC_MESSAGES" / "django.po"
        assert po.is_file(), f"missing {_id(po)}: run makemessages -l {lang}"
        keys[lang] = {(e.msgctxt, e.msgid) for e in read_po(po)}
    for lang in TRANSLATED:
        assert keys[lang] == keys["en"], f"{lang}: run makemessages for every language at once"


@pytest.mark.parametrize("po", catalogues(TRANSLATED), ids=_id)
def test_no_string_is_untranslated_or_fuzzy(po):
    problems = []
    for entry in read_po(po):
        if "fuzzy" in entry.flags:
            problems.append(f"fuzzy {entry.label}")
        if not all(entry.msgstr.values()) or len(entry.msgstr) < (2 if entry.msgid_plural else 1):
            problems.append(f"untranslated {entry.label}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("po", catalogues(), ids=_id)
def test_translations_keep_the_placeholders(po):
    problems = []
    for entry in read_po(po):
        if "python-format" not in entry.flags:
            continue
        if entry.msgid_plural is None:
            if placeholders(entry.msgstr.get(0, "")) != placeholders(entry.msgid):
                problems.append(entry.label)
            continue
        allowed = placeholders(entry.msgid) | placeholders(entry.msgid_plural)
        last = entry.msgstr[max(entry.msgstr)]
        if placeholders(last) != placeholders(entry.msgid_plural) or any(
            not set(placeholders(text)) <= set(allowed) for text in entry.msgstr.values()
        ):
            problems.append(entry.label)
    assert not problems, "placeholders differ:\n" + "\n".join(problems)


@pytest.mark.parametrize("po", catalogues(), ids=_id)
def test_the_compiled_catalogue_matches_its_po_file(po):
    mo = po.with_suffix(".mo")
    assert mo.is_file(), f"run compilemessages: {_id(mo)} is missing"
    with mo.open("rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    stale = []
    for entry in read_po(po):
        if entry.msgid_plural is not None:
            got = {
                0: compiled.npgettext(entry.msgctxt, entry.msgid, entry.msgid_plural, 1)
                if entry.msgctxt
                else compiled.ngettext(entry.msgid, entry.msgid_plural, 1),
                1: compiled.npgettext(entry.msgctxt, entry.msgid, entry.msgid_plural, 2)
                if entry.msgctxt
                else compiled.ngettext(entry.msgid, entry.msgid_plural, 2),
            }
            expected = {n: entry.msgstr.get(n) or got[n] for n in (0, 1)}
        else:
            got = {
                0: compiled.pgettext(entry.msgctxt, entry.msgid)
                if entry.msgctxt
                else compiled.gettext(entry.msgid)
            }
            expected = {0: entry.msgstr.get(0) or entry.msgid}
        if got != expected:
            stale.append(entry.label)
    assert not stale, f"run compilemessages, {_id(mo)} is older than its .po:\n" + "\n".join(stale)


@pytest.mark.parametrize("po", catalogues(TRANSLATED), ids=_id)
def test_django_serves_the_catalogues_own_translation(po):
    """An app catalogue ranks below those of apps listed before it (django.contrib.auth has
    'email address' too): a string shadowed by another catalogue is not the one written here."""
    lang = po.parent.parent.name
    shadowed = []
    with translation.override(lang):
        for entry in read_po(po):
            if entry.msgid_plural is not None:
                continue
            if entry.msgctxt:
                served = translation.pgettext(entry.msgctxt, entry.msgid)
            else:
                served = translation.gettext(entry.msgid)
            if served != entry.msgstr[0]:
                shadowed.append(f"{entry.label}: {served!r} instead of {entry.msgstr[0]!r}")
    assert not shadowed, "\n".join(shadowed)
