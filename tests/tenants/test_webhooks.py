"""The site's bot webhook: signed requests, public addresses only (on save and on every call), no
redirects, a bounded time; the commands that switch it on and rotate its secret."""

import re
import socket
import time
from datetime import timedelta
from pathlib import Path

import pytest
from django.core.exceptions import ValidationError
from django.core.management import CommandError, call_command
from django.utils import timezone

from memory import services
from tenants import webhooks
from tenants.models import Site
from tenants.services import rotate_webhook_secret, set_bot_webhook
from widget import bot

pytestmark = pytest.mark.django_db

DOCS = Path(__file__).resolve().parents[2] / "docs" / "webhooks.md"
PUBLIC_IP = "93.184.215.14"  # a public address; nothing connects to it in these tests


def documented_verifier():
    """The Python verification recipe of docs/webhooks.md, run as an integrator would run it."""
    python_block = re.search(r"```python\n(.*?)```", DOCS.read_text(), re.S).group(1)
    namespace: dict = {}
    exec(python_block, namespace)  # noqa: S102 - our own documentation
    return namespace["verify_chatmemory_signature"]


@pytest.fixture
def allow_private(settings):
    settings.BOT_WEBHOOK_ALLOW_PRIVATE = True
    return settings


def ask(site: Site, text: str = "Hello?") -> bot.BotReply:
    """One visitor turn answered by the site's bot."""
    site.refresh_from_db()
    session = services.create_session(tenant=site.tenant, site=site, locale="en")
    message = services.append_message(session=session, role="user", text=text)
    return bot.reply(session=session, message=message, context={"window": []})


def unavailable(answer: bot.BotReply) -> bool:
    return answer.text == bot.phrase("en", "unavailable")


# Signing


def test_every_request_is_signed_as_the_docs_tell_integrators_to_verify(site, fake, allow_private):
    secret = set_bot_webhook(site=site, url=f"{fake.url}/bot")
    fake.answer({"reply": "Hi"})
    assert ask(site).text == "Hi"

    verify = documented_verifier()
    sent = fake.requests[0]
    header = sent["headers"]["X-Chatmemory-Signature"]
    assert re.fullmatch(r"t=\d+,v1=[0-9a-f]{64}", header)
    assert abs(int(header.split(",")[0][2:]) - time.time()) < 60
    assert verify(sent["body"], header, secret)
    assert not verify(sent["body"] + b" ", header, secret)  # the body was changed
    assert not verify(sent["body"], header, webhooks.new_secret())  # someone else's secret
    # A recorded request replayed later is refused by its timestamp.
    old = int(time.time()) - 600
    replayed = webhooks.signature_header(body=sent["body"], signing_secrets=[secret], timestamp=old)
    assert not verify(sent["body"], replayed, secret)


def test_a_rotation_signs_with_both_secrets_until_the_overlap_ends(site, fake, allow_private):
    old = set_bot_webhook(site=site, url=f"{fake.url}/bot")
    new = rotate_webhook_secret(site=site, overlap=timedelta(hours=24))
    verify = documented_verifier()

    fake.answer({"reply": "one"})
    ask(site)
    sent = fake.requests[-1]
    header = sent["headers"]["X-Chatmemory-Signature"]
    assert header.count("v1=") == 2
    assert verify(sent["body"], header, new) and verify(sent["body"], header, old)

    # The overlap is over: only the new secret signs.
    Site.objects.filter(pk=site.pk).update(
        bot_webhook_previous_secret_until=timezone.now() - timedelta(seconds=1)
    )
    fake.answer({"reply": "two"})
    ask(site)
    sent = fake.requests[-1]
    header = sent["headers"]["X-Chatmemory-Signature"]
    assert header.count("v1=") == 1
    assert verify(sent["body"], header, new) and not verify(sent["body"], header, old)


def test_a_rotation_without_overlap_revokes_the_old_secret_at_once(site, fake, allow_private):
    old = set_bot_webhook(site=site, url=f"{fake.url}/bot")
    new = rotate_webhook_secret(site=site, overlap=timedelta(0))
    fake.answer({"reply": "Hi"})
    ask(site)
    sent = fake.requests[0]
    header = sent["headers"]["X-Chatmemory-Signature"]
    verify = documented_verifier()
    assert verify(sent["body"], header, new) and not verify(sent["body"], header, old)


def test_a_site_switched_on_without_the_service_still_signs(site, fake, allow_private):
    Site.objects.filter(pk=site.pk).update(bot_kind="webhook", bot_webhook_url=f"{fake.url}/bot")
    fake.answer({"reply": "Hi"})
    assert ask(site).text == "Hi"
    site.refresh_from_db()
    assert site.webhook_signing_secrets()[0].startswith("whsec_")
    sent = fake.requests[0]
    assert documented_verifier()(
        sent["body"], sent["headers"]["X-Chatmemory-Signature"], site.webhook_signing_secrets()[0]
    )


# The address guard, when a URL is saved


@pytest.mark.parametrize(
    ("url", "kind"),
    [
        ("http://127.0.0.1:8080/bot", "loopback"),
        ("http://localhost/bot", "loopback"),
        ("https://[::1]/bot", "loopback"),
        ("https://[::ffff:127.0.0.1]/bot", "loopback"),
        ("http://10.1.2.3/bot", "private"),
        ("http://192.168.0.10/bot", "private"),
        ("http://[fc00::1]/bot", "private"),
        ("http://169.254.169.254/latest/meta-data/", "link-local"),
        ("http://[fe80::1]/bot", "link-local"),
        ("http://224.0.0.1/bot", "multicast"),
        ("http://240.0.0.1/bot", "reserved"),
        ("http://0.0.0.0/bot", "unspecified"),
        ("http://100.64.0.1/bot", "non-public"),
    ],
)
def test_a_url_reaching_a_non_public_address_is_refused_on_save(site, url, kind):
    with pytest.raises(ValidationError) as refused:
        set_bot_webhook(site=site, url=url)
    assert refused.value.messages[0].startswith("The bot webhook URL must reach a public address")
    assert f"({kind})" in refused.value.messages[0]
    site.refresh_from_db()
    assert (site.bot_kind, site.bot_webhook_url) == ("standard", "")
    # Any model form (an admin page, say) gives the same error on the field.
    site.bot_kind, site.bot_webhook_url = "webhook", url
    with pytest.raises(ValidationError) as refused:
        site.full_clean()
    assert "bot_webhook_url" in refused.value.message_dict


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("ftp://bot.example/x", "http:// or https://"),
        ("https://no-such-host.invalid/bot", "does not resolve"),
    ],
)
def test_a_url_that_is_not_http_or_does_not_resolve_is_refused_on_save(site, url, says):
    with pytest.raises(ValidationError, match=says):
        set_bot_webhook(site=site, url=url)


def test_a_public_address_must_be_reached_over_https(site):
    # The request carries the conversation: plain HTTP only where private addresses are allowed.
    with pytest.raises(ValidationError, match="must use https://"):
        set_bot_webhook(site=site, url=f"http://{PUBLIC_IP}/bot")
    site.refresh_from_db()
    assert (site.bot_kind, site.bot_webhook_url) == ("standard", "")


def test_a_public_address_is_accepted_and_issues_a_secret(site):
    secret = set_bot_webhook(site=site, url=f"https://{PUBLIC_IP}/bot")
    site.refresh_from_db()
    assert (site.bot_kind, site.bot_webhook_url) == ("webhook", f"https://{PUBLIC_IP}/bot")
    assert [secret] == site.webhook_signing_secrets() and secret.startswith("whsec_")
    # Changing the URL keeps the secret the bot already has.
    assert set_bot_webhook(site=site, url=f"https://{PUBLIC_IP}/v2") is None
    site.refresh_from_db()
    assert site.webhook_signing_secrets() == [secret]


def test_private_addresses_are_allowed_when_the_setting_says_so(site, allow_private):
    assert set_bot_webhook(site=site, url="http://127.0.0.1:9/bot")
    with pytest.raises(ValidationError, match="http:// or https://"):
        set_bot_webhook(site=site, url="file:///etc/passwd")


# The address guard, on every call


def test_the_address_is_checked_again_on_every_call(site, fake, settings):
    settings.BOT_WEBHOOK_ALLOW_PRIVATE = True
    set_bot_webhook(site=site, url=f"{fake.url}/bot")
    settings.BOT_WEBHOOK_ALLOW_PRIVATE = False
    fake.answer({"reply": "never sent"})
    assert unavailable(ask(site))
    assert fake.requests == []


@pytest.fixture
def dns(monkeypatch):
    """The resolver's answers for names under .example.test (the rest resolve as usual)."""
    answers: dict[str, list[str]] = {}
    asked: list[str] = []
    real = socket.getaddrinfo

    def getaddrinfo(host, port, *args, **kwargs):
        if isinstance(host, str) and host.endswith(".example.test"):
            asked.append(host)
            return [
                (socket.AF_INET, socket.SOCK_STREAM, 6, "", (address, port))
                for address in answers[host]
            ]
        return real(host, port, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    return answers, asked


def test_a_name_that_resolves_to_a_private_address_by_call_time_is_refused(site, fake, dns):
    answers, _asked = dns
    port = fake.url.rsplit(":", 1)[1]
    answers["bot.example.test"] = [PUBLIC_IP]
    set_bot_webhook(site=site, url=f"https://bot.example.test:{port}/bot")
    answers["bot.example.test"] = ["127.0.0.1"]  # the DNS record changed (rebinding)
    fake.answer({"reply": "never sent"})
    assert unavailable(ask(site))
    assert fake.requests == []


def test_the_connection_goes_to_the_address_that_was_checked(site, fake, dns, allow_private):
    answers, asked = dns
    port = fake.url.rsplit(":", 1)[1]
    answers["bot.example.test"] = ["127.0.0.1"]
    set_bot_webhook(site=site, url=f"http://bot.example.test:{port}/bot?v=2")
    asked.clear()
    fake.answer({"reply": "Hi"})
    assert ask(site).text == "Hi"
    # Resolved once, for the check; the socket went to that answer (the name has no real DNS).
    assert asked == ["bot.example.test"]
    sent = fake.requests[0]
    assert sent["headers"]["Host"] == f"bot.example.test:{port}"
    assert sent["path"] == "/bot?v=2"


# Redirects and time


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
def test_a_redirect_is_not_followed(site, fake, allow_private, status):
    from tests.fake_http import start_fake_server

    elsewhere, server = start_fake_server()
    try:
        elsewhere.answer({"reply": "from the redirect target"})
        set_bot_webhook(site=site, url=f"{fake.url}/bot")
        fake.answer({"reply": "moved"}, status=status, headers={"Location": elsewhere.url})
        assert unavailable(ask(site))
        assert elsewhere.requests == []
    finally:
        server.shutdown()
        server.server_close()


def test_a_slow_bot_is_cut_off_at_the_time_out(site, fake, allow_private):
    allow_private.BOT_WEBHOOK_TIMEOUT_SECONDS = 0.5
    set_bot_webhook(site=site, url=f"{fake.url}/bot")
    # Headers at once, then the body one byte every 0.1 s: ~3 s in all, each read well in time.
    fake.answer({"reply": "x" * 20}, drip=0.1)
    started = time.monotonic()
    assert unavailable(ask(site))
    assert time.monotonic() - started < 1.5


def test_an_oversized_answer_is_refused(site, fake, allow_private):
    set_bot_webhook(site=site, url=f"{fake.url}/bot")
    fake.answer({"reply": "x" * (webhooks.MAX_ANSWER_BYTES + 10)})
    assert unavailable(ask(site))


# Commands


def test_set_bot_webhook_prints_the_secret_once(site, capsys):
    call_command("set_bot_webhook", site.public_id, "--url", f"https://{PUBLIC_IP}/bot")
    secret = capsys.readouterr().out.strip().splitlines()[-1]
    site.refresh_from_db()
    assert [secret] == site.webhook_signing_secrets()

    call_command("set_bot_webhook", site.public_id, "--url", f"https://{PUBLIC_IP}/v2")
    out = capsys.readouterr().out
    assert secret not in out and "unchanged" in out
    site.refresh_from_db()
    assert (site.bot_webhook_url, site.webhook_signing_secrets()) == (
        f"https://{PUBLIC_IP}/v2",
        [secret],
    )


def test_set_bot_webhook_refuses_a_private_address_with_the_reason(site):
    with pytest.raises(CommandError, match=r"169.254.169.254 is not one \(link-local\)"):
        call_command("set_bot_webhook", site.public_id, "--url", "http://169.254.169.254/")


def test_set_bot_webhook_off_forgets_url_and_secret(site):
    set_bot_webhook(site=site, url=f"https://{PUBLIC_IP}/bot")
    call_command("set_bot_webhook", site.public_id, "--off")
    site.refresh_from_db()
    assert (site.bot_kind, site.bot_webhook_url, site.webhook_signing_secrets()) == (
        "standard",
        "",
        [],
    )


def test_rotate_webhook_secret_prints_the_new_one_and_keeps_the_old_for_the_overlap(site, capsys):
    old = set_bot_webhook(site=site, url=f"https://{PUBLIC_IP}/bot")
    call_command("rotate_webhook_secret", site.public_id, "--overlap-hours", "2")
    new = capsys.readouterr().out.strip().splitlines()[-1]
    site.refresh_from_db()
    assert new != old
    assert site.webhook_signing_secrets() == [new, old]
    assert site.webhook_signing_secrets(now=timezone.now() + timedelta(hours=3)) == [new]


def test_the_commands_refuse_an_unknown_site_or_a_site_without_webhook(site):
    with pytest.raises(CommandError, match="No site"):
        call_command("set_bot_webhook", "site_nope", "--off")
    with pytest.raises(CommandError, match="No site"):
        call_command("rotate_webhook_secret", "site_nope")
    with pytest.raises(CommandError, match="has no bot webhook"):
        call_command("rotate_webhook_secret", site.public_id)
