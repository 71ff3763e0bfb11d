"""The correction model: which held slot a customer's new value replaces.

`slots.constraints` names the values a turn states by their own shape and cue words. A customer
correcting something rarely says the whole value again: "dan toch liever 57" after "frame 53 cm",
"doe maar tot 99" after a budget of 89 euro, "Toch liever naar huis" after a delivery address.
`relink` reads the turn once more against the slots already held (the capped form, never the
history) and

- drops what no customer means as a value: an ordinal read as a count ("Ten eerste"), a masked
  number ("2x xx"), a decimal with a unit of length read as a sum ("4,70 m"), a place after a
  word of use ("min kode til Windows"), a holiday as a destination, a day only echoed back as a
  question or named in a question that asks for nothing ("Men brevet kommer jo først den 28.
  juli?"), someone else's day away or back, the day of something asked for besides;
- names a width or height a size ("60 breit"), not a count, and a length of the same order as
  the held size a new measure of it ("2,10 m" after "omkring 2 meter");
- links a number said without a unit to the held slot whose value it resembles in size
  (a number of the same order as the held frame size, budget or sum), quoting the short clause
  that carries it, since "57" alone means nothing to the agent;
- reads counts in words that `slots` leaves out ("vijftien zakken", "Eén doos") and a limit
  said as "not over" a sum ("nicht über 21.000 €");
- keeps the word that bounds or qualifies a time, sum, size or count with it ("na de middag",
  "bis 550 €", "mindst 15 m²", "£1,200 tops", "£80 per delivery", "rond de € 150", "450 euro
  per maand", "€ 30 gemiddeld");
- reads home, work, school or "me" as a destination when the turn sends something there or
  corrects where it goes ("Stuur dan toch alles naar mij");
- keeps the value said with the correction cue over a later one of the same slot said as a
  reason ("lørdag den 5. juli. Min søster kan først fra fredag aften").

The replaced value then moves to `previous` the usual way (`form._set_slot`), unless the new
one only repeats part of it (`says_less`: "på sms" after "Helst sms"). Values are also linked
by what they answer: `with_offer` accepts the other values of an offer the customer takes by
restating one of them ("Dinsdag 10 juni kan, tussen 7:30 en 17:00." - "Dan dinsdag 10 juni.");
`asks_change` makes what the assistant names in answer to a request to move a value an offer a
yes takes; `asked_recipient` reads "Soll ich ihm das zuschicken?" - "Nein, an mich" as where it
goes.
"""

from __future__ import annotations

import re

from memory.summary_language import amounts, constraint_cues, values
from memory.summary_language import lexicon as lx
from memory.summary_language.text import sentence_bounds, touches

Stated = list[tuple[str, int, int]]

# A count that is an ordinal ("Ten eerste", "for det første"), or a number masked by redaction.
_ORDINAL_NOUN = re.compile(
    r"\s(?:eerste|tweede|derde|first|second|third|erste\w*|zweite\w*|første|anden|andet|tredje)$",
    re.IGNORECASE,
)
_MASKED = re.compile(r"\b\d?x{2,}\b|\b\dx\s", re.IGNORECASE)
# A decimal followed by a unit of length or weight is no sum of money ("Ja, 4,70 m.").
_MEASURE_AFTER = re.compile(r"\s?(?:m|cm|mm|km|kg|g|l|meter|metre|meters|metres)\b", re.IGNORECASE)
# "min kode til Windows", "use it for Teams", "das Passwort für Outlook": what something is for.
_USE_BEFORE = re.compile(
    r"\b(?:use|using|bruge|bruger|benutzen|brauchen|verwenden|gebruiken|gebruik|nodig|"
    r"code|kode|koden|password|passwort|adgangskode|wachtwoord|pin|login|licen[sc]e?\w*)\b"
    r"[^.!?,]{0,25}$",
    re.IGNORECASE,
)
_NOT_OVER = re.compile(
    r"\b(?:nicht\s(?:über|mehr\sals)|not\s(?:over|more\sthan)|no\smore\sthan|"
    r"ikke\s(?:over|mere\send)|niet\s(?:meer\sdan|boven|over))\s"
    rf"(?:{amounts.MONEY.pattern})",
    re.IGNORECASE,
)
# Someone else away or back ("sie ist erst Sonntag zurück", "he's back on the 12th").
_AWAY = re.compile(
    r"\b(?:zurück|back|tilbage|terug|verreist|unterwegs|away|væk|weg)\b", re.IGNORECASE
)
_SOMEONE = re.compile(
    r"\b(?:er|sie|die|der|he|she|they|he's|she's|they're|han|hun|de|hij|zij|ze)\b", re.IGNORECASE
)
_FIRST_PERSON = re.compile(r"\b(?:ich|wir|i|i'm|we|we're|jeg|vi|ik|wij)\b", re.IGNORECASE)
_NEGATION = re.compile(
    r"\b(?:not|don't|do\snot|never|nicht|nie|kein\w*|ikke|aldrig|niet|nooit|geen)\b", re.IGNORECASE
)
_CONTRAST = re.compile(r"\b(?:but|sondern|aber|men|maar)\b", re.IGNORECASE)
# What bounds or qualifies a sum after it: "£1,200 tops", "£400 all in", "£80 per delivery".
_LIMIT_AFTER = re.compile(
    r"\s(?:tops|max(?:imum)?|at\s(?:the\s)?most|höchstens|maximal|maks|højst|maximaal|hooguit|"
    r"all\sin|all-in|in\stotal|insgesamt|i\salt|in\stotaal|"
    r"(?:per|pro|each|je)\s(?:delivery|order|box|lieferung|bestellung|levering|bestelling|"
    r"ordre|pakke|person|persoon|stück|stuk|styk|item|piece)|"
    # a sum per period or on average: "£300 a month", "450 euro per maand", "im Schnitt"
    r"(?:per|pro|a|an|im|om|pr\.?|i|in\sde|every)\s(?:month|monat|måneden|måned|maand|week|"
    r"woche|ugen|uge|year|jahr|året|år|jaar|day|tag|dagen|dag)|monthly|monatlich|månedligt|"
    r"maandelijks|gemiddeld|on\saverage|im\sschnitt|i\sgennemsnit|durchschnittlich)\b",
    re.IGNORECASE,
)
_BESIDES = re.compile(
    r"\b(?:noch\s(?:ein|eine|einen|zusätzlich)|zusätzlich|as\swell|in\saddition|additionally|"
    r"også\sen|derudover|ook\snog|daarnaast|bovendien)\b",
    re.IGNORECASE,
)
_SEND_TO_SOMEONE = re.compile(
    r"\b(?:ihm|ihr|ihnen\sdirekt|him|her|them|ham|hende|dem|hem|haar|hun)\s(?:[^\W\d]+\s){0,4}?"
    r"(?:zu)?(?:schick|send|sende|stuur|stur|mail|e-?mail|maile|zustell|zusend)\w*\?"
    r"|\b(?:send|sende|stuur|schick|e-?mail|mail)\w*\s(?:[^\W\d]+\s){0,4}?(?:to|til|naar|an)\s"
    r"(?:him|her|them|ham|hende|dem|hem|haar|hun|ihn|sie)\b[^.!?]*\?",
    re.IGNORECASE,
)
_WEEK = re.compile(
    r"(?<![\w-])(?:uge|woche|kw|kalenderwoche|week|wk|weeknummer|ugenummer)\.?\s?\d{1,2}(?!\d)",
    re.IGNORECASE,
)
_ECHO = re.compile(r"\s?\?")
_LENGTH = re.compile(
    r"(?<![\w.,])\d{1,3}(?:[.,]\d{1,2})?\s?(?:m|cm|mm|meter|metre|meters|metres)\b", re.IGNORECASE
)
_CHANGE_ASKED = re.compile(
    r"\b(?:(?:the\s)?(?:week|day)\s(?:after|before)|a\sweek\slater|later|earlier|sooner|"
    r"instead|(?:eine\s)?woche\s(?:später|früher)|später|früher|stattdessen|"
    r"(?:ugen|dagen)\s(?:efter|før)|senere|tidligere|i\stedet|"
    r"(?:een\s)?week\s(?:later|eerder)|later|eerder|in\splaats\sdaarvan)\b",
    re.IGNORECASE,
)
_HOLIDAY = re.compile(r"\b(?:vakantie|urlaub|ferien|ferie|holiday|vacation)\b", re.IGNORECASE)
# The words bounding a time, day or sum, right before it.
# (A day keeps its slot's name instead: "bis Freitag" is the deadline "Freitag".)
_LIMITED = frozenset({"time", "budget", "amount"})
_LIMIT_BEFORE = re.compile(
    r"(?<![\w-])(?:na(?:\sde)?|after|nach(?:\sdem)?|efter|vor(?:\sdem)?|before|voor(?:\sde)?|"
    r"før|inden|bis(?:\szum)?|until|till|tot(?:\sde)?|senest|uiterlijk|spätestens|"
    r"by|under|unter|onder(?:\sde)?|höchstens|maximal|maximaal|max\.?|højst|at\smost|"
    # a sum said roughly: "rond de € 150", "around £300", "etwa 500 Euro", "omkring 2.000 kr."
    r"rond(?:\sde)?|ongeveer|around|about|roughly|approx\.?|ca\.|circa|cirka|etwa|ungefähr|"
    r"um\sdie|omkring|omtrent)\s$",
    re.IGNORECASE,
)
# The word bounding a size or count, right before it ("mindst 15 m²", "at least 3 bedrooms",
# "höchstens 2 Meter", "minstens 4 stoelen").
_BOUND_BEFORE = re.compile(
    r"(?<![\w-])(?:at\sleast|at\smost|no\smore\sthan|up\sto|mindst|højst|op\stil|mindestens|"
    r"höchstens|maximal|bis\szu|minstens|minimaal|maximaal|hooguit|minimum|maximum|min\.|max\.?|"
    # under or over it, or roughly it: "lidt under 8 meter", "knapp über 2 m", "eher 15", "circa 40"
    r"(?:lidt\s|just\s|knapp\s|net\s|iets\s)?(?:under|unter|onder|over|über|boven)|"
    # (not "ca." nor "approx.": a sentence may be taken to end at their full stop)
    r"eher|etwa|ungefähr|circa|cirka|omkring|omtrent|ongeveer|about|around|roughly|rund)"
    r"\s$",
    re.IGNORECASE,
)
# Counts in words that `slots` leaves out: one with its accent (never the article "een", "en"),
# and eleven to twenty.
_COUNT_WORD = re.compile(
    r"(?<![\w-])(?:één|eén|én|ét|eleven|elf|dreizehn|vierzehn|fünfzehn|"
    r"sechzehn|siebzehn|achtzehn|neunzehn|zwanzig|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen|twenty|elleve|tretten|fjorten|femten|seksten|sytten|atten|"
    r"nitten|tyve|dertien|veertien|vijftien|zestien|zeventien|achttien|negentien|twintig)"
    r"\s([^\W\d_]{3,})",
    re.IGNORECASE,
)
_NOT_COUNTED_AFTER = re.compile(
    r"(?:minut|minuten|minutes|stunden|uur|uren|hours|timer|tage|dage|dagen|days|wochen|uger|"
    r"weken|weeks|jahre|år|jaar|years|euro|kroner|kr|pounds|prozent|procent|percent|uhr|"
    r"keer|mal|gange|times)$",
    re.IGNORECASE,
)
# A width, height or depth said with its word: a size, whatever the number alone would be.
_DIMENSION_WORD = re.compile(
    r"^\d{1,3}(?:[.,]\d)?\s(?:breit|hoch|tief|lang|wide|high|deep|long|bred|høj|dyb|breed|hoog|"
    r"diep)\b",
    re.IGNORECASE,
)
# A count followed by a verb or particle, not by what it counts.
_VERB_AFTER_COUNT = re.compile(
    r"\s(?:draus|daraus|gehen|kommen|machen|werden|gaan|komen|maken|worden|gå|komme|gøre|blive)$",
    re.IGNORECASE,
)
# A number without a unit: the whole value is digits, maybe with a hedge after it.
_BARE = re.compile(r"^\d{1,4}(?:[.,]\d{1,2})?(?:\s(?:misschien|vielleicht|maybe|måske))?$")
_NUMBER = re.compile(r"(?<![\w.,/:€£$-])\d{1,4}(?:[.,]\d{1,2})?(?![\w/:%-]|[.,]\d)")
_UNIT_SLOTS = ("size", "budget", "amount")
# A held value whose number carries its unit or currency ("53 cm", "€ 52,40", "89 euro").
_WITH_UNIT = re.compile(r"\d\s?[^\W\d_]|[€£$]\s?\d")
# The customer's own places and person: where something goes when the turn sends it there.
_DIRECTED = re.compile(
    r"\b(?:naar|to|til|nach|ins|an|zu|hjem|home|hause)\s(?:\w+\s)?"
    r"(?:huis|thuis|kantoor|werk|school|mij|home|work|office|me|arbejde|arbejdet|kontor|"
    r"kontoret|skole|mig|hause|büro|buero|arbeit|schule|mich)\b|\bhjem\b|\bgo\shome\b"
    # "send it home instead", "deliver them home": what is sent, then home
    r"|\b(?:it|them|everything|that|this|all|the\s\w+)\shome\b",
    re.IGNORECASE,
)
_SEND = re.compile(
    r"\b(?:send\w*|stuur\w*|schick\w*|deliver\w*|bezorg\w*|liefer\w*|lever\w*|ship\w*|"
    r"post\w*|bring\w*|breng\w*|bringen|bragt)\b",
    re.IGNORECASE,
)
_CORRECTION = re.compile(rf"\b(?:{lx.CORRECTION})\b", re.IGNORECASE)
_QUESTION_END = re.compile(r"\?\s*$")
_SCHEDULE = ("date", "deadline", "time")
_WORDED_SLOTS = frozenset({"date", "deadline", "time", "channel", "language", "responsibility"})
_CONCLUDES = re.compile(r"\W*(?:so|also|dann|så|dus|dan|then|altså|kortom)\b", re.IGNORECASE)
_NEGATED_BEFORE = re.compile(rf"\b(?:{lx.NEGATION})\s(?:\w+\s)?$", re.IGNORECASE)
MAX_CLAUSE_WORDS = 8


def relink(
    text: str,
    stated: Stated,
    rejected: dict,
    *,
    current: dict[str, str],
    blocked: list,
    correcting: bool,
) -> Stated:
    """The turn's stated values once read against the held slots (see the module's doc).
    `rejected` (slot -> spans the turn gives up) is kept in step."""
    out: Stated = []
    for name, start, end in stated:
        value = text[start:end]
        if _dropped(text, name, start, end):
            continue
        if name == "quantity" and _DIMENSION_WORD.match(value):
            name = "size"  # "60 breit"
        elif name == "quantity" and (verb := _VERB_AFTER_COUNT.search(value)):
            end = start + verb.start()  # "auf 16 gehen", "machen Sie 18 draus": the count
        if name in {"date", "deadline"} and name in current and _added_day(text, start, correcting):
            continue
        out.append((name, start, end))
    out = _week_numbers(text, out, blocked=blocked)
    out = _limit_not_over(text, out, blocked=blocked)
    out = _away_days(text, out, current=current)
    out = _echoed_days(text, out)
    if not correcting:
        out = _days_asked_about(text, out, current=current)
    out = _measure(text, out, current=current, blocked=blocked)
    out = _worded_count(text, out, current=current, correcting=correcting)
    out = _unit_less_numbers(text, out, current=current, blocked=blocked, correcting=correcting)
    if correcting:
        out = _clock_like_held(text, out, current=current, blocked=blocked)
    if correcting or _BECOMES.search(text):
        out = _bare_count(text, out, rejected, current=current, blocked=blocked)
    out = _own_place(text, out, current=current, blocked=blocked, correcting=correcting)
    # Last, so that the values the passes above add are bounded too ("tot 100 per persoon").
    return _cued_first(text, [_bounded(text, *stated) for stated in out], rejected)


def _bounded(text: str, name: str, start: int, end: int) -> tuple[str, int, int]:
    """A value with the words that bound it: "bis 550 €" (up to 550 is not 550), "mindst 15 m²",
    "£1,200 tops", "€ 90 per persoon"."""
    if name in _LIMITED:
        start = _with_limit_word(text, start)
    elif name in {"size", "quantity"} and (
        bound := _BOUND_BEFORE.search(text, max(0, start - 24), start)
    ):
        start = bound.start()  # "mindst 15 m²": at least 15 is not 15
    if name in {"budget", "amount"} and (after := _LIMIT_AFTER.match(text, end)):
        end = after.end()  # "£1,200 tops"
    return name, start, end


def _week_numbers(text: str, stated: Stated, *, blocked: list) -> Stated:
    """A week said by its number ("uge 30", "KW 27", "week 31") is a date, never the count
    its number would be read as; the last one said is the date the turn states."""
    weeks = [m for m in _WEEK.finditer(text) if not touches(*m.span(), blocked)]
    if not weeks:
        return stated
    kept = [(n, s, e) for n, s, e in stated if not any(touches(s, e, [w.span()]) for w in weeks)]
    if any(n in {"date", "deadline"} for n, _s, _e in kept):
        return kept
    return [*kept, ("date", *weeks[-1].span())]


def _with_limit_word(text: str, start: int) -> int:
    """Where a value starts with the word that bounds it ("na de middag", "bis 550 €"): after
    noon is not noon, and up to 550 not 550."""
    match = _LIMIT_BEFORE.search(text, max(0, start - 16), start)
    return match.start() if match else start


def _added_day(text: str, start: int, correcting: bool) -> bool:
    """ "Und am Freitag bräuchten wir noch einen Tagungsraum": the day of something asked for
    besides, not a new day for what was booked."""
    if correcting:
        return False
    lo, hi = _sentence_of(sentence_bounds(text), start) or (start, start)
    return bool(_BESIDES.search(text, lo, hi))


def asked_recipient(text: str) -> str | None:
    """ "destination" when the assistant offers to send something to someone ("Soll ich ihm das
    Angebot zuschicken?"): the customer's short answer says where it goes instead."""
    return "destination" if _SEND_TO_SOMEONE.search(text) else None


def _dropped(text: str, name: str, start: int, end: int) -> bool:
    value = text[start:end]
    if _MASKED.search(value):
        return True
    if name == "quantity" and _ORDINAL_NOUN.search(value):
        return True
    if name == "amount" and _MEASURE_AFTER.match(text, end) and not amounts.MONEY.search(value):
        return True
    if name == "destination" and _USE_BEFORE.search(text, max(0, start - 40), start):
        return True
    if name == "destination" and _HOLIDAY.search(value):
        return True  # "dan gaat ze op vakantie": someone travels, nothing is sent there
    if name == "destination" and _OTHER_GOES.search(text, max(0, start - 60), start):
        return True  # "min mand skal hjem til Roskilde bagefter": where someone else goes
    if name == "quantity" and _BARE.match(value):
        # "hun er 7" (how old the child is), "vent, hvorfor 412??" (a sum asked about): an age
        # or a number questioned, no count.
        if _AGE_BEFORE.search(text, max(0, start - 16), start):
            return True
        if _WHY_BEFORE.search(text, max(0, start - 30), start) and "?" in text[end : end + 40]:
            return True
    # "16 bliver for sent", "8 is too early": an hour refused, no count.
    return name == "quantity" and _TOO_EARLY_OR_LATE.match(text, start) is not None


_TOO_EARLY_OR_LATE = re.compile(
    r"\d{1,2}(?:[.:]\d{2})?\s(?:(?:bliver|er|is|ist|wird|wordt|would\sbe|will\sbe|wäre|zou)\s)?"
    r"(?:(?:lidt|a\sbit|etwas|wat|echt|really|wirklich|virkelig)\s)?"
    r"(?:for|too|zu|te)\s(?:sent|late|spät|laat|tidligt|tidlig|early|früh|vroeg)\b",
    re.IGNORECASE,
)


# Someone of the customer's, the subject of a clause, going somewhere: "min mand skal hjem til",
# "my husband has to get back to", "mein Mann muss danach nach", "mijn man moet daarna naar". Not
# "til min mor i Odense" (sent to her).
_OTHER_GOES = re.compile(
    r"(?:^|[.,;:!?]\s*|\b(?:og|and|und|en|men|but|aber|maar)\s)"
    r"(?:min|my|mein|meine|mijn)\s(?:mand|kone|kæreste|søn|datter|mor|far|husband|wife|partner|"
    r"boyfriend|girlfriend|son|daughter|mum|mom|dad|mother|father|mann|frau|freund|freundin|"
    r"sohn|tochter|mutter|vater|man|vrouw|vriend|vriendin|zoon|dochter|moeder|vader)\s"
    r"(?:skal|må|vil|kører|tager|has\sto|needs\sto|will|is\sgoing|goes|muss|will|fährt|geht|"
    r"moet|gaat|wil|rijdt)\b[^.!?]{0,40}$",
    re.IGNORECASE,
)
# A person's age said bare: "hun er 7", "he's 12", "sie ist 9", "zij is 6".
_AGE_BEFORE = re.compile(
    r"\b(?:hun|han|she|he|sie|er|zij|hij|ze|barnet|das kind|the child|het kind)\s"
    r"(?:er|is|ist|'s|turns|wird|bliver|wordt)\s(?:(?:nu|now|jetzt|just|gerade)\s)?$|"
    r"\b(?:she's|he's)\s$",
    re.IGNORECASE,
)
# "why 412?", "hvorfor 412??", "warum 89 €?", "waarom 60?": a number asked about.
_WHY_BEFORE = re.compile(
    r"\b(?:why|hvorfor|warum|wieso|weshalb|waarom)\s(?:\w+\s){0,2}$", re.IGNORECASE
)


def _limit_not_over(text: str, stated: Stated, *, blocked: list) -> Stated:
    """ "nicht über 21.000 € kommen", "no more than £300": a limit, which `slots` reads as a
    negated sum."""
    if any(name in {"budget", "amount"} for name, _s, _e in stated):
        return stated
    match = _NOT_OVER.search(text)
    if not match or touches(*match.span(), blocked):
        return stated
    return sorted([*stated, ("budget", *match.span())], key=lambda item: item[1])


def _away_days(text: str, stated: Stated, *, current: dict[str, str]) -> Stated:
    """ "die fährt gleich los und ist erst Sonntag zurück": when someone else is away or back is
    no day the customer asks for, and does not replace the one held."""
    if not any(name in current for name in _SCHEDULE):
        return stated
    out = []
    for name, start, end in stated:
        if name in _SCHEDULE:
            lo, hi = _sentence_of(sentence_bounds(text), start) or (start, end)
            sentence = text[lo:hi]
            if (
                _AWAY.search(sentence)
                and _SOMEONE.search(sentence)
                and not _FIRST_PERSON.search(sentence)
            ):
                continue
        out.append((name, start, end))
    return out


def _echoed_days(text: str, stated: Stated) -> Stated:
    """ "Vrijdag 16 mei? Dat is wel heel krap.": a day only echoed back as a question is not
    chosen."""
    out = []
    for name, start, end in stated:
        echo = _ECHO.match(text, end)
        if name in _SCHEDULE and echo and text[echo.end() :].strip():
            # (the bare day, then what the customer makes of it; "Am Samstag, also 21.6.?"
            # alone asks for that day)
            lo = _sentence_of(sentence_bounds(text), start)
            if lo is not None and not text[lo[0] : start].strip():
                continue
        out.append((name, start, end))
    return out


# What makes a question about a day a request for it ("Can you come on Friday?", "Geht es am
# Montag?", "Kan det blive torsdag?", "En vrijdag?", "How about the 12th?").
_REQUEST = re.compile(
    r"\b(?:can|could|would|will|shall|do\syou|does|possible|work|works|instead|rather|"
    r"what\sabout|how\sabout|and|kann|kannst|können|könnten|könnte|geht|ginge|passt|passen|"
    r"wäre|möglich|lieber|stattdessen|und|kan|kunne|går|passer|muligt|hellere|helst|hvad\smed|"
    r"i\sstedet|og|kun|kunt|kunnen|zou|zouden|gaat|past|lukt|mogelijk|liever|wat\sdacht|"
    r"in\splaats|en|deliver|come|book|liefern|kommen|buchen|levere|komme|booke|leveren|komen|"
    r"boeken|"
    # whether a day suits: "Is Thursday ok?", "Ist Freitag recht?", "Er fredag fint?"
    r"ok|okay|fine|free|good|better|suit|suits|available|recht|gut|frei|fint|godt|ledig|"
    r"goed|prima|vrij|beter|schikt)\b",
    re.IGNORECASE,
)


def _days_asked_about(text: str, stated: Stated, *, current: dict[str, str]) -> Stated:
    """ "Men brevet kommer jo først den 28. juli?": a day named in a question that asks for
    nothing (no "can", "geht", "kan det", "how about") is a fact asked about, not a new day for
    the one held."""
    if not any(name in current for name in _SCHEDULE):
        return stated
    bounds = sentence_bounds(text)
    out = []
    for name, start, end in stated:
        if name in _SCHEDULE and (here := _sentence_of(bounds, start)) is not None:
            sentence = text[here[0] : here[1]]
            rest = text[here[0] : start] + " " + text[end : here[1]]
            if (
                sentence.rstrip().endswith("?")
                and len(rest.split()) > 3  # ("Then Friday 13 June?" asks for that day)
                and not _REQUEST.search(sentence)
            ):
                continue
        out.append((name, start, end))
    return out


def _measure(text: str, stated: Stated, *, current: dict[str, str], blocked: list) -> Stated:
    """ "den er 2,10 m med boksen på" after "omkring 2 meter": a length of the same order as the
    held size measures the same thing anew; one far from it is another dimension."""
    held = current.get("size", "")
    if not _LENGTH.search(held) or any(name == "size" for name, _s, _e in stated):
        return stated
    number = values.number_of(held)
    # (a count or sum read into the measure gives way: "es sind 1,15 m" is no "es sind 1")
    taken = [(s, e) for n, s, e in stated if n not in {"quantity", "amount"}]
    for match in _LENGTH.finditer(text):
        if touches(*match.span(), taken) or touches(*match.span(), blocked):
            continue
        new = values.number_of(match.group(0))
        if number and new and new != number and max(new, number) / min(new, number) <= 1.5:
            rest = [item for item in stated if not touches(item[1], item[2], [match.span()])]
            return sorted([*rest, ("size", *match.span())], key=lambda item: item[1])
    return stated


def _worded_count(
    text: str, stated: Stated, *, current: dict[str, str], correcting: bool
) -> Stated:
    """ "doe maar vijftien zakken", "Eén doos.": a count in words that `slots` leaves to the
    numbers said alike in every language (one, and those past twelve, are not)."""
    if any(name == "quantity" for name, _s, _e in stated):
        return stated
    if not (correcting or "quantity" in current or len(text.split()) <= 6):
        return stated
    match = _COUNT_WORD.search(text)
    if not match or _NOT_COUNTED_AFTER.match(match.group(1)):
        return stated
    return sorted([*stated, ("quantity", *match.span())], key=lambda item: item[1])


def _unit_less_numbers(
    text: str, stated: Stated, *, current: dict[str, str], blocked: list, correcting: bool
) -> Stated:
    """A number without a unit becomes the held size, budget or sum it resembles."""
    held = {
        name: number
        for name in _UNIT_SLOTS
        if (value := current.get(name))
        and _WITH_UNIT.search(value)
        and (number := values.number_of(value))
    }
    if not held:
        return stated
    taken = [(s, e) for _n, s, e in stated]
    candidates = [(s, e) for n, s, e in stated if n == "quantity" and _BARE.match(text[s:e])]
    if correcting:
        # A number no slot claimed: "doe maar tot 99".
        candidates += [
            m.span()
            for m in _NUMBER.finditer(text)
            if not touches(*m.span(), taken) and not touches(*m.span(), blocked)
        ]
    out = [item for item in stated if (item[1], item[2]) not in candidates]
    names = {n for n, _s, _e in out}
    for start, end in candidates:
        number = values.number_of(text[start:end])
        slot = _resembled(number, held, skip=names)
        if slot is not None and number == held[slot]:
            continue  # "dan is 53 misschien te klein?": the held size said again
        if slot is None or not correcting:
            # ("60." answering how many boxes stays the count `slots` read)
            if (start, end) in [(s, e) for _n, s, e in stated]:
                out.append(("quantity", start, end))
            continue
        if _QUESTION_END.search(text[start : _sentence_end(text, end)]):
            continue  # asked about, not chosen
        lo, hi = constraint_cues.phrase_around(text, start, end)
        if len(text[lo:hi].split()) > MAX_CLAUSE_WORDS:
            lo, hi = start, end
        out.append((slot, lo, hi))
        names.add(slot)
    return sorted(out, key=lambda item: item[1])


# An hour with its minutes, "12.30" or "12:30", no date or decimal around it.
_CLOCK = re.compile(r"(?<![\d.,:/])(?:[01]?\d|2[0-3])[.:][0-5]\d(?![\d.,:/]|\s?(?:kr|€|euro|m\b))")


def _clock_like_held(
    text: str, stated: Stated, *, current: dict[str, str], blocked: list
) -> Stated:
    """ "tag 12.30 i stedet": in a correcting turn an hour written with its minutes in a sentence
    saying "instead" is the new time (Danish and German write "12.30" with a dot, which alone
    reads like a decimal)."""
    held = current.get("time", "")
    if not _INSTEAD.search(text):
        return stated
    taken = [(s, e) for _n, s, e in stated]
    bounds = sentence_bounds(text)
    clocks = [
        m.span()
        for m in _CLOCK.finditer(text)
        if not touches(*m.span(), taken)
        and not touches(*m.span(), blocked)
        # ... said with the "instead" ("pick up my son at 6:30 ... the Thursday one instead?"
        # is someone else's hour)
        and _INSTEAD.search(text, *(_sentence_of(bounds, m.start()) or (0, len(text)))) is not None
    ]
    if not clocks:
        return stated
    start, end = clocks[-1]
    if held and values.number_of(text[start:end]) == values.number_of(held):
        return stated  # the held hour said again
    if _QUESTION_END.search(text[start : _sentence_end(text, end)]):
        return stated
    # ("inden kl 18" beside it is by when: a deadline)
    rest = [
        ("deadline", *item[1:]) if _BY_WHEN.match(text, item[1]) else item
        for item in stated
        if item[0] != "time" or _BY_WHEN.match(text, item[1])
    ]
    return sorted([*rest, ("time", start, end)], key=lambda item: item[1])


_BY_WHEN = re.compile(r"(?:inden|før|before|by|bis|vor|voor|uiterlijk)\s", re.IGNORECASE)


_INSTEAD = re.compile(
    r"\b(?:instead|i\sstedet|statt(?:dessen)?|in\splaats|liever|lieber|hellere|rather)\b",
    re.IGNORECASE,
)


# A count said bare right after the word that changes it: "Wir brauchen eher 60", "make that
# four", "doe maar 3", "lad os sige 5", "nee, toch 12".
_BARE_COUNT = re.compile(
    r"\b(?P<cue>eher|lieber|doch|doch\slieber|sagen\swir|machen\ssie|wird\ses|werden\ses|"
    r"it'll\sbe|it\swill\sbe|bliver\sdet|wordt\shet|worden\shet|more\slike|closer\sto|"
    r"nærmere|eerder|"
    r"make\sthat|make\sit|rather|actually|let's\ssay|say|"
    r"hellere|alligevel|faktisk|lad\sos\ssige|sig|gør\sdet\stil|"
    r"doe\smaar|maak\ser|toch|liever|eigenlijk|zeg\smaar|zeg)\s(?:\w+\s)?"
    r"(?P<count>\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|twelve|zwei|drei|vier|"
    r"fünf|sechs|sieben|acht|neun|zehn|zwölf|tre|fire|fem|seks|syv|otte|ti|tolv|twee|drie|"
    r"vijf|zes|zeven|negen|tien|twaalf)(?![\w:/%-]|[.,]\d)",
    re.IGNORECASE,
)
# A count that becomes another, said without a word of correction: "na overleg wordt het 12",
# "es werden wohl 14", "det bliver 9", "it'll be 7 of us".
_BECOMES = re.compile(
    r"\b(?:wird\ses|werden\ses|it'll\sbe|it\swill\sbe|bliver\sdet|wordt\shet|worden\shet|"
    # "it's more like 55", "eher so 30", "nærmere 20", "eerder 25"
    r"more\slike|closer\sto|eher\s(?:so\s)?(?=\d)|nærmere\s(?=\d)|eerder\s(?=\d))",
    re.IGNORECASE,
)
# What makes the number no count: an hour, a sum, a unit, a day.
_NOT_A_COUNT_AFTER = re.compile(
    r"\s?(?:uhr|uur|h\b|am\b|pm\b|o'clock|euro|eur|€|kr|kroner|pounds|£|prozent|procent|"
    r"percent|%|cm|mm|m\b|meter|kg|g\b|l\b|minut\w*|stunden|hours|timer|tage|dage|dagen|"
    r"days|wochen|weeks|uger|weken|monate|months|måneder|maanden|jahre|years|år|jaar)",
    re.IGNORECASE,
)
_BEFORE_A_DAY = re.compile(r"\b(?:am|den|der|the|op|de|on|d|um|at|om|kl)\.?\s$", re.IGNORECASE)


def _bare_count(
    text: str, stated: Stated, rejected: dict, *, current: dict[str, str], blocked: list
) -> Stated:
    """ "45 Kartons reichen nie. Wir brauchen eher 60.": in a correcting turn (or one saying
    what the count becomes, `_BECOMES`: "na overleg wordt het 12"), a number said bare after
    the word that changes it is the new count held ("eher 60"), when nothing else
    reads it and it is of the held count's order (at most four times apart); not a day ("am
    12."), an hour ("om 9"), a sum or a measure. The held count said again in the turn ("45
    Kartons reichen nie") is what it gives up."""
    held = values.number_of(current.get("quantity", ""))
    if not held:
        return stated
    counts = [item for item in stated if item[0] == "quantity"]
    restated = [item for item in counts if values.number_of(text[item[1] : item[2]]) == held]
    if len(restated) != len(counts):
        return stated
    taken = [(s, e) for _n, s, e in stated]
    for match in _BARE_COUNT.finditer(text):
        start, end = match.span()
        count = values.number_of(match.group("count"))
        if touches(*match.span("count"), taken) or touches(start, end, blocked):
            continue
        if _NOT_A_COUNT_AFTER.match(text, end) or _BEFORE_A_DAY.search(
            text, start, match.start("count")
        ):
            continue
        if not count or count == held or max(count, held) / min(count, held) > 4:
            continue
        if _QUESTION_END.search(text[start : _sentence_end(text, end)]):
            continue  # asked about, not chosen
        rejected.setdefault("quantity", []).extend((s, e) for _n, s, e in restated)
        rest = [item for item in stated if item not in restated]
        return sorted([*rest, ("quantity", start, end)], key=lambda item: item[1])
    return stated


def _resembled(number: float | None, held: dict[str, float], *, skip: set) -> str | None:
    """The held slot whose number is of the same order as `number` (at most 1.5 times apart),
    the closest one."""
    if not number:
        return None
    best, ratio = None, 1.5
    for name, value in held.items():
        if name in skip or not value:
            continue
        r = max(number, value) / min(number, value)
        if r <= ratio:
            best, ratio = name, r
    return best


def _sentence_end(text: str, at: int) -> int:
    for _s, e in sentence_bounds(text):
        if e >= at:
            return e
    return len(text)


def _own_place(
    text: str, stated: Stated, *, current: dict[str, str], blocked: list, correcting: bool
) -> Stated:
    """ "Stuur dan toch alles naar mij", "send dem hellere til mit arbejde": the customer's home,
    work or self as where it goes, when the turn sends it there or corrects the destination."""
    if not (correcting or _SEND.search(text)):
        return stated
    spans = [(s, e) for n, s, e in stated if n == "destination"]
    for start, end in sentence_bounds(text):
        sentence = text[start:end]
        if sentence.rstrip().endswith("?"):
            continue
        match = next(
            (m for m in _DIRECTED.finditer(sentence) if not _refused(sentence, m.start())), None
        )
        if not match or touches(start + match.start(), start + match.end(), blocked):
            continue
        at = start + match.start()
        if touches(at, start + match.end(), spans):
            return stated  # `slots` found that place already
        lo, hi = constraint_cues.phrase_around(text, at, start + match.end())
        if not (_SEND.search(text, lo, hi) or _CORRECTION.search(text, lo, hi)):
            continue  # "vi kommer først hjem d. 27/3": someone going home, nothing sent
        if any(s <= at < e and text[s:e].count(" ") > 2 for s, e in spans):
            continue  # already quoted with its address
        if len(text[lo:hi].split()) > MAX_CLAUSE_WORDS:
            lo, hi = at, start + match.end()
        rest = [item for item in stated if item[0] != "destination" or item[1] > hi]
        if any(n == "destination" for n, _s, _e in rest):
            return stated  # a full address follows: that one says where
        return sorted([*rest, ("destination", lo, hi)], key=lambda item: item[1])
    return stated


def _refused(sentence: str, at: int) -> bool:
    """Whether a negation stands before `at` in its clause with no "but" after it ("Don't
    deliver it to the office"; not "niet naar huis maar naar kantoor")."""
    lo = constraint_cues.phrase_around(sentence, at, at + 1)[0]
    negations = [m.end() for m in _NEGATION.finditer(sentence, lo, at)]
    contrasts = [m.end() for m in _CONTRAST.finditer(sentence, lo, at)]
    return bool(negations) and max(negations) > max(contrasts, default=-1)


def _cued_first(text: str, stated: Stated, rejected: dict) -> Stated:
    """A day or hour said in a later sentence without a cue does not replace the one said
    with the correction cue in the same turn; that one stays, the later one is context."""
    out = []
    bounds = sentence_bounds(text)
    for name, start, end in stated:
        given_up = rejected.get(name) or []
        if name not in _SCHEDULE or not given_up:
            out.append((name, start, end))
            continue
        here = _sentence_of(bounds, start)
        if (
            here is None
            or _CORRECTION.search(text, *here)
            or _CONCLUDES.match(text, here[0])
            or text[here[0] : here[1]].rstrip().endswith("?")
        ):
            # ("... not Jan to March. So Feb to April": the sentence drawing the conclusion;
            # "Woensdag kan toch niet. Donderdag?": the day asked for instead)
            out.append((name, start, end))
            continue
        cued = [
            (s, e)
            for s, e in given_up
            if (where := _sentence_of(bounds, s)) is not None
            and where[0] < here[0]
            and _CORRECTION.search(text, *where)
            and not _NEGATED_BEFORE.search(text, max(0, s - 20), s)
            and not _NEGATION.search(text, e, constraint_cues.phrase_around(text, s, e)[1])
            and values.as_specific(text[s:e], text[start:end], name)
            and not values.same_value(text[s:e], text[start:end])
        ]
        if not cued:
            out.append((name, start, end))
            continue
        s, e = cued[-1]
        rejected[name] = [span for span in given_up if span != (s, e)]
        out.append((name, s, e))
    return sorted(out, key=lambda item: item[1])


def _sentence_of(bounds, at: int):
    return next(((s, e) for s, e in bounds if s <= at < e), None)


def with_offer(proposals: list, stated_values: dict[str, str]) -> list:
    """The other values of the offer whose value the customer restated ("Dan dinsdag 10 juni"
    after "Dinsdag 10 juni kan wel, tussen 7:30 en 17:00"), for slots the turn does not name."""
    taken_seqs = set()
    for name, value, seq, *_named in proposals:
        said = stated_values.get(name) or stated_values.get(values.twin_of(name) or "")
        if said and (values.same_value(said, value) or values.within(said, value)):
            taken_seqs.add(seq)
    return [
        proposal
        for proposal in proposals
        if proposal[2] in taken_seqs
        and proposal[0] not in stated_values
        and (values.twin_of(proposal[0]) or "") not in stated_values
    ]


def unusable(value: str) -> bool:
    """A value no slot may hold: a number masked by redaction ("2x xx xx 41")."""
    return bool(_MASKED.search(value))


def says_less(name: str, new: str, held: str) -> bool:
    """`new` only repeats part of the held value ("på sms" after "Helst sms", "Dienstag" after
    "Dienstag, 6. Mai"): the held quote stays, nothing was corrected. (Not for places and
    numbers: "19 Canning Road" may be another flat of the same house.)"""
    if name not in _WORDED_SLOTS:
        return False
    new_words, held_words = set(values.value_words(new)), set(values.value_words(held))
    if name in {"date", "deadline"} and len(new_words) == 1 and values.same_day_of_month(held, new):
        return True  # "the 13th" after "Thursday 13 March": its day of the month again
    return bool(new_words) and new_words < held_words


def asks_change(questions: list[str]) -> bool:
    """Whether one of the customer's open questions asks to move or swap a value ("Can I start
    the week after?", "Geht es eine Woche später?", "Kan det blive dagen før?")."""
    return any(_CHANGE_ASKED.search(question) for question in questions)


# An hour said alone at the start of a short turn ("10 is fine.", "14 passt mir", "kl. 9 er fint").
_BARE_HOUR = re.compile(r"^\W*(?:(?:kl|um|at|om)\.?\s)?(\d{1,2})(?![\w.,:/-])")
_LEADING_HOUR = re.compile(
    r"(?<![\d.,:/])(\d{1,2})(?=\s?(?:am|pm|uhr|uur|h\b|:|\.\d\d|$))", re.IGNORECASE
)


def takes_named_hour(text: str, named: list) -> tuple[str, int, int] | None:
    """The hour of a time the assistant named in passing ("the van is only free from 10am")
    that the customer takes by saying its number alone ("10 is fine."): the slot and the span
    of that number in `text`. Agreement is checked by the caller."""
    if len(text.split()) > 6:
        return None
    match = _BARE_HOUR.match(text)
    if match is None:
        return None
    for name, value, _seq in named:
        hours = {int(h.group(1)) for h in _LEADING_HOUR.finditer(value)}
        if int(match.group(1)) in hours:
            return name, *match.span(1)
    return None


# The assistant saying what it changed a value to ("I've moved it to Wednesday 19 March",
# "Changed to 22 Bootham Crescent", "Umgebucht auf Donnerstag", "Så er det ændret til lørdag",
# "Aangepast naar 20 euro", "Ik heb de afspraak omgezet naar"): the value after it is the one
# in force now, even where the customer's own correction was not read.
_CHANGED_TO = re.compile(
    r"\b(?:changed|moved|switched|updated|amended|rescheduled|rebooked)\b(?:\s[\w-]+){0,4}?"
    r"\s(?:to|for)\b"
    r"|\b(?:umgebucht|geändert|verschoben|angepasst|korrigiert)\b(?:\s[\w-]+){0,2}?"
    r"\s?(?:auf|zu|:)"
    r"|\b(?:ændret|ændrer|rettet|flyttet|flytter)\b(?:\s[\w-]+){0,4}?\s(?:til|:)"
    r"|\b(?:aangepast|gewijzigd|veranderd|omgezet|verzet|verplaatst)\b(?:\s[\w-]+){0,2}?"
    r"\s?(?:naar|op|:)",
    re.IGNORECASE,
)


def changed_to(sentence: str) -> int | None:
    """Where the value the assistant says it changed something to may start in `sentence` (the
    end of "moved ... to", "ændret til", "aangepast naar"); None when it says no such change or
    asks about one."""
    if sentence.rstrip().endswith("?"):
        return None
    match = _CHANGED_TO.search(sentence)
    return match.end() if match else None


_DIGIT = re.compile(r"\d")


def replaces_held(new: str, held: str) -> bool:
    """Whether a value the assistant says it changed something to stands for another value than
    the held one, not for the same one said exactly: the held value names a number, day or hour
    of its own ("Thursday 27 March" -> "Friday 28 March"), or another weekday ("Tuesday" ->
    "Thursday 17 October"); "nachmittags" -> "13 bis 17 Uhr" only says the afternoon exactly."""
    if not held:
        return True
    if _DIGIT.search(held):
        return True
    old_days, new_days = values.weekdays_in(held), values.weekdays_in(new)
    return bool(old_days and new_days and not old_days & new_days)
