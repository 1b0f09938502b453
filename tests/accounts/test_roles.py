"""League roles: the owner changes roles and removes members; a league always keeps an owner."""

import pytest

from scorepad.accounts import roles
from scorepad.core.errors import Conflict, Invalid, NotFound


def test_roles_change_and_members_go_but_the_last_owner_stays(new_league, new_user):
    league = new_league()
    anna, ben = new_user("Anna"), new_user("Ben")
    roles.join(anna, league, "owner")
    roles.join(ben, league, "viewer")
    with pytest.raises(Conflict):
        roles.change_role(league, anna.id, "scorer")
    with pytest.raises(Conflict):
        roles.remove_member(league, anna.id)
    roles.change_role(league, ben.id, "owner")
    roles.change_role(league, anna.id, "viewer")  # now there is another owner
    assert [(m.user.name, m.role) for m in roles.members(league)] == [("Ben", "owner"), ("Anna", "viewer")]
    roles.remove_member(league, anna.id)
    assert roles.role_in(anna, league.id) is None
    with pytest.raises(NotFound):
        roles.remove_member(league, anna.id)
    with pytest.raises(Invalid):
        roles.change_role(league, ben.id, "admin")


def test_joining_twice_keeps_one_membership_with_the_stronger_role(new_league, new_user):
    league, anna = new_league(), new_user()
    roles.join(anna, league, "viewer")
    roles.join(anna, league, "scorer")
    roles.join(anna, league, "viewer")
    assert [m.role for m in roles.members(league)] == ["scorer"]
