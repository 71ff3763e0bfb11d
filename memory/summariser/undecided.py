"""What a customer's statement leaves open that the other modules do not hear.

- undecided or tentative: "I'm torn between the grey and the blue", "I haven't made up my mind",
  "Ich bin mir noch unschlüssig", "I might order a second one";
- a decision that hangs on a later event: "If it doesn't arrive by Friday, I'll cancel", "Hvis
  den ikke er her fredag, afbestiller jeg", "Als hij vrijdag niet binnen is, annuleer ik"; or a
  yes on a condition: "als het voor 300 totaal kan dan wel", "if you can do £250, then yes";
- what the customer cannot provide yet: "I don't have the receipt on me", "Ich habe die
  Rechnung gerade nicht zur Hand", "Ik kan de bon niet vinden";
- the customer's own next step in English or after "let me" ("I'll pop in on Saturday",
  "lass mich kurz nachmessen"), or holding off ("I'll hold off for now");
- a fault that is still there: "It still makes that clicking noise", "Das Display flackert
  immer noch", "Skærmen flimrer stadig".
"""

from __future__ import annotations

import re


def _words(pattern: str) -> re.Pattern:
    return re.compile(rf"(?<![\w'’])(?:{pattern})(?![\w'’])", re.IGNORECASE)


_UNDECIDED = _words(
    r"unschlüssig|unentschlossen|noch nicht entschieden|kann mich nicht entscheiden|"
    r"bin mir (?:noch )?nicht sicher|"
    r"torn between|in two minds|haven['’]?t (?:made up my mind|decided)|"
    r"have(?: not|n['’]?t) decided|can['’]?t decide|undecided|i might|we might|i may|we may|"
    r"kan ikke beslutte mig|har ikke besluttet|er ikke afklaret|"
    r"kan niet kiezen|nog niet besloten|weet nog niet wat|ben er nog niet uit"
)
# "If it doesn't arrive by Friday, I'll cancel": a condition first, then the customer's step.
_CONTINGENT = re.compile(
    r"^\W*(?:if|should|falls|wenn|sollte|hvis|als|mocht|indien)\s[^,.!?]{3,80},\s*"
    r"(?:(?:then|dann|så|dan)\s)?(?:[\w'’]+\s)?"
    r"(?:i|i['’]ll|we|we['’]ll|ich|wir|jeg|vi|ik|wij)(?![\w'’])",
    re.IGNORECASE,
)
# "als het voor 300 totaal kan dan wel", "if you can do it for £250 then yes", "wenn das bis
# Freitag klappt, dann gerne": a yes that hangs on a condition the company has not met yet.
_CONDITIONAL_YES = re.compile(
    r"(?:^|[\s,.;:!-])(?:if|wenn|falls|hvis|als|indien|mits)\s[^.!?]{3,80}?[\s,]\s*"
    r"(?:then|dann|så|dan)\s(?:yes|yeah|ok|okay|sure|fine|go ahead|ja|gerne|gern|gut|einverstanden|"
    r"fint|godt|wel|graag|prima|goed|akkoord)(?![\w'’])",
    re.IGNORECASE,
)
_NOT_AT_HAND = _words(
    r"nicht zur hand|nicht dabei|nicht griffbereit|finde (?:\w+ ){0,3}?nicht|"
    r"(?:don['’]?t|do not) have (?:\w+ ){0,3}?(?:on me|to hand|at hand|with me|here)|"
    r"can['’]?t find|cannot find|"
    r"ikke (?:\w+ ){0,3}?(?:ved hånden|på mig)|kan ikke finde|"
    r"niet bij de hand|niet bij me|niet bij mij|kan (?:\w+ ){0,3}?niet vinden"
)
_STILL = _words(r"immer noch|noch immer|still|stadig|stadigvæk|nog steeds|nog altijd")
_FAULT = _words(
    r"not|n['’]?t|no|nicht|kein\w*|ikke|niet|geen|"
    r"makes|goes|flickers|leaks|stops|crashes|shows|beeps|"
    r"macht|geht aus|flackert|leckt|tropft|piept|zeigt|stürzt|"
    r"larmer|lækker|drypper|flimrer|viser|bipper|går ud|"
    r"maakt|lekt|druppelt|flikkert|piept|geeft|valt uit"
)


# The customer's own next step, still to come: "I'll pop in on Saturday", "we're going to
# discuss it", "let me measure first", "lass mich kurz nachmessen", "lad mig lige måle op".
# Not what they only accept, are, have or want ("I'll take it", "I'll be in", "I'll need two").
_OWN_STEP = re.compile(
    r"(?<![\w'’])(?:(?:i|we)(?:['’]ll|\swill|\sshall|['’]m going to|\sam going to|"
    r"['’]re going to|\sare going to)|gonna|going to)\s"
    r"(?:just\s|probably\s|also\s|then\s|first\s)?"
    r"(?!be\b|have\b|take\b|need\b|want\b|like\b|love\b|go with\b|keep it\b|stick\b|"
    r"leave it there\b|see you\b|pay\b)[a-z]{2,}"
    r"|(?<![\w'’])(?:let me|lass mich|lassen sie mich|lad mig|laat me|laat mij)\s"
    r"(?:just\s|kurz\s|eben\s|mal\s|lige\s|even\s)?"
    r"(?!know\b|wissen\b|vide\b|weten\b|høre fra\b)[\w]{2,}"
    # "Ich werde die Maße nehmen", "We gaan het intern bespreken": the future of German and
    # Dutch with its infinitive at the end of the clause.
    r"|(?<![\w'’])(?:ich werde|wir werden|werde ich|werden wir|ik ga|we gaan|wij gaan|ga ik|"
    r"gaan we|ik zal|we zullen|zal ik)\s(?:[\w'’-]+\s){0,6}?(?!sein\b|haben\b|zijn\b|hebben\b)"
    r"[^\W\d_]{3,}en(?![\w'’])"
    # "Die Unterlagen reiche ich nächste Woche nach", "Papirerne eftersender jeg i næste uge".
    r"|(?<![\w'’])(?:ich|wir|jeg|vi|ik|we|wij)\s"
    r"(?!habe\b|hab\b|haben\b|bin\b|sind\b|kann\b|har\b|er\b|kan\b|heb\b|hebben\b|ben\b|"
    r"zijn\b)(?:[\w'’-]+\s){0,3}?(?:nächste woche|"
    r"am wochenende|demnächst|i næste uge|i weekenden|snarest|volgende week|dit weekend|"
    r"binnenkort)(?![\w'’])"
    r"|(?<![\w'’])(?:hold off|leave it with me|still deciding|still thinking|before i commit|"
    r"before committing|wait and see)(?![\w'’])",
    re.IGNORECASE,
)


def leaves_open(sentence: str) -> bool:
    """The customer's statement leaves something open (see the module)."""
    if sentence.rstrip().endswith("?"):
        return False
    if _UNDECIDED.search(sentence) or _CONTINGENT.search(sentence):
        return True
    if _CONDITIONAL_YES.search(sentence):
        return True
    if _OWN_STEP.search(sentence):
        return True
    if _NOT_AT_HAND.search(sentence):
        return True
    return bool(_STILL.search(sentence) and _FAULT.search(sentence))
