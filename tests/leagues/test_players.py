"""A league player's record (leagues/players.py), below HTTP: merging two records of one person, renaming, and
the record the player page shows (games, partners, best and average round)."""

from __future__ import annotations

import pytest

from scorepad.core.errors import Conflict, Invalid
from scorepad.extensions import db
from scorepad.games import rounds
from scorepad.games.rounds import RoundWrite
from scorepad.leagues.players import games_of, lower_wins, merge_players, player_json, rename_player, round_figures
from scorepad.models import League, Player

from .conftest import ME


def person(league: League, name: str) -> Player:
    """A league player by name."""
    return db.session.scalar(db.select(Player).where(Player.league_id == league.id, Player.name == name))


def test_the_record_a_player_page_shows(new_league, played):
    league = new_league(target=500)
    first = played(league, ["Anna", "Ben"], ["Cara", "Dan"], "2025-05-01")
    played(league, ["Cara", "Dan"], ["Anna", "Ben"], "2025-05-02")
    third = played(league, ["Anna", "Cara"], ["Ben", "Dan"], "2025-05-03")
    anna = person(league, "Anna")
    record = player_json(anna)
    assert (record["name"], record["league"], record["played"], record["won"]) == ("Anna", league.id, 3, 2)
    assert [g["id"] for g in record["games"]] == [first.id, record["games"][1]["id"], third.id]
    assert record["games"][0] | {"id": None} == {
        "id": None,
        "played_on": "2025-05-01",
        "status": "finished",
        "side": "Anna & Ben",
        "partners": [{"id": person(league, "Ben").public_id, "name": "Ben"}],
        "opponents": ["Cara & Dan"],
        "total": 900,
        "against": 80,
        "won": True,
    }
    assert [(p["name"], p["games"]) for p in record["partners"]] == [("Ben", 2), ("Cara", 1)]
    assert record["best_round"] == {"game": record["best_round"]["game"], "round": 1, "score": 900}
    assert record["average_round"] == pytest.approx((900 + 80 + 900) / 3)
    assert {g.id for g in games_of(anna)} == {g["id"] for g in record["games"]}


def test_a_romme_players_best_round_is_the_lowest(new_game):
    game = new_game(ruleset="romme", sides=[{"name": n, "players": [n]} for n in ("Anna", "Ben")])
    rounds.save_round(game.id, RoundWrite([{"hand_points": 20}, {"going_out": "out"}]), ME)
    rounds.save_round(game.id, RoundWrite([{"going_out": "out"}, {"hand_points": 40}]), ME)
    anna = game.sides[0].seats[0].player
    assert lower_wins(anna) is True  # a casual game's player: by the game's family
    best, average = round_figures(anna)
    assert (best["round"], best["score"], average) == (2, 0, 10.0)


def test_merging_moves_every_game_and_removes_the_other_record(new_league, played):
    league = new_league(target=500)
    played(league, ["Anna", "Ben"], ["Cara", "Dan"])
    played(league, ["Ann", "Ben"], ["Cara", "Dan"])
    ann, anna = person(league, "Ann"), person(league, "Anna")
    kept = merge_players(league, ann.public_id, anna.public_id)
    assert kept.id == anna.id and person(league, "Ann") is None
    assert player_json(kept)["played"] == 2 and player_json(kept)["won"] == 2


def test_a_merge_that_cannot_be_is_refused(new_league, played):
    league = new_league(target=500)
    played(league, ["Anna", "Ben"], ["Cara", "Dan"])
    anna, ben = person(league, "Anna"), person(league, "Ben")
    with pytest.raises(Invalid) as refused:
        merge_players(league, 99999, "x")
    assert [p.path for p in refused.value.problems] == ["from", "into"]
    with pytest.raises(Invalid, match="themself"):
        merge_players(league, anna.public_id, anna.public_id)
    with pytest.raises(Conflict, match="two people"):
        merge_players(league, anna.public_id, ben.public_id)


def test_a_player_at_a_club_evening_is_kept_whose_draw_names_them(new_league):
    from scorepad.evenings.settings import EveningRequest
    from scorepad.evenings.start import create_evening
    from scorepad.games.history import Actor

    league = new_league(target=500)
    create_evening(league, EveningRequest("Friday", ["Anna", "Ann", "Ben", "Cara"]), Actor("league_token"))
    ann, anna = person(league, "Ann"), person(league, "Anna")
    with pytest.raises(Conflict, match="club evening"):
        merge_players(league, ann.public_id, anna.public_id)
    assert person(league, "Ann") is not None


def test_a_player_is_renamed_everywhere_unless_the_name_is_taken(new_league, played):
    league = new_league(target=500)
    game = played(league, ["Anna", "Ben"], ["Cara", "Dan"])
    anna = person(league, "Anna")
    assert rename_player(league, anna.public_id, "Annie").name == "Annie"
    db.session.expire_all()
    assert game.sides[0].seats[0].player.name == "Annie"
    with pytest.raises(Conflict, match="Another player"):
        rename_player(league, anna.public_id, "Ben")
    with pytest.raises(Invalid) as refused:
        rename_player(league, anna.public_id, "")
    assert refused.value.problems[0].path == "name"
    with pytest.raises(Invalid):
        rename_player(new_league("Other"), anna.public_id, "Anna")
