"""Random ids and secrets and their stored hashes (core/tokens.py)."""

from __future__ import annotations

import hashlib

from scorepad.core.ids import db_key
from scorepad.core.tokens import hash_secret, matches, new_id, new_secret


def test_ids_and_secrets_are_random_url_safe_keys():
    ids, secrets = {new_id() for _ in range(50)}, {new_secret() for _ in range(50)}
    assert len(ids) == 50 and len(secrets) == 50
    assert all(db_key(i) == i and len(i) == 16 for i in ids)  # 12 random bytes, base64url
    assert all(db_key(s) == s and len(s) == 32 for s in secrets)  # 24 random bytes
    assert len(new_id(3)) == 4


def test_the_stored_form_is_the_sha256_of_the_secret():
    assert hash_secret("abc") == hashlib.sha256(b"abc").hexdigest()
    assert hash_secret("abc") != hash_secret("abd")


def test_a_secret_matches_only_its_own_hash():
    secret = new_secret()
    stored = hash_secret(secret)
    assert matches(stored, secret)
    assert not matches(stored, secret + "x")
    assert not matches(None, secret)
    assert not matches(stored, stored)  # the hash itself is no secret


def test_an_id_never_begins_with_a_dash(monkeypatch):
    drawn = iter(["-dashFirst", "_underscore", "plain"])
    monkeypatch.setattr("scorepad.core.tokens.secrets.token_urlsafe", lambda size: next(drawn))
    assert new_id() == "_underscore"  # a command line reads "-..." as an option: drawn again
    monkeypatch.undo()
    assert not [made for made in (new_id(1) for _ in range(2000)) if made.startswith("-")]  # 1 in 64 would
