"""Webhook signing secrets are encrypted at rest: a copy of the database does not give them away.

The secret is read back to sign requests (so it cannot be a hash); what PostgreSQL holds is a
Fernet token under a key derived from SECRET_KEY. A rotated SECRET_KEY keeps working through
SECRET_KEY_FALLBACKS, `reseal_secrets` moves the secrets to the new key, and a secret no key opens
fails the webhook call (never an unsigned request).
"""

import importlib
from datetime import timedelta

import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from tenants import secretbox, webhooks
from tenants.models import Site
from tenants.services import rotate_webhook_secret, set_bot_webhook, webhook_signing_secrets
from widget import bot

pytestmark = pytest.mark.django_db

PUBLIC_IP = "93.184.215.14"  # a public address; nothing connects to it in these tests


def stored(site: Site) -> tuple[str, str]:
    """The two secret columns as the database holds them."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT bot_webhook_secret, bot_webhook_previous_secret FROM tenants_site "
            "WHERE id = %s",
            [site.pk],
        )
        return cursor.fetchone()


def test_the_database_holds_no_secret_in_the_clear(site):
    first = set_bot_webhook(site=site, url=f"https://{PUBLIC_IP}/bot")
    second = rotate_webhook_secret(site=site, overlap=timedelta(hours=1))
    current, previous = stored(site)
    for column in (current, previous):
        assert column.startswith("gAAAAA")  # a Fernet token
        assert first not in column and second not in column and "whsec_" not in column
    site.refresh_from_db()
    assert site.webhook_signing_secrets() == [second, first]


def test_the_same_secret_seals_differently_each_time():
    assert secretbox.seal("whsec_x") != secretbox.seal("whsec_x")
    assert secretbox.unseal(secretbox.seal("whsec_x")) == "whsec_x"
    assert secretbox.seal("") == "" and secretbox.unseal("") == ""


def test_a_rotated_secret_key_reads_through_the_fallbacks_then_reseals(site, settings, capsys):
    secret = set_bot_webhook(site=site, url=f"https://{PUBLIC_IP}/bot")
    sealed_before = stored(site)[0]
    old_key = settings.SECRET_KEY

    settings.SECRET_KEY = "a-new-key-" + "n" * 50
    settings.SECRET_KEY_FALLBACKS = [old_key]
    site.refresh_from_db()
    assert site.webhook_signing_secrets() == [secret]

    call_command("reseal_secrets")
    assert "1 site(s)" in capsys.readouterr().out
    assert stored(site)[0] != sealed_before

    settings.SECRET_KEY_FALLBACKS = []  # the old key is gone: the secret still opens
    site.refresh_from_db()
    assert site.webhook_signing_secrets() == [secret]


def test_a_secret_no_key_opens_fails_the_call_and_sends_nothing(site, settings, fake, caplog):
    settings.BOT_WEBHOOK_ALLOW_PRIVATE = True
    set_bot_webhook(site=site, url=f"{fake.url}/bot")
    settings.SECRET_KEY = "an-unrelated-key-" + "u" * 50
    site.refresh_from_db()

    with pytest.raises(webhooks.SigningSecretUnreadable):
        webhook_signing_secrets(site=site)
    fake.answer({"reply": "never sent"})
    with pytest.raises(bot.BotUnavailable):
        bot.webhook_reply(site=site, message=_message(site), context={})
    assert fake.requests == []  # neither unsigned nor signed with a made-up secret
    assert "bot_webhook_secret_unreadable" in caplog.text
    assert stored(site)[0].startswith("gAAAAA")  # nothing was overwritten

    with pytest.raises(CommandError, match=site.public_id):
        call_command("reseal_secrets")


def test_rotating_an_unreadable_secret_drops_it_instead_of_keeping_it_for_the_overlap(
    site, settings
):
    set_bot_webhook(site=site, url=f"https://{PUBLIC_IP}/bot")
    settings.SECRET_KEY = "an-unrelated-key-" + "u" * 50
    new = rotate_webhook_secret(site=site, overlap=timedelta(hours=24))
    site.refresh_from_db()
    # The unreadable old secret could sign nothing: the new one signs alone, at once.
    assert site.webhook_signing_secrets() == [new]
    assert stored(site)[1] == "" and site.bot_webhook_previous_secret_until is None


def test_a_kept_previous_secret_is_resealed_under_the_current_key(site, settings):
    old = set_bot_webhook(site=site, url=f"https://{PUBLIC_IP}/bot")
    old_key = settings.SECRET_KEY
    settings.SECRET_KEY = "a-new-key-" + "n" * 50
    settings.SECRET_KEY_FALLBACKS = [old_key]
    new = rotate_webhook_secret(site=site, overlap=timedelta(hours=1))
    settings.SECRET_KEY_FALLBACKS = []
    site.refresh_from_db()
    assert site.webhook_signing_secrets() == [new, old]


def _message(site: Site):
    from memory import services

    session = services.create_session(tenant=site.tenant, site=site, locale="en")
    return services.append_message(session=session, role="user", text="Hello?")


def test_the_migration_seals_secrets_stored_in_the_clear_and_opens_them_when_unapplied(site):
    migration = importlib.import_module("tenants.migrations.0003_webhook_secrets_encrypted")
    from django.apps import apps

    Site.objects.filter(pk=site.pk).update(
        bot_webhook_secret="whsec_plain-current", bot_webhook_previous_secret="whsec_plain-old"
    )
    migration.seal_stored_secrets(apps, None)
    sealed = stored(site)
    assert all(column.startswith("gAAAAA") for column in sealed)
    migration.seal_stored_secrets(apps, None)  # applied twice: sealed once, not twice
    assert stored(site) == sealed
    assert [secretbox.unseal(column) for column in sealed] == [
        "whsec_plain-current",
        "whsec_plain-old",
    ]

    migration.open_stored_secrets(apps, None)
    assert stored(site) == ("whsec_plain-current", "whsec_plain-old")
