"""Courtesies, greetings and asides: what the summary never quotes."""

from __future__ import annotations

import re

from . import (
    acts,
)

_COURTESY = re.compile(
    r"^(?:hallo|hi|hey|hej|hejsa|moin|servus|guten\s(?:tag|morgen|abend)|grüß\sgott|"
    r"hello|good\s(?:morning|afternoon|evening)|dear|goddag|godmorgen|hoi|goedemiddag|goedemorgen|"
    r"dag|danke|vielen\sdank|dankeschön|thanks|thank\syou|cheers|ta|tak|mange\stak|bedankt|"
    r"dank\sje|dank\su|ok|okay|alles\sklar|super|prima|perfekt|perfect|great|brilliant|lovely|"
    r"grand|fint|fedt|top|gut|good|fine|ja|yes|yeah|yep|nein|no|nej|nee|tschüss|bye|goodbye|"
    r"farvel|vi\sses|doei|tot\sziens|gerne|gern|you're\swelcome|velbekomme|graag\sgedaan|bitte|"
    r"please|pls|selbstverständlich|of\scourse|selvfølgelig|natuurlijk|sehr\sgut|very\sgood|"
    r"meget\sgodt|heel\sgoed|einen\sschönen\stag|have\sa\snice\sday|hav\sen\sgod\sdag|fijne\sdag|"
    r"sorry|entschuldigung|undskyld|excuse\sme|right|so|well|hmm|ah|oh|ugh|lol|"
    r"[\W_]|noch|auch|too|also|og|ook|und|and|en|so|sehr|very|meget|heel|much|"
    r"ihnen|dir|you|dig|jer|je|u|euch|schön|nice|god|fijn|there|zusammen|allesammen|"
    r"everyone|allemaal|alle|a\slot|so\smuch|for\syour\shelp|for\sthat|for\sthe\shelp|"
    r"merci|tot\slater|tot\sstraks|bis\sspäter|see\syou|that's\sit|thats\sit|that's\sall|"
    r"thats\sall|das\swar's|das\swars|det\svar\sdet|dat\swas\shet|dat\sis\salles|"
    r"nothing\selse|nichts\smehr|ellers\sikke|verder\sniets|a\smill|sooo?\smuch|x)+$",
    re.IGNORECASE,
)


# The courtesy words opening a sentence that goes on ("top danke dir 🙏 die Vollmacht ...").
_COURTESY_PREFIX = re.compile(
    r"^(?:(?:danke|vielen\sdank|thanks|thank\syou|cheers|tak|mange\stak|bedankt|dank\sje|"
    r"dank\su|ok|okay|alles\sklar|super|prima|perfekt|perfect|great|brilliant|lovely|grand|"
    r"fint|fedt|top|gut|good|fine|dir|you|dig|je|u|sehr|so\smuch|merci)(?![\w'])[\W_]*)+",
    re.IGNORECASE,
)


def without_courtesy(sentence: str) -> str:
    """The sentence after the courtesy words opening it (still a literal part of it)."""
    match = _COURTESY_PREFIX.match(sentence)
    if match and match.end() < len(sentence) and len(sentence[match.end() :].split()) >= 3:
        return sentence[match.end() :]
    return sentence


# An aside closing a sentence ("..., glauben Sie's oder nicht.", "..., believe it or not"): filler
# the summary leaves out, cut with its comma (what stays is still a literal part of the turn).
_ASIDE_END = re.compile(
    r",\s*(?:glauben\ssie(?:'s|\ses)?\soder\snicht|ob\ssie(?:'s|\ses)?\sglauben\soder\snicht|"
    r"ob\sdu(?:'s|\ses)?\sglaubst\soder\snicht|glaub(?:st)?\ses\soder\snicht|ehrlich\sgesagt|"
    r"believe\sit\sor\snot|to\sbe\shonest|honestly|lol|haha+|"
    r"tro\sdet\seller\s(?:ej|ikke)|ærligt\stalt|"
    r"geloof\shet\sof\sniet|eerlijk\sgezegd)[\s.!?]*$",
    re.IGNORECASE,
)


def without_aside(sentence: str) -> str:
    """The sentence without an aside closing it (see _ASIDE_END)."""
    match = _ASIDE_END.search(sentence)
    if match and len(sentence[: match.start()].split()) >= 3:
        return sentence[: match.start()]
    return sentence


GREETING_PREFIX = re.compile(
    r"^(?:hallo|hello|hi|hey|hej|hejsa|hoi|moin|servus|dag|goddag|guten\s(?:tag|morgen|abend)|"
    r"good\s(?:morning|afternoon|evening)|goedemorgen|goedemiddag|goedenavond|godmorgen)"
    r"(?:\s(?:there|zusammen|allemaal))?[,!.]?\s+",
    re.IGNORECASE,
)


def is_courtesy(sentence: str) -> bool:
    return bool(_COURTESY.match(sentence))


# An assistant's stock lines that say nothing of the matter: a request for more without naming
# what ("Could you tell me a little more?"), what it can help with, and its reading back of what
# it noted ("So far I have noted: ...", the built-in bots' words).
_STOCK_LINE = re.compile(
    r"^(?:(?:could|can)\syou\stell\sme\s(?:a\s(?:little|bit)\s)?more|"
    r"(?:können|könnten)\ssie\smir\s(?:etwas|ein\sbisschen)\smehr\s(?:erzählen|sagen)|"
    r"kan\sdu\s(?:fortælle|sige)\s(?:lidt|noget)\smere|"
    r"(?:kun\sje|kunt\su)\s(?:mij\s|me\s)?(?:iets|wat)\smeer\s(?:vertellen|zeggen)|"
    r"i\scan\shelp\swith\s|ich\shelfe\s(?:ihnen\s)?(?:gerne\s)?bei\s|jeg\skan\shjælpe\smed\s|"
    r"ik\skan\s(?:je\s|u\s)?helpen\smet\s|so\sfar\si\shave\snoted|bisher\shabe\sich\snotiert|"
    r"indtil\svidere\shar\sjeg\snoteret|tot\snu\stoe\sheb\sik\sgenoteerd|"
    # Offering to keep something for later chats is about the memory, not the matter: "Shall I
    # remember this for future chats too?", "You decide below.", and the nod to a language asked
    # for ("Gladly, I'll answer in English.").
    r"(?:shall|should)\si\sremember\s|soll\sich\s(?:mir\s)?(?:das|dies)\s(?:\w+\s){0,4}?merken|"
    r"skal\sjeg\s(?:også\s)?huske\s|zal\sik\s(?:dit|dat)\s(?:\w+\s){0,2}?onthouden|"
    r"you\sdecide\sbelow|sie\sentscheiden\sunten|du\sbestemmer\snedenfor|"
    r"(?:jij|u)\sbeslis(?:t)?\shieronder|"
    r"(?:gladly|of\scourse|sure),?\si(?:'ll|\swill)\sanswer\sin\s|"
    r"gern(?:e)?,?\sich\santworte\s(?:ihnen\s|dir\s)?(?:auf|in)\s|"
    r"gerne,?\sjeg\ssvarer\s(?:dig\s|jer\s)?på\s|"
    r"graag,?\sik\santwoord\s(?:je\s|u\s)?in\s)",
    re.IGNORECASE,
)


def is_stock_line(sentence: str) -> bool:
    """An assistant's stock line (see _STOCK_LINE)."""
    return _STOCK_LINE.match(sentence.strip()) is not None


def is_filler(text: str) -> bool:
    """A courtesy ("Vielen Dank, schönen Tag noch!"), an assistant's stock line or a guess about
    the person: never summarised (the model summariser's grounding asks this too)."""
    stripped = text.strip()
    return (
        is_courtesy(stripped)
        or is_stock_line(stripped)
        or bool(acts.GUESS.search(text))
        or acts.is_wish(text)
    )
