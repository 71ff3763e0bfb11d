"""One customer turn folded into the form: the concern, constraints and their corrections, open
points asked, deferred or settled, and a new matter."""

from __future__ import annotations

import re

from memory.summary_language import (
    constraint_cues,
    contacts,
    replies,
    slots,
    stance,
    subjects,
    values,
)
from memory.summary_language.text import (
    blocked_spans,
    clip,
    forget_turn,
    norm,
    sentence_bounds,
)

from . import (
    acts,
    awaiting,
    contrast,
    corrections,
    dated,
    deputies,
    greetings,
    languages,
    limits,
    matters,
    measures,
    media,
    moments,
    not_yet,
    picks,
    qualifiers,
    their_side,
    timed,
    told,
    undecided,
)
from .courtesy import GREETING_PREFIX, is_courtesy, without_aside, without_courtesy
from .form import (
    MAX_CONCERN_CHARS,
    MAX_ENTRY_CHARS,
    MAX_OPEN_POINTS,
    MAX_PREVIOUS,
    Turn,
    add_open_point,
    add_previous,
    drop_open_points,
    drop_settled_points,
    entry_for,
    refines,
    same_or_refined,
    slot_for,
    upsert_constraint,
)
from .quotes import quotes_of, sensitive_spans
from .topics import close_topic, starts_new_matter


def _is_concern(form: dict, sentence: str, seq: int) -> bool:
    """Whether `sentence` of turn `seq` is the concern the form holds (or holds it) and
    waits on nothing: "I need to move my delivery" is the concern, "the partners have to
    approve it first" stays an open point as well."""
    concern = form.get("concern") or {}
    if concern.get("seq") != seq or not concern.get("text"):
        return False
    said, held = norm(sentence), norm(concern["text"])
    if not said or (said not in held and held not in said):
        return False
    return not (
        acts.awaits(sentence)
        or acts.puts_off(sentence)
        or not_yet.holds(sentence)
        or awaiting.leaves_decision(sentence)
        or awaiting.not_until(sentence)
        or their_side.waits_on_their_side(sentence)
        or undecided.leaves_open(sentence)
    )


def replied_to(pending: list, reply: str) -> list:
    """The assistant's questions among the pending entries ([seq, text]) that the customer's
    reply stands for, when it leaves something open ("Shall I book it?" - "I have to ask my
    wife first"). A request to send something that the customer takes on ("Could you send a
    photo?" - "Yes, tonight") stays: the thing asked for is still to come."""
    if acts.accepts(reply):
        return []
    return [
        q
        for q in pending
        if isinstance(q, list) and q[1].rstrip().endswith("?") and not acts.asks_to_send(q[1])
    ]


# A customer asking to put their own decision off ("Can I decide that later?", "Kann ich mir das
# noch überlegen?", "Kan jeg vente med at beslutte?", "Mag ik daar later op terugkomen?").
_ASKS_TO_DEFER = re.compile(
    r"\b(?:can|could|may)\s(?:i|we)\s(?:\w+\s){0,2}?(?:decide|think|let\syou\sknow|get\sback|"
    r"come\sback|choose|sleep\son)\b[^?]*\?"
    r"|\b(?:kann|darf|können|dürfen)\s(?:ich|wir)\s(?:\w+\s){0,4}?(?:später\s)?(?:entscheiden|"
    r"überlegen|bescheid\sgeben|melden)\b[^?]*\?"
    r"|\b(?:kan|må)\s(?:jeg|vi)\s(?:\w+\s){0,4}?(?:beslutte|tænke|vende\stilbage|vente\smed|"
    r"give\sbesked)\b[^?]*\?"
    r"|\b(?:kan|mag|kunnen|mogen)\s(?:ik|we|wij)\s(?:\w+\s){0,4}?(?:beslissen|nadenken|"
    r"terugkomen|laten\sweten|kiezen)\b[^?]*\?",
    re.IGNORECASE,
)


# A number right after an article and a capitalised name is part of that name ("the Lift 160
# standing desk", "den Alfa 520", "mit der Linie 44"), no count.
_IN_A_NAME = re.compile(
    r"\b(?i:the|a|an|der|die|das|den|dem|des|ein|eine|einen|einem|de|het|een|det|en|et)\s"
    r"(?:[A-ZÄÖÜÆØÅ][\w-]*\s){1,2}\Z"
)


def _asks_for_a_need(turn: Turn, substantive: list[str]) -> bool:
    """A turn telling of someone's health to ask for what they need ("noch was, ich hab nen
    Bandscheibenvorfall, kann ich direkt vor der Tür parken?", "en anden ting, min svigermor
    sidder i kørestol. er der elevator fra bildækket?"): an accommodation within the matter at
    hand, not another matter, unless the question names a sign of one."""
    if not any(span.get("label") == "HEALTH" for span in turn.redactions):
        return False
    questions = [s for s in substantive if acts.asks(s)]
    return bool(questions) and not any(acts.new_matter_evidence(q) for q in questions)


def fold_user_turn(form, state, turn: Turn, blocked, addresses, quotes) -> None:
    text = turn.text
    said = [text[s:e] for s, e in quotes]
    substantive = [without_aside(without_courtesy(s)) for s in said if not is_courtesy(s)]
    new_matter = starts_new_matter(form, state, text, substantive)
    if new_matter and not _asks_for_a_need(turn, substantive):
        close_topic(form, state, upto_seq=turn.seq - 1)

    if form["open_points"]:
        drop_settled_points(form, turn)
    # What the assistant asked or offered last; the customer's reply may stand for it below.
    put_to_customer = [*state.get("aq", []), *state.get("offers", [])]
    statements = [s for s in substantive if not acts.asks(s)]
    # "Let me look" - ... - "Found it: KNG-0911": back with something, the look is done.
    if statements and not all(moments.for_a_moment(s) for s in statements):
        drop_open_points(form, state.pop("stepped_away", []))
    stepped_away = []
    puts_off = _puts_off(statements)
    if puts_off:
        # "Können Sie uns ein Foto schicken?" - "Mach ich heut abend": what was asked stays
        # open as the customer's step, whatever they say next.
        state.pop("aq", None)
    elif _replies(text, statements, quotes):
        drop_open_points(form, _answered_by_customer(state.pop("aq", []), text))

    # Nothing is required by a sentence that puts a decision off ("I'll talk to Jess tonight").
    deferred = []
    for s, e in quotes:
        at = acts.deferral_at(text[s:e])
        sentence = text[s:e]
        if at is not None and not (
            acts.requires(sentence) or stance.sets_a_day(sentence) or stance.on_reflection(sentence)
        ):
            # From the clause that puts it off to the sentence end: "Helst om aftenen, jeg
            # er på arbejde om dagen" keeps the evening.
            deferred.append((constraint_cues.phrase_around(text, s + at, s + at + 1)[0], e))
    contact_asked = bool(state.pop("contact_asked", None))
    stated = slots.constraints(
        text,
        blocked,
        addresses,
        asked_how_many=bool(state.get("asked_how_many")),
        size_context=bool(state.get("size_context")),
        known={c["name"] for c in form["constraints"]},
        correcting=acts.corrects(text),
        rejected=(given_up := {}),
        current={c["name"]: c["value"] for c in form["constraints"]},
        contacts=contacts.own_contacts(text, turn.redactions, asked=contact_asked),
        asked="channel" if contact_asked else None,
        money_said=bool(state.pop("money_said", None)),
        # "ja 79 er fint" after "Vi kan refundere 79 kr.": the sum named, taken.
        echoed_sums=frozenset(sums)
        if (sums := state.pop("sums_said", None)) and acts.agrees(text)
        else frozenset(),
        answers=state.pop("asked_slot", None),
        deferred=deferred,
        held_subjects=frozenset(
            filter(None, map(subjects.Subjects(state.get("about")).of, form["constraints"]))
        ),
    )
    stated = corrections.relink(
        text,
        stated,
        given_up,
        current={c["name"]: c["value"] for c in form["constraints"]},
        blocked=blocked + addresses,
        correcting=acts.corrects(text),
    )
    stated = greetings.without_greetings(text, stated)
    stated = limits.with_limits(text, stated, blocked=blocked + addresses)
    stated = languages.with_language(text, stated, blocked=blocked + addresses)
    stated = measures.with_measures(text, stated, blocked=blocked + addresses)
    if all(name != "destination" for name, _s, _e in stated):
        offered = [
            o["value"]
            for o in form["objects"]
            if o["type"] in {"place", "location"} and o["seq"] == turn.seq - 1
        ]
        if not offered:
            # ... or the one place named a few turns before ("Dann Hauptbahnhof.")
            offered = [
                o["value"]
                for o in form["objects"][-3:]
                if o["type"] in {"place", "location"} and turn.seq - 4 <= o["seq"] < turn.seq
            ][-1:]
        picked = picks.picked_place(text, offered, blocked + addresses)
        if picked:
            stated = sorted([*stated, ("destination", *picked)], key=lambda item: item[1])
    stated = deputies.relink(
        text,
        stated,
        blocked=blocked + addresses,
        held=any(c["name"] == "responsibility" for c in form["constraints"]),
    )
    stated = media.with_medium(
        text,
        stated,
        blocked=blocked + addresses,
        channel_known=any(c["name"] == "channel" for c in form["constraints"])
        or any(entry[0] == "channel" for entry in state.get("told", ())),
    )
    stated, contrasted = contrast.relink(
        text,
        stated,
        held=[(c["name"], c["value"], c["seq"]) for c in form["constraints"]],
        blocked=blocked + addresses,
        told=state.get("told", []),
    )
    stated = qualifiers.with_qualifiers(text, stated, blocked=blocked + addresses)
    stated = [
        (name, s, e)
        for name, s, e in stated
        if name != "quantity" or not _IN_A_NAME.search(text, max(0, s - 40), s)
    ]
    proposals = state.pop("proposals", [])
    hours_named = state.pop("hours_named", [])
    hours_named += [p[:3] for p in proposals if p[0] == "time" and len(p) > 3]
    if hours_named and all(name != "time" for name, _s, _e in stated) and acts.agrees(text):
        taken = corrections.takes_named_hour(text, hours_named)
        if taken:
            stated = [*stated, taken]
    picked = replies.ordinal_pick(text) if proposals else None
    if picked is not None:
        # "Monday 9 June or Wednesday 11 June?" - "The first one please": the value in that place
        # of each slot offered as a choice.
        choices: dict[str, list] = {}
        for proposal in proposals:
            options = choices.setdefault(proposal[0], [])
            if len(proposal) == 3 and all(o[1] != proposal[1] for o in options):
                options.append(proposal)
        for name, options in choices.items():
            if len(options) >= 2 and picked < len(options):
                _, value, seq = options[picked]
                upsert_constraint(form, name, value, seq, state.setdefault("said", {}))
        proposals = []
    agreed = bool(proposals) and (
        acts.agrees(text) or any(acts.accepts(text[s:e]) for s, e in quotes[1:])
    )
    if agreed:
        names = {name for name, _s, _e in stated}
        held = {c["name"]: c["value"] for c in form["constraints"]}
        offered_values: dict[str, set] = {}
        for name, value, _seq, *named in proposals:
            if not named:
                offered_values.setdefault(name, set()).add(value)
        for name, value, seq, *named in proposals:
            # A value the assistant only named (not offered) fills an empty slot alone.
            if name in names or (named and slot_for(name, set(held)) in held):
                continue
            if len(offered_values.get(name, ())) > 1:
                continue  # "Monday or Wednesday?" - "ok": a yes picks neither
            if values.within(value, held.get(slot_for(name, set(held)), "")):
                continue  # "Friday 22 August" of "Friday 15th to Friday 22nd" changes nothing
            if name == "destination" and values.names_less(value, held.get(name, "")):
                continue  # "in de winkel" offered after "de Herestraat": the same place, vaguer
            upsert_constraint(form, name, value, seq, state.setdefault("said", {}))
    elif proposals:
        # "Dinsdag kan, tussen 7:30 en 17:00." - "Dan dinsdag.": the rest of that offer too.
        restated = {name: text[s:e] for name, s, e in stated}
        for name, value, seq, *_named in corrections.with_offer(proposals, restated):
            upsert_constraint(form, name, value, seq, state.setdefault("said", {}))
    known = {c["name"]: c["value"] for c in form["constraints"]}
    turn_corrects = acts.corrects(text)
    reached = _correction_reach(text, stated) if turn_corrects else {}
    held = subjects.Subjects(state.setdefault("about", {}), state.setdefault("named_at", {}))
    asked_about = state.pop("asked_about", {})
    held_before = set(known)
    for name, start, end in stated:
        correcting = reached.get(start, turn_corrects) or name in contrasted
        cued = correcting
        # ("the 5th is fine, no wait, make it the 15th" corrects the 5th, not a deadline held)
        slot = slot_for(name, set(known), correcting=correcting and not given_up.get(name))
        value, seq = text[start:end], turn.seq
        # ("How many crates?" - "Twelve.": the bare answer is about what was asked)
        about = subjects.about(name, text, start, end)
        if about is None:
            about = _asked_subject(form, held, slot, name, asked_about)
        answering = about is not None and subjects.about(name, text, start, end) is None
        if about is None and slot not in known and slot in state.get("said", {}):
            # "Abholung am Samstag, 12. April" read out of the order, then "ich lande erst am
            # Sonntag, 13. April": the value that changes the one read out is about its subject.
            about = state.get("said_about", {}).get(slot)
        if slot in known:
            entry = entry_for(form, slot, about, held)
            if entry is None and name in contrasted:
                # "wir brauchen 8 nicht 6": the contrast names the entry by its old value
                entry = next(
                    (
                        c
                        for c in form["constraints"]
                        if c["name"] == slot and c["value"] == contrasted[name][0]
                    ),
                    None,
                )
                about = held.of(entry) if entry is not None else about
            if entry is None:
                # A second value of its kind ("assembly on Friday" beside "delivery on Monday",
                # "actually three groups" beside "we're 20 people").
                upsert_constraint(form, slot, value, seq, about=about, held=held)
                continue
            known[slot] = entry["value"]
        if agreed:
            # "Schikt maandag 23 juni?" - "Ja, maandag.": the day agreed to, as offered.
            value, seq = next(
                (
                    (offered_value, offered_seq)
                    for offered, offered_value, offered_seq, *_n in proposals
                    if offered == name and refines(offered_value, value)
                ),
                (value, seq),
            )
        correcting = correcting or answering  # an answer replaces what the question named
        if slot in known and not correcting and not values.as_specific(value, known[slot], slot):
            continue  # "tonight" in passing does not replace "Friday 6 June"
        if slot in known and not correcting and not values.comparable(slot, value, known[slot]):
            continue  # "20 kg" of luggage does not replace "we are 5"
        if slot in {"quantity", "amount", "budget"} and values.same_count(
            value, known.get(slot, "")
        ):
            continue  # "plads til 5" after "vi er 5" says it again
        upsert_constraint(
            form, slot, value, seq, state.setdefault("said", {}), about=about, held=held
        )
        given = [(text[s_:e_], turn.seq) for s_, e_ in given_up.get(name, ())]
        if name in contrasted:
            # "app, ikke SMS" holds the value it replaces, yet does not say it more precisely
            given.insert(0, contrasted[name])
        for old, old_seq in given:
            add_previous(form, slot, old, old_seq, about=about, held=held)
        offers = [p for p in proposals if slot in {p[0], values.twin_of(p[0])}]
        if len(offers) > 1 and any(same_or_refined(value, p[1]) for p in offers):
            offers = []  # "om 10:00 of om 14:00?" - "Doe maar 10:00": the others were no value
        for _offered, offered_value, offered_seq, *_named in offers:
            # "De koerier kan woensdag tussen 8:00 en 13:00, gaat dat?" - "Liever tussen 9:00
            # en 14:00": the customer's value replaces the one offered.
            if not same_or_refined(value, offered_value):
                add_previous(form, slot, offered_value, offered_seq, about=about, held=held)
        # (a turn saying what it gives up names what it replaces: nothing told beside it)
        cued = cued and not given
        if slot in known and not any(values.same_value(known[slot], old) for old, _s in given):
            given.append((known[slot], 0))  # the held value this one replaced
        _replace_told(form, state, slot, value, turn.seq, given, cued, held_before)
    # "zaterdag 30 januari hebben we een middagrit" - "doe die zaterdag maar": that date
    dated.date_picked_days(form, state, turn.seq)
    # "could we do a week later?": the day the assistant's next turn names is the new one
    dated.note_shift(form, state, text)
    # "kunnen ze pas na half 9 beginnen?": the hour the assistant's next turn sets is the time
    timed.note_limit(form, state, turn.seq)
    state.pop("asked_how_many", None)
    if acts.asks_when(text):
        state["asked_when"] = True
    if not state.get("size_context") and values.size_mentioned(text):
        state["size_context"] = True  # (once set it stays: no need to look again)

    if form.get("concern") is None:
        for index, (start, end) in enumerate(quotes):
            if text[start:end].endswith(":") and index + 1 < len(quotes):
                # "My concern:" on a line of its own: the concern is what follows it.
                end = quotes[index + 1][1]
            sentence = text[start:end]
            if is_courtesy(sentence) or acts.is_introduction(sentence):
                continue
            if acts.only_asks_attention(sentence) or acts.only_names_reference(sentence):
                continue  # "Ich habe eine Frage.", "ordre EL-2025-301877.": the concern follows
            words = len(sentence.split())
            if acts.announces_new_matter(sentence) and (
                len(sentence) < 40 or (words <= 8 and ":" not in sentence)
            ):
                continue  # "Dann hätte ich noch eine ganz andere Sache.": the matter follows
            # "Dann noch was.", "ok. nog iets", "Goed zo.": an opener or a nod, not the concern.
            # "Andere vraag: abonnement aanpassen." names the matter after its opener.
            opener_only = acts.adds_matter(sentence) and len(acts.after_opener(sentence)) < 12
            if (opener_only and words <= 5) or (acts.settles(sentence) and words <= 3):
                continue
            if acts.closes(sentence) and words <= 6 and not matters.negated(sentence):
                continue  # "Perfekt, damit ist das erledigt." closes the matter before

            greeting = GREETING_PREFIX.match(sentence)
            if greeting and greeting.end() < len(sentence):
                sentence = sentence[greeting.end() :]
            form["concern"] = {"text": clip(sentence, MAX_CONCERN_CHARS), "seq": turn.seq}
            break

    # A customer's question stays open until the assistant answers it without putting it off.
    questions = state.get("uq", [])
    for sentence in substantive:
        open_ = (
            acts.defers(sentence)
            or acts.plans(sentence)
            or acts.awaits(sentence)
            or acts.customer_step(sentence)
            or not_yet.holds(sentence)
            or awaiting.customer_step(sentence)
            or awaiting.leaves_decision(sentence)
            or awaiting.not_until(sentence)
            or their_side.waits_on_their_side(sentence)
            or undecided.leaves_open(sentence)
        )
        # "Moet ik over nadenken", "Muss ich mir überlegen": a verb first that puts off is a
        # statement without its first word, no question.
        question = sentence.rstrip().endswith("?") or (acts.asks(sentence) and not open_)
        head = sentence.split(",", 1)[0]
        if question and _ASKS_TO_DEFER.search(sentence):
            # "Can I decide that later?": the decision is put off whatever the answer says.
            add_open_point(form, sentence, turn.seq)
            continue
        if open_ and not question and _is_concern(form, sentence, turn.seq):
            # "Hi, I need to move my delivery": the concern itself, not a point left open.
            continue
        if open_ and not question:
            if add_open_point(form, sentence, turn.seq) and moments.for_a_moment(sentence):
                stepped_away.append([turn.seq, clip(sentence, MAX_ENTRY_CHARS)])
        elif question and head != sentence and (acts.defers(head) or acts.customer_step(head)):
            # "Hij stuurt die specificatie vandaag, naar welk adres?": the step stays open
            # when the question after it is answered.
            add_open_point(form, sentence, turn.seq)
        elif question and len(sentence.split()) >= (2 if sentence.rstrip().endswith("?") else 3):
            # ("Og prisen?", "Und wann?": two words with a question mark ask too.)
            if add_open_point(form, sentence, turn.seq):
                questions.append([turn.seq, clip(sentence, MAX_ENTRY_CHARS)])
    if questions:
        state["uq"] = questions[-MAX_OPEN_POINTS:]
    if stepped_away:
        state["stepped_away"] = stepped_away
    # An offer the customer takes up or turns down is no longer open; otherwise it stays open.
    drop_open_points(
        form,
        _taken_or_passed(
            state.pop("offers", []), state.pop("options", []), text, substantive, statements
        ),
    )
    if any(p["seq"] == turn.seq and not p["text"].endswith("?") for p in form["open_points"]):
        # "Shall I add the removal?" - "I have to ask my wife first": the customer's reply is
        # the open point now; the question it answers is not listed a second time (a question
        # back answers nothing).
        drop_open_points(form, replied_to(put_to_customer, text))

    words = len(text.split())
    # Only what the customer said settles: a turn made of a removed secret says nothing.
    # So does a short reply without a question to what the assistant did ("Ist da, danke.").
    acknowledged = bool(state.pop("concluded", None)) and words <= 6 and not acts.corrects(text)
    state["settled"] = bool(quotes) and (
        not substantive or ((acts.settles(text) or acknowledged) and words <= 8 and "?" not in text)
    )
    state["closed"] = bool(quotes) and acts.closes(text) and "?" not in text
    state.pop("anything_else", None)
    state.pop("done", None)
    state["user_turns"] = int(state.get("user_turns", 0)) + 1
    if turn_corrects:
        state["corrected"] = True  # the assistant's "changed to ..." next answers this
    else:
        state.pop("corrected", None)
    state["last_role"] = "user"


def _replace_told(
    form: dict,
    state: dict,
    slot: str,
    value: str,
    seq: int,
    given: list,
    cued: bool,
    held_before: set,
) -> None:
    """The values the assistant told (`told`) that the customer's new value of `slot`
    replaces join its `previous`: the full quote of one given up or replaced that names it in
    part (`given`: "not the Friday" after "return on Friday 18 April"), and, when the turn
    corrects (`cued`), the one told for that slot (`told.replaced`)."""
    told_values = state.get("told")
    entry = next((c for c in form["constraints"] if c["name"] == slot), None)
    if not told_values or entry is None or entry["value"] != value:
        return  # (a value that changed nothing replaces nothing)
    current = [c["value"] for c in form["constraints"]]
    found = [told.fuller(slot, old, told_values, current) for old, _seq in given]
    if cued:
        found.append(
            told.replaced(slot, value, told_values, current, held=slot in held_before, seq=seq)
        )
    for more in found:
        known = [entry["value"], *(p["value"] for p in entry["previous"])]
        # (beside the customer's own words, never in place of them: none is pushed out)
        if more is not None and not any(values.same_quote(more[0], k) for k in known):
            if len(entry["previous"]) < MAX_PREVIOUS:
                entry["previous"].insert(0, {"value": more[0], "seq": more[1]})


def _correction_reach(text: str, stated: list[tuple[str, int, int]]) -> dict[int, bool]:
    """Whether the turn's correction cue reaches each stated value (by its start): a cue
    corrects the values of its own sentence, or of the next sentence stating one when the cue
    stands alone ("Wacht even. Morgen dan."). A value of another sentence is said in passing
    ("Toch liever 12 kussens in plaats van 10. Ik zit vandaag lang op kantoor.") and replaces a
    held value only as any value would. A value outside every sentence (absent here) keeps the
    turn's cue."""
    reached: dict[int, bool] = {}
    pending = False
    for lo, hi in sentence_bounds(text):
        inside = [start for _name, start, _end in stated if lo <= start < hi]
        cue = acts.corrects(text[lo:hi])
        if inside:
            for start in inside:
                reached[start] = cue or pending
            pending = False
        elif cue:
            pending = True
    return reached


def _puts_off(statements: list[str]) -> bool:
    """A step of the customer's own keeps what was asked open ("I'll do that tonight", "ik zal
    het hem zeggen")."""
    return any(
        acts.puts_off(s)
        or awaiting.does_it_later(s)
        or awaiting.customer_step(s)
        or their_side.waits_on_their_side(s)
        for s in statements
    )


def _replies(text: str, statements: list[str], quotes) -> bool:
    """Any statement answers the assistant's open questions; a counter-question does not."""
    return bool(statements) or bool(text.strip() and not quotes)


def _answered_by_customer(asked: list, text: str) -> list:
    """The assistant's questions a customer's reply answers: all of them, but a request to send
    something that a bare yes only promises ("Could you send us a photo?" - "Sure.")."""
    if acts.bare_yes(text):
        return [q for q in asked if not (isinstance(q, list) and acts.asks_to_send(q[1]))]
    return asked


def _taken_or_passed(
    offers: list, options: list, text: str, substantive: list[str], statements: list[str]
) -> list:
    """The offers a customer's reply takes up or turns down, and the options it takes up or
    passes over ("We can also collect it." - "Then Thursday morning."); a reply that puts the
    decision off takes nothing ("Okay, das muss ich mir überlegen")."""
    if _puts_off(statements) or any(acts.defers(s) or undecided.leaves_open(s) for s in statements):
        return []
    done = list(offers) if offers and (acts.agrees(text) or acts.refuses(text)) else []
    return done + list(options) if substantive else done


def settle_by_window(form: dict, state: dict, turns: list[Turn]) -> dict:
    """`form` less the open points that the customer's later `turns` settle, as folding them
    would: the assistant's question answered, an offer taken up or turned down, an option
    passed over, a thing to send now sent, the person to ask now asked.

    For a context, whose window shows those turns word for word: what the customer has settled
    there is no longer open, and the form should not say it is. (The assistant's answers to the
    customer's questions are left to the fold: scored on held-out conversations, dropping those
    lost points the gold keeps open.) Cheap: a turn is read in full only while the assistant's
    question or offer of the form's last turns waits on the customer's reply. `form` is not
    changed; a copy is returned when a point goes.
    """
    if not form.get("open_points") or not turns:
        return form
    out = {**form, "open_points": list(form["open_points"])}
    waiting = {key: list(state.get(key) or []) for key in ("aq", "offers", "options")}
    for turn in turns:
        if not out["open_points"]:
            break
        drop_settled_points(out, turn)
        if turn.role != "user" or not any(waiting.values()):
            continue
        try:
            drop_open_points(out, _settled_by_customer(waiting, turn))
        finally:
            forget_turn()
    return out if len(out["open_points"]) < len(form["open_points"]) else form


def _settled_by_customer(waiting: dict, turn: Turn) -> list:
    """What of the assistant's `waiting` questions, offers and options a customer's turn
    settles, read as the fold reads it; `waiting` keeps what still waits (a question met by a
    counter-question)."""
    text = turn.text
    quotes = quotes_of(text, *blocked_spans(text, sensitive_spans(turn, {})))
    said = [text[s:e] for s, e in quotes]
    substantive = [without_aside(without_courtesy(s)) for s in said if not is_courtesy(s)]
    statements = [s for s in substantive if not acts.asks(s)]
    settled = _taken_or_passed(
        waiting.pop("offers"), waiting.pop("options"), text, substantive, statements
    )
    waiting["offers"] = waiting["options"] = []
    if _puts_off(statements):
        waiting["aq"] = []
    elif _replies(text, statements, quotes):
        settled += _answered_by_customer(waiting["aq"], text)
        waiting["aq"] = []
    return settled


def _asked_subject(
    form: dict, held: subjects.Subjects, slot: str, name: str, asked: dict
) -> str | None:
    """The subject of a bare answer to the assistant's question (`subjects.asked`): what the
    question asks outright, or the held subject it names ("Still 3 king rooms?" - "No, 4.")."""
    if asked.get(name):
        return asked[name][0]
    held_subjects = [held.of(c) for c in form["constraints"] if c["name"] == slot]
    for candidate in asked.get(f"named:{name}", ()):
        if any(subjects.same(candidate, h) for h in held_subjects):
            return candidate
    return None
