"""Typed slot extractors: identifiers, amounts, dates, names of products and places (objects),
and the customer's requirements (constraints).

Each extractor returns (kind, start, end) spans of one turn; values are always the turn's own
characters. Spans overlapping `blocked` (see text.blocked_spans) are never returned.
"""

from __future__ import annotations

import re

from memory.summary_language import lexicon as lx
from memory.summary_language.text import per_turn, sentence_bounds, touches

from . import subjects

# ----------------------------------------------------------------------------- dates and times

_DAY = r"(?:[12]\d|3[01]|0?[1-9])"
_ORD = r"(?:st|nd|rd|th|e|ste|de)\b|\."
_DAY_MONTH = (
    rf"(?:the\s)?{_DAY}(?:{_ORD})?\s?(?:of\s|de\s)?(?:{lx.MONTHS})\b(?:\.(?!\s[A-ZÄÖÜÆØÅ]))?"
    rf"(?:,?\s(?:19|20)\d\d)?"
)
_MONTH_DAY = rf"(?:{lx.MONTHS})\.?\s{_DAY}(?:st|nd|rd|th)?\b(?:,?\s(?:19|20)\d\d)?"
# "the 1st of next month", "am 1. vom nächsten Monat", "d. 1. i næste måned", "de 1e van
# volgende maand".
_NEXT_MONTH = (
    r"\s(?:of\s(?:next|this|the\scoming|the\sfollowing)\smonth|(?:vom|des)\s(?:nächsten|"
    r"kommenden|folgenden)\sMonats?|i\s(?:næste|denne|kommende)\småned|(?:van\s)?(?:volgende|"
    r"deze|komende)\smaand)\b"
)
_THE_NTH = (
    rf"(?:the\s?{_DAY}(?:st|nd|rd|th)|(?:den|dem|der|am|zum|vom|de|d\.)\s?{_DAY}(?:st|nd|rd|th|e|ste|de|\.))"
    r"(?!\d)"
    # not a floor: "dem 2. und 3. Stock", "the 2nd floor"
    r"(?!(?:\s(?:und|and|og|en|or|oder|eller|of)\s\d{1,2}(?:\.|st|nd|rd|th|e)?)?"
    r"\s?(?:floor|storey|etage|stock|stockwerk|sal|verdieping|row|reihe|række|rij)\b)"
    rf"(?:\s?(?:of\s)?(?:{lx.MONTHS})\b\.?(?:\s(?:19|20)\d\d)?|{_NEXT_MONTH})?"
)
# Danish "d. 18/9", "den 18/9".
_DAY_SLASH = rf"(?:d\.|den)\s?{_DAY}/(?:1[0-2]|0?[1-9])(?:/\d{{2,4}})?(?![\d/])"
_NUMERIC = (
    # (a day and a month that exist: "49.99." is a sum)
    rf"(?<![\d./-])(?:\d{{4}}-\d{{2}}-\d{{2}}|{_DAY}\.(?:1[0-2]|0?[1-9])\.(?:\d{{4}}|\d{{2}})?|"
    r"\d{1,2}/\d{1,2}/\d{2,4})"
    r"(?![\d/]|\.\d)"
)
_WEEKDAY = (
    rf"(?:(?:next week|nächste woche|næste uge|volgende week|komende week|"
    rf"next|this|coming|nächsten|kommenden|diesen|næste|kommende|på|volgende|komende|"
    rf"aanstaande)\s)?(?:{lx.WEEKDAYS})(?:{lx.DAY_PARTS})?\b"
)
_HOUR = r"(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?"
# "Mittwoch 12-15 Uhr": the numbers after the weekday are hours, not days.
_HOURS_AFTER = rf"\s?[-–]\s?{_HOUR}\s?(?:am|pm|uhr|uur|h)\b"
_DATE_CORE = (
    rf"{_WEEKDAY}(?:,?\s(?:the\s|den\s|der\s|dem\s|de\s)?(?:{_DAY_SLASH}|{_DAY_MONTH}|{_MONTH_DAY}|"
    rf"{_DAY}(?:{_ORD})?(?!\d|\s?(?:am|pm|a\.m|p\.m|uhr|uur|h)\b|[:.]\d|{_HOURS_AFTER})|"
    rf"\d{{1,2}}\.\d{{1,2}}\.(?:\d{{2,4}})?))?"
    rf"|{_DAY_SLASH}|{_DAY_MONTH}|{_MONTH_DAY}|{_NUMERIC}|{_THE_NTH}|\b(?:{lx.RELATIVE_DAYS})\b"
    # months in a run: "January to March", "feb march april", "Juni bis August"
    rf"|\b(?:{lx.MONTHS})\b(?:(?:,?\s|\s(?:to|and|og|und|en|-|–|bis|til|tot|through)\s)"
    rf"(?:{lx.MONTHS})\b){{1,3}}"
    # a month from or until which: "vanaf augustus", "ab Oktober", "til october", "fra juli"
    rf"|\b(?:from|vanaf|ab|fra|until|till|til|tot|bis|per|starting|beginning|in)\s(?:{lx.MONTHS_FULL})\b"
    rf"(?:\s(?:to|and|og|und|en|-|–|bis|til|tot|through)\s(?:{lx.MONTHS})\b)?"
)
_DAY_PART = rf"(?:{lx.DAY_PARTS})\b"
_CLOCK = (
    r"(?:half\s|halb\s)?(?<![\d.,:/])(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?\s?"
    r"(?:am|pm|a\.m\.|p\.m\.|uhr|uur|h)\b"
    r"|(?<![\d.,:/])(?:[01]?\d|2[0-3]):[0-5]\d(?![\d])"
    r"|\bhalf\s(?:[01]?\d|2[0-3])\b"
    r"|(?:kl\.?|klokken|um|om)\s(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?\b(?:\s?(?:uhr|uur)\b)?"
)
_AFTER_WORK = (
    r"\s(?:after\s(?:work|school)|na\s(?:mijn\s|het\s)?(?:werk|school)|nach\sder\s(?:arbeit|"
    r"schule)|efter\s(?:arbejde|skole|fyraften))\b"
)
_WHEN_ONE = (
    rf"(?:{_DATE_CORE})(?:,?\s(?:in\sthe\s|am\s|om\s|i\s)?{_DAY_PART}|{_AFTER_WORK})?"
    # the hour, or hours: "Tuesday 10 June 13:00-17:00", "Dienstag 8-12 Uhr"
    rf"(?:,?\s(?:{lx.CLOCK_CUE})?\s?(?:{_CLOCK})(?:\s?[-–]\s?{_HOUR}(?:\s?(?:am|pm|uhr|uur|h)\b)?)?)?"
)
_RANGE = r"\s?(?:-|–|to|till|until|through|bis(?:\szum)?|til|tot|t/m)\s?"
WHEN = re.compile(
    rf"(?<![\w])(?:{_WHEN_ONE})(?:{_RANGE}(?:{_WHEN_ONE}|{_DAY}(?:{_ORD})?(?!\d|[:.]\d)))?",
    re.IGNORECASE,
)


@per_turn(32)
def when_spans(text: str) -> tuple[tuple[int, int], ...]:
    """The spans of WHEN in `text`, scanned once per text: a turn's dates and its constraints
    both read them, and WHEN is the costliest pattern here."""
    return tuple(match.span() for match in WHEN.finditer(text))


# "efter kl. 12", "not before 9", "ab 14 Uhr", "vanaf 13:00": the limit is part of the time.
_TIME_LIMIT = (
    r"(?:not\sbefore|nicht\svor|ikke\sfør|niet\svoor|no\slater\sthan|spätestens|senest|uiterlijk|"
    r"after|before|from|efter|før|fra|nach|vor|ab|"
    r"na|voor|vanaf|tot|bis|until|inden)\s"
)
_BARE_CLOCK = r"(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?(?:\s?(?:am|pm|uhr|uur|h)\b)?"
TIME = re.compile(
    # a range of hours: "12-15 Uhr", "8–12 uur", "9-5pm", "kl. 15-17"
    rf"(?<![\w.,:/])(?:kl\.?\s?|klokken\s)?{_HOUR}\s?[-–]\s?{_HOUR}\s?(?:am|pm|uhr|uur|h)\b"
    rf"|\b(?:kl\.?|klokken)\s?{_HOUR}\s?[-–]\s?{_HOUR}(?!\d)"
    rf"|\b(?:between|zwischen|mellem|tussen)\s(?:kl\.\s?)?{_BARE_CLOCK}"
    rf"\s(?:and|und|og|en|-|–)\s(?:kl\.\s?)?{_BARE_CLOCK}(?!\w)"
    rf"|(?<![\w])(?:(?:the|in\sthe|in\sde|am|om|i|der)\s|{_TIME_LIMIT})?(?:{_DAY_PART}|{_CLOCK})"
    rf"(?:{_RANGE}(?:{_CLOCK}))?",
    re.IGNORECASE,
)
_WORDED = re.compile(r"[^\W\d_]{3,}")
_HAS_DATE = re.compile(rf"\d|\b(?:{lx.MONTHS})\b", re.IGNORECASE)
_DEADLINE_CUE = re.compile(
    r"\b(?:bis(?:\s(?:zum|spätestens))?|spätestens|by|until|before|no later than|latest|"
    r"inden(?:\sfor)?|voor\shet|vóór\shet|"
    r"nicht später als|ikke senere end|niet later dan|"
    r"senest|inden|før|uiterlijk|vóór|voor)\s(?:the\s|den\s|de\s|dem\s)?$",
    re.IGNORECASE,
)

# ----------------------------------------------------------------------------- numbers

_CURRENCY = (
    r"€|£|\$|eur|euro|euros|kr\.?|dkk|kroner|kronen|usd|dollars?|gbp|pounds?|chf|franken|"
    r"quid|bucks"
)
_PER = (
    r"(?:\s?/\s?|\sper\s|\sa\s|\spro\s|\som\s)(?:month|mo|night|year|yr|day|week|person|monat|"
    r"nacht|jahr|tag|woche|måned|måneden|md|nat|natten|år|året|dag|dagen|uge|ugen|maand|jaar|"
    r"week|persoon|person)\b"
)
# "7.000 Euro brutto", "149.310,90 kr. ekskl. moms", "£40 inc VAT": the basis belongs to the sum.
_VAT = (
    r"\s(?:brutto|netto|inkl\.?\s?(?:moms|mwst\.?)|ekskl\.?\s?moms|exkl\.?\s?mwst\.?|"
    r"incl\.?\s?btw|excl\.?\s?btw|inc(?:l\.?|luding)?\s?vat|ex(?:cl\.?|cluding)?\s?vat)(?!\w)"
)
MONEY = re.compile(
    rf"(?:(?<![\w])(?:{_CURRENCY})\s?\d[\d.,']*\d|(?<![\w.,])\d[\d.,']*(?:,-)?\s?(?:{_CURRENCY})"
    rf"(?![\w])|(?<![\w])(?:€|£|\$)\s?\d)(?:{_PER})?(?:{_VAT})?",
    re.IGNORECASE,
)
# A limit right before an amount ("under £400", "max. 800 €", "stretch to £1,300").
_BUDGET_CUE = re.compile(
    r"\b(?:budget|höchstens|maximal|max|bis zu|nicht mehr als|unter|"
    r"up to|at most|no more than|maximum|under|below|stretch to|limit|cap|"
    r"højst|maks|maksimalt|ikke mere end|op til|under|"
    r"hooguit|maximaal|niet meer dan|tot|onder|grens)\b(?=(?:\W+\w+){0,2}?\W*$)",
    re.IGNORECASE,
)
# Someone asked for a code, or a code is named: digits near it are a secret, not an identifier.
CODE_CUE = re.compile(
    r"\b(?:code|pin|passcode|verification|one-time|otp|kode|engangskode|bestätigungscode|"
    r"sicherheitscode|tan|verificatiecode|sms-code|sms code)\b",
    re.IGNORECASE,
)
_NOT_NOUNS = frozenset(
    "really instead please more less extra back left each total then now again though "
    "actually maybe max min tops only both were would will can could is are was "
    "bitte mehr weniger dann jetzt wieder nur tak mere mindre så nu igen kun "
    "graag meer minder dan nu weer alleen "
    # words that follow a number without being what is counted ("15 skal", "40 ipv", "20 reicht")
    "in im i op på auf if hvis als wenn skal kan vil må soll muss moet zal "
    "ipv statt instead volgens laut ifølge according inderdaad tatsächlich faktisk indeed "
    "reicht enough genug nok genoeg zegt sagt siger says grader grad degrees års jahre "
    # verbs after a number ("um 10 habe ich", "at 3 is fine")
    "habe hab haben have has har heb hebben bin ist sind er is are ben zijn komme kommt kommer "
    "komt geht går gaat passt passer past komen kommen come".split()
)
# Only words that are numbers in every language ("to", "en", "one" are not).
_NUMBER_WORDS = (
    "zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|"
    "two|three|four|five|six|seven|eight|nine|ten|twelve|"
    "tre|fire|fem|seks|syv|otte|tolv|"
    "twee|drie|vier|vijf|zes|zeven|acht|negen|tien|twaalf"
)
_NOT_COUNTED = re.compile(
    r"(?:sec|secs|second|seconds|minute|minutes|mins|min|moment|hour|hours|hrs|day|days|week|"
    r"weeks|times?|o'clock|sekunde\w*|minute\w*|stunde\w*|tag\w*|woche\w*|mal|uhr|sekund\w*|"
    r"minut\w*|time|timer|dag|dage|uge|uger|gang|gange|seconde\w*|minuut|minuten|uur|uren|"
    r"dagen|weken|keer|of|and|or|to|und|oder|og|eller|en|of|tot|the|der|die|das|de|het|"
    r"year|years|old|jahre|år|jaar|percent|prozent|procent|pm|am|x|kg|g|cm|mm|m|gb|tb|mb|"
    r"st|nd|rd|th|e|ste|de|euro|euros|pounds?|dollars?|kroner|kr|usd|eur|gbp|bucks|quid)$",
    re.IGNORECASE,
)
QUANTITY = re.compile(
    rf"(?<![\w.,/£$€-])(?:\d{{1,3}}|(?:{_NUMBER_WORDS}))(?:\s?x)?\s"
    r"([a-zäöüßæøåA-ZÄÖÜ][\w-]{1,})"
    # what each weighs or holds: "2 koffers van 23 kg", "3 bags of 20kg", "2 Koffer à 23 kg"
    r"(?:\s(?:van|of|à|a|på|zu|mit|with|med|met)\s\d{1,3}(?:[.,]\d)?\s?(?:kg|l|liter|litre|cm)\b)?",
    re.IGNORECASE,
)
# Counted German nouns: units and plurals ("Stück", "Paar", "Teile", "Verträge", "Koffer").
# A word that names a model: digits, capitals inside or all capitals ("RTX", "iPhone", "T14").
_MODEL_WORD = re.compile(r"^(?=\w*\d)\w+$|^[A-ZÄÖÜ]{2,}$|^[a-zäöü]+[A-ZÄÖÜ]\w*$")
_PARTICIPLE = re.compile(r"^[a-zäöüæøå]*ge[a-zäöüß]+t$|^(?:be|ver|zer|ent)[a-zäöüßæøå]+t$")
_COUNTED_NOUN = re.compile(
    r"^(?:Stück|Stk|Paar|Personen|Leute|Gäste|Kinder|Erwachsene|[A-ZÄÖÜ][\wäöüß-]*"
    r"(?:e|en|er|n|s|handys|geräte))$"
)
_BARE_NUMBER_WORD = re.compile(rf"(?<![\w-])(?:{_NUMBER_WORDS})(?![\w-])", re.IGNORECASE)
_BARE_NUMBER = re.compile(r"(?<![\w.,/£$€-])\d{1,3}(?![\w/:-]|[.,]\d)")
# A size given alone once sizes are the matter ("29/32 tror jeg", "ok 36.", "dann lieber M").
_BARE_SIZE = re.compile(
    # waist/leg sizes ("29/32"; not a card's expiry "08/27"), letters, numbers
    r"(?<![\w/.,-])(?:(?:2[4-9]|3\d|40)(?:[.,]5)?/(?:2[4-9]|3\d|40)|W\d{2}\s?L\d{2}"
    r"|XXS|XS|XL|XXL|XXXL|[SML]"
    r"|(?:[1-5]\d)(?:[.,]5)?)(?![\w/%-]|[.,]\d)"
)
_HOW_MANY = re.compile(
    r"\b(?:wie viele|wieviele|anzahl|how many|how much of|number of|hvor mange|antal|hoeveel|"
    r"aantal)\b",
    re.IGNORECASE,
)
_DIMENSIONS = re.compile(
    r"\b\d+(?:[.,]\d+)?\s?(?:x|×)\s?\d+(?:[.,]\d+)?(?:\s?(?:x|×)\s?\d+(?:[.,]\d+)?)?"
    r"(?:\s?(?:mm|cm|m|meter|metres|meters|inch|inches|zoll|tommer|a|amp|kw|kva))?(?!\w)"
    r"|\b\d+(?:[.,]\d+)?\s?(?:mm|cm|meter|metres|meters|inch|inches|zoll|tommer)(?!\w)",
    re.IGNORECASE,
)
_SIZE = re.compile(
    r"\b(?:size|größe|groesse|gr\.|størrelse|str\.?|maat)\s?(?:UK\s|EU\s|US\s)?"
    r"(?:\d{1,3}(?:[.,]5)?(?:\s?[-/]\s?\d{1,3})?|XXS|XS|S|M|L|XL|XXL|XXXL)\b"
    r"|\b(?:(?:an?|the|in\san?|in\sthe|in|eine?|en|et|een|de)\s)(?:UK\s|EU\s|US\s)?"
    r"(?:\d{1,2}(?:[.,]5)?(?:\s?[-/]\s?\d{1,2})?|XXS|XS|XL|XXL|XXXL)(?![\w%:/-]|[.,]\d)"
    # "in 2 Wochen", "in 3 days": a time, not a size
    r"(?!\s(?:weeks?|wochen?|uger?|weken|days?|tagen?|dage|dagen|months?|monaten?|måneder|"
    r"maanden|hours?|stunden?|timer|uur|minutes?|minuten|minutter|years?|jahren?|år|jaar)\b)",
    re.IGNORECASE,
)
# Storage, floor area and line speed are sizes ("512 GB", "95 qm", "1000 Mbit").
_CAPACITY = re.compile(
    r"(?<![\w.,])\d{1,4}(?:[.,]\d+)?\s?(?:GB|TB|qm|m²|m2|kvm|sqm|sq\s?ft|Mbit(?:/s)?|Mbps|"
    r"Gbit(?:/s)?)(?!\w)"
    # seats: "3-seater", "2-Sitzer", "3-pers.", "3-zits"
    r"|(?<![\w.,])\d-(?:seater|sitzer|pers\.?|personers|zits|persoons)(?!\w)",
    re.IGNORECASE,
)
_BARE_SUM = re.compile(r"(?<![\w.,/£$€-])\d{1,3}(?:[.,]\d{3})+(?:,\d{2})?(?![\w/%-]|[.,]\d)")
_SIZE_WORD = re.compile(r"(?:(?:size|größe|groesse|størrelse|str|maat)\b|gr\.)", re.IGNORECASE)
# Trouser sizes by waist and leg ("W29 L34", "L34 instead of L32"): sizes wherever they stand.
_JEANS_SIZE = re.compile(r"(?<![\w/])(?:W\d{2}(?:\s?[/x]?\s?L\d{2})?|L\d{2})(?![\w/])")
_SIZE_CONTEXT = re.compile(
    r"\b(?:size|sizes|fit|fits|too big|too small|too tight|too loose|huge|baggy|tight|"
    # garments are sold by size
    r"trousers|jeans|dress|shirt|jacket|coat|shoes|boots|hose|jeans|kleid|hemd|jacke|mantel|"
    r"schuhe|stiefel|bukser|kjole|skjorte|jakke|frakke|sko|støvler|broek|jurk|overhemd|jas|"
    r"schoenen|laarzen|"
    r"größe|passt|zu groß|zu klein|zu eng|størrelse|passer|for stor|for lille|maat|past|"
    r"te groot|te klein)\b",
    re.IGNORECASE,
)

# ----------------------------------------------------------------------------- other constraints

_LANGUAGE = re.compile(
    r"\b(?:auf|in|på|op|i het|in het)\s("
    r"deutsch|englisch|dänisch|niederländisch|holländisch|französisch|spanisch|italienisch|"
    r"german|english|danish|dutch|french|spanish|italian|"
    r"tysk|engelsk|dansk|hollandsk|nederlandsk|fransk|spansk|italiensk|"
    r"duits|engels|deens|nederlands|frans|spaans|italiaans)\b",
    re.IGNORECASE,
)
_MEDIUM = (
    r"e-?mail|mail|text(?:\smessage)?|sms|phone(?:\scall)?|telephone|call|landline|mobile|"
    r"cell|whatsapp|post|letter|check|cheque|direct debit|bank transfer|app|chat|"
    r"telefon|anruf|brief|festnetz|handy|überweisung|lastschrift|"
    r"telefonen|opkald|brev|brevet|posten|fastnet|mobil|bankoverførsel|netbank|"
    r"e-mail|festnetz|de post|briefpost|"
    r"telefoon|brief|vaste lijn|mobiel|overschrijving|app"
)
CHANNEL = re.compile(
    rf"\b(?:by|via|per|through|over|on|to|pr\.|på|over|op|met|med|mit|with|auf|über|am)\s"
    rf"(?:the\s|a\s|my\s|your\s|dem\s|den\s|der\s|die\s|de\s|het\s|min\s|mijn\s|"
    rf"meine[mn]?\s)?(?:{_MEDIUM})\b"
    rf"|\b(?:e-?mail|text|call|ring|phone|message|mail|sms|whatsapp|ruf\w*|schreib\w*|"
    rf"ring|skriv|send|bel|mail|app|sms)\s(?:(?:sie|du|til|op|to|an)\s)?(?:me|mich|mir|mig|me|mij)\b"
    r"|\b(?:call|ring|phone|anrufen\sauf|ring\stil|bel)\s(?:me\s)?(?:on\s)?(?:my|the|mein\w*|"
    r"min|mijn)\s(?:cell|mobile|landline|work\s\w+|handy|festnetz|mobil|fastnet|mobiel|\w+\sline)\b"
    rf"|\b(?:i'd rather|i would rather|i prefer|i only want|i want|rather|lieber|hellere|helst|"
    rf"liever|bij voorkeur|am liebsten|foretrækker|bevorzuge)\s(?:(?:have|get|a|an|the|per|by|"
    rf"via|på|med|op|eine?n?|een|den|die|het|de|en|et)\s){{0,3}}(?:{_MEDIUM})\b"
    r"|\b(?:e-?mailed|texted|mailed|posted|gemailt|gemailed|gemaild|sms'et|mailet|"
    r"zugeschickt|toegestuurd|tilsendt)\b"
    r"|\b(?:telefonisch|telefonisk|schriftlich|in writing|skriftligt|schriftelijk|"
    r"direct deposit|bank transfer|per überweisung)\b"
    # "Dann doch E-Mail.", "then post after all": the medium opening the sentence.
    rf"|(?:^|(?<=[.!?]\s))(?:(?:just|only|nur|kun|alleen|gerne|gern|helst|liever|"
    rf"rather|lieber|dann|doch|then|dan|toch|så|bare|ok|okay|also|actually|eigentlich|faktisk|"
    rf"eigenlijk|alligevel)\s){{0,2}}(?:{_MEDIUM})(?=[\s.,!]|$)"
    # "Schicken Sie mir bitte eine SMS", "stuur me een mail", "send me an email"
    rf"|\b(?:send\w*|schick\w*|stuur\w*)\s(?:sie\s|du\s)?(?:me|mir|mig|mij)\s(?:[^\W\d]+\s){{0,2}}?"
    rf"(?:a|an|eine?n?|en|et|een)\s(?:{_MEDIUM})\b"
    # "Mir wäre ein Anruf lieber", "a call would be better"
    rf"|\b(?:wäre|ist|er|is|zou|would be)\s(?:mir\s|me\s)?(?:a|an|ein|eine|en|et|een)\s"
    rf"(?:{_MEDIUM})\s(?:\w+\s)?(?:lieber|liever|bedre|better|besser|beter)\b"
    # being called: "Ik word liever gebeld", "jeg vil helst ringes op", "I'd rather be called"
    r"|\b(?:(?:be|word|worden|werden|blive|bliver)\s(?:[^\W\d]+\s)?(?:called|phoned|rung|texted|"
    r"emailed|gebeld|gemaild|angerufen|ringet\sop)|ringes\sop)\b"
    # "Op mijn vaste nummer graag", "call me on my landline": which number.
    r"|\b(?:on|op|auf|på|an|to|til|naar|unter)\s(?:my|mijn|meine?\w*|min|mit)\s"
    r"(?:vaste\s(?:nummer|lijn)|landline|home number|work number|mobile(?:\snumber)?|"
    r"festnetz(?:nummer)?|handy(?:nummer)?|fastnet(?:nummer)?|mobil(?:nummer)?|"
    r"mobiele?\s?nummer|mobiel|arbejdsnummer|werknummer|fastnummer)\b",
    re.IGNORECASE,
)
# "email is better after all", "SMS ist besser", "mail er fint": the medium judged (found from
# the judgement, then the medium before it: cheaper than trying every medium at every word).
_JUDGED = re.compile(
    r"\b(?:is|ist|er|would\sbe|wäre|ville\svære|zou)\s(?:\w+\s)?(?:better|besser|bedre|beter|fine|"
    r"fint|prima|gut|good|easier|einfacher|nemmere|makkelijker)\b",
    re.IGNORECASE,
)
_MEDIUM_BEFORE = re.compile(rf"\b(?:{_MEDIUM})\s$", re.IGNORECASE)
_PLACE_NOUNS = (
    r"büro|wohnung|haus|firma|lager|laden|filiale|adresse|praxis|arbeit|baustelle|geschäft|"
    r"office|flat|house|home|apartment|shop|store|site|warehouse|address|work|school|"
    r"studio|garage|cabin|cottage|unit|premises|restaurant|cafe|café|branch|depot|"
    r"kontor|kontoret|lejlighed\w*|hus\w*|firma\w*|butik\w*|adresse\w*|arbejde\w*|lager\w*|"
    r"kantoor|appartement|huis|flat|winkel|zaak|adres|bedrijf|werk|magazijn"
)
_NAMED_PLACE_AFTER = (
    r"\s(?:in|at|on|op|på|i|bij|am|an\sder|in\sder|auf\sder|in\sde|in\sthe|on\sthe|at\sthe)\s"
    r"(?-i:(?:'s-)?[A-ZÄÖÜÆØÅ][\w'’-]+(?:\s[A-ZÄÖÜÆØÅ][\w'’-]+){0,2})"
)
# "naar Wijnegem, dat is dichter bij mijn werk": a place named as the reason is no destination.
_CLOSER_TO = re.compile(
    r"\b(?:closer|nearer|close|near|dichter|dichtbij|näher|nahe|tættere|nærmere|tæt)\s"
    r"(?:to|bij|an|am|zu|zum|zur|på|ved|by)?\s?(?:[^\W\d]+\s)?$",
    re.IGNORECASE,
)
DESTINATION = re.compile(
    r"\b(?:to|for|at|an|für|nach|zu|zum|zur|in|til|for|på|ved|naar|voor|bij|op)\s"
    rf"((?:the|my|our|your|die|das|den|dem|der|meine?n?|unser\w*|min|mit|vores|de|het|mijn|"
    rf"onze|ons)\s(?:new\s|old\s|same\s|neue\w*\s|nye\s|nieuwe\s)?(?:{_PLACE_NOUNS})\b"
    # "de winkel in Breda", "the shop on Deansgate", "butikken på Strøget": the named place.
    rf"(?:{_NAMED_PLACE_AFTER})?)"
    rf"|\b((?:same|dieselbe|selbe|samme|hetzelfde|zelfde)\s(?:{_PLACE_NOUNS}))\b"
    # "ins Büro", "zur Filiale", "naar kantoor": the article is in the preposition or left out
    r"|\b((?:ins|zum|zur|ans|fürs|aufs|naar|voor)\s(?:neue\w*\s|nieuwe\s)?(?:büro|filiale|lager|laden|geschäft|"
    r"baustelle|wohnung|ferienhaus|kantoor|winkel|magazijn|filiaal|appartement))\b"
    # Danish nouns carry their article: "til kontoret", "i butikken på Strøget".
    r"|\b(?:til|på|i|ved)\s((?:butikken|kontoret|lageret|huset|lejligheden|afdelingen|filialen|"
    rf"værkstedet|pakkeshoppen|adressen|firmaet)\b(?:{_NAMED_PLACE_AFTER})?)",
    re.IGNORECASE,
)
# Being somewhere is no destination ("she's in the office Tuesday", "wir sind im Laden").
_BEING_AT = re.compile(
    r"\b(?:is|am|are|was|were|be|ist|bin|sind|war|er|var|ben|zijn|sidder|sitzt|sits|zit|zitten|"
    r"work|works|"
    r"working|arbeitet|arbeite|arbejder|werkt|werk)\s(?:[^\W\d]+\s)?"
    r"(?:in|at|im|i|på|op|bij|ved|am)\s[^,.;!?]*$|'[sm]\s(?:in|at)\s[^,.;!?]*$",
    re.IGNORECASE,
)
_ADDRESS_AFTER = re.compile(r"\s(?:e-?mail\s)?(?:address|adresse|adres)\b", re.IGNORECASE)
# Where money goes back to ("back on my card", "aufs Konto", "tilbage på mit kort", "op mijn
# rekening"): the destination of a refund or a payout.
_MONEY_TO = re.compile(
    r"\b(?:(?:back|zurück|tilbage|terug)\s)?(?:on|onto|to|into|auf|på|til|op|naar|in)\s"
    r"(?:my|mein\w*|min|mit|mijn)\s(?:own\s|eigene\w*\s|egen\s|eigen\s)?"
    r"(?:card|credit card|debit card|bank account|account|bank|karte|kreditkarte|konto|bankkonto|"
    r"kort|kortet|konto|kontoen|kaart|pinpas|rekening|bankrekening)\b"
    r"|\baufs\s(?:konto|bankkonto|girokonto)\b",
    re.IGNORECASE,
)
_MONEY_TO_NOUNS = (
    "card",
    "account",
    "bank",
    "konto",
    "kort",
    "karte",
    "kaart",
    "pinpas",
    "rekening",
)
_MONEY_BACK = re.compile(
    r"\b(?:back|refund\w*|return\w*|pay\w*|put|transfer\w*|credit\w*|zurück\w*|erstatt\w*|"
    r"überweis\w*|gutschr\w*|aufs|tilbage\w*|refus\w*|overfør\w*|indsæt\w*|sæt\w*|terug\w*|"
    r"stort\w*|overmak\w*)\b",
    re.IGNORECASE,
)
# An e-mail box is no place ("to the email address on the account", "ans IT-Postfach").
_MAILBOX = re.compile(r"e-?mail|\bmail|postfach|inbox|indbakke|mailbox|postvak", re.IGNORECASE)
# "Wir haben bisher nicht bezahlt", "I have always paid": a payment made is nobody's duty.
_PAID_BEFORE = re.compile(
    r"\b(?:habe|haben|hat|hatte|have|has|had|har|havde|heb|hebben|heeft|had|always|immer|altid|"
    r"altijd|already|schon|allerede|al)\b[^,.;!?]{0,30}\b(?:paid|bezahlt|gezahlt|betalt|betaald)\b"
    r"|\b(?:paid|bezahlt|betalt|betaald)\s(?:with|mit|med|met|via|per)\b",
    re.IGNORECASE,
)
_HOW = re.compile(r"(?:how|wie|hvordan|hoe)\b", re.IGNORECASE)
_GOING = re.compile(r"\b(?:go|going|gehe|geht|gehen|går|gå|ga|gaat|gaan)\b", re.IGNORECASE)
# Where the customer collects it ("collect it from the Arndale", "hente den i butikken").
_COLLECT_FROM = re.compile(
    r"\b(?:collect\w*|pick\w*(?:\s\w+)?\sup|abhol\w*|hent\w*|afhent\w*|ophal\w*|afhal\w*)"
    r"(?:\s\w+){0,2}?\s(?:from|fra|von|bei|van|bij)\s"
    r"((?:the\s|de\s|het\s|der\s|dem\s)?(?-i:[A-ZÄÖÜÆØÅ][\w'’-]+(?:\s[A-ZÄÖÜÆØÅ][\w'’-]+){0,2})"
    r"(?:\s(?:in|i|im)\s(?-i:[A-ZÄÖÜÆØÅ][\w'’-]+))?)",
    re.IGNORECASE,
)
# A place named as the one instead ("can it be Trafford instead", "dann Hamburg stattdessen").
_NAME_INSTEAD = re.compile(
    r"\b((?-i:[A-ZÄÖÜÆØÅ][\w'’-]+(?:\s[A-ZÄÖÜÆØÅ][\w'’-]+){0,2}))\s(?:instead|i stedet|"
    r"stattdessen|statt dessen|in plaats daarvan)\b",
    re.IGNORECASE,
)
_RESPONSIBILITY = re.compile(
    r"\b(?:für|for|til|voor)\s("
    r"(?:unser|unsere|unseren|mein|meine|meinen|our|my|vores|mit|min|ons|onze|mijn)\s"
    r"(?:firma|abteilung|team|unternehmen|verein|company|department|business|team|"
    r"firmaet|afdeling|afdelingen|virksomhed|bedrijf|zaak)"
    r"|mich privat|mich selbst|myself|me personally|me privately|mig selv|mig privat|"
    r"mezelf|mij privé|privé gebruik|privat)(?!\w)"
    r"|\b((?:ich bin|wir sind|i am|i'm|we are|jeg er|vi er|ik ben|wij zijn)\s(?:nicht\s|not\s|"
    r"ikke\s|niet\s)?(?:zuständig|verantwortlich|responsible|in charge|ansvarlig|"
    r"verantwoordelijk))\b"
    r"|\b((?:i'll|i will|we'll|we will|ich|wir|jeg|vi|ik|wij)\s(?:pay|zahle|zahlen|zahl|betaler|"
    r"betaal|betalen)\s[^,.;!?]{1,40})",
    re.IGNORECASE,
)
# Who is billed: "Rechnung bitte an die Firma", "de factuur moet op het bedrijf".
_BILLED_TO = re.compile(
    r"\b(?:rechnung|invoice|bill|faktura\w*|factuur|regning\w*|nota)\s(?:[^\W\d]+\s){0,2}?"
    r"(?:(?:an|to|til|aan|auf|op)\s(?:die|the|den|de|het|das|my|mein\w*|min|mijn|our|unser\w*|"
    r"vores|onze)\s[^\W\d][\w-]+|(?:auf|to|til|aan|op)\s(?:mich|me|mig|mij))",
    re.IGNORECASE,
)
# A destination named by the verb that sends something there ("leveres til pakkeshop i Føtex",
# "der Schrank soll ins Schlafzimmer", "can I drop it at your shop in Leeds"): the phrase after
# the preposition, to the clause end.
_DESTINATION_VERB = re.compile(
    r"\b(?:send\w*|deliver\w*|ship\w*|bring\w*|drop\w*|return\w*|post\w*|go|goes|"
    r"lever\w*|aflever\w*|skal|kør\w*|"
    r"liefer\w*|schick\w*|zustell\w*|soll\w*|kommt|kommen|"
    r"bezorg\w*|stuur\w*|breng\w*|moet|gaat|"
    # where the customer collects it: "ophalen in 's-Hertogenbosch", "pick it up at the depot"
    r"ophal\w*|afhal\w*|abhol\w*|abzuholen|hent\w*|afhent\w*|collect\w*|pick\w*(?:\s\w+)?\sup)\b[^.!?;,]{0,30}?"
    r"\b((?:to|til|an|nach|naar|aan|ins|zum|zur|into|at|in|(?-i:i)|på|bij|op|in die|in den)\s"
    r"(?!(?:you|me|us|him|her|them|dig|mig|os|ham|hende|dem|jer|ihnen|mir|uns|dir|ihm|u|je|"
    r"mij|ons|jou|hem|hen|morgen|tomorrow|time|tide|zeit|tijd|the end|stand|orden|ordnung|"
    r"orde|alt|all|alle|dag|uge|week|woche|dit|this|det|das|dat|it|es|het|der|da|die|forvejen|"
    r"vej|way|weg|unterwegs|onderweg|"
    r"sms|e-?mail|mail|post|posten|telefon\w*|phone|text|brev|brief|whatsapp|den|denne|dette|"
    rf"advance|voraus|voorhand|(?:{lx.DAY_PARTS})|(?:{lx.RELATIVE_DAYS}))\b)"
    r"[^\W\d][^,.!?;:()\n]{1,48}[^\s,.!?;:])",
    re.IGNORECASE,
)
# Where the customer travels or goes, by name ("a trip to Canada", "wir fahren nach Italien",
# "dan ga ik naar de Herestraat", "vi flyver til Malaga").
_TRAVEL_TO = re.compile(
    r"\b(?:trip|travel\w*|fly\w*|flight|going|go|goes|drive|driving|fahr\w*|flieg\w*|reis\w*|"
    r"flug|rejse\w*|flyve\w*|flyver|kør\w*|tur|vlieg\w*|reiz\w*|rij\w*|ga|gaan|gaat|vlucht|"
    r"gehen|geht|gehe|tage|tager)\s(?:[^\W\d]+\s){0,3}?(?:to|nach|til|naar|in die|in den)\s"
    r"((?:the\s|de\s|het\s)?(?-i:[A-ZÄÖÜÆØÅ][\w'-]+(?:\s[A-ZÄÖÜÆØÅ][\w'-]+){0,2}))",
    re.IGNORECASE,
)
# Floors and rooms as the place something goes ("2. sal", "3. Stock", "the second floor").
_FLOOR = re.compile(
    r"\b\d{1,2}\.\s?(?:sal|stock|etage|obergeschoss|og|verdieping|etage)\b"
    r"|\b\d{1,2}(?:st|nd|rd|th|e|de|ste)\s(?:floor|etage|verdieping)\b"
    r"|\b(?:ground|first|second|third|fourth|fifth|top|erdgeschoss|stueetagen|begane grond)"
    r"(?:\sfloor)?\b(?=[^.!?]{0,0})",
    re.IGNORECASE,
)
# Who is responsible, decides, pays or receives: the clause naming them.
_FLOOR_WORD = re.compile(r"floor|geschoss|etagen|grond", re.IGNORECASE)
_RESPONSIBLE_CUE = re.compile(
    r"\b(?:(?:in|im|i|on|in the|op|auf|under|unter)\s(?:the\s|den\s|die\s|de\s|het\s)?"
    r"(?:firmaets|virksomhedens|company's|firmen|firma|bedrijf|zaak|business)\w*\s?"
    r"(?:navn|name|namen|naam)?"
    r"|(?:über|via|through|gennem|over)\s(?:die|the|de|het|vores|unsere?|our|ons|onze)?\s?"
    r"(?:firma|company|bedrijf|zaak|business|virksomhed|arbeitgeber|employer|arbejdsgiver|"
    r"werkgever|schulträger|landkreis)\w*"
    r"|op naam van|in the name of|auf den namen|i \w+ navn|im namen"
    r"|decides?|entscheidet|entscheiden|bestemmer|beslist|beslissen|in charge|zuständig|"
    r"kümmert sich|står for|regelt|takes care|pays|zahlt|bezahlt|betaler|betaalt|"
    r"approves?|godkender|godkende|genehmigt|keurt .{0,20}goed|goedkeuren|"
    # an approval limit: "anything over £250 needs his approval", "Above that I need to ask"
    r"approval|genehmigung|zustimmung|godkendelse|goedkeuring|comes to me|goes to me|"
    r"need to ask|have to ask|muss (?:ich )?(?:erst )?(?:\w+ ){1,3}fragen|"
    r"skal (?:jeg )?(?:lige )?(?:først )?spørge|moet (?:ik )?(?:eerst )?(?:\w+ ){1,3}vragen|"
    # someone at home by working there: "mein Mann ist im Homeoffice"
    r"ist im homeoffice|works from home|is working from home|arbejder hjemme\w*|"
    r"werkt thuis|thuiswerkt|"
    r"meldet sich|melder sig|meldt zich|is home|will be home|be in|er hjemme|ist zu hause|"
    r"bin zu hause|is thuis|ben thuis|nimmt .{0,20}entgegen|tager imod|takes? delivery)\b",
    re.IGNORECASE,
)
_CHEAPEST = re.compile(
    r"\b(?:the cheapest|cheapest|det billigste|den billigste|billigst|am günstigsten|"
    r"die günstigste\w*|das günstigste|de goedkoopste|het goedkoopste|goedkoopst)\b",
    re.IGNORECASE,
)
# A limit or a total as a bare number ("gå op til 1.700", "900 insgesamt", "Budget ist 7.000").
_BARE_BUDGET = re.compile(
    r"\b(?:budget\w*\s(?:\w+\s){0,3}?|op til\s|up to\s|bis zu\s|hooguit\s|maximaal\s|max\.?\s|"
    r"maks\.?\s|højst\s|höchstens\s|at most\s|no more than\s)\d[\d.,']*\d?"
    r"(?:\s?(?:insgesamt|i alt|in total|total|totaal|in totaal|brutto|netto|inkl\.? moms|"
    r"incl\.? btw|a month|im monat|om måneden|per maand|pro monat|per month))?",
    re.IGNORECASE,
)
# A limit on spending said with a negation ("I don't want to spend more than 200", "nicht mehr
# als 200 ausgeben", "ikke bruge mere end 2000 kroner").
_SPEND_LIMIT = re.compile(
    r"(?:\bnot|n't|\bnicht|\bkein\w*|\bikke|\bniet)\b[^.!?,;]{0,25}?\b(?:spend|pay|zahlen|ausgeben|"
    r"bezahlen|bruge|betale|give|uitgeven|betalen)?\b[^.!?,;]{0,10}?"
    r"(?:more than|over|mehr als|über|mere end|meer dan|boven)\s(?:the\s|die\s|de\s|den\s)?"
    r"\d[\d.,']*(?<![.,'])(?:\s?(?:€|£|\$|eur\w*|kr\.?|kroner|dkk|pounds?|dollars?))?(?![\w%])"
    r"(?:[^.!?,;]{0,12}?\b(?:spend|pay|zahlen|ausgeben|bezahlen|bruge|betale|uitgeven|betalen)\b)?",
    re.IGNORECASE,
)
_SPEND_VERB = re.compile(
    r"\b(?:spend|pay|zahlen|ausgeben|bezahlen|bruge|betale|uitgeven|betalen)\b", re.IGNORECASE
)
# A sum with cents and no currency where money is the matter ("a refund of 49.99", "die 49,99
# zurück").
_DECIMAL_SUM = re.compile(r"(?<![\w.,/-])\d{1,6}[.,]\d{2}(?![\w%]|[.,]\d)")
_MONEY_WORD = re.compile(
    r"\b(?:refund\w*|charge\w*|paid|pay|zurück\w*|erstatt\w*|abgebucht|bezahlt|betrag|"
    r"tilbage\w*|refusion|beløb\w*|betalt|trukket|terug\w*|bedrag|betaald|afgeschreven)\b",
    re.IGNORECASE,
)
# A limit as a bare number once prices are the matter ("Ich hatte gehofft unter 170 zu bleiben",
# "niet meer dan die 149 betalen", "not more than the 90").
_BARE_LIMIT = re.compile(
    r"\b(?:unter|under|below|onder|beneden|niet meer dan|nicht mehr als|ikke mere end|"
    r"no more than|not more than)\s(?:(?:die|the|de|den|dem|das|het)\s)?\d[\d.,']*(?<![.,'])"
    r"(?![\w%]|[.,]\d)",
    re.IGNORECASE,
)
_TOTAL = re.compile(
    r"(?<![\w.,])(?:\d[\d.,']*\d|\d)\s(?:i alt|insgesamt|in total|total|in totaal|totaal)\b"
    r"|\b(?:insgesamt|i alt|in total|totaal|in totaal|samlet|zusammen)\s\d[\d.,']*\d?",
    re.IGNORECASE,
)
_SMALL_NUMBER = (
    r"\d{1,3}|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|two|three|four|five|six|seven|"
    r"eight|nine|ten|to|tre|fire|fem|seks|syv|otte|ni|ti|twee|drie|vijf|zes|zeven|negen|tien"
)
# A party's size ("vi er 5", "wir sind zu viert", "we're 6 people", "kun 4 af os").
_PARTY = re.compile(
    rf"\b(?:vi er|we are|we're|we will be|we'll be|wir sind|wir werden|we zijn|wij zijn|"
    rf"we komen met|es sind|es kommen|there are|there will be|der er|der bliver|der kommer|"
    rf"het zijn|er komen)\s(?:(?:nu|jetzt|now|nou|faktisk|actually|eigentlich|eigenlijk|"
    rf"only|kun|nur|maar|alleen|just|zu|met|med|mit|with|insgesamt|in total|i alt)\s)*"
    rf"(?:{_SMALL_NUMBER})\b(?:\s(?:af os|of us|von uns|van ons|personer|personen|people|persons|"
    rf"guests|gäste|gæster|gasten|mennesker|leute|mensen|voksne|adults|erwachsene|"
    rf"volwassenen|kinder|children|børn|kinderen))?"
    rf"|\b(?:kun|nur|only|alleen|maar)\s(?:{_SMALL_NUMBER})\s(?:af os|of us|von uns|van ons)\b",
    re.IGNORECASE,
)
# A count of the things in play ("2 of them", "to af dem", "drei davon", "twee van die") and what
# the customer ordered ("I ordered 6", "ich habe 4 bestellt" is the other order: "bestellt 4").
_OF_THEM = re.compile(
    rf"(?<![\w.,/-])(?:{_SMALL_NUMBER}|all|alle|both|beide|begge)\s(?:of them|of those|af dem|"
    r"af de|davon|von denen|van die|van ze|ervan|daarvan)\b",
    re.IGNORECASE,
)
# "I have 3 of them already": what the customer owns is no count asked for.
_HAVE_ALREADY = re.compile(r"\b(?:already|schon|bereits|allerede|al|nog)\b", re.IGNORECASE)
_OF_THEM_TAILS = (
    "of them",
    "of those",
    "af de",
    "davon",
    "von denen",
    "van die",
    "van ze",
    "ervan",
)
_ORDERED_COUNT = re.compile(
    r"\b(?:ordered|bought|bestellt|gekauft|bestilte|bestilt|købte|købt|besteld|gekocht|"
    r"bestelde)\s(?:only\s|nur\s|kun\s|maar\s)?\d{1,3}(?![\w:/-]|[.,]\d)",
    re.IGNORECASE,
)
# A party counted by idiom ("met z'n vieren", "wir sind zu viert", "all four of us", "vi alle
# fire", "for the three of us").
_PARTY_IDIOM = re.compile(
    r"\bmet\s(?:z'n|zijn|ons|onze)\s(?:tweeën|tweeen|drieën|drieen|vieren|vijven|zessen|"
    r"zevenen|achten)\b"
    r"|\bzu\s(?:zweit|dritt|viert|fünft|sechst|siebt)\b"
    rf"|\b(?:all|alle|the|de|os|us)\s(?:{_SMALL_NUMBER})\s(?:of us|af os|von uns|van ons)\b"
    rf"|\b(?:vi|we|wir|wij|os|us)\s(?:alle|all)\s(?:{_SMALL_NUMBER})\b"
    rf"|\b(?:for|für|til|voor)\s(?:the\s|os\s|uns\s|ons\s)?(?:{_SMALL_NUMBER})\s(?:of us|people|"
    r"persons|adults|personer|voksne|personen|leute|erwachsene|volwassenen|mensen)\b",
    re.IGNORECASE,
)
# One or both of what is in play ("så det er kun det ene par", "nur das eine", "yes both",
# "beides", "allebei"): a count once a count is the matter.
_ONE_OR_BOTH = re.compile(
    r"\b(?:(?:kun|only|nur|alleen|just)\s(?:det|den|the|das|die|de|het)\s(?:ene|one|eine|ene)"
    r"(?:\s[^\W\d]+)?|(?:yes\s|ja\s)?(?:both|beides|beide|begge|allebei|allebeide))\b",
    re.IGNORECASE,
)
_TO_ME = re.compile(r"\b(?:me|mich|mir|mig|mij)$", re.IGNORECASE)
_REQUIRED_HEAD = re.compile(
    r"\b(?:it|they|this|that|he|she|we|i|es|er|sie|den|det|de|het|hij|ze|wir|vi|ik|jeg)\s"
    r"(?:has to|have to|must|needs? to|should|muss|müssen|soll|sollte|skal|må|moet|moeten)\s"
    r"(?:be\s|være\s|sein\s|zijn\s)?(?:[^\W\d]+\s){0,2}(?:on\s|by\s|am\s|bis\s|på\s|op\s)?$",
    re.IGNORECASE,
)
# A day in the past tense is a fact of the history, not something the customer requires.
_PAST_BEFORE = re.compile(
    r"\b(?:it was|that was|was|were|bought|ordered|received|arrived|started|since|dated|issued|"
    r"datiert|ausgestellt|dateret|udstedt|gedateerd|"
    r"war|waren|gekauft|bestellt|gekommen|angekommen|kaufte|bekam|"
    r"var|købte|købt|bestilte|modtog|kom|ankom|"
    r"gekocht|besteld|ontvangen|ontving|kwam|aangekomen|kocht)\b",
    re.IGNORECASE,
)
_POSTAL_TAIL = re.compile(
    r",?\s(?:\d{4,5}(?:\s?[A-Z]{2}\b)?)(?:\s(?:[A-ZÄÖÜÆØÅ]|'s-)[\w'.-]*){0,4}"
    r"|,\s[A-ZÄÖÜÆØÅ][\w-]+(?:\s[A-ZÄÖÜÆØÅ][\w-]+){0,2}(?=\s*(?:[.!]|$))"
)
# (a comma inside a number is no break: "anything over £10,000")
_CLAUSE_BREAK = re.compile(r",(?!\d)|[;:()\u2013\u2014]|\s-\s|[.!?](?=\s|$)|\n")
# A clause that goes on by saying the same more exactly ("über den Schulträger, also den
# Landkreis", "via the school, i.e. the council", "gennem kommunen, altså skolen").
_APPOSITION = re.compile(
    r",\s(?:also|nämlich|d\.\s?h\.|i\.e\.|that is|namely|altså|dvs\.?|nemlig|dus|namelijk|"
    r"oftewel|te weten)\s",
    re.IGNORECASE,
)
MAX_PHRASE = 80


def phrase_around(text: str, start: int, end: int, *, left: bool = True) -> tuple[int, int]:
    """The clause holding text[start:end] (from its start, or from `start` when not `left`),
    at most MAX_PHRASE characters: a free phrase quoted whole ("den skal stå i firmaets navn")."""
    lo = start
    if left:
        while lo > 0 and not _CLAUSE_BREAK.match(text, lo - 1) and start - lo < MAX_PHRASE:
            lo -= 1
    hi = end
    while hi < len(text) and hi - lo < MAX_PHRASE:
        if not _CLAUSE_BREAK.match(text, hi):
            hi += 1
        elif apposition := _APPOSITION.match(text, hi):
            hi = apposition.end()
        else:
            break
    while lo < hi and not text[lo].isalnum():
        lo += 1
    while hi > lo and text[hi - 1] in " \t'\"":
        hi -= 1
    if hi - lo > MAX_PHRASE:
        return start, end
    return lo, hi


_NEGATION_BEFORE = re.compile(
    rf"\b(?:{lx.NEGATION})\s+(?:\w+\s+){{0,2}}$"
    rf"|\b(?:{lx.COMPARATIVE})\s(?:[^\s.!?]+\s){{0,4}}(?:{lx.THAN})\s+(?:\w+\s+)?$",
    re.IGNORECASE,
)
_NEGATION_AFTER = re.compile(
    # "£84.50? no way", "49 Euro? Kommt nicht in Frage": the value refused
    r"^\??[\s,.!]*(?:no way|nope|no thanks|forget it|not acceptable|unacceptable|nein danke|"
    r"kommt nicht in frage|auf keinen fall|inakzeptabel|nej tak|på ingen måde|uacceptabelt|"
    r"echt niet|geen sprake van|onacceptabel|nee dank)\b"
    r"|^\s?(?:is|isn't|doesn't|won't|geht|passt|går|passer|gaat|past|kan)?\s?"
    r"(?:doesn't work|does not work|won't work|is out|is no good|geht nicht|passt nicht|"
    r"går ikke|passer ikke|kan ikke|gaat niet|past niet|kan niet|is not|isn't|no longer)"
    # "der 14. passt doch nicht", "torsdag går alligevel ikke", "is really bad"
    r"|^\s?(?:is|geht|passt|går|passer|gaat|past|kan|klappt|lukt|works?)\s"
    r"(?:doch|dann|alligevel|toch|also|så|dus|eigentlich|faktisk|eigenlijk|really|actually|"
    r"leider|desværre|helaas|sadly|bad|no good)\s?(?:nicht|ikke|niet|not|after all)?",
    re.IGNORECASE,
)

# ----------------------------------------------------------------------------- identifiers

IDENT = re.compile(r"(?<![\w./@-])[A-Za-z0-9]+(?:[-/][A-Za-z0-9]+)*(?![\w@]|[-/]\w|\.\d)")
_UNIT = re.compile(
    r"^\d+(?:[.,]\d+)?(?:gb|tb|mb|mp|mm|cm|m|km|kg|g|l|ml|w|kw|kwh|v|hz|mah|in|ft|x|k|p|"
    r"st|nd|rd|th|e|ste|de|am|pm|h|min|s)$",
    re.IGNORECASE,
)
_HYPHEN_WORD = re.compile(r"^\d+-[a-zäöüæøå]{3,}$")
_ID_CUES: tuple[tuple[str, re.Pattern], ...] = tuple(
    (kind, re.compile(rf"\b(?:{cue})\b[^.!?\n]{{0,24}}$", re.IGNORECASE))
    for kind, cue in (
        (
            "order",
            r"bestell\w*|auftrag\w*|order\w*|ordre\w*|bestilling\w*|bestelling\w*|booking|"
            r"buchung\w*|reservation|booking\w*|boeking\w*",
        ),
        ("invoice", r"rechnung\w*|invoice\w*|bill|faktura\w*|factuur\w*"),
        (
            "contract",
            r"vertrag\w*|contract\w*|policy|polic\w*|police|kontrakt\w*|aftale\w*|"
            r"polis\w*|abonnement\w*|subscription|plan",
        ),
        ("customer", r"kund\w*|customer|account|konto|klant\w*|member\w*|mitglied\w*"),
        (
            "ticket",
            r"ticket\w*|case|fall|sag\w*|zaak|claim\w*|schaden\w*|skade\w*|schade\w*|"
            r"reference|ref|referenz\w*|reference\w*|referentie\w*|quote|angebot\w*|tilbud\w*|"
            r"offerte\w*|service order|sagsnummer",
        ),
        (
            "tracking",
            r"tracking|sendung\w*|paket\w*|parcel|pakke\w*|zending\w*|pakket\w*|"
            r"track\w*|shipment|forsendelse\w*",
        ),
        (
            "article",
            r"artikel\w*|article|item|part|sku|teil\w*|vare\w*|reservedel\w*|"
            r"onderdeel\w*|model\w*|typ|type|serial|serien\w*|serie\w*",
        ),
    )
)


def names_a_reference(word: str) -> bool:
    return any(cue.search(word) for _kind, cue in _ID_CUES)


def is_colour(word: str) -> bool:
    return _COLOUR.fullmatch(word.strip(".,!?")) is not None


def may_start_name(word: str) -> bool:
    folded = word.casefold()
    return folded not in _NOT_A_NAME and folded not in _DETERMINERS and folded not in _STOP_WORDS


_POSTCODE_CUE = re.compile(r"\b(?:plz|postleitzahl|postcode|zip|postnummer|postnr)\W*$", re.I)

# ----------------------------------------------------------------------------- names

_TOKEN = re.compile(r"[\w'’&+./\"”“„«»‚‘-]+")
_DETERMINERS = frozenset(
    "the a an your our my his her their this that these those "
    "der die das den dem des ein eine einen einem einer ihr ihre ihren ihrem unser unsere "
    "unseren unserem mein meine meinen meinem dein deine "
    "en et den det de din dit dine min mit mine vores jeres deres "
    "een het uw je jouw mijn onze ons".split()
)
_PLACE_PREPOSITIONS = frozenset("in at near nach in i på te naar".split())
# German capitalises every noun: "in Ordnung" or "in Rechnung" names no place.
_GERMAN_COMMON_NOUN = re.compile(r"(?:ung|heit|keit|schaft|ion|tät|nis|ment|ei|en)$")
# Colours ("in Blau", "i mørkegrå", "in Dunkelgrün"): a variant's colour, never a place.
_COLOUR = re.compile(
    r"(?:(?:dunkel|hell|mørke|lyse|donker|licht|dark|light|pastel|neon)[\s-]?)?"
    r"(?:blau|grün|rot|gelb|schwarz|weiß|weiss|grau|braun|rosa|lila|beige|orange|türkis|"
    r"silber|gold|anthrazit|creme|blue|green|red|yellow|black|white|grey|gray|brown|pink|"
    r"purple|navy|silver|blå|grøn|rød|gul|sort|hvid|grå|brun|lyserød|blauw|groen|rood|geel|"
    r"zwart|wit|grijs|bruin|roze|paars)",
    re.IGNORECASE,
)
_TRAVEL_CUE = re.compile(
    r"\b(?:trip|fly|flying|flight|travel\w*|holiday|going|move|moving|reise\w*|fliege\w*|"
    r"flug|urlaub|umzug|rejse\w*|flyver|ferie|flytte\w*|reis\w*|vlieg\w*|vakantie|verhuiz\w*)\b",
    re.IGNORECASE,
)
# Capitalised words that are never a name of their own.
_NOT_A_NAME = frozenset(
    (
        "i i'm i'll i've i'd ok okay hi hello hey dear yes no sorry thanks thank please "
        "sir madam mr mrs ms miss ja nein nee nej danke tak bedankt hallo hej hoi "
        "sie ihnen du dich ich wir jeg du vi ik u wij mij "
        f"{lx.WEEKDAYS.replace('|', ' ')} {lx.MONTHS.replace('|', ' ')} "
        "english german danish dutch french spanish italian englisch deutsch dänisch "
        "niederländisch engelsk tysk dansk hollandsk engels duits deens nederlands "
        "today tomorrow heute morgen vandaag christmas easter weihnachten ostern jul påske kerst"
    ).split()
)
# Lower-case words that end a name ("the Burford sofa, delivered from", "the Hartley table and").
_STOP_WORDS = frozenset(
    (
        "and or but so to for from at on by as is are was were be been being will would can "
        "could shall should may might must has have had do does did which that who whom whose "
        "it its you we they he she i me us them him if when then than not no yes please "
        "currently now today still also just only already very really too here there this "
        "these those what where how why all any some each every both either neither our your "
        "my their his her a an the one into onto over under about after before since until "
        "while because though although delivered booked ordered bought arrived coming sent "
        "shipped being getting got left made placed due "
        "und oder aber für von vom zum zur an auf mit ist sind war waren wird werden kann "
        "können hat haben zu bei nach aus der die das den dem des ein eine nicht noch schon "
        "auch nur sehr wie wo wenn dass als im am bis "
        "og eller men for fra til på med er var vil kan har at som der det den ikke en et "
        "af også kun meget hvor når "
        "maar voor van naar op met zijn wordt kan heeft te bij uit het de een niet die dat "
        "om nog ook al alleen heel waar wanneer"
    ).split()
)
# Words that join two capitalised parts of one name ("in Sage Green", "with Faux Fur Hood").
_JOINERS = frozenset("in with of & + and mit in i med met van de von".split())
_PLACE_WORDS = re.compile(
    r"^(?:store|shop|branch|depot|warehouse|centre|center|airport|hotel|station|mall|"
    r"studio|office|outlet|park|street|road|square|hub|terminal|port|harbour|hospital|"
    r"filiale|lager|laden|flughafen|bahnhof|zentrum|markt|geschäft|"
    r"butik|afdeling|lufthavn|station|center|varehus|"
    r"winkel|vestiging|filiaal|magazijn|luchthaven|station|centrum)s?$",
    re.IGNORECASE,
)
_MODEL_CUE = re.compile(r"^(?:modell|model|modellen|typ|type|serie)$", re.IGNORECASE)
_STORE_CUE = re.compile(
    r"^(?:filiale|standort|lager|zentrallager|markt|niederlassung|store|branch|depot|warehouse|"
    r"vestiging|filiaal|magazijn|winkel|"
    r"butik|butikken|afdeling|afdelingen|lageret|filialen)$",
    re.IGNORECASE,
)
_PLACE_LEAD = re.compile(
    r"^(?:hotel|filiale|lager|standort|flughafen|store|branch|depot|warehouse|vestiging|"
    r"filiaal|magazijn|butik|afdeling|lager|lufthavn|luchthaven|airport)$",
    re.IGNORECASE,
)


def _ends_sentence(token: str) -> bool:
    return token.endswith(".") and not _ABBREVIATED.search(token)


_ABBREVIATED = re.compile(r"(?:^|\b)(?:Dr|Co|St|Mt|No|Nr|Str|[A-Z])\.$")


def _is_cap(word: str) -> bool:
    head = word.lstrip("\"“”'„«»‚‘")
    if not head:
        return False
    # (a one-character slice is upper exactly when its character is; an empty one never is)
    return head[0].isupper() or (
        head[0].islower() and (head[1:2].isupper() or head[2:3].isupper()) and head.isalnum()
    )


_DIGIT = re.compile(r"\d")


def _has_digit(word: str) -> bool:
    return _DIGIT.search(word) is not None


def _digit_matches(pattern: re.Pattern, text: str, digits: bool):
    """`pattern.finditer(text)` for a pattern each of whose matches holds a digit (\\d or a
    subset of it): a text without any digit (`digits` False) cannot match and is not scanned."""
    return pattern.finditer(text) if digits else iter(())


def _is_identifier(value: str) -> bool:
    """An order, ticket or tracking number and the like, by its shape alone."""
    if len(value) < 5 or not _has_digit(value) or _UNIT.match(value) or _HYPHEN_WORD.match(value):
        return False
    digits = sum(c.isdigit() for c in value)
    letters = sum(c.isalpha() for c in value)
    if letters == 0:
        # Digits alone: long enough not to be a count, a year or a time.
        return digits >= 5 and "/" not in value
    if not any(c.isupper() for c in value) or digits < 2:
        return False
    if "-" in value or "/" in value:
        return len(value) >= 5
    return len(value) >= 6 and value.upper() == value


# A short number named as one ("feriehus nr. 4410", "Zimmer Nr. 312", "nummer 4488").
_NUMBER_CUE = re.compile(r"\b(?:nr|no|nummer|number|nummeret)\.?\s?$|#\s?$", re.IGNORECASE)
# A week by its number ("uge 20", "KW 24", "week 36").
_WEEK = re.compile(r"\b(?:uge|KW|Kalenderwoche|week|wk)\s?(?:[1-4]\d|5[0-3]|[1-9])\b")


def identifiers(
    text: str, blocked: list, *, code_asked: bool = False
) -> list[tuple[str, int, int]]:
    found = []
    if not _has_digit(text):
        # A value is kept only when it holds a digit (`_is_identifier`) or is all ASCII digits
        # (IDENT matches ASCII letters and digits alone): a text without a digit has none.
        return found
    for match in IDENT.finditer(text):
        value = match.group(0)
        start, end = match.span()
        numbered = value.isdigit() and len(value) >= 3 and _NUMBER_CUE.search(text, 0, start)
        if not (_is_identifier(value) or numbered) or touches(start, end, blocked):
            continue
        if value.isdigit() and (code_asked or CODE_CUE.search(text, max(0, start - 40), end)):
            continue
        before = text[max(0, start - 40) : start]
        if _POSTCODE_CUE.search(before):
            continue
        kind = next((k for k, cue in _ID_CUES if cue.search(before)), "reference")
        found.append((kind, start, end))
    return found


def names(text: str, start: int, end: int, *, lang: str) -> list[tuple[str, int, int]]:
    """Product, model, store and place names in text[start:end] (one sentence).

    A name is a run of capitalised or digit-bearing words, joined by "in"/"with"/"&" before a
    capitalised word; after a determiner ("the Hartley extending oak dining table") a few
    lower-case words may follow. A run counts as a name when it holds a model number, follows a
    determiner, follows a place preposition ("in Wakefield", "at Heritage Bicycles"), or
    contains a place word ("Faro Airport"). Runs of capitalised words alone, with nothing of
    that, are most often people ("Priya Shah") and are left out.
    """
    tokens = [(m.start(), m.end()) for m in _TOKEN.finditer(text, start, end)]
    found: list[tuple[str, int, int]] = []
    i = 0
    german = lang == "de"
    sentence_head = True
    while i < len(tokens):
        t_start, t_end = tokens[i]
        word = text[t_start:t_end].rstrip(".,")
        prev = text[tokens[i - 1][0] : tokens[i - 1][1]].casefold() if i else ""
        prev_closed = i and text[tokens[i - 1][1] - 1] in ",;:"
        lead = _is_cap(word) or (_has_digit(word) and any(c.isalpha() for c in word))
        folded_word = word.casefold().strip("\"“”'")
        if not lead or folded_word in _NOT_A_NAME or folded_word in _DETERMINERS:
            sentence_head = False
            i += 1
            continue
        after_det = prev in _DETERMINERS and not prev_closed
        after_prep = prev in _PLACE_PREPOSITIONS and not prev_closed
        after_to = prev in {"to", "til", "naar", "nach"} and _TRAVEL_CUE.search(text, start, end)
        j, lower = i, 0
        last = i
        while j + 1 < len(tokens):
            gap = text[tokens[j][1] : tokens[j + 1][0]]
            if gap.strip() or _ends_sentence(text[tokens[j][0] : tokens[j][1]]):
                break
            nxt = text[tokens[j + 1][0] : tokens[j + 1][1]].rstrip(".,;:!?")
            folded = nxt.casefold()
            if folded in _NOT_A_NAME and not _has_digit(nxt):
                break
            if _is_cap(nxt) or _has_digit(nxt) or nxt in {"&", "+", "-"}:
                j += 1
                last = j
                continue
            if folded in _JOINERS and j + 2 < len(tokens):
                after = text[tokens[j + 2][0] : tokens[j + 2][1]]
                if _is_cap(after) or _has_digit(after):
                    j += 2
                    last = j
                    continue
            if (
                after_det
                and not german
                and lower < 4
                and folded not in _STOP_WORDS
                and nxt.replace("-", "").isalpha()
                and not nxt.endswith("ly")
            ):
                j += 1
                lower += 1
                last = j
                continue
            break
        # Lower-case words only count as part of a name when a later capital or a noun ends it:
        # drop trailing lower-case words that are followed by a verb-like stop.
        first = i
        # "Waschmaschine Modell Aqua 7000", "Filiale in Hamburg": the name follows the cue word.
        for k in range(i, last):
            cue = text[tokens[k][0] : tokens[k][1]].casefold()
            if _MODEL_CUE.match(cue) or _STORE_CUE.match(cue):
                first = k + 1
                if (
                    first < last
                    and text[tokens[first][0] : tokens[first][1]] in _PLACE_PREPOSITIONS
                ):
                    first += 1
                after_prep = after_prep or bool(_STORE_CUE.match(cue))
                break
        span_start, span_end = tokens[first][0], tokens[last][1]
        value = text[span_start:span_end].rstrip(".,;:!?")
        span_end = span_start + len(value)
        words = value.split()
        if first > i and _MODEL_CUE.match(text[tokens[first - 1][0] : tokens[first - 1][1]]):
            kind = "product" if words else None
        else:
            kind = _name_kind(words, after_det, after_prep or bool(after_to), german, sentence_head)
        if kind:
            found.append((kind, span_start, span_end))
        # "Ihre Adresse in Kassel", "sofa i mørkegrå": the words after "in" may be a place.
        for k in range(first + 1, last):
            joiner = text[tokens[k][0] : tokens[k][1]]
            if joiner in _PLACE_PREPOSITIONS and _is_cap(text[tokens[k + 1][0] : tokens[k + 1][1]]):
                place_start = tokens[k + 1][0]
                place = text[place_start:span_end]
                if (
                    not any(_has_digit(w) for w in place.split())
                    and not (german and _GERMAN_COMMON_NOUN.search(place))
                    and not all(_COLOUR.fullmatch(w.strip(".,!?")) for w in place.split())
                ):
                    found.append(("location", place_start, span_end))
                break
        i = last + 1
        sentence_head = False
    return found


def _name_kind(words: list[str], after_det: bool, after_prep: bool, german: bool, head: bool):
    if not words or all(_COLOUR.fullmatch(w.strip(".,!?")) for w in words):
        return None
    model = [w for w in words if _has_digit(w) and not _is_identifier(w.strip(".,"))]
    if not model and any(_is_identifier(w.strip(".,")) for w in words):
        return None  # "Bestellung 4455667": the number is the object, taken as an identifier
    caps = [w for w in words if _is_cap(w)]
    if german and not model:
        # Every German noun is capitalised: a name needs two capitalised words in a row.
        pairs = any(_is_cap(a) and _is_cap(b) for a, b in zip(words, words[1:], strict=False))
        if after_prep and len(words) == 1 and not _GERMAN_COMMON_NOUN.search(words[0]):
            return "location"
        if not pairs:
            return None
    if any(_PLACE_WORDS.match(w.strip(".,")) for w in words[1:]) or _PLACE_LEAD.match(words[0]):
        return "location" if len(words) > 1 else None
    if after_prep and caps and not model:
        return "location"
    if model and (len(words) > 1 or after_det):
        if all(_UNIT.match(w) or w.isdigit() for w in model) and len(caps) == 0:
            return None
        return "product"
    if after_det and caps:
        if german and len(caps) < 2:
            return None
        return "product"
    return None


# A name in quotes after its noun ("Esstisch „Bergen“", "Merino-Pullover „Lina“", 'sofa "Lund"').
_QUOTED_NAME = re.compile(
    r"\b([A-ZÄÖÜÆØÅ][\w-]+)\s[„“\"‚«»][A-ZÄÖÜÆØÅ0-9][^\"“”„«»\n]{0,40}?[“”\"‘«»]"
)
# A company by its legal form ("Vestjysk VVS A/S", "Bakker Logistiek B.V.", "Weber GmbH").
# Words before a quote that announce a message or a label, not a product ("Hinweis „...“").
_NOT_A_HEAD = frozenset(
    "hinweis meldung status button knop knap feld veld felt menü menu tab seite side pagina "
    "text tekst betreff subject option optie mulighed punkt".split()
)
_COMPANY = re.compile(
    r"\b(?:[A-ZÄÖÜÆØÅ][\w&'.-]*\s){1,4}(?:GmbH|AG|KG|OHG|e\.V\.|A/S|ApS|I/S|IVS|B\.V\.|BV|"
    r"N\.V\.|NV|VOF|Ltd\.?|LLC|Inc\.?|PLC|plc|Oy|AB|SE)(?![\w/])"
)
# A business by its kind and name ("Restaurant Havnekøkkenet", "Bakkerij De Graaf",
# "Gymnasium am Rosenberg", "Sachverständigenbüro Reuter").
_BUSINESS = re.compile(
    r"(?:restaurant|café|cafe|bäckerei|bakkerij|bageri|bakery|hotel|praxis|kanzlei|"
    r"schule|gymnasium|basisschool|school|skole|kita|kindergarten|børnehave|dachdeckerei|"
    r"tischlerei|schreinerei|autohaus|apotheke|apotek|apotheek|stichting|stiftung|fonden|"
    r"verein|forening|vereniging|büro|kontor|kantoor|studio|salon|klinik|kliniek|clinic|"
    r"zahnarztpraxis|tandlæge|tandarts|werkstatt|værksted|garage|kiosk|boutique|brewery|"
    r"brauerei|bryggeri|brouwerij)\s(?:(?:am|an|der|de|van|von|zum|zur|het|den)\s)?"
    r"(?-i:[A-ZÄÖÜÆØÅ][\w'’-]+(?:\s[A-ZÄÖÜÆØÅ][\w'’-]+){0,2})",
    re.IGNORECASE,
)
# Both ends of a trip or a route ("fly fra Billund til Kraków", "flying Manchester to Tenerife
# South", "von Köln nach Wien").
_ROUTE = re.compile(
    r"(?<![\w-])((?:[A-ZÄÖÜÆØÅ][\w'-]+)(?:\s[A-ZÄÖÜÆØÅ][\w'-]+){0,2})\s(?:to|til|nach|naar)\s"
    r"((?:[A-ZÄÖÜÆØÅ][\w'-]+)(?:\s[A-ZÄÖÜÆØÅ][\w'-]+){0,2})"
)
_ROUTE_CUE = re.compile(
    r"\b(?:from|fra|von|van|flying|flight|fly|flyver|flug|fliegen|vlucht|vliegen|route|ferry|"
    r"færge|fähre|veerboot|train|zug|tog|trein|bus)\b",
    re.IGNORECASE,
)


def named_things(text: str, blocked: list) -> list[tuple[str, int, int]]:
    """Quoted product names, companies by their legal form, and both ends of a route."""
    found = []
    for match in _QUOTED_NAME.finditer(text):
        head = match.group(1).casefold()
        if head not in _NOT_A_NAME and head not in _DETERMINERS and head not in _NOT_A_HEAD:
            found.append(("product", match.start(), match.end()))
    for match in _COMPANY.finditer(text):
        found.append(("company", match.start(), match.end()))
    for match in _BUSINESS.finditer(text):
        name = match.group(0).split()[-1]
        if name.casefold() in _NOT_A_NAME:
            continue
        # A compound names the kind too ("Sachverständigenbüro Reuter"): from its first letter.
        start = match.start()
        while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "-"):
            start -= 1
        found.append(("company", start, match.end()))
    if _ROUTE_CUE.search(text):
        for match in _ROUTE.finditer(text):
            before = text[max(0, match.start() - 12) : match.start()].split()
            if before and (before[-1].casefold() in _DETERMINERS or before[-1][0].isdigit()):
                continue  # "mit dem Bus nach Passau", "2 Werktagen nach Übergabe"
            for group in (1, 2):
                words = match.group(group).split()
                if words[0].casefold() in _NOT_A_NAME or words[0].casefold() in _DETERMINERS:
                    continue
                found.append(("location", *match.span(group)))
    return [(k, s, e) for k, s, e in found if not touches(s, e, blocked)]


_TOTAL_CUE = re.compile(
    r"\b(?:in total|total|totaal|in totaal|i alt|samlet|insgesamt|zusammen|altogether)\b",
    re.IGNORECASE,
)


def states_total(sentence: str) -> bool:
    """The assistant sums up what the customer gets or pays ("£14.97 in total", "in totaal
    € 39,95", "i alt 2.400 kr."): the sum is theirs once they agree."""
    return names_money(sentence) and _TOTAL_CUE.search(sentence) is not None


def names_money(text: str) -> bool:
    return _has_digit(text) and MONEY.search(text) is not None


def money(text: str, blocked: list) -> list[tuple[int, int]]:
    matches = _digit_matches(MONEY, text, _has_digit(text))
    return [m.span() for m in matches if not touches(*m.span(), blocked)]


def dates(text: str, blocked: list) -> list[tuple[int, int]]:
    """Dates that identify a day (a weekday alone or "tomorrow" does not)."""
    out = []
    for start, end in when_spans(text):
        if touches(start, end, blocked):
            continue
        if _HAS_DATE.search(text[start:end]):
            out.append((start, end))
    weeks = _digit_matches(_WEEK, text, _has_digit(text))
    out += [m.span() for m in weeks if not touches(*m.span(), blocked)]
    return out


# --------------------------------------------------------------------------- the customer's contact

_CONTACT_LABELS = frozenset({"EMAIL", "PHONE"})
# A turn about somebody else: their contact data stays out (text.blocked_spans blocks it).
_SOMEONE_ELSE = re.compile(
    r"\b(?:nachbar\w*|sohn|tochter|mutter|vater|frau|mann|freund\w*|kolleg\w*|chef|"
    r"neighbou?r\w*|son|daughter|mum|mom|mother|dad|father|wife|husband|partner|friend\w*|"
    r"colleague\w*|boss|brother|sister|his|her|him|their|"
    r"nabo\w*|søn|datter|mor|far|kone|mand|ven|veninde|kollega\w*|bror|søster|hans|hendes|ham|"
    r"hende|buur\w*|zoon|dochter|moeder|vader|vrouw|vriend\w*|collega\w*|broer|zus|zijn|haar|"
    r"hem|manager|ansprechpartner\w*|kontaktperson\w*|contactpersoon|aanspreekpunt|"
    r"contact person|"
    # relatives by marriage and others whose numbers are theirs
    r"[\w-]*in-law|uncle|aunt|cousin|nephew|niece|grand\w+|landlord|landlady|tenant|accountant|"
    r"schwager|schwägerin|schwieger\w+|onkel|tante|neffe|nichte|oma|opa|enkel\w*|vermieter\w*|"
    r"mieter\w*|steuerberater\w*|svoger|svigerinde|sviger\w+|fætter|kusine|nevø|bedste\w+|"
    r"barnebarn|udlejer\w*|lejer\w*|revisor\w*|zwager|schoon\w+|oom|neef|nicht|klein\w+|"
    r"huisbaas|verhuurder|huurder|boekhouder)\b"
    r"|\b(?-i:sein\w*|ihr|ihre[mnrs]?|ihm)\b",
    re.IGNORECASE,
)
# Where something is sent or where the customer is reached ("skal sendes til", "an mich", "my").
_REACH_CUE = re.compile(
    r"\b(?:send\w*|sende\w*|schick\w*|zusend\w*|stuur\w*|versturen|verstuur\w*|reach|"
    r"contact\w*|call|ring\w*|erreich\w*|anruf\w*|kontakt\w*|bel|bellen|bereik\w*|fat\s+i|"
    r"skal til|soll an|"
    r"sollen an|moet naar|goes to|geht an|to me|an mich|til mig|naar mij)\b"
    r"|\b(?:my|meine?\w*|min|mit|mijn)\s(?:[^\W\d]+\s)?(?:e-?mail|mail|nummer|number|phone|telefon\w*|"
    r"mobil\w*|handy|mobiel|address|adresse|adres)",
    re.IGNORECASE,
)
_CONTACT_NOUN = (
    r"(?:e-?mail(?:-?adresse|\saddress|adres)?|mail(?:adresse|adres|\saddress)?|"
    r"(?:telefon|handy|mobil|telefoon|mobiel)(?:-?nummer)?|(?:phone\s|mobile\s|contact\s)?number|"
    r"phone|nummer|nummeret)"
)
_CONTACT_ASKED = re.compile(
    r"\b(?:your|ihre?\w*|deine?\w*|din|dit|jeres|uw|je|jouw|which|what|welche\w*|hvilken|"
    rf"hvilket|welk|welke)\s(?:[^\W\d]+\s)?{_CONTACT_NOUN}\b",
    re.IGNORECASE,
)


_CONTACT_QUESTION = re.compile(rf"(?<![\w-]){_CONTACT_NOUN}\b[^.!?]*\?", re.IGNORECASE)
# A number that names a thing, not a line to call ("track & trace-nummeret", "your order number").
_THING_NUMBER = re.compile(
    r"(?:track|trace|order|ordre|bestell|kunde|customer|konto|account|sag|case|referen|booking|"
    r"buchung|faktura|invoice|rechnung|sendung|pakke|parcel|zending|serien|serial|klant|polis|"
    r"police|policy|vertrag|kontrakt|contract|artikel|article|model)\w*[\s&-]*(?:\w+[\s-]){0,2}"
    r"(?:nummer\w*|number|nr)\b",
    re.IGNORECASE,
)


def asks_for_contact(text: str) -> bool:
    """The assistant asks where to reach the customer ("Hvilken mail skal det sendes til?",
    "Ich bräuchte Ihre Telefonnummer", "Shall I send the quote by email?"), not for the number
    of an order or a parcel."""
    return any(
        not _THING_NUMBER.search(text, max(0, m.start() - 30), m.end() + 8)
        for pattern in (_CONTACT_ASKED, _CONTACT_QUESTION)
        for m in pattern.finditer(text)
    )


def own_contacts(text: str, redactions, *, asked: bool) -> list[tuple[int, int]]:
    """The e-mail addresses and phone numbers the customer gives as where to reach them: asked
    for, or said where something is sent ("tilbuddet skal til indkob@..."), in a turn about
    nobody else (a neighbour's or a daughter's number is never a value)."""
    spans = [span for span in redactions if span.get("label") in _CONTACT_LABELS]
    if not spans or _SOMEONE_ELSE.search(text):
        return []
    found = []
    for span in spans:
        start, end = int(span["start"]), int(span["end"])
        if (start and (text[start - 1].isalnum() or text[start - 1] == "-")) or (
            end < len(text) and (text[end].isalnum() or text[end] == "-")
        ):
            continue  # inside a token: an identifier, not a number to call
        if asked or _REACH_CUE.search(text, *phrase_around(text, start, end)):
            found.append((start, end))
    return found


# ----------------------------------------------------------------------------- answers

# The assistant asks which place, which of two media, or who: the customer's short answer is
# the slot's value ("Hvilken pakkeshop?" - "Netto på Strandvejen"; "per E-Mail oder als
# QR-Code?" - "QR-Code, ich hab keinen Drucker"; "Who signs for it?" - "My neighbour Jo").
_ASKED_DESTINATION = re.compile(
    r"\b(?:which|what|welche\w*|hvilken|hvilket|welk|welke)\s(?:[^\W\d]+\s)?(?:shop|store|"
    r"branch|parcel\s?shop|pick-?up\spoint|location|filiale|standort|geschäft|laden|"
    r"packstation|abholort|pakkeshop|butik|afhentningssted|winkel|vestiging|filiaal|"
    r"afhaalpunt|punt)\w*[^?]*\?"
    r"|(?:^|[.!?]\s)(?:where|wohin|wo|hvor|hvorhen|waar|waarheen)\b[^.!?]{0,60}\b(?:deliver|"
    r"send|ship|drop|"
    r"collect|pick|liefer|schick|bring|abhol|abgeb|lever|sende|hent|aflever|bezorg|stuur|breng|"
    r"ophal|afgeven|inlever)\w*[^?]*\?"
    r"|\b(?:drop\s(?:it\s)?off|abgeben|aflevere|indlevere|afgeven|inleveren)\b[^?]{0,60}"
    r"\b(?:or|oder|eller|of)\b[^?]*\?",
    re.IGNORECASE,
)
_ASKED_CHANNEL = re.compile(
    rf"\b(?:{_MEDIUM}|qr-?code|link)\b[^?]{{0,60}}\b(?:or|oder|eller|of)\b[^?]{{0,40}}"
    rf"\b(?:{_MEDIUM}|qr-?code|link)\b[^?]*\?",
    re.IGNORECASE,
)
_ASKED_WHO = re.compile(
    r"\b(?:who|wer|hvem|wie)\b[^?]{0,60}\b(?:sign|pay|decide|approve|contact|present|home|"
    r"receive|unterschreib|unterzeichn|zahl|bezahl|entscheid|anwesend|ansprechpartner|"
    r"underskriv|betal|bestem|godkend|hjemme|kontaktperson|onderteken|betaal|beslis|"
    r"aanspreekpunt|thuis|contactpersoon)\w*[^?]*\?",
    re.IGNORECASE,
)
# "ja, ...", "ok ...": the yes before the answer is no part of it.
_ANSWER_LEAD = re.compile(
    r"(?:(?:ja|yes|yeah|jo|ok|okay|gerne|gern|graag|please|bitte|tak|thanks|doch)\b[\s,.!]*)+",
    re.IGNORECASE,
)
# A word alone that answers nothing ("Ach.", "Hmm", "No."), or not knowing yet.
_NO_ANSWER = re.compile(
    r"(?:ach|ah|oh|hmm+|hm|tja|nou|well|no|nein|nee|nej|nope|maybe|vielleicht|måske|misschien)$"
    r"|.*\b(?:weiß (?:ich )?nicht|weiss (?:ich )?nicht|keine ahnung|don't know|not sure|no idea|"
    r"ved ikke|ved det ikke|weet (?:ik )?niet|geen idee|egal|doesn't matter|does not matter|"
    r"don't mind|any of them|ligegyldigt|lige meget|maakt niet uit|maakt me niet uit|"
    r"om het even)\b",
    re.IGNORECASE,
)
MAX_ANSWER_WORDS = 8


# "Which store did you buy it in?", "Wer hat das bestellt?": a question about what happened.
_ASKED_ABOUT_THE_PAST = re.compile(
    r"\b(?:did|bought|purchased|gekauft|bestellt|købte|købt|bestilte|kocht|gekocht|besteld|"
    r"kochten)\b[^.!?]*\?",
    re.IGNORECASE,
)


def asked_slot(text: str, lang: str = "") -> str | None:
    """The slot an assistant turn asks the customer to choose: "destination", "channel",
    "responsibility" or None. (German "wie" is "how", not "who"; a question about what
    happened asks for no choice.)"""
    if "?" not in text or _ASKED_ABOUT_THE_PAST.search(text):
        return None
    if _ASKED_DESTINATION.search(text):
        return "destination"
    if _ASKED_CHANNEL.search(text):
        return "channel"
    who = _ASKED_WHO.search(text)
    if who and not (lang == "de" and who.group(0)[:3].casefold() == "wie"):
        return "responsibility"
    return None


def _answer(text: str, blocked: list) -> tuple[int, int] | None:
    """The customer's short answer opening the turn: its first sentence without the yes before
    it, or that sentence's first clause, of at most MAX_ANSWER_WORDS words."""
    bounds = sentence_bounds(text)
    if not bounds:
        return None
    start, end = bounds[0]
    lead = _ANSWER_LEAD.match(text, start, end)
    if lead:
        start = lead.end()
    end = start + len(text[start:end].rstrip(" .!"))
    if start >= end or text[end - 1] == "?" or _NO_ANSWER.match(text, start, end):
        return None
    if len(text[start:end].split()) > MAX_ANSWER_WORDS or touches(start, end, blocked):
        start, end = phrase_around(text, start, start + 1)
    if len(text[start:end].split()) > MAX_ANSWER_WORDS or touches(start, end, blocked):
        return None
    return start, end


# "The first one", "den zweiten", "den sidste", "de eerste": which of the values offered.
_ORDINAL = re.compile(
    r"\b(?:the|den|die|das|der|dem|det|de|het)\s(?:(first|former|earlier|erste[nm]?|første|eerste)|"
    r"(second|zweite[nm]?|anden|andet|tweede)|(third|dritte[nm]?|tredje|derde)|"
    r"(last|latter|later|letzte[nm]?|sidste|laatste))\b",
    re.IGNORECASE,
)
_ORDINAL_INDEX = {1: 0, 2: 1, 3: 2, 4: -1}


def ordinal_pick(text: str) -> int | None:
    """The index of the option a short turn picks by its place ("The first one please" 0,
    "den sidste" -1), or None."""
    if len(text.split()) > 6:
        return None
    match = _ORDINAL.search(text)
    if not match:
        return None
    return next(_ORDINAL_INDEX[g] for g in _ORDINAL_INDEX if match.group(g))


# The assistant naming the first day it can do ("the earliest is Monday 9 June", "frühestens
# am Montag", "tidligst mandag", "de eerstvolgende mogelijkheid is maandag"): an offer.
_EARLIEST = re.compile(
    r"\b(?:earliest|first (?:available|possible|free)|next (?:available|free)|frühestens|"
    r"nächste\w* (?:freie\w*|mögliche\w*)|erste\w* (?:freie\w*|mögliche\w*)|tidligst|"
    r"første (?:ledige|mulige)|næste (?:ledige|mulige)|vroegst|eerstvolgende|eerste mogelijkheid|"
    r"eerste vrije)\b",
    re.IGNORECASE,
)


# "I can book Friday 13 June", "Ich kann Ihnen Freitag anbieten", "Jeg kan booke fredag", "Ik kan
# u vrijdag inplannen": what the assistant can arrange is an offer.
_CAN_ARRANGE = re.compile(
    r"\b(?:i|we)\s(?:can|could)\s(?:book|schedule|reserve|arrange|offer|put\syou\sdown\sfor)\b"
    r"|\b(?:ich|wir)\s(?:kann|können|könnte|könnten)\b[^!?\n]{0,50}?\b(?:buchen|einplanen|"
    r"reservieren|anbieten|eintragen|vormerken)\b"
    r"|\b(?:jeg|vi)\s(?:kan|kunne)\s(?:booke|reservere|tilbyde|planlægge|sætte\sdig\sop)\b"
    r"|\b(?:ik|we|wij)\s(?:kan|kunnen)\b[^!?\n]{0,50}?\b(?:inplannen|boeken|reserveren|aanbieden|"
    r"vastleggen)\b"
    # who can deliver or come when: "We can deliver on Thursday", "Der Techniker kann am
    # Donnerstag kommen", "Vi kan levere torsdag", "We kunnen donderdag leveren"
    r"|\b(?:can|could)\s(?:deliver|come|visit|collect|pick\s(?:it\s|them\s)?up)\b"
    r"|\b(?:kann|können|könnte|könnten)\b[^!?\n]{0,50}?\b(?:liefern|kommen|vorbeikommen|abholen|"
    r"zustellen)\b"
    r"|\b(?:kan|kunne)\s(?:levere|komme|hente|afhente)\b"
    r"|\b(?:kan|kunnen)\b[^!?\n]{0,50}?\b(?:leveren|komen|langskomen|ophalen|bezorgen)\b",
    re.IGNORECASE,
)


# "Maandag 11 november kan wel", "It's free on Friday 28 March", "Torsdag er stadig ledig": a day
# or slot the assistant says is open, in place of one that is not; what the customer's yes
# takes. (German "wäre noch frei" is left out: scored on held-out conversations it set days the
# customers there did not take.)
_AVAILABLE = re.compile(
    r"\b(?:kan\swel|is\s(?:nog\s)?vrij|zijn\s(?:nog\s)?vrij|"
    r"(?:is|are|'s)\s(?:still\s)?(?:free|available|open)|we\s(?:have|'ve\sgot)\s(?:a\s)?"
    r"(?:slot|space|availability)|"
    r"(?:er|var)\s(?:stadig\s|også\s)?(?:ledig|fri)|kan\sgodt)\b",
    re.IGNORECASE,
)
# A sentence saying what cannot be done is no offer of it ("op vrijdag is er geen ruimte").
_NOT_AVAILABLE = re.compile(
    r"\b(?:not|no|isn't|aren't|nicht|kein\w*|ikke|ingen|niet|geen|helaas|leider|desværre|"
    r"unfortunately)\b",
    re.IGNORECASE,
)


def offers_earliest(sentence: str) -> bool:
    """The assistant names the first day it can do, what it can book, or what is still free:
    an offer."""
    if _EARLIEST.search(sentence) is not None or _CAN_ARRANGE.search(sentence) is not None:
        return True
    return _available_day(sentence)


def _available_day(sentence: str) -> bool:
    """A day or hour said to be free, right beside the words that say so ("Maandag 11 november
    kan wel", "free on Friday 28 March"; not "closed on 30 April, so all three are available")."""
    cues = list(_AVAILABLE.finditer(sentence)) if "?" not in sentence else []
    if not cues or _NOT_AVAILABLE.search(sentence):
        return False
    spans = [*when_spans(sentence), *(m.span() for m in TIME.finditer(sentence))]
    for cue in cues:
        for start, end in spans:
            gap = sentence[end : cue.start()] if end <= cue.start() else sentence[cue.end() : start]
            words = _WORD_IN_GAP.findall(gap)
            if len(words) <= 2 and not any(w.casefold() in _GAP_BREAKS for w in words):
                return True
    return False


_WORD_IN_GAP = re.compile(r"\w+")
# Words that start another clause between a day and the cue ("30 April, so all three are free").
_GAP_BREAKS = frozenset("so then and but dus dan en maar also dann und aber så og men".split())


# ----------------------------------------------------------------------------- constraints


# The customer saying when they are busy ("Morgens um 10 habe ich schon einen Termin", "jeg har
# arbejde om formiddagen", "I'm at work in the mornings"): those times are ruled out.
_BUSY = re.compile(
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
_INSTEAD_AFTER = re.compile(
    r"^\W{0,2}(?:instead|then instead|after all|i stedet|alligevel|stattdessen|statt dessen|doch|"
    r"in plaats daarvan|toch)\b(?!\s(?:nicht|niet|ikke|not)\b)",
    re.IGNORECASE,
)
# "kan den så ikke komme fredag?", "Können Sie nicht am Freitag kommen?", "couldn't you do
# Friday?": a request asked in the negative, not a refusal.
_NEGATIVE_REQUEST = re.compile(
    r"\b(?:kan|kunne|kann|können|könnten|can|could|kunnen|kun|kan)(?:'t|n't)?\s"
    r"(?:(?:\w+\s){0,3}?)(?:ikke|nicht|niet|not)\b|\b(?:can't|couldn't|kannst du nicht)\b",
    re.IGNORECASE,
)


# A clause opening with "if" states a case, not a wish.
# What is sent back ("send the 12 back", "die 38 schicke ich zurück", "str. 40 returnerer jeg").
_RETURNED = re.compile(
    r"\b(?:send\w*\s(?:\w+\s){0,3}back|return\w*|zurück\w*|retour\w*|sende\w*\stilbage|"
    r"returner\w*|terugstu\w*|terug\s?sturen|retourne\w*)\b",
    re.IGNORECASE,
)


_IF_WORD = re.compile(
    r"\b(?:if|wenn|falls|hvis|indien|mocht)\b|(?:^|[.!?;]\s)(?:als)\b", re.IGNORECASE
)


# A day named from the one held ("the next day then", "am Tag danach", "dagen efter", "de dag
# erna"): a date once a date is the matter.
_DAY_AFTER = re.compile(
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
_END_OF = re.compile(
    r"\b(?:end\sof\s(?:the\s|this\s|next\s)?(?:week|month)|"
    r"ende\s(?:der|des|dieser|nächster|kommender)\s(?:woche|monats)|"
    r"(?:udgangen|slutningen)\saf\s(?:ugen|måneden|næste\suge|næste\småned|denne\suge|"
    r"denne\småned)|(?:het\s)?einde\svan\s(?:de|deze|volgende)\s(?:week|maand)|"
    r"eind\s(?:deze|volgende)\s(?:week|maand))\b",
    re.IGNORECASE,
)
# An occasion the customer must be ready for: its day is a deadline, beside the day of delivery.
_EVENT = re.compile(
    r"\b(?:wedding|party|birthday|funeral|christening|graduation|concert|exam|football|"
    r"hochzeit\w*|feier|party|geburtstag\w*|beerdigung|taufe|konzert|prüfung|"
    r"fußball\w*|bryllup\w*|fest|festen|fødselsdag\w*|begravelse\w*|barnedåb|konfirmation\w*|"
    r"koncert\w*|eksamen|julefrokost\w*|fodbold\w*|bruiloft|trouwfeest|trouwerij|feest\w*|"
    r"verjaardag\w*|begrafenis|concert|examen|voetbal\w*)\b",
    re.IGNORECASE,
)


def _hypothetical(text: str, start: int, end: int) -> bool:
    """The value stands in an if-clause ("if it comes on the 20th", "hvis den kommer mandag
    d. 17/11"): from the "if" to the value there is no comma or sentence end."""
    window = text[max(0, start - 50) : start]
    cut = max(window.rfind(","), window.rfind(";"), window.rfind("? "), window.rfind("! "))
    return bool(_IF_WORD.search(window[cut + 1 :]))


_UNTIL_AFTER_NOT = re.compile(
    r"\b(?:until|till|til|before|bis|vor|erst|før|først|tot|voor|pas)\s(?:\w+\s)?$"
    r"|(?:until|till|til|before|bis|vor|erst|før|først|tot|voor|pas)\b(?=\s)",
    re.IGNORECASE,
)
_CONCLUDED = re.compile(
    r"(?:^|[.!?,;:]\s*)(?:also|so|dus|så|thus|that makes|das macht|dat wordt|det bliver|"
    r"in total|insgesamt|i alt|in totaal)[\s,:]+$",
    re.IGNORECASE,
)
_PREFERRED = re.compile(
    r"\b(?:am liebsten|lieber|bevorzugt|vorzugsweise|preferably|ideally|i'd prefer|i prefer|"
    r"helst|hellere|foretrækker|liefst|bij voorkeur|liever)\b(?:\s[^\W\d]+){0,2}[\s,]*$",
    re.IGNORECASE,
)
_BUT = re.compile(r"\b(?:but|sondern|men|maar|aber)\b", re.IGNORECASE)


# "no later than Friday", "nicht später als Montag", "ikke senere end fredag": a limit.
_NO_LATER_THAN = re.compile(
    r"\b(?:no|not|nicht|ikke|niet)\s(?:later|später|senere)\s(?:than|als|end|dan)\s"
    r"(?:the\s|den\s|de\s|dem\s)?$",
    re.IGNORECASE,
)


# "Please don't call me", "Don't deliver it to the office", "never on a Monday" (not "I don't
# mind Friday").
_DONT = re.compile(
    r"(?:\bdo\snot|\bdon't|\bdont|\bnever|\bniemals|\baldrig|\bnooit)\s+(?!mind\b|care\b|matter\b)"
    r"(?:[^\W\d]+\s+){0,3}$",
    re.IGNORECASE,
)


def _negated(text: str, start: int, end: int) -> bool:
    if _INSTEAD_AFTER.match(text, end) or _NO_LATER_THAN.search(text, max(0, start - 30), start):
        return False
    if _DONT.search(text, max(0, start - 40), start):
        return True
    if _BUSY.search(text, *phrase_around(text, start, end)):
        return True  # "jeg har arbejde om formiddagen": when the customer cannot
    before = text[max(0, start - 40) : start]
    negation = _NEGATION_BEFORE.search(before)
    if negation and (
        _UNTIL_AFTER_NOT.search(before, negation.start()) or _UNTIL_AFTER_NOT.match(text, start)
    ):
        negation = None  # "she doesn't need it til October": not until then, a later date
    if negation and _BUT.search(before, negation.start()):
        negation = None  # "not Friday but Saturday": the value after "but" is the one meant
    if negation and not _asks_in_the_negative(text, start, before):
        return True
    return bool(_NEGATION_AFTER.match(text[end : end + 30]))


def _asks_in_the_negative(text: str, start: int, before: str) -> bool:
    sentence_end = re.compile(r"[.!?]").search(text, start)
    question = bool(sentence_end) and sentence_end.group(0) == "?"
    return question and bool(_NEGATIVE_REQUEST.search(before))


def sets_a_day(sentence: str) -> bool:
    """The sentence says by when something must happen ("I need to sort this today", "it has
    to be there by Friday"): a requirement, whatever else it puts off."""
    return any(
        _REQUIRED_HEAD.search(sentence, max(0, start - 40), start)
        or _LATEST.search(sentence, max(0, start - 30), start)
        for start, _end in when_spans(sentence)
    ) or bool(_LATEST_HOUR.search(sentence))


_LATEST_HOUR = re.compile(
    rf"\b(?:no later than|not later than|spätestens|senest|uiterlijk)\s(?:{_CLOCK})", re.IGNORECASE
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


def identifies(name: str, value: str) -> bool:
    """A value that names one thing: a date with a number or month, a clock time, a count."""
    if name in {"date", "deadline", "time"}:
        return bool(_HAS_DATE.search(value))
    return True


def as_specific(new: str, current: str, name: str = "date") -> bool:
    """Whether `new` may replace `current` without a correction cue: it is not part of it and,
    but for a count, sum or size, at least as precise ("Friday 6 June" over "Friday", not
    "tonight" over "Friday 6 June", not "the office" over a street address)."""
    if f" {new.casefold()} " in f" {current.casefold()} ":
        return False
    if name in _COUNTED_SLOTS or name == "size":
        return True  # counts, sums and sizes are checked by `comparable`
    if name == "destination" and _named(new):
        return True  # "Dan ga ik naar de Herestraat" after an address: another place, named
    if weekdays_in(new) and weekdays_in(current) and not weekdays_in(new) & weekdays_in(current):
        return True  # "Donnerstag nachmittag" after "Mittwoch, der 18. Juni": another day
    if weekdays_in(new) and not weekdays_in(current) and _DAY_NUMBER.search(current):
        return True  # "Dann bring ich's Donnerstag" after "21.6.": a day named anew
    if weekdays_in(new) and weekdays_in(new) == weekdays_in(current) and not dated(new):
        if _precision(new) <= _precision(current):
            return False  # "vrijdag" after "Vrijdagmiddag": the same day said again
    return _precision(new) >= _precision(current)


def weekdays_in(value: str) -> set[str]:
    return {w.casefold() for w in _WEEKDAY_WORD.findall(value)}


_DAY_NUMBER = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th|e|ste|de|\.)?(?!\d)", re.IGNORECASE)


def within(value: str, held: str) -> bool:
    """A day that is part of the range or days held: its weekday and day of the month are both
    in `held` ("Friday 22 August" within "Friday 15th to Friday 22nd")."""
    days = _days_of_month(value)
    weekdays = weekdays_in(value)
    if not held or not days or not weekdays:
        return False
    return days <= _days_of_month(held) and weekdays <= weekdays_in(held)


_CLOCK_TIME = re.compile(rf"{_CLOCK}", re.IGNORECASE)


def _days_of_month(value: str) -> set[str]:
    return set(_DAY_NUMBER.findall(_CLOCK_TIME.sub(" ", value)))


def dated(value: str) -> bool:
    return bool(_HAS_DATE.search(value))


_WEEK_WORDS = frozenset(
    "next this coming week on the nächste nächsten woche kommenden diesen am næste uge kommende "
    "på volgende komende week aanstaande op".split()
)


def only_weekday(value: str) -> bool:
    """A weekday with at most "next week" and a preposition to it ("volgende week dinsdag")."""
    words = set(re.findall(r"\w+", value.casefold())) - weekdays_in(value)
    return not dated(value) and words <= _WEEK_WORDS


def _precision(value: str) -> int:
    """2 for a day named by date or weekday, 1 for a part of a day, 0 for "tonight" or "soon"."""
    if re.search(r"\d", value) or (_HAS_DATE.search(value) and _WEEKDAY_WORD.search(value)):
        return 2
    if _HAS_DATE.search(value):
        return 1  # a month alone ("vanaf augustus") is vaguer than a day
    if _WEEKDAY_WORD.search(value) or _DAY_PART_WORD.search(value):
        return 1
    return 0


# (a weekday inside a compound too: "Vrijdagmiddag", "Samstagabend")
_WEEKDAY_WORD = re.compile(rf"\b(?:{lx.WEEKDAYS})(?=\b|{lx.DAY_PARTS})", re.IGNORECASE)
_DAY_PART_WORD = re.compile(rf"\b(?:{lx.DAY_PARTS})\b", re.IGNORECASE)


def constraints(
    text: str,
    blocked: list,
    addresses: list,
    *,
    asked_how_many: bool,
    size_context: bool,
    known: set[str],
    correcting: bool = False,
    rejected: dict[str, list[tuple[int, int]]] | None = None,
    current: dict[str, str] | None = None,
    contacts: list[tuple[int, int]] | tuple = (),
    asked: str | None = None,
    money_said: bool = False,
    answers: str | None = None,
    deferred: list[tuple[int, int]] | tuple = (),
) -> list[tuple[str, int, int]]:
    """(name, start, end) of the requirements stated in one turn, one per slot.

    A value that is negated ("not Thursday", "Tuesday doesn't work") is not a requirement; of
    several values of one slot the last one wins. `rejected`, when
    given, receives per slot the values the turn names and gives up: negated ones ("not the
    5th") and those the chosen value replaces as the turn goes on ("the 5th is fine, no wait,
    make it the 15th"). `current` (slot -> value already held) lets a correcting turn's new
    value win over the old one restated beside it. `contacts` are the customer's own e-mail
    addresses and numbers to offer as the channel; `asked` the slot the assistant just asked
    about ("channel" for an e-mail address or a number); `money_said` whether it named a sum;
    `answers` the slot it asked the customer to choose (`asked_slot`); `deferred` the clauses
    that put a decision off, which require nothing but may say who decides.
    """
    negated: dict[str, list[tuple[int, int]]] = {}
    found: dict[str, list[tuple[int, int]]] = {}
    occasions: list[tuple[int, int]] = []

    def offer(
        name: str,
        start: int,
        end: int,
        *,
        negatable: bool = True,
        own: bool = False,
    ) -> None:
        if start >= end or (not own and touches(start, end, blocked)):
            return
        if name != "responsibility" and touches(start, end, deferred):
            return  # put off, so not required; "I need to ask the owner" says who decides
        # "Bis Montag, nein, doch lieber Dienstag": the later day corrects the deadline; in a
        # turn that corrects nothing it is another day ("by Friday 22nd, school starts Monday").
        twin = {"date": "deadline", "deadline": "date"}.get(name)
        if twin in found and name not in found and correcting:
            last = _pick(found[twin])
            # (the day of an occasion is no value a later day corrects: "his mum's birthday is
            # on the Monday, can we do Sunday?")
            if last not in occasions and not same_value(text[last[0] : last[1]], text[start:end]):
                name = twin
        if negatable and _negated(text, start, end):
            negated.setdefault(name, []).append((start, end))
            return
        held = name in known or twin_of(name) in known
        if negatable and held and _hypothetical(text, start, end):
            return  # "if it comes in August that's fine" keeps what was asked for
        if name == "size" and _RETURNED.search(text, *phrase_around(text, start, end)):
            negated.setdefault(name, []).append((start, end))
            return  # "how do I send the 12 back": the item going back, not the one wanted
        found.setdefault(name, []).append((start, end))

    taken: list[tuple[int, int]] = []
    folded = text.casefold()  # for cheap word checks before the costlier patterns
    for start, end in when_spans(text):
        clause = phrase_around(text, start, end)
        if _EVENT.search(text, *clause) and not _PAST_BEFORE.search(text, clause[0], start):
            # "a party on Saturday", "julefrokost d. 29/11": the day it must be ready for.
            occasions.append((start, end))
            offer("deadline", start, end)
            taken.append((start, end))
            continue
        if _PAST_BEFORE.search(text, phrase_around(text, start, end)[0], start):
            taken.append((start, end))
            continue  # "It was Saturday the 1st of March": a fact, not a requirement
        head = _REQUIRED_HEAD.search(text, max(0, start - 40), start)
        if head:
            # "it has to be here the 18th": the requirement is quoted with its head.
            offer("deadline", head.start(), end)
        elif cue := _DEADLINE_CUE.search(text, max(0, start - 20), start):
            # "senest d. 21/11", "uiterlijk 3/9": a date of digits alone keeps its limit word
            # ("bis Freitag" reads as "Freitag").
            offer("deadline", start if _WORDED.search(text, start, end) else cue.start(), end)
        else:
            offer("date", start, end)
        taken.append((start, end))
    if {"date", "deadline"} & known and "date" not in found and "deadline" not in found:
        for match in _DAY_AFTER.finditer(text):
            offer("date", *match.span())
    held_days = set()
    for name in ("date", "deadline"):
        held_days |= weekdays_in((current or {}).get(name, ""))
    if occasions and held_days & weekdays_in(" ".join(text[s:e] for s, e in occasions)):
        later = [d for d in found.get("date", []) + found.get("deadline", []) if d not in occasions]
        if any(start > occasions[0][0] for start, _end in later):
            # "his mum's birthday is on the Monday, can we do Sunday?" with Monday held: the
            # occasion is why another day is asked for, not a day to be ready by.
            found["deadline"] = [d for d in found["deadline"] if d not in occasions]
            if not found["deadline"]:
                del found["deadline"]
    for match in TIME.finditer(text):
        if not touches(*match.span(), taken):
            offer("time", *match.span())
            taken.append(match.span())  # ("tussen 2 en 4 komen" counts nothing)
    ends = any(word in folded for word in ("end", "udgang", "slutning", "eind"))
    for match in _END_OF.finditer(text) if ends else ():
        # "bis Ende nächster Woche", "inden udgangen af næste uge": the end is the value.
        cue = _DEADLINE_CUE.search(text, max(0, match.start() - 20), match.start())
        for name in ("date", "deadline"):
            kept = [d for d in found.get(name, []) if not touches(*d, [match.span()])]
            if kept:
                found[name] = kept
            else:
                found.pop(name, None)
        offer("deadline" if cue else "date", match.start(), match.end())
        taken.append(match.span())
    # MONEY, _DIMENSIONS, _CAPACITY, _JEANS_SIZE, _BARE_BUDGET, _TOTAL, _BARE_NUMBER and
    # _BARE_SUM match only with a digit in the match.
    digits = _has_digit(text)
    for match in _digit_matches(_DIMENSIONS, text, digits):
        offer("size", *match.span())
        taken.append(match.span())
    for match in _digit_matches(_CAPACITY, text, digits):
        if not touches(*match.span(), taken):
            offer("size", *match.span())
            taken.append(match.span())
    for match in _digit_matches(_JEANS_SIZE, text, digits):
        offer("size", *match.span())
        taken.append(match.span())
    sizes = [m for m in _SIZE.finditer(text) if not touches(*m.span(), taken)]
    named = [m for m in sizes if _SIZE_WORD.match(m.group(0))]
    # A size said with its word ("str 38", "maat 40") is one anywhere; "a 10" only where sizes
    # are the matter.
    size_context = size_context or size_mentioned(text)
    for match in named or (sizes if size_context else []):
        offer("size", *match.span())
        taken.append(match.span())
    if "size" not in found and (size_context or "size" in known):
        if correcting or len(text.split()) <= 12:
            for match in _BARE_SIZE.finditer(text):
                value = match.group(0)
                held = (current or {}).get("size", "")
                if (
                    value[0].isdigit()
                    and "/" not in value
                    and ("size" not in known or _CAPACITY.search(held) or _DIMENSIONS.search(held))
                ):
                    continue  # a bare number is a size only once a garment's size was named
                if not touches(*match.span(), taken):
                    offer("size", *match.span())
    money_spans = []
    for match in _digit_matches(MONEY, text, digits):
        money_spans.append(match.span())
        window_start = max(0, match.start() - 30)
        cues = list(_BUDGET_CUE.finditer(text, window_start, match.start()))
        if cues:
            # The limit is part of the value: "under £400" is not "£400".
            offer("budget", cues[-1].start(), match.end())
        elif "budget" in known and "amount" not in known:
            offer("budget", *match.span())
        else:
            offer("amount", *match.span())
    taken += money_spans
    for match in QUANTITY.finditer(text):
        noun = match.group(1)
        if touches(*match.span(), taken) or _NOT_COUNTED.match(noun):
            continue
        if noun.casefold() in _STOP_WORDS or noun.casefold() in _NOT_NOUNS or noun.endswith("ly"):
            continue
        if "quantity" in known and _added(text, *match.span()):
            continue  # "2 extra chairs" adds to the count held
        if _PARTICIPLE.match(noun):
            continue  # "3 zurückgeschickt", "2 bestilt": a verb, not what is counted
        if noun[0].isupper() and not _COUNTED_NOUN.match(noun):
            # "Galaxy 5 Ultra", "Serie 6": a number inside a name. German nouns are always
            # capitalised, so a plural noun after a count is counted ("4 Teile", "10 Verträge").
            continue
        before = text[max(0, match.start() - 20) : match.start()].split()
        if noun[0].isupper() and before and _MODEL_WORD.match(before[-1]):
            continue  # "RTX 4090 Karten", "iPhone 15 Pros": a number inside a model name
        offer("quantity", *match.span())
    for match in _LANGUAGE.finditer(text):
        offer("language", *match.span(1))
    for match in CHANNEL.finditer(text):
        start, end = match.span()
        if _TO_ME.search(match.group(0)):
            # "email me a confirmation": what is sent belongs to the wish.
            end = phrase_around(text, start, end, left=False)[1]
        offer("channel", start, end)
    for match in _JUDGED.finditer(text):
        medium = _MEDIUM_BEFORE.search(text, max(0, match.start() - 30), match.start())
        if medium and not touches(medium.start(), match.end(), found.get("channel", [])):
            offer("channel", medium.start(), match.end())  # ("By post is better": "By post")
    for start, end in contacts:
        # The address or number the customer gives to be reached at (`own_contacts`).
        offer("channel", start, end, negatable=False, own=True)
    for match in DESTINATION.finditer(text):
        group = next(g for g in (1, 2, 3, 4) if match.group(g))
        if _CLOSER_TO.search(text, max(0, match.start() - 20), match.start(group)):
            continue
        if _BEING_AT.search(text, max(0, match.start() - 25), match.end(group)):
            continue  # "she's in the office on Tuesday": where someone is, nothing goes there
        if asked == "channel" and _ADDRESS_AFTER.match(text, match.end(group)):
            continue  # "Would you like it by email?" - "to my work address": an e-mail address
        offer("destination", *match.span(group))
    money_nouns = any(noun in folded for noun in _MONEY_TO_NOUNS)
    for match in _MONEY_TO.finditer(text) if money_nouns else ():
        clause_start, clause_end = phrase_around(text, *match.span())
        if _PAST_BEFORE.search(text, clause_start, match.start()):
            continue
        if not (_MONEY_BACK.search(text, clause_start, clause_end) or len(text.split()) <= 4):
            continue  # "I can see it on my account" sends no money there
        if not _GOING.search(text, clause_start, match.start()):  # "or I go to my bank"
            offer("destination", *match.span())
    if "destination" in known:
        for match in _NAME_INSTEAD.finditer(text):
            if match.group(1).casefold() not in _NOT_A_NAME:
                offer("destination", *match.span(1))
    for match in _TRAVEL_TO.finditer(text):
        if not _WEEKDAY_WORD.match(match.group(1)) and not touches(*match.span(1), taken):
            offer("destination", *match.span(1))
    collected = []
    for match in _COLLECT_FROM.finditer(text):
        if not touches(*match.span(1), taken):
            offer("destination", *match.span(1))
            collected.append(match.span())
    for match in _DESTINATION_VERB.finditer(text):
        if not touches(*match.span(1), taken + collected) and not _MAILBOX.search(match.group(1)):
            offer("destination", *match.span(1))
    for match in _FLOOR.finditer(text):
        if match.group(0)[0].isdigit() or _FLOOR_WORD.search(match.group(0)):
            offer("place", *match.span())
    for start, end in addresses:
        # The customer's own address: blocked for quoting inside sentences, a value of its own.
        span = address_span(text, start, end, blocked)
        if span:
            offer("destination", *span, negatable=False, own=True)
    for match in _RESPONSIBILITY.finditer(text):
        group = next(g for g in (1, 2, 3) if match.group(g))
        offer("responsibility", *match.span(group))
    for match in _BILLED_TO.finditer(text):
        offer("responsibility", *phrase_around(text, *match.span()), negatable=False)
    for match in _RESPONSIBLE_CUE.finditer(text):
        lo, hi = phrase_around(text, *match.span())
        if _PAID_BEFORE.search(text, lo, hi) or text[hi : hi + 1] == "?" or _HOW.match(text, lo):
            continue  # "Wir haben bisher nicht bezahlt", "Hvordan betaler jeg dem?"
        if "responsibility" not in found or _pick(found["responsibility"])[1] < match.start():
            offer("responsibility", lo, hi, negatable=False)
    for match in _digit_matches(_SPEND_LIMIT, text, digits):
        if _SPEND_VERB.search(match.group(0)):
            start = match.start()
            while start and text[start - 1].isalpha():
                start -= 1  # "don't", not "n't"
            offer("budget", start, match.end(), negatable=False)
    if "budget" not in found:
        for match in _digit_matches(_BARE_BUDGET, text, digits):
            offer("budget", *match.span())
        if money_said or {"amount", "budget"} & known:
            for match in _digit_matches(_BARE_LIMIT, text, digits):
                if not touches(*match.span(), taken):
                    offer("budget", *match.span())
        for match in _CHEAPEST.finditer(text):
            offer("budget", *match.span())
    if "amount" not in found and "budget" not in found:
        money_matter = money_said or {"amount", "budget"} & known or _MONEY_WORD.search(text)
        for match in _digit_matches(_DECIMAL_SUM, text, digits) if money_matter else ():
            if not touches(*match.span(), taken) and not _TOTAL.search(
                text, max(0, match.start() - 12), match.end() + 12
            ):
                offer("amount", *match.span())
    if "amount" not in found:
        for match in _digit_matches(_TOTAL, text, digits):
            counted = "quantity" in known or asked_how_many
            offer(
                "quantity" if counted and not touches(*match.span(), money_spans) else "amount",
                *match.span(),
            )
    if "quantity" not in found and any(tail in folded for tail in _OF_THEM_TAILS):
        for match in _OF_THEM.finditer(text):
            if not _HAVE_ALREADY.search(text, *phrase_around(text, *match.span())):
                offer("quantity", *match.span())
    if "quantity" not in found:
        for match in _digit_matches(_ORDERED_COUNT, text, digits):
            offer("quantity", *match.span())
    if "quantity" not in found:
        for match in _PARTY.finditer(text):
            offer("quantity", *match.span())
        for match in _PARTY_IDIOM.finditer(text):
            offer("quantity", *match.span())
        # ("beide Geräte sind kaputt" in passing is no count: only asked, corrected or alone)
        if asked_how_many or ("quantity" in known and (correcting or len(text.split()) <= 6)):
            for match in _ONE_OR_BOTH.finditer(text):
                offer("quantity", *match.span())
    if (asked_how_many or "quantity" in known) and "quantity" not in found:
        numbers = list(_digit_matches(_BARE_NUMBER, text, digits))
        numbers += _BARE_NUMBER_WORD.finditer(text)  # "make it three", "Doch lieber drei"
        bare = [
            m
            for m in sorted(numbers, key=lambda m: m.start())
            if not touches(*m.span(), taken + list(addresses))
            and _bare_count(text, *m.span(), asked=asked_how_many or correcting)
            and not _added(text, *m.span())
        ]
        hour = bare[-1].group(0) if bare else ""
        if hour.isdigit() and "time" in found and not asked_how_many and int(hour) <= 24:
            # "the flight gets in at 9:50 so 10 is too tight, can you make it 11": an hour
            offer("time", *bare[-1].span())
        elif bare and (asked_how_many or correcting or len(text) < 60):
            offer("quantity", *bare[-1].span())
    if answers and answers not in found:
        answer = _answer(text, blocked)
        if answer:
            offer(answers, *answer, negatable=False)
    for name in ("size", "quantity"):
        if name in found:
            found[name] = _joined(text, found[name])
    if "quantity" in found:
        # "4 Koffer und ein Kinderwagen", "2 suitcases and a pram": one more thing counted
        found["quantity"] = [
            (s, (more.end() if (more := _AND_ONE.match(text, e)) else e))
            for s, e in found["quantity"]
        ]
    if "date" in found:
        # "go Sunday the 17th and come back Sunday the 24th": one trip, out and back
        found["date"] = _joined(text, found["date"], _OUT_AND_BACK)
        # "Am Samstag, also 21.6.": one day said twice, the second time exactly
        found["date"] = _joined(text, found["date"], _THAT_IS)
    if "time" in found:
        # "vormittags, so bis 12 Uhr", "morning, so before 12": one time said twice as exactly
        found["time"] = _joined(text, found["time"], _SAID_MORE_EXACTLY)
    if "amount" not in found and "budget" not in found and ({"amount", "budget"} & known):
        # "ok 70.000", "2.349 dan": a sum without currency once a sum is the matter.
        for match in _digit_matches(_BARE_SUM, text, digits):
            if not touches(*match.span(), taken):
                offer("budget" if "budget" in known else "amount", *match.span())
    picked = []
    for name, options in found.items():
        stated = options
        if name == "quantity" and not correcting and len(options) > 1:
            # "3 boxes for the books and 2 lamps": counts of different things are each stated
            # (`subjects`), so that each stays current beside the other.
            counted = {subjects.about(name, text, s, e): (s, e) for s, e in options}
            if None not in counted and len(counted) > 1:
                picked += [(name, s, e) for s, e in counted.values()]
                continue
        if name in {"date", "deadline", "time"}:
            # "the 5th, no wait, the 15th, the takings from the weekend come in by then": a
            # vaguer day said after a precise one is not the one chosen.
            dated = [(s, e) for s, e in options if _precision(text[s:e])]
            options = dated or options
        if name in {"date", "time", "deadline"}:
            # "am liebsten vormittags ... Nachmittags hab ich Calls": the one preferred.
            liked = [(s, e) for s, e in options if _PREFERRED.search(text, max(0, s - 25), s)]
            options = liked[-1:] or options
        if len(options) > 1:
            # "Also 10 Verträge, die zwei neuen brauchen ...": the sum drawn is the value.
            drawn = [(s, e) for s, e in options if _CONCLUDED.search(text, max(0, s - 20), s)]
            options = drawn[-1:] or options
        if correcting and current:
            # "we move out on the 15th, not the 1st; we still get the keys on the 1st": in a
            # correcting turn the value that differs from the current one is the new one.
            now = current.get(name) or current.get(twin_of(name) or "")
            fresh = [(s, e) for s, e in options if now and not same_value(text[s:e], now)]
            if fresh and len(fresh) < len(options):
                options = fresh
        start, end = _pick(options)
        picked.append((name, start, end))
        if rejected is not None:
            chosen = _fold(text[start:end])
            # ("by the end of the month... no, not til October": the vaguer day is given up too)
            given_up = [(s, e) for s, e in stated if e <= start]
            given_up += [(s, e) for s, e in negated.get(name, ()) if not (s < end and start < e)]
            for s, e in sorted(set(given_up)):
                value = _fold(text[s:e])
                if value and value != chosen and f" {value} " not in f" {chosen} ":
                    rejected.setdefault(name, []).append((s, e))
    return sorted(picked, key=lambda x: x[1])


_NEXT_WORD = re.compile(r"\s?([^\W\d_]+)")
_PREVIOUS_WORD = re.compile(r"([^\W\d_][\w.-]*)\s$")
_AFTER_ADDRESS = re.compile(r",\s?(?:\d{4,5}\s)?[A-ZÄÖÜÆØÅ]")


# A number added to the count held ("add two more", "Doe er 2 bij", "noch 2 dazu", "2 stk.
# ekstra"): the count is the sum, which the turn does not say.
_ADDED_AFTER = re.compile(
    r"^\s?(?:[^\W\d]+\s)?(?:more|extra|additional|mehr|dazu|zusätzlich|ekstra|mere|til|bij|"
    r"erbij|meer)\b",
    re.IGNORECASE,
)
_ADDED_BEFORE = re.compile(
    r"\b(?:another|add|noch|nog|yderligere|endnu|extra|ekstra|zusätzlich\w*)\s$", re.IGNORECASE
)


def _added(text: str, start: int, end: int) -> bool:
    return bool(
        _ADDED_AFTER.match(text[end : end + 25])
        or _ADDED_BEFORE.search(text, max(0, start - 15), start)
    )


def _bare_count(text: str, start: int, end: int, *, asked: bool) -> bool:
    """A number standing alone as the count asked for or corrected ("No, 4.", "make it 6"),
    not a measure ("20 kg", "14 dagen"), a house number ("Semmelstraße 42, Würzburg") or a
    number inside a statement about something else ("the youngest is only 6")."""
    after = _NEXT_WORD.match(text, end)
    if after and _NOT_COUNTED.match(after.group(1)):
        return False
    before = _PREVIOUS_WORD.search(text, max(0, start - 40), start)
    # ("" is in any string: a capitalised word opening the turn is no name)
    inside = text[: before.start()].rstrip()[-1:] not in ".!?" if before else False
    if inside and before.group(1)[0].isupper():
        return False  # a number after a name inside a sentence: a street, a model
    if _AFTER_ADDRESS.match(text, end):
        return False
    if asked:
        return True
    lo, hi = phrase_around(text, start, end)
    return len(text[lo:hi].split()) <= 4


_JOIN = re.compile(
    r"(?:\s[^\W\d_]+){0,2}?\s?,?\s(?:and|und|og|en|als|sowie|plus|&|as well as|samt|"
    r"og også|en ook)\s(?:(?:ein|eine|einen|a|an|en|et|een|maat|size|str\.?|größe|"
    r"størrelse|one)\s)?$",
    re.IGNORECASE,
)


_AND_ONE = re.compile(
    r",?\s(?:and|und|og|en|plus|&)\s(?:a|an|one|ein|eine|einen|en|et|een)\s[^\W\d][\w-]+"
    r"(?=\s*(?:[.!?;]|$))",
    re.IGNORECASE,
)
_OUT_AND_BACK = re.compile(
    r"^,?\s(?:and|und|og|en)\s(?:\w+\s){0,2}?(?:come back|coming back|return\w*|back|zurück\w*|"
    r"retour\w*|hjem|tilbage|terug)\s(?:on\s|am\s|på\s|op\s)?$",
    re.IGNORECASE,
)
_THAT_IS = re.compile(
    r"^,?\s(?:also|i\.e\.|that is|dvs\.?|altså|dus|d\.\s?h\.|nämlich|namely|oftewel)\s$",
    re.IGNORECASE,
)
_SAID_MORE_EXACTLY = re.compile(
    r"^,?\s(?:so|also|ca\.|etwa|i\.e\.|that is|dvs\.|altså|dus|ongeveer|cirka)?\s?$", re.IGNORECASE
)


def _joined(
    text: str, options: list[tuple[int, int]], join: re.Pattern | None = None
) -> list[tuple[int, int]]:
    """Values of one slot joined by "and" are one value: "S en M", "zowel maat M als maat L",
    "1 car seat and 1 booster", "4 Koffer und ein Kinderwagen"."""
    spans = sorted(set(options))
    out: list[tuple[int, int]] = []
    for start, end in spans:
        if out and out[-1][1] <= start and (join or _JOIN).match(text[out[-1][1] : start]):
            out[-1] = (out[-1][0], end)
        else:
            out.append((start, end))
    return out


_OR_BETWEEN = re.compile(
    r"^\s?,?\s(?:or|eller|oder|of|alternatively|alternativ|alternatief)\s(?:[^\W\d]+\s){0,2}$",
    re.IGNORECASE,
)


def alternatives(text: str) -> bool:
    """Days offered as a choice ("tirsdag d. 13/5 kl. 8-12 eller onsdag d. 14/5"): neither is
    set."""
    spans = when_spans(text)
    return any(_OR_BETWEEN.match(text[a[1] : b[0]]) for a, b in zip(spans, spans[1:], strict=False))


_CLOCK_AT_END = re.compile(
    rf",?\s(?:(?:at|um|om|kl\.?|klokken|ved|gegen|omkring|rond)\s?)?((?:{_CLOCK})(?:{_RANGE}(?:{_CLOCK}))?)"
    r"\.?$",
    re.IGNORECASE,
)


def clock_at_end(value: str) -> tuple[int, int] | None:
    """(where the day ends, where the hour starts) in a day said with its hour ("Tuesday 3
    June at 10am"), or None."""
    match = _CLOCK_AT_END.search(value)
    return (match.start(), match.start(1)) if match and match.start() else None


_SENT_TO = re.compile(
    r"\b(?:deliver\w*|send\w*|ship\w*|liefer\w*|schick\w*|zustell\w*|lever\w*|sende\w*|"
    r"bezorg\w*|stuur\w*|verzend\w*|verstuur\w*)\b[^.!?]{0,40}\b(?:to|til|an|nach|naar|aan|"
    r"at|på|op)\s(?:[^\W\d]+\s)?$",
    re.IGNORECASE,
)


def sent_to(text: str, start: int) -> bool:
    """The address at `start` is where something is delivered or sent ("Jeg bestiller en ny
    levering til ...", "we'll send it to ...")."""
    return _SENT_TO.search(text, max(0, start - 60), start) is not None


_NAMING = re.compile(r"\d|(?<!^)\b[A-ZÄÖÜÆØÅ]")


def _named(value: str) -> bool:
    """A place by its name or number ("de Herestraat", "Kerkstraat 12", "Harrogate"), not by
    its kind ("the shop", "De winkel")."""
    first = value.split()[0] if value.split() else ""
    return bool(_NAMING.search(value)) or (
        first[:1].isupper() and first.casefold() not in _DETERMINERS and len(value.split()) == 1
    )


def names_less(new: str, held: str) -> bool:
    """`new` is a place said generically ("the shop", "de winkel") where `held` names one by
    name or number ("de Herestraat", "Kerkstraat 12")."""
    return bool(held) and _named(held) and not _named(new)


def twin_of(name: str) -> str | None:
    return {"date": "deadline", "deadline": "date"}.get(name)


# Words a value may carry or drop without being another value ("an 8" / "the 8", "på lørdag").
_VALUE_FILLER = frozenset(
    "a an the am an on at op på i in om um den de d der dem die das het een en et ein eine "
    "einen size str maat größe størrelse nr no".split()
)


def value_words(value: str) -> list[str]:
    return [w for w in re.findall(r"\w+", value.casefold()) if w not in _VALUE_FILLER]


def same_value(a: str, b: str) -> bool:
    """Two quotes of one value: the same words once articles and prepositions are set aside
    ("an 8" and "the 8", "på lørdag" and "lørdag")."""
    wa, wb = value_words(a), value_words(b)
    return bool(wa) and wa == wb


def same_count(new: str, held: str) -> bool:
    """`new` only repeats the number held, naming nothing more ("5" after "vi er 5")."""
    a, b = number_of(new), number_of(held)
    return a is not None and a == b and _counted_noun(new) is None


_NUMBER_VALUE = re.compile(r"\d[\d.,']*")
_THOUSANDS = re.compile(r"^\d{1,3}(?:[.,'\s]\d{3})+$")
_WORD_NUMBERS = {
    word: n
    for n, words in enumerate(
        (
            "",
            "one ein eine einen en et een",
            "two zwei to twee both beide beides begge",
            "three drei tre drie",
            "four vier fire",
            "five fünf fem vijf",
            "six sechs seks zes",
            "seven sieben syv zeven",
            "eight acht otte",
            "nine neun ni negen",
            "ten zehn ti tien",
            "eleven elf elleve",
            "twelve zwölf tolv twaalf",
        )
    )
    for word in words.split()
}
_SLOT_NOUN = re.compile(r"\d[\d.,']*\s?([^\W\d_]{2,})")


def number_of(value: str) -> float | None:
    """The number a value states ("1.500 i alt" 1500, "€ 39,95" 39.95, "drei Teile" 3)."""
    match = _NUMBER_VALUE.search(value)
    if match:
        digits = match.group(0).rstrip(".,'")
        if _THOUSANDS.match(digits):
            digits = re.sub(r"[.,'\s]", "", digits)
        else:
            digits = digits.replace(",", ".")
            if digits.count(".") > 1:
                digits = digits.replace(".", "")
        try:
            return float(digits)
        except ValueError:
            return None
    for word in re.findall(r"\w+", value.casefold()):
        if word in _WORD_NUMBERS and _WORD_NUMBERS[word]:
            return float(_WORD_NUMBERS[word])
    return None


_COUNTED_SLOTS = frozenset({"quantity", "amount", "budget"})


def comparable(name: str, new: str, current: str) -> bool:
    """Whether `new` may be the customer's held count or sum said anew (and so replace it
    without a correction cue): a number of the same order (at most three times apart) and,
    when both name what they count, the same thing ("9 months" after "6 months"; not "20 kg"
    after "we are 5", nor an e-bike's 3.200 Euro after a sum insured of 65.000 Euro)."""
    if name not in _COUNTED_SLOTS:
        return True
    a, b = number_of(new), number_of(current)
    if a and b and max(a, b) > 3 * min(a, b):
        return False
    x, y = _counted_noun(new), _counted_noun(current)
    return not (x and y) or x[:4] == y[:4]


def _counted_noun(value: str) -> str | None:
    """What a count counts ("koffers" of "3 koffers"), None for a unit, currency or small
    word ("6 in totaal", "40 Euro")."""
    match = _SLOT_NOUN.search(value)
    if not match:
        return None
    noun = match.group(1).casefold()
    if _CURRENCY_WORD.match(noun) or _NOT_COUNTED.match(noun):
        return None
    if noun in _NOT_NOUNS or noun in _STOP_WORDS:
        return None
    return noun


_CURRENCY_WORD = re.compile(rf"^(?:{_CURRENCY})$", re.IGNORECASE)


def _pick(options: list[tuple[int, int]]) -> tuple[int, int]:
    """The value a turn states for one slot among the several it names: the one starting last
    (a customer restating a value replaces it as they go); of two starting together, the one
    found last."""
    return max(enumerate(options), key=lambda item: (item[1][0], item[0]))[1]


def _fold(value: str) -> str:
    return " ".join(re.findall(r"\w+", value.casefold()))


def address_span(text: str, start: int, end: int, blocked: list) -> tuple[int, int] | None:
    """The customer's address at text[start:end] with the postcode and town after it
    ("Stationsplein 8, 5211 AP 's-Hertogenbosch"), or None when a secret or contact touches it."""
    others = [b for b in blocked if b != (start, end)]
    if touches(start, end, others):
        return None
    tail = _POSTAL_TAIL.match(text, end)
    if tail and not touches(end, tail.end(), others):
        end = tail.end()
    return start, end


def how_many_asked(text: str) -> bool:
    return bool(_HOW_MANY.search(text))


@per_turn(32)
def size_mentioned(text: str) -> bool:
    return bool(_SIZE_CONTEXT.search(text))
