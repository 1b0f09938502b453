"""Starting a game: sides and players of one game are named apart, compared as accounts compare names; a game
imported or played again keeps the names it had."""

from __future__ import annotations

from datetime import date

import pytest

from scorepad.core.errors import Invalid
from scorepad.core.tokens import matches
from scorepad.extensions import db
from scorepad.games import rounds
from scorepad.games.changes import change_game
from scorepad.games.export_import import export_json, import_game
from scorepad.games.history import events_of
from scorepad.games.rounds import RoundWrite
from scorepad.games.start import (
    GameRequest,
    NewSide,
    check_new_game,
    create_game,
    names_apart,
    parse_date,
    parse_dealer,
    parse_side,
    parse_sides,
    rematch,
)
from scorepad.models import Game, Side
from scorepad.rules.seating import TABLES
from tests.conftest import TWO_PAIRS, WON

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


# Mirrored tests of the module's own behaviour (branch mirror1)


def paths(problems) -> list[str]:
    """The fields the problems name."""
    return [p.path for p in problems]


def test_a_side_is_its_name_its_players_and_its_start():
    assert parse_side(0, {"name": "A", "players": ["Anna", {"id": "Qm3kx"}], "start": -50}, 3) == (
        NewSide("A", ["Anna", ""], -50, (None, "Qm3kx")),
        [],
    )
    assert paths(parse_side(1, "A", 3)[1]) == ["sides.1"]
    assert paths(parse_side(0, {"name": "A", "players": [{"id": 7}]}, 3)[1]) == ["sides.0.players.0"]  # no public id
    side, problems = parse_side(0, {"name": "", "players": ["Anna"] * 4, "start": 12}, 3)
    assert side is None and paths(problems) == ["sides.0.name", "sides.0.players", "sides.0.start"]
    assert problems[1].text() == "Must be a list of 1 to 3 player names."


def test_romme_carries_over_any_whole_number_and_canasta_a_multiple_of_5(context):
    # RULES.md 10: Rommé's loss points are the cards' values, any whole number; a paper sheet's 47 carries over
    sides = [{"name": "Anna", "players": ["Anna"], "start": 47}, {"name": "Ben", "players": ["Ben"], "start": -3}]
    check_new_game(GameRequest(sides=sides, ruleset="romme"))  # nothing refused
    pairs = [{**TWO_PAIRS[0], "start": 47}, TWO_PAIRS[1]]
    assert refused(GameRequest(sides=pairs, ruleset="classic")) == {
        "sides.0.start": "Must be a whole multiple of 5 (negative allowed)."
    }
    assert refused(GameRequest(sides=[{**sides[0], "start": 4.5}, sides[1]], ruleset="romme")) == {
        "sides.0.start": "Must be a whole number (negative allowed)."
    }


def test_the_sides_must_make_one_of_the_familys_tables():
    sides, problems = parse_sides(TABLES, TWO_PAIRS)
    assert [s.players for s in sides] == [["Anna", "Ben"], ["Cara", "Dan"]] and problems == []
    assert parse_sides(TABLES, [TWO_PAIRS[0]])[1][0].text() == "Must be a list of 2 to 3 sides."
    three_one = [{"name": "A", "players": ["a", "b", "c"]}, {"name": "B", "players": ["d"]}]
    assert parse_sides(TABLES, three_one)[1][0].text() == (
        "Players per side must make a table of 1-1, 1-1-1, 2-2, 3-2, 2-3, 2-2-2, 3-3."
    )


def test_the_dealer_and_the_date():
    assert parse_dealer(None, 4) == (0, "clockwise", [])
    assert parse_dealer({"first": 3, "rotation": "winner"}, 4) == (3, "winner", [])
    first, rotation, problems = parse_dealer({"first": 4, "rotation": "left"}, 4)
    assert first == 0 and paths(problems) == ["dealer.first", "dealer.rotation"]
    assert problems[0].text() == "Must be a seat number from 0 to 3."
    assert parse_date("2025-05-01") == (date(2025, 5, 1), []) and parse_date(None) == (None, [])
    assert paths(parse_date("01.05.2025", "when")[1]) == ["when"]


def test_a_whole_request_is_checked_at_once(context):
    new = check_new_game(GameRequest(TWO_PAIRS, "german", {"target": 6000}, {"first": 1}, "2025-05-01"))
    assert (new.ruleset, new.rules.target, new.rules.hand_canasta_allowed, new.first_dealer) == (
        "german",
        6000,
        True,
        1,
    )
    with pytest.raises(Invalid) as refused:
        check_new_game(GameRequest([{"name": n, "players": [{"id": "Qm3kx"}]} for n in "AB"], "poker", None, None, "soon"))
    assert paths(refused.value.problems) == ["ruleset", "sides", "played_on"]
    assert refused.value.problems[1].text() == "Players are given by id only in a league game."


def test_a_league_game_is_played_by_the_leagues_rules(new_league):
    league = new_league(target=8000)
    assert check_new_game(GameRequest(TWO_PAIRS), league).rules.target == 8000
    with pytest.raises(Invalid) as refused:
        check_new_game(GameRequest(TWO_PAIRS, settings={"target": 100}), league)
    assert refused.value.problems[0].path == "settings"


def test_a_new_game_is_stored_with_its_seats_and_a_token_kept_as_a_hash(context):
    game, token = create_game(GameRequest(TWO_PAIRS, "classic", dealer={"first": 2}), ME)
    stored = db.session.get(Game, game.id)
    assert matches(stored.token_hash, token) and stored.first_dealer == 2 and stored.version == 1
    assert [[seat.player.name for seat in s.seats] for s in stored.sides] == [["Anna", "Ben"], ["Cara", "Dan"]]
    assert [(s.start, s.total) for s in stored.sides] == [(0, 0), (0, 0)] and stored.status == "playing"
    (created,) = events_of(stored)
    assert created.action == "created" and created.after["ruleset"] == "classic"


def test_a_rematch_keeps_the_table_and_rules_and_starts_afresh(new_game):
    game = new_game(ruleset="german", dealer={"first": 1, "rotation": "loser"})
    rounds.save_round(game.id, RoundWrite([WON, {"hand_points": 100}]), ME)
    again, token = rematch(game.id, ME)
    assert again.id != game.id and token
    assert (again.ruleset_key, again.settings, again.deal_rotation, again.first_dealer) == (
        "german",
        game.settings,
        "loser",
        0,
    )
    assert [s.name for s in again.sides] == ["Anna & Ben", "Cara & Dan"] and [s.total for s in again.sides] == [0, 0]
