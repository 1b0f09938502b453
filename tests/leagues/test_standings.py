"""A league's standings (leagues/standings.py), below HTTP: rows from the kept tallies, ranked by the family's
ranking with shared ranks, each figure worked by hand, made once per league version."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from scorepad.extensions import db
from scorepad.families.canasta.family import FAMILY as CANASTA
from scorepad.families.romme.family import FAMILY as ROMME
from scorepad.leagues.changes import add_season
from scorepad.leagues.standings import compute, extra_figures, league_scope, rows_of, shown, standings
from scorepad.models import League


@pytest.fixture
def league(new_league, played) -> League:
    """Two games: Anna & Ben beat Cara & Dan, then Anna & Cara beat Ben & Dan (900 to 80 each time)."""
    league = new_league(target=500)
    played(league, ["Anna", "Ben"], ["Cara", "Dan"], "2025-05-01")
    played(league, ["Anna", "Cara"], ["Ben", "Dan"], "2025-07-01")
    return db.session.get(League, league.id)


def test_players_are_ranked_by_wins_and_share_a_rank_when_equal(league):
    table = compute(league, None)
    assert [(r["rank"], r["name"], r["won"], r["lost"]) for r in table["players"]] == [
        (1, "Anna", 2, 0),
        (2, "Ben", 1, 1),
        (2, "Cara", 1, 1),
        (4, "Dan", 0, 2),
    ]
    anna, dan = table["players"][0], table["players"][3]
    assert (anna["points_for"], anna["points_against"], anna["average_margin"], anna["win_rate"]) == (1800, 160, 820, 1)
    assert (dan["average_margin"], dan["canastas"], dan["went_out"], dan["head_to_head"]) == (-820, 0, 0, 0)
    assert anna["canastas"] == 2 and anna["went_out"] == 2 and anna["rounds"] == 2
    assert anna["rating"] > dan["rating"] and table["ratings_stale"] is False


def test_partnerships_have_rows_of_their_own(league):
    pairs = compute(league, None)["partnerships"]
    assert [(r["rank"], r["players"], r["played"], r["won"]) for r in pairs] == [
        (1, ["Anna", "Ben"], 1, 1),
        (1, ["Anna", "Cara"], 1, 1),
        (3, ["Ben", "Dan"], 1, 0),
        (3, ["Cara", "Dan"], 1, 0),
    ]


def test_a_seasons_standings_count_only_its_games(league):
    season = add_season(league, "Summer", "2025-06-01", "2025-08-31")
    players = compute(league, season)["players"]
    assert [(r["name"], r["played"], r["won"]) for r in players] == [
        ("Anna", 1, 1),
        ("Cara", 1, 1),
        ("Ben", 1, 0),
        ("Dan", 1, 0),
    ]
    assert league_scope(league, season) == f"{league.id}/{season.id}" and league_scope(league, None) == f"{league.id}/0"


def test_standings_are_made_once_per_league_version(league):
    first = standings(league, None)
    assert standings(league, None) == first
    assert first["players"][0]["name"] == "Anna"


def test_rows_carry_every_figure_and_a_family_shows_its_own():
    tally = SimpleNamespace(key="7", played=4, won=1, points_for=300, points_against=500, rounds=9)
    tally.__dict__.update(count_1=3, count_2=0, went_out=2, places=10)
    (row,) = rows_of([tally], player_keys=True)
    assert (row["key"], row["lost"], row["win_rate"], row["average_margin"]) == (7, 3, 0.25, -50)
    assert (row["mean_place"], row["points_per_game"]) == (2.5, 75)
    row["head_to_head"] = 0
    assert (
        list(shown(row, CANASTA))[-3:] == ["canastas", "went_out", "head_to_head"]
        and shown(row, CANASTA)["canastas"] == 3
    )
    assert extra_figures(CANASTA) == () and extra_figures(ROMME) == ("mean_place", "points_per_game")
    assert "canastas" not in shown(row, ROMME) and shown(row, ROMME)["mean_place"] == 2.5
