"""A card number and a password typed into a conversation end up nowhere: not in any table,
log record, Celery task payload, broker queue or channel-layer message."""

import logging
import re

import pytest
import redis
from celery.signals import before_task_publish
from channels.layers import InMemoryChannelLayer
from channels_redis.core import RedisChannelLayer
from django.conf import settings
from django.db import connection

from dpo import tasks as privacy_tasks
from memory import tasks

CARD = "4111 1111 1111 1111"
PASSWORD = "Sonnenblume42!"
NEEDLES = [CARD, CARD.replace(" ", ""), "4111-1111-1111-1111", PASSWORD, "Sonnenblume42"]

CONVERSATION = [
    ("user", "Hallo, ich möchte meine Bestellung 4455667 bezahlen."),
    ("assistant", "Gerne. Wie möchten Sie bezahlen?"),
    ("user", f"Mit Karte: {CARD}, und mein Passwort ist {PASSWORD}"),
    ("assistant", "Bitte geben Sie Kartendaten nie im Chat ein. Ich rufe Sie morgen zurück."),
    ("user", f"Nochmal die Nummer: {CARD.replace(' ', '-')} Passwort: {PASSWORD}"),
]


def _text_columns() -> list[tuple[str, str]]:
    with connection.cursor() as cursor:
        cursor.execute(
            """
            SELECT table_name, column_name FROM information_schema.columns
            WHERE table_schema = 'public'
              AND data_type IN ('text', 'character varying', 'json', 'jsonb', 'character')
            """
        )
        return cursor.fetchall()


# Columns of random or derived values (keys, hashes, HMACs, ciphertext): a short needle such as a
# three-digit code turns up in them by chance ("731" in an API key's hash).
RANDOM_COLUMNS = {
    ("tenants_site", "public_id"),
    ("tenants_apikey", "hashed"),
    ("tenants_user", "password"),
    ("tenants_site", "bot_webhook_secret"),
    ("tenants_site", "bot_webhook_previous_secret"),
    ("axes_accesslog", "session_hash"),
    ("privacy_auditevent", "hash"),
    ("privacy_auditevent", "prev_hash"),
    ("privacy_erasureledger", "ref_hmac"),
    ("memory_session", "key"),
    ("django_session", "session_key"),
    ("django_session", "session_data"),
}


def _tables_holding(needle: str) -> list[str]:
    hits = []
    with connection.cursor() as cursor:
        for table, column in _text_columns():
            if len(needle) < 8 and (table, column) in RANDOM_COLUMNS:
                continue
            cursor.execute(
                f'SELECT count(*) FROM "{table}" WHERE "{column}"::text LIKE %s',  # noqa: S608
                [f"%{needle}%"],
            )
            if cursor.fetchone()[0]:
                hits.append(f"{table}.{column}")
    return hits


@pytest.fixture
def published(monkeypatch):
    """Every Celery task payload and channel-layer message sent during the test."""
    seen: list[str] = []

    def on_publish(sender=None, body=None, headers=None, **kwargs):
        seen.append(repr((sender, body, headers)))

    before_task_publish.connect(on_publish, weak=False)
    for layer in (InMemoryChannelLayer, RedisChannelLayer):
        for name in ("send", "group_send"):
            original = getattr(layer, name)

            async def record(self, *args, _original=original, **kwargs):
                seen.append(repr((args, kwargs)))
                return await _original(self, *args, **kwargs)

            monkeypatch.setattr(layer, name, record)
    yield seen
    before_task_publish.disconnect(on_publish)


@pytest.mark.django_db(transaction=True)
def test_card_and_password_are_nowhere_after_a_conversation(
    api, caplog, published, django_capture_on_commit_callbacks
):
    caplog.set_level(logging.DEBUG)
    for name in list(logging.root.manager.loggerDict):
        caplog.set_level(logging.DEBUG, logger=name)
    broker = redis.Redis.from_url(settings.CELERY_BROKER_URL)
    broker.delete("celery")

    with django_capture_on_commit_callbacks(execute=True):
        key = api.post("/api/v1/sessions", {"locale": "de"}, format="json").json()["key"]
        for role, text in CONVERSATION:
            response = api.post(
                f"/api/v1/sessions/{key}/messages", {"role": role, "text": text}, format="json"
            )
            assert response.status_code == 201
            for needle in NEEDLES:
                assert needle not in response.content.decode()
        bodies = [
            api.get(f"/api/v1/sessions/{key}").content.decode(),
            api.get(f"/api/v1/sessions/{key}/context").content.decode(),
        ]
        api.post(f"/api/v1/sessions/{key}/commitments", {"kind": "callback", "text": "Rückruf"})
        api.post(f"/api/v1/sessions/{key}/end")
    # Periodic jobs go through the real broker, as Beat would send them.
    tasks.end_idle_sessions.delay()
    privacy_tasks.purge_expired.delay()
    queued = [item.decode() for item in broker.lrange("celery", 0, -1)]
    broker.delete("celery")

    assert len(queued) >= 2 and published, "the test must see real payloads to mean anything"
    for needle in NEEDLES:
        assert _tables_holding(needle) == [], needle
        assert needle not in caplog.text
        assert not any(needle in record.getMessage() for record in caplog.records)
        assert not any(needle in repr(record.__dict__) for record in caplog.records)
        assert not any(needle in payload for payload in published)
        assert not any(needle in item for item in queued)
        assert not any(needle in body for body in bodies)
    # The conversation itself was stored (the scan looked at real rows).
    assert _tables_holding("[Kartennummer entfernt]") == ["memory_message.text"]
    assert _tables_holding("[Passwort entfernt]") == ["memory_message.text"]


@pytest.mark.parametrize(
    ("question", "reply", "needle"),
    [
        ("Welchen Code haben wir Ihnen per SMS geschickt?", "481 223", "481 223"),
        ("What's the security code on the back of the card?", "it's 731", "731"),
        ("Hvad er dit kodeord?", "Rugbroed77", "Rugbroed77"),
    ],
)
def test_a_bare_reply_to_a_question_for_a_secret_is_not_stored(api, question, reply, needle):
    key = api.post("/api/v1/sessions", {"locale": "de"}, format="json").json()["key"]
    for role, text in (("assistant", question), ("user", reply)):
        response = api.post(
            f"/api/v1/sessions/{key}/messages", {"role": role, "text": text}, format="json"
        )
        assert response.status_code == 201
        assert needle not in response.content.decode()

    assert _tables_holding(needle) == []


def test_a_short_number_after_a_question_for_nothing_secret_is_kept(api):
    key = api.post("/api/v1/sessions", {"locale": "en"}, format="json").json()["key"]
    for role, text in (("assistant", "How many parcels did you get?"), ("user", "481 223")):
        api.post(f"/api/v1/sessions/{key}/messages", {"role": role, "text": text}, format="json")

    assert _tables_holding("481 223") == ["memory_message.text"]


@pytest.mark.parametrize(
    ("announced", "value"),
    [
        ("my password is", "Tulpe77!"),
        ("The code is 482913.", "482913"),  # sent again, alone
        ("card number 4111 1111", "1111 1111"),  # the rest of the card number
        ("Meine Kartennummer ist 5413 3300", "8901 0123"),
        ("Der Sicherheitscode hinten ist 731", "731"),
        ("Mein Passwort ist:", "Sommerwiese8"),
        ("the code is", "482913"),
        ("koden er ...", "551 903"),
        ("Het wachtwoord is", "Klompen#12"),
    ],
)
def test_a_secret_sent_in_the_message_after_the_one_announcing_it_is_not_stored(
    api, announced, value
):
    """The visitor names the secret, then sends it alone: the second message is its value."""
    key = api.post("/api/v1/sessions", {"locale": "en"}, format="json").json()["key"]
    for text in (announced, value):
        response = api.post(
            f"/api/v1/sessions/{key}/messages", {"role": "user", "text": text}, format="json"
        )
        assert response.status_code == 201
    assert value not in response.json()["text"]
    context = api.get(f"/api/v1/sessions/{key}/context").json()
    assert not [text for text in _strings_in(context) if value in text and text != key]
    assert _tables_holding(value) == []


@pytest.mark.parametrize(
    ("first", "rest"),
    [
        ("card number 4111 1111", "1111 1111"),
        ("Meine Kartennummer ist 5413 3300", "8901 0123"),
    ],
)
def test_no_part_of_a_card_number_split_over_two_messages_is_stored(api, first, rest):
    key = api.post("/api/v1/sessions", {"locale": "en"}, format="json").json()["key"]
    for text in (first, rest):
        response = api.post(
            f"/api/v1/sessions/{key}/messages", {"role": "user", "text": text}, format="json"
        )
        assert response.status_code == 201
    head = first.rsplit(" ", 2)[-2] + " " + first.rsplit(" ", 1)[-1]
    for needle in (head, rest):
        assert _tables_holding(needle) == [], needle
    assert _tables_holding("removed]") == ["memory_message.text"]


def test_the_expiry_date_after_a_card_number_is_not_stored_beside_it(api):
    """Found by the outside check: the card number was removed, "exp 09/27" stayed beside it."""
    key = api.post("/api/v1/sessions", {"locale": "en"}, format="json").json()["key"]
    text = "Visa 4929 1038 5521 7764, exp 09/27, cvc 318 - can you charge it now?"
    response = api.post(
        f"/api/v1/sessions/{key}/messages", {"role": "user", "text": text}, format="json"
    )
    assert response.status_code == 201
    for needle in ("09/27", "7764", "318"):
        assert needle not in response.json()["text"]
        assert _tables_holding(needle) == [], needle
    assert "can you charge it now?" in response.json()["text"]


@pytest.mark.parametrize(
    ("first", "bot", "rest"),
    [
        ("my card number is 4111 1111", "Could you tell me more?", "1111 1111"),
        ("the code from the SMS is", "Go ahead", "482913"),
        ("Mein Passwort ist:", "Ja?", "Sommerwiese8"),
        ("kortnummeret er 5413 3300", "Okay, og resten?", "8901 0123"),
    ],
)
@pytest.mark.parametrize("batch", [False, True])
def test_a_secret_finished_after_the_bots_reply_is_not_stored(api, first, bot, rest, batch):
    """The bot answers between the visitor's two halves of a secret: the second is still one."""
    key = api.post("/api/v1/sessions", {"locale": "en"}, format="json").json()["key"]
    turns = [{"role": "user", "text": first}, {"role": "assistant", "text": bot}]
    turns.append({"role": "user", "text": rest})
    if batch:
        url = f"/api/v1/sessions/{key}/messages/batch"
        assert api.post(url, {"messages": turns}, format="json").status_code == 201
    else:
        for turn in turns:
            url = f"/api/v1/sessions/{key}/messages"
            assert api.post(url, turn, format="json").status_code == 201
    assert _tables_holding(rest) == [], rest
    assert _tables_holding(bot) == ["memory_message.text"]


def test_a_short_reply_after_the_bots_question_about_something_else_is_kept(api):
    key = api.post("/api/v1/sessions", {"locale": "en"}, format="json").json()["key"]
    turns = [
        ("user", "my card number is 4111 1111 1111 1111"),
        ("assistant", "Thanks. How many lamps would you like?"),
        ("user", "2 please"),
        ("assistant", "And your order number?"),
        ("user", "48812"),
    ]
    for role, text in turns:
        api.post(f"/api/v1/sessions/{key}/messages", {"role": role, "text": text}, format="json")
    assert _tables_holding("2 please") == ["memory_message.text"]
    assert _tables_holding("48812") == ["memory_message.text"]


def _strings_in(data) -> list[str]:
    """Every string in a JSON document except timestamps, in which a short code turns up by chance
    ("731" in "07:28:40.973198Z")."""
    if isinstance(data, dict):
        return [text for item in data.values() for text in _strings_in(item)]
    if isinstance(data, list):
        return [text for item in data for text in _strings_in(item)]
    if isinstance(data, str) and not ISO_TIMESTAMP.fullmatch(data):
        return [data]
    return []


ISO_TIMESTAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)")


def test_a_secret_announced_and_sent_in_one_batch_is_not_stored(api):
    key = api.post("/api/v1/sessions", {"locale": "en"}, format="json").json()["key"]
    turns = [{"role": "user", "text": "my password is"}, {"role": "user", "text": "Tulpe77!"}]
    url = f"/api/v1/sessions/{key}/messages/batch"
    response = api.post(url, {"messages": turns}, format="json")
    assert response.status_code == 201, response.content
    assert "Tulpe77" not in response.content.decode()
    assert _tables_holding("Tulpe77") == []


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("I forgot my password", "Thanks"),  # no value announced: a word of thanks follows
        ("Thanks for the code, it worked.", "Brilliant"),
        ("my password is Tulpe77!", "Perfect"),  # the value came with its cue
        ("My order number is 48812.", "48812"),  # no secret named: a number stays a number
        ("I forgot my password", "12345 is my customer number"),
    ],
)
def test_a_short_message_after_one_that_announces_no_value_is_kept(api, before, after):
    key = api.post("/api/v1/sessions", {"locale": "en"}, format="json").json()["key"]
    for text in (before, after):
        response = api.post(
            f"/api/v1/sessions/{key}/messages", {"role": "user", "text": text}, format="json"
        )
    assert response.json()["text"] == after
