"""Access exports (Art. 15): a ZIP with data.json and index.html, built streaming by a task.

Messages are read with `iterator()` and written straight into the ZIP entries, so memory stays
flat however long the history is. The file becomes visible (status `done`) only if the job still
exists when it is finished: an erasure deletes the job, and a late task then writes nothing.

A job whose task never reached a worker (the broker was down when it was published, or lost the
message) is published again by Beat's "requeue stuck exports" and, after repeated attempts,
marked failed with the reason. So is a job whose worker died while building it: a running build
writes a heartbeat with its progress, and the sweep takes one whose heartbeat stopped. A build
may therefore be delivered twice: each run writes its own part file, and only the first to
finish makes its file the job's.
"""

import io
import json
import logging
import os
import secrets
import zipfile
from collections import Counter
from datetime import datetime, timedelta
from pathlib import Path

from django.conf import settings
from django.core import signing
from django.core.serializers.json import DjangoJSONEncoder
from django.db import transaction
from django.db.models import Count, F, Max
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.html import escape
from django.utils.translation import gettext as _

from chatmemory import languages
from dpo.models import ExportJob
from handover.models import Handover
from longterm.models import Consent, MemoryEntry
from memory.models import Message, Session, Subject
from privacy import audit, retention
from privacy.models import StorageType
from tenants.models import Tenant

from . import erasure, signals
from .export_files import delete_export_files, export_path, file_name_for

logger = logging.getLogger(__name__)

_SIGNING_SALT = "privacy.export.download"
_PROGRESS_EVERY = 2000


class NothingToExport(Exception):
    """Nothing at all is held on that subject ref."""


@transaction.atomic
def create_export(*, tenant: Tenant, ref: str, actor) -> ExportJob:
    """Queue an access export of the subject; the task is published after commit."""
    if not erasure.holds_anything(tenant=tenant, ref=ref):
        raise NothingToExport
    now = timezone.now()
    job = ExportJob.objects.create(
        tenant=tenant,
        subject_ref=ref,
        requested_by=audit.actor_label_for(actor),
        created_at=now,
        expires_at=now + retention.period_for(tenant, StorageType.EXPORT_FILES),
        queued_at=now,
        queue_attempts=1,
    )
    audit.record(
        action="export.created",
        tenant=tenant,
        actor=actor,
        subject_ref=ref,
        object_type="export",
        object_id=job.pk,
    )
    transaction.on_commit(lambda: publish_build(job.pk))
    return job


def publish_build(export_id) -> bool:
    """Hand the build task to the broker; False (logged) when the broker is unreachable.

    The job is committed and stays "queued" then: a broker outage must not turn the accepted
    request into a 500, and Beat's "requeue stuck exports" publishes it again later.
    """
    try:
        signals.build_due.send(sender=ExportJob, export_id=str(export_id))
    except Exception:
        logger.exception(
            "export not enqueued; the broker is unreachable", extra={"export_id": str(export_id)}
        )
        return False
    return True


def requeue_stuck_exports(*, now: datetime | None = None, limit: int = 200) -> dict[str, int]:
    """Publish again every export still queued EXPORT_REQUEUE_AFTER_MINUTES after its last
    publish; one already published EXPORT_QUEUE_MAX_ATTEMPTS times is marked failed instead.
    First, a running export whose build went silent goes back to the queue
    (`requeue_stalled_builds`).

    Stops at the first publish that fails (the broker is down again): the rest waits for the
    next run. Returns counts: stalled, requeued, unpublished, failed.
    """
    now = now or timezone.now()
    counts = requeue_stalled_builds(now=now, limit=limit)
    if counts["unpublished"]:
        return dict(counts)
    before = now - timedelta(minutes=settings.EXPORT_REQUEUE_AFTER_MINUTES)
    stuck = ExportJob.objects.stuck_in_queue(published_before=before).order_by("queued_at")
    for job in stuck.select_related("tenant")[:limit]:
        if job.queue_attempts >= settings.EXPORT_QUEUE_MAX_ATTEMPTS:
            if fail_export(
                job=job,
                failure=ExportJob.Failure.NOT_STARTED,
                from_status=ExportJob.Status.QUEUED,
                now=now,
            ):
                counts["failed"] += 1
            continue
        # Claimed by its last publish time: a run overlapping this one updates nothing.
        claimed = ExportJob.objects.filter(
            pk=job.pk, status=ExportJob.Status.QUEUED, queued_at=job.queued_at
        ).update(queue_attempts=F("queue_attempts") + 1, queued_at=now)
        if not claimed:
            continue
        if not publish_build(job.pk):
            counts["unpublished"] += 1
            break
        counts["requeued"] += 1
    return dict(counts)


def requeue_stalled_builds(*, now: datetime, limit: int = 200) -> Counter:
    """Put back in the queue, and publish again, every running export whose build has reported
    nothing for EXPORT_STALLED_AFTER_SECONDS: the worker building it died (SIGKILL, out of
    memory, its machine gone), and a broker may never deliver its task again (the filesystem
    broker) or only after its visibility timeout (Redis). One whose build was started
    EXPORT_BUILD_MAX_ATTEMPTS times is marked failed (`interrupted`) instead.

    A job put back counts its publishes afresh: `not_started` is about the queue alone.
    """
    before = now - timedelta(seconds=settings.EXPORT_STALLED_AFTER_SECONDS)
    counts: Counter = Counter()
    stalled = ExportJob.objects.stalled(heartbeat_before=before).order_by("heartbeat_at")
    for job in stalled.select_related("tenant")[:limit]:
        if job.build_attempts >= settings.EXPORT_BUILD_MAX_ATTEMPTS:
            if fail_export(
                job=job,
                failure=ExportJob.Failure.INTERRUPTED,
                from_status=ExportJob.Status.RUNNING,
                now=now,
            ):
                counts["failed"] += 1
            continue
        # Claimed by its last heartbeat: a build that is alive after all, or a run overlapping
        # this one, makes this update nothing.
        claimed = ExportJob.objects.filter(
            pk=job.pk, status=ExportJob.Status.RUNNING, heartbeat_at=job.heartbeat_at
        ).update(status=ExportJob.Status.QUEUED, progress=0.0, queued_at=now, queue_attempts=1)
        if not claimed:
            continue
        logger.warning(
            "export build stalled; queued again",
            extra={"export_id": str(job.pk), "build_attempts": job.build_attempts},
        )
        counts["stalled"] += 1
        if not publish_build(job.pk):
            # Queued now: the queue sweep publishes it once the broker answers again.
            counts["unpublished"] += 1
            break
    return counts


@transaction.atomic
def fail_export(
    *, job: ExportJob, failure: str, from_status: str, now: datetime | None = None
) -> bool:
    """Mark the job failed with the reason, audited, if it is still in `from_status`; False if
    it has moved on meanwhile (a worker took it up, another run finished it)."""
    now = now or timezone.now()
    failed = ExportJob.objects.filter(pk=job.pk, status=from_status).update(
        status=ExportJob.Status.FAILED, failure=failure, finished_at=now
    )
    if failed:
        audit.record(
            action="export.failed",
            tenant=job.tenant,
            actor=None,
            subject_ref=job.subject_ref,
            object_type="export",
            object_id=job.pk,
            data={
                "failure": failure,
                "queue_attempts": job.queue_attempts,
                "build_attempts": job.build_attempts,
            },
        )
        logger.warning("export failed", extra={"export_id": str(job.pk), "failure": failure})
    return bool(failed)


def download_token(job: ExportJob) -> str:
    return signing.dumps(str(job.pk), salt=_SIGNING_SALT)


def download_url(job: ExportJob) -> str:
    """The signed link to the ZIP; it stops working at the job's `expires_at`."""
    path = reverse("api-export-download", args=[job.pk])
    return f"{path}?token={download_token(job)}"


def job_for_token(*, export_id, token: str) -> ExportJob | None:
    """The finished, unexpired job the token was signed for, or None."""
    try:
        signed_id = signing.loads(token, salt=_SIGNING_SALT)
    except signing.BadSignature:
        return None
    if signed_id != str(export_id):
        return None
    job = ExportJob.objects.filter(pk=export_id, status=ExportJob.Status.DONE).first()
    if job is None or job.expires_at <= timezone.now() or not job.file_name:
        return None
    return job


def record_download(*, job: ExportJob, actor, actor_label: str = "") -> None:
    audit.record(
        action="export.downloaded",
        tenant=job.tenant,
        actor=actor,
        actor_label=actor_label or None,
        subject_ref=job.subject_ref,
        object_type="export",
        object_id=job.pk,
    )


# What the export says about the processing (Art. 15(1)(a)-(h)); strings for the person.
def processing_description(tenant: Tenant) -> dict:
    periods = retention.periods_for(tenant)
    return {
        "controller": tenant.name,
        "purposes": [
            _("Answering your questions in the chat and keeping the conversation across pages."),
            _("Handing your concern over to our support team when you asked for it."),
            _("Remembering preferences for later chats, only with your consent."),
        ],
        "data_categories": [
            _("Chat messages as stored (passwords, card data and one-time codes never are)."),
            _("A structured summary of the conversation."),
            _("Contact data you gave for a handover, and the team's notes on it."),
            _("Long-term memories you agreed to, with their purpose and origin."),
            _("Your consent decisions."),
        ],
        "recipients": [
            _("Our support team (contact data shown masked)."),
            _("The chatbot service that writes the replies, for the running conversation."),
        ],
        "sources": [
            _("You, in the chat or on the customer page."),
            _("Our chatbot's replies."),
            _("Our support team (handover notes)."),
            _("Our own systems, for verified values."),
        ],
        "retention": {
            key: {
                "seconds": int(periods[key].total_seconds()),
                "period": retention.period_words(periods[key]),
                "description": str(StorageType(key).label),
            }
            for key in periods
        },
    }


def subject_language(tenant: Tenant, ref: str) -> str:
    """The subject's language: their own setting, else the language most of their messages were
    written in (a one-line chat in another language does not decide), the latest conversation's
    on a tie, else the default."""
    subject = Subject.objects.for_tenant(tenant).filter(ref=ref).first()
    candidates = []
    if subject is not None:
        candidates.append(subject.locale)
        by_use = (
            Session.objects.filter(subject=subject)
            .values("locale")
            .annotate(messages=Count("messages"), latest=Max("created_at"))
            .order_by("-messages", "-latest")
        )
        candidates += [row["locale"] for row in by_use]
    return languages.pick(*candidates)


_text = json.JSONEncoder(ensure_ascii=False).encode


def _dumps(value) -> str:
    return json.dumps(value, cls=DjangoJSONEncoder, ensure_ascii=False)


# Every timestamp of the file in one form ("2026-12-04T07:28:40.973Z"), the messages' too.
_ENCODER = DjangoJSONEncoder()


class _Snapshot:
    """The subject's rows except messages (small), read once for both files."""

    def __init__(self, tenant: Tenant, ref: str):
        self.subject = Subject.objects.for_tenant(tenant).filter(ref=ref).first()
        self.consents = [
            {
                "purpose": c.purpose,
                "granted": c.granted,
                "text_version": c.text_version,
                "source": c.source,
                "at": c.created_at,
            }
            for c in Consent.objects.for_tenant(tenant)
            .filter(subject_ref=ref)
            .order_by("created_at", "pk")
        ]
        self.memories = []
        self.sessions = []
        if self.subject is None:
            return
        self.memories = [
            {
                "key": m.key,
                "value": m.value,
                "type": m.type,
                "purpose": m.purpose,
                "provenance": m.provenance,
                "trust": m.trust,
                "status": m.status,
                "scope": {
                    "site": m.scope_site.name if m.scope_site else None,
                    "locale": m.scope_locale,
                },
                "saved_at": m.saved_at,
                "confirmed_at": m.confirmed_at,
                "expires_at": m.expires_at,
            }
            for m in MemoryEntry.objects.for_subject(self.subject).select_related("scope_site")
        ]
        sessions = (
            Session.objects.for_tenant(tenant)
            .filter(subject=self.subject)
            .select_related("summary", "site")
            .prefetch_related("commitments", "topics")
            .order_by("created_at", "pk")
        )
        handovers: dict[int, list] = {}
        for h in Handover.objects.filter(session__subject=self.subject).prefetch_related("notes"):
            handovers.setdefault(h.session_id, []).append(
                {
                    "reason": h.reason,
                    "contact": h.contact,
                    "status": h.status,
                    "created_at": h.created_at,
                    "resolved_at": h.resolved_at,
                    "resolution": h.resolution,
                    "notes": [{"text": n.text, "at": n.created_at} for n in h.notes.all()],
                }
            )
        for s in sessions:
            summary = getattr(s, "summary", None)
            self.sessions.append(
                {
                    # The session key is a credential for the running chat: never exported.
                    "id": s.pk,
                    "site": s.site.name if s.site else None,
                    "channel": s.channel,
                    "locale": s.locale,
                    "state": s.state,
                    "started_at": s.created_at,
                    "last_activity_at": s.last_activity_at,
                    "summary": summary.form if summary else None,
                    "commitments": [
                        {"kind": c.kind, "text": c.text, "due_at": c.due_at}
                        for c in s.commitments.all()
                    ],
                    "closed_topics": [
                        {"concern": t.concern, "from_seq": t.from_seq, "to_seq": t.to_seq}
                        for t in s.topics.all()
                    ],
                    "handovers": handovers.get(s.pk, []),
                }
            )

    @property
    def session_ids(self) -> list[int]:
        return [s["id"] for s in self.sessions]


class _Progress:
    def __init__(self, job_id, total: int):
        self.job_id, self.total, self.done = job_id, max(total, 1), 0

    def step(self) -> None:
        self.done += 1
        if self.job_id is not None and self.done % _PROGRESS_EVERY == 0:
            # Also the build's heartbeat: a job whose heartbeat stops is swept up again.
            ExportJob.objects.filter(pk=self.job_id, status=ExportJob.Status.RUNNING).update(
                progress=min(self.done / self.total, 0.99), heartbeat_at=timezone.now()
            )


def _messages(session_id: int):
    return (
        Message.objects.filter(session_id=session_id)
        .order_by("seq")
        .values_list("seq", "role", "text", "created_at")
        .iterator(chunk_size=2000)
    )


def _write_json(out, ref: str, snapshot: _Snapshot, processing: dict, progress: _Progress) -> None:
    subject = snapshot.subject
    head = {
        "format": "chatmemory-access-export/1",
        "generated_at": timezone.now(),
        "subject": {
            "ref": ref,
            "created_at": subject.created_at if subject else None,
            "locale": subject.locale if subject else None,
        },
        "processing": processing,
        "consent_history": snapshot.consents,
        "memories": snapshot.memories,
    }
    out.write(_dumps(head)[:-1] + ',"sessions":[')
    for index, session in enumerate(snapshot.sessions):
        out.write(("," if index else "") + _dumps(session)[:-1] + ',"messages":[')
        for n, (seq, role, text, created_at) in enumerate(_messages(session["id"])):
            # Formatted by hand: the per-row encoder call dominated the export time.
            out.write(
                f'{"," if n else ""}{{"seq":{seq},"role":"{role}","text":{_text(text)},'
                f'"created_at":"{_ENCODER.default(created_at)}"}}'
            )
            progress.step()
        out.write("]}")
    out.write("]}")


def _write_html(
    out, ref: str, snapshot: _Snapshot, processing: dict, lang: str, progress: _Progress
) -> None:
    context = {
        "lang": lang,
        "ref": ref,
        "generated_at": timezone.now(),
        "processing": processing,
        "consents": snapshot.consents,
        "memories": snapshot.memories,
        "sessions": snapshot.sessions,
    }
    out.write(render_to_string("privacy/export_index_head.html", context))
    you, assistant = escape(_("You")), escape(_("Assistant"))
    for session in snapshot.sessions:
        out.write(render_to_string("privacy/export_index_session.html", {"session": session}))
        for seq, role, text, created_at in _messages(session["id"]):
            who = you if role == Message.Role.USER else assistant
            out.write(
                f"<tr><td>{seq}</td><td>{who}</td><td>{created_at:%Y-%m-%d %H:%M}</td>"
                f"<td class=t>{escape(text)}</td></tr>\n"
            )
            progress.step()
        out.write("</tbody></table></section>\n")
    out.write("</main></body></html>\n")


def write_access_zip(target, *, tenant: Tenant, ref: str, lang: str, job_id=None) -> None:
    """Write the subject's access export (data.json and index.html) as a ZIP into `target` (a
    path or a binary file); the DPO's export jobs and the customer page's download share it."""
    snapshot = _Snapshot(tenant, ref)
    total = Message.objects.filter(session_id__in=snapshot.session_ids).count() * 2
    progress = _Progress(job_id, total)
    with translation.override(lang):
        processing = processing_description(tenant)
        with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=1) as zf:
            with io.TextIOWrapper(
                zf.open("data.json", "w", force_zip64=True), encoding="utf-8"
            ) as out:
                _write_json(out, ref, snapshot, processing, progress)
            with io.TextIOWrapper(
                zf.open("index.html", "w", force_zip64=True), encoding="utf-8"
            ) as out:
                _write_html(out, ref, snapshot, processing, lang, progress)


def download_name(*, ref_id, at: datetime) -> str:
    """The ZIP's file name as the browser saves it: the request's id and date, no personal ref."""
    return f"access-export-{ref_id}-{at:%Y-%m-%d}.zip"


def _write_zip(path: Path, job: ExportJob, lang: str) -> None:
    write_access_zip(path, tenant=job.tenant, ref=job.subject_ref, lang=lang, job_id=job.pk)


def build_export(*, export_id) -> ExportJob | None:
    """Build the job's ZIP; returns the finished job, or None when it is gone or was erased.

    A job already done or failed is left as it is (a second delivery of its task does nothing).
    """
    job = ExportJob.objects.filter(pk=export_id).select_related("tenant").first()
    if job is None or job.status in (ExportJob.Status.DONE, ExportJob.Status.FAILED):
        return job
    if erasure.is_erased(tenant=job.tenant, ref=job.subject_ref, since=job.created_at):
        ExportJob.objects.filter(pk=job.pk).delete()
        return None
    # A running job is taken up too: its task is delivered again because its worker died.
    started = ExportJob.objects.filter(
        pk=job.pk, status__in=[ExportJob.Status.QUEUED, ExportJob.Status.RUNNING]
    ).update(
        status=ExportJob.Status.RUNNING,
        progress=0.0,
        heartbeat_at=timezone.now(),
        build_attempts=F("build_attempts") + 1,
    )
    if not started:
        return None
    name = file_name_for(job)
    # A part file of this run's own: a duplicate delivery building at the same time never
    # writes into it.
    part = export_path(f"{name}.{secrets.token_hex(4)}.part")
    part.parent.mkdir(parents=True, exist_ok=True)
    try:
        _write_zip(part, job, subject_language(job.tenant, job.subject_ref))
    except Exception:
        logger.exception("export failed", extra={"export_id": str(job.pk)})
        part.unlink(missing_ok=True)
        fail_export(
            job=job, failure=ExportJob.Failure.BUILD_ERROR, from_status=ExportJob.Status.RUNNING
        )
        return None
    with transaction.atomic():
        # An erasure that ran meanwhile deleted the job: the file must not survive it.
        locked = ExportJob.objects.select_for_update().filter(pk=job.pk).first()
        if locked is None or erasure.is_erased(
            tenant=job.tenant, ref=job.subject_ref, since=job.created_at
        ):
            transaction.on_commit(lambda: delete_export_files([name]))
            return None
        if locked.status == ExportJob.Status.DONE:
            # Another delivery of the same task finished first: its file is the job's.
            part.unlink(missing_ok=True)
            return locked
        os.replace(part, export_path(name))
        locked.status = ExportJob.Status.DONE
        locked.failure = ""  # a duplicate delivery's failed build is outdone by this one
        locked.progress = 1.0
        locked.file_name = name
        locked.size_bytes = export_path(name).stat().st_size
        locked.finished_at = timezone.now()
        fields = ["status", "failure", "progress", "file_name", "size_bytes", "finished_at"]
        locked.save(update_fields=fields)
    return locked
