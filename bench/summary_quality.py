"""Summary-form quality on conversations written by people who never read the summariser.

Run as `python bench/summary_quality.py [--misses]
[--split dev|locked|fresh|round5|round9|...|round21|round21_locked|round22|round22_locked|all]`
(PostgreSQL from DATABASE_URL's server; the bench creates and drops its own database, BENCH_DB,
default cm_bench_summary). Each conversation of tests/memory/corpus/summary/ is posted turn by turn
through the integrator API on the `messenger` channel profile, as a chatbot backend would; the
form is then read once through `GET /api/v1/sessions/{key}/context` and scored against the gold
(memory/summary_eval.py) with the targets it names. `--misses` lists what was missed, for the
development splits only (dev, and round9, round10, round11, round13, round14, round15 and
round16 since they were released, and the development halves of round17 to round22): the held-out
splits (locked, fresh, round5, round12, round17_locked, round18_locked, round19_locked,
round20_locked, round21_locked, round22_locked) are scored, never read.

Topic changes are not announced by default (the summariser must notice them, as in a plain
integration); `--announce-topics` calls `POST .../topics` where the gold says a new concern begins.

`--model-fake` scores the optional model summariser (LLM_SUMMARY_ENABLED, memory/llm_summary.py)
the same way: a small HTTP server in this process plays an OpenAI-compatible model and answers
with the recorded answer of the conversation being posted
(tests/memory/corpus/summary/recorded/<id>.json, development conversations only, some of them
spoiled on purpose: see record.py there). After the last turn the bench runs the model-summary
refresh the Celery task would run, then reads the context as always; a conversation whose answer
is refused keeps the extractive form. It prints the same table, plus how many answers were kept.
"""

import argparse
import json
import os
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The splits whose misses may be listed: the held-out ones (locked, fresh, round5, round12) are
# scored, never read.
DEVELOPMENT_SPLITS = (
    "dev",
    "round9",
    "round10",
    "round11",
    "round13",
    "round14",
    "round15",
    "round16",
    "round17",
    "round18",
    "round19",
    "round20",
    "round21",
    "round22",
)
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from benchdb import bench_urls, recreate  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--split",
        choices=(
            "dev",
            "locked",
            "fresh",
            "round5",
            "round9",
            "round10",
            "round11",
            "round12",
            "round13",
            "round14",
            "round15",
            "round16",
            "round17",
            "round17_locked",
            "round18",
            "round18_locked",
            "round19",
            "round19_locked",
            "round20",
            "round20_locked",
            "round21",
            "round21_locked",
            "round22",
            "round22_locked",
            "all",
        ),
        default="all",
    )
    parser.add_argument(
        "--misses",
        action="store_true",
        help="list a development split's misses: " + ", ".join(DEVELOPMENT_SPLITS),
    )
    parser.add_argument("--announce-topics", action="store_true")
    parser.add_argument("--only", help="score only conversations whose id starts with this")
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument(
        "--forms", help="also write each conversation's form to this file (JSON Lines; dev splits)"
    )
    parser.add_argument(
        "--model-fake",
        action="store_true",
        help="score the model summariser on recorded answers (development split only)",
    )
    args = parser.parse_args()
    if args.forms and args.split not in DEVELOPMENT_SPLITS:
        parser.error(
            "--forms writes the forms of a development split only: " + ", ".join(DEVELOPMENT_SPLITS)
        )
    if args.model_fake:
        if args.split != "dev":
            parser.error("--model-fake has recorded answers for the development split only")
        server = _serve_recorded_answers()
        os.environ.update(
            LLM_SUMMARY_ENABLED="true",
            LLM_URL=f"http://127.0.0.1:{server.server_port}/v1/chat/completions",
            LLM_MODEL="recorded-answers",
        )

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

    from memory import services, summary_eval
    from tenants.services import create_api_key, create_tenant

    if args.model_fake:
        # The refresh runs once after the last turn (below), as the task would; nothing is queued.
        services._schedule_model_summary = lambda session_id: None

    call_command("migrate", verbosity=0)
    tenant, _ = create_tenant(slug="bench", name="Bench")
    _, key = create_api_key(tenant=tenant)
    client = Client(HTTP_AUTHORIZATION=f"Bearer {key}")

    splits = {
        "dev": [summary_eval.DEV_CORPUS],
        "locked": [summary_eval.LOCKED_CORPUS],
        "fresh": [summary_eval.FRESH_CORPUS],
        "round5": [summary_eval.ROUND5_CORPUS],
        "round9": [summary_eval.ROUND9_CORPUS],
        "round10": [summary_eval.ROUND10_CORPUS],
        "round11": [summary_eval.ROUND11_CORPUS],
        "round12": [summary_eval.ROUND12_CORPUS],
        "round13": [summary_eval.ROUND13_CORPUS],
        "round14": [summary_eval.ROUND14_CORPUS],
        "round15": [summary_eval.ROUND15_CORPUS],
        "round16": [summary_eval.ROUND16_CORPUS],
        "round17": [summary_eval.ROUND17_CORPUS],
        "round17_locked": [summary_eval.ROUND17_LOCKED_CORPUS],
        "round18": [summary_eval.ROUND18_CORPUS],
        "round18_locked": [summary_eval.ROUND18_LOCKED_CORPUS],
        "round19": [summary_eval.ROUND19_CORPUS],
        "round19_locked": [summary_eval.ROUND19_LOCKED_CORPUS],
        "round20": [summary_eval.ROUND20_CORPUS],
        "round20_locked": [summary_eval.ROUND20_LOCKED_CORPUS],
        "round21": [summary_eval.ROUND21_CORPUS],
        "round21_locked": [summary_eval.ROUND21_LOCKED_CORPUS],
        "round22": [summary_eval.ROUND22_CORPUS],
        "round22_locked": [summary_eval.ROUND22_LOCKED_CORPUS],
    }
    splits["all"] = splits["dev"] + splits["locked"]
    figures = {}
    status = 0
    for split in ("dev", "locked") if args.split == "all" else (args.split,):
        rows = [row for path in splits[split] for row in summary_eval.load(path)]
        if args.only:
            rows = [row for row in rows if row["id"].startswith(args.only)]
        scores = [
            _post_and_score(client, row, args.announce_topics, args.model_fake) for row in rows
        ]
        result = summary_eval.aggregate(scores)
        figures[split] = result
        _print(split, len(rows), result)
        met = summary_eval.targets_met(result)
        status |= not all(met.values())
        if args.model_fake:
            print(
                f"model answers kept {_RECORDED['kept']}, refused or unavailable "
                f"{_RECORDED['refused']} (the extractive form stands in for those)"
            )
        if args.misses and split in DEVELOPMENT_SPLITS:
            for score in scores:
                for miss in score["misses"]:
                    print(f"  {score['id']}: {miss}")
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2), encoding="utf-8")
    if args.forms:
        with Path(args.forms).open("w", encoding="utf-8") as fh:
            for key, form in _FORMS.items():
                fh.write(json.dumps({"id": key, "form": form}, ensure_ascii=False) + "\n")
    return status


def _post_and_score(client, row: dict, announce_topics: bool, model_fake: bool = False) -> dict:
    from memory import services, summary_eval
    from memory.models import Session

    _RECORDED["current"] = row["id"]

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
    if model_fake:
        session = Session.objects.get(key=key)
        kept = services.refresh_model_summary(session_id=session.pk)
        _RECORDED["kept" if kept else "refused"] += 1
    context = client.get(f"/api/v1/sessions/{key}/context")
    assert context.status_code == 200, context.content
    transcript = client.get(f"/api/v1/sessions/{key}").json()
    stored = {m["seq"]: m["text"] for m in transcript["messages"]}
    form = context.json()["summary"]
    _FORMS[row["id"]] = form
    return summary_eval.score_conversation(row, form, stored)


RECORDED_DIR = ROOT / "tests" / "memory" / "corpus" / "summary" / "recorded"
_RECORDED: dict = {"current": None, "kept": 0, "refused": 0}
_FORMS: dict = {}  # conversation id -> the form GET /context returned


class _RecordedModel(BaseHTTPRequestHandler):
    """An OpenAI-compatible chat-completions endpoint answering from the recordings."""

    def do_POST(self) -> None:  # noqa: N802 (the stdlib's name)
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        path = RECORDED_DIR / f"{_RECORDED['current']}.json"
        if not path.exists():
            self.send_response(503)
            self.end_headers()
            return
        content = json.loads(path.read_text(encoding="utf-8"))["content"]
        body = json.dumps({"choices": [{"message": {"role": "assistant", "content": content}}]})
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body.encode())))
        self.end_headers()
        self.wfile.write(body.encode())

    def log_message(self, *args) -> None:
        pass


def _serve_recorded_answers() -> ThreadingHTTPServer:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _RecordedModel)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def _print(split: str, count: int, result: dict) -> None:
    from memory.summary_eval import REPORTED, TARGETS

    langs = sorted(group for group in result if group != "all")
    print(f"\nsplit {split}: {count} conversations")
    header = f"{'metric':<22} {'all':>12}" + "".join(f" {lang:>10}" for lang in langs)
    print(header + f" {'target':>8}")
    for metric in (*TARGETS, "leaks", *REPORTED):
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
        target = (
            "0" if metric == "leaks" else f">={TARGETS[metric]:.2f}" if metric in TARGETS else "-"
        )
        print(
            f"{metric:<22} {cells[0]:>12}"
            + "".join(f" {c:>10}" for c in cells[1:])
            + f" {target:>8}"
        )


if __name__ == "__main__":
    sys.exit(main())
