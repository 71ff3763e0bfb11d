"""The words right after a value that say what it is worth: a deadline's "at the latest", a sum's
"all in", "per month" or "including delivery" ("£30 a month" is not "£30", "by the 4th at the
latest" is firmer than "by the 4th"). The value's quote runs on over them, so the agent reads
the requirement as said; it stays a literal part of the turn.

Closed lists of words per language (de, en, da, nl); a qualifier counts only directly after the
value, optionally after a comma, and never runs into a sensitive span.
"""

from __future__ import annotations

import re

from memory.summary_language.text import touches

# After a day or an hour: how firm it is.
_FIRM = (
    r"at the (?:very )?latest|latest|(?:aller)?spätestens|am spätesten|(?:absolut )?senest|"
    r"op z(?:ij|')n laatst|uiterlijk"
)
# After a sum: a ceiling, a total, tax, and the period or unit it is counted by.
_SUM = (
    r"max(?:imum|imal)?\.?|maks\.?|tops|at (?:the )?most|höchstens|højst|hooguit|"
    r"all[- ]in(?:clusive)?|alles inklusive|alles inbegrepen|in total|total|altogether|"
    r"insgesamt|(?:alt )?i alt|in totaal|totaal|brutto|netto|"
    r"(?:inc(?:l\.?|luding)?|ex(?:cl\.?|cluding)?|plus|zzgl\.?|inkl\.?|inklusive|inklusiv|"
    r"ekskl\.?|eksklusive|incl\.?|inclusief|excl\.?|exclusief) (?:VAT|MwSt\.?|moms|btw)|"
    r"(?:a|per|pro|im|om|pr\.|i) (?:month|monat|måneden|måned|maand|year|jahr|året|år|"
    r"jaar|week|woche|ugen|uge|night|nacht|natten|nat|person|persoon|stück|stuk|stk\.?|"
    r"head|day|tag|dag(?:en)?)|monthly|monatlich|månedligt|maandelijks|each|stykket|p\.p\."
)
# "including delivery", "inkl. Lieferung", "inclusief montage": what the sum covers, one word
# after an article or none.
_COVERS = (
    r"(?:including|incl\.?|inc\.?|inklusive|inkl\.?|inklusiv|inclusief) "
    r"(?:(?:the|die|der|den|das|de|het) )?[^\W\d_][\w-]*"
)
_FIRM_RE = re.compile(rf",? (?:{_FIRM})(?![\w-])", re.IGNORECASE)
_SUM_RE = re.compile(rf",? (?:{_SUM}|{_COVERS})(?![\w-])", re.IGNORECASE)
_AFTER = {
    "deadline": _FIRM_RE,
    "date": _FIRM_RE,
    "time": _FIRM_RE,
    "budget": _SUM_RE,
    "amount": _SUM_RE,
}


def with_qualifiers(
    text: str, stated: list[tuple[str, int, int]], *, blocked: list
) -> list[tuple[str, int, int]]:
    """`stated` with each deadline, date, time, budget and amount running on over the
    qualifiers right after it ("£450 max, all in", "by the 4th at the latest")."""
    out = []
    for name, start, end in stated:
        pattern = _AFTER.get(name)
        while pattern is not None:
            match = pattern.match(text, end)
            if match is None or touches(end, match.end(), blocked):
                break
            end = match.end()
        out.append((name, start, end))
    return out
