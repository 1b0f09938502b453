"""A whole game out as JSON or CSV and back in as a new game (games/export_import.py), below HTTP: the file holds
what rebuilds the game, the import re-scores it with our engine and marks the old history imported."""

from __future__ import annotations

import pytest

from scorepad.core.errors import Invalid
from scorepad.core.spreadsheet import BOM
from scorepad.extensions import db
from scorepad.games import rounds
from scorepad.games.export_import import FORMAT, export_csv, export_json, import_game
from scorepad.games.history import events_of
from scorepad.games.rounds import RoundWrite
from scorepad.models import Game
from tests.conftest import HELD, WON

from .conftest import ME


@pytest.fixture
def played(new_game) -> Game:
    """A classic game of two rounds: 940 and 40, then 40 and 940."""
    game = new_game(dealer={"first": 1, "rotation": "loser"})
    rounds.save_round(game.id, RoundWrite([WON, HELD]), ME)
    rounds.save_round(game.id, RoundWrite([HELD, WON]), ME)
    return db.session.get(Game, game.id)


def test_the_json_holds_everything_that_rebuilds_the_game(played):
    out = export_json(played)
    assert (out["format"], out["version"], out["id"], out["ruleset"]) == (FORMAT, 1, played.id, "classic")
    assert out["sides"][0] == {"name": "Anna & Ben", "players": ["Anna", "Ben"], "start": 0}
    assert out["dealer"] == {"first": 1, "rotation": "loser"} and out["totals"] == [980, 980]
    assert [r["number"] for r in out["rounds"]] == [1, 2] and out["rounds"][0]["entries"][0]["meld_points"] == 240
    assert [e["action"] for e in out["history"]] == ["created", "round_added", "round_added"]
    assert out["history"][1]["by"] == "phone test" and out["settings"]["target"] == 5000


def test_the_csv_has_a_line_per_side_per_round_with_score_and_total(played):
    text = export_csv(played)
    assert text.startswith(BOM)
    lines = text[len(BOM) :].splitlines()
    header = lines[0].split(",")
    assert header[:3] == ["round", "side", "meld_points"] and header[-3:] == ["going_out", "score", "total"]
    assert len(lines) == 5
    first = dict(zip(header, lines[1].split(","), strict=True))
    assert (first["round"], first["side"], first["meld_points"], first["going_out"]) == (
        "1",
        "Anna & Ben",
        "240",
        "out",
    )
    assert (first["score"], first["total"]) == ("940", "940")
    last = dict(zip(header, lines[4].split(","), strict=True))
    assert (last["side"], last["going_out"], last["score"], last["total"]) == ("Cara & Dan", "out", "940", "980")


def test_an_import_is_a_new_game_re_scored_with_its_history_marked_imported(played):
    data = export_json(played)
    data["totals"] = [1, 2]  # informative only: the engine scores again
    game, token = import_game(data, ME)
    assert game.id != played.id and token
    assert [s.total for s in game.sides] == [980, 980] and (game.first_dealer, game.deal_rotation) == (1, "loser")
    events = events_of(game)
    assert [e.imported for e in events] == [True, True, True, False]
    assert events[-1].action == "created" and events[-1].after == {"imported_from": played.id, "rounds": 2}


def test_a_bad_round_in_the_file_is_named_by_its_place_and_nothing_is_stored(played):
    data = export_json(played)
    data["rounds"][1]["entries"][0]["meld_points"] = 241
    before = db.session.scalar(db.select(db.func.count()).select_from(Game))
    with pytest.raises(Invalid) as refused:
        import_game(data, ME)
    assert [p.path for p in refused.value.problems] == ["rounds.1.entries.0.meld_points"]
    assert db.session.scalar(db.select(db.func.count()).select_from(Game)) == before
