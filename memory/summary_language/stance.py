"""The customer's stance on a value in a turn: times they are busy, values negated, refused,
asked for in the negative or only hypothetical, a latest hour, and a mind changed on reflection."""

from __future__ import annotations

import re

from memory.summary_language import lexicon as lx
from memory.summary_language.constraint_cues import REQUIRED_HEAD
from memory.summary_language.times import CLOCK, when_spans

# The customer saying when they are busy ("Morgens um 10 habe ich schon einen Termin", "jeg har
# arbejde om formiddagen", "I'm at work in the mornings"): those times are ruled out.
BUSY = re.compile(
    r"\b(?:habe? ich (?:\w+ ){0,3}(?:einen |ein )?termin|ich habe (?:\w+ ){0,3}(?:einen )?termin|"
    r"arbeite ich|ich arbeite|"
    r"bin ich (?:im büro|bei der arbeit|auf der arbeit|nicht (?:da|zu hause))|"
    r"i have (?:an? )?(?:appointment|meeting|class)|"
    r"i(?:'m| am) (?:at work|working|busy|not (?:home|in))|"
    r"i work|i'm out|"
    r"jeg har (?:arbejde|en aftale|møde)|jeg arbejder|jeg er på arbejde|jeg er ikke hjemme|"
    r"er jeg (?:på arbejde|ikke hjemme)|"
    r"ik (?:moet )?werk(?:en)?|ik moet werken|ik ben (?:aan het werk|er niet|niet thuis)|werk ik|"
    r"arbejder jeg|"
    r"ben ik (?:er )?niet(?: thuis)?|heb ik (?:een )?afspraak|ik heb (?:een )?afspraak)\b"
    # working from home is being at home
    r"(?!\s(?:from home|von zu hause|von daheim|im homeoffice|hjemmefra|hjemme|thuis|vanuit huis))",
    re.IGNORECASE,
)
# "fredag i stedet", "Thursday instead", "doch Freitag": the value the correction turns to.
INSTEAD_AFTER = re.compile(
    r"^\W{0,2}(?:instead|then instead|after all|i stedet|alligevel|stattdessen|statt dessen|doch|"
    r"in plaats daarvan|toch)\b(?!\s(?:nicht|niet|ikke|not)\b)",
    re.IGNORECASE,
)
# "kan den så ikke komme fredag?", "Können Sie nicht am Freitag kommen?", "couldn't you do
# Friday?": a request asked in the negative, not a refusal.
NEGATIVE_REQUEST = re.compile(
    r"\b(?:kan|kunne|kann|können|könnten|can|could|kunnen|kun|kan)(?:'t|n't)?\s"
    r"(?:(?:\w+\s){0,3}?)(?:ikke|nicht|niet|not)\b|\b(?:can't|couldn't|kannst du nicht)\b",
    re.IGNORECASE,
)


# A clause opening with "if" states a case, not a wish.
# What is sent back ("send the 12 back", "die 38 schicke ich zurück", "str. 40 returnerer jeg").
RETURNED = re.compile(
    r"\b(?:send\w*\s(?:\w+\s){0,3}back|return\w*|zurück\w*|retour\w*|sende\w*\stilbage|"
    r"returner\w*|terugstu\w*|terug\s?sturen|retourne\w*)\b",
    re.IGNORECASE,
)


_IF_WORD = re.compile(
    r"\b(?:if|wenn|falls|hvis|indien|mocht)\b|(?:^|[.!?;]\s)(?:als)\b", re.IGNORECASE
)


# A day named from the one held ("the next day then", "am Tag danach", "dagen efter", "de dag
# erna"): a date once a date is the matter.
DAY_AFTER = re.compile(
    r"\b(?:the\s(?:next|following)\s(?:day|one)|the\sday\safter|a\sday\slater|"
    r"(?:den|am)\s(?:nächsten|folgenden)\stag|(?:am\s)?tag\sdanach|tags\sdarauf|"
    r"einen\stag\sspäter|(?:den\s)?(?:næste|efterfølgende)\sdag|dagen\sefter|"
    r"en\sdag\ssenere|de\s(?:volgende|dag\serna|dag\sdaarna)|een\sdag\slater)\b"
    # (the day said alone, not "the day after my birthday")
    r"(?=\s?(?:[.,!?;]|$|\s(?:then|dann|så|dan|please|bitte|graag|tak|instead|stattdessen|doch|"
    r"toch|alligevel|i stedet)\b))",
    re.IGNORECASE,
)
# The end of a week or month ("the end of next week", "Ende nächster Woche", "udgangen af
# måneden", "het einde van volgende week").
END_OF = re.compile(
    r"\b(?:end\sof\s(?:the\s|this\s|next\s)?(?:week|month)|"
    r"ende\s(?:der|des|dieser|nächster|kommender)\s(?:woche|monats)|"
    r"(?:udgangen|slutningen)\saf\s(?:ugen|måneden|næste\suge|næste\småned|denne\suge|"
    r"denne\småned)|(?:het\s)?einde\svan\s(?:de|deze|volgende)\s(?:week|maand)|"
    r"eind\s(?:deze|volgende)\s(?:week|maand)"
    # a part of a month: "the end of August", "mid-July", "Mitte August", "Anfang Juli",
    # "midt i juli", "i slutningen af juni", "half juli", "begin augustus", "eind september"
    rf"|(?:the\s)?(?:end|middle|beginning|start)\sof\s(?:{lx.MONTHS_FULL})"
    rf"|(?:early|mid|late)[-\s](?:{lx.MONTHS_FULL})"
    rf"|(?:ende|mitte|anfang)\s(?:{lx.MONTHS_FULL})"
    rf"|(?:udgangen|slutningen|starten|begyndelsen)\saf\s(?:{lx.MONTHS_FULL})"
    rf"|(?:midt\si|medio|primo|ultimo)\s(?:{lx.MONTHS_FULL})"
    rf"|(?:eind|half|begin|medio|midden)\s(?:{lx.MONTHS_FULL})"
    rf"|(?:het\s)?(?:einde|begin|midden)\svan\s(?:{lx.MONTHS_FULL}))\b",
    re.IGNORECASE,
)
# An occasion the customer must be ready for: its day is a deadline, beside the day of delivery.
EVENT = re.compile(
    r"\b(?:wedding|party|birthday|funeral|christening|graduation|concert|exam|football|"
    r"hochzeit\w*|feier|party|geburtstag\w*|beerdigung|taufe|konzert|prüfung|"
    r"fußball\w*|bryllup\w*|fest|festen|fødselsdag\w*|begravelse\w*|barnedåb|konfirmation\w*|"
    r"koncert\w*|eksamen|julefrokost\w*|fodbold\w*|bruiloft|trouwfeest|trouwerij|feest\w*|"
    r"verjaardag\w*|begrafenis|concert|examen|voetbal\w*)\b",
    re.IGNORECASE,
)


def hypothetical(text: str, start: int, end: int) -> bool:
    """The value stands in an if-clause ("if it comes on the 20th", "hvis den kommer mandag
    d. 17/11"): from the "if" to the value there is no comma or sentence end."""
    window = text[max(0, start - 50) : start]
    cut = max(window.rfind(","), window.rfind(";"), window.rfind("? "), window.rfind("! "))
    return bool(_IF_WORD.search(window[cut + 1 :]))


UNTIL_AFTER_NOT = re.compile(
    r"\b(?:until|till|til|before|bis|vor|erst|før|først|tot|voor|pas)\s(?:\w+\s)?$"
    r"|(?:until|till|til|before|bis|vor|erst|før|først|tot|voor|pas)\b(?=\s)",
    re.IGNORECASE,
)
CONCLUDED = re.compile(
    r"(?:^|[.!?,;:]\s*)(?:also|so|dus|så|thus|that makes|das macht|dat wordt|det bliver|"
    r"in total|insgesamt|i alt|in totaal)[\s,:]+$",
    re.IGNORECASE,
)
PREFERRED = re.compile(
    r"\b(?:am liebsten|lieber|bevorzugt|vorzugsweise|preferably|ideally|i'd prefer|i prefer|"
    r"helst|hellere|foretrækker|liefst|bij voorkeur|liever)\b(?:\s[^\W\d]+){0,2}[\s,]*$",
    re.IGNORECASE,
)
BUT = re.compile(r"\b(?:but|sondern|men|maar|aber)\b", re.IGNORECASE)


# "no later than Friday", "nicht später als Montag", "ikke senere end fredag": a limit.
NO_LATER_THAN = re.compile(
    r"\b(?:no|not|nicht|ikke|niet)\s(?:later|später|senere)\s(?:than|als|end|dan)\s"
    r"(?:the\s|den\s|de\s|dem\s)?$",
    re.IGNORECASE,
)


# "Please don't call me", "Don't deliver it to the office", "never on a Monday" (not "I don't
# mind Friday").
DONT = re.compile(
    r"(?:\bdo\snot|\bdon't|\bdont|\bnever|\bniemals|\baldrig|\bnooit)\s+(?!mind\b|care\b|matter\b)"
    r"(?:[^\W\d]+\s+){0,3}$",
    re.IGNORECASE,
)


def sets_a_day(sentence: str) -> bool:
    """The sentence says by when something must happen ("I need to sort this today", "it has
    to be there by Friday"): a requirement, whatever else it puts off."""
    return any(
        REQUIRED_HEAD.search(sentence, max(0, start - 40), start)
        or _LATEST.search(sentence, max(0, start - 30), start)
        for start, _end in when_spans(sentence)
    ) or bool(_LATEST_HOUR.search(sentence))


_LATEST_HOUR = re.compile(
    rf"\b(?:no later than|not later than|spätestens|senest|uiterlijk)\s(?:{CLOCK})", re.IGNORECASE
)
# The strongest limit words: "no later than Friday" is a requirement though "later" is in it.
_LATEST = re.compile(
    r"\b(?:no later than|not later than|at the latest|spätestens|nicht später als|senest|"
    r"ikke senere end|uiterlijk|niet later dan)\s(?:the\s|den\s|de\s|d\.\s)?$",
    re.IGNORECASE,
)


# "now that I think about it, it's 3 chairs": a second thought, nothing put off.
_ON_REFLECTION = re.compile(
    r"\b(?:now (?:that )?i think about it|come to think of it|thinking about it|"
    r"wenn ich (?:so )?(?:drüber|darüber) nachdenke|jetzt wo ich (?:drüber|darüber) nachdenke|"
    r"nu (?:hvor )?jeg tænker over det|når jeg tænker over det|"
    r"nu ik er(?:over)? (?:over )?nadenk\w*|als ik erover nadenk\w*)\b",
    re.IGNORECASE,
)


def on_reflection(sentence: str) -> bool:
    return _ON_REFLECTION.search(sentence) is not None
