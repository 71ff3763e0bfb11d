"""Generate the labelled privacy corpora (main.jsonl and heldout.jsonl); run from the repo root."""

from __future__ import annotations

import json
import random
import re
import string
import sys
from collections.abc import Callable
from pathlib import Path

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType
from stdnum import iban as stdnum_iban
from stdnum import luhn

HERE = Path(__file__).parent
LANGS = ("de", "en", "da", "nl")

# ---------------------------------------------------------------- value makers


def card_number(rng: random.Random) -> str:
    """A Luhn-valid Visa, Mastercard, Amex or Maestro number in a common grouping."""
    kind = rng.choice(["visa16", "visa16", "visa13", "visa19", "mc", "mc2", "amex", "maestro"])
    prefix, length = {
        "visa16": ("4", 16),
        "visa13": ("4", 13),
        "visa19": ("4", 19),
        "mc": (str(rng.randint(51, 55)), 16),
        "mc2": (str(rng.randint(2221, 2720)), 16),
        "amex": (rng.choice(["34", "37"]), 15),
        "maestro": (
            rng.choice(["5018", "5020", "6304", "6759", "6761", "6799"]),
            rng.choice([12, 16, 18, 19]),
        ),
    }[kind]
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    digits = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(digits)
    sep = rng.choice([" ", " ", "-", ""])
    if kind == "amex":
        groups = [digits[:4], digits[4:10], digits[10:]]
    else:
        groups = [digits[i : i + 4] for i in range(0, len(digits), 4)]
    return sep.join(groups)


def bad_card(rng: random.Random) -> str:
    """A 16-digit card-shaped run that fails Luhn."""
    while True:
        digits = "4" + "".join(rng.choice(string.digits) for _ in range(15))
        if not luhn.is_valid(digits):
            break
    return rng.choice([" ", ""]).join(digits[i : i + 4] for i in range(0, 16, 4))


_IBAN_SEEDS = [
    "DE89370400440532013000",
    "AT611904300234573201",
    "CH9300762011623852957",
    "NL91ABNA0417164300",
    "BE68539007547034",
    "DK5000400440116243",
    "GB29NWBK60161331926819",
    "FR1420041010050500013M02606",
    "ES9121000418450200051332",
    "IT60X0542811101000000123456",
    "PL61109010140000071219812874",
    "SE4550000000058398257466",
    "NO9386011117947",
    "FI2112345600000785",
    "LU280019400644750000",
    "IE29AIBK93115212345678",
    "PT50000201231234567890154",
    "NL02RABO0123456789",
]


def iban_number(rng: random.Random) -> str:
    """A checksum-valid IBAN of a random country, grouped or compact, sometimes lower case."""
    while True:
        seed = rng.choice(_IBAN_SEEDS)
        bban = "".join(
            rng.choice(string.digits) if c.isdigit() and i > 3 and rng.random() < 0.6 else c
            for i, c in enumerate(seed[4:])
        )
        number = seed[:2] + "00" + bban
        number = seed[:2] + stdnum_iban.calc_check_digits(number) + bban
        if stdnum_iban.is_valid(number):
            break
    style = rng.random()
    if style < 0.55:
        out = " ".join(number[i : i + 4] for i in range(0, len(number), 4))
    else:
        out = number
    return out.lower() if rng.random() < 0.15 else out


def bad_iban(rng: random.Random) -> str:
    """An IBAN-shaped string whose checksum fails."""
    number = iban_number(rng).replace(" ", "").upper()
    while True:
        pos = rng.randrange(4, len(number))
        if number[pos].isdigit():
            broken = number[:pos] + str((int(number[pos]) + rng.randint(1, 9)) % 10)
            broken += number[pos + 1 :]
            if not stdnum_iban.is_valid(broken):
                return " ".join(broken[i : i + 4] for i in range(0, len(broken), 4))


_REGION_BY_LANG = {"de": ["DE", "AT", "CH"], "en": ["GB", "US"], "da": ["DK"], "nl": ["NL", "BE"]}


def phone_number(rng: random.Random, lang: str) -> str:
    """A valid number of DE AT CH NL BE DK GB US in national or international form."""
    region = rng.choice(
        _REGION_BY_LANG[lang] * 3 + ["DE", "AT", "CH", "NL", "BE", "DK", "GB", "US"]
    )
    kind = rng.choice([PhoneNumberType.MOBILE, PhoneNumberType.FIXED_LINE])
    example = phonenumbers.example_number_for_type(region, kind)
    national = str(example.national_number)
    while True:
        keep = max(2, len(national) - 5)
        digits = national[:keep] + "".join(rng.choice(string.digits) for _ in national[keep:])
        number = phonenumbers.parse("+" + str(example.country_code) + digits)
        if phonenumbers.is_valid_number(number):
            break
    fmt = rng.random()
    if fmt < 0.4:
        out = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
    elif fmt < 0.8:
        out = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
    elif fmt < 0.9:
        out = phonenumbers.format_number(number, PhoneNumberFormat.E164)
    else:
        out = "00" + phonenumbers.format_number(number, PhoneNumberFormat.E164)[1:]
    return out


_FIRST = [
    "anna",
    "jan",
    "lars",
    "sophie",
    "m.mueller",
    "peter.jensen",
    "emma",
    "daan",
    "tom",
    "lisa.schmidt",
    "kim",
    "sanne.devries",
    "j.smith",
    "mette",
    "lukas",
    "noah",
    "f.bakker",
]
_DOMAINS = [
    "example.com",
    "gmail.com",
    "web.de",
    "gmx.de",
    "outlook.com",
    "hotmail.dk",
    "ziggo.nl",
    "posteo.de",
    "firma-meier.de",
    "mail.co.uk",
    "kpnmail.nl",
    "yahoo.com",
]


def email(rng: random.Random) -> str:
    """A plausible e-mail address."""
    user = rng.choice(_FIRST) + rng.choice(["", "", str(rng.randint(1, 99)), "+shop"])
    return user + "@" + rng.choice(_DOMAINS)


_STREETS = {
    "de": [
        "Hauptstraße",
        "Bahnhofstr.",
        "Goethestraße",
        "Lindenweg",
        "Am Markt",
        "Schillerplatz",
        "Berliner Straße",
        "Karl-Marx-Allee",
        "Mühlgasse",
        "Rosenweg",
        "Kirchstraße",
        "Unter den Linden",
        "Mariahilfer Straße",
        "Bahnhofstrasse",
        "Seeweg",
        "Schlossallee",
    ],
    "nl": [
        "Kerkstraat",
        "Dorpsstraat",
        "Stationsweg",
        "Prinsengracht",
        "Molenlaan",
        "Marktplein",
        "Julianalaan",
        "Herengracht",
        "Wilhelminastraat",
        "Nieuwe Binnenweg",
        "Grote Markt",
        "Hoogstraat",
        "Kerkplein",
        "Meir",
    ],
    "da": [
        "Nørregade",
        "Vestergade",
        "Strandvejen",
        "Østerbrogade",
        "Hovedgaden",
        "Skovvej",
        "Kongens Nytorv",
        "Jernbanegade",
        "Amagerbrogade",
        "Bredgade",
        "Søndre Allé",
        "Kirkevej",
    ],
    "en": [
        "Baker Street",
        "High Street",
        "Station Road",
        "Church Lane",
        "Park Avenue",
        "Elm Street",
        "Main St",
        "Pennsylvania Ave NW",
        "Victoria Road",
        "Maple Drive",
        "Oak Avenue",
        "Queen's Road",
        "Kings Way",
        "Abbey Road",
    ],
}
_CITIES = {
    "de": [
        ("10115", "Berlin"),
        ("80331", "München"),
        ("20095", "Hamburg"),
        ("1070", "Wien"),
        ("8001", "Zürich"),
        ("50667", "Köln"),
        ("60311", "Frankfurt am Main"),
        ("04109", "Leipzig"),
        ("3011", "Bern"),
    ],
    "nl": [
        ("1017 GC", "Amsterdam"),
        ("3011 AB", "Rotterdam"),
        ("3511 LX", "Utrecht"),
        ("2000", "Antwerpen"),
        ("9000", "Gent"),
        ("5611 AB", "Eindhoven"),
        ("2511 CV", "Den Haag"),
    ],
    "da": [
        ("1165", "København K"),
        ("8000", "Aarhus C"),
        ("5000", "Odense C"),
        ("9000", "Aalborg"),
        ("2100", "København Ø"),
        ("7100", "Vejle"),
        ("4000", "Roskilde"),
    ],
    "en": [
        ("NW1 6XE", "London"),
        ("M1 1AE", "Manchester"),
        ("EH1 1YZ", "Edinburgh"),
        ("DC 20500", "Washington"),
        ("NY 10001", "New York"),
        ("CA 94105", "San Francisco"),
        ("B1 1AA", "Birmingham"),
    ],
}


def address(rng: random.Random, lang: str) -> str:
    """A street address in the country's usual form, sometimes with postcode and city."""
    street = rng.choice(_STREETS[lang])
    number = str(rng.randint(1, 240)) + rng.choice(["", "", "", "a", "b"])
    post, city = rng.choice(_CITIES[lang])
    with_city = rng.random() < 0.7
    if lang == "en":
        if "Ave NW" in street or post[0:2].isalpha() and post[2] == " " and post[3:].isdigit():
            line = f"{number} {street}"
            return f"{line}, {city}, {post}" if with_city else line
        line = f"{rng.randint(1, 240)}{rng.choice(['', '', 'B'])} {street}"
        return f"{line}, {city} {post}" if with_city else line
    if lang == "da":
        floor = rng.choice(["", "", ", 2. th.", ", st. tv.", ", 1. sal", ", 3. mf."])
        line = f"{street} {number}{floor}"
    elif lang == "nl":
        line = f"{street} {number}{rng.choice(['', '', '-2', ' hs'])}"
    else:
        line = f"{street} {number}"
    return f"{line}, {post} {city}" if with_city else line


def password(rng: random.Random) -> str:
    """A password as people type it: word plus digits and a symbol, or random."""
    words = [
        "Sommer",
        "hund",
        "Fiets",
        "katze",
        "Blomst",
        "sunshine",
        "Dragon",
        "Zomer",
        "hygge",
        "Kaffee",
        "Tulp",
        "Mads",
        "Schalke",
        "Ajax",
        "Liverpool",
    ]
    style = rng.random()
    if style < 0.5:
        return rng.choice(words) + str(rng.randint(1, 2025)) + rng.choice(["", "!", "#", "$", "?"])
    if style < 0.8:
        alphabet = string.ascii_letters + string.digits + "!#$%&*"
        return "".join(rng.choice(alphabet) for _ in range(rng.randint(8, 16)))
    return rng.choice(words).lower() + rng.choice(["_", ".", "-"]) + rng.choice(words).lower()


def otp(rng: random.Random) -> str:
    """A one-time code: mostly six digits."""
    style = rng.random()
    if style < 0.7:
        return "".join(rng.choice(string.digits) for _ in range(6))
    if style < 0.85:
        return "".join(rng.choice(string.digits) for _ in range(rng.choice([4, 5, 8])))
    if style < 0.95:
        return f"{rng.randint(100, 999)} {rng.randint(100, 999)}"
    return f"G-{rng.randint(100000, 999999)}"


def cvc(rng: random.Random) -> str:
    """A card verification code."""
    return str(rng.randint(100, 9999 if rng.random() < 0.15 else 999))


_HEALTH = {
    "de": [
        "Diabetes",
        "Typ-2-Diabetes",
        "schwanger",
        "Schwangerschaft",
        "Bluthochdruck",
        "Insulin",
        "Metformin",
        "Depressionen",
        "Rollstuhl",
        "Rollstuhlfahrerin",
        "schwerbehindert",
        "Epilepsie",
        "Asthma",
        "Brustkrebs",
        "Chemotherapie",
        "Zöliakie",
        "Migräne",
        "Bandscheibenvorfall",
        "Schwerbehindertenausweis",
        "Herzinfarkt",
        "Antidepressiva",
        "Diabetikerin",
        "gehörlos",
        "Laktoseintoleranz",
        "krankgeschrieben",
    ],
    "en": [
        "diabetes",
        "type 2 diabetes",
        "pregnant",
        "pregnancy",
        "high blood pressure",
        "insulin",
        "metformin",
        "depression",
        "wheelchair",
        "wheelchair user",
        "epilepsy",
        "asthma",
        "breast cancer",
        "chemotherapy",
        "coeliac disease",
        "migraines",
        "slipped disc",
        "heart attack",
        "antidepressants",
        "diabetic",
        "deaf",
        "lactose intolerant",
        "anxiety disorder",
        "ADHD",
        "maternity leave",
    ],
    "da": [
        "diabetes",
        "sukkersyge",
        "gravid",
        "graviditeten",
        "forhøjet blodtryk",
        "insulin",
        "depression",
        "kørestol",
        "kørestolsbruger",
        "epilepsi",
        "astma",
        "brystkræft",
        "kemoterapi",
        "cøliaki",
        "migræne",
        "diskusprolaps",
        "blodprop i hjertet",
        "antidepressiva",
        "diabetiker",
        "døv",
        "laktoseintolerant",
        "sygemeldt",
        "handicap",
        "barselsorlov",
        "ADHD",
    ],
    "nl": [
        "diabetes",
        "suikerziekte",
        "zwanger",
        "zwangerschap",
        "hoge bloeddruk",
        "insuline",
        "metformine",
        "depressie",
        "rolstoel",
        "rolstoelgebruiker",
        "epilepsie",
        "astma",
        "borstkanker",
        "chemotherapie",
        "coeliakie",
        "migraine",
        "hernia",
        "hartaanval",
        "antidepressiva",
        "diabeet",
        "slechthorend",
        "lactose-intolerant",
        "ziekgemeld",
        "zwangerschapsverlof",
        "ADHD",
    ],
}


# Hard negatives: never labelled.
def order_no(rng: random.Random) -> str:
    """An order, invoice, article, tracking or customer number."""
    return rng.choice(
        [
            f"{rng.randint(100000, 99999999)}",
            f"#{rng.randint(10000, 999999)}",
            f"A-{rng.randint(100000, 999999)}",
            f"RE-2024-{rng.randint(10000, 99999)}",
            f"KD-{rng.randint(100000, 999999)}",
            f"1Z{rng.randint(100, 999)}AA1{rng.randint(10**10, 10**11 - 1)}",
            f"00340434{rng.randint(10**11, 10**12 - 1)}",
            f"JJD{rng.randint(10**14, 10**15 - 1)}",
            f"{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}",
            f"ART{rng.randint(10000, 99999)}",
        ]
    )


def price(rng: random.Random) -> str:
    """A price."""
    return rng.choice(
        [
            f"{rng.randint(5, 999)},{rng.randint(0, 99):02d} €",
            f"€{rng.randint(5, 999)}.{rng.randint(0, 99):02d}",
            f"{rng.randint(50, 9999)} kr.",
            f"£{rng.randint(5, 500)}.99",
            f"EUR {rng.randint(5, 999)},95",
        ]
    )


def date(rng: random.Random) -> str:
    """A date."""
    d, m = rng.randint(1, 28), rng.randint(1, 12)
    return rng.choice(
        [f"{d:02d}.{m:02d}.2024", f"{d}/{m}/2025", f"2025-{m:02d}-{d:02d}", f"{d}.{m}."]
    )


def time_(rng: random.Random) -> str:
    """A clock time."""
    return f"{rng.randint(7, 20)}:{rng.choice(['00', '15', '30', '45'])}"


def postcode(rng: random.Random) -> str:
    """A postcode alone."""
    return rng.choice(
        [
            str(rng.randint(10000, 99999)),
            str(rng.randint(1000, 9999)),
            f"{rng.randint(1000, 9999)} AB",
            "SW1A 1AA",
        ]
    )


def version(rng: random.Random) -> str:
    """A software or firmware version."""
    return rng.choice(
        [
            f"v{rng.randint(1, 9)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}",
            f"{rng.randint(1, 17)}.{rng.randint(0, 9)}",
            f"iOS {rng.randint(14, 18)}.{rng.randint(0, 6)}",
        ]
    )


def voucher(rng: random.Random) -> str:
    """A discount or voucher code."""
    return rng.choice(
        [
            "SOMMER20",
            "WELCOME10",
            "BLACKFRIDAY",
            "VINTER15",
            "KORTING25",
            "SAVE-30",
            f"GS{rng.randint(1000, 9999)}X",
            "FREESHIP",
            "HYGGE2024",
        ]
    )


MAKERS: dict[str, Callable[[random.Random, str], str]] = {
    "CARD": lambda r, lang: card_number(r),
    "CVC": lambda r, lang: cvc(r),
    "IBAN": lambda r, lang: iban_number(r),
    "EMAIL": lambda r, lang: email(r),
    "PHONE": phone_number,
    "PASSWORD": lambda r, lang: password(r),
    "OTP": lambda r, lang: otp(r),
    "ADDRESS": address,
    "HEALTH": lambda r, lang: r.choice(_HEALTH[lang]),
    "ORDER": lambda r, lang: order_no(r),
    "PRICE": lambda r, lang: price(r),
    "DATE": lambda r, lang: date(r),
    "TIME": lambda r, lang: time_(r),
    "POST": lambda r, lang: postcode(r),
    "BADCARD": lambda r, lang: bad_card(r),
    "BADIBAN": lambda r, lang: bad_iban(r),
    "VERSION": lambda r, lang: version(r),
    "VOUCHER": lambda r, lang: voucher(r),
}
LABELLED = {"CARD", "CVC", "IBAN", "EMAIL", "PHONE", "PASSWORD", "OTP", "ADDRESS", "HEALTH"}
# {LABEL} draws a value; {LABEL=literal} keeps a hand-written value.
_SLOT = re.compile(r"\{([A-Z]+)(?:=([^}]*))?\}")


def fill(template: str, rng: random.Random, lang: str) -> tuple[str, list[dict]]:
    """Fill a template's {SLOT}s and return the text with exact spans for labelled slots."""
    out, spans, pos = [], [], 0
    length = 0
    for match in _SLOT.finditer(template):
        literal = template[pos : match.start()]
        out.append(literal)
        length += len(literal)
        literal_value = match.group(2)
        value = literal_value if literal_value is not None else MAKERS[match.group(1)](rng, lang)
        if match.group(1) in LABELLED:
            spans.append({"start": length, "end": length + len(value), "label": match.group(1)})
        out.append(value)
        length += len(value)
        pos = match.end()
    out.append(template[pos:])
    text = "".join(out)
    for span in spans:
        value_len = span["end"] - span["start"]
        assert len(text[span["start"] : span["end"]]) == value_len
    return text, spans


def build(templates: dict[str, list[str]], per_lang: int, seed: int, prefix: str) -> list[dict]:
    """Draw per_lang messages per language from the templates, every template at least once."""
    rng = random.Random(seed)
    rows = []
    for lang in LANGS:
        pool = templates[lang]
        order = pool + [rng.choice(pool) for _ in range(max(0, per_lang - len(pool)))]
        for n, template in enumerate(order):
            text, spans = fill(template, rng, lang)
            rows.append(
                {"id": f"{prefix}-{lang}-{n:04d}", "lang": lang, "text": text, "spans": spans}
            )
    return rows


def write(rows: list[dict], path: Path) -> None:
    """Write rows as JSON lines after checking every span is exact."""
    with path.open("w", encoding="utf-8") as fh:
        for row in rows:
            for span in row["spans"]:
                assert 0 <= span["start"] < span["end"] <= len(row["text"]), row
                assert (
                    row["text"][span["start"] : span["end"]].strip()
                    == row["text"][span["start"] : span["end"]]
                )
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


def main() -> None:
    """Regenerate both corpora."""
    sys.path.insert(0, str(HERE))
    from templates_heldout import HELDOUT
    from templates_main import MAIN

    write(build(MAIN, 300, seed=20261129, prefix="main"), HERE / "main.jsonl")
    write(build(HELDOUT, 110, seed=4242, prefix="held"), HERE / "heldout.jsonl")


if __name__ == "__main__":
    main()
