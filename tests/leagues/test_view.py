"""A league read back (leagues/view.py): a league and a player by id, the league's players by name, its seasons, its
newest games, the leagues a user scores, the leagues a page at a time, the standings' version a follower polls."""

from __future__ import annotations

import pytest

from scorepad.accounts.roles import join
from scorepad.accounts.users import sign_up
from scorepad.core.errors import NotFound
from scorepad.extensions import db
from scorepad.leagues.changes import add_season, set_visibility
from scorepad.leagues.view import (
    GAMES_LISTED,
    find_league,
    find_player,
    get_league,
    get_player,
    league_players,
    league_season,
    leagues_by_name,
    leagues_page,
    recent_games,
    ruleset_of,
    scored_by,
    standings_version,
    standings_version_alone,
)
from scorepad.models import League
from scorepad.storage.paging import Ask


def test_a_league_and_a_player_by_id_or_refused(new_league, played):
    league = new_league("Club")
    assert get_league(league.id) is league and find_league(league.id) is league
    assert find_league("nosuch") is None and find_league(["x"]) is None and find_league("a b") is None
    with pytest.raises(NotFound) as missing:
        get_league("nosuch")
    assert missing.value.problems[0].path == "_league"
    played(league, ["Anna", "Ben"], ["Cara", "Dan"])
    anna = next(p for p in league_players(league) if p.name == "Anna")
    assert get_player(anna.public_id) is anna and find_player(anna.public_id) is anna
    assert find_player(anna.id) is None and find_player(str(anna.id)) is None  # the database's own id is never one
    assert find_player("nosuch") is None and find_player(True) is None and find_player("a b") is None
    with pytest.raises(NotFound) as missing:
        get_player("nosuch")
    assert missing.value.problems[0].path == "_player"


def test_a_leagues_players_by_name_and_its_rule_set(new_league, played):
    league = new_league("Club")
    played(league, ["Dan", "Ben"], ["Anna", "Cara"])
    assert [p.name for p in league_players(league)] == ["Anna", "Ben", "Cara", "Dan"]
    assert ruleset_of(league.id) == "classic" and ruleset_of("nosuch") is None and ruleset_of(None) is None


def test_the_leagues_a_reader_sees_by_name_whole_and_a_page_at_a_time(new_league):
    for name in ("Zeta", "Alpha", "Mid", "Kept"):
        set_visibility(new_league(name).id, "members" if name in ("Mid", "Kept") else "public")
    member, other = sign_up("Member", "correct horse battery"), sign_up("Other", "correct horse battery")
    join(member, db.session.scalar(db.select(League).where(League.name == "Mid")), "viewer")
    assert [lg.name for lg in leagues_by_name(None)] == ["Alpha", "Zeta"]  # signed out: the public ones
    assert [lg.name for lg in leagues_by_name(other.id)] == ["Alpha", "Zeta"]
    assert [lg.name for lg in leagues_by_name(member.id)] == ["Alpha", "Mid", "Zeta"]  # and their own
    first = leagues_page(Ask.read(2, None, default=500, most=1000), member.id)
    assert [lg.name for lg in first.items] == ["Alpha", "Mid"] and first.after is not None
    rest = leagues_page(Ask.read(2, first.after, default=500, most=1000), member.id)
    assert [lg.name for lg in rest.items] == ["Zeta"] and rest.after is None
    assert [lg.name for lg in leagues_page(Ask.read(2, None, default=500, most=1000), None).items] == ["Alpha", "Zeta"]


def test_a_season_found_by_id_in_its_league_only(new_league):
    club, other = new_league("Club"), new_league("Other")
    season = add_season(club, "Summer", "2025-06-01", "2025-08-31")
    assert league_season(club, season.id) is season and league_season(club, str(season.id)) is season
    assert league_season(other, season.id) is None and league_season(club, "x") is None


def test_the_leagues_a_user_scores(new_league):
    scored, viewed, _none = new_league("B scored"), new_league("A viewed"), new_league("C none")
    user = sign_up("Organiser", "correct horse battery")
    join(user, scored, "scorer")
    join(user, viewed, "viewer")
    assert scored_by(user.id) == [scored]


def test_the_newest_games_of_a_league_or_season(new_league, played):
    league = new_league("Club", target=500)
    first = played(league, ["Anna", "Ben"], ["Cara", "Dan"], "2025-05-01")
    second = played(league, ["Anna", "Cara"], ["Ben", "Dan"], "2025-07-01")
    listed = recent_games(league, None)
    assert [g.id for g in listed] == [second.id, first.id] and GAMES_LISTED == 20
    assert [(s.name, s.total) for s in listed[1].sides] == [("Anna & Ben", 900), ("Cara & Dan", 80)]
    summer = add_season(league, "Summer", "2025-06-01", "2025-08-31")
    assert [g.id for g in recent_games(league, summer)] == [second.id]


def test_the_standings_version_in_the_session_and_alone(new_league, played):
    league = new_league("Club", target=500)
    played(league, ["Anna", "Ben"], ["Cara", "Dan"])
    version = db.session.get(League, league.id).standings_version
    assert version > 0 and standings_version(league.id) == version == standings_version_alone(db.engine, league.id)
    assert standings_version("nosuch") is None and standings_version_alone(db.engine, "nosuch") is None
