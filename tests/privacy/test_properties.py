"""Property tests: a valid card number or IBAN inside arbitrary text is always caught."""

from hypothesis import given, settings
from hypothesis import strategies as st
from stdnum import iban as stdnum_iban
from stdnum import luhn

from privacy.detect import detect
from privacy.detect.cards import names_another_number

# Surrounding text may be anything; a space separates it from the value, as in real messages.
# A digit right next to that space would make "123 4111 1111 …" ambiguous even to a person, so
# the text next to the value ends (or starts) with a non-digit.
before_text = st.text(max_size=60).map(lambda s: s + "x" if s[-1:].isdigit() else s)
after_text = st.text(max_size=60).map(lambda s: "x" + s if s[:1].isdigit() else s)
_PREFIXES = {
    "4": (13, 16, 19),
    "51": (16,),
    "55": (16,),
    "2221": (16,),
    "34": (15,),
    "37": (15,),
    "6759": (12, 16, 19),
    "5018": (16,),
}


@st.composite
def card_numbers(draw) -> str:
    """A Luhn-valid card number in one of the common groupings."""
    prefix = draw(st.sampled_from(sorted(_PREFIXES)))
    length = draw(st.sampled_from(_PREFIXES[prefix]))
    body = prefix + draw(
        st.text("0123456789", min_size=length - len(prefix) - 1, max_size=length - len(prefix) - 1)
    )
    digits = body + luhn.calc_check_digit(body)
    sep = draw(st.sampled_from(["", " ", "-"]))
    if length == 15:
        return sep.join([digits[:4], digits[4:10], digits[10:]])
    return sep.join(digits[i : i + 4] for i in range(0, length, 4))


_IBAN_SEEDS = [
    "DE89370400440532013000",
    "GB29NWBK60161331926819",
    "NL91ABNA0417164300",
    "DK5000400440116243",
    "AT611904300234573201",
    "CH9300762011623852957",
    "FR1420041010050500013M02606",
    "SE4550000000058398257466",
]


@st.composite
def ibans(draw) -> str:
    """A checksum-valid IBAN, grouped or compact, upper or lower case."""
    seed = draw(st.sampled_from(_IBAN_SEEDS))
    for _ in range(20):
        digits = draw(st.text("0123456789", min_size=len(seed) - 4, max_size=len(seed) - 4))
        bban = "".join(d if c.isdigit() else c for c, d in zip(seed[4:], digits, strict=True))
        number = seed[:2] + stdnum_iban.calc_check_digits(seed[:2] + "00" + bban) + bban
        if stdnum_iban.is_valid(number):
            break
    else:
        number = seed
    if draw(st.booleans()):
        number = " ".join(number[i : i + 4] for i in range(0, len(number), 4))
    return number.lower() if draw(st.booleans()) else number


def _covered(text: str, start: int, end: int, labels: str | tuple[str, ...]) -> bool:
    """True when a detected span of one of the labels covers [start, end) completely."""
    labels = (labels,) if isinstance(labels, str) else labels
    return any(s.label in labels and s.start <= start and s.end >= end for s in detect(text))


@settings(max_examples=300, deadline=None)
@given(before=before_text, value=card_numbers(), after=after_text)
def test_card_always_caught(before, value, after):
    # Hypothesis also draws words from this project's own code ("ARTICLE", "NETVÆRK"), so the
    # text before may name a barcode or a gift card on purpose: such a number is no payment card.
    # Next to a network's name the digits are its router key: a PASSWORD, never stored either.
    text = f"{before} {value} {after}"
    start = len(before) + 1
    if names_another_number(text, start):
        return
    assert _covered(text, start, start + len(value), ("CARD", "PASSWORD"))


@settings(max_examples=300, deadline=None)
@given(before=before_text, value=ibans(), after=after_text)
def test_iban_always_caught(before, value, after):
    text = f"{before} {value} {after}"
    start = len(before) + 1
    assert _covered(text, start, start + len(value), "IBAN")
