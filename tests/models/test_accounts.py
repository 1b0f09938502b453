"""The accounts' models (models/accounts.py): a user signed in only through a session of its own, and the keys
the database keeps unique (tests/test_unique_constraints.py checks the answers a user sees)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy.exc import IntegrityError

from scorepad.extensions import db
from scorepad.models import Grant, LoginSession, Membership, RateCounter, User, utcnow


def test_a_user_has_an_id_for_flask_login_only_once_signed_in():
    user = User(name="Anna", name_key="anna", password_hash="x")
    assert (user.is_active, user.is_authenticated, user.is_anonymous) == (True, True, False)
    with pytest.raises(LookupError):
        user.get_id()
    user.login_token = "12.secret"
    assert user.get_id() == "12.secret"


def test_stored_rows_get_their_defaults(context):
    user = User(name="Anna", name_key="anna", password_hash="x")
    db.session.add(user)
    db.session.flush()
    sign_in = LoginSession(user_id=user.id, secret_hash="h", expires_at=utcnow() + timedelta(days=1))
    counter = RateCounter(key="signup:1.2.3.4", expires_at=1.0)
    db.session.add_all([sign_in, counter])
    db.session.commit()
    db.session.expire_all()
    stored = db.session.get(LoginSession, sign_in.id)
    assert stored.user.name == "Anna" and stored.ended_at is None and stored.created_at <= utcnow()
    assert db.session.get(RateCounter, "signup:1.2.3.4").hits == 0


@pytest.mark.parametrize("twice", ["name", "name_key"])
def test_a_name_and_its_folded_key_are_unique(context, twice):
    db.session.add(User(name="Anna", name_key="anna", password_hash="x"))
    db.session.flush()
    other = {"name": "Anna2", "name_key": "anna2", twice: "Anna" if twice == "name" else "anna"}
    db.session.add(User(password_hash="y", **other))
    with pytest.raises(IntegrityError):
        db.session.flush()
    db.session.rollback()


def test_one_role_per_league_and_one_grant_per_phone_and_game(new_game, new_league):
    league, game = new_league(), new_game()
    user = User(name="Anna", name_key="anna", password_hash="x")
    db.session.add(user)
    db.session.flush()
    db.session.add(Grant(game_id=game.id, device_hash="phone"))
    db.session.add(Membership(league_id=league.id, user_id=user.id, role="owner"))
    db.session.commit()
    assert db.session.scalar(db.select(Grant)).creator is False
    for twin in (
        Grant(game_id=game.id, device_hash="phone"),
        Membership(league_id=league.id, user_id=user.id, role="viewer"),
    ):
        db.session.add(twin)
        with pytest.raises(IntegrityError):
            db.session.flush()
        db.session.rollback()
