"""Health data: terms from the lexicons and compounds by their ending."""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.detect.health_frames import AIDS as _AIDS
from privacy.detect.health_frames import framed_statements, medicine_for
from privacy.patterns import case_blind, read_lines, trie_pattern
from privacy.spans import Span

HEALTH_WORDS = [
    *(w for lang in ("de", "en", "da", "nl") for w in read_lines(f"health_{lang}.txt")),
    *read_lines("health_medicines.txt"),
]
HEALTH_WORDS_SET = frozenset(w.lower() for w in HEALTH_WORDS)


def _health_endings() -> tuple[dict[str, tuple[frozenset[str], frozenset[str] | None]], str]:
    """Health compound endings: ending -> (inflections, only first parts or None), and regex."""
    endings = {}
    for line in read_lines("health_compounds.txt"):
        head, _, inflections = line.partition(" ")
        ending, _, firsts = head.partition("=")
        endings[ending] = (
            frozenset(["", *inflections.split("|")]) if inflections else frozenset([""]),
            frozenset(firsts.split("|")) if firsts else None,
        )
    # A trie tries the longer of two endings first ("schmerzen" before "schmerz"), as a
    # longest-first alternation would, without trying every ending at each letter.
    return endings, trie_pattern(list(endings))


_HEALTH_ENDINGS, _HEALTH_ENDING_ALT = _health_endings()
_HEALTH_DENY = frozenset(read_lines("health_compounds_deny.txt"))
# Every ending with each of its inflections, found at word ends by the word scan; the compound
# regex runs only when one is there.
HEALTH_FORMS = tuple(sorted({e + i for e, (infl, _) in _HEALTH_ENDINGS.items() for i in infl}))
# A word (hyphens allowed) that ends in a health ending plus at most a short inflection.
_HEALTH_COMPOUND_RE = re.compile(
    r"(?<![\w-])(?P<first>[^\W\d_](?:[^\W\d_]|-)*?)(?P<ending>"
    + _HEALTH_ENDING_ALT
    + r")(?P<inflection>[^\W\d_]{0,4})(?![\w-])",
    re.IGNORECASE,
)


def health_compounds(scan: str) -> Iterator[Span]:
    """Health compounds by their ending ("Rückenschmerzen", "hovedpine", "blaasontsteking").

    scan is the word scan's text: lower-cased, after one space (spans are one less).
    """
    for match in _HEALTH_COMPOUND_RE.finditer(scan):
        first = match.group("first").lower()
        ending = match.group("ending").lower()
        inflections, firsts = _HEALTH_ENDINGS[ending]
        if match.group("inflection").lower() not in inflections:
            continue
        if sum(c.isalpha() for c in first) < 3 or (first + ending) in _HEALTH_DENY:
            continue
        if firsts is not None and first.rstrip("-") not in firsts:
            continue
        yield Span(match.start() - 1, match.end() - 1, "HEALTH")


# ---------------------------------------------------------------- health statements
#
# A statement about a person's health is often several words, none of them in a lexicon: an
# allergy to something, a condition as an abbreviation after "have", a medicine or contraceptive
# after "take", an aid one uses, a hospital stay. The span covers the statement.
_W = r"[^\W\d_][\w'’\-]*"
_ALLERGY = (
    r"(?i:allergisch|allergic|allergisk|anaphylactic|overfølsom|overgevoelig|intolerant|"
    r"unverträglichkeit|intolerance|intolerantie|intolerans|hypersensitive)"
    rf"\s+(?i:gegen|to|over\s?for|for|voor|op|against|mod|auf)\s+(?!(?i:\w+ing)(?![\w])){_W}"
    # The second word of the substance, not a joining word after it ("allergic to latex so").
    rf"(?:\s+(?!(?i:und|and|og|en|or|oder|eller|of|so|but|because|weil|denn|aber|fordi|men|"
    rf"omdat|dus|maar|want|also|too|auch|også|ook|please|bitte|venligst|graag|is|are|ist|sind|"
    rf"er|zijn|the|die|der|das|de|het|den|det|and|which|welche|hvilke|welke|can|kann|kan|kun)"
    rf"(?![\w])){_W})?"
    rf"(?:\s+(?i:und|and|og|en|&|or|oder|eller|of)\s+{_W})?"
    rf"|(?i:kan\s+ikke\s+t[aå]+le|can'?t\s+(?:eat|have|tolerate)|kan\s+geen)\s+{_W}"
    rf"(?:\s+(?i:hebben|verdragen|eten|verdraag))?"
    rf"|(?i:vertrage|verträgt)\s+(?i:kein(?:e|en)?)\s+{_W}"
    # "tåler ikke penicillin", "verdraag geen lactose"; verb last: "gegen Penicillin allergisch"
    rf"|(?i:tåler|taaler|tålte)\s+(?i:ikke)\s+{_W}|(?i:verdraag|verdraagt)\s+(?i:geen)\s+{_W}"
    rf"|(?i:gegen|tegen|voor)\s+{_W}(?:\s+{_W})?\s+(?i:allergisch|overgevoelig|intolerant)"
)
_CONDITIONS = (
    r"ADHS|ADHD|ADD|MS|KOL|COPD|ALS|PTSD|PTBS|IBS|T1D|T2D|HIV|ME/CFS|CFS|OCD|PCOS|POTS|"
    r"Crohn'?s?|Morbus\s+\w+|Hashimoto|(?i:type|typ|diabetes\s+type)[\s-]?[12]|"
    r"(?i:reumatoïde\s+artritis|rheumatoid\s+arthritis|macular\s+degeneration)"
)
_HAVE = (
    r"(?i:har|heeft|heb|hebt|hat|habe|hab|has|have|i've\s+got|got|lider\s+af|leide\s+an|"
    r"suffer\s+from|diagnosed\s+with|diagnosticeret\s+med|gediagnosticeerd\s+met|"
    r"fået\s+konstateret|vastgesteld)"
)
_BE = r"(?i:er|ben|bin|am|i'?m|is|ist|she'?s|he'?s|was|war|var|were|is\s+nu)"
_STATE = (
    r"(?i:gravid|zwanger|schwanger|pregnant|blind|døv|doof|taub|deaf|dement|gelähmt|verlamd|"
    r"lam|epileptiker\w*|diabetiker\w*|diabetic|diabeet|dialysepatient\w*|coeliac|celiac|"
    r"cøliaki|autist\w*|indlagt|opgenomen|hospitalised|hospitalized|krankgeschrieben|"
    r"sygemeldt|ziek\s?gemeld)"
)
_TAKE = (
    r"(?i:tager|tage|take|takes|taking|nehme|nimmt|nehm|slik|slikt|gebruik|gebruikt|bruger|"
    r"neem|neemt|started\s+on|on)"
)
# Generic drug names by their ending, written small ("slikt methylfenidaat", "takes ramipril").
_DRUG_ENDINGS = (
    *("fenidaat", "fenidat", "phenidate", "pril", "olol", "statin", "statine", "prazol"),
    *("prazole", "sartan", "cillin", "cilline", "mycin", "mycine", "oxetin", "oxetine"),
    *("azepam", "floxacin", "profen", "amol", "tamol"),
    # More stems of international non-proprietary names.
    *("trexate", "trexaat", "trexat", "formin", "formine", "thyroxin", "thyroxine", "dipine"),
    *("dipin", "parin", "parine", "xaban", "gatran", "triptan", "lukast", "solon", "solone"),
    *("nisolon", "nisone", "codon", "codone", "morphin", "morphine", "zolam", "tidin", "tidine"),
    *("ximab", "zumab", "cumab", "tinib", "glutid", "glutide", "glitazon", "gliptin", "setron"),
)
_CONTRACEPTIVES = (
    r"(?i:p-piller|p-pille|(?:die\s+|de\s+|the\s+)?(?:mikro|mini)?pill?e?|spiral(?:en)?|"
    r"spiraaltje|spirale|IUD|hormonspiral)"
)
# How many aids, or whose ("wear two hearing aids", "draag mijn hoorapparaten").
_AID_COUNT = r"(?i:two|twee|zwei|to|2|both|beide|begge|my|mijn|m'n|meine?|mine|min)"
# Where a person lies ill: the hospital, a ward, intensive care.
_WARD = (
    r"(?i:krankenhaus|hospital|ziekenhuis|hospitalet|sygehuset|klinik|kliniek|"
    r"maternity\s+ward|ward|intensive\s+care|icu|ic|intensiv(?:station|afdeling(?:en)?|afsnit(?:tet)?)?|"
    r"intensive|kraamafdeling|fødeafdelingen|fødegangen|barselsafsnittet|wochenstation|"
    r"entbindungsstation|kreißsaal)"
)
_HOSPITAL = (
    r"(?i:(?:im|in|i|på|op|on|auf|der)\s+(?:het\s+|the\s+|der\s+|de\s+)?"
    + _WARD
    + r"|(?:out\s+of|home\s+from|back\s+from|aus\s+dem|zurück\s+aus\s+dem|"
    r"entlassen\s+aus\s+dem|udskrevet\s+fra|hjem\s+fra|uit\s+het|terug\s+uit\s+het|"
    r"ontslagen\s+uit\s+het)\s+(?:the\s+)?" + _WARD + r")"
)
# Conditions and abbreviations said of a patient: "KOL patient", "MS-Patientin", "COPD-patiënt".
_PATIENT = r"(?i:[\s-]?(?:patient(?:in|en|er)?|patiënt(?:e|en)?))"
# A state said of the person writing or a person named: "blind user here", "døv kunde".
_STATE_PERSON = (
    r"(?<!(?i:roller)\s)(?i:blind|blinde[rn]?|deaf|døv|døve|doof|dove|taub|taube[rn]?)\s+"
    r"(?i:user|customer|person|kunde|kundin|nutzer(?:in)?|klant|gebruiker|bruger|mother|father|"
    r"mum|mom|dad|wife|husband|son|daughter|mutter|vater|mor|far|moeder|vader)"
)
_PREGNANCY_MONTH = (
    r"(?i:i|in|im|in\s+der|in\s+de|in\s+week|in\s+uge)\s+\d{1,2}\.?"
    r"(?:\s*(?i:måned|monat|maand|month|woche|uge|week|ssw))?"
)
# Weeks or months of a pregnancy: "34 weeks along", "in der 32. Woche schwanger", "gravid i 7.
# måned", "36 weken zwanger".
_PREGNANCY_TIME = (
    r"\d{1,2}\.?\s*(?i:weeks?|wochen?|uger?|weken|week|months?|monate?|måneder|maanden)\s+"
    r"(?i:along|pregnant|schwanger|gravid|zwanger|gone)"
    r"|(?i:gravid|schwanger|zwanger|pregnant)\s+"
    + _PREGNANCY_MONTH
    + r"|(?i:in\s+der|i|in)\s+\d{1,2}\.\s*(?i:woche|uge|week|måned|monat|maand)\s+"
    r"(?i:schwanger|gravid|zwanger)"
)
# A reaction of the body, said with how strong it was: "reageert heftig op sesam", "reacted
# badly to the cream", "reagerede med udslæt".
_REACTION = (
    r"(?i:reageert|reageerde|reagiert|reagierte|reagiere|reagerer|reagerede|reacts|reacted|"
    r"react)\s+(?:(?i:heftig|allergisch|slecht|sterk|heftigt|kraftigt|stærkt|badly|strongly|"
    r"allergically|stark|schlimm)\s+(?i:op|auf|på|to|on)\s+"
    r"(?:(?i:the|your|jeres|jeres|de|het|die|der|den|das|jullie|ihre|eure|euren)\s+)?"
    + _W
    + r"|(?i:med|with|mit|met)\s+(?i:udslæt|eksem|kløe|rash|hives|itching|ausschlag|juckreiz|"
    r"quaddeln|uitslag|bultjes|jeuk|eczeem|blisters|blærer|blaren))"
)
# Joined to a statement before it, no strength needed: "Asthmatiker und reagiere auf
# Duftstoffe", "har astma og reagerer på parfume" (not "... und reagiere auf Ihre Mail").
_REACTION_JOINED = (
    r"(?i:und|and|og|en)\s+(?P<reaction>(?:(?i:ich|jeg|ik|i)\s+)?(?i:reagiere|reagerer|reageer|"
    r"react)\s+"
    r"(?i:auf|på|op|to)\s+(?!(?i:ihre|ihren|eure|euren|deine|your|jeres|din|dit|dine|jullie|uw|je|"
    r"the|die|den|das|dem|der|de|het|det)(?![\w]))" + _W + ")"
)
# Body parts, for injuries and replaced joints ("broke my wrist", "mijn pols gebroken", "ny hofte").
_BODY = (
    r"(?i:arm|arms|leg|legs|wrist|ankle|hip|knee|rib|ribs|foot|hand|finger|toe|collarbone|"
    r"shoulder|neck|nose|jaw|elbow|pelvis|spine|"
    r"arm|beine?|handgelenk|knöchel|sprunggelenk|hüfte|knie|rippen?|fuß|fuss|zehe?|"
    r"schlüsselbein|schulter|rücken|nacken|nase|kiefer|ellbogen|becken|wirbel|"
    r"armen|benet|ben|håndled(?:det)?|anklen|ankel|hoften|hofte|knæet|knæ|ribben(?:et)?|foden|"
    r"fod|hånden|fingeren|tåen|kravebenet|kraveben|skulderen|skulder|ryggen|ryg|nakken|næsen|"
    r"albuen|bækkenet|"
    r"been|benen|pols|enkel|heup|voet|vinger|teen|sleutelbeen|schouder|rug|nek|neus|kaak|"
    r"elleboog|bekken)"
)
_BROKEN = (
    r"(?i:broke|broken|fractured|cracked|sprained|dislocated|gebrochen|angebrochen|verstaucht|"
    r"ausgekugelt|brækket|brækkede|forstuvet|forvredet|gebroken|brak|gekneusd|verstuikt|"
    r"ontwricht)"
)
_OWN = r"(?i:my|mein|meine|meinen|min|mit|mine|mijn|m'n|mn|the|den|das|die|de|het)"
_MY = r"(?i:my|mein|meine|meinen|min|mit|mine|mijn|m'n|mn|her|his|ihr|sein|hans|hendes|haar|zijn)"
_JOINT = r"(?i:hip|knee|shoulder|hüfte|knie|schulter|hofte|knæ|skulder|heup|schouder)"
_BACK = r"(?i:back|rücken|ryg|rug|knee|knie|knæ|hip|hüfte|hofte|heup|shoulder|schulter|skulder)"
_ORGAN = (
    r"(?i:gallbladder|appendix|tonsils|wisdom\s+teeth|uterus|womb|thyroid|spleen|kidney|ovary|"
    r"ovaries|gallenblase|blinddarm|mandeln|weisheitszähne|gebärmutter|schilddrüse|milz|niere|"
    r"eierstock|galdeblæren|blindtarmen|mandlerne|visdomstænderne|visdomstænder|livmoderen|"
    r"skjoldbruskkirtlen|milten|nyren|æggestok|galblaas|blindedarm|amandelen|verstandskiezen|"
    r"baarmoeder|schildklier|milt|nier|eierstok)"
)
# An aid's user ("høreapparat-bruger", "wheelchair user", "Rollstuhlfahrerin") and an operation
# on an organ or a joint ("Blinddarm-OP", "knee surgery", "heupoperatie").
_AID_USER = (
    _AIDS + r"[\s-]?(?i:bruger|brugere|user|users|träger|trägerin|fahrer|fahrerin|gebruiker|"
    r"gebruikster|drager)"
)
_ORGAN_OPERATION = (
    r"(?:" + _ORGAN + r"|" + _JOINT + r"|(?i:hüft|bandscheiben|heup|knæ|hofte))[\s-]?"
    r"(?i:op|operation|operationen|operatie|surgery|operasjon)"
)
# "broke my wrist", "sprained my ankle", "hab mir das Bein gebrochen", "brækket armen", "mijn pols
# gebroken", "a new hip", "neue Hüfte", "ny hofte", "nieuwe knie", "bad back", "dårlig ryg",
# "had my gallbladder out": an injury, a replaced joint, a removed organ, a bad back or knee.
_INJURY = (
    rf"{_BROKEN}\s+(?:(?i:mir|mig|me|my|mein|meine|meinen|min|mit|mijn|m'n|her|his|hans|hendes)\s+)?"
    rf"(?:{_OWN}\s+)?(?:(?i:left|right|linke[nr]?|rechte[nr]?|venstre|højre|linker|rechter)\s+)?"
    rf"{_BODY}(?![\w])"
    rf"|(?:{_MY}|(?i:mir|mich)\s+{_OWN})\s+(?:(?i:left|right|linke[nr]?|rechte[nr]?|venstre|højre|linker|rechter)\s+)?"
    rf"{_BODY}\s+(?:(?i:ist|is|er|was|war|var|blev|wurde|werd|had|hatte|havde)\s+)?"
    rf"(?:(?i:mir|mig|me)\s+)?{_BROKEN}(?![\w])"
    rf"|(?i:new|neue[nrs]?|ny|nyt|nye|nieuwe?|künstliche[nrs]?|kunstige?|kunst)[\s-]?{_JOINT}"
    rf"(?:\s+(?i:gekregen|bekommen|fået|got|eingesetzt|gehad))?(?![\w])"
    rf"|(?i:bad|dodgy|dårlig|dårligt|slechte?|kaputte[nrs]?|schlechte[nrs]?|kapotte?)\s+{_BACK}"
    rf"(?![\w])"
    rf"|(?i:had|hatte|havde|fik|got|kreeg|heb|habe|hab)\s+(?:{_OWN}\s+)?{_ORGAN}\s+"
    rf"(?i:out|removed|taken\s+out|entfernt|rausgenommen|fjernet|verwijderd|weggehaald)(?![\w])"
)
# Each match starts with the separator before the statement (a character set lets `re` skip from
# separator to separator in C); health_statements gives the text a leading space. Every
# alternative below starts with whitespace (the hospital form), a digit (the weeks of a pregnancy)
# or a word: a look-ahead of the first three characters they can start with
# (health_statement_starts.txt) skips most words before `re` tries each of the
# alternatives there. tests/privacy/test_patterns_case_blind.py compares the pattern with the one
# without it. It is case-insensitive like the words it stands for, so it lets through what they
# match ("K" for "k", "ſ" for "s", "ı" and "İ" for "i").
_START_ITEM_RE = re.compile(r"\\.|.")


def _starts_pattern(starts: list[str]) -> str:
    """One case-insensitive pattern for the starts, as a trie of their items (each character or
    backslash escape one item): a start that another extends lets both through."""
    trie: dict = {}
    for start in starts:
        node = trie
        for item in _START_ITEM_RE.findall(start):
            node = node.setdefault(item, {})
        node[""] = {}

    def build(node: dict) -> str:
        if "" in node:
            return ""
        branches = [item + build(child) for item, child in sorted(node.items())]
        return branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"

    return "(?i:" + build(trie) + ")"


_STATEMENT_STARTS = _starts_pattern(read_lines("health_statement_starts.txt"))
# The alternatives alone; _STATEMENT_RE spells them case by case (see case_blind).
_STATEMENTS = (
    rf"(?:{_ALLERGY}|{_INJURY}"
    rf"|{_HAVE}\s+(?:(?i:en|een|a|eine?n?|et)\s+)?(?:{_CONDITIONS})(?![\w])"
    rf"|{_BE}\s+(?:(?i:\w+)\s+)?{_STATE}(?:\s+{_PREGNANCY_MONTH})?(?![\w])"
    rf"|(?:{_TAKE}|(?i:får|fået|fik|kreeg|gekregen|bekommen|got|have|has|har|hat|heeft|heb))"
    rf"\s+(?:(?i:seit|sinds|since)\s+\w+\s+)?{_CONTRACEPTIVES}(?![\w])"
    rf"|{_TAKE}\s+(?P<medicine>[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?)(?:\s\d+)?(?![\w])"
    rf"|(?i:bruger|gebruik|gebruikt|benutze|benutzt|nutze|nutzt|draag|draagt|trage|trägt|tragen|wear|wears|wearing|use|uses|using|loop\s+met|sidder\s+i|sitze\s+im|"
    rf"sitzt\s+im|zit\s+in|zit\s+aan|in\s+a|on|auf|har|hat|habe|heeft|heb|has|have|"
    rf"fået|gekregen)\s+(?:(?i:en|een|ein|einen|a|an|de|die|den)\s+)?(?:{_AID_COUNT}\s+)?"
    rf"{_AIDS}(?![\w])"
    rf"|(?<![\w-])(?:{_CONDITIONS}){_PATIENT}(?![\w])|{_STATE_PERSON}(?![\w])"
    rf"|{_PREGNANCY_TIME}(?![\w])|{_REACTION}(?![\w])|{_REACTION_JOINED}(?![\w])"
    rf"|{_AID_USER}(?![\w])"
    rf"|{_ORGAN_OPERATION}(?![\w])"
    rf"|{_BE}?\s?(?:(?i:ligger|lig|ligt|liegt|liege|gerade|nu|now|still|stadig|nog))?\s*"
    rf"{_HOSPITAL}(?![\w])"
    rf"|(?i:in\s+chemo|in\s+kinderwunschbehandlung|going\s+through\s+ivf|in\s+ivf|"
    rf"recovering\s+from\s+(?:a\s+|an\s+|my\s+)?[\w\-]+(?:\s+(?:operation|surgery|op|injury|"
    rf"replacement|fracture|transplant|infection))?|in\s+der\s+\d{{1,2}}\.\s?ssw|"
    rf"venter\s+barn|expecting(?!\s+(?:a|an|the|my|your|our|it|them|to|that|this|some|any|rain|snow|"
    rf"guests|visitors|company|him|her|us|you|news|results|feedback|payment|money|"
    rf"delivery|parcel|package|order|call|email|refund|reply|response|answer))|ammer|breastfeeding|stille\s+noch|geef\s+borstvoeding|"
    rf"skal\s+opereres(?:\s+i\s+\w+)?|(?:had|hatte|havde|hatte)\s+(?:a|an|eine?n?|en|et)\s+"
    rf"[\w\-]*(?:OP|op|operation|operatie|surgery|ectomy|infarkt|infarct|attack|stroke|"
    rf"schlaganfall|slagtilfælde|beroerte))"
    rf"|{_TAKE}\s+(?P<drug>[a-z]{{4,}})(?:\s\d+)?(?![\w]))"
)
_STATEMENT_RE = re.compile(
    r"[\W](?=" + case_blind(_STATEMENT_STARTS) + ")" + case_blind(_STATEMENTS)
)
# Names after "take" that are no medicine: payment methods, carriers, brands in a shop's chat.
_NOT_MEDICINE = frozenset(
    """paypal visa mastercard amex klarna mobilepay ideal apple google dhl ups gls postnl
    dpd hermes bancontact sofort safari chrome firefox edge opera gmail outlook hotmail yahoo
    whatsapp iphone ipad android windows linux mac macos ios samsung huawei""".split()
    # Days and months: "the sofa on Friday", "ab Montag".
    + """monday tuesday wednesday thursday friday saturday sunday january february march april
    may june july august september october november december montag dienstag mittwoch
    donnerstag freitag samstag sonnabend sonntag januar februar märz mai juni juli oktober
    dezember mandag tirsdag onsdag torsdag fredag lørdag søndag maandag dinsdag woensdag
    donderdag vrijdag zaterdag zondag januari februari maart mei juni juli augustus""".split()
)


# Every statement holds one of these (lower case) or one of the abbreviations: the statement
# regex, tried at every word, runs only on the few messages that do.
STATEMENT_HINTS = trie_pattern(
    [
        *"""allerg intoleran overfølsom overgevoelig anaphyl unverträg tåle taale tolerate
        vertrage verträgt crohn morbus hashimoto reumato rheumato macula gravid zwanger schwanger
        pregnant blind døv doof taub deaf dement gelähmt verlamd epilept diabet diabeet dialyse
        coeliac celiac cøliaki autist indlagt opgenomen hospital krankgeschrieben sygemeldt
        ziekgemeld pil spiral iud høreapparat hoorapparaat hörgerät hearing rollator kryk kruk
        krück crutch pacemaker schrittmacher insulin cpap kørestol rollstuhl rolstoel wheelchair
        zuurstof sauerstoff oxygen epipen krankenhaus ziekenhuis sygehus klinik kliniek chemo
        kinderwunsch ivf recovering ssw expecting ammer breastfeeding borstvoeding opereres
        operation operatie surgery ectomy infarkt infarct stroke schlaganfall slagtilfælde
        beroerte tager nehme nimmt slik gebruik neem""".split(),
        *("kan geen", "type 1", "type 2", "typ 1", "typ 2", "type-1", "typ-1", "venter barn"),
        *("stille noch", "op ", "heart attack", "bruger ilt", "take", "taking", "started on"),
        *("tage ", "nehm ", "weeks", "herz", "hüft", "knie", "mastectomy", "hysterectomy"),
        # Injuries, replaced joints, removed organs (see _INJURY): the rarer word of each.
        *"""broke fractur cracked sprain dislocat gebroch angebroch verstauch ausgekugelt brækk
        forstuv forvred gebroken gekneusd verstuik ontwricht heup hofte knæ schulter skulder
        schouder shoulder knee gallbladder appendix tonsil wisdom gallenblase blinddarm mandeln
        weisheitsz galdebl blindtarm mandler visdomst galblaas blindedarm amandel verstandsk
        baarmoeder gebärmutter livmoder uterus schilddrüse thyroid skjoldbrusk schildklier
        spleen milz milt kidney niere nyre nier dodgy dårlig kaputte schlechte slechte""".split(),
        *("brak ", "hip ", "hip,", "hip.", "bad back", "bad knee", "bad hip", "bad shoulder"),
        # Patients, wards, discharges, reactions, several aids (see _PATIENT, _WARD, _REACTION).
        *"""patient patiënt ward icu intensiv maternity kraamafdeling fødeafdeling fødegang
        barselsafsnit wochenstation entbindung kreißsaal udskrevet entlassen ontslagen reag
        react hoorappara gehoorappara høreappara""".split(),
        *("ic ", "ic.", "ic,"),
        # Frames of health_frames.py: a diagnosis, an admission, a pregnancy expected.
        *"""diagnos admitted eingeliefert venter verwacht erwarte""".split(),
        # Being ill, a passing illness, one's own medication, a medicine prescribed, a birth due.
        *"""krank syg ziek sick unwell poorly fever temperature fieber feber koorts corona
        norovirus durchfall diarr omgangssyge buikgriep gastro poisoning vergiftung forgiftning
        vergiftiging medika medicin medicat meds tablet pills piller pillen illness condition
        disabilit symptom injur verletz klachten blessure inhal spray injektion injection
        sprøjte spuit prescri rezept recept verschrieb verordnet ordiner voorgeschr bekomme
        kriege krijg spritze uitgerekend rash hives blister welts ausschlag quaddeln pusteln
        udslæt nældefeber uitslag bultjes bulten netelroos residue fodmap renal diet diät diæt
        dieet salzarm eiweißarm saltfattig zoutloo zoutarm eiwitarm schonkost skånekost sonde
        statin blocker blokker antipsych antibiotic painkiller sleeping schlaftablet schmerzmit
        blutdruck sovepille smertestil blodtryk slaappil pijnstil bloeddruk hormon hrt steroid
        immunosup""".split(),
        *("ill ", "ill,", "ill.", "ill!", "due in", "due on", "due next", "due any"),
        *"""walking zimmer mobility gehstock gehhilfe wandelstok gåstok scootmobiel""".split(),
    ]
)
_ABBREVIATION_RE = re.compile(
    r"(?:ADH[SD]|ADD|MS|KOL|COPD|ALS|PTSD|PTBS|IBS|T[12]D|HIV|CFS|OCD|PCOS|POTS)(?![A-Za-z])"
)


def health_statements(text: str, hints: list[int], has_upper: bool) -> Iterator[Span]:
    """Statements about a person's health of several words (see above).

    hints: where the word scan found a word of STATEMENT_HINTS or a health term. The statement
    regex runs only around them (and abbreviations): a statement starts at most a few words
    before one and ends soon after.
    """
    if has_upper:
        hints = hints + [
            m.start()
            for m in _ABBREVIATION_RE.finditer(text)
            if not (m.start() and text[m.start() - 1].isalpha())
        ]
    if not hints:
        return
    hints.sort()
    windows: list[list[int]] = []
    for hint in hints:
        start, end = max(0, hint - 50), min(len(text), hint + 90)
        if windows and start <= windows[-1][1]:
            windows[-1][1] = end
        else:
            windows.append([start, end])
    padded = " " + text  # offsets in padded are one more than in text
    for start, end in windows:
        yield from _statements_in(text, padded, start, end + 1)
        for span in framed_statements(padded, start, end + 1):
            if not impersonal(text, span.start):
                yield span


def _statements_in(text: str, padded: str, pos: int, endpos: int) -> Iterator[Span]:
    """The statements whose separator lies in padded[pos:endpos]."""
    for match in _STATEMENT_RE.finditer(padded, pos, endpos):
        medicine = match.group("medicine")
        if medicine is not None and medicine.lower() in _NOT_MEDICINE:
            continue
        drug = match.group("drug")
        if drug is not None and (not drug.endswith(_DRUG_ENDINGS) or drug in HEALTH_WORDS_SET):
            continue  # a lexicon word is a span of its own
        start, end = match.start(), match.end() - 1  # the separator's offset is the text's start
        if match.group("reaction") is not None:
            start = match.start("reaction") - 1  # the statement, not the "and" joining it
        while start < end and text[start].isspace():
            start += 1
        if not impersonal(text, start):
            yield Span(start, end, "HEALTH")


# A health word said of nobody in particular: "für Allergiker geeignet", "folk med astma",
# "suitable during pregnancy"; or of an animal ("my cat is diabetic").
_IMPERSONAL_BEFORE_RE = re.compile(
    r"(?<![\w])(?i:for|für|voor|til|egnede\s+til|suitable\s+for|people|folk|mensen|leute|"
    r"menschen|kinderen|children|kinder|børn|during|während|tijdens|under|anti|against|mod|"
    r"gegen|tegen|testet|tested|getest|geeignet|cat|dog|kat|hund|katze|hond|pet|"
    # A product's use ("does it help with back pain?") or a workplace ("ik werk in het ziekenhuis").
    r"help\s+with|helps\s+with|hilft\s+bei|helfen\s+bei|hjælper\s+på|hjælpe\s+på|helpt\s+bij|"
    r"helpen\s+bij|good\s+for|gut\s+bei|godt\s+for|goed\s+voor|goed\s+bij|"
    r"(?:work|works|werk|werke|arbeite|arbeitet|arbejder)\s+(?:in|at|im|bei|på|i|bij|op))"
    r"(?:\s+(?!(?i:min|mit|mine|mijn|my|mein|meine|meinen|meiner)\s)\S+){0,2}\s+\Z"
)


def impersonal(text: str, start: int) -> bool:
    """True when a health word at start is said of nobody in particular."""
    if text.endswith(_PRODUCT_PREFIXES, max(0, start - 5), start):
        return True  # "anti-allergisch", "hypo-allergenic": a product's property
    if _WORKPLACE_BEFORE_RE.search(text, max(0, start - 12), start) is not None:
        return True  # "ik werk in het ziekenhuis": a workplace
    if medicine_for(text, start):
        return False  # "I'm on methotrexate for arthritis": what the person's medicine is for
    # The words before it in its own sentence ("Safe for me? I'm coeliac" is about the writer).
    window = max(0, start - 40)
    sentence = _SENTENCE_END_RE.search(text, window, start)
    while sentence is not None:
        window = sentence.end()
        sentence = _SENTENCE_END_RE.search(text, window, start)
    return _IMPERSONAL_BEFORE_RE.search(text, window, start) is not None


_SENTENCE_END_RE = re.compile(r"[.!?\n]\s*")


_WORKPLACE_BEFORE_RE = re.compile(
    r"(?<![\w])(?i:work|works|werk|werkt|werke|arbeite|arbeitet|arbejder)\s+\Z"
)


_PRODUCT_PREFIXES = ("anti-", "hypo-", "Anti-", "Hypo-", "non-")
