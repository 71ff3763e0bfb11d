"""One assistant turn folded into the form: commitments, open questions and offers, and the
values it proposes, confirms or restates."""

from __future__ import annotations

import re

from memory.summary_language import (
    contacts,
    proper_names,
    replies,
    slots,
    subjects,
    times,
    values,
)
from memory.summary_language.text import (
    clip,
    per_turn,
)

from . import (
    acts,
    awaiting,
    corrections,
    dated,
    matters,
    media,
    not_promises,
    promises,
    still_open,
    timed,
    told,
)
from .courtesy import is_courtesy, is_filler, is_stock_line
from .form import (
    MAX_ENTRY_CHARS,
    MAX_OPEN_POINTS,
    MAX_PROPOSALS,
    Turn,
    add_commitment_entry,
    add_open_point,
    dates_day,
    drop_open_points,
    drop_settled_points,
    refines,
    restates,
    slot_for,
    upsert_constraint,
)


def _promise_kind(sentence: str) -> str | None:
    """The kind of commitment an assistant sentence makes, or None."""
    if not_promises.no_promise(sentence):
        return None
    return (
        acts.commitment_kind(sentence)
        or (promises.service_step(sentence) and "other")
        or (promises.by_deadline(sentence) and "follow_up")
        or (promises.within_period(sentence) and "follow_up")
        or None
    )


def _sums_named(text: str, blocked: list) -> list[float]:
    """The sums of money an assistant turn names, as numbers ("79 kr." 79.0)."""
    if not proper_names.names_money(text):
        return []
    sums = (values.number_of(text[s:e]) for s, e in proper_names.money(text, blocked))
    return [number for number in sums if number is not None]


def fold_assistant_turn(form, state, turn: Turn, blocked, quotes, addresses=()) -> None:
    text = turn.text
    if form["open_points"]:
        drop_settled_points(form, turn)
    # The customer's questions are answered unless the assistant puts them off.
    pending = state.pop("uq", [])
    corrected = bool(state.pop("corrected", None))
    countered = state.pop("countered", None)
    if pending and not _states_anything(text, quotes):
        # "Which store was it?": a counter-question answers nothing yet.
        state["uq"] = pending
        state["countered"] = True
    elif pending and not _holds_answer(text, quotes):
        # After a counter-question, what the assistant says next is mostly about the customer's
        # answer to it ("Is that covered?" - "When did you buy it?" - "In March." - "Thanks,
        # I'll book an engineer."): it answers only what it takes up.
        answered = _taken_up(pending, text) if countered else _answered(pending, text)
        drop_open_points(form, answered)
    if not _closing_only(text, quotes):
        state["settled"] = state["closed"] = False
    # "Is there anything else I can help with?": whatever the customer raises next is new; not
    # "Nog iets: hebt u medewerkers die ...?", an opener of a question of its own.
    state["anything_else"] = any(acts.asks_anything_else(text[s:e]) for s, e in quotes)
    # A question back: what the customer says next answers it, rather than turning aside.
    state["asked_back"] = any(
        text[s:e].rstrip().endswith("?") and not acts.is_filler_question(text[s:e])
        for s, e in quotes
    )
    # "Ist umgebucht. Sie erhalten eine neue Bestätigung.": the assistant has done what was
    # asked and asks nothing back.
    state["done"] = "?" not in text and any(acts.confirms(text[s:e]) for s, e in quotes)
    state["asked_how_many"] = values.how_many_asked(text)
    state.pop("asked_about", None)
    if asked_about := subjects.asked(text):
        state["asked_about"] = asked_about
    for key, said in (
        ("contact_asked", contacts.asks_for_contact(text)),
        ("money_said", proper_names.names_money(text)),
        ("sums_said", _sums_named(text, blocked)),
        ("asked_slot", corrections.asked_recipient(text) or replies.asked_slot(text, turn.lang)),
    ):
        if said:
            state[key] = said
        else:
            state.pop(key, None)
    if not state.get("size_context") and values.size_mentioned(text):
        state["size_context"] = True  # (once set it stays: no need to look again)

    for start, end in quotes:
        sentence = text[start:end]
        stated = [*_stated_by_assistant(sentence), *media.told_spans(sentence)]
        told.note(state, sentence, stated, turn.seq, at=start, blocked=blocked)
    if acts.reads_out_order(text):
        _note_order_values(
            form,
            state.setdefault("said", {}),
            text,
            quotes,
            addresses,
            turn.seq,
            said_about=state.setdefault("said_about", {}),
        )
    proposals = []
    offers = []
    options = []  # offers said as what can be done, not asked ("We can also collect it.")
    hours = []
    before = None
    promised = False
    asked = state.get("aq", [])
    answers = bool(pending) or bool(state.pop("asked_when", None))
    for start, end in quotes:
        sentence = text[start:end]
        if is_stock_line(sentence):
            continue  # "Could you tell me a little more?", "I can help with ...": nothing open
        kind = None
        if sentence.endswith("?"):
            if not acts.is_filler_question(sentence) and add_open_point(form, sentence, turn.seq):
                # A question is answered by what the customer says next; an offer only by a
                # yes or a no ("Shall I add the removal?" - "I'll ask my partner first").
                if acts.offers_in_question(sentence):
                    # A yes or a no settles the offer alone, not what else the turn left open.
                    offers.append([turn.seq, clip(sentence, MAX_ENTRY_CHARS)])
                else:
                    # The question alone: a to-do said beside it stays open once answered.
                    asked.append([turn.seq, clip(sentence, MAX_ENTRY_CHARS)])
        elif kind := _promise_kind(sentence):
            add_commitment_entry(
                form,
                kind=kind,
                text=clip(sentence, MAX_ENTRY_CHARS),
                seq=turn.seq,
                source="conversation",
            )
            promised = True
        # A promise may leave something open too ("I'll ask them about the price, and whether
        # they can make it"); the customer's to-do inside it is theirs.
        # When it puts off the customer's own question, that question is the open point.
        todo = acts.todo_clause(sentence) if kind else None
        # What waits on the customer or someone else stays open, also inside a promise ("Jeg
        # noterer lørdag som ønske, så tager vi stilling, når pladen er bekræftet", "the
        # replacement is sent once the old coat arrives").
        pending_on = (
            acts.waits_on_condition(sentence) or awaiting.due_from_customer(sentence)
        ) and not is_filler(sentence)
        if todo:
            # "Das Formular schicken wir Ihnen, Sie füllen es aus und schicken es zurück": the
            # promise is ours, the clause after it is the customer's to-do.
            add_open_point(form, todo, turn.seq)
        elif (
            not sentence.endswith("?")
            and (pending_on or (not (kind and pending) and acts.leaves_open(sentence)))
            and add_open_point(form, sentence, turn.seq)
            and acts.offers(sentence)
        ):
            # Only an offer is settled by a yes; a to-do or a pending decision stays open.
            offers.append([turn.seq, clip(sentence, MAX_ENTRY_CHARS)])
        elif (
            not sentence.endswith("?")
            and (awaiting.asks_decision(sentence) or awaiting.offers_to_do(sentence))
            and add_open_point(form, sentence, turn.seq)
        ):
            offers.append([turn.seq, clip(sentence, MAX_ENTRY_CHARS)])
            options.append(offers[-1])
        elif awaiting.assistant_consults(sentence) and not (
            pending and _holds_answer(text, quotes)
        ):
            # The assistant has to ask someone first; when it puts off the customer's question,
            # that question is the open point already.
            add_open_point(form, sentence, turn.seq)
        elif awaiting.leaves_decision(sentence):
            add_open_point(form, sentence, turn.seq)  # "Dat beoordeelt de monteur ter plaatse."
        elif awaiting.company_needs(sentence) and add_open_point(form, sentence, turn.seq):
            # "Voor de factuur hebben we de naam van uw neef nodig": open until the customer
            # answers, and still open when they put it off ("I'll do that tonight").
            asked.append([turn.seq, clip(sentence, MAX_ENTRY_CHARS)])
        elif (
            not (kind and pending)
            and still_open.offers_option(sentence)
            and add_open_point(form, sentence, turn.seq)
        ):
            # "U kunt hem ook zelf terugbrengen": taken up or turned down, like an offer.
            offers.append([turn.seq, clip(sentence, MAX_ENTRY_CHARS)])
            options.append(offers[-1])
        elif still_open.still_under_way(sentence) and not is_filler(sentence):
            add_open_point(form, sentence, turn.seq)  # "Der Hersteller muss das noch prüfen."
        said = state.setdefault("said", {})
        named = _assistant_values(
            form, sentence, turn.seq, answers=answers, said=said, after_correction=corrected
        )
        proposals += named
        if times.TIME.search(sentence) and all(p[0] != "time" for p in named):
            # "The van is only free from 10am." - "10 is fine.": an hour named in passing.
            hours += [["time", m.group(0), turn.seq] for m in times.TIME.finditer(sentence)]
        if before is not None and not named and _refers_back(sentence):
            # "De koerier kan woensdag 11 juni tussen 8 en 13. Schikt dat?", "Dat kan: dinsdag
            # 24 juni. Ik heb het aangepast.": a short question or confirmation without values
            # of its own offers or sets those of the sentence before it.
            force = "offered" if sentence.endswith("?") or acts.is_offer(sentence) else "confirmed"
            proposals += _assistant_values(form, before, turn.seq, said=said, force=force)
        before = sentence
    # The customer's address restated by the assistant ("Het leveradres is Kunstlaan 3, 3500
    # Hasselt, klopt dat?"): the destination once the customer agrees; asked about, it may
    # replace one, said in passing it only fills an empty slot.
    for start, end in addresses:
        span = values.address_span(text, start, end, blocked)
        if span:
            asked_about = "?" in text[start:]
            held = {c["name"] for c in form["constraints"]}
            if not asked_about and "destination" not in held and values.sent_to(text, start):
                # "Jeg bestiller en ny levering til Slotsvænget 12": where it goes now.
                upsert_constraint(form, "destination", text[span[0] : span[1]], turn.seq)
                continue
            proposal = [slot_for("destination", set()), text[span[0] : span[1]], turn.seq]
            proposals.append(proposal if asked_about else [*proposal, "named"])
    if asked:
        state["aq"] = asked[-MAX_OPEN_POINTS:]
    if offers:
        state["offers"] = offers
    if options:
        state["options"] = options
    # The assistant has promised or done something and asks nothing back: the matter may be
    # dealt with, and a request about something else opens the next one.
    state["concluded"] = "?" not in text and (promised or state["done"])
    if pending and corrections.asks_change([q[1] for q in pending if isinstance(q, list)]):
        # "Can I start the week after?" - "Monday 14 July works as well." - "OK, do that.":
        # what the assistant names in answer to a request to change is offered, not in passing.
        proposals = [p[:3] for p in proposals]
    if proposals:
        state["proposals"] = proposals[-MAX_PROPOSALS:]
    else:
        state.pop("proposals", None)
    state.pop("hours_named", None)
    if hours:
        state["hours_named"] = hours[-MAX_PROPOSALS:]
    state["last_role"] = turn.role
    # "Dienstag, der 25. März, ist noch frei.": the "Dienstag" the customer just asked for, dated;
    # the days named are kept for the customer's answer ("doe die zaterdag maar").
    dated.note_days(form, state, text, blocked, turn.seq)
    # "Dat kan, ik zet de starttijd op 8:45.": the hour set within the customer's limit.
    timed.set_hour(form, state, text, blocked, turn.seq)


# What an order, booking or contract read out fixes: a customer's first different word on one of
# these changes it ("Ik zie uw bestelling: ... 6 stoelen" - "Doe er 2 bij, dan 8 in totaal").
_ORDER_SLOTS = frozenset({"date", "time", "quantity", "size", "amount", "destination"})


def _note_order_values(
    form: dict, said: dict, text: str, quotes, addresses, seq: int, *, said_about: dict
) -> None:
    """Keep in `said` the values of slots still empty that the assistant read out of the
    order it looked up, the first of each slot, and in `said_about` what each is about
    (`subjects.about`); a size read out fills its slot."""
    held = {c["name"] for c in form["constraints"]}
    for start, end in quotes:
        sentence = text[start:end]
        if sentence.endswith("?"):
            continue
        stated = _stated_by_assistant(sentence)
        # "Vrijdag kunnen we om 10:00 of om 14:00 komen": a choice, no value of the order.
        choice = values.alternatives(sentence) or values.hour_alternatives(sentence)
        for name, s, e in stated:
            if name in _ORDER_SLOTS and name not in held and name not in said:
                if name in {"date", "time"} and (
                    choice or not values.identifies(name, sentence[s:e])
                ):
                    continue
                if name in _FILLED_FROM_ORDER:
                    # The size ordered ("Adidas Samba in maat 40") is the customer's until
                    # they name another.
                    upsert_constraint(form, name, sentence[s:e], seq)
                    held.add(name)
                else:
                    said[name] = [sentence[s:e], seq]
                    if subject := subjects.about(name, sentence, s, e):
                        said_about[name] = subject
    for start, end in addresses:
        if "destination" not in held and "destination" not in said:
            said["destination"] = [text[start:end], seq]


_FILLED_FROM_ORDER = frozenset({"size"})


_PROPOSABLE = frozenset(
    {"date", "time", "deadline", "channel", "destination", "quantity", "size", "amount", "place"}
)


# What the assistant sets itself ("Genoteerd: maandag 16 juni", "ik heb de ruil aangepast naar
# W29 L34"): values that identify something, never a day said in passing ("morgen").
_CONFIRMABLE = frozenset({"date", "time", "deadline", "size", "amount", "quantity"})


_SCHEDULED = frozenset({"date", "time"})


@per_turn(32)
def _stated_by_assistant(sentence: str) -> tuple[tuple[str, int, int], ...]:
    """The values an assistant sentence states, read as nothing is held yet: asked up to three
    times of one sentence while its turn is folded, so computed once."""
    return tuple(
        slots.constraints(sentence, [], [], asked_how_many=False, size_context=False, known=set())
    )


def _refers_back(sentence: str) -> bool:
    """A short question or confirmation about what was just said ("Schikt dat?", "Shall I
    book it?", "Ich habe es geändert.")."""
    if len(sentence.split()) > 8:
        return False
    if not (sentence.endswith("?") or acts.is_offer(sentence) or acts.confirms(sentence)):
        return False
    if len(sentence.split()) > 2 and not _ANAPHOR.search(sentence):
        return False  # "Kan du sende billeder af skaderne?" asks something else
    return not _stated_by_assistant(sentence)


# What points back at the sentence before ("Schikt dat?", "Passer det?", "Shall I book it?").
_ANAPHOR = re.compile(
    r"\b(?:that|this|these|those|it|them|then|dat|dit|die|deze|het|hem|dan|das|es|dies\w*|ihn|"
    r"sie|so|det|den|dem|denne|dette|dertil|ham|så|daarop|dafür|dazu|darauf|"
    # a choice between what was just said: "Which suits you?", "Was passt Ihnen?"
    r"which|welche\w*|was|hvad|hvilken|hvilket|wat|welk\w*)\b",
    re.IGNORECASE,
)


def _assistant_values(
    form: dict,
    sentence: str,
    seq: int,
    *,
    answers: bool = False,
    said: dict | None = None,
    force: str | None = None,
    after_correction: bool = False,
) -> list:
    """The values an assistant sentence names: set at once when the sentence confirms or
    arranges them, else proposals the customer may accept. `force` ("offered", "confirmed")
    reads the sentence as the one after it asks or says; `after_correction`, that the customer
    just corrected something, which a "changed to ..." sentence then states."""
    question = sentence.endswith("?")
    offered = (
        question
        or acts.is_offer(sentence)
        or force == "offered"
        or replies.offers_earliest(sentence)
    )
    # ("Kein Problem, umgebucht auf Samstag, 21. Juni." after the customer's correction)
    changed_from = corrections.changed_to(sentence) if after_correction else None
    confirmed = (
        (not question and acts.confirms(sentence))
        or force == "confirmed"
        or changed_from is not None
    )
    if confirmed and values.alternatives(sentence):
        # "Vi har tid tirsdag ... eller onsdag ...": a choice offered, nothing set yet.
        confirmed, offered = False, True
    # "We have Saturday 22 March at 10:00 or at 14:00": the day is set, the hour is the
    # customer's pick.
    hours_offered = confirmed and values.hour_alternatives(sentence)
    total = not offered and proper_names.states_total(sentence)
    # "So that's 3 footstools in total" after "one more footstool?": the count the customer
    # added to, summed up.
    counted = not offered and _count_added_to(form) and proper_names.states_count_total(sentence)
    if not (offered or confirmed or answers or total or counted):
        return []
    if not (offered or confirmed or total) and not (
        times.when_spans(sentence) or times.TIME.search(sentence)
    ):
        # Answering alone keeps only a day or an hour, which `slots.constraints` names only
        # where WHEN or TIME matches: without either match there is nothing to keep.
        return []
    stated = _stated_by_assistant(sentence)
    proposals = []
    for name, s, e in stated:
        value = sentence[s:e]
        if counted and name == "quantity":
            _apply_value(form, name, value, seq, correcting=True, said=said)
            counted = False  # the first count the sentence names
        elif hours_offered and name == "time":
            continue
        elif confirmed and name in _CONFIRMABLE and values.identifies(name, value):
            if hours_offered and (cut := values.clock_at_end(value)):
                value = value[: cut[0]].rstrip(" ,")
            changed = (
                changed_from is not None
                and s >= changed_from
                and len(sentence[changed_from:s].split()) <= 3
                and corrections.replaces_held(value, _held_value(form, name))
            )
            _confirm_value(form, name, value, seq, said, changed=changed)
        elif name in _PROPOSABLE and offered:
            proposals.append([name, value, seq])
        elif total and name == "amount":
            proposals.append([name, value, seq])  # "£14.97 in total" - "Yes please do."
        elif answers and name in _SCHEDULED and values.identifies(name, value):
            # "When can he come?" - "The first slot is Friday 20 June between 1 and 5 pm": a day
            # or an hour named in answer to the customer is theirs once they agree to it.
            proposals.append([name, value, seq, "named"])
    if offered and values.alternatives(sentence):
        # "Monday 9 June or Wednesday 11 June?": every day offered, in order, for a pick by
        # place ("the first one"); the slot's one value above is the last of them.
        days = [sentence[s:e] for s, e in times.when_spans(sentence)]
        proposals = [p for p in proposals if p[0] != "date"]
        proposals += [["date", day, seq] for day in days if values.identifies("date", day)]
    if offered and values.hour_alternatives(sentence):
        # "om 10:00 of om 14:00?": every hour offered, as every day above.
        hours = [match.group() for match in times.TIME.finditer(sentence)]
        proposals = [p for p in proposals if p[0] != "time"]
        proposals += [["time", hour, seq] for hour in hours if values.identifies("time", hour)]
    return proposals


# A count said as more of what is held: "én mere", "one more", "noch einen", "eentje meer".
_RELATIVE_COUNT = re.compile(
    r"\b(?:one|another|two|\d+|én|en|et|to|ein\w*|noch|een|eentje|één|twee)\s+(?:\w+\s+)?"
    r"(?:more|extra|mere|ekstra|til|mehr|dazu|meer|erbij)\b",
    re.IGNORECASE,
)


def _count_added_to(form: dict) -> bool:
    """The held count is one added to the count before ("én mere", "one more")."""
    held = _held_value(form, "quantity")
    return bool(held) and _RELATIVE_COUNT.search(held) is not None


def _held_value(form: dict, name: str) -> str:
    slot = slot_for(name, {c["name"] for c in form["constraints"]})
    return next((c["value"] for c in form["constraints"] if c["name"] == slot), "")


def _confirm_value(
    form: dict, name: str, value: str, seq: int, said: dict | None = None, *, changed: bool = False
) -> None:
    """The assistant fills an empty slot or states the customer's value more precisely
    ("Friday" -> "Friday 13 June"); a different value stays the customer's to change, unless
    the assistant says it changed the value to it (`changed`: "I've moved it to Wednesday 19
    March"), which then replaces the held one."""
    known = {c["name"]: c["value"] for c in form["constraints"]}
    slot = slot_for(name, set(known))
    if (
        slot in known
        and not changed
        and not (
            refines(value, known[slot])
            or restates(said, slot, {"value": known[slot]}, value)
            or dates_day(slot, known[slot], value)
        )
    ):
        return
    _apply_value(form, name, value, seq, correcting=changed, said=said)


def _apply_value(
    form: dict, name: str, value: str, seq: int, *, correcting: bool, said: dict | None = None
) -> None:
    known = {c["name"]: c["value"] for c in form["constraints"]}
    slot = slot_for(name, set(known))
    if slot in known and not correcting and not values.as_specific(value, known[slot]):
        return  # "tonight" in passing does not replace "Friday 6 June"
    upsert_constraint(form, slot, value, seq, said)


def _holds_answer(text: str, quotes) -> bool:
    """The assistant puts off the customer's question: in words that say so, or by having to
    check with someone first or being unable to say yet."""
    return acts.assistant_defers(text) or any(awaiting.holds_answer(text[s:e]) for s, e in quotes)


def _answered(pending: list, text: str) -> list:
    """The customer's questions an assistant turn answers. Of several, those it takes up in
    words of theirs ("Can I pay by invoice? And can you deliver on Saturday?" - "Saturday is
    fine." leaves the invoice open); of one, or when it takes up none, all of them."""
    questions = [q for q in pending if isinstance(q, list)]
    if len(questions) < 2:
        return pending
    said = set(matters.stems(text))
    taken = [q for q in questions if said & set(matters.stems(q[1]))]
    return taken or pending


def _taken_up(pending: list, text: str) -> list:
    """The customer's questions an assistant turn answers in so many words: a yes or a no
    opening one of its sentences answers them all, else those sharing a word with it."""
    if acts.answers_yes_or_no(text):
        return pending
    said = set(matters.stems(text))
    return [q for q in pending if isinstance(q, list) and said & set(matters.stems(q[1]))]


def _states_anything(text: str, quotes) -> bool:
    """An assistant turn with a statement beyond courtesies, not only questions."""
    return any(
        not text[s:e].rstrip().endswith("?") and not is_courtesy(text[s:e]) for s, e in quotes
    )


def _closing_only(text: str, quotes) -> bool:
    """An assistant turn that only closes ("You're welcome! Anything else?")."""
    return all(
        is_courtesy(text[s:e])
        or acts.is_filler_question(text[s:e])
        or (acts.closes(text[s:e]) and len(text[s:e].split()) <= 4)
        for s, e in quotes
    )
