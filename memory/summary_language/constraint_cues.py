"""Cues of the customer's other requirements (constraints): languages and channels (CHANNEL),
places to deliver to or collect from (DESTINATION), who pays or is responsible, budgets and
limits, party sizes, the clause around a value (phrase_around) and negation near a value."""

from __future__ import annotations

import re

from memory.summary_language import lexicon as lx

LANGUAGE = re.compile(
    r"\b(?:auf|in|på|op|i het|in het)\s("
    r"deutsch|englisch|dänisch|niederländisch|holländisch|französisch|spanisch|italienisch|"
    r"german|english|danish|dutch|french|spanish|italian|"
    r"tysk|engelsk|dansk|hollandsk|nederlandsk|fransk|spansk|italiensk|"
    r"duits|engels|deens|nederlands|frans|spaans|italiaans)\b",
    re.IGNORECASE,
)
MEDIUM = (
    r"e-?mail|mail|text(?:\smessage)?|sms|phone(?:\scall)?|telephone|call|landline|mobile|"
    r"cell|whatsapp|post|letter|check|cheque|direct debit|bank transfer|app|chat|"
    r"telefon|anruf|brief|festnetz|handy|überweisung|lastschrift|"
    r"telefonen|opkald|brev|brevet|posten|fastnet|mobil|bankoverførsel|netbank|"
    r"e-mail|festnetz|de post|briefpost|"
    r"telefoon|brief|vaste lijn|mobiel|overschrijving|app|fax|e-?boks|digital post|berichtenbox"
)
# An online inbox the customer puts things in or reads them from ("Ich lad sie im Portal hoch",
# "send det i e-Boks", "zet het in mijn berichtenbox").
_PORTAL = (
    r"portal|kundenportal|online-?portal|portalen|portaal|e-?boks|digital\spost|berichtenbox|"
    r"mijnoverheid"
)
CHANNEL = re.compile(
    rf"\b(?:by|via|per|through|over|on|to|pr\.|på|over|op|met|med|mit|with|auf|über|am)\s"
    rf"(?:the\s|a\s|my\s|your\s|dem\s|den\s|der\s|die\s|de\s|het\s|min\s|mijn\s|"
    rf"meine[mn]?\s)?(?:{MEDIUM})\b"
    rf"|\b(?:e-?mail|text|call|ring|phone|message|mail|sms|whatsapp|ruf\w*|schreib\w*|"
    rf"ring|skriv|send|bel|mail|app|sms)\s(?:(?:sie|du|til|op|to|an)\s)?(?:me|mich|mir|mig|me|mij)\b"
    r"|\b(?:call|ring|phone|anrufen\sauf|ring\stil|bel)\s(?:me\s)?(?:on\s)?(?:my|the|mein\w*|"
    r"min|mijn)\s(?:cell|mobile|landline|work\s\w+|handy|festnetz|mobil|fastnet|mobiel|\w+\sline)\b"
    rf"|\b(?:i'd rather|i would rather|i prefer|i only want|i want|rather|lieber|hellere|helst|"
    rf"liever|bij voorkeur|am liebsten|foretrækker|bevorzuge)\s(?:(?:have|get|a|an|the|per|by|"
    rf"via|på|med|op|eine?n?|een|den|die|het|de|en|et)\s){{0,3}}(?:{MEDIUM})\b"
    r"|\b(?:e-?mailed|texted|mailed|posted|gemailt|gemailed|gemaild|sms'et|mailet|"
    r"zugeschickt|toegestuurd|tilsendt)\b"
    rf"|\b(?:im|ins|in\sdas|in\sthe|in\smy|i|til|in|in\sde|in\shet|in\smijn|naar\sde|"
    rf"naar\smijn)\s(?:{_PORTAL})\b"
    r"|\b(?:telefonisch|telefonisk|schriftlich|in writing|skriftligt|schriftelijk|"
    r"direct deposit|bank transfer|per überweisung)\b"
    # "Dann doch E-Mail.", "then post after all": the medium opening the sentence.
    rf"|(?:^|(?<=[.!?]\s))(?:(?:just|only|nur|kun|alleen|gerne|gern|helst|liever|"
    rf"rather|lieber|dann|doch|then|dan|toch|så|bare|ok|okay|also|actually|eigentlich|faktisk|"
    rf"eigenlijk|alligevel)\s){{0,2}}(?:{MEDIUM})(?=[\s.,!]|$)"
    # "Schicken Sie mir bitte eine SMS", "stuur me een mail", "send me an email"
    rf"|\b(?:send\w*|schick\w*|stuur\w*)\s(?:sie\s|du\s)?(?:me|mir|mig|mij)\s(?:[^\W\d]+\s){{0,2}}?"
    rf"(?:a|an|eine?n?|en|et|een)\s(?:{MEDIUM})\b"
    # "Mir wäre ein Anruf lieber", "a call would be better"
    rf"|\b(?:wäre|ist|er|is|zou|would be)\s(?:mir\s|me\s)?(?:a|an|ein|eine|en|et|een)\s"
    rf"(?:{MEDIUM})\s(?:\w+\s)?(?:lieber|liever|bedre|better|besser|beter)\b"
    # being called: "Ik word liever gebeld", "jeg vil helst ringes op", "I'd rather be called"
    r"|\b(?:(?:be|word|worden|werden|blive|bliver)\s(?:[^\W\d]+\s)?(?:called|phoned|rung|texted|"
    r"emailed|gebeld|gemaild|angerufen|ringet\sop)|ringes\sop)\b"
    # "Op mijn vaste nummer graag", "call me on my landline": which number.
    r"|\b(?:on|op|auf|på|an|to|til|naar|unter)\s(?:my|mijn|meine?\w*|min|mit)\s"
    r"(?:vaste\s(?:nummer|lijn)|landline|home number|work number|mobile(?:\snumber)?|"
    r"festnetz(?:nummer)?|handy(?:nummer)?|fastnet(?:nummer)?|mobil(?:nummer)?|"
    r"mobiele?\s?nummer|mobiel|arbejdsnummer|werknummer|fastnummer)\b",
    re.IGNORECASE,
)
# "email is better after all", "SMS ist besser", "mail er fint": the medium judged (found from
# the judgement, then the medium before it: cheaper than trying every medium at every word).
JUDGED = re.compile(
    r"\b(?:is|ist|er|would\sbe|wäre|ville\svære|zou)\s(?:\w+\s)?(?:better|besser|bedre|beter|fine|"
    r"fint|prima|gut|good|easier|einfacher|nemmere|makkelijker|quicker|faster|schneller|"
    r"hurtigere|sneller)\b",
    re.IGNORECASE,
)
MEDIUM_BEFORE = re.compile(rf"\b(?:{MEDIUM})\s$", re.IGNORECASE)
_PLACE_NOUNS = (
    r"büro|wohnung|haus|firma|lager|laden|filiale|adresse|praxis|arbeit|baustelle|geschäft|"
    r"office|flat|house|home|apartment|shop|store|site|warehouse|address|work|school|"
    r"studio|garage|cabin|cottage|unit|premises|restaurant|cafe|café|branch|depot|"
    r"kontor|kontoret|lejlighed\w*|hus\w*|firma\w*|butik\w*|adresse\w*|arbejde\w*|lager\w*|"
    r"kantoor|appartement|huis|flat|winkel|zaak|adres|bedrijf|werk|magazijn"
)
_NAMED_PLACE_AFTER = (
    r"\s(?:in|at|on|op|på|i|bij|am|an\sder|in\sder|auf\sder|in\sde|in\sthe|on\sthe|at\sthe)\s"
    r"(?-i:(?:'s-)?[A-ZÄÖÜÆØÅ][\w'’-]+(?:\s[A-ZÄÖÜÆØÅ][\w'’-]+){0,2})"
)
# "naar Wijnegem, dat is dichter bij mijn werk": a place named as the reason is no destination.
CLOSER_TO = re.compile(
    r"\b(?:closer|nearer|close|near|dichter|dichtbij|näher|nahe|tættere|nærmere|tæt)\s"
    r"(?:to|bij|an|am|zu|zum|zur|på|ved|by)?\s?(?:[^\W\d]+\s)?$",
    re.IGNORECASE,
)
DESTINATION = re.compile(
    r"\b(?:to|for|at|an|für|nach|zu|zum|zur|in|til|for|på|ved|naar|voor|bij|op)\s"
    rf"((?:the|my|our|your|die|das|den|dem|der|meine?n?|unser\w*|min|mit|vores|de|het|mijn|"
    rf"onze|ons)\s(?:new\s|old\s|same\s|neue\w*\s|nye\s|nieuwe\s)?(?:{_PLACE_NOUNS})\b"
    # "de winkel in Breda", "the shop on Deansgate", "butikken på Strøget": the named place.
    rf"(?:{_NAMED_PLACE_AFTER})?)"
    rf"|\b((?:same|dieselbe|selbe|samme|hetzelfde|zelfde)\s(?:{_PLACE_NOUNS}))\b"
    # "ins Büro", "zur Filiale", "naar kantoor": the article is in the preposition or left out
    r"|\b((?:ins|zum|zur|ans|fürs|aufs|naar|voor)\s(?:neue\w*\s|nieuwe\s)?(?:büro|filiale|lager|laden|geschäft|"
    r"baustelle|wohnung|ferienhaus|kantoor|winkel|magazijn|filiaal|appartement))\b"
    # Danish nouns carry their article: "til kontoret", "i butikken på Strøget".
    r"|\b(?:til|på|i|ved)\s((?:butikken|kontoret|lageret|huset|lejligheden|afdelingen|filialen|"
    rf"værkstedet|pakkeshoppen|adressen|firmaet)\b(?:{_NAMED_PLACE_AFTER})?)",
    re.IGNORECASE,
)
# Being somewhere is no destination ("she's in the office Tuesday", "wir sind im Laden").
BEING_AT = re.compile(
    r"\b(?:is|am|are|was|were|be|ist|bin|sind|war|er|var|ben|zijn|sidder|sitzt|sits|zit|zitten|"
    r"work|works|"
    r"working|arbeitet|arbeite|arbejder|werkt|werk)\s(?:[^\W\d]+\s)?"
    r"(?:in|at|im|i|på|op|bij|ved|am)\s[^,.;!?]*$|'[sm]\s(?:in|at)\s[^,.;!?]*$",
    re.IGNORECASE,
)
ADDRESS_AFTER = re.compile(r"\s(?:e-?mail\s)?(?:address|adresse|adres)\b", re.IGNORECASE)
# Where money goes back to ("back on my card", "aufs Konto", "tilbage på mit kort", "op mijn
# rekening"): the destination of a refund or a payout.
MONEY_TO = re.compile(
    r"\b(?:(?:back|zurück|tilbage|terug)\s)?(?:on|onto|to|into|auf|på|til|op|naar|in)\s"
    r"(?:my|mein\w*|min|mit|mijn)\s(?:own\s|eigene\w*\s|egen\s|eigen\s)?"
    r"(?:card|credit card|debit card|bank account|account|bank|karte|kreditkarte|konto|bankkonto|"
    r"kort|kortet|konto|kontoen|kaart|pinpas|rekening|bankrekening)\b"
    r"|\baufs\s(?:konto|bankkonto|girokonto)\b",
    re.IGNORECASE,
)
MONEY_TO_NOUNS = (
    "card",
    "account",
    "bank",
    "konto",
    "kort",
    "karte",
    "kaart",
    "pinpas",
    "rekening",
)
MONEY_BACK = re.compile(
    r"\b(?:back|refund\w*|return\w*|pay\w*|put|transfer\w*|credit\w*|zurück\w*|erstatt\w*|"
    r"überweis\w*|gutschr\w*|aufs|tilbage\w*|refus\w*|overfør\w*|indsæt\w*|sæt\w*|terug\w*|"
    r"stort\w*|overmak\w*)\b",
    re.IGNORECASE,
)
# An e-mail box is no place ("to the email address on the account", "ans IT-Postfach").
MAILBOX = re.compile(r"e-?mail|\bmail|postfach|inbox|indbakke|mailbox|postvak", re.IGNORECASE)
# "Wir haben bisher nicht bezahlt", "I have always paid": a payment made is nobody's duty.
PAID_BEFORE = re.compile(
    r"\b(?:habe|haben|hat|hatte|have|has|had|har|havde|heb|hebben|heeft|had|always|immer|altid|"
    r"altijd|already|schon|allerede|al)\b[^,.;!?]{0,30}\b(?:paid|bezahlt|gezahlt|betalt|betaald)\b"
    r"|\b(?:paid|bezahlt|betalt|betaald)\s(?:with|mit|med|met|via|per)\b",
    re.IGNORECASE,
)
HOW = re.compile(r"(?:how|wie|hvordan|hoe)\b", re.IGNORECASE)
GOING = re.compile(r"\b(?:go|going|gehe|geht|gehen|går|gå|ga|gaat|gaan)\b", re.IGNORECASE)
# Where the customer collects it ("collect it from the Arndale", "hente den i butikken").
COLLECT_FROM = re.compile(
    r"\b(?:collect\w*|pick\w*(?:\s\w+)?\sup|abhol\w*|hent\w*|afhent\w*|ophal\w*|afhal\w*)"
    r"(?:\s\w+){0,2}?\s(?:from|fra|von|bei|van|bij)\s"
    r"((?:the\s|de\s|het\s|der\s|dem\s)?(?-i:[A-ZÄÖÜÆØÅ][\w'’-]+(?:\s[A-ZÄÖÜÆØÅ][\w'’-]+){0,2})"
    r"(?:\s(?:in|i|im)\s(?-i:[A-ZÄÖÜÆØÅ][\w'’-]+))?)",
    re.IGNORECASE,
)
# A place named as the one instead ("can it be Trafford instead", "dann Hamburg stattdessen").
NAME_INSTEAD = re.compile(
    r"(?<![\w-])((?-i:[A-ZÄÖÜÆØÅ][\w'’-]+(?:\s[A-ZÄÖÜÆØÅ][\w'’-]+){0,2}))\s(?:instead|i stedet|"
    r"stattdessen|statt dessen|in plaats daarvan)\b",
    re.IGNORECASE,
)
RESPONSIBILITY = re.compile(
    r"\b(?:für|for|til|voor)\s("
    r"(?:unser|unsere|unseren|mein|meine|meinen|our|my|vores|mit|min|ons|onze|mijn)\s"
    r"(?:firma|abteilung|team|unternehmen|verein|company|department|business|team|"
    r"firmaet|afdeling|afdelingen|virksomhed|bedrijf|zaak)"
    r"|mich privat|mich selbst|myself|me personally|me privately|mig selv|mig privat|"
    r"mezelf|mij privé|privé gebruik|privat)(?!\w)"
    r"|\b((?:ich bin|wir sind|i am|i'm|we are|jeg er|vi er|ik ben|wij zijn)\s(?:nicht\s|not\s|"
    r"ikke\s|niet\s)?(?:zuständig|verantwortlich|responsible|in charge|ansvarlig|"
    r"verantwoordelijk))\b"
    r"|\b((?:i'll|i will|we'll|we will|ich|wir|jeg|vi|ik|wij)\s(?:pay|zahle|zahlen|zahl|betaler|"
    r"betaal|betalen)\s[^,.;!?]{1,40})",
    re.IGNORECASE,
)
# Who is billed: "Rechnung bitte an die Firma", "de factuur moet op het bedrijf".
BILLED_TO = re.compile(
    r"\b(?:rechnung|invoice|bill|faktura\w*|factuur|regning\w*|nota)\s(?:[^\W\d]+\s){0,2}?"
    r"(?:(?:an|to|til|aan|auf|op)\s(?:die|the|den|de|het|das|my|mein\w*|min|mijn|our|unser\w*|"
    r"vores|onze)\s[^\W\d][\w-]+|(?:auf|to|til|aan|op)\s(?:mich|me|mig|mij))",
    re.IGNORECASE,
)
# A destination named by the verb that sends something there ("leveres til pakkeshop i Føtex",
# "der Schrank soll ins Schlafzimmer", "can I drop it at your shop in Leeds"): the phrase after
# the preposition, to the clause end.
DESTINATION_VERB = re.compile(
    r"\b(?:send\w*|deliver\w*|ship\w*|bring\w*|drop\w*|return\w*|post\w*|go|goes|"
    r"lever\w*|aflever\w*|skal|kør\w*|"
    r"liefer\w*|schick\w*|zustell\w*|soll\w*|kommt|kommen|"
    r"bezorg\w*|stuur\w*|breng\w*|moet|gaat|"
    # where the customer collects it: "ophalen in 's-Hertogenbosch", "pick it up at the depot"
    r"ophal\w*|afhal\w*|abhol\w*|abzuholen|hent\w*|afhent\w*|collect\w*|pick\w*(?:\s\w+)?\sup)\b[^.!?;,]{0,30}?"
    r"\b((?:to|til|an|nach|naar|aan|ins|zum|zur|into|at|in|(?-i:i)|på|bij|op|in die|in den)\s"
    r"(?!(?:you|me|us|him|her|them|dig|mig|os|ham|hende|dem|jer|ihnen|mir|uns|dir|ihm|u|je|"
    r"mij|ons|jou|hem|hen|morgen|tomorrow|time|tide|zeit|tijd|the end|stand|orden|ordnung|"
    r"orde|alt|all|alle|dag|dagen|ugen|uge|week|woche|dit|this|det|das|dat|it|es|het|der|da|die|forvejen|"
    r"vej|way|weg|unterwegs|onderweg|"
    r"sms|e-?mail|mail|post|posten|telefon\w*|phone|text|brev|brief|whatsapp|den|denne|dette|"
    # a sentence adverb: "sætter det op samtidig", "liefern wir in Teilen", "send it in actually"
    r"samtidig|actually|eigentlich|faktisk|eigenlijk|teilen|delen|dele|parts|stages|etappen|"
    rf"advance|voraus|voorhand|(?:{lx.DAY_PARTS})|(?:{lx.RELATIVE_DAYS}))\b)"
    r"[^\W\d][^,.!?;:()\n]{1,48}[^\s,.!?;:])",
    re.IGNORECASE,
)
# Where the customer travels or goes, by name ("a trip to Canada", "wir fahren nach Italien",
# "dan ga ik naar de Herestraat", "vi flyver til Malaga").
TRAVEL_TO = re.compile(
    r"\b(?:trip|travel\w*|fly\w*|flight|going|go|goes|drive|driving|fahr\w*|flieg\w*|reis\w*|"
    r"flug|rejse\w*|flyve\w*|flyver|kør\w*|tur|vlieg\w*|reiz\w*|rij\w*|ga|gaan|gaat|vlucht|"
    r"gehen|geht|gehe|tage|tager)\s(?:[^\W\d]+\s){0,3}?(?:to|nach|til|naar|in die|in den)\s"
    r"((?:the\s|de\s|het\s)?(?-i:[A-ZÄÖÜÆØÅ][\w'-]+(?:\s[A-ZÄÖÜÆØÅ][\w'-]+){0,2}))",
    re.IGNORECASE,
)
# Floors and rooms as the place something goes ("2. sal", "3. Stock", "the second floor").
FLOOR = re.compile(
    r"\b\d{1,2}\.\s?(?:sal|stock|etage|obergeschoss|og|verdieping|etage)\b"
    r"|\b\d{1,2}(?:st|nd|rd|th|e|de|ste)\s(?:floor|etage|verdieping)\b"
    r"|\b(?:ground|first|second|third|fourth|fifth|top|erdgeschoss|stueetagen|begane grond)"
    r"(?:\sfloor)?\b(?=[^.!?]{0,0})",
    re.IGNORECASE,
)
# Who is responsible, decides, pays or receives: the clause naming them.
FLOOR_WORD = re.compile(r"floor|geschoss|etagen|grond", re.IGNORECASE)
RESPONSIBLE_CUE = re.compile(
    r"\b(?:(?:in|im|i|on|in the|op|auf|under|unter)\s(?:the\s|den\s|die\s|de\s|het\s)?"
    r"(?:firmaets|virksomhedens|company's|firmen|firma|bedrijf|zaak|business)\w*\s?"
    r"(?:navn|name|namen|naam)?"
    r"|(?:über|via|through|gennem|over)\s(?:die|the|de|het|vores|unsere?|our|ons|onze)?\s?"
    r"(?:firma|company|bedrijf|zaak|business|virksomhed|arbeitgeber|employer|arbejdsgiver|"
    r"werkgever|schulträger|landkreis)\w*"
    r"|op naam van|in the name of|auf den namen|i \w+ navn|im namen"
    r"|decides?|entscheidet|entscheiden|bestemmer|beslist|beslissen|in charge|zuständig|"
    r"kümmert sich|står for|regelt|takes care|pays|zahlt|bezahlt|betaler|betaalt|"
    r"approves?|godkender|godkende|genehmigt|keurt .{0,20}goed|goedkeuren|"
    # an approval limit: "anything over £250 needs his approval", "Above that I need to ask"
    r"approval|genehmigung|zustimmung|godkendelse|goedkeuring|comes to me|goes to me|"
    r"need to ask|have to ask|muss (?:ich )?(?:erst )?(?:\w+ ){1,3}fragen|"
    r"skal (?:jeg )?(?:lige )?(?:først )?spørge|moet (?:ik )?(?:eerst )?(?:\w+ ){1,3}vragen|"
    # someone at home by working there: "mein Mann ist im Homeoffice"
    r"ist im homeoffice|works from home|is working from home|arbejder hjemme\w*|"
    r"werkt thuis|thuiswerkt|"
    r"meldet sich|melder sig|meldt zich|is home|will be home|be in|er hjemme|ist zu hause|"
    r"bin zu hause|is thuis|ben thuis|nimmt .{0,20}entgegen|tager imod|takes? delivery|"
    # who pays, in the other persons and tenses: "I'll pay", "übernimmt mein Arbeitgeber", "we
    # delen het", "halvdelen hver" (not "betale", "zahl": "Hvordan betaler jeg", "dann zahl ich
    # ja eine Nacht umsonst" say nothing of who pays)
    r"(?:i'll|i will|we'll|we will|he'll|she'll|they'll)\spay|paying|covers|"
    r"übernimmt|übernehmen|afregnen|afrekenen|delen het|deler det|"
    r"halvdelen hver|split it|"
    # who is there to let someone in: "my landlord has the key", "Mijn schoonvader laat ze binnen"
    r"has the keys?|har nøgle\w*|hat (?:den|die) schlüssel|heeft de sleutel\w*|"
    r"laat (?:ze|hem|haar|hen) binnen|lets? (?:them|him|her) in|lukker (?:dem|ham|hende) ind)\b",
    re.IGNORECASE,
)
CHEAPEST = re.compile(
    r"\b(?:the cheapest|cheapest|det billigste|den billigste|billigst|am günstigsten|"
    r"die günstigste\w*|das günstigste|de goedkoopste|het goedkoopste|goedkoopst)\b",
    re.IGNORECASE,
)
# A limit or a total as a bare number ("gå op til 1.700", "900 insgesamt", "Budget ist 7.000").
BARE_BUDGET = re.compile(
    r"\b(?:budget\w*\s(?:\w+\s){0,3}?|op til\s|up to\s|bis zu\s|hooguit\s|maximaal\s|max\.?\s|"
    r"maks\.?\s|højst\s|höchstens\s|at most\s|no more than\s)\d[\d.,']*\d?"
    r"(?:\s?(?:insgesamt|i alt|in total|total|totaal|in totaal|brutto|netto|inkl\.? moms|"
    r"incl\.? btw|a month|im monat|om måneden|per maand|pro monat|per month))?",
    re.IGNORECASE,
)
# A limit on spending said with a negation ("I don't want to spend more than 200", "nicht mehr
# als 200 ausgeben", "ikke bruge mere end 2000 kroner").
SPEND_LIMIT = re.compile(
    r"(?:\bnot|n't|\bdont|\bcant|\bwont|\bnicht|\bkein\w*|\bikke|\bniet)\b[^.!?,;]{0,25}?\b"
    r"(?:spend|pay|zahlen|ausgeben|bezahlen|bruge|betale|give|uitgeven|betalen)?\b[^.!?,;]{0,10}?"
    r"(?:more than|over|mehr als|über|mere end|meer dan|boven)\s(?:the\s|die\s|de\s|den\s)?"
    r"\d[\d.,']*(?<![.,'])(?:\s?(?:€|£|\$|eur\w*|kr\.?|kroner|dkk|pounds?|dollars?))?(?![\w%])"
    r"(?:[^.!?,;]{0,12}?\b(?:spend|pay|zahlen|ausgeben|bezahlen|bruge|betale|uitgeven|betalen)\b)?",
    re.IGNORECASE,
)
# ("nicht über 3500 gehen", "not go over 300", "niet boven de 500 komen": going over a sum)
SPEND_VERB = re.compile(
    r"\b(?:spend|pay|zahlen|ausgeben|bezahlen|bruge|betale|uitgeven|betalen|gehen|kommen|go|gå|"
    r"komme|gaan|komen|kosten|koste|cost)\b",
    re.IGNORECASE,
)
# A sum with cents and no currency where money is the matter ("a refund of 49.99", "die 49,99
# zurück").
DECIMAL_SUM = re.compile(r"(?<![\w.,/-])\d{1,6}[.,]\d{2}(?![\w%]|[.,]\d)")
MONEY_WORD = re.compile(
    r"\b(?:refund\w*|charge\w*|paid|pay|zurück\w*|erstatt\w*|abgebucht|bezahlt|betrag|"
    r"tilbage\w*|refusion|beløb\w*|betalt|trukket|terug\w*|bedrag|betaald|afgeschreven)\b",
    re.IGNORECASE,
)
# A limit as a bare number once prices are the matter ("Ich hatte gehofft unter 170 zu bleiben",
# "niet meer dan die 149 betalen", "not more than the 90").
BARE_LIMIT = re.compile(
    r"\b(?:unter|under|below|onder|beneden|niet meer dan|nicht mehr als|ikke mere end|"
    r"no more than|not more than)\s(?:(?:die|the|de|den|dem|das|het)\s)?\d[\d.,']*(?<![.,'])"
    r"(?![\w%]|[.,]\d)",
    re.IGNORECASE,
)
TOTAL = re.compile(
    r"(?<![\w.,])(?:\d[\d.,']*\d|\d)\s(?:i alt|insgesamt|in total|total|in totaal|totaal)\b"
    r"|\b(?:insgesamt|i alt|in total|totaal|in totaal|samlet|zusammen)\s\d[\d.,']*\d?",
    re.IGNORECASE,
)
_SMALL_NUMBER = (
    r"\d{1,3}|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|two|three|four|five|six|seven|"
    r"eight|nine|ten|to|tre|fire|fem|seks|syv|otte|ni|ti|twee|drie|vijf|zes|zeven|negen|tien"
)
# A party's size ("vi er 5", "wir sind zu viert", "we're 6 people", "kun 4 af os").
PARTY = re.compile(
    rf"\b(?:vi er|we are|we're|we will be|we'll be|wir sind|wir werden|we zijn|wij zijn|"
    rf"we komen met|es sind|es kommen|there are|there will be|der er|der bliver|der kommer|"
    rf"het zijn|er komen)\s(?:(?:nu|jetzt|now|nou|faktisk|actually|eigentlich|eigenlijk|"
    rf"only|kun|nur|maar|alleen|just|zu|met|med|mit|with|insgesamt|in total|i alt)\s)*"
    rf"(?:{_SMALL_NUMBER})\b(?:\s(?:af os|of us|von uns|van ons|personer|personen|people|persons|"
    rf"guests|gäste|gæster|gasten|mennesker|leute|mensen|voksne|adults|erwachsene|"
    rf"volwassenen|kinder|children|børn|kinderen))?"
    rf"|\b(?:kun|nur|only|alleen|maar)\s(?:{_SMALL_NUMBER})\s(?:af os|of us|von uns|van ons)\b",
    re.IGNORECASE,
)
# A count of the things in play ("2 of them", "to af dem", "drei davon", "twee van die") and what
# the customer ordered ("I ordered 6", "ich habe 4 bestellt" is the other order: "bestellt 4").
OF_THEM = re.compile(
    rf"(?<![\w.,/-])(?:{_SMALL_NUMBER}|all|alle|both|beide|begge)\s(?:of them|of those|af dem|"
    r"af de|davon|von denen|van die|van ze|ervan|daarvan)\b",
    re.IGNORECASE,
)
# "I have 3 of them already": what the customer owns is no count asked for.
HAVE_ALREADY = re.compile(r"\b(?:already|schon|bereits|allerede|al|nog)\b", re.IGNORECASE)
OF_THEM_TAILS = (
    "of them",
    "of those",
    "af de",
    "davon",
    "von denen",
    "van die",
    "van ze",
    "ervan",
)
ORDERED_COUNT = re.compile(
    r"\b(?:ordered|bought|bestellt|gekauft|bestilte|bestilt|købte|købt|besteld|gekocht|"
    r"bestelde)\s(?:only\s|nur\s|kun\s|maar\s)?\d{1,3}(?![\w:/-]|[.,]\d)",
    re.IGNORECASE,
)
# A party counted by idiom ("met z'n vieren", "wir sind zu viert", "all four of us", "vi alle
# fire", "for the three of us").
PARTY_IDIOM = re.compile(
    r"\bmet\s(?:z'n|zijn|ons|onze)\s(?:tweeën|tweeen|drieën|drieen|vieren|vijven|zessen|"
    r"zevenen|achten)\b"
    r"|\bzu\s(?:zweit|dritt|viert|fünft|sechst|siebt)\b"
    rf"|\b(?:all|alle|the|de|os|us)\s(?:{_SMALL_NUMBER})\s(?:of us|af os|von uns|van ons)\b"
    rf"|\b(?:vi|we|wir|wij|os|us)\s(?:alle|all)\s(?:{_SMALL_NUMBER})\b"
    rf"|\b(?:for|für|til|voor)\s(?:the\s|os\s|uns\s|ons\s)?(?:{_SMALL_NUMBER})\s(?:of us|people|"
    r"persons|adults|personer|voksne|personen|leute|erwachsene|volwassenen|mensen)\b",
    re.IGNORECASE,
)
# One or both of what is in play ("så det er kun det ene par", "nur das eine", "yes both",
# "beides", "allebei"): a count once a count is the matter.
ONE_OR_BOTH = re.compile(
    r"\b(?:(?:kun|only|nur|alleen|just)\s(?:det|den|the|das|die|de|het)\s(?:ene|one|eine|ene)"
    r"(?:\s[^\W\d]+)?|(?:yes\s|ja\s)?(?:both|beides|beide|begge|allebei|allebeide))\b",
    re.IGNORECASE,
)
TO_ME = re.compile(r"\b(?:me|mich|mir|mig|mij)$", re.IGNORECASE)
REQUIRED_HEAD = re.compile(
    r"\b(?:it|they|this|that|he|she|we|i|es|er|sie|den|det|de|het|hij|ze|wir|vi|ik|jeg)\s"
    r"(?:has to|have to|must|needs? to|should|muss|müssen|soll|sollte|skal|må|moet|moeten)\s"
    r"(?:be\s|være\s|sein\s|zijn\s)?(?:[^\W\d]+\s){0,2}(?:on\s|by\s|am\s|bis\s|på\s|op\s)?$",
    re.IGNORECASE,
)
# A day in the past tense is a fact of the history, not something the customer requires.
PAST_BEFORE = re.compile(
    r"\b(?:it was|that was|was|were|bought|ordered|received|arrived|started|since|dated|issued|"
    r"datiert|ausgestellt|dateret|udstedt|gedateerd|"
    r"war|waren|wurde|wurden|gekauft|bestellt|gekommen|angekommen|kaufte|bekam|"
    r"var|blev|købte|købt|bestilte|modtog|kom|ankom|"
    r"werd|gekocht|besteld|ontvangen|ontving|kwam|aangekomen|kocht)\b",
    re.IGNORECASE,
)
POSTAL_TAIL = re.compile(
    r",?\s(?:\d{4,5}(?:\s?[A-Z]{2}\b)?)(?:\s(?:[A-ZÄÖÜÆØÅ]|'s-)[\w'.-]*){0,4}"
    r"|,\s[A-ZÄÖÜÆØÅ][\w-]+(?:\s[A-ZÄÖÜÆØÅ][\w-]+){0,2}(?=\s*(?:[.!]|$))"
    # the town said in prose: "Bakkevej 3 i Silkeborg", "Hertogstraat 112 in Nijmegen"
    r"|\s(?:i|in)\s(?:\d{4,5}\s)?(?:[A-ZÄÖÜÆØÅ]|'s-)[\w'-]*(?:[\s-][A-ZÄÖÜÆØÅ][\w'-]*){0,2}"
)
# (a comma inside a number is no break: "anything over £10,000")
_CLAUSE_BREAK = re.compile(r",(?!\d)|[;:()\u2013\u2014]|\s-\s|[.!?](?=\s|$)|\n")
# A clause that goes on by saying the same more exactly ("über den Schulträger, also den
# Landkreis", "via the school, i.e. the council", "gennem kommunen, altså skolen").
_APPOSITION = re.compile(
    r",\s(?:also|nämlich|d\.\s?h\.|i\.e\.|that is|namely|altså|dvs\.?|nemlig|dus|namelijk|"
    r"oftewel|te weten)\s",
    re.IGNORECASE,
)
MAX_PHRASE = 80
# A relative clause opening after a comma ("det er vores CFO, der bestemmer", "It's my dad, who
# pays"): who or what it is said of stands in the clause before it.
_RELATIVE_AFTER_COMMA = re.compile(r"\s*(?:who|which|der|die|welche[rs]?|som|wie)\s", re.IGNORECASE)


def phrase_around(text: str, start: int, end: int, *, left: bool = True) -> tuple[int, int]:
    """The clause holding text[start:end] (from its start, or from `start` when not `left`),
    at most MAX_PHRASE characters: a free phrase quoted whole ("den skal stå i firmaets navn")."""
    lo = start
    if left:
        while lo > 0 and not _CLAUSE_BREAK.match(text, lo - 1) and start - lo < MAX_PHRASE:
            lo -= 1
        if lo > 1 and text[lo - 1] == "," and _RELATIVE_AFTER_COMMA.match(text, lo):
            lo -= 1
            while lo > 0 and not _CLAUSE_BREAK.match(text, lo - 1) and start - lo < MAX_PHRASE:
                lo -= 1
    hi = end
    while hi < len(text) and hi - lo < MAX_PHRASE:
        if not _CLAUSE_BREAK.match(text, hi):
            hi += 1
        elif apposition := _APPOSITION.match(text, hi):
            hi = apposition.end()
        else:
            break
    while lo < hi and not text[lo].isalnum():
        lo += 1
    while hi > lo and text[hi - 1] in " \t'\"":
        hi -= 1
    if hi - lo > MAX_PHRASE:
        return start, end
    return lo, hi


NEGATION_BEFORE = re.compile(
    rf"\b(?:{lx.NEGATION})\s+(?:\w+\s+){{0,2}}$"
    rf"|\b(?:{lx.COMPARATIVE})\s(?:[^\s.!?]+\s){{0,4}}(?:{lx.THAN})\s+(?:\w+\s+)?$",
    re.IGNORECASE,
)
NEGATION_AFTER = re.compile(
    # "£84.50? no way", "49 Euro? Kommt nicht in Frage": the value refused
    r"^\??[\s,.!]*(?:no way|nope|no thanks|forget it|not acceptable|unacceptable|nein danke|"
    r"kommt nicht in frage|auf keinen fall|inakzeptabel|nej tak|på ingen måde|uacceptabelt|"
    r"echt niet|geen sprake van|onacceptabel|nee dank)\b"
    r"|^\s?(?:is|isn't|doesn't|won't|geht|passt|går|passer|gaat|past|kan)?\s?"
    r"(?:doesn't work|does not work|won't work|is out|is no good|geht nicht|passt nicht|"
    r"går ikke|passer ikke|kan ikke|gaat niet|past niet|kan niet|is not|isn't|no longer)"
    # "der 14. passt doch nicht", "torsdag går alligevel ikke", "is really bad"
    r"|^\s?(?:is|geht|passt|går|passer|gaat|past|kan|klappt|lukt|works?)\s"
    r"(?:doch|dann|alligevel|toch|also|så|dus|eigentlich|faktisk|eigenlijk|really|actually|"
    r"leider|desværre|helaas|sadly|bad|no good)\s?(?:nicht|ikke|niet|not|after all)?"
    # "post takes ages round here", "per Post dauert das ewig", "med posten tager det en
    # evighed", "post duurt veel te lang": the value too slow
    r"|^\s(?:(?:takes|dauert|tager|duurt)\s(?:[^\W\d_]+\s){0,3}?"
    r"(?:ages|forever|too\slong|ewig|zu\slange|evigheder|en\sevighed|for\slang\stid|"
    r"te\slang|eeuwen)|is\s(?:too\s|so\s)?slow|ist\s(?:zu\s|so\s)?langsam|"
    r"er\s(?:for\s|så\s)?langsom|is\s(?:te\s|zo\s)?traag)\b"
    # "mail lees ik eigenlijk nooit", "E-Mails lese ich nicht", "mail tjekker jeg aldrig",
    # "email I never read": the value put first, then never looked at
    r"|^\s(?:[^\W\d_]+\s(?:ik|ich|jeg|wij|wir|vi)|i|we)\s(?:[^\W\d_]+\s){0,2}?"
    r"(?:nooit|nie|niemals|aldrig|never\s(?:read|check|look|see|use|get)|"
    r"(?:niet|nicht|ikke)\W*$|(?:don't|do not|can't)\s(?:read|check|look|see|use|get))",
    re.IGNORECASE,
)
