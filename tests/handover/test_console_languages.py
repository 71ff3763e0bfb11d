"""The agents' console in Danish and Dutch (and German): headings, labels, summary tags, markers."""

import pytest
from django.test import Client
from django.urls import reverse

from handover.models import Handover

from .factories import make_handover

pytestmark = pytest.mark.django_db

# (language, queue heading, detail: summary heading, the summary's "order" tag, health marker)
PAGES = [
    ("da", "Kø til overdragelser", "Resumé", "Ordre", "[helbredsoplysninger]"),
    ("nl", "Wachtrij voor overdrachten", "Samenvatting", "Bestelling", "[gezondheidsgegevens]"),
    ("de", "Übergaben-Warteschlange", "Zusammenfassung", "Bestellung", "[Gesundheitsangaben]"),
]


@pytest.mark.parametrize("lang,heading,summary,order,health", PAGES)
def test_the_queue_speaks_the_browsers_language(
    client_in, tenant, make_staff, lang, heading, summary, order, health
):
    make_handover(tenant)
    html = client_in(make_staff("agent"), lang).get(reverse("console:queue")).content.decode()
    assert f'<html lang="{lang}">' in html
    assert f"<h1>{heading}</h1>" in html
    assert "Handover queue" not in html


@pytest.mark.parametrize("lang,heading,summary,order,health", PAGES)
def test_a_handover_speaks_the_browsers_language(
    client_in, tenant, make_staff, lang, heading, summary, order, health
):
    handover = make_handover(tenant)
    handover.summary["objects"] = [{"type": "order", "value": "100-2345", "seq": 1}]
    Handover.objects.filter(pk=handover.pk).update(summary=handover.summary)
    message = handover.session.messages.first()
    message.text = "I have diabetes and need it soon"
    message.redactions = [{"label": "HEALTH", "start": 7, "end": 15}]
    message.save()
    response = client_in(make_staff("owner"), lang).get(
        reverse("console:detail", args=[handover.pk])
    )
    html = response.content.decode()
    assert f'<h2 id="h-summary">{summary}</h2>' in html
    assert f'<span class="tag">{order}</span>' in html
    assert health in html and "diabetes" not in html
    assert "Summary" not in html and "[health information]" not in html


def test_the_unmask_form_explains_itself_in_the_browsers_language(client_in, tenant, make_staff):
    handover = make_handover(tenant)
    url = reverse("console:unmask", args=[handover.pk]) + "?ref=contact:email"
    html = client_in(make_staff("owner"), "nl").get(url).content.decode()
    assert (
        "Minstens 3 verschillende woorden en 12 tekens. Je reden wordt vastgelegd in de auditlog."
        in html
    )
    assert '<span class="tag">e-mailadres</span>' in html


def test_without_a_language_preference_the_console_is_english(tenant, make_staff):
    client = Client()
    client.force_login(make_staff("agent"))
    html = client.get(reverse("console:queue")).content.decode()
    assert '<html lang="en">' in html and "<h1>Handover queue</h1>" in html


def test_every_name_the_summary_gives_has_a_label_in_each_language():
    """The object types, constraint names and commitment kinds the summariser writes on the
    development conversations are all shown in words of the page's language ("destination" and
    "amount" were shown as they are stored, in English)."""
    import json
    from pathlib import Path

    from django.utils import translation

    from memory import compaction
    from memory.labels import SUMMARY_LABELS

    corpus = Path(__file__).parents[1] / "memory" / "corpus" / "summary" / "dev.jsonl"
    names: set[str] = set()
    for line in corpus.read_text(encoding="utf-8").splitlines():
        conversation = json.loads(line)
        form, state = compaction.empty_form(), {}
        for turn in conversation["turns"]:
            compaction.update(
                form,
                state,
                compaction.Turn(turn["seq"], turn["role"], turn["text"], lang=conversation["lang"]),
            )
        names |= {o["type"] for o in form["objects"]} | {c["name"] for c in form["constraints"]}
        names |= {c["kind"] for c in form["commitments"]}
    assert names - set(SUMMARY_LABELS) == set()
    with translation.override("de"):
        assert [str(SUMMARY_LABELS[n]) for n in ("destination", "amount", "time")] == [
            "Zielort",
            "Betrag",
            "Uhrzeit",
        ]


def test_a_value_the_customer_corrected_since_says_so_in_the_summary(client_in, tenant, make_staff):
    """The summary's entry keeps the turn it was read from; the agent is told its value is the
    customer's later correction, not that turn's words."""
    handover = make_handover(tenant)
    handover.summary["constraints"] = [
        {"name": "destination", "value": "Seeweg 1", "seq": 3, "previous": [], "corrected_at": "x"},
        {"name": "deadline", "value": "Freitag", "seq": 4, "previous": []},
    ]
    Handover.objects.filter(pk=handover.pk).update(summary=handover.summary)
    html = (
        client_in(make_staff("agent"), "de")
        .get(reverse("console:detail", args=[handover.pk]))
        .content.decode()
    )
    assert html.count("seitdem vom Kunden korrigiert") == 1
