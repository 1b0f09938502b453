"""An evening's settings checked: defaults, a band table given by preset or by rows, players by name or id, and
partnerships named or left to the draw."""

from __future__ import annotations

import pytest

from scorepad.core.errors import Invalid
from scorepad.evenings.bands import BURRACO_3_HANDS, bands
from scorepad.evenings.settings import EveningRequest, bands_asked, check_evening, groups_of, ref_of


def test_defaults_and_a_pairs_evening_moves_by_mitchell_unless_said(context):
    new = check_evening(EveningRequest("Friday", ["Anna", {"id": "Qm3kZ"}]), "classic")
    assert (new.form, new.movement, new.rounds, new.hands) == ("individuals", None, 3, None)
    assert new.scoring.method == "victory_points" and new.scoring.bands == BURRACO_3_HANDS
    assert new.groups == [[("Anna", None, "players.0")], [(None, "Qm3kZ", "players.1")]] and not new.named_pairs
    assert check_evening(EveningRequest("Friday", ["A", "B"], form="pairs"), "classic").movement == "mitchell"


def test_a_band_table_by_rows_is_checked_by_the_engine(context):
    table, problems = bands_asked([[50, 10, 10], [None, 20, 0]])
    assert table == bands((50, 10, 10), (None, 20, 0)) and problems == []
    assert bands_asked("burraco_3_hands") == (BURRACO_3_HANDS, [])
    with pytest.raises(Invalid) as refused:
        check_evening(EveningRequest("F", ["A"], bands=[[50, 10, 10], [150, 12, 9], [None, 20, 0]]), "classic")
    assert [p.path for p in refused.value.problems] == ["bands.1"]


def test_players_by_name_or_id_and_partnerships_named_or_drawn():
    assert ref_of("players.0", " Anna  Berg ") == (("Anna Berg", None, "players.0"), [])
    assert ref_of("players.0", {"id": "Qm3k"}) == ((None, "Qm3k", "players.0"), [])
    assert [p.path for p in ref_of("players.3", {"id": 3})[1]] == ["players.3"]
    assert [p.path for p in ref_of("new_players.1", {"id": "Qm3k"}, by_name_only=True)[1]] == ["new_players.1"]
    groups, named, problems = groups_of(EveningRequest("F", form="pairs", pairs=[["A", "B"], ["C", {"id": "x"}]]))
    assert named and not problems
    assert groups == [
        [("A", None, "pairs.0.0"), ("B", None, "pairs.0.1")],
        [("C", None, "pairs.1.0"), (None, "x", "pairs.1.1")],
    ]
    groups, named, problems = groups_of(EveningRequest("F", ["A", {"id": "x"}], new_players=["B"]))
    assert groups == [[("A", None, "players.0")], [(None, "x", "players.1")], [("B", None, "new_players.0")]]
    assert not named and not problems
    assert groups_of(EveningRequest("F", [["A", "B"]]))[2][0].path == "players.0"  # a list is no name
