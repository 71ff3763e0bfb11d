"""A discount code is no secret: a word in capitals and a number ("FORÅR15", "SOMMER20",
"BLACKFRIDAY25") in a message about a discount, named by a bare code word ("Koden var FORÅR15"
after "kan ikke se rabatten på 15%"). A password word before the value still names a password
("mein Passwort HUND2024 geht nicht, wollte den Rabatt einlösen").
"""

from __future__ import annotations

import re

from privacy.spans import Span

_PROMOTION_SHAPE_RE = re.compile(r"[^\W\d_]{3,}\d{1,3}|\d{1,3}[^\W\d_]{3,}")
_DISCOUNT_RE = re.compile(
    r"rabat|rabatt|korting|discount|promo|voucher|gutschein|coupon|kupon|actie|aktion|tilbud|"
    r"angebot|aanbieding|sale\b|% ?(?:off|rabat|rabatt|korting)",
    re.IGNORECASE,
)
_PASSWORD_WORD_BEFORE_RE = re.compile(
    r"pass|kennw|kodeord|adgangskode|wachtw|\bww\b|\bpw\b|\bpin", re.IGNORECASE
)


def promotion_code(text: str, span: Span) -> bool:
    """True when span is a discount code's shape in a message about a discount, with no password
    word in the 40 characters before it (see above)."""
    value = text[span.start : span.end]
    if not value.isupper() or _PROMOTION_SHAPE_RE.fullmatch(value) is None:
        return False
    if _DISCOUNT_RE.search(text) is None:
        return False
    return _PASSWORD_WORD_BEFORE_RE.search(text, max(0, span.start - 40), span.start) is None
