"""Summary-form quality on conversations written by people who never read the summariser.

Run as `python bench/summary_quality.py [--split dev|locked|all] [--misses]`
(PostgreSQL from DATABASE_URL's server; the bench creates and drops its own database, BENCH_DB,
default cm_bench_summary). Each conversation of tests/memory/corpus/summary/ is posted turn by turn
through the integrator API on the `messenger` channel profile, as a chatbot backend would; the
form is then read once through `GET /api/v1/sessions/{key}/context` and scored against the gold
(memory/summary_eval.py) with the targets it names. `--misses` lists what was missed, for the
development split only: the locked split is scored, never read.

Topic changes are not announced by default (the summariser must notice them, as in a plain
integration); `--announce-topics` calls `POST .../topics` where the gold says a new concern begins.
"""

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from benchdb import bench_urls, recreate  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("dev", "locked", "all"), default="all")
    parser.add_argument("--misses", action="store_true", help="list the dev split's misses")
    parser.add_argument("--announce-topics", action="store_true")
    parser.add_argument("--only", help="score only conversations whose id starts with this")
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()

    admin, url, name = bench_urls("cm_bench_summary")
    recreate(admin, name)
    os.environ.update(
        DATABASE_URL=url,
        DJANGO_SETTINGS_MODULE="chatmemory.settings",
        SECRET_KEY=os.environ.get("SECRET_KEY", "bench-only"),
        DEBUG="false",
        # The analytics flusher may log a warning after the bench database is dropped.
        LOG_LEVEL="ERROR",
        ALLOWED_HOSTS="testserver",
        SECURE_SSL_REDIRECT="false",
    )
    try:
        return _run(args)
    finally:
        import logging

        from django.db import connections

        # The analytics flusher's pool may retry once more after the database is dropped.
        logging.getLogger("psycopg.pool").setLevel(logging.ERROR)

        connections.close_all()
        recreate(admin, name, drop_only=True)


def _run(args) -> int:
    import django

    django.setup()
    from django.core.management import call_command
    from django.test import Client

    from memory import summary_eval
    from tenants.services import create_api_key, create_tenant

    call_command("migrate", verbosity=0)
    tenant, _ = create_tenant(slug="bench", name="Bench")
    _, key = create_api_key(tenant=tenant)
    client = Client(HTTP_AUTHORIZATION=f"Bearer {key}")

    splits = {"dev": [summary_eval.DEV_CORPUS], "locked": [summary_eval.LOCKED_CORPUS]}
    splits["all"] = splits["dev"] + splits["locked"]
    figures = {}
    status = 0
    for split in ("dev", "locked") if args.split == "all" else (args.split,):
        rows = [row for path in splits[split] for row in summary_eval.load(path)]
        if args.only:
            rows = [row for row in rows if row["id"].startswith(args.only)]
        scores = [_post_and_score(client, row, args.announce_topics) for row in rows]
        result = summary_eval.aggregate(scores)
        figures[split] = result
        _print(split, len(rows), result)
        met = summary_eval.targets_met(result)
        status |= not all(met.values())
        if args.misses and split == "dev":
            for score in scores:
                for miss in score["misses"]:
                    print(f"  {score['id']}: {miss}")
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2), encoding="utf-8")
    return status


def _post_and_score(client, row: dict, announce_topics: bool) -> dict:
    from memory import summary_eval

    created = client.post(
        "/api/v1/sessions",
        {"channel": "messenger", "locale": row["lang"]},
        content_type="application/json",
    )
    assert created.status_code == 201, created.content
    key = created.json()["key"]
    breaks = set(row.get("topic_breaks", []))
    for turn in row["turns"]:
        if announce_topics and turn["seq"] in breaks:
            response = client.post(f"/api/v1/sessions/{key}/topics")
            assert response.status_code == 201, response.content
        response = client.post(
            f"/api/v1/sessions/{key}/messages",
            {"role": turn["role"], "text": turn["text"]},
            content_type="application/json",
        )
        assert response.status_code == 201, (row["id"], turn["seq"], response.content)
        assert response.json()["seq"] == turn["seq"], (row["id"], turn["seq"])
    context = client.get(f"/api/v1/sessions/{key}/context")
    assert context.status_code == 200, context.content
    transcript = client.get(f"/api/v1/sessions/{key}").json()
    stored = {m["seq"]: m["text"] for m in transcript["messages"]}
    return summary_eval.score_conversation(row, context.json()["summary"], stored)


def _print(split: str, count: int, result: dict) -> None:
    from memory.summary_eval import TARGETS

    langs = sorted(group for group in result if group != "all")
    print(f"\nsplit {split}: {count} conversations")
    header = f"{'metric':<22} {'all':>12}" + "".join(f" {lang:>10}" for lang in langs)
    print(header + f" {'target':>8}")
    for metric in (*TARGETS, "leaks"):
        cells = []
        for group in ("all", *langs):
            entry = result.get(group, {}).get(metric)
            if entry is None:
                cells.append("-")
            elif metric == "leaks":
                cells.append(f"{entry['value']}/{entry['n']}")
            elif entry["value"] is None:
                cells.append(f"-/{entry['n']}")
            else:
                cells.append(f"{entry['value']:.2f}/{entry['n']}")
        target = "0" if metric == "leaks" else f">={TARGETS[metric]:.2f}"
        print(
            f"{metric:<22} {cells[0]:>12}"
            + "".join(f" {c:>10}" for c in cells[1:])
            + f" {target:>8}"
        )


if __name__ == "__main__":
    sys.exit(main())
