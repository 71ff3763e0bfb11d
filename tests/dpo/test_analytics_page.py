"""The analytics page: a date range in the URL, charts with tables, rates and duration bands."""

import re
from collections import Counter
from datetime import timedelta
from unittest import mock

import pytest
from django.test import Client
from django.utils import timezone

from dpo import charts
from handover.services import (
    claim_handover,
    create_handover,
    reassign_handover,
    resolve_handover,
    unclaim_handover,
)
from memory.services import create_session
from privacy import analytics
from privacy.models import DailyCount

URL = "/dpo/analytics/"


def _client(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def _figure(page: str, name: str) -> str:
    return re.search(rf'data-figure="{name}">([^<]*)<', page).group(1)


@pytest.fixture
def owner(make_staff):
    return _client(make_staff("owner"))


def test_durations_are_counted_in_bands_without_a_reference(tenant, make_staff):
    agent = make_staff("agent")
    session = create_session(tenant=tenant, channel="web", locale="en")
    handover = create_handover(session=session, reason="Wants a person")
    handover.created_at = timezone.now() - timedelta(minutes=10)
    handover.save(update_fields=["created_at"])
    claim_handover(handover=handover, user=agent)
    resolve_handover(handover=handover, user=agent)
    counted = dict(
        DailyCount.objects.for_tenant(tenant)
        .filter(metric__contains="_le_")
        .values_list("metric", "value")
    )
    assert counted == {"wait_le_900": 1, "resolution_le_900": 1}


def test_resolving_an_unclaimed_handover_counts_its_wait_too(tenant, make_staff):
    session = create_session(tenant=tenant, channel="web", locale="en")
    handover = create_handover(session=session, reason="Wants a person")
    resolve_handover(handover=handover, user=make_staff("agent"))
    metrics = set(DailyCount.objects.for_tenant(tenant).values_list("metric", flat=True))
    assert {"wait_le_60", "resolution_le_60"} <= metrics


def _durations(tenant) -> Counter:
    counted = Counter()
    for metric, value in DailyCount.objects.for_tenant(tenant).values_list("metric", "value"):
        if metric.startswith(analytics.DURATION_KINDS):
            counted[metric] += value
    return counted


def _at(moment):
    return mock.patch("django.utils.timezone.now", return_value=moment)


def test_a_case_put_back_in_the_queue_counts_each_wait_once(owner, tenant, make_staff):
    """Found by the outside check: queued, taken after 10 minutes, put back after two hours and
    taken again 30 seconds later counted a second wait from the handover's creation (2 hours
    10 minutes, which holds the first wait and the time an agent had the case)."""
    agent, other = make_staff("agent"), make_staff("agent", "andy")
    session = create_session(tenant=tenant, channel="web", locale="en")
    handover = create_handover(session=session, reason="Wants a person")
    start = timezone.now() - timedelta(hours=3)
    handover.created_at = start
    handover.save(update_fields=["created_at"])
    with _at(start + timedelta(minutes=10)):
        claim_handover(handover=handover, user=agent)
    with _at(start + timedelta(hours=2)):
        unclaim_handover(handover=handover, user=agent)
    with _at(start + timedelta(hours=2, seconds=30)):
        claim_handover(handover=handover, user=other)
    with _at(start + timedelta(hours=2, minutes=5)):
        resolve_handover(handover=handover, user=other)
    assert _durations(tenant) == {"wait_le_900": 1, "wait_le_60": 1, "resolution_le_14400": 1}
    page = owner.get(URL).content.decode()
    assert _figure(page, "wait-median") == "within 1 minute"
    wait_chart = page.split('id="chart-wait"', 1)[1].split("</figure>", 1)[0]
    assert _figure(wait_chart, "p90") == "within 15 minutes"  # the first wait, not 2 hours
    assert "<dt>Handovers measured</dt><dd>2</dd>" in wait_chart


def test_a_wait_after_a_put_back_ends_however_the_case_leaves_the_queue(tenant, make_staff):
    agent, other = make_staff("agent"), make_staff("agent", "andy")
    start = timezone.now() - timedelta(hours=3)
    handovers = []
    for _ in range(2):
        session = create_session(tenant=tenant, channel="web", locale="en")
        handover = create_handover(session=session, reason="Wants a person")
        handover.created_at = start
        handover.save(update_fields=["created_at"])
        with _at(start + timedelta(minutes=10)):
            claim_handover(handover=handover, user=agent)
        with _at(start + timedelta(hours=2)):
            unclaim_handover(handover=handover, user=agent)
        handovers.append(handover)
    with _at(start + timedelta(hours=2, minutes=3)):
        # One is given to a colleague straight from the queue, one resolved from it.
        reassign_handover(handover=handovers[0], user=agent, assignee=other)
        resolve_handover(handover=handovers[1], user=agent)
    waits = {k: v for k, v in _durations(tenant).items() if k.startswith("wait_")}
    assert waits == {"wait_le_900": 2, "wait_le_300": 2}


def test_percentiles_come_from_the_bands_by_nearest_rank():
    assert analytics.percentile_bucket([0, 0, 0], 0.5) is None
    assert analytics.percentile_bucket([5, 4, 1], 0.5) == 0
    assert analytics.percentile_bucket([5, 4, 1], 0.9) == 1
    assert analytics.percentile_bucket([5, 4, 1], 0.91) == 2
    assert analytics.duration_metric("wait", 10 * 86400) == "wait_over"


def test_the_page_shows_the_rate_as_a_rate_and_the_medians(owner, tenant, other_tenant):
    today = timezone.now().date()
    yesterday = today - timedelta(days=1)
    # Yesterday 1 of 1 handed over (100 %), today 1 of 3: the period's rate is 2 / 4 = 50 %,
    # not (100 + 33) / 2 and not 133.
    analytics.bump(tenant=tenant, metric="conversations", by=1, day=yesterday)
    analytics.bump(tenant=tenant, metric="handovers_created", by=1, day=yesterday)
    analytics.bump(tenant=tenant, metric="conversations", by=3, day=today)
    analytics.bump(tenant=tenant, metric="handovers_created", by=1, day=today)
    for metric, by in (("wait_le_60", 3), ("wait_le_300", 1), ("wait_le_3600", 1)):
        analytics.bump(tenant=tenant, metric=metric, by=by)
    analytics.bump(tenant=tenant, metric="resolution_over", by=1)
    analytics.bump(tenant=tenant, metric="memory.corrected", by=2)
    analytics.bump(tenant=tenant, metric="erasures", by=1)
    analytics.bump(tenant=other_tenant, metric="conversations", by=99)
    analytics.bump(tenant=tenant, metric="redactions.EMAIL", by=4)

    page = owner.get(URL).content.decode()

    assert _figure(page, "conversations") == "4"
    assert _figure(page, "handovers") == "2"
    assert _figure(page, "rate") == "50.0 %"
    assert _figure(page, "wait-median") == "within 1 minute"
    assert "within 1 hour" in page  # the waiting time's p90
    assert _figure(page, "resolution-median") == "longer than 7 days"
    assert _figure(page, "corrections") == "2"
    assert _figure(page, "erasures") == "1"
    assert f"<title>{today:%Y-%m-%d}: 33.3 %</title>" in page
    assert f"<title>{yesterday:%Y-%m-%d}: 100.0 %</title>" in page
    assert page.count('<svg class="chart-svg"') == 6
    assert page.count("<desc id=") == 6
    assert "Sensitive values found: email address" in page  # other counts, as a table
    assert "99" not in page.split('id="totals"', 1)[1].split("</dl>", 1)[0]


def test_the_range_is_kept_in_the_url_and_limits_the_counts(owner, tenant):
    today = timezone.now().date()
    analytics.bump(tenant=tenant, metric="conversations", by=5, day=today - timedelta(days=40))
    analytics.bump(tenant=tenant, metric="conversations", by=2, day=today)
    assert _figure(owner.get(URL).content.decode(), "conversations") == "2"
    start = (today - timedelta(days=45)).isoformat()
    end = (today - timedelta(days=35)).isoformat()
    page = owner.get(f"{URL}?start={start}&end={end}").content.decode()
    assert _figure(page, "conversations") == "5"
    assert f'value="{start}"' in page and f'value="{end}"' in page
    assert "(11 days)" in page


@pytest.mark.parametrize(
    "query,message",
    [
        ("start=2025-02-30", "Enter a valid date"),
        ("start=2025-03-10&end=2025-03-01", "The first day must not come after the last day"),
        ("start=2020-01-01&end=2025-01-01", "Choose at most 366 days"),
        ("start=9999-12-31&end=0001-01-02", "The first day must not come after"),
    ],
)
def test_bad_dates_are_a_form_error_not_a_crash(owner, query, message):
    response = owner.get(f"{URL}?{query}")
    assert response.status_code == 400
    page = response.content.decode()
    assert message in page
    assert "<svg" not in page


def test_an_end_in_year_one_does_not_overflow(owner):
    # The default start (29 days before) would be before year 1: the range starts on 1 January.
    response = owner.get(f"{URL}?end=0001-01-05")
    assert response.status_code == 200
    assert "(5 days)" in response.content.decode()


def test_dpo_reads_it_too_and_agents_and_anonymous_do_not(make_staff):
    assert _client(make_staff("dpo")).get(URL).status_code == 200
    assert _client(make_staff("agent")).get(URL).status_code == 403
    response = Client().get(URL)
    assert response.status_code == 302 and response["Location"].startswith("/console/login/")


def test_it_only_answers_get(owner):
    assert owner.post(URL).status_code == 405


def test_owners_find_it_in_their_settings_navigation(owner):
    page = owner.get("/console/settings/api-keys/").content.decode()
    assert 'href="/dpo/analytics/"' in page.split('class="dpo-nav"', 1)[1].split("</nav>", 1)[0]


def test_a_years_range_costs_the_same_queries(owner, tenant, django_assert_num_queries):
    today = timezone.now().date()
    for n in range(0, 366, 7):
        analytics.bump(tenant=tenant, metric="conversations", by=n, day=today - timedelta(days=n))
    start = (today - timedelta(days=365)).isoformat()
    # Queries: session, user, tenant, the counters.
    with django_assert_num_queries(4):
        response = owner.get(f"{URL}?start={start}")
    assert response.status_code == 200


def test_it_reads_in_german(client_in, make_staff, tenant):
    analytics.bump(tenant=tenant, metric="conversations", by=4)
    analytics.bump(tenant=tenant, metric="handovers_created", by=1)
    page = client_in(make_staff("owner"), "de").get(URL).content.decode()
    assert _figure(page, "rate") == "25,0 %"
    assert "Übergaberate" in page


def test_the_chart_axis_ends_on_a_round_number():
    assert charts.nice_ceiling(0) == 1
    assert charts.nice_ceiling(7) == 10
    assert charts.nice_ceiling(0.33) == 0.5
    assert charts.nice_ceiling(120) == 200
    chart = charts.column_chart([1, None, 4], ["a", "b", "c"], str)
    assert [bar.label for bar in chart.bars] == ["a", "c"]
    assert [tick.text for tick in chart.y_ticks] == ["0", "2.5", "5"]


@pytest.mark.parametrize("lang", ["de", "da", "nl"])
def test_in_a_language_with_decimal_commas_the_charts_and_the_range_still_work(
    client_in, make_staff, tenant, lang
):
    today = timezone.now().date()
    analytics.bump(tenant=tenant, metric="conversations", by=3, day=today)
    analytics.bump(tenant=tenant, metric="handovers_created", by=1, day=today)
    client = client_in(make_staff("owner"), lang)
    page = client.get(URL).content.decode()
    # Every number the browser draws with is a plain number ("83.0", never "83,0").
    svg = "".join(re.findall(r"<svg.*?</svg>", page, re.DOTALL))
    attributes = re.findall(r'\b(?:x|y|x1|x2|y1|y2|width|height)="([^"]*)"', svg)
    assert attributes and all(re.fullmatch(r"-?\d+(?:\.\d+)?", a) for a in attributes)
    # The date pickers hold ISO dates, and the range they send back is kept.
    start = (today - timedelta(days=6)).isoformat()
    assert f'type="date" name="end" value="{today.isoformat()}"' in page
    page = client.get(f"{URL}?start={start}&end={today.isoformat()}").content.decode()
    assert f'value="{start}"' in page


def test_a_rate_is_rounded_not_cut_off(owner, tenant):
    analytics.bump(tenant=tenant, metric="conversations", by=7)
    analytics.bump(tenant=tenant, metric="handovers_created", by=3)
    assert _figure(owner.get(URL).content.decode(), "rate") == "42.9 %"
