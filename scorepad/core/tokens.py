"""Random ids and secrets, and the hashes that are stored in their place (a secret is shown once)."""

from __future__ import annotations

import hashlib
import hmac
import secrets


def new_id(size: int = 12) -> str:
    """A random id for a game or league (url-safe), never beginning with "-": an id is typed on command lines
    (`flask delete-game ID`), where a leading dash reads as an option."""
    while (made := secrets.token_urlsafe(size)).startswith("-"):
        continue
    return made


def new_secret(size: int = 24) -> str:
    """A random secret for a token or link (url-safe), shown once and stored only as its hash."""
    return secrets.token_urlsafe(size)


def hash_secret(secret: str) -> str:
    """The stored form of a secret."""
    return hashlib.sha256(secret.encode()).hexdigest()


def matches(stored_hash: str | None, secret: str) -> bool:
    """Whether a secret is the one whose hash is stored (in constant time)."""
    return stored_hash is not None and hmac.compare_digest(stored_hash, hash_secret(secret))
