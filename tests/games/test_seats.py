"""Who sits where in a league (games/seats.py): players found by id in their league, or by name (a new name
makes a new player), and a table seating nobody twice."""

from __future__ import annotations

import pytest

from scorepad.core.errors import Invalid
from scorepad.extensions import db
from scorepad.games.seats import league_player, seat_players
from scorepad.games.start import NewSide
from scorepad.models import Player


def test_a_player_is_found_by_name_or_made_once(new_league):
    league = new_league()
    anna = league_player(league, "Anna", None)
    db.session.flush()
    assert anna.id is not None and anna.league_id == league.id
    assert league_player(league, "Anna", None) is anna
    assert db.session.scalar(db.select(db.func.count()).select_from(Player)) == 1


def test_an_id_finds_only_this_leagues_player(new_league):
    club, other = new_league("Club"), new_league("Other")
    anna, ben = league_player(club, "Anna", None), league_player(other, "Ben", None)
    db.session.flush()
    assert league_player(club, "ignored", anna.id) is anna
    assert league_player(club, "Ben", ben.id) is None  # another league's player
    assert league_player(club, "Anna", 10**12) is None and league_player(club, "Anna", 0) is None


def test_a_tables_players_are_seated_by_id_or_name(new_league):
    league = new_league()
    anna = league_player(league, "Anna", None)
    db.session.flush()
    sides = [NewSide("A", ["", "Ben"], 0, (anna.id, None)), NewSide("B", ["Cara", "Dan"], 0, (None, None))]
    seated = seat_players(league, sides)
    assert [[p.name for p in side] for side in seated] == [["Anna", "Ben"], ["Cara", "Dan"]]
    assert seated[0][0] is anna


def test_an_unknown_id_or_a_player_seated_twice_is_refused_at_its_seat(new_league):
    league = new_league()
    sides = [NewSide("A", ["Anna", "Ben"], 0, (None, 99999)), NewSide("B", ["Cara", "Anna"], 0, (None, None))]
    with pytest.raises(Invalid) as refused:
        seat_players(league, sides)
    assert [(p.path, p.text()) for p in refused.value.problems] == [
        ("sides.0.players.1", "No player with this id in this league."),
        ("sides.1.players.1", "The same player can't sit twice."),
    ]
