"""Invitation links: single use by default, expiring after 7 days by default, revocable, stored hashed."""

from datetime import timedelta

import pytest

from scorepad.accounts import invitations
from scorepad.accounts.roles import join, role_in
from scorepad.core.errors import Ended, Invalid, NotFound
from scorepad.extensions import db
from scorepad.models import Invitation, utcnow


def test_a_link_is_single_use_and_lasts_seven_days_by_default(new_league, new_user):
    league = new_league()
    token = invitations.invite(league, "scorer")
    row = db.session.query(Invitation).one()
    assert token not in row.token_hash and row.uses_left == 1
    assert timedelta(days=6, hours=23) < row.expires_at - utcnow() <= timedelta(days=7)
    anna, ben = new_user("Anna"), new_user("Ben")
    invitations.accept(token, anna)
    assert role_in(anna, league.id) == "scorer"
    with pytest.raises(Ended) as used:
        invitations.accept(token, ben)
    assert used.value.problems[0].message == invitations.USED_UP and role_in(ben, league.id) is None
    assert invitations.invitations_of(league) == []


def test_the_owner_picks_uses_and_days(new_league, new_user):
    league = new_league()
    token = invitations.invite(league, "viewer", "3", "30")
    row = db.session.query(Invitation).one()
    assert row.uses_left == 3 and row.expires_at - utcnow() > timedelta(days=29)
    for name in ("Anna", "Ben", "Cara"):
        invitations.accept(token, new_user(name))
    with pytest.raises(Ended):
        invitations.accept(token, new_user("Dan"))
    assert db.session.get(Invitation, row.id).used == 3


@pytest.mark.parametrize(
    ("role", "uses", "days", "paths"),
    [
        ("owner", 1, 7, ["role"]),
        ("scorer", 0, 7, ["uses"]),
        ("scorer", 101, 91, ["uses", "days"]),
        ("viewer", "x", "", ["uses", "days"]),
    ],
)
def test_bounds_of_an_invitation(new_league, role, uses, days, paths):
    with pytest.raises(Invalid) as refused:
        invitations.invite(new_league(), role, uses, days)
    assert [p.path for p in refused.value.problems] == paths


def test_expired_revoked_and_unknown_links_say_why(new_league, new_user):
    league = new_league()
    expired, revoked = invitations.invite(league, "scorer"), invitations.invite(league, "scorer")
    rows = db.session.query(Invitation).order_by(Invitation.id).all()
    rows[0].expires_at = utcnow() - timedelta(minutes=1)
    db.session.commit()
    invitations.revoke(league, rows[1].id)
    anna = new_user()
    with pytest.raises(Ended) as old:
        invitations.accept(expired, anna)
    assert "expired" in old.value.problems[0].message
    with pytest.raises(Ended) as withdrawn:
        invitations.accept(revoked, anna)
    assert "withdrew" in withdrawn.value.problems[0].message
    with pytest.raises(NotFound):
        invitations.accept("no-such-link", anna)
    with pytest.raises(NotFound):
        invitations.revoke(new_league("Other"), rows[1].id)  # only from its own league


def test_a_member_with_that_role_already_takes_no_use(new_league, new_user):
    league = new_league()
    owner = new_user("Owner")
    join(owner, league, "owner")
    token = invitations.invite(league, "scorer")
    invitations.accept(token, owner)  # the owner tries the link: it still works for the newcomer
    assert role_in(owner, league.id) == "owner"
    invitations.accept(token, new_user("Ben"))
