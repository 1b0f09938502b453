"""Games as the API answers them (api/schemas/games.py): every answer of a family's game, its own figures typed."""

from __future__ import annotations

from scorepad.api.schemas.games import figure_type, figures, game_models, ruleset_key
from scorepad.api.schemas.shapes import own_shapes
from scorepad.families.canasta.family import FAMILY as CANASTA
from scorepad.families.kin.figures import Minimums


def test_every_answer_of_a_familys_game():
    made = game_models(CANASTA, own_shapes(CANASTA))
    assert {k: m.__name__ for k, m in made.items()} == {
        "game": "CanastaGame",
        "created": "CanastaGameCreated",
        "written": "CanastaRoundWritten",
        "preview": "CanastaPreview",
        "explained": "CanastaExplainedRound",
        "ruleset": "CanastaRulesetInfo",
    }
    assert {"target", "tie_over_target", "dealer", "version"} <= set(made["game"].model_fields)
    assert "token" in made["created"].model_fields and "game" in made["written"].model_fields


def test_a_familys_own_figures_and_rule_sets():
    minimums = figure_type(CANASTA, Minimums)
    assert minimums.__name__ == "CanastaMinimums" and figure_type(CANASTA, int) is int
    assert minimums.model_validate({"before": [50], "after": [90]}).after == [90]
    assert set(figures(CANASTA, "side")) == {"initial_meld"}
    assert ruleset_key(CANASTA) is not None
