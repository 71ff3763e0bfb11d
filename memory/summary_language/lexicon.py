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


def _apostrophes(word: str) -> str:
    """`word` with each apostrophe outside a character class also matching the typographic one
    (I’ll, can’t), and left out of "n't" ("dont know yet", "cant"), as people type on phones."""
    out, in_class, escaped = [], False, False
    for index, char in enumerate(word):
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif char == "[" and not in_class:
            in_class = True
        elif char == "]" and in_class:
            in_class = False
        elif char == "'" and not in_class:
            optional = word[index - 1 : index] == "n" and word[index + 1 : index + 2] == "t"
            out.append("['’]?" if optional else "['’]")
            continue
        out.append(char)
    return "".join(out)


def alt(*groups: str) -> str:
    """One alternation of several `|`-separated groups, longest alternatives first."""
    words = {_apostrophes(w.strip()) for group in groups for w in _split(group) if w.strip()}
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
# Month names only (no abbreviations: "mar", "may", "jun" are words too).
MONTHS_FULL = alt(
    "januar|jänner|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember",
    "january|february|march|april|june|july|august|september|october|november|december",
    "januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december",
    "januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december",
)
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
# Holidays and school holidays, a day or a time only with a word bounding it before them ("inden
# efterårsferien", "vor Ostern", "before half term", "voor de kerstvakantie"; not "met Kerst").
HOLIDAYS = alt(
    "ostern|weihnachten|pfingsten|silvester|herbstferien|sommerferien|osterferien|"
    "weihnachtsferien|winterferien",
    "christmas|easter|half term|half-term|new year's eve|the summer holidays|the school holidays|"
    "the easter holidays|the christmas holidays",
    "påske|påsken|julen|nytår|pinse|pinsen|efterårsferien|sommerferien|vinterferien|"
    "juleferien|påskeferien",
    "pasen|kerst|kerstmis|pinksteren|herfstvakantie|zomervakantie|kerstvakantie|meivakantie|"
    "voorjaarsvakantie",
)
DAY_PARTS = alt(
    "vormittag|vormittags|nachmittag|nachmittags|abend|abends|früh|morgens|mittag|mittags",
    "morning|afternoon|evening|lunchtime|midday|noon",
    "formiddag|formiddagen|eftermiddag|eftermiddagen|aften|aftenen|morgen|morgenen|middag",
    "ochtend|middag|avond|'s ochtends|'s middags|'s avonds|voormiddag|namiddag",
)
CLOCK_CUE = alt(
    "um|gegen|ab", "at|around|by|from|after|before", "kl\\.|klokken|omkring", "om|rond|vanaf"
)

# ----------------------------------------------------------------------------- acts

# A customer's short acknowledgement ("great", "passt", "fedt", "top").
SETTLED = alt(
    "alles klar|passt|gut|super|prima|perfekt|mega|klasse|danke|ok|okay|wunderbar|toll|"
    "bestens|sehr schön|schön|in ordnung|verstanden|vielen dank|dankeschön|geht klar|top",
    "perfect|great|brilliant|lovely|cheers|fine|good|grand|amazing|ok|okay|thanks|"
    "thank you|that works|works for me|sounds good|that's fine|right|wonderful|excellent|"
    "awesome|cool|nice one|nice|much appreciated|appreciate it|understood|got it|fab|"
    "fantastic|all good|ace",
    "fint|perfekt|super|godt|fedt|dejligt|tak|ok|okay|super|skønt|herligt|tusind tak|"
    "mange tak|i orden|forstået|fantastisk|fornemt|det er fint|top",
    "prima|top|mooi|fijn|goed|goed zo|helder|oké|ok|dank je|bedankt|super|geweldig|"
    "mooi zo|dank u|dank u wel|duidelijk|in orde|akkoord|helemaal goed|heel fijn|"
    "perfect|uitstekend|fantastisch",
)
# A customer saying the matter is closed ("dann wäre das erledigt", "that's sorted").
CLOSURE = alt(
    "erledigt|geklärt|das wär's|das wars|das war's|damit wär das klar|damit wäre das klar|"
    "das hätten wir|hat sich erledigt|das wäre alles|hat sich geklärt|ist geklärt|"
    "problem gelöst|beantwortet meine frage",
    "that's sorted|thats sorted|all sorted|that's done|so that's done|that's that|"
    "that's settled|that's all sorted|sorted then|that's resolved|problem solved|"
    "that answers my question|that's all i needed|that's cleared up|that settles it",
    "så er det på plads|det er på plads|så er det klaret|det er klaret|så er den klaret|"
    "det var det|så er det ordnet|det er ordnet|det er løst|så er det løst|"
    "så er det i orden|det svarer på mit spørgsmål",
    "dat is geregeld|geregeld|dat is dan klaar|afgehandeld|dat is opgelost|opgelost|"
    "dat is rond|dan is dat rond|dan is dat in orde|dat is dan ook weer geregeld|"
    "dat beantwoordt mijn vraag",
)
# A customer's opening that only asks for attention ("Ich habe eine Frage.", "Can you help
# me?"): the concern comes after it.
PREAMBLE = alt(
    "ich habe (?:eine|ein paar|mal eine|noch eine) frage(?:n)?|ich hätte (?:eine|ein paar) "
    "frage(?:n)?|können sie mir helfen|kannst du mir helfen|könnt ihr mir helfen|"
    "ich brauche hilfe|ich brauche ihre hilfe|kurze frage",
    "i have a question|i've got a question|i have a few questions|quick question|"
    "i need (?:some )?help|can you help(?: me)?|could you help(?: me)?|i need assistance|"
    "can someone help(?: me)?|i need your help",
    "jeg har et spørgsmål|jeg har nogle spørgsmål|jeg har et par spørgsmål|"
    "kan du hjælpe(?: mig)?|kan i hjælpe(?: mig)?|jeg har brug for hjælp|hurtigt spørgsmål",
    "ik heb een vraag|ik heb een paar vragen|ik heb een vraagje|kunt u mij helpen|"
    "kunt u me helpen|kun je me helpen|kunnen jullie me helpen|ik heb hulp nodig|korte vraag",
)
# A customer opening a matter that is explicitly a different one.
NEW_MATTER_STRONG = alt(
    "andere sache|anderes thema|ganz andere sache|ganz anderes|etwas ganz anderes|"
    "noch was anderes|noch etwas anderes|"
    "wo ich sie gerade habe|wo ich dich gerade habe|wo ich schon dabei bin|separate frage|"
    "anderes anliegen|weiteres anliegen|zweites anliegen|neues anliegen|"
    "themawechsel|unabhängig davon|wo ich sie schon dran habe|"
    # "mein eigentliches Anliegen", "nou het echte ding": the matter the customer came for
    "eigentliche frage|eigentlichen frage|eigentliche anliegen|eigentliches anliegen|"
    "eigentlichen anliegen|eigentliche thema|eigentlichen thema|"
    "wenn ich sie schon dran habe|wenn ich schon mal hier bin|"
    # "something else" set off by a colon or a dash announces the next matter
    "(?:noch )?(?:was|etwas) anderes(?=\\s*[:–-])",
    "something else(?=\\s*[:–-])|"
    "different thing|different question|different topic|separate thing|separate question|"
    "(?<!one )other thing|unrelated|something else entirely|on another note|while i've got you|"
    "while i have you|while i'm here|while i'm at it|different matter|separate matter|"
    "separate issue|different issue|another issue|another matter|on a different note|"
    "something different|changing the subject|change of subject|"
    "while i'm on|now that i have you|since i have you|since i've got you|"
    "my real question|my actual question|the real reason i|the actual reason i|"
    "the main thing i|the real thing i",
    "noget helt andet|en helt anden ting|en anden ting|andet emne|mens jeg har dig|"
    "mens jeg har jer|nu jeg har dig|nu jeg har jer|en anden sag|en helt anden sag|"
    "et andet emne|når jeg nu har dig|når jeg nu har jer|"
    "helt uden for emnet|noget andet(?=\\s*[:–-])|"
    "egentlige spørgsmål|egentlige ærinde|det egentlige",
    "iets heel anders|heel andere vraag|iets anders|ander onderwerp|ander ding|"
    "nu ik je toch heb|nu ik u toch heb|nu ik je toch spreek|nu ik u toch spreek|los daarvan|"
    "andere kwestie|ander punt|andere zaak|ander verhaal|nu ik jullie toch heb|"
    "nu ik jullie toch spreek|even iets anders|apart daarvan|"
    "eigenlijke vraag|eigenlijke punt|eigenlijke reden|het echte ding|het echte punt|"
    "de echte vraag",
)
# A customer turning aside from what was being said ("by the way", "übrigens", "forresten",
# "trouwens"): often to another matter, sometimes to a detail of the same one.
DIGRESSION = alt(
    "übrigens|nebenbei|nebenbei bemerkt|apropos|ganz nebenbei",
    "by the way|btw|incidentally|also,? separately|separately|on a side note",
    "forresten|i øvrigt|apropos|nå ja, og",
    "trouwens|overigens|apropos|terzijde",
)
# What ties an aside to the matter at hand: the one who comes, by a pronoun or by their role
# ("when he comes", "wenn er da ist", "når han kommer", "als hij komt", "the driver"), or the
# day of the same visit ("that morning", "an dem Tag").
REFERS_BACK = alt(
    "wenn (?:er|sie) (?:kommt|kommen|da ist|da sind|vorbeikommt|klingelt)|"
    "bevor (?:er|sie) (?:kommt|kommen)|der techniker|der monteur|der fahrer|der kurier|"
    "der handwerker|dem techniker|dem monteur|dem fahrer|an dem tag|am selben tag|an dem morgen|"
    # brought along to the same visit: "kann ich das gleich mitbringen?"
    "gleich mitbringen|auch mitbringen|gleich mit abgeben|gleich mitnehmen|bei der gelegenheit",
    "when (?:he|she|they) (?:comes?|arrives?|gets? here|turns? up|shows? up|is here|are here)|"
    "before (?:he|she|they) (?:comes?|arrives?)|the (?:technician|engineer|driver|courier|"
    "fitter|plumber|electrician|delivery (?:driver|guy|man))|that morning|that day|"
    "that afternoon|on the day|"
    "bring (?:it|that|them|this) (?:along|in) (?:too|as well|at the same time)|"
    "at the same time|while you're there|while they're there|in the same visit",
    "når (?:han|hun|de) (?:kommer|er her|ankommer|kommer forbi)|inden (?:han|hun|de) kommer|"
    "teknikeren|montøren|chaufføren|buddet|håndværkeren|den dag|den morgen|samme dag|"
    "tage (?:den|det|dem) med samtidig|tage (?:den|det|dem) med|på samme tid|samtidig",
    "als (?:hij|ze|zij) (?:komt|komen|er is|langskomt)|voordat (?:hij|ze|zij) (?:komt|komen)|"
    "de monteur|de bezorger|de chauffeur|de technicus|de koerier|die dag|die ochtend|"
    "dezelfde dag|meteen meenemen|meteen meebrengen|ook meebrengen|tegelijk meenemen|"
    "tegelijkertijd|in één keer",
)
# An item of a list the customer goes through ("zweitens", "secondly", "for det andet", "ten
# tweede"): unlike "noget andet" (something else), the ordinal itself opens the item.
LIST_ITEM = alt(
    "zweitens|drittens|viertens|als zweites|als nächstes",
    "secondly|thirdly|second of all|and second|second,|third,",
    "for det andet|for det tredje|for det fjerde|og så for det andet",
    "ten tweede|ten derde|ten vierde|tweedens|derdens",
)
# Said as background to the matter at hand ("if that matters", "falls das hilft").
RELEVANCE = alt(
    "falls das wichtig ist|falls das hilft|falls das eine rolle spielt|falls das relevant ist|"
    "wenn das hilft|wenn das wichtig ist|falls es hilft|falls es wichtig ist|nur zur info",
    "if that matters|if it matters|if that helps|if it helps|in case it matters|"
    "in case it helps|in case that matters|in case that's relevant|if that's relevant|"
    "if it's relevant|for what it's worth|just so you know",
    "hvis det betyder noget|hvis det har betydning|hvis det hjælper|hvis det er relevant|"
    "hvis det gør en forskel|bare så du ved det|til orientering",
    "als dat uitmaakt|als dat helpt|als dat relevant is|als het helpt|mocht dat uitmaken|"
    "mocht het helpen|ter info|ter informatie",
)
# A customer adding a matter ("one more thing", "noch eine Frage"): a new one only once the
# first was settled.
NEW_MATTER = alt(
    "andere frage|noch eine frage|neue frage|noch was|noch etwas|eins noch|zweitens|"
    "zweite frage|zweite sache|außerdem|noch eine sache|eine sache noch|"
    "letzte frage|eine frage noch|noch ein anliegen|noch eine bitte|was anderes|"
    "etwas anderes|ich wollte noch fragen|wollte auch noch fragen|noch ein problem|"
    "ein weiteres problem|ein anderes problem",
    "another question|new question|another thing|second thing|second question|"
    "one more thing|one more question|also separately|one other thing|one other question|"
    "something else|last thing|one last thing|one last question|"
    "quick question|another request|i also wanted|i also have|also wanted to ask|"
    "i also need|we also need|another problem|a second problem",
    "andet spørgsmål|nyt spørgsmål|en ting mere|et spørgsmål mere|et andet spørgsmål|"
    "desuden|noget andet|en sidste ting|et sidste spørgsmål|en ting til|"
    "et spørgsmål til|så var der|og en ting til|ville også høre|ville også spørge|"
    "har også et spørgsmål|et andet problem|et problem mere",
    "andere vraag|nog een vraag|nieuwe vraag|nog iets|nog een ding|tweede vraag|nog wat|ook nog|"
    "nog een vraagje|nog één ding|laatste vraag|nog een punt|"
    "nog een kwestie|ik had nog een vraag|nog een probleem|een ander probleem|"
    "wilde ook nog vragen",
)
# What a different matter often starts with: someone else's need ("min kæreste har fødselsdag",
# "my daughter's coat", "das Rad von meiner Freundin") or a move.
OTHER_PERSON = alt(
    "mein\\w* (?:frau|mann|tochter|sohn|freundin|freund|mutter|vater|partner\\w*|schwester|"
    "bruder|kind\\w*|enkel\\w*)",
    "my (?:wife|husband|daughter|son|girlfriend|boyfriend|partner|mum|mom|mother|dad|father|"
    "sister|brother|kids?|grandson|granddaughter)(?:'s)?",
    "min\\w* (?:kone|mand|datter|søn|kæreste|mor|far|søster|bror|børn|barnebarn)",
    "mijn (?:vrouw|man|dochter|zoon|vriendin|vriend|moeder|vader|partner|zus|broer|kinderen|"
    "kleindochter|kleinzoon)",
)
NEEDS = alt(
    "braucht|brauchen|möchte|möchten|will (?:ein|eine|einen|auch)|wollen|hätte gern|sucht|bekommt",
    "needs|need|wants|want|would like|is looking for|is starting|starts|passed|is getting",
    "skal have|vil have|vil gerne|mangler|har brug for|søger|starter|har fødselsdag",
    "heeft nodig|nodig|wil|wilt|willen|zoekt|begint|krijgt",
)
# Someone else's, in the genitive of German, Danish and Dutch ("meiner Tochter", "min datters",
# "mijn dochters").
OTHER_GENITIVE = alt(
    # (not after a preposition taking the dative: "wir fahren zu meiner Schwester")
    "(?<!\\bzu )(?<!\\bmit )(?<!\\bbei )(?<!\\bnach )(?<!\\baus )(?<!\\bvon )(?<!\\bseit )"
    "meine[rs] (?:frau|tochter|freundin|mutter|schwester|partnerin|enkelin)|"
    "meine[rs] (?:mannes|sohnes|freundes|vaters|bruders|partners|enkels)",
    "my (?:wife|husband|daughter|son|girlfriend|boyfriend|partner|mum|mom|mother|dad|father|"
    "sister|brother)'s",
    "min\\w* (?:kones|mands|datters|søns|kærestes|mors|fars|søsters|brors|børns)",
    "mijn (?:vrouws|mans|dochters|zoons|moeders|vaders)",
)
EARLIER = alt(
    "letzte[nm]? (?:woche|monat|jahr|sommer|winter)|vorige[nm]? (?:woche|monat|jahr)|"
    "vor (?:\\d+|einer|einem|zwei|drei|vier|ein paar|einigen) (?:tagen|wochen|woche|monaten|"
    "monat|jahren|jahr)|im (?:januar|februar|märz|april|mai|juni|juli|august|september|"
    "oktober|november|dezember) (?:gekauft|bestellt)",
    "last (?:week|month|year|summer|winter|spring|autumn)|(?:\\d+|a|one|two|three|four|"
    "a few|a couple of|couple of) (?:days|weeks|week|months|month|years|year) ago|"
    "(?:bought|ordered|purchased|got) (?:it |them )?in (?:january|february|march|april|may|"
    "june|july|august|september|october|november|december)",
    "sidste (?:uge|måned|år|sommer|vinter)|i sidste (?:uge|måned)|for (?:\\d+|en|et|to|tre|"
    "fire|et par|halvanden|nogle) (?:dage|uger|uge|måneder|måned|år) siden",
    "vorige (?:week|maand)|vorig jaar|afgelopen (?:week|maand)|(?:\\d+|een|twee|drie|vier|"
    "paar|een paar) (?:dagen|weken|week|maanden|maand|jaar) geleden",
)
MOVING = alt(
    "wir ziehen um|ziehen um|umgezogen|umzug",
    "we're moving|we are moving|moving house|moved house|we moved|i'm moving|i am moving",
    "vi flytter|jeg flytter|er flyttet|flytning",
    "we verhuizen|ik verhuis|verhuisd|verhuizing",
)
ASKS_WHEN = alt(
    "wann|um wie viel uhr|welcher tag|an welchem tag|wie spät",
    "when|what time|which day|what day",
    "hvornår|hvad tid|hvilken dag|hvad tidspunkt",
    "wanneer|hoe laat|welke dag|op welke dag",
)
# A customer correcting what was said.
CORRECTION = alt(
    "doch|doch lieber|lieber|eher|korrektur|stattdessen|sondern|moment|halt|warte|"
    "nein warte|nicht mehr|geht doch nicht|ich meinte|änderung|ändern|machen sie es|"
    "setzen sie|lieber doch|ach nein|verschieben|verlegen|umbuchen|nicht [^.!?]{1,30} sondern|"
    "mach(?:en sie|en wir|e|t)? (?!(?:mir|dir|uns|sich|nichts) )[^.!?]{1,14} d(?:a)?raus",
    "actually|rather|instead|correction|sorry,? i meant|i meant|make that|make it|"
    "change it|wait|hang on|hold on|no wait|after all|not anymore|go back to|scratch that|"
    "put|set it to|switch to|change to|change that to|i'd rather|i would rather|better|"
    "move it to|move to|reschedule|not [^.!?]{1,30} but",
    "alligevel|hellere|i stedet|rettelse|vent|nej vent|undskyld|jeg mente|lav det om|"
    "ændre|ikke længere|sæt|skift til|lav den om til|hov|nej det er|det er faktisk|faktisk|"
    "rykke|flytte|ikke [^.!?]{1,30} men|gør det til|lav det til",
    "toch|liever|eigenlijk|in plaats daarvan|correctie|wacht|nee wacht|ik bedoelde|"
    "veranderen|niet meer|maak er|zet|doe maar|doe dan|verander naar|toch maar|verzetten|"
    "verplaatsen|omboeken|niet [^.!?]{1,30} maar|maak er [^.!?]{1,12} van",
)
NEGATION = alt(
    "nicht|kein|keine|keinen|statt|anstatt|nicht am|nicht den",
    "not|instead of|rather than|better than|than|no longer|not the|isn't|doesn't|won't|"
    "cannot|can't|can not|couldn't",
    "ikke|i stedet for|ikke på",
    "niet|geen|in plaats van|niet op|ipv",
)
# "than" in German, Danish and Dutch is also "as", "and" and "then" ("Doe dan maar maandag"):
# it negates the value after it only after a comparative ("lieber Freitag als Donnerstag").
COMPARATIVE = alt(
    "lieber|eher|besser|früher|später|mehr|weniger",
    "rather|better|sooner|earlier|later|more|less",
    "hellere|heller|bedre|tidligere|senere|mere|mindre",
    "liever|eerder|beter|later|meer|minder",
)
THAN = "als|end|dan"
# A customer accepting what the assistant proposed.
ACCEPT = alt(
    "ja|ja bitte|gerne|gern|passt|okay|ok|einverstanden|machen sie das|genau|klingt gut|"
    "bitte|super|perfekt|gut|tatsächlich ja|ja tatsächlich|ja doch",
    "yes|yeah|yep|yup|ok|okay|sure|please|do that|do it|go ahead|that's fine|fine|perfect|"
    "great|lovely|sounds good|that works|brilliant|grand|book it|deal|actually yes|"
    "actually yeah|actually there is",
    "ja|ja tak|gerne|fint|ok|okay|det lyder godt|perfekt|super|gør det|godt|faktisk ja|ja faktisk",
    "ja|graag|prima|oké|ok|goed|doe maar|perfect|top|akkoord|klinkt goed|prima zo|"
    "eigenlijk wel|eigenlijk ja|ja eigenlijk|ja eigenlijk wel",
)
# Agreement said after the value ("Vrijdagmiddag is goed", "Thursday works", "det passer fint").
APPROVAL = alt(
    "passt|geht klar|ist gut|ist ok|ist okay|ist perfekt|klingt gut|nehme ich|nehmen wir",
    "works|works for me|is fine|is good|is perfect|suits me|sounds good|is great|i'll take it",
    "passer|er fint|er godt|er perfekt|lyder godt|tager jeg|tager vi",
    "is goed|is prima|is perfect|past|klinkt goed|is oké|is ok|neem ik|nemen we",
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
    "später|heute abend|morgen schicke|schicke ich|reiche ich nach|abwarten|"
    "warte (?:ich|wir) (?:\\w+ ){0,3}?ab|hören sie von mir|ich weiß (?:es )?(?:noch )?nicht|"
    "gebe? (?:\\w+ ){0,2}bescheid|melde mich|"
    "(?:muss|müssen) (?:ich|wir) (?:\\w+ ){0,5}?(?:besprechen|klären|abklären|überlegen|"
    "fragen|absprechen|herausfinden|nachsehen|nachschauen|prüfen)|finde ich (?:\\w+ ){0,2}heraus|"
    "kläre ich|prüfe ich|sehe ich (?:\\w+ ){0,2}nach|schaue? ich (?:\\w+ ){0,2}nach|"
    # "dann red ich nochmal mit ihr", "sprech ich erst mit meinem Mann"
    "rede? ich (?:\\w+ ){0,3}?mit|spreche? ich (?:\\w+ ){0,3}?mit|"
    # "erst mal im Laden schauen": a look first, the decision after it
    "erst (?:mal |noch |einmal )?(?:(?:\\w+ ){0,3}?)(?:schauen|gucken|anschauen|ansehen)",
    "let me ask|let me check|let me think|let me talk|i'll ask|i'll check|i'll think|"
    "i'll talk|i'll decide|i'll see|i'll let you know|i'll tell you|i'll get back|"
    "i'll come back|i'll send|i'll do it|i'll add|i'll get|need to ask|need to check|"
    "need to talk|have to ask|have to check|have to talk|not sure yet|don't know yet|"
    "dont know yet|not decided|haven't decided|depends|think about it|run it by|"
    "check with|talk to|ask my|sleep on it|later|tonight|this evening|get back to you|"
    "come back to you|"
    "have a think|give me a day|i'll have a look|i'll be in touch|i'll message you|"
    "wait and see|i'll wait|you'll hear from me|you will hear from me|"
    "don't (?:\\w+ ){1,2}yet|do not (?:\\w+ ){1,2}yet|"
    "i'll confirm|maybe later|let's see what|lets see what|we'll see what|"
    "see what (?:they|he|she) says?|"
    "(?:need|have) to (?:\\w+ ){0,3}?(?:discuss|talk|ask|check|think|find out|look into)|"
    "take (?:it|that|this) up with|i'll find out|i'll look into|i'll figure|find out first|"
    "(?:have a )?look (?:\\w+ ){0,3}?first|see (?:it|them) (?:\\w+ ){0,3}?first",
    "skal lige|må lige|spørge|snakke med|tale med|tænke over|tænke på det|ved ikke endnu|"
    "ikke sikker endnu|vender tilbage|siger til|sender senere|senere|i aften|"
    "kommer tilbage|beslutter|giver besked|melder tilbage|lad mig lige|kigger på det|"
    "vente og se|venter med|vente med|hører fra mig|jeg ved (?:det )?ikke|"
    "(?:skal|må) (?:jeg|vi) (?:\\w+ ){0,4}?(?:snakke|tale|spørge|høre|tænke|overveje|"
    "tage op|undersøge|finde ud af|tjekke)|tager (?:det|den) op med|finder ud af det|"
    "undersøger det|først (?:lige )?(?:(?:\\w+ ){0,3}?)(?:kigge|se på|kikke)",
    "moet eerst|even overleggen|overleg|vragen aan|vraag het|nadenken|denk erover|"
    "weet nog niet|nog niet zeker|laat het weten|kom erop terug|kom er nog op terug|"
    "stuur ik|later|vanavond|beslis|"
    "laat (?:het )?(?:u|je|jullie) (?:\\w+ ){0,2}weten|ik meld me|ik kijk ernaar|"
    "denk er nog over na|kom erop terug|afwachten|wacht (?:ik|we) (?:\\w+ ){0,3}?af|"
    "hoort u (?:het|van mij)|hoor je (?:het|van mij)|ik weet (?:het )?(?:nog )?niet|"
    "(?:moet|moeten) (?:ik|we) (?:\\w+ ){0,4}?(?:overleggen|bespreken|vragen|nadenken|overwegen|"
    "uitzoeken|nakijken|navragen)|zoek ik (?:\\w+ ){0,2}uit|kijk ik (?:\\w+ ){0,2}na|"
    "vraag ik (?:\\w+ ){0,2}na|bespreek ik|"
    # "eerst kijken in de winkel": a look first, the decision after it
    "eerst (?:even |nog )?(?:(?:\\w+ ){0,3}?)(?:kijken|bekijken|zien)",
)
# A requirement said with a modal ("jeg skal bruge 3 stole", "wir müssen es bis Freitag haben",
# "I need to have it by Friday"): not a step put off.
REQUIRE = alt(
    "brauche|brauchen|muss \\w+ (?:\\w+ )?haben|müssen \\w+ (?:\\w+ )?haben|benötige",
    "i need to have|we need to have|i need to get|we need to get|i need (?!to)|we need (?!to)|"
    "(?:i|we) need to (?:replace|buy|order|book|swap|exchange|change|return|add)",
    "skal bruge|skal have|har brug for|må have",
    "moet \\w+ (?:\\w+ )?hebben|moeten \\w+ (?:\\w+ )?hebben|heb nodig|hebben nodig|nodig",
)
# The customer about to do something or weigh it up ("das muss ich mit meiner Tochter
# besprechen", "jeg sender dem i eftermiddag", "ik denk erover na").
CUSTOMER_PENDING = alt(
    "muss ich|müssen wir|ich muss|wir müssen|überleg\\w*|nachdenken|besprechen|klären|"
    "schauen|entscheiden|entscheide|"
    "ich (?!habe|hatte|hab|war)\\w+ (?:dann|noch|später|morgen|heute)|"
    "\\w+ ich(?:'s)? (?:dann|noch|später|morgen|heute|am)|weiß ich nicht|weiß noch nicht|"
    # a separable verb in the present, its particle closing the clause: "dann frag ich bei der
    # personalabteilung nach", "die adresse trag ich im formular ein"
    "(?!hab|hatt|war|bin)[a-zäöü]+ ich (?:[a-zäöüß]+ ){1,4}?(?:nach|ein|zu|vorbei|durch|raus|"
    "heraus)(?=[.!,;]|$)|"
    # the thing asked for first, then the step: "die besorge ich mir", "das kläre ich"
    "(?:die|das|den) (?:besorge|hole|schicke|sende|kläre|erledige|reiche|suche|bringe|lade|"
    "kümmere|frage|organisiere|checke|prüfe) ich\\b",
    "i need to|i have to|we need to|we have to|i'll have to|think about|decide|considering|"
    "i'll \\w+ (?:it |them |that )?(?:later|tonight|tomorrow|first|on)|not sure|don't know",
    "jeg skal|vi skal|jeg må|vi må|tænke\\w*|overveje\\w*|snakke\\w*|høre|spørge\\w*|"
    "beslutte|afgøre|venter|ved ikke|"
    "jeg (?!har|havde|var)\\w+ (?:lige|igen|senere|i morgen|i eftermiddag|i aften|på)|"
    "vi (?!har|havde|var)\\w+ (?:lige|igen|senere|i morgen|i eftermiddag|i aften|på)",
    "må jeg lige|skal jeg lige|skal vi lige|må vi lige|ved jeg ikke endnu|ved jeg ikke|"
    "weiß ich noch nicht|weiss ich noch nicht|muss ich noch|müssen wir noch|"
    "don't know yet|not sure yet|i'll have to see|we'll see|"
    "weet ik nog niet|moeten we nog|moet ik nog|"
    "ik moet|we moeten|moet ik|nadenken|denk\\w* erover|overleggen|overwegen|beslissen|"
    "vragen|weet ik niet|weet nog niet|"
    "ik (?!heb|had|was)\\w+ (?:straks|morgen|later|vanavond|nog|dan)",
    # waiting on someone or something still to come ("I'm still waiting to hear from ...")
    "(?:ich )?warte (?:noch |erst )?(?:auf|ab)|(?:wir )?warten (?:noch |erst )?(?:auf|ab)",
    "waiting (?:for|on|to hear|to see)|wait for|wait to hear",
    "venter (?:stadig |endnu |lige )?(?:på|til)",
    "wacht (?:nog |eerst )?(?:op|af)|wachten (?:nog |eerst )?(?:op|af)",
)
# The assistant telling the customer what is still theirs to do ("Husk legitimation").
CUSTOMER_TODO = alt(
    "sie füllen|füllen sie|schicken sie|senden sie|tragen sie|reichen sie|bringen sie|"
    "sie schicken|sie senden|sie bringen|sie können uns|sie brauchen",
    "you fill|fill in|you send|you bring|bring your|you can just|you just need|you can write|"
    "you'll have to|just reply|reply with",
    "du udfylder|du sender|du tager|tag .{1,30} med|du kan bare|du skal bare|send os|"
    "du kan skrive|skriv til os|i har .{1,20} til at|du har .{1,20} til at|husk at|husk",
    "u vult|vult u|u stuurt|stuurt u|je stuurt|stuur je|neem .{1,30} mee|u kunt gewoon|"
    "u hoeft alleen|je hoeft alleen|mail ons|stuur .{1,30} naar ons",
    "sie müssen|müssen sie|bitte schicken|bitte senden|bitte tragen|denken sie|vergessen sie "
    "nicht|sie füllen|schicken sie uns|senden sie uns|sie können uns",
    "you need to|you'll need to|you have to|please send|don't forget|remember to|you can send|"
    "just send|send us|let us know by",
    "du skal|i skal|du kan bare|husk|glem ikke|send os|du sender|den sender du|giv besked",
    "u moet|je moet|vergeet niet|denk eraan|stuur ons|stuurt u|u kunt ons|laat ons weten|"
    "vul .{1,30} in|stuur .{1,30} terug|neem .{1,30} mee",
    "füllen sie .{1,30} aus|schicken sie .{1,30} zurück|sie füllen .{1,30} aus",
    "fill .{1,30} in|fill in|send .{1,30} back|return .{1,30} within|you have \\d+ days to",
    "udfyld|send .{1,30} retur|i har \\d+ dage til|du har \\d+ dage til",
    # The inverted and polite forms ("daar moet u het zelf doorgeven", "bitte tragen Sie").
    "moet u|moet je|hoeft u|hoef je|moeten jullie|müssen sie|musst du|skal du|skal i|"
    "you must|make sure you|be sure to|sørg for at|zorg dat|zorg ervoor|achten sie darauf|"
    "denken sie daran|bitte (?:\\w+ ){0,3}sie",
    # asked politely ("Wir bitten Sie, ...", "Graag ontvangen we een foto", "Vi beder dig ...")
    "(?:wir bitten|ich bitte|ich möchte) sie(?: (?:\\w+ ){0,2}?bitten)?|"
    "(?:we|i) (?:would )?ask (?:that )?you|i'd ask you|we'd ask you|kindly|"
    "(?:vi|jeg) (?:vil )?bede?r? (?:dig|jer)|"
    "graag ontvang(?:en)? (?:ik|we|wij)|(?:wij|we|ik) (?:verzoeken|vragen) (?:u|je)",
    # advised ("Ik raad u aan het via het Omgevingsloket te controleren", "I'd recommend you
    # measure the hatch first")
    "ich empfehle (?:ihnen|dir)|ich rate (?:ihnen|dir)|wir empfehlen ihnen|"
    "(?:i|we)(?: would|'d)? (?:recommend|suggest|advise) (?:that )?you|"
    "ik raad (?:u|je) aan|(?:wij|we) raden (?:u|je) aan|ik adviseer (?:u|je)|"
    "(?:jeg|vi) (?:vil )?anbefale?r? (?:dig|jer)|(?:jeg|vi) (?:vil )?råde?r? (?:dig|jer)",
    # Paying by a link or on delivery is the customer's step ("kunt u betalen via de link").
    "(?:kunt u|kun je|können sie|kannst du|kan du|kan i|you can) (?:\\w+ ){0,6}?"
    "(?:betalen|bezahlen|zahlen|überweisen|betale|overføre|pay)",
    # What has to go back ("tv-boksen skal returneres", "das Gerät muss zurückgeschickt werden").
    "(?:skal|muss|must|moet|moeten|müssen) (?:\\w+ ){0,2}?(?:returneres|sendes retur|"
    "zurückgeschickt|zurückgesendet|returned|sent back|teruggestuurd|geretourneerd)",
    # A return within a deadline ("moet de oude binnen 14 dagen terug zijn").
    "(?:terug|retour|zurück|retur|back)\\w* (?:\\w+ ){0,4}?(?:binnen|innerhalb|inden for|"
    "inden|within) \\d+|(?:binnen|innerhalb von|inden for|within) \\d+ \\w+ (?:\\w+ ){0,4}?"
    "(?:terug|retour|zurück|retur|back)",
)
# An assistant statement that holds until something happens ("the replacement is sent once the
# old coat arrives", "først når pladen er bekræftet"): what waits on it is still open when the
# event is the customer's or someone else's (CONDITION_EVENT), not the company's own next step
# ("Ich rufe Sie zurück, sobald der Lagerbestand geprüft ist").
CONDITION = alt(
    "sobald|erst wenn|erst, wenn|erst nach|erst dann|nachdem|vorausgesetzt|"
    "bis (?:sie|wir|er|der|die|das|ihr\\w*)",
    "once|as soon as|only after|only when|only once|not until|until|after|provided|as long as",
    "så snart|først når|først efter|når|efter at|indtil|forudsat|før",
    "zodra|pas als|pas na|pas daarna|pas wanneer|pas zodra|nadat|mits|totdat|"
    "tot (?:u|je|we|wij|de|het|hij|zij|ze)",
)
CONDITION_EVENT = alt(
    "sie|ihr\\w*|du|dein\\w*|eingegangen|eingeht|eingeht|vorliegt|vorliegen|da ist|"
    "zurück\\w*|unterschrieben|unterschrift|genehmigt|freigegeben|bezahlt|bestätigt|bestätigung",
    "you|your|received|receive|arrives|arrived|returned|signed|approved|paid|confirmed|"
    "in place|back with us|comes back|come back",
    "du|din|dit|dine|jeres|modtaget|modtager|ankommer|er kommet|retur|underskrevet|godkendt|"
    "betalt|bekræftet|på plads",
    "u|uw|je|jouw|jullie|ontvangen|binnen|gescand|terug|retour|ondertekend|goedgekeurd|betaald|"
    "bevestigd|rond",
)
# The same event said as a noun after "nach", "after", "efter", "na" ("Na ondertekening
# reserveren we de montageploeg", "nach Eingang der Zahlung").
CONDITION_NOUN = alt(
    "nach (?:eingang|erhalt|unterschrift|freigabe|zahlungseingang|genehmigung|rücksendung)",
    "after (?:signing|signature|receipt|approval|payment)|upon (?:receipt|approval|payment)",
    "efter (?:modtagelse|underskrift|godkendelse|betaling|returnering)",
    "na (?:ontvangst|ondertekening|goedkeuring|betaling|retournering)|pas daarna",
)
# The customer's side about to do something: themselves in the inverted order of German, Danish
# and Dutch ("Dan betaal ik wel bij levering", "så ringer jeg i morgen"), or someone on their
# side ("Hij stuurt die specificatie vandaag", "Das klärt unsere IT", "my partner will call").
CUSTOMER_STEP = alt(
    "ich \\w+ (?:[\\w'-]+ ){0,2}?(?:mal|erst|gleich|nachher)|"
    "ich werde (?:[\\w'-]+ ){0,5}?(?:fragen|prüfen|schauen|überlegen|messen|klären|nachsehen)|"
    "(?:ich leite|leite ich) (?:[\\w'-]+ ){0,5}?weiter",
    "i'm going to (?:[\\w'-]+ ){0,2}?(?:ask|check|talk|think|measure|look)|"
    "i'll forward|i will forward|i'll pass (?:it|this|that) on",
    "jeg vil (?:lige )?(?:spørge|tjekke|tale|tænke|måle|kigge)|"
    "(?:jeg sender|sender jeg) (?:den|det|dem) videre",
    "ik \\w+ (?:[\\w'-]+ ){0,2}?(?:even|eerst|zo meteen)|"
    "ik ga (?:[\\w'-]+ ){0,6}?(?:bekijken|overleggen|nadenken|kijken|vragen|meten|checken|"
    "navragen|uitzoeken)|(?:ik stuur|stuur ik) (?:het|hem|die|dat|ze) (?:door|na)",
    "\\w+ ich (?:es |das |sie |ihn |die |den )?(?:dann|noch|gleich|nachher|selbst|selber|"
    "später|morgen|heute?|erst|mal)|"
    "(?:klärt|regelt|macht|schickt|prüft|entscheidet|sendet|bringt) (?:unser\\w*|mein\\w*) \\w+|"
    "(?:er|sie|mein\\w* \\w+|unser\\w* \\w+) (?:\\w+ )?(?:schickt|sendet|bringt|klärt|meldet|"
    "ruft|prüft|entscheidet|kümmert)\\w* (?:[\\w'-]+ ){0,4}?(?:heute|morgen|später|nachher|noch|"
    "dann|bald|diese woche|nächste woche)",
    "(?:he|she|they|my \\w+|our \\w+) (?:will|'ll|is going to|are going to|has to|needs to|"
    "wants to) (?:\\w+ ){0,2}?(?:send|call|ring|check|decide|sort|confirm|bring|email|look|"
    "ask|get back|let you know|drop)",
    "\\w+ jeg (?:det |den |dem )?(?:lige|selv|senere|i morgen|i aften|i eftermiddag|bagefter|"
    "så|nok)|"
    "(?:han|hun|de|min \\w+|mit \\w+|vores \\w+) (?:\\w+ )?(?:sender|ringer|tjekker|"
    "bestemmer|afgør|ordner|kigger|finder|giver)\\w* (?:[\\w'-]+ ){0,4}?(?:i dag|i morgen|"
    "senere|i aften|i eftermiddag|bagefter|snart|lige)",
    "\\w+ ik (?:het |hem |die |dat )?(?:wel|dan|nog|morgen|straks|later|vanavond|even|zelf|"
    "vandaag)|"
    "(?:regelt|stuurt|doet|bekijkt|beslist|checkt) (?:mijn|onze) \\w+|"
    "(?:hij|zij|ze|mijn \\w+|onze \\w+) (?:\\w+ )?(?:stuurt|belt|checkt|beslist|regelt|kijkt|"
    "zoekt|geeft|laat)\\w* (?:[\\w'-]+ ){0,4}?(?:vandaag|morgen|straks|later|vanavond|snel|nog)",
)
# What is sent: an open point naming it is closed once it was sent ("die Fotos schicke ich
# heute abend" ... "Hier sind die Fotos").
SENDING = alt(
    "schick\\w*|send\\w*|hochlad\\w*|lade \\w+ hoch|foto\\w*|bild\\w*|beleg\\w*|"
    "nachweis\\w*|unterlage\\w*|formular\\w*|nummer|mailen|e-mailen",
    "send\\w*|upload\\w*|photo\\w*|picture\\w*|receipt\\w*|proof|document\\w*|form|number|e-?mail",
    "send\\w*|upload\\w*|billede\\w*|foto\\w*|kvittering\\w*|dokumentation|blanket\\w*|nummer\\w*|"
    "maile",
    "stuur\\w*|upload\\w*|foto\\w*|bon|bonnetje|bewijs|document\\w*|formulier\\w*|nummer|mailen|"
    "doorgeven",
)
# The customer has sent it ("Hier sind die Fotos", "I've uploaded it", "bijgevoegd").
SENT = alt(
    "hier ist|hier sind|anbei|habe? (?:\\w+ ){0,4}(?:geschickt|gesendet|hochgeladen)",
    "here is|here's|here are|attached|i've sent|i have sent|just sent|i've uploaded|"
    "i uploaded|just uploaded",
    "her er|vedhæftet|har (?:\\w+ ){0,4}(?:sendt|uploadet)",
    "hier is|hier zijn|hierbij|bijgevoegd|heb (?:\\w+ ){0,4}(?:gestuurd|verstuurd|geüpload)",
)
# The assistant has received it ("Danke, die Fotos sind angekommen", "Tak, jeg har modtaget
# billederne", "de foto's zijn binnen").
RECEIVED = alt(
    "haben (?:\\w+ ){0,4}(?:erhalten|bekommen)|habe (?:\\w+ ){0,4}(?:erhalten|bekommen)|"
    "ist angekommen|sind angekommen|ist eingegangen|sind eingegangen",
    "(?:we|i)'ve received|(?:we|i) have received|(?:we|i) received|(?:we|i)'ve got|"
    "has arrived|have arrived|came through",
    "har (?:\\w+ ){0,4}(?:modtaget|fået)",
    "heb(?:ben)? (?:\\w+ ){0,4}ontvangen|is binnen|zijn binnen|is aangekomen|zijn aangekomen",
)
# The customer has asked the person they meant to ask ("I talked to my wife", "ich habe mit
# meinem Vermieter gesprochen", "jeg har snakket med min mand", "ik heb het met hem overlegd").
CONSULTING = alt(
    "besprech\\w*|frag\\w*|red\\w*|klär\\w*|überleg\\w*",
    "talk\\w*|speak\\w*|ask\\w*|check with|discuss\\w*|run it by|think\\w*",
    "snak\\w*|tal\\w*|spørg\\w*|høre|tænke\\w*|overvej\\w*",
    "overleg\\w*|vraag|vragen|bespre\\w*|nadenken|denk\\w*",
)
CONSULTED = alt(
    "habe? (?:\\w+ ){0,5}(?:gesprochen|gefragt|besprochen|geredet|überlegt|geklärt)|"
    "haben (?:\\w+ ){0,5}(?:gesprochen|besprochen|geredet|überlegt|entschieden)",
    "(?:talked|spoken|spoke|checked) (?:to|with)|(?:i|we)'ve (?:talked|spoken|decided|asked)|"
    "(?:i|we) asked|(?:i|we) (?:have )?decided|thought about it",
    "har (?:\\w+ ){0,5}(?:snakket|talt|spurgt|hørt|tænkt|besluttet)",
    "heb(?:ben)? (?:\\w+ ){0,5}(?:gesproken|gevraagd|overlegd|besproken|nagedacht|besloten)",
)
# A question asked without a question mark: a question word, or a verb before its subject
# ("will my photos still be there", "wie viele tage", "hvad får jeg for en s21").
QUESTION_START = alt(
    "wie|was|wann|wo|wohin|woher|welche\\w*|warum|wieso|weshalb|wieviel\\w*|"
    "(?:kann|können|kannst|muss|müssen|ist|sind|gibt|bekomme|bekommt|kriege|soll|sollen|darf|"
    "dürfen|werde|wird|werden|geht|kommt|reicht|zahle|brauche) "
    "(?:ich|sie|man|es|das|der|die|wir|er|ihr|du|mein\\w*|unser\\w*)",
    "how|what|when|where|which|who|why|"
    "(?:will|would|can|could|do|does|did|is|are|was|were|shall|should) "
    "(?:i|you|we|they|it|he|she|my|our|your|the|this|that|there)",
    "hvad|hvornår|hvor|hvordan|hvilke\\w*|hvem|hvorfor|"
    "(?:kan|skal|er|får|vil|må|bliver|kommer|gælder|koster) "
    "(?:jeg|i|du|vi|det|den|de|han|hun|man|min\\w*|vores)",
    "wat|wanneer|waar|hoe|welke?|wie|waarom|"
    "(?:kan|kun|kunt|moet|is|zijn|krijg|krijgt|wordt|mag|zal|zit|komt|gaat|kost) "
    "(?:ik|u|je|jullie|we|wij|het|die|de|hij|ze|er|mijn|onze)",
)
# A question asked as a statement, with "whether" or "if" after it.
INDIRECT_QUESTION = alt(
    "ich wüsste gern\\w*|ich frage mich|ich möchte (?:gern |gerne )?wissen|"
    "ich würde gern\\w* wissen|ich wollte fragen|mich würde interessieren|"
    "(?:geben|sagen) sie mir (?:bitte |doch )?(?:bescheid,? )?(?:ob|wann|wie)",
    "i was wondering|i'm wondering|i wonder|i'd like to know|i would like to know|"
    "i wanted to ask|i want to know|i'd love to know|let me know (?:if|whether|when|what|how)|"
    "any chance|any idea|is there any way",
    "jeg vil gerne vide|jeg ville gerne vide|jeg spekulerer på|jeg tænker på om|"
    "jeg ville høre|jeg vil gerne høre|sig til,? om|giv (?:mig )?besked,? om",
    "ik vraag me af|ik vroeg me af|ik wil graag weten|ik zou graag willen weten|ik wilde vragen|"
    "ik zou graag weten",
)
# The assistant offering something the customer has not taken yet.
OFFER_MADE = alt(
    "ich kann ihnen|ich könnte|wir können ihnen|ich biete|anbieten|angebot gilt|"
    # what the company offers besides ("we also offer removal of an old sofa for £35")
    "wir bieten (?:auch|zusätzlich|außerdem)|bieten wir (?:auch|zusätzlich|außerdem)|"
    "we also offer|we do also offer|vi tilbyder også|tilbyder vi også|we bieden ook|"
    "wij bieden ook|bieden we ook|"
    "können wir auch|kann (?:\\w+ ){0,5}?(?:dazugebucht|gebucht) werden",
    "i can offer|we can offer|i could offer|the offer|is valid until|valid for|i can give you|"
    "we could|we can also|can be booked|can be added",
    "jeg kan tilbyde|vi kan tilbyde|du kan få|tilbuddet|gælder til|jeg kan give dig|"
    "vi kan også|kan bestilles|kan tilkøbes",
    "ik kan u|ik kan je|we kunnen u|we kunnen je|aanbieden|het aanbod|geldig tot|geldt tot|"
    "we kunnen ook|kan (?:\\w+ ){0,5}?(?:bijgeboekt|geboekt) worden",
    # what the customer may take if they wish, or instead ("Hvis du ønsker det, sender vi ...",
    # "Alternativ zum Umtausch können Sie ...")
    "wenn sie (?:\\w+ ){0,3}?(?:möchten|wollen|wünschen)|falls sie (?:\\w+ ){0,3}?(?:möchten|"
    "wollen|wünschen)|auf wunsch|alternativ|als alternative|eine andere möglichkeit|"
    "sie könnten auch",
    "if you (?:would )?(?:like|want|wish|prefer)|if you'd (?:like|prefer)|should you wish|"
    "alternatively|as an alternative|another option|you could also",
    "hvis du (?:\\w+ ){0,2}?(?:vil|ønsker|har lyst)|hvis i (?:\\w+ ){0,2}?(?:vil|ønsker)|"
    "alternativt|som alternativ|en anden mulighed|du kunne også",
    "als u (?:\\w+ ){0,2}?(?:wilt|wenst)|als je (?:\\w+ ){0,2}?wilt|mocht u (?:\\w+ ){0,3}?"
    "willen|desgewenst|indien gewenst|als alternatief|alternatief|een andere mogelijkheid|"
    "u zou ook",
)
# Something that waits for someone's approval or a condition ("moet door een teamleider worden
# goedgekeurd", "de bagage is pas definitief als die betaald is", "die bekomme ich erst, wenn").
AWAITS = alt(
    "genehmigt werden|freigegeben werden|muss genehmigen|müssen genehmigen|muss freigeben|"
    "erst wenn|erst, wenn|erst nach|endgültig erst|noch nicht endgültig|vorbehaltlich",
    "has to approve|have to approve|needs to approve|need to approve|needs approval|"
    "(?:has|needs) to sign|must sign|has to sign off|"
    "need approval|must be approved|has to be approved|needs to be approved|subject to|"
    "not final until|only final once|final once|not confirmed until",
    "skal godkendes|skal godkende|skal først godkende|først når|først, når|bliver endelig, når|"
    "endelig, når|er ikke endelig",
    "moet goedgekeurd|worden goedgekeurd|moet goedkeuren|moeten goedkeuren|pas definitief|"
    "moet de \\w+ (?:doen|tekenen|goedkeuren|beslissen)|"
    "pas als|pas wanneer|pas na|onder voorbehoud",
)
# The assistant not answering a customer's question yet.
ASSISTANT_DEFERS = alt(
    "kann ich nicht garantieren|nicht garantieren|frage ich|ich frage|ich erkundige mich|"
    "hängt (?:\\w+ ){1,2}davon ab|müssen wir (?:erst|noch) (?:klären|prüfen)",
    "can't guarantee|cannot guarantee|i'll ask|we'll ask|i will ask|we will ask|"
    "depends (?:\\w+ ){1,2}on|we need to check|i need to check",
    "kan ikke garantere|spørger jeg|jeg spørger|skal lige høre|må lige høre|"
    "afhænger (?:\\w+ ){1,2}af|tager det med",
    "kan ik niet garanderen|vraag ik|ik vraag|moeten we (?:eerst|nog) (?:nagaan|checken)|"
    "hangt (?:\\w+ ){1,2}af van",
    "nicht versprechen|nicht zusagen|kann ich noch nicht|entscheidet|entscheiden die|"
    "erst wenn|sobald .{1,40} (?:vorliegt|bestätigt|da ist|geklärt)",
    # asking someone whether more is possible ("bei der Hotelleitung anfragen, ob")
    "anfragen, ob|nachfragen, ob|find out whether|ask them whether|høre dem ad om|navragen of",
    "can't promise|cannot promise|can't answer|cannot answer|decides|will decide|"
    "up to them|only once|until we hear|once .{1,30} (?:confirmed|approved|in place)",
    "ikke love|ikke svare på|afgør|bestemmer|tager vi stilling|når .{1,30} på plads|"
    "bliver endelig, når|først når|indtil vi har",
    "niet beloven|niet toezeggen|niet beantwoorden|beslist|beslissen|pas als|pas wanneer|"
    "zodra .{1,30} (?:bevestigd|binnen|rond)",
    "kann ich nicht bestätigen|kann ich nicht sagen|weiß ich nicht|prüfe|kläre|frage nach|"
    "hängt davon ab|kommt darauf an|nicht sicher|melden uns|melde mich",
    "can't confirm|cannot confirm|can't say|can't tell|don't know|not sure|i'll check|"
    "we'll check|i'll find out|find out|depends|will check|will confirm|will let you know|"
    "get back to you|come back to you|look into|not able to confirm|unable to confirm",
    "kan ikke bekræfte|kan ikke sige|ved ikke|undersøger|tjekker|afhænger af|ikke sikker|"
    "vender tilbage|finder ud af",
    "kann ich nicht sagen|kann ich leider nicht|kan jeg ikke|kan jeg desværre ikke|"
    "kan ik niet|can't promise|cannot promise|kann ich nicht versprechen|"
    "kan ik niet bevestigen|kan ik niet zeggen|weet ik niet|zoek ik uit|ga ik na|"
    "hangt af van|niet zeker|kom ik op terug|komen we op terug|check ik",
)
# The assistant passing the customer's question on, or leaving it to someone who answers it
# later or on the spot ("Das gebe ich an die Werkstatt weiter", "Dat kan de monteur ter plekke
# beoordelen"): the question stays open, though the sentence itself is a promise.
# The assistant does not know the answer yet or will find it out: the customer's question stays
# open ("Das weiß ich noch nicht", "I'll let you know as soon as I know more", "Det finder jeg ud
# af", "Daar kom ik op terug").
NOT_KNOWN_YET = alt(
    "weiß ich (?:noch )?nicht|wissen wir (?:noch )?nicht|finde (?:\\w+ ){0,4}?heraus|"
    "sobald ich mehr weiß|melde mich (?:\\w+ ){0,3}?(?:dazu|darauf)",
    "don't know yet|do not know yet|don't know that yet|let you know (?:as soon as|once|when)|"
    "once i know more|as soon as i know more|get back to you (?:on|about)",
    "ved (?:jeg|vi) ikke(?: endnu)?|finder (?:\\w+ ){0,3}?ud af|når jeg ved mere|"
    "så snart jeg ved mere|vender tilbage (?:\\w+ ){0,3}?(?:om det|med svar)",
    "weet ik (?:nog )?niet|weten we (?:nog )?niet|zoek (?:\\w+ ){0,4}?uit|"
    "kom ik (?:\\w+ ){0,4}?op terug|zodra ik meer weet|"
    "(?:kan|kunnen) (?:ik|we) (?:\\w+ ){0,3}?niets (?:\\w+ ){0,2}?zeggen",
)
PASSES_ON = alt(
    "gebe (?:\\w+ ){0,5}?weiter|leite (?:\\w+ ){0,5}?weiter|nehme ich mit|schaue? ich nach|"
    "sehe ich nach|muss ich nachsehen|muss ich nachschauen|noch nicht bekannt|noch unklar|"
    "steht noch nicht fest|vor ort (?:\\w+ ){0,3}?(?:sagen|entscheiden|klären|beurteilen)",
    "pass (?:it|that|this|your question) on|forward (?:it|that|this|your question)|"
    "not known yet|not clear yet|isn't clear yet|not fixed yet|i'll look (?:it|that) up|"
    "(?:on site|on the day) (?:\\w+ ){0,3}?(?:tell|say|decide|assess)",
    "giver (?:\\w+ ){0,3}?videre|sender (?:\\w+ ){0,3}?videre|ikke afklaret|ikke kendt endnu|"
    "står ikke fast|slår det op|på stedet (?:\\w+ ){0,3}?(?:sige|afgøre|vurdere)",
    "geef (?:\\w+ ){0,3}?door|nog niet bekend|nog onduidelijk|staat nog niet vast|zoek ik op|"
    "(?:ter plekke|ter plaatse) (?:\\w+ ){0,3}?(?:zeggen|beslissen|beoordelen|bekijken)",
)
# Assistant questions that offer or propose something the customer may take or leave.
OFFER = alt(
    "möchten sie|wollen sie|soll ich|sollen wir|darf ich|passt ihnen|wäre|wünschen sie",
    "would you like|do you want|shall i|should i|want me to|would that|does that suit|"
    "would .{1,30} suit|is that ok|is that okay|can i|may i|how about|would you prefer",
    "vil du|skal jeg|skal vi|ønsker du|passer det|må jeg|hvad med",
    "wilt u|wil je|zal ik|zullen we|past het|mag ik|schikt|wat dacht u van",
)
# The offering part of OFFER: a question offering something, settled by a yes or a no, not by
# any statement ("Soll ich das mit aufnehmen?" - "Da frag ich sie erst").
OFFER_QUESTION = alt(
    "möchten sie|wollen sie|soll ich|sollen wir|wünschen sie|möchtest du|willst du",
    "would you like|do you want|shall i|should i|want me to|would you prefer",
    "vil du have|vil du gerne|skal jeg|skal vi|ønsker du",
    "wilt u|wil je|zal ik|zullen we|wilt u dat|wil je dat",
)
FILLER_QUESTION = alt(
    "kann ich ihnen sonst|kann ich dir sonst|kann ich noch|noch etwas|sonst noch|"
    "noch fragen|weitere fragen|weiteres anliegen|noch ein anliegen|sonst etwas",
    "anything else|something else i can|can i help you with anything|help with anything|"
    "any other questions|is there anything|what can i do for you|how can i help|"
    "anything more|any more questions|any further questions|is that everything|"
    "is that all for today",
    "andet jeg kan|andet, jeg kan|er der andet|er der noget andet|noget andet jeg|"
    "kan jeg hjælpe med andet|andet du|flere spørgsmål|"
    "hvad kan jeg hjælpe|er der mere|kan jeg gøre mere|andre spørgsmål",
    "nog iets|verder nog|kan ik u nog|kan ik je nog|andere vragen|waarmee kan ik|"
    "nog ergens mee|nog meer vragen|verder nog vragen",
)

# ----------------------------------------------------------------------------- promises

# German, Danish and Dutch promise in the present: "ich vermerke", "zet ik", "vi sender".
ACTION_STEMS = alt(
    "vermerk|notier|trag|stell|pass|buch|klär|prüf|storn|erstatt|reklamier|schick|send|leit|"
    "geb|veranlass|richt|änder|kümmer|leg|setz|reservier|bestell|liefer|meld|ruf|schreib|"
    "informier|bereit|organisier|beauftrag|überweis|gutschreib",
    "book|pass|send|arrange|note|log|set|refund|credit|order|reserve",
    "noter|book|ændr|annuller|ret|sætt|opret|tjek|undersøg|refunder|bestil|giv|lav|reserver|"
    "sørg|registrer|lever|ring|send|skriv|overfør|kreditér|krediter",
    "zet|pas|boek|regel|stuur|noteer|annuleer|wijzig|controleer|vraag|geef|plan|verwerk|"
    "reserveer|bestel|zorg|lever|bel|mail|schrijf|maak|storten|stort|crediteer",
)
FIRST_PERSON = "ich|wir|ik|we|wij|jeg|vi"
# A sentence opened by what was just done for the customer ("Notiert: ...", "Aangepast naar").
# The assistant reading out the order, booking or contract it looked up: its dates, counts and
# addresses are what the customer's later wishes change.
LOOKUP = alt(
    "ich sehe|ich habe (?:[^\\s.!?]+ ){0,3}gefunden|ich finde|laut (?:ihrer|unserem|dem|der)|"
    "in ihrer bestellung|in ihrem auftrag|ist (?:für|auf) .{0,40}?(?:geplant|vorgesehen|gebucht|"
    "eingeplant|terminiert)|(?:geplant|vorgesehen|gebucht) (?:ist|sind|für|am)",
    "i can see|i see your|i've found|i have found|i found|i've pulled up|"
    "i have pulled up|according to (?:your|the|our)|on (?:your|the) (?:order|booking|account)|"
    "(?:is|are) (?:planned|scheduled|booked|due|set) (?:for|on|to)",
    "jeg kan se|jeg har fundet|jeg ser|ifølge (?:din|jeres|ordren|bookingen)|"
    "(?:er|bliver) (?:planlagt|booket|sat)",
    "ik zie|ik heb (?:[^\\s.!?]+ ){0,3}gevonden|ik vind|volgens (?:uw|je|de|onze)|"
    "(?:staat|is|zijn) (?:gepland|ingepland|geboekt)",
)
DONE = alt(
    "notiert|vermerkt|erledigt|gebucht|umgebucht|storniert|geändert|eingetragen|ist vermerkt|"
    "ist notiert|ist umgebucht|ist gebucht|ist erledigt|ist storniert|ist eingetragen",
    "noted|done|booked|changed|updated|cancelled|arranged|all set|sorted",
    "noteret|registreret|ændret|booket|ordnet|klaret|det er gjort|er noteret|er ændret|"
    "er booket|er registreret",
    "genoteerd|aangepast|geboekt|gewijzigd|geregeld|geannuleerd|is genoteerd|is aangepast|"
    "is geboekt|is gewijzigd|is geregeld",
)
# Words placing an action in the near future ("sobald", "binnen 5 werkdagen", "within 2 days").
SOON = alt(
    "sobald|innerhalb|bis morgen|heute noch|noch heute|spätestens|in kürze|morgen",
    "as soon as|within|by tomorrow|later today|shortly|tomorrow|tonight|once",
    "så snart|inden for|senest|i morgen|i dag|snarest|hurtigst muligt",
    "zodra|binnen|vandaag nog|uiterlijk|morgen|straks|zo snel mogelijk",
)
# The customer as the receiver of what comes next ("Sie bekommen", "u ontvangt", "du får").
RECEIVER = alt(
    "sie bekommen|sie erhalten|du bekommst|du erhältst|bekommen sie|erhalten sie|"
    "bekommst du|erhältst du|geht ihnen|geht dir|kommt per|kommt bei ihnen|kommt morgen",
    "you'll get|you will get|you'll receive|you will receive|you get|you receive",
    "du får|du modtager|i får|i modtager|får du|modtager du|kommer på mail|kommer med posten",
    "u ontvangt|u krijgt|je krijgt|je ontvangt|jij krijgt|ontvangt u|krijgt u|krijg je|"
    "ontvang je|komt per|komt in je|komt in uw",
)
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
