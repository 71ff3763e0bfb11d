"""Error codes are no secrets: the token right after an error code's word is the error's.

"Ongeldig wachtwoord (foutcode WW-403)", "Fehlercode PW-17 beim Login", "error code E1234",
"fejlkode: KODE-09", "error #PW17", "fehler 4031". A screen that refuses a password or a code
shows such a code beside the password or code word, and the cue rules would read it as the
secret; what an error code's word names is the error.
"""

from __future__ import annotations

import re

from privacy.spans import Span

# An error word and the word for its code or a "#", at the end of the text before the token; an
# error word alone is "wrong" too ("wachtwoord fout: Zomer2020" names the password).
_ERROR_BEFORE_RE = re.compile(
    r"(?:error|fehler|fout|fejl)(?:[\s-]?(?:code|kode|nummer|number|nr)[^\S\n]*:?|[^\S\n]*#)"
    r"[^\S\n]*\Z",
    re.IGNORECASE,
)
# An error noun right before a number is that error's number ("fehler 4031", "(fejl 1029)",
# "error 503"); Dutch "fout" alone means "wrong", so only its compounds count.
_ERROR_NOUN = r"(?:error|fehler|fejl|foutcode|foutmelding|fehlermeldung|fejlmeddelelse)[^\S\n]+"
_ERROR_NOUN_BEFORE_RE = re.compile(rf"(?<![\w]){_ERROR_NOUN}\Z", re.IGNORECASE)
_ERROR_VALUE_RE = re.compile(rf"{_ERROR_NOUN}\d+", re.IGNORECASE)
_LOOK_BACK = 24


def error_code(text: str, span: Span) -> bool:
    """True when the token holding span stands right after an error word (see above)."""
    start = span.start
    while start > 0 and not text[start - 1].isspace() and text[start - 1] not in "(\"'#":
        start -= 1
    if _ERROR_BEFORE_RE.search(text, max(0, start - _LOOK_BACK), start) is not None:
        return True
    value = text[span.start : span.end]
    if value.isdigit():
        return _ERROR_NOUN_BEFORE_RE.search(text, max(0, start - _LOOK_BACK), start) is not None
    return _ERROR_VALUE_RE.fullmatch(value) is not None  # "får bare (fejl 7731)"


# A cue word in capitals joined by a hyphen to what follows it, inside an identifier: after
# letters and a hyphen ("E-PW-07") or a reference's word ("kenmerk PIN-55120").
_JOINED_CUE_RE = re.compile(
    r"(?:(?<![\w-])[^\W\d_]{1,4}-|(?<![\w])(?:kenmerk|referentie|reference|ref|referenz|"
    r"aktenzeichen|vorgang|sag|sagsnummer|case|ticket)\.?:?\s+)(?:PW|PWD|WW|PIN|TAN|OTP)\Z",
    re.IGNORECASE,
)

_CUE_IDENTIFIER_RE = re.compile(r"[A-Z]{1,4}-(?:PW|PWD|WW|PIN|TAN|OTP)-[A-Z\d]{1,6}")


def joined_identifier(text: str, span: Span) -> bool:
    """True when span starts with the hyphen that joins a cue word to it in an identifier (see
    above: "Jeg får fejl 'E-PW-07'"): what follows the hyphen is no secret. A cue in lower case
    ("pin-4471") still names its value."""
    if _CUE_IDENTIFIER_RE.fullmatch(text, span.start, span.end) is not None:
        return True  # "melding 'X-PW-12'": the whole identifier
    if text[span.start : span.start + 1] != "-":
        return False
    match = _JOINED_CUE_RE.search(text, max(0, span.start - 24), span.start)
    return match is not None and text[span.start - 2 : span.start].isupper()
