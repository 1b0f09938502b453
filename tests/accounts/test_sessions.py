"""Sign-ins kept on the server: random per sign-in, stored hashed, ended at sign-out, everywhere, or expiry."""

from datetime import timedelta

import pytest

from scorepad.accounts import sessions
from scorepad.accounts.users import change_password
from scorepad.core.errors import Invalid
from scorepad.extensions import db
from scorepad.models import LoginSession, utcnow


def test_each_sign_in_is_a_new_random_value_stored_only_as_a_hash(new_user):
    user = new_user()
    first, second = sessions.start_session(user), sessions.start_session(user)
    assert first != second
    row_id, secret = first.split(".")
    row = db.session.get(LoginSession, int(row_id))
    assert secret not in row.secret_hash and len(secret) >= 32
    assert timedelta(days=29) < row.expires_at - utcnow() <= timedelta(days=30)
    assert sessions.session_user(first) is user and sessions.session_user(second) is user


@pytest.mark.parametrize("value", [None, "", "1", "1.", ".x", "x.y", "99999.secret", "1.wrong-secret", "-1.x"])
def test_anything_but_a_live_sign_in_signs_nobody_in(new_user, value):
    sessions.start_session(new_user())
    assert sessions.session_user(value) is None


def test_sign_out_ends_one_sign_in_and_expiry_ends_it_too(new_user):
    user = new_user()
    here, there = sessions.start_session(user), sessions.start_session(user)
    sessions.end_session(here)
    assert sessions.session_user(here) is None and sessions.session_user(there) is user
    db.session.get(LoginSession, int(there.split(".")[0])).expires_at = utcnow() - timedelta(seconds=1)
    db.session.commit()
    assert sessions.session_user(there) is None
    assert sessions.open_sessions(user) == 0


def test_signing_out_everywhere_ends_every_sign_in_of_that_user_only(new_user):
    anna, ben = new_user("Anna"), new_user("Ben")
    annas = [sessions.start_session(anna) for _ in range(3)]
    bens = sessions.start_session(ben)
    sessions.end_all_sessions(anna)
    assert [sessions.session_user(v) for v in annas] == [None, None, None]
    assert sessions.session_user(bens) is ben


def test_ended_sign_ins_are_cleared_at_the_next_sign_in(new_user):
    user = new_user()
    sessions.end_session(sessions.start_session(user))
    sessions.start_session(user)
    assert db.session.query(LoginSession).filter_by(user_id=user.id).count() == 1


def test_a_password_change_ends_every_sign_in_and_begins_a_new_one(new_user):
    user = new_user(password="a long passphrase")
    old = sessions.start_session(user)
    with pytest.raises(Invalid) as wrong:
        change_password(user, "not it at all", "another long phrase")
    assert [p.path for p in wrong.value.problems] == ["current"]
    with pytest.raises(Invalid) as weak:
        change_password(user, "a long passphrase", "finalfantasy")
    assert [p.path for p in weak.value.problems] == ["new"]
    assert sessions.session_user(old) is user  # nothing changed yet
    new = change_password(user, "a long passphrase", "another long phrase")
    assert sessions.session_user(old) is None and sessions.session_user(new) is user
