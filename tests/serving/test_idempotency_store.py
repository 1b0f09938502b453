"""The kept answers of Idempotency-Keys (serving/idempotency_store.py): a key is claimed once, its answer kept
enciphered by the key's secret, a refused request's claim released, and rows older than a day removed whenever
a key is claimed."""

from __future__ import annotations

import time

from sqlalchemy import select, update

from scorepad.extensions import db
from scorepad.models import IdempotentAnswer
from scorepad.serving import idempotency_store as store

SECRET, OTHER = b"s" * 32, b"t" * 32
ANSWER = b'{"token": "a-new-games-token"}'


def test_a_key_is_claimed_once_and_its_answer_kept_for_its_secret_only(app):
    with app.app_context():
        assert store.claim("row", SECRET, "print") is None
        busy = store.claim("row", SECRET, "print")
        assert busy is not None and busy.status is None and busy.fingerprint == "print"
        store.keep("row", SECRET, 201, {"Location": "/api/games/g"}, ANSWER)
        kept = store.claim("row", SECRET, "print")
        assert kept == store.Kept("print", 201, {"Location": "/api/games/g"}, ANSWER)
        stored = db.session.scalar(select(IdempotentAnswer.body))
        assert stored is not None and len(stored) == len(ANSWER) and b"token" not in stored
        assert store.claim("row", OTHER, "print").body != ANSWER  # without the key's secret: noise
        store.keep("row", SECRET, 500, {}, b"")  # an answer is kept once
        assert store.claim("row", SECRET, "print").status == 201


def test_a_released_claim_frees_the_key_and_a_kept_answer_is_not_released(app):
    with app.app_context():
        assert store.claim("refused", SECRET, "a") is None
        store.release("refused")
        assert store.claim("refused", SECRET, "b") is None  # tried again, with whatever it asks now
        store.keep("refused", SECRET, 201, {}, ANSWER)
        store.release("refused")
        assert store.claim("refused", SECRET, "b").status == 201


def test_rows_older_than_a_day_go_when_a_key_is_claimed(app):
    with app.app_context():
        for row in ("old", "new"):
            assert store.claim(row, SECRET, "p") is None
            store.keep(row, SECRET, 201, {}, ANSWER)
        day_ago = time.time() - store.KEPT_SECONDS - 1
        db.session.execute(update(IdempotentAnswer).where(IdempotentAnswer.key == "old").values(created_at=day_ago))
        db.session.commit()
        assert store.claim("another", SECRET, "p") is None
        db.session.rollback()
        assert set(db.session.scalars(select(IdempotentAnswer.key))) == {"new", "another"}
