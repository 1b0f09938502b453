"""The setting kinds every family may declare: a list of numbers in order, and whole numbers by name."""

from dataclasses import dataclass

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
