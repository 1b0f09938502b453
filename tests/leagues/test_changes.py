"""League operations (leagues/changes.py), below HTTP: a league and its token, seasons, a casual game added to a
league (a season found by id: its read, leagues/view.py)."""

from __future__ import annotations

import pytest

from scorepad.core.errors import Conflict, Invalid
from scorepad.core.tokens import matches
from scorepad.extensions import db
from scorepad.leagues.changes import add_season, attach_game, create_league
from scorepad.leagues.view import league_season
from scorepad.models import Game, League, LeagueTally, Player


def test_a_league_plays_one_rule_set_with_its_house_rules(context):
    league, token = create_league("  Club  ", "german", {"target": 6000})
    stored = db.session.get(League, league.id)
    assert (stored.name, stored.ruleset_key, stored.settings["target"]) == ("Club", "german", 6000)
    assert matches(stored.token_hash, token) and stored.settings["hand_canasta_allowed"] is True
    assert create_league("Other")[0].ruleset_key == "classic"


def test_a_bad_league_is_refused_at_its_fields(context):
    with pytest.raises(Invalid) as refused:
        create_league("", "poker")
    assert [p.path for p in refused.value.problems] == ["name", "ruleset"]
    with pytest.raises(Invalid) as refused:
        create_league("Club", "classic", {"target": "lots"})
    assert [p.path for p in refused.value.problems] == ["settings.target"]
    assert db.session.scalar(db.select(db.func.count()).select_from(League)) == 0


def test_a_season_is_a_named_date_range_found_by_id_in_its_league(new_league):
    club, other = new_league("Club"), new_league("Other")
    season = add_season(club, "Summer", "2025-06-01", "2025-08-31")
    assert (season.name, season.start.isoformat(), season.end.isoformat()) == ("Summer", "2025-06-01", "2025-08-31")
    assert league_season(club, season.id) is season and league_season(club, str(season.id)) is season
    assert league_season(other, season.id) is None and league_season(club, "x") is None
    with pytest.raises(Invalid) as refused:
        add_season(club, "", "2025-08-31", None)
    assert [p.path for p in refused.value.problems] == ["name", "end"]
    with pytest.raises(Invalid) as refused:
        add_season(club, "Back", "2025-08-31", "2025-06-01")
    assert [(p.path, p.text()) for p in refused.value.problems] == [("end", "Must not be before the start.")]


def test_a_casual_game_added_to_a_league_seats_its_players(new_league, new_game):
    league = new_league(target=500)
    game = new_game()
    attached = attach_game(league, game.id)
    assert attached.league_id == league.id
    names = db.session.scalars(db.select(Player.name).where(Player.league_id == league.id)).all()
    assert sorted(names) == ["Anna", "Ben", "Cara", "Dan"]
    assert db.session.scalar(db.select(db.func.count()).select_from(Player).where(Player.league_id.is_(None))) == 0
    assert db.session.scalar(db.select(db.func.count()).select_from(LeagueTally)) == 0  # not finished yet


def test_a_game_that_cannot_join_is_refused(new_league, new_game):
    league = new_league()
    with pytest.raises(Invalid, match="No game"):
        attach_game(league, "no-such-game")
    in_league = new_game(new_league("Other"))
    with pytest.raises(Conflict) as refused:
        attach_game(league, in_league.id)
    assert refused.value.problems[0].text() == "This game already belongs to a league."
    romme = new_game(ruleset="romme", sides=[{"name": n, "players": [n]} for n in ("Anna", "Ben")])
    with pytest.raises(Conflict) as refused:
        attach_game(league, romme.id)
    assert refused.value.problems[0].text() == "This league plays another game."
    assert db.session.get(Game, romme.id).league_id is None
