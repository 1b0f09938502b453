"""Starting a game: sides and players of one game are named apart, compared as accounts compare names; a game
imported or played again keeps the names it had."""

from __future__ import annotations

import pytest

from scorepad.core.errors import Invalid
from scorepad.extensions import db
from scorepad.games.changes import change_game
from scorepad.games.export_import import export_json, import_game
from scorepad.games.start import GameRequest, NewSide, check_new_game, names_apart, rematch
from scorepad.models import Game, Side

from .conftest import ME

SIDE_TAKEN = "Another side of this game has this name."
PLAYER_TAKEN = "Another player of this game has this name."


def refused(asked: GameRequest) -> dict[str, str]:
    """The problems of a new game, by path."""
    with pytest.raises(Invalid) as error:
        check_new_game(asked)
    return {p.path: p.message for p in error.value.problems}


def test_two_sides_named_us_are_refused_on_the_second(context):
    sides = [{"name": "Us", "players": ["Anna", "Ben"]}, {"name": "us", "players": ["Cara", "Dan"]}]
    assert refused(GameRequest(sides=sides, ruleset="classic")) == {"sides.1.name": SIDE_TAKEN}


def test_a_player_named_twice_is_refused_where_the_name_comes_again(context):
    sides = [{"name": "A", "players": ["Anna", "Ben"]}, {"name": "B", "players": ["ＡＮＮＡ", "Dan"]}]
    assert refused(GameRequest(sides=sides, ruleset="classic")) == {"sides.1.players.0": PLAYER_TAKEN}


def test_a_player_alone_is_named_by_the_side_and_told_once(context):
    sides = [{"name": n, "players": [n]} for n in ("Anna", "Ben", "anna")]
    assert refused(GameRequest(sides=sides, ruleset="romme")) == {"sides.2.name": SIDE_TAKEN}


def test_names_apart_as_a_pure_check():
    sides = [NewSide("Us", ["Anna", "Ben"]), NewSide("Them", ["Cara", "anna"]), NewSide("US", ["Eva", ""])]
    assert [(p.path, p.message) for p in names_apart(sides)] == [
        ("sides.2.name", SIDE_TAKEN),
        ("sides.1.players.1", PLAYER_TAKEN),
    ]
    assert names_apart([NewSide("José", ["José"]), NewSide("Jose", ["Jose"])]) == []  # accents tell accounts apart


def test_players_given_by_league_id_are_not_compared_by_name():
    assert names_apart([NewSide("A", ["", ""], 0, (3, 4)), NewSide("B", ["", "Ben"], 0, (5, None))]) == []


def test_renaming_a_side_to_the_other_ones_name_is_refused(context, new_game):
    game = new_game()
    with pytest.raises(Invalid) as error:
        change_game(game.id, [{"name": "Cara & Dan"}, {}], None, ME)
    assert {p.path: p.message for p in error.value.problems} == {"sides.1.name": SIDE_TAKEN}


def test_an_old_game_with_a_name_twice_is_imported_and_played_again_as_it_was(context, new_game):
    game = new_game(sides=[{"name": "A", "players": ["Ida"]}, {"name": "B", "players": ["Jon"]}])
    db.session.execute(db.update(Side).where(Side.game_id == game.id).values(name="Us"))  # as before the check
    db.session.commit()
    data = export_json(db.session.get(Game, game.id))
    copy, _token = import_game(data, ME)
    assert [s.name for s in copy.sides] == ["Us", "Us"]
    again, _token = rematch(copy.id, ME)
    assert [s.name for s in again.sides] == ["Us", "Us"]


def test_the_api_names_the_field(client):
    sides = [{"name": "Us", "players": ["Anna"]}, {"name": "Us", "players": ["Ben"]}]
    answer = client.post("/api/games", json={"ruleset": "classic", "sides": sides})
    assert answer.status_code == 422 and answer.get_json()["errors"] == {"sides.1.name": SIDE_TAKEN}
    german = client.post("/api/games", json={"ruleset": "classic", "sides": sides}, headers={"Accept-Language": "de"})
    assert german.get_json()["errors"] == {"sides.1.name": "Eine andere Partei dieses Spiels hat schon diesen Namen."}
