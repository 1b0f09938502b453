"""The setting kinds every family may declare: a list of numbers in order (of a set length, if given), whole
numbers by name, and a selection of points by name (the whole set replaced)."""

from dataclasses import dataclass

import pytest

from scorepad.rules.settings import MAX_ITEMS, apply_changes, declared, from_json, setting, to_json


@dataclass(frozen=True)
class Shelf:
    """A small rules class made only here."""

    steps: tuple[int, ...] = setting((10, 20), "list", "Steps", low=0, high=100, multiple=5)
    needed: dict[str, int] = setting(
        {"red": 1, "blue": 0}, "counts", "Needed", keys=(("red", "Red"), ("blue", "Blue")), high=3
    )
    spare: tuple[int, ...] | None = setting(None, "list", "Spare", none_label="none")


def test_a_list_is_numbers_in_order_each_checked():
    rules, problems = apply_changes(Shelf(), {"steps": [5, 100, 0]})
    assert problems == [] and rules.steps == (5, 100, 0)
    assert to_json(rules)["steps"] == [5, 100, 0] and from_json(Shelf, to_json(rules)) == rules
    _, problems = apply_changes(Shelf(), {"steps": [5, 105, 7, True]})
    assert {p.path: p.text() for p in problems} == {
        "settings.steps.1": "Must be from 0 to 100.",
        "settings.steps.2": "Must be a multiple of 5.",
        "settings.steps.3": "Must be a whole number (a JSON integer).",
    }
    for shape in ([], {"1": 5}, "5, 10", [5] * (MAX_ITEMS + 1)):
        _, problems = apply_changes(Shelf(), {"steps": shape})
        assert [(p.path, p.text()) for p in problems] == [
            ("settings.steps", "Must be a list of 1 to 20 whole numbers.")
        ]


def test_counts_by_name_keep_the_names_not_given():
    rules, problems = apply_changes(Shelf(), {"needed": {"blue": 3}})
    assert problems == [] and rules.needed == {"red": 1, "blue": 3}
    assert Shelf().needed == {"red": 1, "blue": 0}  # the default is copied, not changed
    assert from_json(Shelf, to_json(rules)) == rules
    _, problems = apply_changes(Shelf(), {"needed": {"red": 4, "green": 1}})
    assert {p.path: p.text() for p in problems} == {
        "settings.needed.green": "Unknown name; the names are: red, blue.",
        "settings.needed.red": "Must be a whole number from 0 to 3.",
    }
    _, problems = apply_changes(Shelf(), {"needed": [1, 0]})
    assert [p.text() for p in problems] == ["Must be an object of whole numbers by name."]


def test_either_kind_may_be_optional():
    assert [s.name for s in declared(Shelf) if s.optional] == ["spare"]
    rules, problems = apply_changes(Shelf(), {"spare": [1, 2]})
    assert problems == [] and rules.spare == (1, 2)
    assert apply_changes(rules, {"spare": None})[0].spare is None
    assert to_json(Shelf())["spare"] is None and from_json(Shelf, to_json(Shelf())) == Shelf()


@dataclass(frozen=True)
class Tiny:
    """Rules with one setting of each kind this test is about."""

    scale: tuple[int, ...] = setting((100, 300, 500), "list", "Scale", length=3, multiple=5)
    extras: dict[str, int] = setting({"star": 10}, "selection", "Extras", keys=(("star", "Star"), ("moon", "Moon")))


def test_json_shapes_and_round_trip():
    assert to_json(Tiny()) == {"scale": [100, 300, 500], "extras": {"star": 10}}
    assert from_json(Tiny, to_json(Tiny())) == Tiny()
    assert [s.kind for s in declared(Tiny)] == ["list", "selection"]
    assert Tiny().extras is not Tiny().extras  # each instance its own mapping


def test_changes_replace_the_whole_value():
    rules, problems = apply_changes(Tiny(), {"scale": [0, 50, 1000], "extras": {"moon": 25}})
    assert problems == [] and rules == Tiny(scale=(0, 50, 1000), extras={"moon": 25})
    rules, problems = apply_changes(Tiny(), {"extras": {}})
    assert problems == [] and rules.extras == {}  # an empty selection: none at all


@pytest.mark.parametrize(
    ("value", "paths"),
    [
        ([100, 300], {"settings.scale"}),
        ([100, 300, 500, 700], {"settings.scale"}),
        ({"1": 100}, {"settings.scale"}),
        ("100,300,500", {"settings.scale"}),
        ([100, 301, -5], {"settings.scale.1", "settings.scale.2"}),
        ([100, True, 500.0], {"settings.scale.1", "settings.scale.2"}),
    ],
)
def test_a_bad_scale_is_named(value, paths):
    rules, problems = apply_changes(Tiny(), {"scale": value})
    assert rules is None and {p.path for p in problems} == paths


@pytest.mark.parametrize(
    ("value", "paths"),
    [
        ([["star", 10]], {"settings.extras"}),
        ({"sun": 10}, {"settings.extras.sun"}),
        ({"star": 0, "moon": 12}, {"settings.extras.star", "settings.extras.moon"}),
        ({"star": None}, {"settings.extras.star"}),
    ],
)
def test_a_bad_selection_is_named(value, paths):
    rules, problems = apply_changes(Tiny(), {"extras": value})
    assert rules is None and {p.path for p in problems} == paths


def test_messages_in_words():
    _, problems = apply_changes(Tiny(), {"scale": [1], "extras": 5})
    assert [p.text() for p in problems] == [
        "Must be a list of 3 whole numbers.",
        'Must be an object of points by name, like {"star": 500}.',
    ]
