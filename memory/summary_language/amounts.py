"""Amounts and measures of the summary form's slots: sums of money (MONEY) and budget cues,
counted quantities (QUANTITY) and bare numbers, sizes, dimensions and capacities."""

from __future__ import annotations

import re

CURRENCY = (
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
    rf"(?:(?<![\w])(?:{CURRENCY})\s?\d[\d.,']*\d|(?<![\w.,])\d[\d.,']*(?:,-)?\s?(?:{CURRENCY})"
    rf"(?![\w])|(?<![\w])(?:€|£|\$)\s?\d)(?:{_PER})?(?:{_VAT})?",
    re.IGNORECASE,
)
# A limit right before an amount ("under £400", "max. 800 €", "stretch to £1,300").
BUDGET_CUE = re.compile(
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
NOT_NOUNS = frozenset(
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
    "komt geht går gaat passt passer past komen kommen come "
    # a hedge after the number ("eher 15 glaub ich", "229 denk ik", "10 tror jeg"), a rate ("100
    # per persoon", "20 pro Tag"), a card's last digits ("die auf 889 endet"), a time of day ("ved
    # 16 tiden")
    "glaub glaube denk denke tror think guess vermute gok schätze "
    "per pro pr endet ender eindigt ends ending tiden "
    # the company's choices laid out ("I'll hold both options", "zwei Angebote"): no count the
    # customer asks for
    "options option alternatives choices optionen möglichkeiten alternativen muligheder "
    "alternativer opties mogelijkheden alternatieven".split()
)
# Only words that are numbers in every language ("to", "en", "one" are not).
_NUMBER_WORDS = (
    "zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|"
    "two|three|four|five|six|seven|eight|nine|ten|twelve|"
    "tre|fire|fem|seks|syv|otte|tolv|"
    "twee|drie|vier|vijf|zes|zeven|acht|negen|tien|twaalf"
)
NOT_COUNTED = re.compile(
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
    # "3 ekstra overskabe", "2 extra chairs": the count holds what it counts
    r"(?:(?:extra|ekstra|additional|zusätzliche|weitere)\s(?=[a-zäöüßæøå]{4,}\b(?<!please)))?"
    r"([a-zäöüßæøåA-ZÄÖÜ][\w-]{1,})"
    # what each weighs or holds: "2 koffers van 23 kg", "3 bags of 20kg", "2 Koffer à 23 kg"
    r"(?:\s(?:van|of|à|a|på|zu|mit|with|med|met)\s\d{1,3}(?:[.,]\d)?\s?(?:kg|l|liter|litre|cm)\b)?"
    # ... and one more of another kind: "3 voksne og et barn", "2 adults and a child"
    r"(?:\s(?:og|und|and|en)\s(?:et|ein|eine|a|an|one|een|één)\s"
    r"(?:barn|kind|child|baby|teenager|hund|hond|dog)\b)?",
    re.IGNORECASE,
)
# Counted German nouns: units and plurals ("Stück", "Paar", "Teile", "Verträge", "Koffer").
# A word that names a model: digits, capitals inside or all capitals ("RTX", "iPhone", "T14").
MODEL_WORD = re.compile(r"^(?=\w*\d)\w+$|^[A-ZÄÖÜ]{2,}$|^[a-zäöü]+[A-ZÄÖÜ]\w*$")
PARTICIPLE = re.compile(r"^[a-zäöüæøå]*ge[a-zäöüß]+t$|^(?:be|ver|zer|ent)[a-zäöüßæøå]+t$")
COUNTED_NOUN = re.compile(
    r"^(?:Stück|Stk|Paar|Personen|Leute|Gäste|Kinder|Erwachsene|[A-ZÄÖÜ][\wäöüß-]*"
    r"(?:e|en|er|n|s|handys|geräte))$"
)
BARE_NUMBER_WORD = re.compile(rf"(?<![\w-])(?:{_NUMBER_WORDS})(?![\w-])", re.IGNORECASE)
BARE_NUMBER = re.compile(r"(?<![\w.,/£$€-])\d{1,3}(?![\w/:-]|[.,]\d)")
# A size given alone once sizes are the matter ("29/32 tror jeg", "ok 36.", "dann lieber M").
BARE_SIZE = re.compile(
    # waist/leg sizes ("29/32"; not a card's expiry "08/27"), letters, numbers
    r"(?<![\w/.,-])(?:(?:2[4-9]|3\d|40)(?:[.,]5)?/(?:2[4-9]|3\d|40)|W\d{2}\s?L\d{2}"
    r"|XXS|XS|XL|XXL|XXXL|[SML]"
    r"|(?:[1-5]\d)(?:[.,]5)?)(?![\w/%-]|[.,]\d)"
)
HOW_MANY = re.compile(
    r"\b(?:wie viele|wieviele|anzahl|how many|how much of|number of|hvor mange|antal|hoeveel|"
    r"aantal)\b",
    re.IGNORECASE,
)
# "about 80 cm", "ca. 2 x 3 m", "ungefähr 3,5 m": the approximation is part of the size.
_ABOUT = (
    r"(?:(?:about|around|approx\.|approximately|roughly|ca\.|circa|cirka|omkring|ungefähr|"
    r"etwa|ongeveer)\s)?"
)
_LENGTH_UNIT = r"(?:\s?(?:mm|cm|(?-i:m)))?"
# "Die Höhe ist 2,6", "the length is 4.2 m", "bredden er 90": the measure named, then its number.
_MEASURE_IS = (
    r"\b(?:height|length|width|depth|höhe|länge|breite|tiefe|højden|længden|bredden|dybden|"
    r"hoogte|lengte|breedte|diepte)\s(?:overall\s|total\s|gesamt\s|i alt\s|totaal\s)?"
    r"(?:is\s|ist\s|er\s|beträgt\s|bedraagt\s|of\s|von\s|på\s|van\s)?"
)
DIMENSIONS = re.compile(
    rf"\b{_ABOUT}\d+(?:[.,]\d+)?{_LENGTH_UNIT}\s?(?:x|×)\s?\d+(?:[.,]\d+)?"
    rf"(?:{_LENGTH_UNIT}\s?(?:x|×)\s?\d+(?:[.,]\d+)?)?"
    r"(?:\s?(?:mm|cm|m|meter|metres|meters|inch|inches|zoll|tommer|a|amp|kw|kva))?(?!\w)"
    rf"|\b{_ABOUT}\d+(?:[.,]\d+)?\s?(?:mm|cm|meter|metres|meters|inch|inches|zoll|tommer)(?!\w)"
    # metres as "m" said to be the total ("11 m in total", "6,5 m i alt"; a bare "1,90 m" may be
    # how tall the customer is); not a sum in millions ("£2.5m")
    rf"|(?<![£$€\d.,])\b{_ABOUT}\d{{1,3}}(?:[.,]\d{{1,2}})?\s?(?-i:m)\s(?:totalt|in total|i alt|"
    r"insgesamt|in totaal)(?!\w)"
    # (a number with no unit ends the clause: not "a length of 3 days")
    rf"|{_MEASURE_IS}{_ABOUT}\d+(?:[.,]\d+)?(?:\s?(?:mm|cm|m|meter|metres|meters)(?!\w)"
    r"|(?!\d|[.,]\d|\s?[^\W\d]))",
    re.IGNORECASE,
)
SIZE = re.compile(
    r"\b(?:size|größe|groesse|gr\.|størrelse|str\.?|maat)\s?(?:UK\s|EU\s|US\s)?"
    r"(?:\d{1,3}(?:[.,]5)?(?:\s?[-/]\s?\d{1,3})?|"
    r"(?:XXS|XS|S|M|L|XL|XXL|XXXL)(?:\s?[-/]\s?(?:XS|S|M|L|XL|XXL|XXXL)(?![\w-]))?)\b"
    r"|\b(?:(?:an?|the|in\san?|in\sthe|in|eine?|en|et|een|de)\s)(?:UK\s|EU\s|US\s)?"
    r"(?:\d{1,2}(?:[.,]5)?(?:\s?[-/]\s?\d{1,2})?|XXS|XS|XL|XXL|XXXL)(?![\w%:/-]|[.,]\d)"
    # "in 2 Wochen", "in 3 days": a time, not a size
    r"(?!\s(?:weeks?|wochen?|uger?|weken|days?|tagen?|dage|dagen|months?|monaten?|måneder|"
    r"maanden|hours?|stunden?|timer|uur|minutes?|minuten|minutter|years?|jahren?|år|jaar)\b)"
    # a garment's letters as a range ("Umtauschen in L-XL", "M/L")
    r"|(?<![\w-])(?-i:(?:XXS|XS|S|M|L|XL|XXL|XXXL)\s?[-/]\s?(?:XS|S|M|L|XL|XXL|XXXL))(?![\w-])",
    re.IGNORECASE,
)
# Luggage and parcels, whose weight is their size; heavy and light said of them.
WEIGHED = re.compile(
    r"\b(?:bags?|baggage|luggage|suitcases?|golf\s?bag|case|heavy|heavier|lighter|kuffert\w*|"
    r"bagage\w*|taske\w*|tung\w*|koffer\w*|gepäck\w*|tasche\w*|schwer\w*|leicht\w*|"
    r"zwaar|zwaarder|lichter|parcels?|packages?|pakke\w*|paket\w*|pakket\w*|pallets?|paller?|"
    r"boxes|box|kasse\w*|karton\w*|doos|dozen)\b",
    re.IGNORECASE,
)
# Storage, floor area, volume and line speed are sizes ("512 GB", "95 qm", "8 m³", "1000 Mbit").
CAPACITY = re.compile(
    rf"(?<![\w.,]){_ABOUT}\d{{1,4}}(?:[.,]\d+)?\s?(?:GB|TB|qm|m²|m2|kvm|sqm|sq\s?ft|Mbit(?:/s)?|Mbps|"
    r"Gbit(?:/s)?|square\s(?:metres|meters|feet)|sq\.?\s(?:m|metres|meters)|quadratmeter|"
    r"kvadratmeter|vierkante\smeter|m³|m3|cbm|kubikmeter|cubic\s(?:metres|meters|feet)|"
    r"kubieke\smeter)(?!\w)"
    # seats: "3-seater", "2-Sitzer", "3-pers.", "3-zits"
    r"|(?<![\w.,])\d-(?:seater|sitzer|pers\.?|personers|zits|persoons)(?!\w)",
    re.IGNORECASE,
)
BARE_SUM = re.compile(r"(?<![\w.,/£$€-])\d{1,3}(?:[.,]\d{3})+(?:,\d{2})?(?![\w/%-]|[.,]\d)")
SIZE_WORD = re.compile(r"(?:(?:size|größe|groesse|størrelse|str|maat)\b|gr\.)", re.IGNORECASE)
# Trouser sizes by waist and leg ("W29 L34", "L34 instead of L32"): sizes wherever they stand.
JEANS_SIZE = re.compile(r"(?<![\w/])(?:W\d{2}(?:\s?[/x]?\s?L\d{2})?|L\d{2})(?![\w/])")
SIZE_CONTEXT = re.compile(
    r"\b(?:size|sizes|fit|fits|too big|too small|too tight|too loose|huge|baggy|tight|"
    # garments are sold by size
    r"trousers|jeans|dress|shirt|jacket|coat|shoes|boots|hose|jeans|kleid|hemd|jacke|mantel|"
    r"schuhe|stiefel|bukser|kjole|skjorte|jakke|frakke|sko|støvler|broek|jurk|overhemd|jas|"
    r"schoenen|laarzen|hoodie|sweater|pullover|trui|vest|helm|helmet|hjelm|"
    r"größe|passt|zu groß|zu klein|zu eng|størrelse|passer|for stor|for lille|maat|past|"
    r"te groot|te klein)\b",
    re.IGNORECASE,
)
