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
