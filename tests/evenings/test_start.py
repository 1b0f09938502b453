"""Starting an evening: settings checked, players found or added to the league, round 1 drawn, each table a game."""

from __future__ import annotations

import pytest

from scorepad.evenings.settings import EveningRequest
from scorepad.evenings.start import create_evening
from scorepad.extensions import db
from scorepad.models import Evening, Game, Player
from tests.evenings.conftest import NAMES, ORGANISER


def test_twelve_individuals_make_three_tables_of_two_pairs_each_a_league_game(start, league):
    evening = start()
    assert evening.seed and evening.state == "playing" and len(evening.players) == 12
    first = evening.drawn[0]
    assert first.number == 1 and first.state == "playing" and first.byes == []
    assert [t.number for t in first.tables] == [1, 2, 3]
    seated = sorted(p for t in first.tables for side in t.sides for p in side)
    assert seated == sorted(p.player_id for p in evening.players)
    for table in first.tables:
        game = db.session.get(Game, table.game_id)
        assert game.league_id == league.id and game.hands == 3 and game.status == "playing"
        assert [[seat.player_id for seat in side.seats] for side in game.sides] == table.sides
    names = set(db.session.scalars(db.select(Player.name).where(Player.league_id == league.id)))
    assert names == set(NAMES[:12])  # new names joined the league on the spot


def stored() -> tuple[int, int, int]:
    """How many evenings, games and players are stored."""
    count = db.func.count
    return tuple(db.session.scalar(db.select(count()).select_from(m)) for m in (Evening, Game, Player))  # type: ignore[return-value]


@pytest.mark.parametrize(
    ("asked", "paths"),
    [
        ({"name": ""}, ["name"]),
        ({"form": "trios"}, ["form"]),
        ({"form": "individuals", "movement": "mitchell"}, ["movement"]),
        ({"form": "pairs", "movement": "howell"}, ["movement"]),
        ({"rounds": 0}, ["rounds"]),
        ({"rounds": "3"}, ["rounds"]),
        ({"hands": 0}, ["hands"]),
        ({"scoring": "elo"}, ["scoring"]),
        ({"bands": "burraco_5_hands"}, ["bands"]),
        ({"bands": [[50, 10, 10], [None, 21, 0]]}, ["bands.1"]),
        ({"bands": [[None, 10]]}, ["bands"]),
        ({"bye_score": 21}, ["bye_score"]),
        ({"players": "everyone"}, ["players"]),
        ({"players": [*NAMES[:11], {"id": "nobody-here-123"}]}, ["players.11"]),
        ({"players": [*NAMES[:11], NAMES[0]]}, ["players.11"]),
        ({"players": [*NAMES[:11], {"name": "x"}]}, ["players.11"]),
        ({"players": NAMES[:3]}, ["players"]),  # too few for a table
        ({"form": "pairs", "players": NAMES[:9]}, ["players"]),  # one left without a partner
        ({"form": "pairs", "players": [], "pairs": [NAMES[:2], NAMES[2:5]]}, ["pairs.1"]),
        ({"form": "pairs", "players": [], "pairs": [NAMES[:2], NAMES[2]]}, ["pairs.1"]),
        ({"form": "pairs", "pairs": [NAMES[:2], NAMES[2:4]]}, ["pairs"]),  # players too: name all or none
        ({"pairs": [NAMES[:2], NAMES[2:4]]}, ["pairs"]),  # no partnerships in an individual evening
        ({"players": [], "new_players": [*NAMES[:11], {"id": "x"}]}, ["new_players.11"]),
        (
            {"players": [*NAMES[:6], {"id": "nobody-here-123"}], "new_players": [NAMES[0], *NAMES[7:12]]},
            ["new_players.0", "players.6"],
        ),
        ({"players": []}, ["players"]),
    ],
)
def test_bad_input_names_its_field_and_stores_nothing(league, asked, paths):
    before = stored()
    settings = {"name": "Friday", "players": NAMES[:12], **asked}
    with pytest.raises(Exception) as raised:
        create_evening(league, EveningRequest(**settings), ORGANISER)
    assert sorted({p.path for p in raised.value.problems}) == paths
    assert all(p.text() for p in raised.value.problems)
    db.session.rollback()
    assert stored() == before


def test_players_by_id_and_by_name_are_the_leagues_own(start, league):
    first = start(count=8)
    anna = db.session.scalar(db.select(Player).where(Player.name == NAMES[0]))
    second = start(count=0, players=[{"id": anna.public_id}, *NAMES[1:8]])
    assert {p.player_id for p in second.players} == {p.player_id for p in first.players}
    assert db.session.scalar(db.select(db.func.count()).select_from(Player)) == 8


def test_a_pairs_evening_draws_partnerships_from_its_seed_and_keeps_them_at_every_table(start):
    evening = start(count=10, form="pairs", movement="mitchell")
    pairs = {}
    for p in evening.players:
        pairs.setdefault(p.pair, set()).add(p.player_id)
    assert sorted(len(team) for team in pairs.values()) == [2] * 5
    first = evening.drawn[0]
    assert len(first.tables) == 2 and len(first.byes) == 2  # five pairs: two tables, one pair sits out
    teams = [set(side) for t in first.tables for side in t.sides] + [set(first.byes)]
    assert sorted(map(sorted, teams)) == sorted(map(sorted, pairs.values()))


def test_named_partnerships_are_kept(start):
    named = [NAMES[i : i + 2] for i in range(0, 8, 2)]
    evening = start(count=0, form="pairs", movement="standing", pairs=named)
    by_pair = {}
    for p in evening.players:
        by_pair.setdefault(p.pair, []).append(p.player_id)
    names = {p.id: p.name for p in db.session.scalars(db.select(Player))}
    assert sorted(sorted(names[i] for i in team) for team in by_pair.values()) == named


def test_a_romme_league_seats_tables_of_three_to_five_alone(new_league):
    from scorepad.leagues.changes import create_league

    league, _token = create_league("Rommé club", "romme")
    evening = create_evening(league, EveningRequest("Rommé night", NAMES[:11], rounds=2), ORGANISER)
    shapes = sorted(tuple(len(side) for side in t.sides) for t in evening.drawn[0].tables)
    assert shapes == [(1, 1, 1), (1, 1, 1, 1), (1, 1, 1, 1)] and evening.drawn[0].byes == []


def test_a_family_made_only_in_the_tests_plays_an_evening_unchanged(new_league):
    from scorepad.leagues.changes import create_league

    league, _token = create_league("Tally club", "tally")
    evening = create_evening(league, EveningRequest("Tally night", NAMES[:8], form="pairs"), ORGANISER)
    assert all(tuple(len(s) for s in t.sides) == (2, 2) for t in evening.drawn[0].tables)
