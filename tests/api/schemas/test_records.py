"""A game's record as the API shows it (api/schemas/records.py): the export, and what an import takes (anything
computed in the file ignored)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from scorepad.api.schemas.events import Event, RoundEvent, RoundRecord
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


def test_an_events_action_is_one_of_the_actions_a_game_records():
    event = {"at": "2026-11-26T06:30:05Z", "round": None, "before": None, "after": None, "by": "api"}
    assert History.model_validate({"events": [{**event, "action": "finished"}], "next": None}).events[0].root.action == "finished"
    with pytest.raises(ValidationError, match="action"):
        History.model_validate({"events": [{**event, "action": "shuffled"}], "next": None})


def test_an_events_before_and_after_have_its_actions_shape():
    event = {"at": "2026-11-26T06:30:05Z", "round": 2, "by": "api"}
    corrected = {"number": 2, "entries": [{"meld_points": 90}, {}], "unconfirmed": [1]}
    read = Event.model_validate({**event, "action": "round_corrected", "before": None, "after": corrected}).root
    assert isinstance(read, RoundEvent) and isinstance(read.after, RoundRecord) and read.after.unconfirmed == [1]
    later = {**corrected, "why": "a member added later"}  # records are open: a newer server's member is kept
    kept = Event.model_validate({**event, "action": "round_added", "before": None, "after": later})
    assert kept.model_dump(mode="json", exclude_unset=True)["after"]["why"] == "a member added later"
    with pytest.raises(ValidationError, match="photo_added.before.photo"):  # a photo's id is text
        Event.model_validate({**event, "action": "photo_added", "before": {"photo": 7}, "after": None})
    with pytest.raises(ValidationError, match="reopened.after"):  # reopening records nothing
        Event.model_validate({**event, "action": "reopened", "before": None, "after": {"totals": [1]}})
