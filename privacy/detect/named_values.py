"""Plain words a sentence names as a password without a cue right before them.

- A name that is also the password: "Min kat hedder Minimis og det er også mit kodeord", "Mijn
  kat heet Mientje en dat is ook mijn wachtwoord", "our dog is called Biscuit and that's my
  password too", "Unser Hund heißt Bello und das ist auch mein Passwort".
- The code of an account, a portal or a site that is a word: "der code fürs kundenportal ist
  gartenzwerg", "the code for the customer portal is gardengnome", "koden til portalen er
  solsikke", "de code voor het portaal is zonnebloem". (A code of digits is read by the code
  windows.)
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.password_talk import TALK
from privacy.spans import Span

_CUE = r"(?:kodeord|adgangskode|password|passwort|kennwort|wachtwoord|pw|ww|pin|kode|code)\w*"
_NAME_THEN_PASSWORD_RE = re.compile(
    r"(?i:\b(?:hedder|hed|heet|heette|heißt|hieß|is\s+called|was\s+called|named|name\s+is)\s+)"
    r"(?P<value>[^\W\d_][\w-]{1,30})"
    r"(?i:\s+(?:og|en|und|and)\s+(?:det|dat|das|that|it|die)(?:'s|\s+er|\s+is|\s+ist|\s+was|"
    r"\s+var|\s+war)\s+(?:(?:også|ook|auch|also|ogsaa)\s+)?(?:mit|min|mijn|mein|meine|my|mn|m'n)"
    rf"\s+{_CUE}(?:\s+(?:too|as\s+well|auch|også|ook))?\b)"
)
_CODE_OF_ACCOUNT_RE = re.compile(
    r"(?i:\b(?:the\s+|der\s+|den\s+|de\s+|die\s+)?(?:code|kode|koden|zugangscode|toegangscode)\s+"
    r"(?:for|für|fürs|zum|zur|til|voor|van|to)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:portal|portalen|portaal|kundenportal|account|konto|kontoen|login|site|website|webseite|"
    r"hjemmeside|app|appen|webshop|shop|netbank|online\w*|mitid|digid|seite)\s+"
    r"(?:is|ist|er|was|war|var)\s+)"
    r"(?P<value>[^\W\d_][^\W\d_-]{3,30})(?![\w-])"
)


def named_values(text: str) -> Iterator[Span]:
    """The plain words a sentence names as a password (see above)."""
    for pattern in (_NAME_THEN_PASSWORD_RE, _CODE_OF_ACCOUNT_RE):
        for match in pattern.finditer(text):
            if match.group("value").lower() not in TALK:
                yield Span(*match.span("value"), "PASSWORD")
