"""The API's answers filled from the domain (api/answers.py): checked and written by the app's family shapes."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from scorepad.api.answers import current_game_json, game_shape, rulesets_json, shaped
from scorepad.extensions import REGISTRY


def test_each_family_has_its_shape_of_each_answer(app):
    with app.app_context():
        assert game_shape("romme").__name__ == "RommeGame" and game_shape("tally", "written").__name__ == "TallyRoundWritten"
        with pytest.raises(ValidationError):
            shaped(game_shape("tally", "ruleset"), {"family": "tally", "key": "tally"})


def test_every_rule_set_of_the_app_in_its_familys_shape(app):
    with app.test_request_context():
        listed = rulesets_json()["rulesets"]
    assert [r["key"] for r in listed] == list(app.extensions[REGISTRY].rulesets)
    assert {r["family"] for r in listed} == set(app.extensions[REGISTRY].families)


def test_the_game_as_it_is_now_or_none(app, make_game):
    game = make_game()
    with app.test_request_context():
        assert current_game_json(game["id"])["version"] == 1 and current_game_json("nosuchgame") is None
