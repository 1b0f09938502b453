"""A league's players by name: typed with other case or accents, the same player; a new name close to a player's
asks first (when the caller asks to be asked); a rename can't take another player's name that way either."""

from __future__ import annotations

import pytest

from scorepad.core.errors import Conflict, Invalid
from scorepad.extensions import db
from scorepad.games.seats import NearNames, league_player, near, seat_players
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
        rename_player(league, anna.public_id, "JOSE")
    assert rename_player(db.session.get(League, league.id), anna.public_id, "ANNA").name == "ANNA"  # her own name, recased


# Mirrored tests of the module's own behaviour (branch mirror1)


def test_a_player_is_found_by_name_or_made_once(new_league):
    league = new_league()
    anna = league_player(league, "Anna", None)
    db.session.flush()
    assert anna.id is not None and len(anna.public_id) == 16 and anna.league_id == league.id
    assert league_player(league, "Anna", None) is anna
    assert db.session.scalar(db.select(db.func.count()).select_from(Player)) == 1


def test_an_id_finds_only_this_leagues_player(new_league):
    club, other = new_league("Club"), new_league("Other")
    anna, ben = league_player(club, "Anna", None), league_player(other, "Ben", None)
    db.session.flush()
    assert league_player(club, "ignored", anna.public_id) is anna
    assert league_player(club, "Ben", ben.public_id) is None  # another league's player
    assert league_player(club, "Anna", 10**12) is None and league_player(club, "Anna", 0) is None


def test_a_tables_players_are_seated_by_id_or_name(new_league):
    league = new_league()
    anna = league_player(league, "Anna", None)
    db.session.flush()
    sides = [NewSide("A", ["", "Ben"], 0, (anna.public_id, None)), NewSide("B", ["Cara", "Dan"], 0, (None, None))]
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
