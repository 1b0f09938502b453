"""A side's counts as the API takes and answers them (api/schemas/entries.py), made from a family's declarations."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from scorepad.api.schemas.entries import cards_models, entry_models
from scorepad.families.canasta.family import FAMILY as CANASTA
from scorepad.families.romme.family import FAMILY as ROMME


def test_a_families_entry_as_asked_stored_scored_and_explained():
    made = entry_models(CANASTA)
    assert [m.__name__ for m in made.values()] == [
        "CanastaEntryInput",
        "CanastaEntry",
        "CanastaScoredEntry",
        "CanastaExplainedEntry",
    ]
    asked = made["input"].model_validate({"meld_points": 240, "going_out": "out"})
    assert asked.natural_canastas == 0 and asked.meld_cards is None  # left out: 0, or none
    with pytest.raises(ValidationError):
        made["input"].model_validate({"meld_points": "240"})
    assert set(made["scored"].model_fields) >= {"breakdown", "score", "total"}


def test_cards_by_class_as_answered_and_asked():
    answered, asked = cards_models(ROMME)
    assert asked.model_validate({"jokers": 1}).model_dump(by_alias=True)["jokers"] == 1
    with pytest.raises(ValidationError):
        answered.model_validate({"jokers": 1})  # an answer names every class


def test_how_a_side_went_out_is_a_named_enum_or_null_and_stays_the_text_sent():
    asked = entry_models(CANASTA)["input"]
    schema = asked.model_json_schema()
    assert schema["properties"]["going_out"]["anyOf"] == [{"$ref": "#/$defs/CanastaGoingOut"}, {"type": "null"}]
    assert schema["$defs"]["CanastaGoingOut"] == {
        "description": "Who went out: how.",
        "enum": ["out", "concealed", "hand_canasta"],
        "title": "CanastaGoingOut",
        "type": "string",
    }
    sent = asked.model_validate({"going_out": "concealed"}).model_dump()["going_out"]
    assert sent == "concealed" and type(sent) is str  # the text, as the domain reads it
    assert asked.model_validate({"going_out": "sideways"}).going_out == "sideways"  # refused by the rules, in words
    with pytest.raises(ValidationError, match="string_type"):
        asked.model_validate({"going_out": 1})
