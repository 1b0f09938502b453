"""Phones that score a casual game: the edit link (never the API token), a row per phone, removal, a new link."""

from datetime import timedelta

import pytest

from scorepad.accounts import grants
from scorepad.core.errors import Invalid, NotAllowed, NotFound
from scorepad.extensions import db
from scorepad.games.start import GameRequest, create_game
from scorepad.models import Grant, utcnow
from tests.games.conftest import ME, PAIRS

KEY = "test-only"


def test_the_api_token_never_opens_a_game_in_a_page_address(context):
    game, token = create_game(GameRequest(sides=PAIRS, ruleset="classic"), ME, None)
    assert not grants.opens_game(game, token, KEY)
    with pytest.raises(NotFound):
        grants.claim(game, token, KEY, "phone-1", "")
    assert grants.opens_game(game, grants.edit_token(game, KEY), KEY)
    assert not grants.opens_game(game, grants.edit_token(game, "another server key"), KEY)


def test_a_league_game_is_scored_by_role_not_by_link(new_league, new_game):
    game = new_game(new_league())
    assert not grants.opens_game(game, grants.edit_token(game, KEY), KEY)


def test_a_club_evenings_table_opens_by_its_link_when_the_caller_says_it_is_one(new_league, new_game):
    game = new_game(new_league())
    assert grants.opens_game(game, grants.edit_token(game, KEY), KEY, league_table=True)
    assert not grants.opens_game(game, grants.edit_token(game, "another server key"), KEY, league_table=True)


def test_claiming_makes_a_named_row_per_phone_with_the_phone_id_hashed(new_game):
    game = new_game()
    link = grants.edit_token(game, KEY)
    row = grants.claim(game, link, KEY, "secret-phone-id", "  Anna's   phone ")
    assert row.name == "Anna's phone" and "secret-phone-id" not in row.device_hash
    again = grants.claim(game, link, KEY, "secret-phone-id", "")  # the same phone again: one row, name kept
    assert again.id == row.id and again.name == "Anna's phone"
    grants.claim(game, link, KEY, "other-phone", "")
    assert [p.name for p in grants.phones(game)] == ["", "Anna's phone"]  # most recently used first


@pytest.mark.parametrize("name", ["\u200b\u200d", "\u202e\u202c", "x" * 41])
def test_a_phone_name_must_be_visible_and_short(new_game, name):
    game = new_game()
    with pytest.raises(Invalid):
        grants.claim(game, grants.edit_token(game, KEY), KEY, "p", name)


def test_a_removed_phone_is_refused_with_a_message_and_a_new_link_keeps_the_others(new_game):
    game = new_game()
    old_link = grants.edit_token(game, KEY)
    anna = grants.claim(game, old_link, KEY, "anna", "Anna")
    grants.claim(game, old_link, KEY, "ben", "Ben")
    grants.remove(game, anna.id)
    with pytest.raises(NotAllowed) as refused:
        grants.use(game, "anna")
    assert refused.value.problems[0].message == grants.REMOVED
    with pytest.raises(NotFound):
        grants.remove(game, anna.id)  # already removed
    grants.new_edit_link(game)
    assert not grants.opens_game(game, old_link, KEY)
    with pytest.raises(NotFound):
        grants.claim(game, old_link, KEY, "anna", "Anna")
    grants.use(game, "ben")  # Ben's phone scores on
    assert [p.name for p in grants.phones(game)] == ["Ben"]
    grants.claim(game, grants.edit_token(game, KEY), KEY, "anna", "")  # the new link lets Anna back in
    assert sorted(p.name for p in grants.phones(game)) == ["Anna", "Ben"]


def test_a_write_records_the_last_use(new_game):
    game = new_game()
    row = grants.claim(game, grants.edit_token(game, KEY), KEY, "anna", "")
    row.last_used_at = utcnow() - timedelta(days=2)
    db.session.commit()
    grants.use(game, "anna")
    assert utcnow() - db.session.get(Grant, row.id).last_used_at < timedelta(minutes=1)


def test_removing_needs_a_phone_of_this_game(new_game):
    game, other = new_game(), new_game()
    row = grants.claim(other, grants.edit_token(other, KEY), KEY, "anna", "")
    for wrong in (row.id, "x", None, 2**40):
        with pytest.raises(NotFound):
            grants.remove(game, wrong)
