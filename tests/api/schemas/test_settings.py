"""Rule settings as the API shows and accepts them (api/schemas/settings.py), made from a family's declarations."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from scorepad.api.schemas.settings import setting_type, settings_model
from scorepad.families.canasta.family import FAMILY as CANASTA
from scorepad.rules.settings import declared


def test_every_setting_as_answered_and_a_change_as_asked():
    complete, change = settings_model(CANASTA, complete=True), settings_model(CANASTA, complete=False)
    assert complete.__name__ == "CanastaSettings" and change.__name__ == "CanastaSettingsChange"
    assert change.model_validate({"target": 3000}).model_dump(exclude_unset=True) == {"target": 3000}
    with pytest.raises(ValidationError):
        complete.model_validate({"target": 3000})  # an answer holds every setting
    assert "default" not in change.model_json_schema()["properties"]["target"]


def test_a_settings_bounds_are_shown_in_its_schema():
    target = next(s for s in declared(CANASTA.rules_class) if s.name == "target")
    assert setting_type(target, "Canasta", nullable=False) is not None
    schema = settings_model(CANASTA, complete=True).model_json_schema()["properties"]["target"]
    assert schema["minimum"] == 5 and schema["multipleOf"] == 5


def test_a_choice_is_a_named_enum_and_a_map_a_named_object_null_beside_them_in_a_change():
    schema = settings_model(CANASTA, complete=False).model_json_schema()
    defs, props = schema["$defs"], schema["properties"]
    assert props["red_threes_unmet"]["anyOf"] == [{"$ref": "#/$defs/CanastaRedThreesUnmet"}, {"type": "null"}]
    assert defs["CanastaRedThreesUnmet"]["enum"] == ["negative", "zero", "positive"]
    assert props["card_values"]["anyOf"] == [{"$ref": "#/$defs/CanastaCardValues"}, {"type": "null"}]
    assert defs["CanastaCardValues"]["additionalProperties"] == {"type": "integer"}
    answered = settings_model(CANASTA, complete=True).model_json_schema()["properties"]
    assert answered["red_threes_unmet"] == {"$ref": "#/$defs/CanastaRedThreesUnmet", "description": "Otherwise red threes count"}


def test_a_choice_stays_the_text_sent_for_the_rules_to_check():
    change = settings_model(CANASTA, complete=False)
    assert change.model_validate({"red_threes_unmet": "zero"}).model_dump(exclude_unset=True) == {
        "red_threes_unmet": "zero"
    }
    kept = change.model_validate({"red_threes_unmet": "sometimes"}).model_dump(exclude_unset=True)
    assert kept == {"red_threes_unmet": "sometimes"}  # the rules refuse it, in the reader's language
    with pytest.raises(ValidationError, match="string_type"):
        change.model_validate({"red_threes_unmet": 3})
