"""A field's error is read with the field: every aria-describedby names an element on the page.

Found by the outside check: the erase form's inputs pointed at "id_confirm_error", which no element
had, and a retention amount's error was not referenced at all.
"""

import re

import pytest
from django.test import Client

from privacy.models import StorageType

pytestmark = pytest.mark.django_db


def _references_resolve(html: str) -> list[str]:
    """The ids aria-describedby names that no element of the page has."""
    named = {
        id_ for value in re.findall(r'aria-describedby="([^"]+)"', html) for id_ in value.split()
    }
    return sorted(id_ for id_ in named if f'id="{id_}"' not in html)


@pytest.fixture
def dpo(make_staff):
    client = Client()
    client.force_login(make_staff("dpo"))
    return client


def test_the_erase_forms_errors_are_read_with_their_fields(dpo, make_held):
    make_held("cust-42")
    html = dpo.post("/dpo/subjects/cust-42/erase", {"confirm": "wrong", "reason": ""}).content
    html = html.decode()
    assert 'aria-describedby="id_confirm_error"' in html
    assert 'aria-describedby="id_reason_error"' in html
    assert _references_resolve(html) == []


def test_a_retention_amounts_error_is_read_with_it_and_a_bad_unit_is_said(dpo):
    fields = {}
    for storage_type in StorageType:
        fields[f"{storage_type}_amount"] = "1"
        fields[f"{storage_type}_unit"] = "days"
    fields[f"{StorageType.SESSION_HISTORY}_amount"] = "31"
    fields[f"{StorageType.AUDIT_EVENTS}_unit"] = "weeks"  # no unit of the form
    html = dpo.post("/dpo/retention/", fields).content.decode()
    amount = f"id_{StorageType.SESSION_HISTORY}_amount"
    assert re.search(
        rf'id="{amount}"[^>]*aria-describedby="[^"]*{amount}_error', html
    ) or re.search(rf'aria-describedby="[^"]*{amount}_error"[^>]*id="{amount}"', html)
    assert f'id="id_{StorageType.AUDIT_EVENTS}_unit_error"' in html  # the message is shown
    assert _references_resolve(html) == []
