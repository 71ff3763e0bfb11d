"""One-time codes of capitals and digits mixed in one token, named anywhere in their sentence.

"ich hab die mail mit dem code bekommen, da steht 7F3K9Q drin", "the code came by mail and it
says 8KW2TQ". A cue's tail finds the code right after its word; here the word stands earlier in
the sentence. The token alternates letters and digits (three runs at least: "7F3K9Q", "H7K2PX"),
unlike a discount code, a word and a number ("SOMMER25", "25OFF"); a sentence about a voucher, a
booking, an error or a device's model or serial number names a code that is no secret.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.gates import parts_pattern
from privacy.spans import Span

# Five to eight capitals and digits, two of each at least, alone between non-word characters.
_TOKEN_RE = re.compile(
    r"(?<![\w\-/.#])(?=[A-Z]*\d[A-Z]*\d)(?=\d*[A-Z]\d*[A-Z])[A-Z0-9]{5,8}(?![\w\-/])"
)
_RUN_RE = re.compile(r"[A-Z]+|\d+")
_CODE_WORD_RE = re.compile(r"code|kode|tan\b|otp", re.IGNORECASE)
_SENTENCE_END_RE = re.compile(r"[.!?](?=\s|\Z)|\n")
# Codes that are no secret by what they belong to.
_NOT_SECRET_RE = re.compile(
    r"gutschein|voucher|gift|gave|kado|cadeau|rabat|discount|promo|korting|coupon|rabatt|label|"
    r"retour|return|order|bestell|tracking|sendung|pakke|parcel|buchung|booking|boeking|"
    r"reserv|flug|flight|vlucht|fly|ticket|billet|fehler|error|fout|fejl|serie|serial|model|"
    r"artikel|article|produkt|product|postcode|plz|postnummer|referen|aktenzeichen|vorgangs|"
    r"invoice|rechnung|factuur|faktura|kundennummer|customer\s+number|klantnummer|kundenummer",
    re.IGNORECASE,
)


def mixed_codes(text: str, found: list[Span]) -> Iterator[Span]:
    """OTPs shaped like "7F3K9Q" in a sentence that names a code and nothing that is no secret.

    Call only when the text holds a digit, a capital and a code word.
    """
    for match in _TOKEN_RE.finditer(text):
        if len(_RUN_RE.findall(match.group())) < 3:
            continue  # "SOMMER25", "25OFF", "KZ4471": a word and a number
        if any(s.start < match.end() and match.start() < s.end for s in found):
            continue
        start, end = _sentence(text, match.start(), match.end())
        if _CODE_WORD_RE.search(text, start, end) is None:
            continue
        if _NOT_SECRET_RE.search(text, start, end) is not None:
            continue
        yield Span(match.start(), match.end(), "OTP")


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """Bounds of the sentence holding text[start:end]."""
    begin = 0
    for mark in _SENTENCE_END_RE.finditer(text, 0, start):
        begin = mark.end()
    after = _SENTENCE_END_RE.search(text, end)
    return begin, len(text) if after is None else after.start()


# A code read out in pieces: "hij begint met 9K2P en dan 7XRM", "it starts with 4QX and then
# 7JT2", "beginnt mit 8H3 und dann K2L", "den starter med 5T og så 9P2". Each piece is part of
# the code, however far its sentence's code word stands.
_PIECE = r"(?=[A-Z]*\d|\d*[A-Z])[A-Z0-9]{2,8}"
_PIECES_RE = re.compile(
    r"(?<![\w])(?:begins?|begint|beginnt|starts?|starter|startet|first|erst|først|eerst)"
    r"(?:\s+(?:with|met|mit|med))?\s+[\"'„“»«]?(?P<first>" + _PIECE + r")(?![\w\-/])[\"'“”«»]?"
    r"\s*,?\s*(?:(?:and|en|und|og)\s+)?(?:then|dan|dann|så|danach|derefter|daarna|after\s+that)"
    r"\s+(?:(?:comes|kommt|komt|kommer)\s+)?[\"'„“»«]?(?P<second>" + _PIECE + r")(?![\w\-/])",
    re.IGNORECASE,
)
_CAPITALS_AND_DIGITS_RE = re.compile(r"[A-Z0-9]+")
# The letters of each word that starts a reading in pieces (see _PIECES_RE).
_PIECES_PARTS_RE = parts_pattern(["begin", "start", "first", "erst", "først", "eerst"])


def code_pieces(text: str, found: list[Span]) -> Iterator[Span]:
    """The pieces of a code read out one after the other (see above), in a sentence that names
    a code and nothing that is no secret."""
    if _PIECES_PARTS_RE.search(text.lower()) is None:
        return  # no word that starts a reading in pieces: most messages
    for match in _PIECES_RE.finditer(text):
        pieces = [match.span("first"), match.span("second")]
        joined = match.group("first") + match.group("second")
        if not (_CAPITALS_AND_DIGITS_RE.fullmatch(joined) and any(c.isdigit() for c in joined)):
            continue  # "starts with Ab then Cd": words, no code
        start, end = _sentence(text, match.start(), match.end())
        if _CODE_WORD_RE.search(text, start, end) is None:
            continue
        if _NOT_SECRET_RE.search(text, start, end) is not None:
            continue
        for p_start, p_end in pieces:
            if not any(s.start <= p_start and p_end <= s.end for s in found):
                yield Span(p_start, p_end, "OTP")


# DigiD's koppelcode: four capital letters the app shows to link it ("De DigiD app geeft
# koppelcode VBRK", "de koppelcode die in de brief stond, dat is ZKRM"), a one-time code with no
# digit at all.
_KOPPELCODE_RE = re.compile(
    r"(?i:koppelcode)\w*(?:[^.!?\n]{0,60}?(?:[,:]|\s(?i:dat|die|het|that))[^\S\n]*(?i:is|was|luidt)"
    r"(?=[^\S\n]))?[^\S\n]*(?:(?i:is|was|luidt|:|=)[^\S\n]*)?[\"'„“‚‘»«]?(?P<value>[A-Z]{4})"
    r"(?![\w-])"
)


def koppel_codes(text: str) -> Iterator[Span]:
    """The four letters after a DigiD koppelcode's word (see above)."""
    for match in _KOPPELCODE_RE.finditer(text):
        yield Span(*match.span("value"), "OTP")
