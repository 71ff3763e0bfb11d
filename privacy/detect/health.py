"""Health data: terms from the lexicons and compounds by their ending, and statements by frame.

The lexicons and the word endings find health words and the statements built around them. The
frames (the first section below) make almost any word a health statement (a diagnosis, a hospital
stay in the perfect tense, a pregnancy's weeks, a condition's abbreviation after "my" or "with"),
and the last pass looks at the health spans of the whole message: a product's attribute or a
question to the shop is no statement about a person, and several health spans in one clause are
one statement.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.patterns import case_blind, read_lines, trie_pattern
from privacy.spans import Span

# ---------------------------------------------------------------- statements by frame

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
    r"|[\s-](?i:nurse|nurses|doctor|doctors|specialist|specialists|consultant|team|clinic|charity|"
    r"ratgeber|buch|handbuch|bog|håndbog|boek|handboek|gids|guide|"
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


# The words around a health term that belong to its statement: the verb of taking or getting a
# medicine before it ("I take warfarin", "jeg får Marevan", "ik gebruik bloedverdunners"), of
# having a condition or being in a treatment, a diabetes type before or after it ("type 1
# diabetic", "Diabetiker (Typ 2)"), what it is in brackets after it.
_TAKEN_BEFORE_RE = re.compile(
    r"(?<![\w])(?i:take|takes|taking|took|am\s+on|i'm\s+on|nehme|nimmt|nahm|tager|tog|får|fik|"
    r"slik|slikt|gebruik|gebruikt|neem|neemt|krijg|krijgt|bekomme|bekommt)"
    r"(?:\s+(?i:also|too|daily|regularly|auch|täglich|regelmäßig|også|dagligt|ook|dagelijks))?\s+\Z"
)
_TYPE_BEFORE_RE = re.compile(r"(?<![\w])(?i:type|typ)[\s-]?[12][\s-]\Z")
# Having a condition, maybe said how bad: "har astma", "heeft een ernstige pinda-allergie", "has
# dementia", "har haft en blodprop", "I get migraines".
_HAVING_BEFORE_RE = re.compile(
    r"(?<![\w])(?i:have|has|had|i've|hab|habe|hat|hatte|har|havde|heb|hebt|heeft|get|gets|got|"
    r"fået|faaet|kriege|krijg|lider\s+af|suffer\s+from|leide\s+an)"
    r"(?:\s+(?i:haft|gehad|gehabt|got))?"
    r"(?:\s+(?i:a|an|eine?n?|en|et|een|severe|schwere?n?|ernstige?|alvorlig|stærk|chronic|"
    r"chronische?n?|kronisk|chronisch|bad|slem))*\s+\Z"
)
# Since when or since what, right before the statement: "seit Geburt schwerhörig", "sinds zijn
# beroerte in een rolstoel", "seit der Hüft-OP auf Krücken".
_SINCE_BEFORE_RE = re.compile(r"(?<![\w])(?i:seit|sinds|siden|since)\s+(?:[\w\-]+\s+){1,3}\Z")
# A treatment one is in: "i kemo", "in de chemo", "in der Dialyse".
_IN_TREATMENT_BEFORE_RE = re.compile(r"(?<![\w])(?i:i|in|im|in\s+de|in\s+der)\s+\Z")
_TREATMENTS = ("kemo", "chemo", "dialys")
# What a medicine or a condition is, in brackets right after it: "bloedverdunners (acenocoumarol)",
# "zwanger (28 weken)".
_BRACKETS_AFTER_RE = re.compile(r"\s?\([^()\n]{1,30}\)")
_TYPE_AFTER_RE = re.compile(r"\s?\(?(?i:type|typ)[\s-]?[12]\)?")


def _whole_statement(text: str, span: Span) -> Span:
    """A health span with the words of its statement around it (see above)."""
    start, end = span.start, span.end
    low = max(0, start - 40)
    said = text[span.start : span.end].lower()
    if (taken := _TAKEN_BEFORE_RE.search(text, low, start)) is not None:
        start = taken.start()
    elif (typed := _TYPE_BEFORE_RE.search(text, low, start)) is not None:
        start = typed.start()
    elif (having := _HAVING_BEFORE_RE.search(text, low, start)) is not None:
        start = having.start()
    elif (since := _SINCE_BEFORE_RE.search(text, low, start)) is not None:
        start = since.start()
    elif said.startswith(_TREATMENTS) and (
        treatment := _IN_TREATMENT_BEFORE_RE.search(text, low, start)
    ):
        start = treatment.start()
    if said.split()[-1].startswith("diab") and (after := _TYPE_AFTER_RE.match(text, end)):
        end = after.end()
    elif (brackets := _BRACKETS_AFTER_RE.match(text, end)) is not None:
        end = brackets.end()
    elif said.count("(") > said.count(")") and text[end : end + 1] == ")":
        end += 1  # "on antidepressants (sertraline": the bracket it opened
    return span if (start, end) == (span.start, span.end) else Span(start, end, "HEALTH")


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
        if span.label == "HEALTH":
            span = _whole_statement(text, span)
        previous = kept[-1] if kept else None
        if (
            previous is not None
            and span.label == "HEALTH"
            and previous.label == "HEALTH"
            and span.start - previous.end <= _JOIN_GAP
            and _CLAUSE_END_RE.search(text, previous.end, span.start) is None
        ):
            kept[-1] = _whole_statement(text, Span(previous.start, span.end, "HEALTH"))
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


# ---------------------------------------------------------------- lexicon terms

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
    rf"\s+(?i:gegen|to|over\s?for|for|voor|op|aan|against|mod|auf)\s+(?!(?i:\w+ing)(?![\w])){_W}"
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
    r"(?i:i|in|im|in\s+der|in\s+de|in\s+week|in\s+uge|i\s+uge|in\s+woche|in\s+der\s+woche)\s+\d{1,2}\.?"
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
    AIDS + r"[\s-]?(?i:bruger|brugere|user|users|träger|trägerin|fahrer|fahrerin|gebruiker|"
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
    rf"|{_BE}\s+T[12]D(?![\w])"
    rf"|(?:{_TAKE}|(?i:får|fået|fik|kreeg|gekregen|bekommen|got|have|has|har|hat|heeft|heb))"
    rf"\s+(?:(?i:seit|sinds|since)\s+\w+\s+)?{_CONTRACEPTIVES}(?![\w])"
    rf"|{_TAKE}\s+(?P<medicine>[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?)(?:\s\d+)?(?![\w])"
    rf"|(?i:bruger|gebruik|gebruikt|benutze|benutzt|nutze|nutzt|draag|draagt|trage|trägt|tragen|wear|wears|wearing|use|uses|using|loop\s+met|sidder\s+i|sitze\s+im|"
    rf"sitzt\s+im|zit\s+in|zit\s+aan|in\s+a|on|auf|har|hat|habe|heeft|heb|has|have|"
    rf"fået|gekregen)\s+(?:(?i:en|een|ein|einen|a|an|de|die|den)\s+)?(?:{_AID_COUNT}\s+)?"
    rf"{AIDS}(?![\w])"
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
        # Statements by frame (above): a diagnosis, an admission, a pregnancy expected.
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
    # A search first: most texts hold no abbreviation, and the list would stay empty.
    if has_upper and _ABBREVIATION_RE.search(text) is not None:
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
