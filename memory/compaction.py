"""The default summariser: deterministic and extractive, for German, English, Danish and Dutch.

`update(form, state, turn)` folds one stored turn into the contract's summary form in O(1): it
reads only that turn and the (size-capped) form and state, never the history. Every entry it
writes is a literal substring of the turn whose `seq` it carries, so a summary cannot shift a fact.
The modules it folds a turn with are `memory/summariser/` (the form and its slots in `form`, one
customer turn in `customer`, one assistant turn in `assistant`, topics in `topics`); the module
names below are theirs.

How a turn is read:
- typed slot extractors (`memory/summary_language/slots.py` and the modules it draws on) find
  objects by shape and context: identifiers, amounts, dates, product/model names, stores and
  places; and the customer's constraints by slot: date, time, deadline, quantity, size,
  budget/amount, language, channel, destination, responsibility.
  A new value of a slot replaces the current one, which moves to `previous`; the correction
  model (`corrections.py`) links a new value to the slot it replaces by its shape or by what it
  answers ("dan toch liever 57" after "frame 53 cm", "Nein, an mich" after an offer to send);
  values the assistant proposes become constraints when the customer accepts them.
- dialogue acts (`acts.py`): the assistant's promises, also in the third person or the passive,
  are commitments. Open points: a question from either side (also without a question mark)
  until the other side answers it; a yes-or-no offer until it is taken or turned down; the
  customer's deferred decisions and next steps ("I'll check with my wife", "Hij stuurt het
  vandaag"); the customer's to-dos the assistant names; what waits on the customer or someone
  else ("sobald Ihre Rücksendung eingegangen ist"); what waits on someone of the customer's side
  (`their_side.py`), what a customer's statement leaves undecided (`undecided.py`) and what an
  assistant statement leaves open (`still_open.py`). A later turn sending what was to be sent or
  saying the person was asked settles them. A customer opening a different matter after the
  first was settled (said outright, or "one more thing" with a sign of another matter: someone
  else's need or thing, a move, an earlier purchase, a new reference number) closes the topic
  (POST /topics stays the explicit way).

Left out by construction (`text.blocked_spans`): courtesies and filler, the sentence holding a
secret or a national ID number, the clause holding health data, contact details or a phone
number the detector missed (`personal_numbers`), addresses of anyone but the customer (and their
e-mail addresses and numbers: `third_party_contacts`), guesses about the person, and anything
inferred: only quotes are written.
"""

from __future__ import annotations

from memory.summariser import matters, names
from memory.summariser.assistant import fold_assistant_turn
from memory.summariser.courtesy import is_filler
from memory.summariser.customer import fold_user_turn, settle_by_window
from memory.summariser.form import (
    KEEP_FIRST_OBJECTS,
    MAX_OBJECTS,
    Turn,
    add_commitment_entry,
    empty_form,
    empty_state,
    upsert_object,
)
from memory.summariser.quotes import quotes_of, sensitive_spans
from memory.summariser.topics import close_topic
from memory.summary_language import amounts, personal_numbers, places, proper_names, subjects
from memory.summary_language.text import (
    blocked_spans,
    contact_clauses_narrowed,
    forget_turn,
    sentence_bounds,
    touches,
)

__all__ = [
    "MAX_OBJECTS",
    "KEEP_FIRST_OBJECTS",
    "is_filler",
    "Turn",
    "add_commitment_entry",
    "close_topic",
    "empty_form",
    "empty_state",
    "settle_by_window",
    "update",
]


def update(form: dict, state: dict, turn: Turn) -> None:
    """Fold one turn into the form and the state, in place. O(1): reads only this turn."""
    try:
        _update(form, state, turn)
    finally:
        forget_turn()  # what was read of this turn's text leaves with it


def _update(form: dict, state: dict, turn: Turn) -> None:
    text = turn.text
    sensitive = sensitive_spans(turn, state)
    blocked, addresses = blocked_spans(text, sensitive)
    if ids := personal_numbers.named_ids(text, state.pop("ids_named", ())):
        state["ids_named"] = ids
    quotes = quotes_of(text, blocked, addresses)

    if turn.role == "user":
        fold_user_turn(form, state, turn, blocked, addresses, quotes)
    else:
        fold_assistant_turn(form, state, turn, blocked, quotes, addresses)
    _fold_objects(
        form,
        turn,
        contact_clauses_narrowed(text, blocked, sensitive),
        addresses,
        code_asked=bool(state.pop("code_asked", None)),
    )
    if turn.role != "user" and amounts.CODE_CUE.search(text):
        state["code_asked"] = True
    matters.remember(state, " ".join(text[s:e] for s, e in quotes))
    subjects.Subjects(state.get("about"), state.setdefault("named_at", {})).note_named(
        form["constraints"], " ".join(text[s:e] for s, e in quotes), turn.seq
    )
    form["covers_until_seq"] = turn.seq


def _fold_objects(
    form: dict, turn: Turn, blocked: list, addresses: list, *, code_asked: bool
) -> None:
    text = turn.text
    found: list[tuple[str, int, int]] = []
    found += proper_names.identifiers(text, blocked, code_asked=code_asked and turn.role == "user")
    found += [("amount", s, e) for s, e in proper_names.money(text, blocked)]
    found += [("date", s, e) for s, e in proper_names.dates(text, blocked)]
    taken = [(s, e) for _k, s, e in found]
    for start, end in sentence_bounds(text):
        for kind, s, e in proper_names.names(text, start, end, lang=turn.lang):
            if touches(s, e, blocked):
                continue
            found.append(("place" if kind == "location" else "model", s, e))
    for kind, s, e in names.more_names(text, lang=turn.lang):
        if not touches(s, e, blocked):
            found.append(({"location": "place", "product": "model"}.get(kind, kind), s, e))
    for kind, s, e in proper_names.named_things(text, blocked):
        found.append(
            ("place" if kind == "location" else "model" if kind == "product" else kind, s, e)
        )
    found += [("place", s, e) for s, e in addresses]
    if towns := [(s, e) for s, e in places.branch_towns(text) if not touches(s, e, blocked)]:
        # "depot Swindon": the town, not a model named "depot Swindon"
        found = [f for f in found if not any(f[1] < s and f[2] == e for s, e in towns)]
        found += [("place", s, e) for s, e in towns]
    # "Kirchheim" of "Kirchheim unter Teck": the town's whole name.
    found = [
        (kind, s, places.whole_name_end(text, s, e) if kind == "place" else e)
        for kind, s, e in found
    ]
    found = [
        (kind, s, e)
        for kind, s, e in found
        if kind not in {"model", "place"} or not proper_names.names_a_person(text, s, e)
    ]
    found.sort(key=lambda item: item[1])
    del taken
    for kind, start, end in found:
        upsert_object(form, kind, text[start:end], turn.seq)
