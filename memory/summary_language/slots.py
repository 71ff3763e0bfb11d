"""Typed slot extractors: identifiers, amounts, dates, names of products and places (objects),
and the customer's requirements (constraints).

Each extractor returns (kind, start, end) spans of one turn; values are always the turn's own
characters. Spans overlapping `blocked` (see text.blocked_spans) are never returned. The
patterns and extractors of each kind live in their own modules (times, amounts,
constraint_cues, references, proper_names, contacts, replies, stance, values); this module
ties them together into the constraints of a turn.
"""

from __future__ import annotations

import math
import re

from memory.summary_language.amounts import (
    BARE_NUMBER,
    BARE_NUMBER_WORD,
    BARE_SIZE,
    BARE_SUM,
    BUDGET_CUE,
    CAPACITY,
    COUNTED_NOUN,
    DIMENSIONS,
    JEANS_SIZE,
    MODEL_WORD,
    MONEY,
    NOT_COUNTED,
    NOT_NOUNS,
    PARTICIPLE,
    QUANTITY,
    SIZE,
    SIZE_WORD,
    WEIGHED,
)
from memory.summary_language.constraint_cues import (
    ADDRESS_AFTER,
    BARE_BUDGET,
    BARE_LIMIT,
    BEING_AT,
    BILLED_TO,
    CHANNEL,
    CHEAPEST,
    CLOSER_TO,
    COLLECT_FROM,
    DECIMAL_SUM,
    DESTINATION,
    DESTINATION_VERB,
    FLOOR,
    FLOOR_WORD,
    GOING,
    HAVE_ALREADY,
    HOW,
    JUDGED,
    LANGUAGE,
    MAILBOX,
    MEDIUM_BEFORE,
    MONEY_BACK,
    MONEY_TO,
    MONEY_TO_NOUNS,
    MONEY_WORD,
    NAME_INSTEAD,
    NEGATION_AFTER,
    NEGATION_BEFORE,
    OF_THEM,
    OF_THEM_TAILS,
    ONE_OR_BOTH,
    ORDERED_COUNT,
    PAID_BEFORE,
    PARTY,
    PARTY_IDIOM,
    PAST_BEFORE,
    REQUIRED_HEAD,
    RESPONSIBILITY,
    RESPONSIBLE_CUE,
    SPEND_LIMIT,
    SPEND_VERB,
    TO_ME,
    TOTAL,
    TRAVEL_TO,
    phrase_around,
)
from memory.summary_language.places import places_to
from memory.summary_language.proper_names import NOT_A_NAME, STOP_WORDS, digit_matches, has_digit
from memory.summary_language.replies import ANSWER_LEAD, MAX_ANSWER_WORDS, NO_ANSWER
from memory.summary_language.stance import (
    BUSY,
    BUT,
    CONCLUDED,
    DAY_AFTER,
    DONT,
    END_OF,
    EVENT,
    INSTEAD_AFTER,
    NEGATIVE_REQUEST,
    NO_LATER_THAN,
    PREFERRED,
    RETURNED,
    UNTIL_AFTER_NOT,
    hypothetical,
)
from memory.summary_language.text import sentence_bounds, touches
from memory.summary_language.times import BOOKED_FOR, DEADLINE_CUE, TIME, when_spans
from memory.summary_language.values import (
    WEEKDAY_WORD,
    address_span,
    fold,
    number_of,
    pick,
    precision,
    same_value,
    size_mentioned,
    twin_of,
    weekdays_in,
)

from . import subjects


def _answer(text: str, blocked: list) -> tuple[int, int] | None:
    """The customer's short answer opening the turn: its first sentence without the yes before
    it, or that sentence's first clause, of at most MAX_ANSWER_WORDS words."""
    bounds = sentence_bounds(text)
    if not bounds:
        return None
    start, end = bounds[0]
    lead = ANSWER_LEAD.match(text, start, end)
    if lead:
        start = lead.end()
    end = start + len(text[start:end].rstrip(" .!"))
    if start >= end or text[end - 1] == "?" or NO_ANSWER.match(text, start, end):
        return None
    if len(text[start:end].split()) > MAX_ANSWER_WORDS or touches(start, end, blocked):
        start, end = phrase_around(text, start, start + 1)
    if len(text[start:end].split()) > MAX_ANSWER_WORDS or touches(start, end, blocked):
        return None
    return start, end


def _negated(text: str, start: int, end: int) -> bool:
    if INSTEAD_AFTER.match(text, end) or NO_LATER_THAN.search(text, max(0, start - 30), start):
        return False
    if DONT.search(text, max(0, start - 40), start):
        return True
    if BUSY.search(text, *phrase_around(text, start, end)):
        return True  # "jeg har arbejde om formiddagen": when the customer cannot
    before = text[max(0, start - 40) : start]
    negation = NEGATION_BEFORE.search(before)
    if negation and (
        UNTIL_AFTER_NOT.search(before, negation.start()) or UNTIL_AFTER_NOT.match(text, start)
    ):
        negation = None  # "she doesn't need it til October": not until then, a later date
    if negation and BUT.search(before, negation.start()):
        negation = None  # "not Friday but Saturday": the value after "but" is the one meant
    if negation and not _asks_in_the_negative(text, start, before):
        return True
    return bool(NEGATION_AFTER.match(text[end : end + 30]))


def _asks_in_the_negative(text: str, start: int, before: str) -> bool:
    sentence_end = re.compile(r"[.!?]").search(text, start)
    question = bool(sentence_end) and sentence_end.group(0) == "?"
    return question and bool(NEGATIVE_REQUEST.search(before))


# A volume ordered by the litre ("3000 Liter Heizöl", "2.500 liter", "1,500 litres", "500 l"):
# a quantity, thousands and all.
_VOLUME = re.compile(
    r"(?<![\w.,])(?:\d{1,3}(?:[.,]\d{3})+|\d{1,5})\s?(?:liter|litre|liters|litres|litern|l)(?!\w)",
    re.IGNORECASE,
)
# A weight in kilograms ("23 kg", "32kg", "20 kilo").
_WEIGHT = re.compile(r"(?<![\w.,])\d{1,3}(?:[.,]\d)?\s?(?:kg|kilos?)(?!\w)", re.IGNORECASE)
# One said as the answer to "how many" ("just one", "Nur eins.", "kun én", "maar één"): an
# article everywhere else, so only with "just" or alone.
_JUST_ONE = re.compile(
    r"(?:\b(?:just|only|nur|kun|bare|maar|alleen|slechts)\s(?:the\s)?|^\W*)"
    r"(?:one|eins|einen|eine|én|en|et|één|een)\b(?=[.!,;]|\W*$|\s(?:please|bitte|tak|graag|thanks))",
    re.IGNORECASE,
)
_EACH_WEIGHS = re.compile(r"\b(?:of|van|à|a|på|zu|mit|with|med|met)\s$", re.IGNORECASE)
# A number said without its unit: "79", "19", "55.000", "89,94" (no hour "10:00", no "3x").
_SUM_SAID_AGAIN = re.compile(
    r"(?<![\w.,/£$€-])\d{1,3}(?:[.,]\d{3})*(?:,\d{1,2})?(?![\w/%:×-]|[.,]\d)"
)


def _away_beside(text: str, clause: tuple[int, int], days: tuple[tuple[int, int], ...]) -> bool:
    """Whether a day's clause says someone is away while the turn names another day outside
    that clause (see _AWAY)."""
    lo, hi = clause
    return _AWAY.search(text, lo, hi) is not None and any(
        not lo <= start < hi for start, _e in days
    )


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
    echoed_sums: frozenset[float] = frozenset(),
    answers: str | None = None,
    deferred: list[tuple[int, int]] | tuple = (),
    held_subjects: frozenset[str] = frozenset(),
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
    `echoed_sums` the sums it named when the customer agrees, which a bare number repeats;
    `answers` the slot it asked the customer to choose (`asked_slot`); `deferred` the clauses
    that put a decision off, which require nothing but may say who decides; `held_subjects`
    what the held values are about (`subjects`).
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
        # (A slot already held by its own cue keeps it: "also eher bis Ende Juni" after "bis 20.
        # Juli" corrects the deadline, though the turn named "am 3. Juli" first.)
        if twin in found and name not in found and name not in known and correcting:
            last = pick(found[twin])
            # (the day of an occasion is no value a later day corrects: "his mum's birthday is
            # on the Monday, can we do Sunday?")
            if last not in occasions and not same_value(text[last[0] : last[1]], text[start:end]):
                name = twin
        if negatable and _negated(text, start, end):
            negated.setdefault(name, []).append((start, end))
            return
        held = name in known or twin_of(name) in known
        if negatable and held and hypothetical(text, start, end):
            return  # "if it comes in August that's fine" keeps what was asked for
        if name == "size" and RETURNED.search(text, *phrase_around(text, start, end)):
            negated.setdefault(name, []).append((start, end))
            return  # "how do I send the 12 back": the item going back, not the one wanted
        found.setdefault(name, []).append((start, end))

    taken: list[tuple[int, int]] = []
    folded = text.casefold()  # for cheap word checks before the costlier patterns
    days = when_spans(text)
    for start, end in days:
        clause = phrase_around(text, start, end)
        if len(days) > 1 and _away_beside(text, clause, days):
            taken.append((start, end))  # "im away on the 11th": no day asked for, no day given up
            continue
        if EVENT.search(text, *clause) and not PAST_BEFORE.search(text, clause[0], start):
            # "a party on Saturday", "julefrokost d. 29/11": the day it must be ready for.
            occasions.append((start, end))
            offer("deadline", start, end)
            taken.append((start, end))
            continue
        if PAST_BEFORE.search(text, phrase_around(text, start, end)[0], start):
            taken.append((start, end))
            continue  # "It was Saturday the 1st of March": a fact, not a requirement
        if _PAST_AFTER.match(text, end):
            taken.append((start, end))
            continue  # "Den 5. var sidste år": what the day was, not a day required
        head = REQUIRED_HEAD.search(text, max(0, start - 40), start)
        if head and _FROM_BEFORE.search(text, max(0, start - 16), start):
            offer("date", start, end)  # "vi skal have fra lørdag den 12. juli": when it starts
        elif head:
            # "it has to be here the 18th": the requirement is quoted with its head.
            offer("deadline", head.start(), end)
        elif _OPENS_WITH_LIMIT.match(text, start) and not BOOKED_FOR.search(
            text, max(0, start - 30), start + 5
        ):
            offer("deadline", start, end)  # "vor den Sommerferien": the cue is within the span
        elif cue := DEADLINE_CUE.search(text, max(0, start - 20), start):
            if BOOKED_FOR.search(text, max(0, cue.start() - 30), cue.start() + 5):
                offer("date", start, end)  # "Genoteerd voor woensdag": for that day, not before
            else:
                # "spätestens Dienstag", "by Friday", "senest d. 21/11": the deadline keeps its
                # limit word, as the customer said it (`values.same_value` sets it aside).
                offer("deadline", cue.start(), end)
        else:
            offer("date", start, end)
        taken.append((start, end))
    if {"date", "deadline"} & known and "date" not in found and "deadline" not in found:
        for match in DAY_AFTER.finditer(text):
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
    ends = any(word in folded for word in _PART_WORDS)
    for match in END_OF.finditer(text) if ends else ():
        # "bis Ende nächster Woche", "inden udgangen af næste uge": the end is the value.
        cue = DEADLINE_CUE.search(text, max(0, match.start() - 20), match.start())
        for name in ("date", "deadline"):
            kept = [d for d in found.get(name, []) if not touches(*d, [match.span()])]
            if kept:
                found[name] = kept
            else:
                found.pop(name, None)
        if cue:
            offer("deadline", cue.start(), match.end())  # "bis Mitte August", with its limit
        else:
            offer("date", match.start(), match.end())
        taken.append(match.span())
    # MONEY, DIMENSIONS, CAPACITY, JEANS_SIZE, BARE_BUDGET, TOTAL, BARE_NUMBER and
    # BARE_SUM match only with a digit in the match.
    digits = has_digit(text)
    for match in digit_matches(DIMENSIONS, text, digits):
        offer("size", *match.span())
        taken.append(match.span())
    for match in digit_matches(CAPACITY, text, digits):
        if not touches(*match.span(), taken):
            offer("size", *match.span())
            taken.append(match.span())
    for match in digit_matches(JEANS_SIZE, text, digits):
        offer("size", *match.span())
        taken.append(match.span())
    if WEIGHED.search(text):
        # What luggage or a parcel weighs is its size ("Kan kufferten være 23 kg i stedet?");
        # a person's weight never is (no luggage or parcel word beside it).
        for match in digit_matches(_WEIGHT, text, digits):
            if _EACH_WEIGHS.search(text, max(0, match.start() - 6), match.start()):
                continue  # "3 bags of 20 kg": what each weighs belongs to the count
            if not touches(*match.span(), taken):
                offer("size", *match.span())
                taken.append(match.span())
    sizes = [m for m in SIZE.finditer(text) if not touches(*m.span(), taken)]
    named = [m for m in sizes if SIZE_WORD.match(m.group(0))]
    # A size said with its word ("str 38", "maat 40") is one anywhere; "a 10" only where sizes
    # are the matter.
    size_context = size_context or size_mentioned(text)
    for match in named or (sizes if size_context else []):
        offer("size", *match.span())
        taken.append(match.span())
    if "size" not in found and (size_context or "size" in known):
        if correcting or len(text.split()) <= 12:
            for match in BARE_SIZE.finditer(text):
                value = match.group(0)
                held = (current or {}).get("size", "")
                if (
                    value[0].isdigit()
                    and "/" not in value
                    and ("size" not in known or CAPACITY.search(held) or DIMENSIONS.search(held))
                ):
                    continue  # a bare number is a size only once a garment's size was named
                if not touches(*match.span(), taken):
                    offer("size", *match.span())
    money_spans = []
    for match in digit_matches(MONEY, text, digits):
        money_spans.append(match.span())
        window_start = max(0, match.start() - 30)
        cues = list(BUDGET_CUE.finditer(text, window_start, match.start()))
        if cues:
            # The limit is part of the value: "under £400" is not "£400".
            offer("budget", cues[-1].start(), match.end())
        elif "budget" in known and "amount" not in known:
            offer("budget", *match.span())
        else:
            offer("amount", *match.span())
    taken += money_spans
    for match in digit_matches(_VOLUME, text, digits):
        if not touches(*match.span(), taken):
            offer("quantity", *match.span())
            taken.append(match.span())
    for match in QUANTITY.finditer(text):
        noun = match.group(1)
        if touches(*match.span(), taken) or NOT_COUNTED.match(noun):
            continue
        if noun.casefold() in STOP_WORDS or noun.casefold() in NOT_NOUNS or noun.endswith("ly"):
            continue
        if "quantity" in known and _added(text, *match.span()):
            continue  # "2 extra chairs" adds to the count held
        if PARTICIPLE.match(noun):
            continue  # "3 zurückgeschickt", "2 bestilt": a verb, not what is counted
        if noun[0].isupper() and not COUNTED_NOUN.match(noun):
            # "Galaxy 5 Ultra", "Serie 6": a number inside a name. German nouns are always
            # capitalised, so a plural noun after a count is counted ("4 Teile", "10 Verträge").
            continue
        before = text[max(0, match.start() - 20) : match.start()].split()
        if noun[0].isupper() and before and MODEL_WORD.match(before[-1]):
            continue  # "RTX 4090 Karten", "iPhone 15 Pros": a number inside a model name
        offer("quantity", *match.span())
    for match in LANGUAGE.finditer(text):
        # With its preposition, as the customer said it: "in het Engels", "på engelsk".
        offer("language", *match.span())
    for match in CHANNEL.finditer(text):
        start, end = match.span()
        if "channel" in known and _AWAITED.search(text, max(0, start - 25), start):
            continue  # "dann warte ich auf die Mail": what is on its way, no new channel
        if TO_ME.search(match.group(0)):
            # "email me a confirmation": what is sent belongs to the wish.
            end = phrase_around(text, start, end, left=False)[1]
        offer("channel", start, end)
    if "channel" not in found and "channel" not in known:
        for match in _CONTACT_ASKED_OF.finditer(text):
            # "can he text rather than call?", "Können die auch eine SMS schreiben?", "De monteur
            # moet wel even bellen": how the company's side is to reach the customer.
            if not _FIRST_PERSON.search(text, max(0, match.start() - 12), match.start() + 1):
                start = match.start()
                medium = _MEDIUM_WORD.search(text, start, match.end())
                preferred = _PREFERRED.search(text, start, medium.start() if medium else start)
                # "Kunnen ze me niet liever bellen?": the wish from its "rather" on
                offer(
                    "channel",
                    preferred.start() if preferred else start,
                    match.end(),
                    negatable=False,
                )
                break
    for match in JUDGED.finditer(text):
        medium = MEDIUM_BEFORE.search(text, max(0, match.start() - 30), match.start())
        if medium and not touches(medium.start(), match.end(), found.get("channel", [])):
            offer("channel", medium.start(), match.end())  # ("By post is better": "By post")
    for start, end in _joined_contacts(text, contacts):
        # The address or number the customer gives to be reached at (`own_contacts`); two given
        # together ("at jane@... or +49 170 ...") are one value, neither corrects the other.
        offer("channel", start, end, negatable=False, own=True)
    for match in DESTINATION.finditer(text):
        group = next(g for g in (1, 2, 3, 4) if match.group(g))
        if CLOSER_TO.search(text, max(0, match.start() - 20), match.start(group)):
            continue
        if BEING_AT.search(text, max(0, match.start() - 25), match.end(group)):
            continue  # "she's in the office on Tuesday": where someone is, nothing goes there
        if asked == "channel" and ADDRESS_AFTER.match(text, match.end(group)):
            continue  # "Would you like it by email?" - "to my work address": an e-mail address
        offer("destination", *match.span(group))
    money_nouns = any(noun in folded for noun in MONEY_TO_NOUNS)
    for match in MONEY_TO.finditer(text) if money_nouns else ():
        clause_start, clause_end = phrase_around(text, *match.span())
        if PAST_BEFORE.search(text, clause_start, match.start()):
            continue
        if not (MONEY_BACK.search(text, clause_start, clause_end) or len(text.split()) <= 4):
            continue  # "I can see it on my account" sends no money there
        if not GOING.search(text, clause_start, match.start()):  # "or I go to my bank"
            offer("destination", *match.span())
    if "destination" in known:
        for match in NAME_INSTEAD.finditer(text):
            if match.group(1).casefold() not in NOT_A_NAME:
                offer("destination", *match.span(1))
    for start, end in places_to(text):
        # (inside a fuller destination already read, "naar de winkel in Leiden", it stays)
        if not touches(start, end, taken + found.get("destination", [])):
            offer("destination", start, end)  # "booking til Larvik", "Portsmouth to Caen"
    for match in TRAVEL_TO.finditer(text):
        if not WEEKDAY_WORD.match(match.group(1)) and not touches(*match.span(1), taken):
            offer("destination", *match.span(1))
    collected = []
    for match in COLLECT_FROM.finditer(text):
        if not touches(*match.span(1), taken):
            offer("destination", *match.span(1))
            collected.append(match.span())
    for match in DESTINATION_VERB.finditer(text):
        if not touches(*match.span(1), taken + collected) and not MAILBOX.search(match.group(1)):
            offer("destination", *match.span(1))
    for match in FLOOR.finditer(text):
        if match.group(0)[0].isdigit() or FLOOR_WORD.search(match.group(0)):
            offer("place", *match.span())
    for start, end in addresses:
        # The customer's own address: blocked for quoting inside sentences, a value of its own.
        span = address_span(text, start, end, blocked)
        if span:
            offer("destination", *span, negatable=False, own=True)
    for match in RESPONSIBILITY.finditer(text):
        group = next(g for g in (1, 2, 3) if match.group(g))
        offer("responsibility", *match.span(group))
    for match in BILLED_TO.finditer(text):
        offer("responsibility", *phrase_around(text, *match.span()), negatable=False)
    for match in RESPONSIBLE_CUE.finditer(text):
        lo, hi = phrase_around(text, *match.span())
        if PAID_BEFORE.search(text, lo, hi) or text[hi : hi + 1] == "?" or HOW.match(text, lo):
            continue  # "Wir haben bisher nicht bezahlt", "Hvordan betaler jeg dem?"
        if "responsibility" not in found or pick(found["responsibility"])[1] < match.start():
            offer("responsibility", lo, hi, negatable=False)
    for match in digit_matches(SPEND_LIMIT, text, digits):
        if SPEND_VERB.search(text, match.start(), min(len(text), match.end() + 12)):
            start = match.start()
            while start and text[start - 1].isalpha():
                start -= 1  # "don't", not "n't"
            offer("budget", start, match.end(), negatable=False)
    if "budget" not in found:
        for match in digit_matches(BARE_BUDGET, text, digits):
            offer("budget", *match.span())
        if money_said or {"amount", "budget"} & known:
            for match in digit_matches(BARE_LIMIT, text, digits):
                if not touches(*match.span(), taken):
                    offer("budget", *match.span())
        for match in CHEAPEST.finditer(text):
            offer("budget", *match.span())
    if "amount" not in found and "budget" not in found:
        money_matter = money_said or {"amount", "budget"} & known or MONEY_WORD.search(text)
        for match in digit_matches(DECIMAL_SUM, text, digits) if money_matter else ():
            if not touches(*match.span(), taken) and not TOTAL.search(
                text, max(0, match.start() - 12), match.end() + 12
            ):
                offer("amount", *match.span())
    if echoed_sums and not ({"amount", "budget"} & (known | set(found))):
        # "ok take the 19 for now" after "The most I can apply is £19": the sum named, taken
        # (while no sum is held, which it might be mistaken to replace: "25" is no new limit).
        for match in digit_matches(_SUM_SAID_AGAIN, text, digits):
            if not touches(*match.span(), taken) and number_of(match.group()) in echoed_sums:
                offer("amount", *match.span())
    if "amount" not in found:
        for match in digit_matches(TOTAL, text, digits):
            counted = "quantity" in known or asked_how_many
            offer(
                "quantity" if counted and not touches(*match.span(), money_spans) else "amount",
                *match.span(),
            )
    if "quantity" not in found and any(tail in folded for tail in OF_THEM_TAILS):
        for match in OF_THEM.finditer(text):
            if not HAVE_ALREADY.search(text, *phrase_around(text, *match.span())):
                offer("quantity", *match.span())
    if "quantity" not in found:
        for match in digit_matches(ORDERED_COUNT, text, digits):
            offer("quantity", *match.span())
    if "quantity" not in found:
        for match in PARTY.finditer(text):
            offer("quantity", *match.span())
        for match in PARTY_IDIOM.finditer(text):
            offer("quantity", *match.span())
        # ("beide Geräte sind kaputt" in passing is no count: only asked, corrected or alone)
        if asked_how_many or ("quantity" in known and (correcting or len(text.split()) <= 6)):
            for match in ONE_OR_BOTH.finditer(text):
                offer("quantity", *match.span())
    if (asked_how_many or "quantity" in known) and "quantity" not in found:
        numbers = list(digit_matches(BARE_NUMBER, text, digits))
        numbers += BARE_NUMBER_WORD.finditer(text)  # "make it three", "Doch lieber drei"
        if asked_how_many or correcting:
            # "How many passengers?" - "just one"; "two of them" - "no wait, just one."
            numbers += _JUST_ONE.finditer(text)
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
        for match in digit_matches(BARE_SUM, text, digits):
            if not touches(*match.span(), taken):
                offer(_nearer_sum(match.group(), known, current or {}), *match.span())
    picked = []
    for name, options in found.items():
        stated = options
        if name in _SUBJECT_SLOTS and len(options) > 1:
            # "3 boxes for the books and 2 lamps", "Abholung am 9.8., Rückgabe am 16.8.", "140
            # breit, 80 hoch": values of one kind said about different things are each stated
            # (`subjects`), so that each stays current beside the other; in a correction, those
            # about things held values are about ("nee het wordt 15 personen, dus 8 kamers"
            # after "14 personen, 7 kamers"; not "seats 5 doesnt it. make it 4 cushions").
            counted = {subjects.about(name, text, s, e): (s, e) for s, e in options}
            if correcting:
                counted = {
                    a: span
                    for a, span in counted.items()
                    if any(subjects.same(a, h) for h in held_subjects)
                }
            if None not in counted and len(counted) > 1:
                picked += [(name, s, e) for s, e in counted.values()]
                continue
        if name in {"date", "deadline", "time"}:
            # "the 5th, no wait, the 15th, the takings from the weekend come in by then": a
            # vaguer day said after a precise one is not the one chosen.
            dated = [(s, e) for s, e in options if precision(text[s:e])]
            options = dated or options
        if name in {"date", "time", "deadline"}:
            # "am liebsten vormittags ... Nachmittags hab ich Calls": the one preferred.
            liked = [(s, e) for s, e in options if PREFERRED.search(text, max(0, s - 25), s)]
            options = liked[-1:] or options
        if len(options) > 1:
            # "Also 10 Verträge, die zwei neuen brauchen ...": the sum drawn is the value.
            drawn = [(s, e) for s, e in options if CONCLUDED.search(text, max(0, s - 20), s)]
            options = drawn[-1:] or options
        if correcting and current:
            # "we move out on the 15th, not the 1st; we still get the keys on the 1st": in a
            # correcting turn the value that differs from the current one is the new one.
            now = current.get(name) or current.get(twin_of(name) or "")
            fresh = [(s, e) for s, e in options if now and not same_value(text[s:e], now)]
            if fresh and len(fresh) < len(options):
                options = fresh
        start, end = pick(options)
        picked.append((name, start, end))
        if rejected is not None:
            chosen = fold(text[start:end])
            # ("by the end of the month... no, not til October": the vaguer day is given up too)
            given_up = [(s, e) for s, e in stated if e <= start]
            given_up += [(s, e) for s, e in negated.get(name, ()) if not (s < end and start < e)]
            for s, e in sorted(set(given_up)):
                value = fold(text[s:e])
                if value and value != chosen and f" {value} " not in f" {chosen} ":
                    rejected.setdefault(name, []).append((s, e))
    return sorted(picked, key=lambda x: x[1])


# The words of END_OF, to skip it in the turns that have none of them.
_PART_WORDS = (
    *("end", "udgang", "slutning", "eind", "mid", "half", "begin", "start", "anfang", "early"),
    *("late", "medio", "primo", "ultimo", "mitte"),
)
# The slots whose values `subjects.about` links to what they are said about.
_SUBJECT_SLOTS = frozenset({"quantity", "date", "deadline", "time", "size"})
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


# A past copula right after a day: "Den 5. var sidste år", "der 3. war letztes Jahr".
_PAST_AFTER = re.compile(r"\s*(?:var|war|was|were|waren)\s", re.IGNORECASE)
# Someone away that day ("im away on the 11th", "am 11. bin ich weg", "jeg er væk den 11.", "de
# 11e ben ik er niet"): beside a day asked for in another clause, the reason, not a value.
_AWAY = re.compile(
    r"\b(?:away|weg|verreist|unterwegs|væk|bortrejst|er\s+niet|nicht\s+da|not\s+(?:here|home|around))\b",
    re.IGNORECASE,
)
# A start's word right before a day: "from", "ab", "fra", "vanaf".
_FROM_BEFORE = re.compile(
    r"\b(?:from|starting|fra|ab|von|vanaf|van)\s(?:the\s|den\s|dem\s|de\s)?$", re.IGNORECASE
)


# What joins two ways of reaching the customer given together.
_CONTACT_JOIN = re.compile(
    r"\s*(?:,|/|\bor\b|\band\b|\boder\b|\bund\b|\beller\b|\bog\b|\bof\b|\ben\b)\s*"
    # "... or mail maria@...", "oder schreiben Sie an ...", "eller send en mail til ...": a verb
    # of reaching someone and its words, up to three
    r"(?:(?:[^\W\d_]+\s+){0,3}?(?:on|at|unter|auf|an|på|til|op|naar|via|per|to|is|ist|er|"
    r"lautet)\s+|"
    r"(?:mail|e-?mail|email|text|call|ring|write|sms|mailen|schreiben|bel|mail)\s+|"
    # "... and phone +49 170 ...", "und Handy: 0170 ...", "og tlf. 20 12 ...": the other's name
    r"(?:[^\W\d_]+\s+){0,2}?(?:phone|telephone|mobile|mobil|handy|telefon|telefoon|tlf|tel|"
    r"nummer|number|nr|e-?mail|mail)\.?:?\s+)?\Z",
    re.IGNORECASE,
)


# A medium asked of the company's side, in a question or with a "must": "can the crew call before
# they arrive?", "Kann er statt anzurufen lieber eine SMS schicken?", "Kan det sendes som sms i
# stedet?", "De monteur moet wel even bellen als hij eraan komt". From the modal to the clause end.
_CONTACT_MEDIUM = (
    r"(?:sms|text(?:\s+message)?|call|ring|phone|anruf\w*|anzurufen|e-?mail|whatsapp|bellen|"
    r"opbellen|ringe|ringer|mailen|appen|texten|sms'e|sms'en)"
)
_CONTACT_ASKED_OF = re.compile(
    r"(?i:\b(?:can|could|will|would|kann|können|könnte|könnten|kan|kunnen|kunt|kun|vil)\s+"
    r"(?!i\b|ich\b|jeg\b|ik\b|we\b|wir\b|vi\b|you\s+(?:tell|help)\b)(?:[^\W\d]+\s+){1,5}?"
    rf"{_CONTACT_MEDIUM}\b[^?.!\n]{{0,40}}(?=\?)|"
    r"\b(?:moet|muss|soll|skal|should|must|has\s+to|needs\s+to)\s+(?:[^\W\d]+\s+){0,4}?"
    rf"{_CONTACT_MEDIUM}\b[^?.!,\n]{{0,40}})"
)
_MEDIUM_WORD = re.compile(rf"(?i:\b{_CONTACT_MEDIUM}\b)")
_PREFERRED = re.compile(r"(?i:\b(?:liever|lieber|rather|hellere|helst|preferably|am liebsten)\b)")
_FIRST_PERSON = re.compile(r"(?i:\b(?:i|ich|jeg|ik|we|wir|vi)\s)")


# Waiting for what the company sends ("dann warte ich auf die Mail", "I'll wait for the text", "så
# venter jeg på mailen", "dan wacht ik op de mail"): it names how it comes, not a new wish.
_AWAITED = re.compile(
    r"(?i:\bwarte\w* (?:\w+ ){0,2}?(?:auf (?:die |das |den |eine |ihre )?)?|"
    r"\bwait(?:ing)? (?:\w+ ){0,2}?(?:for (?:the |your |an? )?)?|"
    r"\blook out for (?:the |your |an? )?|\bvent\w* (?:\w+ ){0,2}?(?:på (?:\w+ )?)?|"
    r"\bwacht\w* (?:\w+ ){0,2}?(?:op (?:de |het |een |uw |jullie )?)?)$"
)


def _joined_contacts(text: str, contacts) -> list[tuple[int, int]]:
    """The contacts with those given together joined into one span (see constraints)."""
    joined: list[tuple[int, int]] = []
    for start, end in sorted(contacts):
        if joined and _CONTACT_JOIN.match(text[joined[-1][1] : start]):
            joined[-1] = (joined[-1][0], end)
        else:
            joined.append((start, end))
    return joined


def _nearer_sum(value: str, known: set[str], current: dict[str, str]) -> str:
    """The money slot a bare sum corrects: the one whose sum is of its size when both are held
    ("niet boven de 20 euro per maand" and "45.000 euro" held, "Doe toch maar die 55.000" moves
    the 45.000), else the budget when one is held, else the amount."""
    if {"budget", "amount"} <= known:
        new = number_of(value)
        held = {name: number_of(current.get(name, "")) for name in ("budget", "amount")}
        if new and all(held.values()):
            return min(held, key=lambda name: abs(math.log(new / held[name])))
    return "budget" if "budget" in known else "amount"


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
    if after and NOT_COUNTED.match(after.group(1)):
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
# A day whose span starts with a word of "before" ("vor den Sommerferien", "inden påske"): a
# deadline, as if the word stood before it ("until November" for a pause is the period's end).
_OPENS_WITH_LIMIT = re.compile(
    r"(?:by|before|vor|inden|før|senest|voor|vóór|uiterlijk|spätestens)\s",
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
