"""An app's API shapes (api/schemas/shapes.py): made from its families, shared by apps of the same families, each
union told apart by `family`, the problem carrying the game in the app's shapes."""

from __future__ import annotations

from scorepad.api.schemas.shapes import SHAPES, current_shapes, made_for, shapes_of
from scorepad.extensions import REGISTRY
from scorepad.families.canasta.family import FAMILY as CANASTA
from scorepad.families.romme.family import FAMILY as ROMME


def test_the_same_families_the_same_shapes_others_others():
    both = made_for((CANASTA, ROMME))
    assert made_for((CANASTA, ROMME)) is both and made_for((ROMME,)) is not both
    assert set(both.games) == {"canasta", "romme"}
    sides = [{"name": "A", "players": ["A"]}, {"name": "B", "players": ["B"]}]
    assert both.new_game.model_validate({"ruleset": "romme", "sides": sides}).root.family == "romme"
    assert made_for((ROMME,)).game.model_validate is not None


def test_an_apps_shapes_are_of_its_registry(app):
    assert shapes_of(app.extensions[REGISTRY]) is app.extensions[SHAPES]
    with app.app_context():
        assert current_shapes() is app.extensions[SHAPES]
    assert "game" in app.extensions[SHAPES].problem.model_fields and "tally" in app.extensions[SHAPES].games
