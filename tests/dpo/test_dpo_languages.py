"""The DPO console in Danish and Dutch (and German): headings, labels from both catalogues."""

import pytest

from dpo import erasure
from privacy import analytics

pytestmark = pytest.mark.usefixtures("export_root")

# language: the home heading, the retention heading, a storage type (privacy's own catalogue)
HOME_AND_RETENTION = [
    ("da", "Find en registreret", "Opbevaringsperioder", "Samtalehistorik (efter sidste besked)"),
    ("nl", "Betrokkene zoeken", "Bewaartermijnen", "Gespreksgeschiedenis (na het laatste bericht)"),
    ("de", "Betroffene Person suchen", "Aufbewahrungsfristen", "Gesprächsverlauf (nach der"),
]


@pytest.mark.parametrize("lang,home,retention,storage_type", HOME_AND_RETENTION)
def test_home_and_retention_speak_the_browsers_language(
    client_in, make_staff, lang, home, retention, storage_type
):
    client = client_in(make_staff("dpo"), lang)
    page = client.get("/dpo/").content.decode()
    assert f'<html lang="{lang}">' in page
    assert f"<h1>{home}</h1>" in page and "Find a subject" not in page
    page = client.get("/dpo/retention/").content.decode()
    assert f"<h1>{retention}</h1>" in page and "Retention periods" not in page
    assert storage_type in page and "Session history" not in page


@pytest.mark.parametrize(
    "lang,heading,source,kind",
    [
        ("da", "Samtykkehistorik", "Chatwidget", "Beskeder"),
        ("nl", "Toestemmingsgeschiedenis", "Chatwidget", "Berichten"),
    ],
)
def test_the_subject_page_and_the_erasure_receipt_name_codes_in_words(
    client_in, make_staff, make_held, lang, heading, source, kind
):
    make_held("cust-42")
    client = client_in(make_staff("dpo"), lang)
    page = client.get("/dpo/subjects/cust-42/").content.decode()
    assert f"<h2>{heading}</h2>" in page and f"<td>{source}</td>" in page
    answer = client.post(
        "/dpo/subjects/cust-42/erase", {"confirm": "cust-42", "reason": "Art. 17"}, follow=True
    )
    receipt = answer.content.decode()
    assert f"<th>{kind}</th>" in receipt and "<th>messages</th>" not in receipt
    assert not erasure.holds_anything(tenant=make_staff("dpo", username="d2").tenant, ref="cust-42")


def test_analytics_names_its_counters_in_words(client_in, make_staff):
    owner = make_staff("owner")
    analytics.bump(tenant=owner.tenant, metric="conversations", by=2)
    analytics.bump(tenant=owner.tenant, metric="redactions.EMAIL", by=1)
    page = client_in(owner, "da").get("/dpo/analytics/").content.decode()
    assert '<th scope="row">Fundne følsomme værdier: e-mail-adresse</th>' in page
