"""Codes that move a phone number or a domain to another provider are kept out like passwords
(found by summary round 14: a PAC reached the summary form). Sentences made up for these tests."""

import pytest

from privacy.detect import detect


def _found(text: str) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.label) for s in detect(text)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("got mine this morning, its PAC KLM204117. his isnt there yet", "KLM204117"),
        ("PAC-Code: QRT551902", "QRT551902"),
        ("my STAC is 771204XBQ, can you cancel the old contract", "771204XBQ"),
        ("the pac code was zzp339018 I think", "zzp339018"),
        ("mijn overstapcode is 7Hk2Pq", "7Hk2Pq"),
        ("min nummerflytningskode er Tb77x2", "Tb77x2"),
        ("der Auth-Code für die Domain lautet Mq7!xT2p", "Mq7!xT2p"),
    ],
)
def test_a_porting_or_transfer_code_is_never_stored(text, value):
    assert value in [found for found, _label in _found(text)], _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "you get them by texting PAC to 65075 from each phone",
        "Do you have the PAC code already?",
        "ill send both PACs when i have them",
        "order ABC123456 has shipped, tracking to follow",
        "Der Portierungscode kommt per SMS",
    ],
)
def test_talk_about_porting_codes_names_no_value(text):
    assert _found(text) == []


@pytest.mark.django_db
def test_a_porting_code_reaches_neither_the_database_nor_the_context(api):
    key = api.post("/api/v1/sessions", {"locale": "en"}, format="json").json()["key"]
    turns = [
        ("user", "I want to bring my number over to you, order ORD-5512."),
        ("assistant", "Happy to help. Do you have the PAC code from your old network?"),
        ("user", "got mine yesterday, its PAC KLM204117. my sons isnt there yet"),
    ]
    for role, text in turns:
        response = api.post(
            f"/api/v1/sessions/{key}/messages", {"role": role, "text": text}, format="json"
        )
        assert response.status_code == 201
    from memory.models import Message

    assert not Message.objects.filter(text__contains="KLM204117").exists()
    context = api.get(f"/api/v1/sessions/{key}/context")
    assert context.status_code == 200
    assert "KLM204117" not in context.content.decode()
