"""What every API shape shares (api/schemas/base.py): whole numbers as JSON Schema counts them, closed objects, a
family's title, unions told apart by `family`, and a body read as the family it names or implies."""

from __future__ import annotations

import pytest
from pydantic import TypeAdapter, ValidationError

from scorepad.api.schemas.base import FAMILY, Closed, Int, family_reader, one_of, per_family, root, title, whole
from tests.registry import FAMILIES


def test_whole_numbers_and_closed_objects():
    assert whole(3125.0) == 3125 and whole(1.5) == 1.5 and whole(True) is True
    assert TypeAdapter(Int).validate_python(7.0) == 7
    with pytest.raises(ValidationError):
        TypeAdapter(Int).validate_python("7")

    class Small(Closed):
        n: Int

    with pytest.raises(ValidationError):
        Small.model_validate({"n": 1, "extra": 2})


def test_a_familys_title_and_a_shape_per_family():
    assert title("hand_and_foot") == "HandAndFoot" and title("romme") == "Romme"
    assert per_family(FAMILIES, lambda f: f.key.upper())["tally"] == "TALLY"


def test_a_body_is_read_as_the_family_it_names_or_its_rule_set_or_the_games():
    read = family_reader(FAMILIES)
    assert read({"family": "romme", "ruleset": "classic"}) == "romme"
    assert read({"ruleset": "whitnack"}) == "hand_and_foot" and read({"family": "poker"}) == "canasta"
    token = FAMILY.set("tally")
    try:
        assert read({}) == "tally" and read([1]) == "tally"
    finally:
        FAMILY.reset(token)


def test_unions_are_told_apart_by_family_and_named_for_the_document():
    class A(Closed):
        family: str = "a"

    assert one_of({"a": A}) is A  # one family: no union
    model = root("Things", one_of({"a": A}), "Things.")
    assert model.__name__ == "Things" and model.__doc__ == "Things." and model.model_validate({"family": "a"}).root == A()
