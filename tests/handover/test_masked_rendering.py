"""One rendering path for masked text: templates, the DRF field and mask_text agree."""

import pytest
from django.template import Context, Template
from rest_framework import serializers

from handover import services
from memory.models import Message
from privacy.fields import MaskedTextField
from privacy.masking import mask_text

from .factories import make_handover

pytestmark = pytest.mark.django_db

TEXT = "Write to jane.doe@example.com, call +49 170 1234567, IBAN DE89 3704 0044 0532 0130 00."


class MessageOut(serializers.ModelSerializer):
    text = MaskedTextField()

    class Meta:
        model = Message
        fields = ["seq", "text"]


def test_the_template_filter_and_the_serializer_field_give_mask_texts_output(tenant):
    handover = make_handover(tenant, turns=[("user", TEXT)])
    message = handover.session.messages.get()
    expected = mask_text(message.text, message.redactions)
    assert "jane.doe@example.com" not in expected
    assert "1234567" not in expected
    assert "3704" not in expected
    rendered = Template("{% load masking %}{{ m|masked }}").render(Context({"m": message}))
    assert rendered == expected
    assert MessageOut(message).data["text"] == expected


def test_the_field_never_outputs_the_stored_plaintext(tenant):
    handover = make_handover(tenant, turns=[("user", TEXT)])
    data = MessageOut(handover.session.messages.all(), many=True).data
    assert "jane.doe@example.com" not in str(data)


def test_notes_are_masked_through_the_same_filter(tenant, make_staff):
    handover = make_handover(tenant)
    note = services.add_note(
        handover=handover, author=make_staff("agent"), text="Customer mail jane.doe@example.com"
    )
    rendered = Template("{% load masking %}{{ n|masked }}").render(Context({"n": note}))
    assert "jane.doe@example.com" not in rendered
    assert "j***@example.com" in rendered


def test_contact_values_and_free_text_are_masked(db):
    template = Template(
        '{% load masking %}{{ email|masked_value:"EMAIL" }} | {{ phone|masked_value:"PHONE" }}'
        ' | {{ free|masked_free_text:"en" }}'
    )
    out = template.render(
        Context(
            {
                "email": "jane.doe@example.com",
                "phone": "+49 170 1234567",
                "free": "Send it to jane.doe@example.com",
            }
        )
    )
    assert "jane.doe" not in out
    assert "1234567" not in out
    assert out.count("j***@example.com") == 2
