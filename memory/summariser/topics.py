"""Topics: a customer opening a different matter closes the current one into `closed_topics`."""

from __future__ import annotations

import re

from memory.summary_language import (
    times,
)

from . import (
    acts,
    matters,
)
from .form import MAX_CLOSED_TOPICS

_TOPIC_STATE = (
    "aq",
    "uq",
    "offers",
    "options",
    "stepped_away",
    "proposals",
    "asked_how_many",
    "size_context",
    "settled",
    "closed",
    "anything_else",
    "done",
    "user_turns",
    "said",
    "said_about",
    "contact_asked",
    "money_said",
    "sums_said",
    "asked_slot",
    "about",
    "named_at",
    "asked_about",
    "hours_named",
    "concluded",
    "topic_stems",
    "countered",
    "told",
)


def close_topic(form: dict, state: dict, *, upto_seq: int) -> dict | None:
    """Close the current concern into `closed_topics`; the next concern starts empty.

    Returns the closed topic, or None when the current topic holds no turn yet.
    """
    from_seq = int(state.get("topic_from_seq", 1))
    closed = None
    if upto_seq >= from_seq:
        concern = form.get("concern")
        closed = {
            "concern": concern["text"] if concern else "",
            "seq": concern["seq"] if concern else None,
            "from_seq": from_seq,
            "to_seq": upto_seq,
        }
        form["closed_topics"].append(closed)
        del form["closed_topics"][:-MAX_CLOSED_TOPICS]
    form["concern"] = None
    form["objects"] = []
    form["constraints"] = []
    form["open_points"] = []
    for key in _TOPIC_STATE:
        state.pop(key, None)
    state["topic_from_seq"] = upto_seq + 1
    return closed


# "Also while I've got you - can I add some of the matching footstools?": more of the same order,
# with "also" opening the turn ("right, different thing. ... I want to add a bag" is another).
_ADDING_OPENING = 12


_ADDS_TO_ORDER = re.compile(
    r"\b(?:add|added|adding|hinzufügen|dazubestellen|dazu\s?nehmen|tilføje|toevoegen|bijbestellen)\b",
    re.IGNORECASE,
)


def starts_new_matter(form, state, text: str, substantive: list[str]) -> bool:
    """A customer turn that opens a different matter once the first one was dealt with.

    Said outright ("different thing", "while I've got you"); or after the matter was settled —
    the customer said it is done, acknowledged it, or the assistant asked whether there is
    anything else — with a new request ("one more thing: ..."). A turn correcting something is
    still about the same matter.
    """
    # "Anything else?" - "Ja, eigenlijk wel." - "Vertel het maar." - the matter itself.
    announced = state.pop("matter_next", None)
    if form.get("concern") is None or not substantive:
        return False
    if acts.announces_new_matter(text) and not (
        matters.adds_to(text[:_ADDING_OPENING]) and _ADDS_TO_ORDER.search(text)
    ):
        return True
    known = _topic_identifiers(form)
    if _closes_then_opens(form, state, substantive, known):
        return True
    if int(state.get("user_turns", 0)) < 2:
        return False
    # "Doe ik. Andere vraag: ik heb vorige week ook sneakers besteld ... WS-2025-119204": another
    # question about another order is another matter, with or without a nod before it.
    if acts.adds_matter(text) and not acts.corrects(text) and acts.names_another_order(text, known):
        return True
    words = len(" ".join(substantive).split())
    if announced and words >= 5:
        return True
    aside = acts.digression(text)
    # "Forresten, jeg er ikke hjemme, når han kommer", "zweitens: Rückgabe nicht in München
    # sondern in Hamburg": an aside referring back to the matter, or an item of a numbered list
    # changing it, goes on with the same matter whatever other sign it bears.
    if (
        (aside is not None and acts.refers_back(aside, known))
        or (acts.continues_list(text) and acts.corrects(text))
        # "ach und noch was, ich hab noch ein Kinderrad ... Kann ich das gleich mitbringen?"
        or (acts.adds_matter(text) and acts.refers_back(acts.after_opener(text), known))
    ):
        return False
    if state.get("settled") and (acts.adds_matter(text) or aside is not None):
        # "Ok, da's goed" ... "Ik heb eigenlijk nog een andere vraag"; but "one more thing, I
        # misread my calendar, I'm away that Saturday after all" changes the same matter, and
        # so does "noch was: lieber um 12 statt um 11".
        moves_a_day = acts.corrects(text) and bool(
            times.when_spans(text) or times.TIME.search(text)
        )
        if moves_a_day or matters.shares_much(acts.after_opener(text), state):
            # ... and so does "noch was zum router" about the router the matter named.
            return acts.new_matter_evidence(text, known)
        return True
    # After the customer's nod in the same turn, or the assistant's "done" ("Ist umgebucht."),
    # "one more thing" with a sign of another matter: "fedt. en ting mere, min kæreste har
    # fødselsdag ...", "Noch eine Frage: meine Bestellung KS-4471 ...".
    nodded = acts.settles(text[:40]) or state.get("done")
    if nodded and (acts.adds_matter(text) or aside) and acts.new_matter_evidence(text, known):
        return True
    # "og så er der desværre noget andet. min datters cykel blev stjålet i nat": another matter
    # announced with a sign of it, after an answer that asked nothing back.
    if (
        acts.adds_matter(text)
        and not state.get("asked_back")
        and not acts.corrects(text)
        and acts.new_matter_evidence(text, known)
        and not matters.adds_to(acts.after_opener(text))
    ):
        return True
    # ... or asking for something the matter never named ("Prima. Nog een vraag: kunnen jullie
    # ook mijn zomerbanden opslaan?"); not a question of a series ("Zweite Frage: ...") nor a
    # correction.
    if nodded and acts.opens_with_opener(text) and not acts.numbers_question(text):
        rest = acts.after_opener(text)
        if (
            not acts.corrects(text)
            and (acts.asks(rest) or matters.requests(rest))
            # (a question of a few words is mostly about the matter: "kan de chauffeur
            # vooraf bellen?")
            and len(matters.stems(rest)) >= 5
            and matters.shares_little(rest, state)
        ):
            return True
    # "By the way, my son needs a haircut too", "Übrigens, ich hätte gern einen Katalog": turning
    # aside, when the assistant asked nothing back, to someone else or to what the matter never
    # named.
    if aside and not state.get("asked_back") and not acts.corrects(text):
        # ("Trouwens, mijn moeder wil ook mee" adds someone to the same booking.)
        other = acts.new_matter_evidence(text, known) or acts.about_someone_else(aside)
        if (other and not matters.adds_to(aside)) or matters.shares_little(aside, state):
            return True
    # "Anything else?" - "yes actually, we're moving": a yes with a matter is a new one, and so
    # is a sign of another matter said straight away ("Order KB-5512 hasn't arrived either").
    if (
        state.get("anything_else")
        and (
            acts.accepts(text)
            or acts.adds_matter(text)
            or acts.opens_with_other_matter(text, known)
        )
        and not _names_held(text, form)
    ):
        if words < 5:
            state["matter_next"] = True  # a bare yes: the matter comes in the next turn
        return words >= 5
    # "Das wars dazu, danke." - "ach doch, noch was: ...": the "doch" takes the closing back, it
    # corrects nothing of the matter; what follows the opener may still correct it.
    reopens = state.get("closed") and acts.adds_matter(text)
    if (
        state.get("closed")
        and words >= 5
        and acts.new_matter_evidence(text, known)
        and not _names_held(text, form)
    ):
        # "dan is dat opgelost" - "ik ga in juni opnieuw verhuizen eigenlijk, ...": after the
        # customer closed the matter, a move, someone else's thing or another order is the next
        # matter, whatever "actually" it bears.
        return True
    if acts.corrects(acts.after_opener(text) if reopens else text):
        return False
    if state.get("closed") and words >= 5:
        return True
    # The customer nodded to what was done, then asks for something the topic never named
    # ("Passt, danke." - "Wir ziehen wieder um. Ich bräuchte 40 Umzugskartons"). The
    # assistant's having done the job alone is too weak a sign: customers go on with the same
    # matter in other words.
    if state.get("settled") and words >= 6 and not acts.defers(text):
        # "En de kleur? Ik wil ...": a turn opened by a question follows up on the matter.
        opens_asking = substantive[0].rstrip().endswith("?")
        if not opens_asking and matters.new_request(" ".join(substantive), state, form["objects"]):
            return True
    # "ok fine. thank you." - "Now. My son needs a phone line.": after the customer's own
    # thanks, someone else's need or a move opening the next message is a new matter.
    if state.get("settled") and words >= 5 and acts.opens_with_other_matter(text, known):
        return True
    return False


_HELD_WORD = re.compile(r"[^\W\d_]{4,}")


def _names_held(text: str, form: dict) -> bool:
    """The turn names a value the matter holds ("Yes, bad news about Friday" with "Friday 13th"
    held) or one of its objects: it goes on with that matter."""
    if matters.names_any(text, form["objects"]):
        return True
    words = set(_HELD_WORD.findall(text.casefold()))
    return any(
        word in words
        for entry in form["constraints"]
        for word in _HELD_WORD.findall(entry["value"].casefold())
        if word not in matters.FUNCTION_WORDS
    )


def _closes_then_opens(form: dict, state: dict, substantive: list[str], known: set[str]) -> bool:
    """A turn that closes the matter and goes on with another one ("Perfekt, damit ist das
    erledigt. Jetzt zum eigentlichen Thema: Wir möchten ..."): what follows the closing
    sentence opens a matter, asks for something the topic never named or names another one."""
    first, rest = substantive[0], " ".join(substantive[1:])
    # A nod alone ("Prima.", "Godt.") is no closing: what follows is often the same matter.
    if not acts.closes(first) or matters.negated(first):
        return False  # "Das ist immer noch nicht erledigt." is the matter itself
    if len(rest.split()) < 5 or acts.corrects(rest):
        return False
    return (
        acts.adds_matter(rest)
        or matters.new_request(rest, state, form["objects"])
        or acts.opens_with_other_matter(rest, known)
    )


def _topic_identifiers(form: dict) -> set[str]:
    """The casefolded objects of the current matter: a reference number not among them in a
    turn that opens a matter is a sign of another one."""
    return {o["value"].casefold() for o in form["objects"]}
