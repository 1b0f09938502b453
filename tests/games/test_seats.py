"""A league's players by name: typed with other case or accents, the same player; a new name close to a player's
asks first (when the caller asks to be asked); a rename can't take another player's name that way either."""

from __future__ import annotations

import pytest

from scorepad.core.errors import Conflict, Invalid
from scorepad.extensions import db
from scorepad.games.seats import NearNames, near, seat_players
from scorepad.games.start import NewSide
from scorepad.leagues.players import rename_player
from scorepad.models import League, Player

DID_YOU_MEAN = "Did you mean %(name)s?"


def players_of(league: League) -> list[str]:
    """The league's player names, sorted."""
    return sorted(p.name for p in db.session.scalars(db.select(Player).where(Player.league_id == league.id)))


def seated(game) -> list[list[str]]:
    """A game's players by side, as seated."""
    return [[seat.player.name for seat in side.seats] for side in game.sides]


def club(new_game, new_league) -> League:
    """A league that has played one game: Karl, José, Anna and Ben."""
    league = new_league()
    new_game(league, sides=[{"name": "K", "players": ["Karl", "José"]}, {"name": "A", "players": ["Anna", "Ben"]}])
    return db.session.get(League, league.id)


def test_a_player_typed_with_other_case_or_accents_is_that_player(new_game, new_league):
    league = club(new_game, new_league)
    game = new_game(
        league, sides=[{"name": "X", "players": ["karl", "JOSE"]}, {"name": "Y", "players": ["anna", "Eva"]}]
    )
    assert seated(game) == [["Karl", "José"], ["Anna", "Eva"]]
    assert players_of(league) == ["Anna", "Ben", "Eva", "José", "Karl"]


def test_the_same_player_twice_by_accents_is_refused(new_game, new_league):
    league = club(new_game, new_league)
    with pytest.raises(Invalid) as error:
        new_game(league, sides=[{"name": "X", "players": ["Jose", "Ben"]}, {"name": "Y", "players": ["José", "Eva"]}])
    assert [(p.path, p.message) for p in error.value.problems] == [
        ("sides.1.players.0", "The same player can't sit twice.")
    ]


def test_a_near_name_asks_and_stores_nothing(new_game, new_league):
    league = club(new_game, new_league)
    sides = [NewSide("X", ["Karla", "Anne"], 0, (None, None)), NewSide("Y", ["Kral", "Eva"], 0, (None, None))]
    with pytest.raises(NearNames) as asked:
        seat_players(league, sides, confirmed=False)
    # Karla: did you mean Karl? Anne: Anna. Kral would be Karl too, but Karl is asked about for Karla already
    # (a suggestion is a player not yet in this game: no question leads to "can't sit twice")
    assert asked.value.meant == {"sides.0.players.0": "Karl", "sides.0.players.1": "Anna"}
    assert [(p.path, p.message, p.params) for p in asked.value.problems][:1] == [
        ("sides.0.players.0", DID_YOU_MEAN, {"name": "Karl"})
    ]
    db.session.rollback()
    assert players_of(league) == ["Anna", "Ben", "José", "Karl"]


def test_confirmed_new_names_are_new_players(new_game, new_league):
    league = club(new_game, new_league)
    game = new_game(
        league, sides=[{"name": "X", "players": ["Karla", "Ben"]}, {"name": "Y", "players": ["Jon", "Eva"]}]
    )
    assert seated(game) == [["Karla", "Ben"], ["Jon", "Eva"]]  # the API (confirmed by default) doesn't ask


def test_a_game_asked_to_ask_refuses_with_the_question(new_game, new_league):
    league = club(new_game, new_league)
    with pytest.raises(NearNames) as asked:
        new_game(
            league,
            confirmed=False,
            sides=[{"name": "X", "players": ["Karla", "Ben"]}, {"name": "Y", "players": ["Dan", "Eva"]}],
        )
    assert asked.value.meant == {"sides.0.players.0": "Karl"}


def test_how_near_is_near():
    people = [Player(name=n) for n in ("Karl", "Ben", "Anna", "Müller")]
    assert [getattr(near(people, n), "name", None) for n in ("Carl", "Kral", "Karla", "Ken", "Bea", "Mueller")] == [
        "Karl",
        "Karl",
        "Karl",
        None,
        None,
        "Müller",
    ]


def test_a_rename_cant_take_a_players_name_by_case_or_accents(new_game, new_league):
    league = club(new_game, new_league)
    anna = next(p for p in db.session.scalars(db.select(Player).where(Player.name == "Anna")))
    with pytest.raises(Conflict):
        rename_player(league, anna.id, "JOSE")
    assert rename_player(db.session.get(League, league.id), anna.id, "ANNA").name == "ANNA"  # her own name, recased
