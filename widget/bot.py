"""The site's bot: a built-in bot (rules, or the configured model) or a per-site webhook.

The standard built-in bot is a neutral assistant; another app may register a built-in bot of its
own for a `Site.BotKind` (the demo shop's, demo.bot).

Every reply is built from the context API's answer (window, summary, memories), never from the
raw history. A visitor who asks for a person is handed over to the team.
"""

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.utils import translation

from chatmemory import languages
from handover import services as handover_services
from longterm import consent
from longterm import services as longterm
from longterm.exceptions import MemoryRefused
from longterm.models import MemoryEntry
from memory import chat_completions, services
from memory.labels import SUMMARY_LABELS
from memory.models import Message, Session
from tenants import services as tenant_services
from tenants import webhooks
from tenants.models import Site

logger = logging.getLogger(__name__)

# Asking for a person, in any of the four languages (a visitor may switch language mid-chat).
HANDOVER_PATTERNS = [
    # de
    r"\bmitarbeiter(in|innen)?\b",
    r"\bmensch(en)?\b",
    r"\bechte[nr]? person\b",
    r"\bmit jemandem (sprechen|reden)\b",
    r"\bberater(in)?\b",
    # en
    r"\bhuman\b",
    r"\breal person\b",
    r"\b(talk|speak|chat) (to|with) (a |an )?(person|someone|somebody|agent|representative)\b",
    r"\b(live|human|support) agent\b",
    r"\brepresentative\b",
    # da
    r"\bmenneske\b",
    r"\bmedarbejder(e|en)?\b",
    r"\brigtig person\b",
    r"\btale med (en|nogen)\b",
    # nl
    r"\bmedewerker(s)?\b",
    r"\b(een|echte?) mens\b",
    r"\b(spreken|praten) met (iemand|een persoon)\b",
    r"\bmet iemand (spreken|praten)\b",
]
_HANDOVER_RE = re.compile("|".join(HANDOVER_PATTERNS), re.IGNORECASE)

# Keyword stems of the built-in bot's few intents, in all four languages.
INTENT_PATTERNS = {
    "thanks": r"\b(danke|vielen dank|thanks|thank you|tak|mange tak|dank je|dank u|bedankt)\b",
    "greeting": r"^\W*(hallo|hello|hi|hey|hej|moin|goedendag|goedemorgen|dag|guten tag)\b\W*$",
}
_INTENT_RES = {name: re.compile(p, re.IGNORECASE) for name, p in INTENT_PATTERNS.items()}

# A lasting wish about the reply language: a language name and a cue that it is about how the bot
# answers (not "do you have the manual in English, please?"), both in the same message:
# "bitte immer auf Deutsch", "please answer in English", "svar på dansk", "graag in het Nederlands".
LANGUAGE_NAMES = {
    "de": {
        "deutsch": "de",
        "englisch": "en",
        "dänisch": "da",
        "niederländisch": "nl",
        "holländisch": "nl",
    },
    "en": {"german": "de", "english": "en", "danish": "da", "dutch": "nl"},
    "da": {"tysk": "de", "engelsk": "en", "dansk": "da", "hollandsk": "nl", "nederlandsk": "nl"},
    "nl": {"duits": "de", "engels": "en", "deens": "da", "nederlands": "nl"},
}
_LANGUAGE_WISH = {
    "de": (
        r"\b(?:auf|in)\s+({names})\b",
        r"\b(immer|künftig|antworte\w*|schreib\w*|sprich|sprechen)\b",
    ),
    "en": (
        r"\bin\s+({names})\b",
        r"\b(always|from now on|answer|reply|respond|write|speak|talk)\b",
    ),
    "da": (r"\bpå\s+({names})\b", r"\b(altid|fremover|svar\w*|skriv\w*|tal)\b"),
    "nl": (
        r"\bin\s+het\s+({names})\b",
        r"^\W*graag\b|\b(altijd|voortaan|antwoord\w*|schrijf|spreek)\b",
    ),
}
_LANGUAGE_WISH_RES = [
    (
        names,
        re.compile(where.format(names="|".join(names)), re.IGNORECASE),
        re.compile(cue, re.IGNORECASE),
    )
    for lang, (where, cue) in _LANGUAGE_WISH.items()
    for names in [LANGUAGE_NAMES[lang]]
]
# The value as the person would write it in that language.
LANGUAGE_VALUE = {"de": "Deutsch", "en": "English", "da": "Dansk", "nl": "Nederlands"}

# "Merk dir: ...", "Remember: ...", "Husk: ...", "Onthoud: ..." - the value follows the colon.
_REMEMBER_RE = re.compile(
    r"^\W*(?:bitte\s+|please\s+|venligst\s+)?"
    r"(?:merk(?:e|en)?\s+(?:dir|sie\s+sich|euch)|remember|husk|onthoud)\b[^:\n]{0,60}:\s*(\S.*)$",
    re.IGNORECASE | re.DOTALL,
)
# "Vergiss ...", "Forget ...", "Glem ...", "Vergeet ...": the words name what to forget; none (or
# "everything") forgets all.
_FORGET_RE = re.compile(
    r"^\W*(?:bitte\s+|please\s+)?(vergiss|forget|glem|vergeet)\b(.*)$", re.I | re.S
)
_FORGET_ALL_WORDS = {
    "alles",
    "all",
    "everything",
    "alt",
    "me",
    "mich",
    "mig",
    "mij",
    "it",
    "das",
    "det",
    "het",
    "bitte",
    "please",
    "about",
    "über",
    "om",
    "over",
    "alles,",
}

# The bot's replies. These are chat copy in each language (picked by the session's locale, not
# by the request's), so they live here rather than in the UI translation catalogue.
PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "propose": "Shall I remember this for future chats too? You decide below.",
        "proposed_pending": 'Please confirm it on your page "What the bot remembers" '
        "so that I keep it for future chats.",
        "this_chat_only": "Noted for this conversation.",
        "language_ack": "Gladly, I'll answer in English.",
        "forgotten": "Done: I have forgotten {count} entries.",
        "purpose_language": "So that I answer you in your language in future chats.",
        "purpose_note": "So that I keep it in mind in future chats.",
        "greeting": "Hello! How can I help you?",
        "thanks": "You're welcome! Anything else I can do for you?",
        "noted": "So far I have noted: {facts}.",
        "fallback": "Could you tell me a little more? If you'd rather talk to a person, just "
        "say so.",
        "handover": "I've passed your conversation to a colleague, who will reply here shortly.",
        "handover_reason": "The visitor asked to talk to a person.",
        "unavailable": "Sorry, I can't answer right now. Please try again in a moment.",
    },
    "de": {
        "propose": "Soll ich mir das auch für künftige Gespräche merken? Sie entscheiden unten.",
        "proposed_pending": "Bitte bestätigen Sie es auf Ihrer Seite „Was der Bot sich "
        "merkt“, damit ich es mir für künftige Gespräche merke.",
        "this_chat_only": "Für dieses Gespräch notiert.",
        "language_ack": "Gern, ich antworte Ihnen auf Deutsch.",
        "forgotten": "Erledigt: Ich habe {count} Einträge vergessen.",
        "purpose_language": "Damit ich Ihnen in künftigen Gesprächen in Ihrer Sprache antworte.",
        "purpose_note": "Damit ich in künftigen Gesprächen daran denke.",
        "greeting": "Hallo! Wie kann ich Ihnen helfen?",
        "thanks": "Gern geschehen! Kann ich sonst noch etwas für Sie tun?",
        "noted": "Bisher habe ich notiert: {facts}.",
        "fallback": "Können Sie mir etwas mehr erzählen? Wenn Sie lieber mit einem Menschen "
        "sprechen möchten, sagen Sie es einfach.",
        "handover": "Ich habe Ihr Gespräch an einen Mitarbeiter übergeben, der Ihnen hier gleich "
        "antwortet.",
        "handover_reason": "Der Besucher möchte mit einem Menschen sprechen.",
        "unavailable": "Entschuldigung, ich kann gerade nicht antworten. Bitte versuchen Sie es "
        "gleich noch einmal.",
    },
    "da": {
        "propose": "Skal jeg også huske det til fremtidige samtaler? Du bestemmer nedenfor.",
        "proposed_pending": 'Bekræft det venligst på din side "Hvad botten husker", '
        "så husker jeg det til fremtidige samtaler.",
        "this_chat_only": "Noteret til denne samtale.",
        "language_ack": "Gerne, jeg svarer dig på dansk.",
        "forgotten": "Færdig: Jeg har glemt {count} oplysninger.",
        "purpose_language": "Så jeg svarer dig på dit sprog i fremtidige samtaler.",
        "purpose_note": "Så jeg husker det i fremtidige samtaler.",
        "greeting": "Hej! Hvordan kan jeg hjælpe dig?",
        "thanks": "Selv tak! Er der andet, jeg kan hjælpe med?",
        "noted": "Indtil videre har jeg noteret: {facts}.",
        "fallback": "Kan du fortælle lidt mere? Vil du hellere tale med et menneske, så sig det "
        "bare.",
        "handover": "Jeg har givet din samtale videre til en medarbejder, som svarer dig her "
        "om lidt.",
        "handover_reason": "Den besøgende vil gerne tale med et menneske.",
        "unavailable": "Beklager, jeg kan ikke svare lige nu. Prøv igen om lidt.",
    },
    "nl": {
        "propose": "Zal ik dit ook onthouden voor toekomstige gesprekken? Jij beslist hieronder.",
        "proposed_pending": 'Bevestig het op je pagina "Wat de bot onthoudt", '
        "dan onthoud ik het voor toekomstige gesprekken.",
        "this_chat_only": "Genoteerd voor dit gesprek.",
        "language_ack": "Graag, ik antwoord je in het Nederlands.",
        "forgotten": "Klaar: ik ben {count} gegevens vergeten.",
        "purpose_language": "Zodat ik je in toekomstige gesprekken in jouw taal antwoord.",
        "purpose_note": "Zodat ik er in toekomstige gesprekken aan denk.",
        "greeting": "Hallo! Hoe kan ik je helpen?",
        "thanks": "Graag gedaan! Kan ik nog iets voor je doen?",
        "noted": "Tot nu toe heb ik genoteerd: {facts}.",
        "fallback": "Kun je iets meer vertellen? Wil je liever een mens spreken, zeg het dan "
        "gewoon.",
        "handover": "Ik heb je gesprek doorgegeven aan een medewerker, die je hier zo antwoordt.",
        "handover_reason": "De bezoeker wil met een mens spreken.",
        "unavailable": "Sorry, ik kan nu even niet antwoorden. Probeer het zo nog eens.",
    },
}


class BotUnavailable(Exception):
    """The site's bot webhook gave no usable reply."""


@dataclass(frozen=True)
class BotReply:
    text: str
    handed_over: bool = False
    # A value the bot offers to remember, for the widget to ask the visitor about:
    # {"key", "value", "type", "purpose"}. Only for a visitor who is not a known customer.
    proposal: dict | None = None


def storable(text: str) -> str:
    """An outside bot's text made fit to store: no control characters, within the size limit."""
    return services.remove_control_characters(text).strip()[: settings.MESSAGE_MAX_CHARS]


def phrase(lang: str, key: str, **values) -> str:
    table = PHRASES.get(lang) or PHRASES["en"]
    return table[key].format(**values)


def session_lang(session: Session) -> str:
    return languages.pick(session.locale)


def wants_a_person(text: str) -> bool:
    """Whether the visitor asks for a human, in any of the four languages."""
    return bool(_HANDOVER_RE.search(text))


def reply(*, session: Session, message: Message, context: dict) -> BotReply:
    """The bot's answer to the visitor's `message`, given the context API's answer."""
    lang = session_lang(session)
    if wants_a_person(message.text):
        return hand_over(session=session, message=message, lang=lang)
    site = session.site
    webhook = site is not None and site.bot_kind == Site.BotKind.WEBHOOK and site.bot_webhook_url
    if not webhook:
        if (
            forgotten := forget_on_request(session=session, message=message, lang=lang)
        ) is not None:
            return forgotten
        if (proposal := proposal_in(message, lang)) is not None:
            return propose(session=session, proposal=proposal, lang=lang)
    if webhook:
        try:
            answer, handover = webhook_reply(site=site, message=message, context=context)
        except BotUnavailable:
            return BotReply(phrase(lang, "unavailable"))
        if handover:
            handed = hand_over(session=session, message=message, lang=lang)
            return BotReply(answer, handed_over=handed.handed_over)
        return BotReply(answer)
    built_in = built_in_bot(site)
    if chat_completions.is_configured():
        try:
            return BotReply(model_reply(lang=lang, context=context, brief=built_in.model_brief))
        except chat_completions.ModelUnavailable:
            logger.warning("bot_model_unavailable_rules_used")
    return BotReply(built_in.rule_reply(lang=lang, text=message.text, context=context))


def proposal_in(message: Message, lang: str) -> dict | None:
    """A lasting preference the visitor stated in `message`, as a proposal to remember, if any.

    Never a value holding a never-store or special-category item (checked with the very detector
    and policy long-term memory uses), nor one the ingest redacted.
    """
    text = message.text
    proposal = None
    for names, where, cue in _LANGUAGE_WISH_RES:
        found = where.search(text)
        if found and cue.search(text):
            wanted = names[found.group(1).lower()]
            proposal = {
                "key": "reply_language",
                "value": LANGUAGE_VALUE[wanted],
                "type": "preference",
                "purpose": phrase(lang, "purpose_language"),
            }
            break
    if proposal is None and (found := _REMEMBER_RE.match(text)):
        if any(span.get("end", 0) > found.start(1) for span in message.redactions or []):
            return None
        value = " ".join(found.group(1).split()).rstrip(".!")
        proposal = {
            # Not a key made of the person's words: keys are written to the audit log, which
            # keeps no content (MISSION), and stay there after the entry is gone.
            "key": "note",
            "value": value,
            "type": "preference",
            "purpose": phrase(lang, "purpose_note"),
        }
    if proposal is None:
        return None
    try:
        proposal["value"] = longterm.check_value(
            tenant=message.session.tenant, value=proposal["value"], lang=lang
        )
    except MemoryRefused:
        return None
    return proposal


def _has_memory_consent(session: Session) -> bool:
    subject = session.subject
    return bool(subject and consent.has_consent(tenant=session.tenant, ref=subject.ref))


def propose(*, session: Session, proposal: dict, lang: str) -> BotReply:
    """Offer to remember the value: a known customer's proposal waits on their page as pending;
    an anonymous (or pseudonymous) visitor is asked in the widget."""
    ack = phrase(lang, "this_chat_only")
    if proposal["key"] == "reply_language":
        wanted = next(k for k, v in LANGUAGE_VALUE.items() if v == proposal["value"])
        ack = phrase(wanted, "language_ack")
    subject = session.subject
    if subject is None or subject.pseudonymous:
        return BotReply(f"{ack} {phrase(lang, 'propose')}", proposal=proposal)
    if not _has_memory_consent(session):
        return BotReply(ack)
    longterm.save_entry(
        tenant=session.tenant,
        ref=subject.ref,
        key=proposal["key"],
        value=proposal["value"],
        type=proposal["type"],
        purpose=proposal["purpose"],
        provenance=MemoryEntry.Provenance.EXPLICIT_USER,
        confirmed=False,
        actor_label="bot",
        lang=lang,
    )
    return BotReply(f"{ack} {phrase(lang, 'proposed_pending')}")


def forget_on_request(*, session: Session, message: Message, lang: str) -> BotReply | None:
    """ "Forget ..." in chat: the matching memories (or all) of a consenting subject go at once."""
    found = _FORGET_RE.match(message.text)
    if found is None:
        return None
    subject = session.subject
    if subject is None or not _has_memory_consent(session):
        return None  # nothing outlived the session: an ordinary sentence after all
    words = [w for w in re.findall(r"\w+", found.group(2).casefold()) if w not in _FORGET_ALL_WORDS]
    if words:
        deleted = longterm.forget(
            subject=subject, query=" ".join(words), actor_label="subject:chat"
        )
    else:
        deleted = longterm.forget_all(subject=subject, actor_label="subject:chat")
    return BotReply(phrase(lang, "forgotten", count=len(deleted)))


def hand_over(*, session: Session, message: Message, lang: str) -> BotReply:
    """Hand the conversation to the team, who reply in the same chat."""
    handover_services.create_handover(
        session=session, reason=phrase(lang, "handover_reason"), contact=None
    )
    return BotReply(phrase(lang, "handover"), handed_over=True)


def webhook_reply(*, site: Site, message: Message, context: dict) -> tuple[str, bool]:
    """Ask the site's own bot: it receives the context and returns `{"reply", "handover"?}`.

    The request is signed with the site's secret and goes to public addresses only
    (tenants/webhooks.py).
    """
    payload = {
        "site": site.public_id,
        "message": {"seq": message.seq, "role": message.role, "text": message.text},
        "context": context,
    }
    try:
        answer = webhooks.post_signed(
            url=site.bot_webhook_url,
            payload=payload,
            signing_secrets=tenant_services.webhook_signing_secrets(site=site),
            headers={"X-Chatmemory-Site": site.public_id},
        )
    except webhooks.WebhookFailed:
        raise BotUnavailable from None
    text = answer.get("reply") if isinstance(answer, dict) else None
    text = storable(text) if isinstance(text, str) else ""
    if not text:
        logger.warning("bot_webhook_reply_invalid")
        raise BotUnavailable
    return text, bool(answer.get("handover"))


def standard_brief(lang: str) -> str:
    """The built-in assistant's brief for the model: no shop, no catalogue."""
    return (
        f"You are the assistant of this website. Answer in the language '{lang}', briefly and "
        f"politely."
    )


def model_reply(*, lang: str, context: dict, brief: Callable[[str], str] = standard_brief) -> str:
    """A reply from the configured chat-completions model, grounded in the context."""
    system = (
        f"{brief(lang)} Never ask for card numbers or passwords. Known facts about this "
        f"conversation (older turns, structured): {summary_facts(context) or 'none'}."
        f"{_memory_lines(context)}"
    )
    messages = [{"role": "system", "content": system}]
    for turn in context.get("window") or []:
        # A colleague's turns speak for the shop, like the bot's own.
        role = "assistant" if turn.get("role") in ("assistant", "agent") else "user"
        messages.append({"role": role, "content": str(turn.get("text", ""))})
    text = storable(chat_completions.complete(messages, max_tokens=300))
    if not text:
        raise chat_completions.ModelUnavailable("empty reply")
    return text


def _memory_lines(context: dict) -> str:
    """Long-term memories with their provenance and age, and the notices about them."""
    lines = [
        f"- {m.get('key')}: {m.get('value')} (source {m.get('provenance')}, {m.get('trust')}, "
        f"{m.get('age_days')} days old)"
        for m in context.get("memories") or []
    ]
    lines += [f"- notice: {n.get('message')}" for n in context.get("notices") or []]
    if not lines:
        return ""
    return (
        " What the person asked us to remember (an unconfirmed or old entry needs a "
        "clarifying question before you rely on it):\n" + "\n".join(lines)
    )


def summary_facts(context: dict) -> str:
    """Objects and current constraints of the summary, as `value, name: value` text."""
    return _facts(context.get("summary") or {}, name_of=lambda code: code, read_back=False)


def said_before(context: dict, text: str) -> bool:
    """Whether an assistant turn of the context's window already said `text`: the bot's reading
    back of what it noted is said once, not in every reply."""
    return any(
        turn.get("role") == "assistant" and text in (turn.get("text") or "")
        for turn in context.get("window") or []
    )


def noted_facts(context: dict, lang: str) -> str:
    """summary_facts as the bot reads them back to the person: each value's kind in their
    language ("Bestellung: 123-999", "Frist: Freitag"), without the contact details they gave.
    With its kind, "123-999" reads as what it is, to the person and to the detector (bare in the
    bot's turn it looks like a one-time code)."""
    with translation.override(languages.pick(lang)):
        return _facts(
            context.get("summary") or {},
            name_of=lambda code: str(SUMMARY_LABELS.get(code, code)),
            read_back=True,
        )


# Constraints the bot does not read back to the person: their own phone number or e-mail.
_NOT_READ_BACK = frozenset({"channel"})


def _facts(summary: dict, *, name_of: Callable[[str], str], read_back: bool) -> str:
    objects = [o for o in summary.get("objects") or [] if o.get("value")]
    facts = [
        f"{name_of(o.get('type'))}: {o['value']}" if read_back else str(o["value"]) for o in objects
    ]
    facts += [
        f"{name_of(c.get('name'))}: {c['value']}"
        for c in summary.get("constraints") or []
        if c.get("value") and not (read_back and c.get("name") in _NOT_READ_BACK)
    ]
    return ", ".join(facts)


def standard_reply(*, lang: str, text: str, context: dict) -> str:
    """The built-in assistant's rule-based answer in `lang`: a greeting, thanks, or what the
    summary holds so far and a question for more."""
    intents = {name for name, pattern in _INTENT_RES.items() if pattern.search(text)}
    if "greeting" in intents:
        return phrase(lang, "greeting")
    if "thanks" in intents:
        return phrase(lang, "thanks")
    parts = []
    facts = noted_facts(context, lang)
    if facts and not said_before(context, facts):
        parts.append(phrase(lang, "noted", facts=facts))
    parts.append(phrase(lang, "fallback"))
    return " ".join(parts)


@dataclass(frozen=True)
class BuiltInBot:
    """A bot that runs inside chatmemory: its rule-based answer, and its brief for the model."""

    # Called with the keyword arguments lang, text and context; returns the reply's text.
    rule_reply: Callable[..., str]
    # The system prompt's first sentences for the configured model, in terms of `lang`.
    model_brief: Callable[[str], str]


STANDARD_BOT = BuiltInBot(rule_reply=standard_reply, model_brief=standard_brief)
_BUILT_IN: dict[str, BuiltInBot] = {Site.BotKind.STANDARD: STANDARD_BOT}


def register_built_in_bot(kind: str, bot: BuiltInBot) -> None:
    """Make `bot` the one of every site whose `bot_kind` is `kind` (an app's ready())."""
    _BUILT_IN[kind] = bot


def built_in_bot(site: Site | None) -> BuiltInBot:
    """The site's built-in bot; the standard assistant for an unknown kind or no site."""
    return _BUILT_IN.get(site.bot_kind if site is not None else "", STANDARD_BOT)
