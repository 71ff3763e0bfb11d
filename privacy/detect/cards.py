"""Payment card numbers: brand prefix and length, and the Luhn checksum."""

from __future__ import annotations

import re
from collections.abc import Iterator

from stdnum import luhn

from privacy.patterns import DIGIT_OR_MORE, inside
from privacy.spans import Span

# Digit groups joined by single spaces or dashes, or by dots between groups of four ("4539.8812.
# 0476.3317"), or by a line break between groups of four (a card number the phone wrapped, "4539
# 8812\n0476 3317"); cards are picked out of these runs. Only runs of at least 12 characters can
# hold a card; the lookahead drops shorter ones at once.
_DIGIT_RUN_RE = re.compile(
    rf"{DIGIT_OR_MORE}(?<![\w.,]\d)(?<=\d)(?=[\d \-.\n]{{11}})"
    r"(?:\d{3}(?:\.\d{4}){2,3}(?:\.\d{1,4})?(?!\d|\.\d)|\d*(?:[ \-]\d+|(?<=\d{4})\n\d{4}(?!\d))*)"
    r"(?![\w])"
)
_GROUP_RE = re.compile(r"\d+")
# A barcode or article number right before the digits: Luhn passes one in ten of them.
_BARCODE_BEFORE_RE = re.compile(
    r"(?<![\w])(?:ean|gtin|isbn|upc|sku|barcode|stregkode|streepjescode|artikel|article|"
    r"varenummer|produkt|product|serien|serial|gift\s?card|gutschein|geschenkkarte|gavekort|"
    r"cadeaukaart|cadeaubon|giftcard|voucher)[\w\-]*(?:\s+\w+){0,2}?[\s:#.]*\Z",
    re.IGNORECASE,
)


# Fail closed: a card's words shortly before a card-sized number (13 to 19 digits, in groups of
# three or more) make it a card number even when its checksum fails or a digit is missing or
# doubled: a mistyped card number is still most of the card's digits.
_CARD_WORD = (
    r"(?:(?:kredit|credit|debit|betalings|bank|visa|master|dan)?(?:karte|card|kort|kaart)"
    r"(?:et|en|e|s|n|ets)?(?:(?:n?nummer|number)(?:et|en|s)?|(?:nr|no)\.?|\s(?:nr|no)\.)?"
    r"|visa|mastercard|amex|american\s+express|maestro|dankort)"
)
# Not a shop's own cards: loyalty, member, club, bonus, gift, library, SIM cards.
_NOT_OWN_CARD = (
    r"(?<![\w])(?<!loyalty\s)(?<!member\s)(?<!rewards\s)(?<!bonus\s)(?<!club\s)(?<!gift\s)"
    r"(?<!library\s)(?<!student\s)(?<!sim\s)(?<!sim-)(?<!customer\s)(?<!store\s)"
)
_CARD_CUE_BEFORE_RE = re.compile(
    _NOT_OWN_CARD + _CARD_WORD + r"(?![\w])[^.!?\n\d]{0,30}\Z",
    re.IGNORECASE,
)


def names_another_number(text: str, start: int) -> bool:
    """True when the words right before start name a barcode, an article, a serial number, a gift
    card or a voucher: Luhn passes one such number in ten, and it is no payment card."""
    return _BARCODE_BEFORE_RE.search(text, max(0, start - 30), start) is not None


_CARD_WORD_RE = re.compile(r"(?<![\w])" + _CARD_WORD + r"(?![\w])", re.IGNORECASE)


def names_a_card(text: str) -> bool:
    """True when the text names a payment card anywhere ("Karte", "Visa", "dankort")."""
    return _CARD_WORD_RE.search(text) is not None


# A shop's own card named before: loyalty points, a membership, a gift card.
_OWN_CARD_BEFORE_RE = re.compile(
    r"(?<![\w])(?:loyalty|points?|punkte|point|bonus|member|membership|mitglied|medlem|"
    r"kundenkarte|kundekort|klantenkaart|stempel|gift|gutschein|gavekort|cadeau|library|student|"
    r"voucher|payback|miles|meilen)",
    re.IGNORECASE,
)


# Fail closed: an expiry date right after a card-sized number ("4929 1038 5521 7764, exp 09/27",
# "gültig bis 11/28", "udløb 03/27", "geldig tot 08/29") makes it a card whatever its checksum.
_EXPIRY_AFTER_RE = re.compile(
    r"[\s,;:()\-]*(?:(?:exp(?:iry|ires|iration)?|valid\s+(?:thru|through|until|till)|"
    r"gültig\s+bis|ablauf(?:datum)?|läuft\s+ab|udløb(?:er|sdato)?|udl\.|geldig\s+(?:tot|t/m)|"
    r"vervaldatum|verloopt)\.?[\s:]*)?(?:0[1-9]|1[0-2])\s?[/\-]\s?(?:20)?\d{2}(?![\d/])",
    re.IGNORECASE,
)
# The layouts cards are printed in: 4-4-4-4 (and 4-4-4-4-3), Amex's 4-6-5.
_CARD_LAYOUTS = ((4, 4, 4, 4), (4, 4, 4, 4, 3), (4, 6, 5))


def _laid_out_like_a_card(groups: list[tuple[int, str]]) -> bool:
    """The groups are a card's printed layout and start like a card brand."""
    if tuple(len(g) for _s, g in groups) not in _CARD_LAYOUTS:
        return False
    digits = groups[0][1]
    return digits[0] in "3456" or 2221 <= int(digits) <= 2720


def _card_before_expiry(text: str, groups: list[tuple[int, str]]) -> int | None:
    """Where the card number ends when the groups are a card's layout with an expiry date after
    them (the run may have taken the expiry's month as one more group: "... 3457 12/28")."""
    if len(groups) > 2 and len(groups[-1][1]) == 2 and text.startswith("/", groups[-1][0] + 2):
        groups, expiry_at = groups[:-1], groups[-1][0]
    else:
        expiry_at = groups[-1][0] + len(groups[-1][1])
    if _laid_out_like_a_card(groups) and _EXPIRY_AFTER_RE.match(text, expiry_at) is not None:
        return groups[-1][0] + len(groups[-1][1])
    return None


def _cued_card_end(groups: list[tuple[int, str]]) -> int:
    """How many of the groups make the card number after a card's words: 16 digits when they
    add up to it (a short group after them is the security code), else all groups up to 19
    digits when they hold 13 or more; 0 when they are no card's size or a group is shorter than
    three digits."""
    total, best = 0, 0
    for index, (_start, group) in enumerate(groups):
        if len(group) < 3 and index < len(groups) - 1:
            return 0
        total += len(group)
        if total > 19:
            break
        if total >= 13:
            best = index + 1
        if total == 16:
            return index + 1
    return best


def _card_ok(digits: str) -> bool:
    """A Visa, Mastercard, Amex, Diners Club, JCB, Discover or Maestro prefix and length, and
    Luhn-valid."""
    n = len(digits)
    if n < 12 or n > 19:
        return False
    two = int(digits[:2])
    if digits[0] == "4":
        brand_ok = n in (13, 16, 19)
    elif two in (34, 37):
        brand_ok = n == 15
    elif 51 <= two <= 55 or 2221 <= int(digits[:4]) <= 2720:
        brand_ok = n == 16
    elif 300 <= int(digits[:3]) <= 305 or two in (36, 38, 39) or digits[:4] == "3095":
        brand_ok = 14 <= n <= 19  # Diners Club ("3056 930902 5904")
    elif 3528 <= int(digits[:4]) <= 3589:
        brand_ok = 16 <= n <= 19  # JCB
    else:
        brand_ok = two == 50 or 56 <= two <= 69
    # The brand test is cheap; the inline Luhn sum rejects most digit runs (order numbers,
    # phone numbers) at a fraction of stdnum's cost. On ASCII digits it is the very sum stdnum
    # computes; stdnum confirms runs of other digits (\d matches "٤٥٣٩" too), which the
    # translation table above leaves undoubled.
    return brand_ok and _luhn_sum_ok(digits) and (digits.isascii() or luhn.is_valid(digits))


# Each digit doubled, minus 9 above 9: the digits in every second place from the right.
_LUHN_DOUBLED = str.maketrans("0123456789", "0246813579")


def _luhn_sum_ok(digits: str) -> bool:
    """The Luhn mod-10 sum of an all-digit string is a multiple of ten."""
    return sum(map(int, digits[-1::-2] + digits[-2::-2].translate(_LUHN_DOUBLED))) % 10 == 0


def _near_copy(groups: list[tuple[int, str]], numbers: list[str]) -> bool:
    """The groups are a card's layout and a card number of the same text with a digit or two
    swapped or changed: the mistyped number a correction repeats ("richtig ist 4001 7745 3085
    9090, nicht 4001 7745 3058 9090")."""
    if not numbers or not _laid_out_like_a_card(groups):
        return False
    digits = "".join(g for _s, g in groups)
    return any(
        len(number) == len(digits) and sum(a != b for a, b in zip(number, digits, strict=True)) <= 2
        for number in numbers
    )


def cards(text: str, iban_shaped: list[tuple[int, int]]) -> Iterator[Span]:
    """Card numbers: the longest Luhn-valid 12-19 digit prefix of a run of digit groups."""
    found_numbers: list[str] = []  # the valid cards' digits
    unmatched: list[list[tuple[int, str]]] = []  # runs laid out like a card, of no card
    for run in _DIGIT_RUN_RE.finditer(text):
        if inside(run.start(), run.end(), iban_shaped):
            continue
        if names_another_number(text, run.start()):
            continue  # "EAN-nummer 5790001234567": a barcode that happens to pass Luhn
        groups = [(m.start(), m.group()) for m in _GROUP_RE.finditer(text, run.start(), run.end())]
        found = False
        for span in _valid_cards(groups):
            found = True
            found_numbers.append(re.sub(r"\D", "", text[span.start : span.end]))
            yield span
        if not found:
            unmatched.append(groups)
        if (
            not found
            and _CARD_CUE_BEFORE_RE.search(text, max(0, run.start() - 50), run.start())
            and not _OWN_CARD_BEFORE_RE.search(text, max(0, run.start() - 80), run.start())
        ):
            count = _cued_card_end(groups)
            if count:
                unmatched.pop()
                last_start, last = groups[count - 1]
                yield Span(groups[0][0], last_start + len(last), "CARD")
        elif not found and (end := _card_before_expiry(text, groups)) is not None:
            if not _OWN_CARD_BEFORE_RE.search(text, max(0, run.start() - 80), run.start()):
                unmatched.pop()
                yield Span(groups[0][0], end, "CARD")
    # Fail closed: a mistyped copy of a card number beside the right one is most of its digits.
    for groups in unmatched:
        if _near_copy(groups, found_numbers):
            last_start, last = groups[-1]
            yield Span(groups[0][0], last_start + len(last), "CARD")


# An expiry date written next after a card number or its security code, on the same line or the
# next: "4929 ... 7764, exp 09/27", "| Udløb: 07/26", " / 09/29 /", "\nGyldig til: 07/29",
# ". Ablauf 11/28", "og udløber 03/28", "en de vervaldatum 08/27".
_EXPIRY_NEXT_RE = re.compile(
    r"[ \t,;:.()|/\-\u2013\u2014]*\n?[ \t]*"
    r"(?:(?:and|und|og|en)\s+(?:(?:the|die|das|den|de|het)\s+)?)?"
    r"(?:(?:exp(?:iry|ires|iration)?(?:\s+date)?|valid(?:\s+(?:to|thru|through|until|till))?|"
    r"gültig(?:\s+bis)?|ablauf(?:datum)?|läuft\s+ab|udløb(?:er|sdato)?|udl\.?|"
    r"gyldig(?:t|hed)?(?:\s+(?:til|t\.o\.m\.))?|geldig(?:\s+(?:tot|t/m|t\.o\.m\.))?|"
    r"vervaldatum|verv(?:alt|aldag|\.)|verloopt)\.?[ \t:]*(?:0?[1-9]|1[0-2])|0[1-9]|1[0-2])"
    r"\s?[/\-]\s?(?:20)?\d{2}(?![\d/])",
    re.IGNORECASE,
)


def with_expiry(text: str, span: Span) -> Span:
    """A card number or its security code with the expiry date written right after it: card
    data too, and left beside a removed number it tells whose card it was."""
    expiry = _EXPIRY_NEXT_RE.match(text, span.end)
    return span if expiry is None else Span(span.start, expiry.end(), span.label)


def _valid_cards(groups: list[tuple[int, str]]) -> Iterator[Span]:
    """The Luhn-valid cards among a run's digit groups (see cards)."""
    i = 0
    while i < len(groups):
        if len(groups[i][1]) < 4:
            i += 1  # every common grouping starts with at least four digits
            continue
        # Ends j whose groups i..j-1 hold 12-19 digits; a card has at most 19 groups.
        ends, count = [], 0
        for j in range(i, min(len(groups), i + 19)):
            count += len(groups[j][1])
            if count > 19:
                break
            if count >= 12:
                ends.append(j + 1)
        for j in reversed(ends):
            if _card_ok("".join([g for _, g in groups[i:j]])):
                last_start, last = groups[j - 1]
                yield Span(groups[i][0], last_start + len(last), "CARD")
                i = j
                break
        else:
            # A card may start later only after a group that cannot belong to a 4-4-4-4
            # layout.
            i += 1
            while i < len(groups) and len(groups[i - 1][1]) == 4:
                i += 1


# Fail closed: the first part of a card number, cut short ("card number 4111 1111", the rest to
# follow in the next message): 7 to 12 digits in groups of three or more, starting like a card
# brand (2-6), right after a card's words and at most three filler words ("Kartennummer ist",
# "my card is", "kortnummeret er"). Up to six digits (the brand's prefix) or the last four
# ("ending 4242") stay readable.
_PARTIAL_RUN_RE = re.compile(r"(?<![\w.,])[2-6]\d{2,11}(?:[ \-.]\d{1,12}){0,3}(?![\w%]|[ \-.,]\d)")
_PARTIAL_CUE_BEFORE_RE = re.compile(
    _NOT_OWN_CARD
    + _CARD_WORD
    + r"(?:[\s:#=]+(?:number|nummer|nummeret|nr\.?|no\.?|is|ist|lautet|er|was|war|var|"
    r"begins|starts|beginnt|begint|starter|with|mit|met|med|my|mine|meine|min|mijn|the|die|de|"
    r"den|het|dem|are|sind|zijn)){0,3}[\s:#=]*\Z",
    re.IGNORECASE,
)


# A card number's own word ("Kartennummer", "card number", "kortnummeret", "kaartnummer").
_NUMBER_WORD_RE = re.compile(
    _NOT_OWN_CARD
    + r"(?:kredit|credit|debit|betalings|bank)?(?:karte|card|kort|kaart)(?:en|et|s)?[\s-]?"
    r"(?:n?nummer|number|no\.|nr\.)(?:et|en|s)?(?![\w])",
    re.IGNORECASE,
)
# A card-sized run: 13 to 19 digits from 2 to 6, in groups or not.
_FULL_RUN_RE = re.compile(r"(?<![\w.,])[2-6]\d{3}(?:[ \-]?\d){9,15}(?![\w]|[ \-.,]\d)")
_NAMED_REACH = 120


def named_cards(text: str, taken: list[tuple[int, int]]) -> Iterator[Span]:
    """A card-sized number after a card number's word in the message, whatever its checksum or
    what stands between ("kann ich die kartennummer einfach hier schreiben? 5232194800673177"):
    a digit mistyped leaves the rest of the card in the text. Fail closed; a shop's own card
    (loyalty, library, gift) named anywhere in the message makes it that card's number."""
    words = list(_NUMBER_WORD_RE.finditer(text))
    if not words or _OWN_CARD_BEFORE_RE.search(text) is not None:
        return  # "How many loyalty points do I have? Card no. 6340 ...": the shop's own card
    for word in words:
        for run in _FULL_RUN_RE.finditer(text, word.end(), word.end() + _NAMED_REACH):
            if not inside(run.start(), run.end(), taken):
                yield Span(run.start(), run.end(), "CARD")


def partial_cards(text: str, taken: list[tuple[int, int]]) -> Iterator[Span]:
    """Card numbers cut short after a card's words (see _PARTIAL_RUN_RE)."""
    for run in _PARTIAL_RUN_RE.finditer(text):
        digits = sum(char.isdigit() for char in run.group())
        if not 7 <= digits <= 12 or inside(run.start(), run.end(), taken):
            continue
        if _PARTIAL_CUE_BEFORE_RE.search(text, max(0, run.start() - 60), run.start()):
            yield Span(run.start(), run.end(), "CARD")
