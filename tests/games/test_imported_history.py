"""History events from an imported file are read like any other input: kept in the shapes this app writes,
their author marked as imported, and neither the history page nor the API ever answers 500 on them, whatever
the file says (events stored before this check are shown harmlessly too)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorepad.core.errors import Invalid
from scorepad.core.sizes import HISTORY_MAX, ROUNDS_MAX
from scorepad.extensions import db
from scorepad.games import export_import
from scorepad.games import imported_history as imported
from scorepad.games.history import Actor, events_of
from scorepad.models import Event, Game
from scorepad.rules.entries import declared
from tests.conftest import HELD, TWO_PAIRS, WON
from tests.registry import family_of

IMPORTER = Actor("api", "import")
HOSTILE: list[dict[str, Any]] = [
    {"action": "round_added", "round": 1, "after": {"number": "1", "entries": "zzz"}},
    {
        "action": "round_corrected",
        "round": 1,
        "before": {"entries": [{"meld_points": [1], "nonsense": 2}, 5, None]},
        "after": {
            "number": 1,
            "entries": [
                {"going_out": {"x": 1}, "meld_cards": [1]},
                {"going_out": ["out"], "meld_cards": {"aces": "x", "zzz": 1}, "hand_points": -5},
                {"meld_points": 5},
            ],
        },
    },
    {
        "action": "game_changed",
        "before": {"sides": 5, "settings": "target"},
        "after": {
            "sides": [{"name": {"x": 1}, "players": "ab"}, 7],
            "settings": {"target": {"x": 1}, "card_values": [1], "initial_meld_steps": "x", "nonsense": 1},
        },
    },
    {
        "action": "game_changed",
        "before": {"sides": [{"name": "A"}], "settings": {"target": 5000}},
        "after": {"sides": [{"name": "B\u0000", "players": [None, 5, {"a": 1}]}], "settings": {"target": 3000}},
    },
    {"action": "created", "after": {"ruleset": {"x": 1}, "sides": "q", "imported_from": {"x": 1}, "rounds": "5"}},
    {"action": "round_deleted", "round": 1, "before": {"entries": None}},
    {"action": "finished", "after": {"totals": ["x", 2**70, 5]}},
    {"action": "reopened", "before": {"x": 1}, "after": [1, 2]},
    {"action": "no_such_action", "round": 3, "before": [], "after": "x"},
    {"action": "round_added"},  # names no round: left out
    {"action": "round_restored", "round": 0, "after": {"entries": []}},  # round 0 doesn't exist: left out
    {"action": "round_added", "after": {"number": 2, "entries": [WON, HELD]}},  # the round taken from the record
    {"action": None, "by": "=evil\u0000<script>alert(1)</script>", "at": "not a time"},
    {"at": "9999-12-31T23:59:59-05:00", "by": "x" * 500},  # past year 9999 in UTC
    {"action": "game_changed", "before": {"sides": [[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]}},
]


def exported(client: FlaskClient, make_game: Any, play: Any) -> dict[str, Any]:
    """A game with one round, exported."""
    game = make_game()
    assert play(game, WON, HELD).status_code == 201
    return client.get(f"/api/games/{game['id']}/export").get_json()


def test_hostile_events_are_kept_in_the_shapes_the_app_writes(new_game: Any) -> None:
    data = {"format": "scorepad-game", "ruleset": "classic", "sides": TWO_PAIRS, "rounds": [{"entries": [WON, HELD]}]}
    game, _token = export_import.import_game({**data, "history": [*HOSTILE, 1, "x", None, []]}, IMPORTER)
    events = events_of(game)
    kept = [e for e in events if e.imported]
    assert len(kept) == len(HOSTILE) - 2 and all(e.by_kind == "imported" for e in kept)
    names = {item.name for item in declared(family_of("classic").entry_class)}
    for event in kept:
        assert event.action in imported.ACTIONS
        if event.action.startswith("round_"):
            assert type(event.round) is int and 1 <= event.round <= ROUNDS_MAX
        for record in (event.before, event.after):
            for entry in (record or {}).get("entries", []) if isinstance(record, dict) else []:
                assert set(entry) <= names and all(v is None or type(v) in (int, str, dict) for v in entry.values())
        assert "\x00" not in event.by_name and len(event.by_name) <= 80
    corrected = next(e for e in kept if e.action == "round_corrected")
    assert len(corrected.after["entries"]) == 2  # one per side of the game
    assert corrected.after["entries"][0]["going_out"] is None and corrected.after["entries"][1]["hand_points"] == 0
    assert corrected.before["entries"][1] == {}  # not an object: nothing of it kept
    changed = [e for e in kept if e.action == "game_changed"]
    assert changed[0].before is None and changed[0].after == {
        "sides": [{"name": "{'x': 1}", "players": []}],
        "settings": {},
    }
    assert changed[1].after == {
        "sides": [{"name": "B", "players": ["", "5", "{'a': 1}"]}],
        "settings": {"target": 3000},
    }
    assert next(e for e in kept if e.action == "finished").after == {"totals": [None, None]}  # one per side
    assert next(e for e in kept if e.action == "created").after == {"imported_from": "{'x': 1}"}
    assert [e.round for e in kept if e.action == "round_added"] == [1, 2]
    assert events[-1].action == "created" and not events[-1].imported  # the import itself, by whoever imported


def test_an_imported_table_end_counts_only_for_families_that_have_one(new_game: Any) -> None:
    data = {"format": "scorepad-game", "ruleset": "classic", "sides": TWO_PAIRS, "rounds": [{"entries": [WON, HELD]}]}
    game, _token = export_import.import_game({**data, "ended_by_table": True}, IMPORTER)
    assert not game.ended_by_table and game.status == "playing"  # Canasta ends by its target only


def test_a_history_longer_than_the_cap_is_refused(new_game: Any) -> None:
    data = {"format": "scorepad-game", "ruleset": "classic", "sides": TWO_PAIRS, "rounds": []}
    with pytest.raises(Invalid) as refused:
        export_import.import_game({**data, "history": [{}] * (HISTORY_MAX + 1)}, IMPORTER)
    assert [p.path for p in refused.value.problems] == ["history"]
    assert db.session.scalar(db.select(db.func.count()).select_from(Game)) == 0


@pytest.mark.parametrize("event", HOSTILE, ids=[str(i) for i in range(len(HOSTILE))])
def test_the_history_page_and_api_show_any_imported_event(
    client: FlaskClient, make_game: Any, play: Any, event: dict[str, Any]
) -> None:
    data = exported(client, make_game, play)
    body = {**data, "history": [{k: v for k, v in event.items() if type(v) is not int or abs(v) < 2**63}]}
    answer = client.post("/api/games/import", json=body)
    assert answer.status_code == 201, answer.get_json()
    new = answer.get_json()
    assert client.post(new["edit_link"].split("5000", 1)[1]).status_code == 303  # this phone may edit: every button
    page = client.get(f"/games/{new['id']}/history")
    assert page.status_code == 200
    api = client.get(f"/api/games/{new['id']}/history")
    assert api.status_code == 200 and api.get_json()["events"][-1]["action"] == "created"
    copied = api.get_json()["events"][:-1]
    assert all(e.get("imported") for e in copied) and len(copied) == (0 if event in HOSTILE[9:11] else 1)
    html = page.get_data(as_text=True)
    assert "<script>alert" not in html and ("by an import" in html) is bool(copied)


def test_events_stored_before_imports_were_checked_are_shown_harmlessly(
    app: Flask, client: FlaskClient, make_game: Any, play: Any
) -> None:
    game = make_game()
    assert play(game, WON, HELD).status_code == 201
    with app.app_context():
        for event in HOSTILE:
            raw = {k: event.get(k) for k in ("before", "after")}
            db.session.add(
                Event(game_id=game["id"], action=str(event.get("action")), round=1, **raw, by_kind="imported")
            )
        db.session.commit()
    page = client.get(f"/games/{game['id']}/history")
    assert page.status_code == 200 and len(re.findall(r"<li>", page.get_data(as_text=True))) >= len(HOSTILE)
    assert client.get(f"/api/games/{game['id']}/history").status_code == 200


def test_an_imported_phone_removal_keeps_only_the_phones_name_as_plain_text(new_game: Any) -> None:
    data = {"format": "scorepad-game", "ruleset": "classic", "sides": TWO_PAIRS, "rounds": []}
    history = [
        {"action": "phone_removed", "before": {"phone": "Karl's\u0000 phone" + "x" * 50, "token": "t"}, "after": [1]},
        {"action": "phone_removed", "before": "Karl"},  # not the shape the app writes: nothing of it kept
    ]
    game, _token = export_import.import_game({**data, "history": history}, IMPORTER)
    kept = [(e.before, e.after) for e in events_of(game) if e.imported]
    assert sorted(kept, key=str) == sorted([({"phone": ("Karl's phone" + "x" * 50)[:40]}, None), (None, None)], key=str)
