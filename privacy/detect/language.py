"""A cheap guess of the message's language, from stopwords."""

from __future__ import annotations

import re

LANGS = ("de", "en", "da", "nl")

_STOPWORDS = {
    "de": frozenset(
        "der die das und ist ich nicht ein eine mein meine mit von zu auf für bitte "
        "wie wo was habe haben sie es den dem noch kann wir ihr sind aber oder auch".split()
    ),
    "en": frozenset(
        "the and is i not a my with of to on for please how where what have you it "
        "can we are but or also this that be was order my is".split()
    ),
    "da": frozenset(
        "og er jeg ikke en et min mit med af til på for hvordan hvor hvad har du det "
        "kan vi men eller også den de jeres hej tak".split()
    ),
    "nl": frozenset(
        "de het en is ik niet een mijn met van te op voor hoe waar wat heb hebben u "
        "je kan we zijn maar of ook dit dat graag bedankt".split()
    ),
}
_WORD = re.compile(r"[^\W\d_]+")


_STOPWORD_LANGS: dict[str, tuple[int, ...]] = {}
for _index, _lang in enumerate(LANGS):
    for _word in _STOPWORDS[_lang]:
        _STOPWORD_LANGS[_word] = (*_STOPWORD_LANGS.get(_word, ()), _index)


def guess_language(text: str) -> str:
    """Guess de/en/da/nl from stopword counts; "en" when nothing matches."""
    scores = [0, 0, 0, 0]
    for word in _WORD.findall(text[:1000].lower()):
        for index in _STOPWORD_LANGS.get(word, ()):
            scores[index] += 1
    best = max(range(4), key=scores.__getitem__)
    return LANGS[best] if scores[best] else "en"
