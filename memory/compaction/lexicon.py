"""The summariser's words, per language (de, en, da, nl), joined into one alternation each.

A conversation may switch language mid-way and a locale may be wrong, so every pattern knows all
four languages at once. Each entry is a regular-expression fragment; keep the lists in the order
de, en, da, nl so a missing word is easy to spot.
"""

from __future__ import annotations


def _split(group: str) -> list[str]:
    """The top-level alternatives of a fragment (a `|` inside parentheses stays)."""
    parts, depth, current = [], 0, []
    for char in group:
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        if char == "|" and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(char)
    parts.append("".join(current))
    return parts


def alt(*groups: str) -> str:
    """One alternation of several `|`-separated groups, longest alternatives first."""
    words = {w.strip() for group in groups for w in _split(group) if w.strip()}
    return "|".join(sorted(words, key=len, reverse=True))


# ----------------------------------------------------------------------------- time

WEEKDAYS = alt(
    "montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag",
    "monday|tuesday|wednesday|thursday|friday|saturday|sunday",
    "mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag",
    "maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag",
)
MONTHS = alt(
    "januar|jänner|februar|märz|maerz|april|mai|juni|juli|august|september|oktober|november|"
    "dezember",
    "january|february|march|april|may|june|july|august|september|october|november|december",
    "januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december",
    "januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december",
    "jan|feb|mär|mar|apr|jun|jul|aug|sep|sept|okt|oct|nov|dez|dec",
)
ORDINAL_SUFFIX = r"(?:st|nd|rd|th|e|ste|de|\.)"
# Days named relative to today, and parts of a day.
RELATIVE_DAYS = alt(
    "übermorgen|morgen|heute|nächste woche|naechste woche|übernächste woche|ende der woche|"
    "ende des monats|anfang nächster woche|diese woche|am wochenende",
    "the day after tomorrow|tomorrow|today|tonight|next week|the week after next|"
    "end of the week|end of next week|end of the month|this week|the weekend|this weekend|"
    "next weekend",
    "i overmorgen|overmorgen|i morgen|i dag|i aften|næste uge|slutningen af ugen|"
    "slutningen af måneden|i weekenden|denne uge|ugen efter",
    "overmorgen|vandaag|vanavond|volgende week|eind van de week|einde van de week|"
    "eind van de maand|deze week|het weekend|dit weekend",
)
DAY_PARTS = alt(
    "vormittag|vormittags|nachmittag|nachmittags|abend|abends|früh|morgens|mittag|mittags",
    "morning|afternoon|evening|lunchtime|midday|noon",
    "formiddag|formiddagen|eftermiddag|eftermiddagen|aften|morgen|morgenen|middag",
    "ochtend|middag|avond|'s ochtends|'s middags|'s avonds|voormiddag|namiddag",
)
CLOCK_CUE = alt(
    "um|gegen|ab", "at|around|by|from|after|before", "kl\\.|klokken|omkring", "om|rond|vanaf"
)
RANGE_WORD = alt("bis|bis zum|und", "to|till|until|and|through", "til|og", "tot|en|t/m")

# ----------------------------------------------------------------------------- acts

# A customer's turn that only acknowledges or closes ("great, that's sorted").
SETTLED = alt(
    "das wäre erledigt|das ist erledigt|erledigt|passt so|alles klar|das reicht|gut so|"
    "das war's|das wars",
    "that's sorted|thats sorted|that's that sorted|that's done|so that's done|that's that|"
    "all sorted|sorted|done|perfect|great|brilliant|lovely|cheers|fine|good|grand|"
    "that works|works for me|sounds good|that's fine",
    "så er det på plads|det er på plads|det er fint|fint|perfekt|super|godt|fedt|"
    "det var det|dejligt",
    "dat is geregeld|geregeld|prima|top|mooi|fijn|helemaal goed|dat is duidelijk|duidelijk|klaar",
)
# A customer's turn opening a different matter.
NEW_MATTER = alt(
    "andere frage|noch eine frage|neue frage|anderes thema|andere sache|noch etwas anderes|"
    "noch was anderes|noch was|noch etwas|zweitens|zweite frage|zweite sache|ach übrigens|"
    "übrigens|außerdem noch|wo ich sie gerade habe|wo ich schon dabei bin|"
    "eine ganz andere sache|separate frage",
    "another question|different question|new question|different topic|something else|"
    "another thing|other thing|different thing|separate thing|second thing|second question|"
    "one more thing|unrelated|while i've got you|while i have you|while i'm here|"
    "on another note|also separately|separate question|by the way",
    "andet spørgsmål|nyt spørgsmål|andet emne|noget andet|en anden ting|en ting mere|"
    "et andet spørgsmål|mens jeg har dig|mens jeg har jer|forresten|desuden|"
    "noget helt andet|andet punkt",
    "andere vraag|nog een vraag|nieuwe vraag|ander onderwerp|iets anders|ander ding|"
    "nog iets|nog een ding|tweede vraag|trouwens|nu ik u toch heb|nu ik je toch heb|"
    "iets heel anders|los daarvan",
)
# A weaker opener that needs a settled exchange before it ("also", "now").
NEW_MATTER_WEAK = alt(
    "außerdem|und noch|noch|ach ja|ach|jetzt|nun|und",
    "also|and|now|oh|plus|next|ok so|right so",
    "og så|også|nu|og|åh|nå",
    "ook|en|nu|oh|verder|dan nog",
)
# A customer correcting what was said.
CORRECTION = alt(
    "doch|doch lieber|lieber|eher|korrektur|stattdessen|sondern|moment|halt|warte|"
    "nein warte|nicht mehr|geht doch nicht|ich meinte|änderung|ändern",
    "actually|rather|instead|correction|sorry,? i meant|i meant|make that|make it|"
    "change it|wait|hang on|hold on|no wait|after all|not anymore|go back to|scratch that",
    "alligevel|hellere|i stedet|rettelse|vent|nej vent|undskyld|jeg mente|lav det om|"
    "ændre|ikke længere",
    "toch|liever|eigenlijk|in plaats daarvan|correctie|wacht|nee wacht|ik bedoelde|"
    "veranderen|niet meer|maak er",
)
NEGATION = alt(
    "nicht|kein|keine|keinen|statt|anstatt|nicht am|nicht den|als",
    "not|instead of|rather than|better than|than|no longer|not the|isn't|doesn't|won't",
    "ikke|i stedet for|ikke på|end",
    "niet|geen|in plaats van|niet op|dan",
)
# A customer accepting what the assistant proposed.
ACCEPT = alt(
    "ja|ja bitte|gerne|gern|passt|okay|ok|einverstanden|machen sie das|genau|klingt gut|"
    "bitte|super|perfekt|gut",
    "yes|yeah|yep|yup|ok|okay|sure|please|do that|do it|go ahead|that's fine|fine|perfect|"
    "great|lovely|sounds good|that works|brilliant|grand|book it|deal",
    "ja|ja tak|gerne|fint|ok|okay|det lyder godt|perfekt|super|gør det|godt",
    "ja|graag|prima|oké|ok|goed|doe maar|perfect|top|akkoord|klinkt goed|prima zo",
)
REFUSE = alt(
    "nein|lieber nicht|nicht nötig",
    "no|nope|not now|no thanks|no thank you|don't",
    "nej|nej tak|ikke nu",
    "nee|nee dank je|liever niet|niet nodig",
)
# The customer deferring a decision or an action ("let me check with my wife first").
DEFER = alt(
    "muss ich erst|muss erst|frage erst|frag erst|überlege|überleg|weiß noch nicht|"
    "weiss noch nicht|noch nicht sicher|melde mich|sage ihnen bescheid|sag bescheid|"
    "kläre das|bespreche das|rede mit|mal sehen|schaue ich|schau ich|entscheide später|"
    "später|heute abend|morgen schicke|schicke ich|reiche ich nach",
    "let me ask|let me check|let me think|let me talk|i'll ask|i'll check|i'll think|"
    "i'll talk|i'll decide|i'll see|i'll let you know|i'll tell you|i'll get back|"
    "i'll come back|i'll send|i'll do it|i'll add|i'll get|need to ask|need to check|"
    "need to talk|have to ask|have to check|have to talk|not sure yet|don't know yet|"
    "dont know yet|not decided|haven't decided|depends|think about it|run it by|"
    "check with|talk to|ask my|sleep on it|later|get back to you|come back to you",
    "skal lige|må lige|spørge|snakke med|tale med|tænke over|tænke på det|ved ikke endnu|"
    "ikke sikker endnu|vender tilbage|siger til|sender senere|senere|i aften|"
    "kommer tilbage|beslutter",
    "moet eerst|even overleggen|overleg|vragen aan|vraag het|nadenken|denk erover|"
    "weet nog niet|nog niet zeker|laat het weten|kom erop terug|kom er nog op terug|"
    "stuur ik|later|vanavond|beslis",
)
# The assistant not answering a customer's question yet.
ASSISTANT_DEFERS = alt(
    "kann ich nicht bestätigen|kann ich nicht sagen|weiß ich nicht|prüfe|kläre|frage nach|"
    "hängt davon ab|kommt darauf an|nicht sicher|melden uns|melde mich",
    "can't confirm|cannot confirm|can't say|can't tell|don't know|not sure|i'll check|"
    "we'll check|i'll find out|find out|depends|will check|will confirm|will let you know|"
    "get back to you|come back to you|look into|not able to confirm|unable to confirm",
    "kan ikke bekræfte|kan ikke sige|ved ikke|undersøger|tjekker|afhænger af|ikke sikker|"
    "vender tilbage|finder ud af",
    "kan ik niet bevestigen|kan ik niet zeggen|weet ik niet|zoek ik uit|ga ik na|"
    "hangt af van|niet zeker|kom ik op terug|komen we op terug|check ik",
)
# Assistant questions that offer or propose something the customer may take or leave.
OFFER = alt(
    "möchten sie|wollen sie|soll ich|sollen wir|darf ich|passt ihnen|wäre|wünschen sie",
    "would you like|do you want|shall i|should i|want me to|would that|does that suit|"
    "would .{1,30} suit|is that ok|is that okay|can i|may i|how about|would you prefer",
    "vil du|skal jeg|skal vi|ønsker du|passer det|må jeg|hvad med",
    "wilt u|wil je|zal ik|zullen we|past het|mag ik|schikt|wat dacht u van",
)
FILLER_QUESTION = alt(
    "kann ich ihnen sonst|kann ich dir sonst|kann ich noch|noch etwas|sonst noch|"
    "noch fragen|weitere fragen",
    "anything else|something else i can|can i help you with anything|help with anything|"
    "any other questions|is there anything|what can i do for you|how can i help",
    "andet jeg kan|noget andet jeg|kan jeg hjælpe med andet|andet du|flere spørgsmål|"
    "hvad kan jeg hjælpe",
    "nog iets|verder nog|kan ik u nog|kan ik je nog|andere vragen|waarmee kan ik",
)

# ----------------------------------------------------------------------------- promises

# The company side's future: a modal, a passive future or a scheduling present.
FUTURE = alt(
    "werde|werden|wird|wirst|erhalten sie|bekommen sie|erhältst du|bekommst du|"
    "schicken wir|senden wir|rufen wir|melden wir|melde ich|rufe ich|schicke ich|sende ich|"
    "gebe ich|leite ich|kümmere mich|kümmern uns|habe .{1,40} (?:veranlasst|eingerichtet|"
    "notiert|weitergeleitet|gebucht|beantragt|vorgemerkt)",
    "will|'ll|shall|is going to|are going to|going to|you'll get|you'll receive|"
    "you will get|you will receive|i've (?:set up|arranged|booked|requested|added|saved|"
    "handed|passed|raised|logged|put|asked|scheduled|sent|emailed|noted|reserved|escalated|"
    "flagged|created|opened|issued|refunded|credited|ordered|cancelled|applied)|"
    "we've (?:set up|arranged|booked|requested|added|saved|handed|passed|raised|logged|"
    "scheduled|sent|emailed|reserved|escalated|issued|refunded|credited|ordered|applied)|"
    "is booked|are booked|is scheduled|is reserved|is arranged|has been|have been|"
    "is being|are being|expect|expecting",
    "vil|skal|kommer til at|får du|modtager du|sender vi|ringer vi|sender jeg|ringer jeg|"
    "vender vi|vender jeg|bliver|har (?:bestilt|booket|oprettet|sendt|noteret|reserveret|"
    "videresendt|sat)",
    "zal|zullen|ga|gaan|wordt|worden|ontvangt u|krijgt u|ontvang je|krijg je|sturen we|"
    "bellen we|stuur ik|bel ik|mailen we|mail ik|heb .{1,40} (?:geboekt|aangevraagd|"
    "doorgezet|genoteerd|gereserveerd|ingepland|verstuurd)",
)
CALLBACK = alt(
    "ruf\\w* .{0,30}(?:zurück|an)|rückruf|zurückrufen|anrufen|telefonisch melden",
    "call you|call back|callback|ring you|phone you|give you a (?:call|ring)|call the|"
    "will call|'ll call|will ring|'ll ring|call your|ring your",
    "ringe\\w* (?:dig|jer|til)|ringer .{0,20}(?:op|tilbage)|ringer dig|ringer jer|"
    "ringe tilbage|opkald",
    "bel\\w* (?:u|je|jou)|terugbellen|terug bellen|belt u|belt je|bellen u|telefonisch",
)
HANDOVER = alt(
    "leite .{0,40}weiter|weiterleiten|weitergeleitet|übergebe|übergeben|verbinde|"
    "kollegen|kollegin|fachabteilung|team",
    "hand you over|handed .{0,30}over|hand this over|hand it over|transfer you|"
    "pass this on|passed .{0,30}to|pass it to|connect you|colleague|escalat|team|"
    "department|specialist|manager",
    "viderestiller|videresend|giver dig videre|sender sagen videre|kollega|afdeling|team",
    "doorverbind|doorverbonden|doorgezet|doorgeven|geef .{0,30}door|collega|afdeling|team",
)
FOLLOW_UP = alt(
    "schick\\w*|send\\w*|mail\\w*|melde\\w*|informier\\w*|erhalten|bekommen|sms|brief|"
    "bestätigung|nachricht|bescheid",
    "send|email|e-mail|mail|text|message|let you know|get back|follow up|receive|get a|"
    "confirm|update you|notify|post|letter|reply|contact you|be in touch",
    "send\\w*|mail|sms|besked|modtage|får|bekræft\\w*|vender tilbage|kontakt\\w*|brev",
    "stur\\w*|mail\\w*|sms|bericht|ontvang\\w*|krijg\\w*|bevestig\\w*|laten weten|"
    "kom\\w* .{0,20}terug|contact|brief",
)
