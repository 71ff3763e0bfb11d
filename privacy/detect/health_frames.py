"""Health statements by their frame, and the last word on every health span of a message.

health.py finds health words and the statements built around them. This module adds frames that
make almost any word a health statement (a diagnosis, a hospital stay in the perfect tense, a
pregnancy's weeks, a condition's abbreviation after "my" or "with"), and then looks at the health
spans of the whole message: a product's attribute or a question to the shop is no statement about
a person, and several health spans in one clause are one statement.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.patterns import trie_pattern
from privacy.spans import Span

_WORD = r"[^\W\d_][\w'’\-]*"
# Aids a person uses or wears (health.py builds its statements with them too).
AIDS = (
    r"(?i:høreapparat|hoorapparaat|hörgerät|hearing\s+aid|rollator|krykker|krukken|krücken|"
    r"crutches|pacemaker|herzschrittmacher|insulinpumpe|insulin\s+pump|cpap|kørestol|rollstuhl|"
    r"rolstoel|wheelchair|ilt|zuurstof|sauerstoff|oxygen|epipen|hoorapparaten|gehoorapparaat|gehoorapparaten|"
    r"insulinepomp|stoma|walking\s+stick|walking\s+frame|zimmer\s+frame|mobility\s+scooter|"
    r"gehstock|gehhilfe|wandelstok|gåstok|scootmobiel|elektrorollstuhl)"
    # Plurals ("twee gehoorapparaten", "hearing aids", "høreapparater", "Hörgeräte").
    r"(?i:s|en|er|e)?"
)
# Abbreviations of conditions (as in health.py) and a short word for an operation.
_ABBREVIATIONS = r"ADH[SD]|ADD|MS|KOL|COPD|ALS|PTSD|PTBS|IBS|T[12]D|HIV|CFS|ME/CFS|OCD|PCOS|POTS"
# Software and companies that share an abbreviation ("MS Teams", "mit MS Office").
_NOT_CONDITION = (
    r"(?i:office|word|teams|excel|outlook|edge|paint|access|dos|sql|windows|store|account|konto|"
    r"365|dynamics|azure|project|visio|onenote|forms|sharepoint|surface|xbox)"
)
_POSSESSIVE = (
    r"(?i:my|min|mit|mine|mijn|m'n|mein|meine|meiner|meinem|meinen|her|his|hans|hendes|haar|"
    r"zijn|ihre|ihrer|ihrem|seine|seiner|seinem|with|med|mit|met|wegen\s+meiner?|pga\.?\s+min|"
    r"vanwege\s+mijn|because\s+of\s+my|due\s+to\s+my)"
)
_OPERATION = r"(?i:op|operation|operationen|operatie|surgery|operasjon|eingriff|indgreb|ingreep)"
# "diagnosed with anxiety", "diagnosticeret med angst", "gediagnosticeerd met reuma": whatever
# follows a diagnosis is one, with the word for a disease or disorder after it.
_DIAGNOSIS = (
    r"(?i:diagnosed\s+with|diagnosis\s+of|diagnosticeret\s+med|diagnosticered\s+med|"
    r"gediagnosticeerd\s+met|diagnose\s+van|diagnostiziert\s+mit|diagnose\s+af|diagnosen)"
    r"\s+(?:(?i:a|an|en|et|een|ein|eine|einer|mild|severe|chronic|kronisk|chronische?)\s+)*"
    r"(?:(?:" + _WORD + r"\s+){0,3}(?i:disease|disorder|syndrome|sygdom|ziekte|krankheit|syndrom|"
    r"syndroom|stoornis|störung|lidelse|deficiency|condition|type\s+[12]|typ\s+[12])|" + _WORD + ")"
)
_WARDS = (
    r"(?i:hospital|a&e|icu|intensive\s+care|ziekenhuis|krankenhaus|hospitalet|sygehuset|"
    r"klinik|kliniek|klinikum)"
)
# A stay said in the perfect or passive ("har været indlagt", "have been hospitalised", "was
# admitted to hospital", "ins Krankenhaus eingeliefert", "opgenomen in het ziekenhuis").
_STAY = (
    r"(?i:været|been|gewesen|geweest|blevet|worden|was|were|wurde|blev|werd)\s+"
    r"(?:(?i:\w+)\s+)?(?i:indlagt|hospitali[sz]ed|eingeliefert|stationär)"
    r"(?:\s+(?i:to|into|in|på|ins)\s+(?:(?i:the|het|das)\s+)?"
    + _WARDS
    # "admitted" and "opgenomen" (also "recorded") only with the place.
    + r")?|(?i:admitted|opgenomen)\s+(?i:to|into|in)\s+(?:(?i:the|het)\s+)?"
    + _WARDS
    + r"|(?i:ins|in\s+das|ins\s+das)\s+(?i:krankenhaus|spital|klinikum)\s+"
    r"(?i:eingeliefert|gekommen|gebracht|müssen)"
    r"|(?i:indlagt)\s+(?i:på)\s+" + _WORD
)
# A pregnancy: "venter tvillinger", "expecting twins", "erwarte ein Kind", "in verwachting van
# een tweeling", "I'm 36 weeks" (a number of weeks said of oneself and nothing after it).
_PREGNANCY = (
    r"(?i:venter|expecting|erwarte|erwarten|erwartet|verwacht|verwachten)\s+"
    r"(?:(?i:et|en|ein|einen|a|an|een|our|unser|vores|ons|onze)\s+)?"
    r"(?:(?i:first|erstes|første|eerste|second|zweites|andet|tweede|third|drittes|tredje|"
    r"derde|fourth|viertes|fjerde|vierde)\s+)?"
    r"(?i:barn|baby|babyen|tvillinger|tvilling|zwillinge|kind|twins|tweeling|child|kid)"
    r"|(?i:in\s+verwachting)"
    r"|(?i:i'?m|i\s+am|she'?s|she\s+is|ich\s+bin|sie\s+ist|jeg\s+er|hun\s+er|ik\s+ben|ze\s+is|"
    r"zij\s+is)\s+(?:(?i:now|nu|jetzt|already|schon|allerede|al)\s+)?\d{1,2}\+?\d?\s*"
    r"(?i:weeks|wochen|uger|weken)(?=\s*(?:[,.!?;:)]|\Z|(?i:and|og|und|en|so|but|aber|men|maar|"
    r"now|nu|jetzt|today)(?![\w])))"
)
# An aid worn or used, with more verbs than health.py lists ("trag ein Hörgerät").
_AID_WORN = (
    r"(?i:trag|trage|trägt|trug|wear|wore|draag|draagt|droeg|bærer|går\s+med|loop\s+met|"
    r"use|uses|brug|bruger|gebruik|gebruikt|benutze|benötige|need|needs|brauche|braucht|"
    r"heb|hab|habe|have|has|har|heeft)\s+"
    r"(?:(?i:ein|eine|einen|a|an|en|et|een|two|zwei|to|twee|my|mein|meine|min|mine|mijn)\s+)?"
    + AIDS
)
# Possessive or "with" before a condition's abbreviation or an operation: "pga. min KOL", "met
# MS", "since my op in March", "wegen meiner OP".
_OWN_CONDITION = (
    _POSSESSIVE
    + r"\s+(?P<condition>(?:"
    + _ABBREVIATIONS
    + r")(?![\w/])(?!\s+"
    + _NOT_CONDITION
    + r")"
    r"|"
    + _OPERATION
    + r"(?![\w])(?:\s+(?i:in|im|i|on|am|last|letzte[nrs]?|sidste|vorige)\s+"
    + _WORD
    + r")?)"
)
# Being ill, said of a person: "ich bin seit Montag krank", "jeg er syg", "ik ben ziek", "I'm
# unwell" (not "sick of waiting", "ziek van het wachten").
_BEING = (
    r"(?i:i'm|i’m|i\s+am|am|bin|ist|is|are|er|ben|bent|was|war|var|were|been|gewesen|været|"
    r"geweest|blevet|geworden|worden|wurde|werd|blev|she's|he's|she’s|he’s)"
)
_SICK = (
    _BEING + r"\s+(?:(?i:seit|since|siden|sinds|al|schon|allerede|still|noch|stadig|nog|really|"
    r"echt|ret|sehr|very|quite|ganz|helt|heel|erg|so|zo|så|too|auch|også|ook|leider|desværre|"
    r"helaas|unfortunately|seriously|ernsthaft|alvorligt|ernstig|gerade|nu|now|jetzt|plötzlich|"
    r"pludselig|plotseling|suddenly|\w+dag|\w+tag|gestern|yesterday|i\s+går|gisteren|"
    r"two|zwei|to|twee|three|drei|tre|drie|\d+|days?|tage|dage|dagen|weeks?|wochen|uger|weken)"
    r"\s+){0,3}(?i:krank|syg|ziek|sick|ill|poorly|unwell)(?![\w-])(?!\s+(?i:of|and\s+tired|"
    r"von|af|van|over|på|auf|with\s+worry))"
)
# A passing illness had: "habe Fieber", "har corona", "heb koorts", "I've got norovirus".
_ILLNESS = (
    r"(?i:have|has|had|i've\s+got|got|habe|hab|hat|hatte|har|havde|heb|hebt|heeft|had|hadden)\s+"
    r"(?:(?i:a|an|the|eine?n?|en|et|een|high|hohes|hohe|hoge|høj|schon\s+wieder|again|igen|"
    r"weer|wieder|seit\s+\w+)\s+){0,2}"
    r"(?i:fever|temperature|fieber|feber|koorts|corona|covid|covid-19|norovirus|noro|"
    r"diarrhoea|diarrhea|durchfall|diarré|diarree|omgangssyge|buikgriep|stomach\s+bug|"
    r"magen-darm(?:-grippe|-infekt)?|gastro|the\s+flu|food\s+poisoning|lebensmittelvergiftung|"
    r"madforgiftning|voedselvergiftiging)(?![\w-])"
)
# A person's own illness, medication or diagnosis by a general word: "my medication", "meine
# Tabletten", "min sygdom", "mijn medicijnen", "his condition".
_OWN_HEALTH = (
    r"(?i:my|his|her|mein|meine|meiner|meinem|meinen|sein|seine|seiner|ihr|ihre|ihrer|min|"
    r"mine|hans|hendes|mijn|m'n|zijn|haar)\s+"
    r"(?:(?i:chronic|chronische[nr]?|kroniske?|chronische|new|neue[nr]?|nye?|nieuwe?|daily|"
    r"tägliche[nr]?|daglige?|dagelijkse?)\s+)?"
    r"(?i:illness|condition|disability|medication|medications|meds|medicine|medicines|pills|"
    r"tablets|diagnosis|symptoms|injury|injuries|krankheit|medikamente|medikament|medikation|"
    r"tabletten|diagnose|symptome|verletzung|medicin|medicinen|piller|pillerne|symptomer|"
    r"medicijnen|medicatie|pillen|klachten|blessure|insulinen|inhalator|inhaler|inhalers|"
    r"asthmaspray|astmaspray|injektionen|injections|sprøjter|spuiten)(?![\w-])"
    # "my condition for the refund", "my pills organiser": a word that goes on.
    r"(?!\s+(?i:for|of|is\s+that|was\s+that|that|organi[sz]er|box|dispenser|case|holder)"
    r"(?![\w]))"
)
# A medicine prescribed or injected, named by a capital or a drug's ending: "prescribed me
# Ozempic", "krijg Humira", "spritze Insulin".
# (A German noun has a capital too: after "bekomme" or "spritze" only insulin counts.)
_PRESCRIBED = (
    r"(?i:prescribed|ordineret|voorgeschreven)\s+"
    r"(?:(?i:me|mig|mij|her|him|hende|ham|haar|hem)\s+)?"
    r"(?:[A-Z][a-z]{3,}(?:-[A-Z]?[a-z]+)?|(?i:insulin|insuline))(?![\w-])"
    r"|(?i:bekomme|kriege|krijg|krijgt|injiziere|spritze|inject|injects|injecting|injicerer|"
    r"spuit|verschrieben|verordnet)\s+"
    r"(?:(?i:me|mir|mig|mij|my|mein|min|mijn|daily|täglich|dagligt?|dagelijks)\s+)?"
    r"(?i:insulin|insuline|heparin|heparine)(?![\w-])"
)
# A birth due: "I'm due in March", "ik ben uitgerekend op 3 mei", "sie ist im Mai fällig".
_DUE = (
    r"(?i:i'm|i’m|i\s+am|she's|she’s|she\s+is|we're|we\s+are)\s+due\s+(?i:in|on|next|any)"
    r"(?:\s+[\w.]+)?(?![\w])|(?i:ben|is|zijn)\s+uitgerekend"
)
# A reaction of the skin that a person got: "broke out in a rash", "hat Ausschlag bekommen",
# "fik udslæt", "kreeg uitslag", "zat onder de bultjes".
_SKIN = (
    r"(?i:got|get|gets|getting|have|has|had|broke\s+out\s+in|came\s+out\s+in|covered\s+in|"
    r"bekam|bekommen|kriegt|kriegte|habe|hab|hat|hatte|voller|fik|får|har|havde|fuld\s+af|"
    r"kreeg|krijgt|krijg|heb|heeft|zat\s+onder\s+de|zit\s+onder\s+de|onder\s+de)\s+"
    r"(?:[^\W\d_]+\s+){0,3}"
    r"(?i:rash|rashes|hives|blisters|welts|itchy\s+skin|ausschlag|quaddeln|pusteln|blasen|"
    r"juckreiz|udslæt|nældefeber|blærer|kløe|uitslag|bultjes|bulten|galbulten|netelroos|"
    r"blaren|jeuk)(?![\w-])"
)
# A diet a condition needs: "I'm on a low-residue diet", "muss salzarm essen", "følger en
# skånekost", "ik volg een zoutloos dieet".
_DIET = (
    r"(?i:on|auf|på|op|follow|following|halte|folge|følger|volg|volgt|muss|må|moet)\s+"
    r"(?:(?i:a|an|eine?r?|en|et|een|strict|strenge[nr]?|streng|strikt|strikse?)\s+)?"
    r"(?i:low[\s-]residue|low[\s-]fodmap|fodmap|renal|kidney|diabetic|liquid|low[\s-]salt|"
    r"low[\s-]sodium|low[\s-]potassium|low[\s-]protein|salzarme[nr]?|eiweißarme[nr]?|"
    r"purinarme[nr]?|kaliumarme[nr]?|saltfattig|proteinfattig|zoutloo[sz]e?|zoutarme?|eiwitarme?|"
    r"vloeibare?|flydende)\s+(?i:diet|diät|diæt|dieet|kost|food)(?![\w-])"
    r"|(?i:schonkost|skånekost|sondennahrung|sondemad|sondevoeding|tube\s+feeding)(?![\w-])"
)
# A kind of medicine a person takes: "on statins", "nehme Betablocker", "tager sovepiller",
# "slik bloeddrukpillen".
_MEDICINE_KIND = (
    r"(?i:take|takes|taking|took|on|nehme|nimmt|nahm|tager|tog|slik|slikt|gebruik|gebruikt|"
    r"neem|neemt|bruger|prescribed|verschrieben|ordineret|voorgeschreven)\s+"
    r"(?:(?i:my|meine|mine|mijn|m'n|the|die|de|strong|starke|stærke|sterke)\s+)?"
    r"(?i:statins|beta[\s-]?blockers?|betablocker|betablokkere?|bètablokkers?|antidepressants?|"
    r"antipsychotics?|anti-?epileptics?|antibiotics|painkillers|sleeping\s+pills|"
    r"schlaftabletten|schmerzmittel|blutdrucktabletten|blutdruckmittel|sovepiller|"
    r"smertestillende|blodtrykspiller|blodtryksmedicin|slaappillen|pijnstillers|"
    r"bloeddrukpillen|bloeddrukmedicatie|hormones|hormone|hormone\s+therapy|hrt|hormone|"
    r"hormonen|hormoner|immunosuppressants?|steroids|cortison|prednison)(?![\w-])"
)
# Each match starts with the separator before the frame, as the statement regex of health.py
# does: `re` skips from separator to separator in C instead of trying the frames at every letter.
_FRAMES_RE = re.compile(
    r"[^\w](?P<frame>"
    + "|".join(
        f"(?:{frame})"
        for frame in (
            *(_DIAGNOSIS, _STAY, _PREGNANCY, _AID_WORN, _SICK, _ILLNESS, _OWN_HEALTH),
            *(_PRESCRIBED, _DUE, _SKIN, _DIET, _MEDICINE_KIND),
        )
    )
    + r"|"
    + _OWN_CONDITION
    + r")(?![\w])"
)


# Every frame holds one of these words (its head, or the start of it): the frames are tried only
# in a window that holds one, most windows (found around other health words) hold none.
_HEADS_RE = re.compile(
    r"(?<![\w])(?:(?i:"
    + trie_pattern(
        """diagnos gediagnos indlagt opgenomen hospitali admitted eingeliefert stationär
        krankenhaus spital
        klinikum venter expecting erwart verwacht verwachting week woche uger weken høreappara
        hoorappara hörgerät hearing walking zimmer mobility gehstock gehhilfe wandelstok gåstok
        scootmobiel elektrorollstuhl rollator kryk kruk krück crutch pacemaker schrittmacher
        insulin cpap kørestol rollstuhl rolstoel wheelchair ilt zuurstof sauerstoff oxygen
        epipen stoma krank syg ziek sick ill poorly unwell fever temperature fieber feber koorts
        corona covid noro diarr durchfall omgangssyge buikgriep stomach magen gastro poisoning
        vergiftung forgiftning vergiftiging condition disabilit medica medicin meds pills
        tablet diagnose symptom injur verletz piller pillen klachten blessure inhal spray
        injektion injection sprøjte spuit prescri verschrieb verordnet ordiner voorgeschr
        bekomme kriege krijg injizier spritze inject due uitgerekend rash hives blister welts
        itchy ausschlag quaddeln pusteln blasen juckreiz udslæt nældefeber blærer kløe uitslag
        bultjes bulten netelroos blaren jeuk residue fodmap renal kidney diabetic liquid salt
        sodium potassium protein salzarm eiweißarm purinarm kaliumarm saltfattig proteinfattig
        zoutlo zoutarm eiwitarm vloeibar flydende schonkost skånekost sonde tube statin blocker
        blokker antidepress antipsych epilept antibiotic painkiller sleeping schlaftablet
        schmerzmit blutdruck sovepille smertestil blodtryk slaappil pijnstil bloeddruk hormon
        hrt immunosup steroid cortison prednison
        operation surgery eingriff indgreb ingreep""".split()
        # "op" alone is a Dutch word: the English operation after a possessive.
        + ["my op", "his op", "her op", "min op", "hans op", "hendes op"]
    )
    # Abbreviations in capitals ("ALS", not the German "als"; "OP", not the Dutch "op").
    + r")|(?:"
    + _ABBREVIATIONS
    + r"|OP)(?![A-Za-z]))"
)


def framed_statements(padded: str, start: int, end: int) -> Iterator[Span]:
    """Statements that a frame makes health data, their separator in padded[start:end].

    padded is the text after one space: offsets in it are one more than in the text.
    """
    if _HEADS_RE.search(padded, start, end) is None:
        return
    for match in _FRAMES_RE.finditer(padded, start, end):
        # An abbreviation or operation without the "my" or "with" before it.
        condition = match.start("condition")
        begin = match.start("frame") if condition < 0 else condition
        yield Span(begin - 1, match.end() - 1, "HEALTH")


# ---------------------------------------------------------------- the message's health spans
#
# After a health word: a product's attribute ("allergy-friendly", "diabetes nurse", "pregnancy
# multivitamin", "handicap-parkeringskort"), not a statement about a person.
_ATTRIBUTE_AFTER_RE = re.compile(
    r"[\s-]?(?i:friendly|free|frei|vrij|fri|safe|sicher|veilig|sikker|geeignet|egnet|geschikt|"
    r"freundlich|venlig|vriendelijk)(?![\w])"
    r"|\s(?i:nurse|nurses|doctor|doctors|specialist|specialists|consultant|team|clinic|charity|"
    r"awareness|research|multivitamin|multivitamins|vitamins|supplement|supplements|socks|"
    r"shoes|pillow|mattress|bra|bras|range|products?|section|aisle|department|leaflet|leaflets|"
    r"sensor|sensors|month|week|day|magazine|book|books|kit|cream|creme|crème|salve|salbe|"
    r"lotion|ointment|gel|zalf|shampoo|guard|vest|organi[sz]er|dispenser|test|tests|cooler|"
    r"bag|pouch|kühltasche|køletaske|koeltas)(?![\w])"
    # The first part of a product's or a right's name ("handicap-parkeringskort", "Diabetiker-
    # Socken", "allergy-safe range"); "Asthma-Anfall", "MS-Schub" go on about the person.
    r"|-(?i:parkering|parking|parkplatz|parkeer|ausweis|kort|karte|kaart|card|badge|toilet|"
    r"toilette|wc|zugang|adgang|toegang|access|rabat|rabatt|korting|discount|sokker|socken|"
    r"sokken|socks|sko|schuhe|schoenen|shoes|produkt|product|artikel|sortiment|range|"
    r"venlig|freundlich|vriendelijk|sikker|sicher|veilig|safe|geeignet|egnet|geschikt)"
)
# A health word a word after a joke's second person: "allergic to your customer service".
_TO_YOU_RE = re.compile(
    r"(?i:to|gegen|mod|over\s?for|voor|op|på|auf)\s+(?i:your|you|ihre[nm]?|eure[nm]?|euch|jeres|"
    r"jer|dig|jullie|uw|je|you\s+guys)(?![\w])"
)
# A question to the shop about what it takes: "Kan I tage American Express?", "can you take
# Klarna", "nehmen Sie Visa". The statement starts on the verb.
_ASKED_SHOP_RE = re.compile(
    r"(?i:kan|kunne|can|could|will|would|do|does|kunnen|kunt|können|könnt|nehmen|tager|neemt|"
    r"nemen)\s+(?i:i|you|sie|ihr|jullie|u|de|you\s+guys)\s+\Z"
)
# "on" names a medicine only after being ("I'm on warfarin", "she's been on statins"); "the
# locker on King St" is a place.
_ON_BEING_RE = re.compile(
    r"(?i:i'm|i’m|im|am|is|are|was|were|been|be|being|still|now|currently|also|already|put|"
    r"started|stay|kept|me|him|her|them|[a-z]+'s|[a-z]+’s)\s+\Z"
)
# The thing a medicine is for is the person's condition ("I'm on methotrexate for rheumatoid
# arthritis"), though "for" alone points away from the person ("for diabetics").
# So is the thing a treatment or a waiting list is for: "jeg er i behandling for brystkræft",
# "on the waiting list for a new hip".
_MEDICINE_FOR_RE = re.compile(
    r"(?:(?i:take|takes|taking|took|on|nehme|nimmt|tager|tog|slik|slikt|gebruik|gebruikt|neem|"
    r"neemt|bruger)\s+" + _WORD + r"(?:\s+\d+\s*(?i:mg|µg|mcg|ie|iu|e))?"
    r"|(?i:treatment|treated|behandling|behandlet|behandeling|behandeld|behandlung|behandelt|"
    r"therapy|therapie|terapi|waiting\s+list|wachtlijst|venteliste|warteliste))"
    r"\s+(?i:for|für|gegen|mod|tegen|voor|against|wegen)\s+(?:(?i:a|an|ein|eine|einen|en|et|een)\s+)?"
    r"\Z"
)
# Working in a hospital is no stay there: "ik werk nachtdienst in het ziekenhuis".
_WORKPLACE_RE = re.compile(
    r"(?i:work|works|working|worked|werk|werkt|werke|arbeite|arbeitet|arbejder|job|jobbe)\s+"
    r"(?:\S+\s+){0,2}(?i:in|at|im|bei|på|bij|op|as|als|som)\s+(?:\S+\s+)?\Z"
)
# A product asked about next to a medicine: "does it interact with blood thinners?".
_INTERACTS_RE = re.compile(
    r"(?i:interact|interacts|interfere|interferes|combine|combined|mix|wechselwirk\w*|"
    r"vertragen|interageren|interagerer|reageren|kombinieren|kombinere|combineren)\s+"
    r"(?i:with|mit|met|med)\s+\Z"
)
# A condition's abbreviation that names software: "hat MS Office".
_SOFTWARE_AFTER_RE = re.compile(r"\s+" + _NOT_CONDITION + r"(?![\w])")
# Health spans this close in one clause are one statement ("krankgeschrieben wegen
# Bandscheibenvorfall", "har astma og reagerer på parfume", "im Krankenhaus (Herz-OP)").
_JOIN_GAP = 50
_CLAUSE_END_RE = re.compile(r"[.!?;\n]\s|[\n]|\s[-–]\s|\b(?i:but|aber|men|maar|however)\b")


def medicine_for(text: str, start: int) -> bool:
    """True when the health word at start names what a medicine taken before it is for."""
    return _MEDICINE_FOR_RE.search(text, max(0, start - 60), start) is not None


def joined_statements(text: str, spans: list[Span]) -> list[Span]:
    """The message's spans with its health spans checked and joined (see above).

    spans: sorted and non-overlapping, as _resolve returns them.
    """
    if not any(span.label == "HEALTH" for span in spans):
        return spans
    kept: list[Span] = []
    for span in spans:
        if span.label == "HEALTH" and not _about_a_person(text, span):
            continue
        previous = kept[-1] if kept else None
        if (
            previous is not None
            and span.label == "HEALTH"
            and previous.label == "HEALTH"
            and span.start - previous.end <= _JOIN_GAP
            and _CLAUSE_END_RE.search(text, previous.end, span.start) is None
        ):
            kept[-1] = Span(previous.start, span.end, "HEALTH")
            continue
        kept.append(span)
    return kept


def _about_a_person(text: str, span: Span) -> bool:
    """False for a health span that a product's attribute, the shop or a workplace explains."""
    said = text[span.start : span.end]
    if _ATTRIBUTE_AFTER_RE.match(text, span.end) is not None:
        return False
    if _TO_YOU_RE.search(said) is not None:
        return False
    before = text[max(0, span.start - 40) : span.start]
    if said[-2:].isupper() and _SOFTWARE_AFTER_RE.match(text, span.end) is not None:
        return False
    if _ASKED_SHOP_RE.search(before) is not None or _INTERACTS_RE.search(before) is not None:
        return False
    if (
        said[:3].lower() == "on "
        and said[3:4].isupper()
        and before.strip()
        and _ON_BEING_RE.search(before) is None
    ):
        return False  # "the locker on King St"
    # A span that starts on its preposition ("in het ziekenhuis") is read with it.
    preposition = _PREPOSITION_RE.match(said)
    if preposition is not None:
        before += preposition.group()
    return _WORKPLACE_RE.search(before) is None


_PREPOSITION_RE = re.compile(r"(?i:in|at|im|bei|på|bij|op)\s+")
