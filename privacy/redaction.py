"""Apply the per-label privacy policy to text before it is stored."""

from __future__ import annotations

import functools
import logging
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from django.conf import settings
from django.db import transaction
from django.utils.translation import gettext_lazy as _
from django.utils.translation import override

from chatmemory import languages
from privacy.detect import Span, detect

logger = logging.getLogger(__name__)

NEVER_STORE = frozenset({"CARD", "CVC", "PASSWORD", "OTP"})
MASK_IN_VIEWS = frozenset({"EMAIL", "PHONE", "IBAN", "ADDRESS"})
SPECIAL = frozenset({"HEALTH"})

DEFAULT_POLICY: dict[str, str] = {
    **dict.fromkeys(sorted(NEVER_STORE), "never_store"),
    **dict.fromkeys(sorted(MASK_IN_VIEWS), "mask"),
    **dict.fromkeys(sorted(SPECIAL), "special"),
}
POLICY_CHOICES = ("never_store", "mask", "special", "allow")

# What a removed value is replaced by, in the conversation's language (`placeholders()`): the
# stored text is what the customer sees again in the widget and on their page, what the agent
# reads and what the bot is given, so it reads in the language the conversation is held in.
PLACEHOLDERS: dict[str, str] = {
    "CARD": _("[card number removed]"),
    "CVC": _("[security code removed]"),
    "IBAN": _("[IBAN removed]"),
    "EMAIL": _("[email removed]"),
    "PHONE": _("[phone number removed]"),
    "PASSWORD": _("[password removed]"),
    "OTP": _("[one-time code removed]"),
    "ADDRESS": _("[address removed]"),
    "HEALTH": _("[health information removed]"),
}


def placeholders(lang: str | None) -> dict[str, str]:
    """The placeholders in `lang`, or in the default language when it is not one we speak."""
    return _placeholders(languages.pick(lang))


@functools.cache
def _placeholders(code: str) -> dict[str, str]:
    # Cached per supported language only, whatever `lang` strings callers pass.
    with override(code):
        return {label: str(text) for label, text in PLACEHOLDERS.items()}


@functools.cache
def every_placeholder() -> frozenset[str]:
    """Every placeholder in every language, casefolded: text holding one holds a removed value."""
    return frozenset(
        text.casefold()
        for language, _name in settings.LANGUAGES
        for text in placeholders(language).values()
    )


def ends_in_removed_card(text: str) -> bool:
    """Whether `text`, as stored, ends in a card number removed from it ("card number [card
    number removed]"): the message stopped inside a card number, the next may hold the rest."""
    end = text.rstrip(" .,:;-").casefold()
    return any(end.endswith(placeholder) for placeholder in _card_placeholders())


@functools.cache
def _card_placeholders() -> frozenset[str]:
    return frozenset(
        placeholders(language)["CARD"].casefold() for language, _name in settings.LANGUAGES
    )


@dataclass(frozen=True)
class Redacted:
    """Text safe to store and the sensitive spans in it (offsets into `text`)."""

    text: str
    spans: list[Span]


# What a tenant may choose per label. Never-store labels stay never-stored (a tenant must not be
# able to keep card numbers, CVCs, passwords or one-time codes); health data may be dropped at
# ingest but never let into summaries, memory or views as ordinary text; the mask-in-views
# labels may be made stricter or, for a tenant that needs them plain, allowed.
ALLOWED_ACTIONS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(sorted(NEVER_STORE), ("never_store",)),
    **dict.fromkeys(sorted(SPECIAL), ("special", "never_store")),
    **dict.fromkeys(sorted(MASK_IN_VIEWS), POLICY_CHOICES),
}


def tenant_policy(tenant) -> dict | None:
    """The tenant's `privacy_policy` setting: overrides of `DEFAULT_POLICY`, if any."""
    return (tenant.settings or {}).get("privacy_policy") or None


def validate_policy(policy: object) -> dict[str, str]:
    """A tenant's `privacy_policy` setting checked before it is saved; ValueError says why not."""
    if policy is None:
        return {}
    if not isinstance(policy, Mapping):
        raise ValueError(
            'The privacy policy must map labels to actions, e.g. {"ADDRESS": "allow"}.'
        )
    cleaned: dict[str, str] = {}
    for label, action in policy.items():
        if label not in ALLOWED_ACTIONS:
            raise ValueError(f"Unknown label {label!r}; use one of {', '.join(ALLOWED_ACTIONS)}.")
        if action not in POLICY_CHOICES:
            raise ValueError(
                f"Unknown action {action!r} for {label}; use one of {', '.join(POLICY_CHOICES)}."
            )
        if action not in ALLOWED_ACTIONS[label]:
            if label in NEVER_STORE:
                raise ValueError(
                    f"{label} is always never_store: card numbers, security codes, passwords "
                    f"and one-time codes are never stored, whatever the tenant's policy."
                )
            raise ValueError(
                f"{label} may only be {' or '.join(ALLOWED_ACTIONS[label])}: special-category "
                f"data stays out of summaries, memory and exports."
            )
        cleaned[label] = action
    return cleaned


def effective_policy(policy: Mapping[str, str] | None) -> dict[str, str]:
    """The default policy overlaid with a tenant's settings, as ingest applies it.

    Entries validate_policy would refuse (say, a setting edited by hand in the database) are
    ignored rather than raised: ingest must neither fail nor ever store a never-store value.
    """
    merged = dict(DEFAULT_POLICY)
    for label, action in (policy or {}).items() if isinstance(policy, Mapping) else ():
        if action in ALLOWED_ACTIONS.get(label, ()):
            merged[label] = action
        else:
            shown = label if label in ALLOWED_ACTIONS else "unknown label"
            logger.warning("ignoring a privacy policy entry a tenant may not set (%s)", shown)
    return merged


@transaction.atomic
def set_tenant_policy(*, tenant, policy: object, actor=None) -> dict[str, str]:
    """Validate and save a tenant's privacy policy (audited); ValueError changes nothing."""
    # Imported here: this module also runs without Django set up (bench/detect.py, scans).
    from privacy import audit
    from tenants.models import Tenant

    cleaned = validate_policy(policy)
    locked = Tenant.objects.select_for_update().get(pk=tenant.pk)
    locked.settings = {**(locked.settings or {}), "privacy_policy": cleaned}
    locked.save(update_fields=["settings"])
    tenant.settings = locked.settings
    audit.record(
        action="privacy_policy_changed",
        tenant=locked,
        actor=actor,
        object_type="tenant",
        object_id=locked.pk,
        data={"policy": cleaned},
    )
    return cleaned


def redact(
    text: str,
    *,
    lang: str | None = None,
    policy: Mapping[str, str] | None = None,
    asked: str | None = None,
) -> Redacted:
    """Replace never-store values by placeholders; keep and report the other sensitive spans.

    asked: the secret the turn before asked for (privacy.detect.asked_for), if any.
    """
    rules = effective_policy(policy)
    replacements = placeholders(lang)
    parts: list[str] = []
    spans: list[Span] = []
    cursor = 0
    length = 0
    for span in detect(text, lang, asked=asked):
        action = rules[span.label]
        if action == "allow":
            continue
        before = text[cursor : span.start]
        parts.append(before)
        length += len(before)
        value = replacements[span.label] if action == "never_store" else text[span.start : span.end]
        parts.append(value)
        spans.append(Span(length, length + len(value), span.label))
        length += len(value)
        cursor = span.end
    parts.append(text[cursor:])
    return Redacted(text="".join(parts), spans=spans)


def without_secrets(text: str) -> str:
    """The text with its never-store values replaced by placeholders, whatever the tenant's policy
    (for text that is no conversation: an error message echoing what was sent)."""
    return redact(text).text


def strip_special(text: str, spans: Iterable[Span | Mapping], lang: str | None = None) -> str:
    """Remove special-category (HEALTH) values from text bound for summaries or memory."""
    replacements = placeholders(lang)
    pieces: list[str] = []
    cursor = 0
    for start, end, label in sorted(_as_tuples(spans)):
        if label not in SPECIAL or start < cursor:
            continue
        pieces.append(text[cursor:start])
        pieces.append(replacements[label])
        cursor = end
    pieces.append(text[cursor:])
    return "".join(pieces)


def without_special(
    text: str, spans: Iterable[Span | Mapping], lang: str | None = None
) -> tuple[str, list[dict]]:
    """Stored text and its spans once special-category values are gone: each HEALTH span becomes
    its placeholder (a span still, so views show it as removed) and the other spans move with the
    text. A span that already holds its placeholder stays as it is."""
    replacements = placeholders(lang)
    pieces: list[str] = []
    kept: list[dict] = []
    cursor = shift = 0
    for start, end, label in sorted(_as_tuples(spans)):
        if start < cursor:
            continue  # overlapping spans are not stored; never cut a value in two
        value = text[start:end]
        if label in SPECIAL:
            value = replacements[label]
        pieces.append(text[cursor:start])
        pieces.append(value)
        kept.append({"label": label, "start": start + shift, "end": start + shift + len(value)})
        shift += len(value) - (end - start)
        cursor = end
    pieces.append(text[cursor:])
    return "".join(pieces), kept


def _as_tuples(spans: Iterable[Span | Mapping]) -> Iterable[tuple[int, int, str]]:
    """(start, end, label) from Span objects or stored JSON dicts."""
    for span in spans:
        if isinstance(span, Span):
            yield span.start, span.end, span.label
        else:
            yield int(span["start"]), int(span["end"]), str(span["label"])
