"""A game's record as the API shows it (api/schemas/records.py): the export, and what an import takes (anything
computed in the file ignored)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from scorepad.api.schemas.records import History, record_models
from scorepad.api.schemas.shapes import own_shapes
from scorepad.families.romme.family import FAMILY as ROMME


def test_a_familys_export_and_import():
    made = record_models(ROMME, own_shapes(ROMME))
    assert (made["export"].__name__, made["import"].__name__) == ("RommeExport", "RommeImport")
    asked = made["import"].model_validate(
        {
            "format": "scorepad-game",
            "sides": [{"name": "A", "players": ["A"]}, {"name": "B", "players": ["B"]}],
            "rounds": [{"entries": [{"going_out": "out", "score": 99}, {"hand_points": 5, "total": 5}]}],
        }
    )
    assert asked.family == "romme" and asked.ruleset == "romme" and asked.history == []


def test_a_history_page():
    page = History.model_validate({"events": [], "next": None})
    assert page.next is None


def test_the_last_history_page_says_next_is_null():  # as the server sends it: always there, null on the last page
    with pytest.raises(ValidationError, match="next"):
        History.model_validate({"events": []})
