"""Secrets chatmemory must read back, encrypted at rest: a site's webhook signing secrets.

Signing a webhook request needs the secret itself, so it cannot be stored as a hash like an API
key. It is stored as a Fernet token (AES-128-CBC with HMAC-SHA256, from `cryptography`) under a
key derived from SECRET_KEY with HKDF, so a copy of the database (a dump, a backup, a replica
read by someone else) does not give away the secrets that let anyone sign requests to the
tenants' bots. SECRET_KEY_FALLBACKS are tried when reading, as Django does for signatures: to
rotate SECRET_KEY, move the old one into SECRET_KEY_FALLBACKS, then `reseal_secrets` re-encrypts
every stored secret under the new key, and the old one can go.
"""

import base64
import functools

from cryptography.fernet import Fernet, InvalidToken, MultiFernet
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from django.conf import settings

_PURPOSE = b"chatmemory:stored-secrets:v1"


class SecretUnreadable(Exception):
    """A stored secret that no configured key opens (SECRET_KEY changed without a fallback)."""


@functools.cache
def _fernet(secret_key: str) -> Fernet:
    key = HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=_PURPOSE).derive(
        secret_key.encode()
    )
    return Fernet(base64.urlsafe_b64encode(key))


def _box() -> MultiFernet:
    keys = [settings.SECRET_KEY, *getattr(settings, "SECRET_KEY_FALLBACKS", [])]
    return MultiFernet([_fernet(key) for key in keys])


def seal(plaintext: str) -> str:
    """The secret as stored; the empty string (no secret) stays empty."""
    if not plaintext:
        return ""
    return _box().encrypt(plaintext.encode()).decode("ascii")


def unseal(stored: str) -> str:
    """The secret back from what `seal` stored; SecretUnreadable if no configured key opens it."""
    return _open(stored, lambda box, token: box.decrypt(token).decode())


def reseal(stored: str) -> str:
    """The same secret, encrypted under the current SECRET_KEY (SecretUnreadable as unseal)."""
    return _open(stored, lambda box, token: box.rotate(token).decode("ascii"))


def _open(stored: str, operation) -> str:
    if not stored:
        return ""
    try:
        return operation(_box(), stored.encode("ascii"))
    except (InvalidToken, UnicodeError) as exc:
        raise SecretUnreadable(
            "A stored secret cannot be decrypted with SECRET_KEY or SECRET_KEY_FALLBACKS."
        ) from exc
