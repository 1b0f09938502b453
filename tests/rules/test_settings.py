"""The shared setting kinds: a scale (points for 1 to `high`, as a list) and a selection (points by key, any
of them, the whole set replaced)."""

from dataclasses import dataclass

import pytest

from scorepad.rules.settings import apply_changes, declared, from_json, setting, to_json


@dataclass(frozen=True)
class Tiny:
    """Rules with one setting of each kind this test is about."""

    scale: tuple[int, ...] = setting((100, 300, 500), "scale", "Scale", high=3)
    extras: dict[str, int] = setting({"star": 10}, "selection", "Extras", keys=(("star", "Star"), ("moon", "Moon")))


def test_json_shapes_and_round_trip():
    assert to_json(Tiny()) == {"scale": [100, 300, 500], "extras": {"star": 10}}
    assert from_json(Tiny, to_json(Tiny())) == Tiny()
    assert [s.kind for s in declared(Tiny)] == ["scale", "selection"]
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
        "Must be a list of 3 points, for 1 to 3.",
        'Must be an object of points by name, like {"star": 500}.',
    ]
