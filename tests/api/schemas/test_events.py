"""A history event in the shape of its action: before and after typed by it, open to members added later; a
stored event of a shape its action never had shown harmlessly."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from scorepad.api.schemas.events import Event, RoundEvent, RoundRecord, shown_event
from scorepad.api.schemas.records import History


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


def test_a_stored_event_of_another_shape_is_shown_without_its_records() -> None:
    event = {"at": "2026-11-26T06:30:05Z", "round": 1, "by": "imported Karl"}
    hostile = {**event, "action": "round_added", "before": "<script>", "after": {"number": "1", "entries": "zzz"}}
    assert shown_event(hostile) == {**event, "action": "round_added", "before": None, "after": None}
    unknown = {**event, "action": "shuffled", "before": None, "after": None}
    assert shown_event(unknown)["action"] == "game_changed"
    fine = {**event, "action": "finished", "before": None, "after": {"totals": [120, None]}}
    assert shown_event(fine) == fine  # an event of its action's shape is shown as it is
    assert Event.model_validate(shown_event(hostile)).root.action == "round_added"
