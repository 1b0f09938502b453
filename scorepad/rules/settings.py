"""Rule settings declared once: each is a field of a family's frozen rules class, carrying its kind,
bounds, default, label and help. Checking a table's changes, the JSON form, the API schema, the new-game
form and the rules sheet are all made from these declarations."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from functools import cache
from typing import Any, Literal

from .problems import N_, Problem

MAX_SETTING = 1_000_000
MAX_ITEMS = 20  # the longest list a "list" setting takes (minimums for 20 rounds; later rounds keep the last)

Kind = Literal["count", "points", "flag", "choice", "card_values", "steps", "table", "list", "counts", "selection"]


@dataclass(frozen=True)
class Setting:
    """One rule setting a table agrees on before the game: how its value is written, checked and shown.

    kind: count (a whole number from `low` to `high`), points (the same, in steps of `multiple`),
    flag (yes or no), choice (one of `choices`), card_values (points per card class of `keys`),
    steps (initial-meld minimums by total), table (points for a number from 1 to `high`),
    list (1 to MAX_ITEMS whole numbers in order, exactly `length` of them if given, each from `low` to `high` in
    steps of `multiple`),
    counts (a whole number from `low` to `high` for each of `keys`; keys not named keep the preset's),
    selection (points for any of `keys`, the whole set replaced: {} for none).
    `none_label` makes the setting optional: null is allowed and means what it says.
    """

    kind: Kind
    label: str
    help: str = ""
    low: int = 0
    high: int = MAX_SETTING
    length: int | None = None
    multiple: int = 1
    choices: tuple[tuple[str, str], ...] = ()
    keys: tuple[tuple[str, str], ...] = ()
    none_label: str | None = None
    name: str = ""

    @property
    def optional(self) -> bool:
        """Whether null is a value of this setting."""
        return self.none_label is not None


def setting(default: Any, kind: Kind, label: str, **options: Any) -> Any:
    """A rules-class field declaring one setting (mutable defaults are copied per instance)."""
    meta = {"setting": Setting(kind, label, **options)}
    if isinstance(default, dict):
        return field(default_factory=lambda: dict(default), metadata=meta)
    return field(default=default, metadata=meta)


def points(default: int, label: str, low: int = 0, **options: Any) -> Any:
    """A setting worth points: a multiple of 5 from `low` (0 unless said)."""
    return setting(default, "points", label, low=low, multiple=5, **options)


@cache  # a class's declarations never change; read on every entry of every round
def declared(rules_class: type) -> tuple[Setting, ...]:
    """Every setting of a family's rules class, in declaration order, each knowing its name."""
    return tuple(replace(f.metadata["setting"], name=f.name) for f in fields(rules_class) if "setting" in f.metadata)


def to_json(rules: Any) -> dict[str, Any]:
    """The settings as plain JSON values (the shape stored with a game, shown and accepted by the API)."""
    out: dict[str, Any] = {}
    for item in declared(type(rules)):
        value = getattr(rules, item.name)
        if value is None:  # an optional setting left unset
            pass
        elif item.kind == "steps":
            value = [list(step) for step in value]
        elif item.kind == "list":
            value = list(value)
        elif item.kind == "table":
            value = {str(k): v for k, v in sorted(value.items())}
        elif isinstance(value, dict):
            value = dict(value)
        out[item.name] = value
    return out


def whole(path: str, value: Any, low: int, high: int, multiple: int = 1) -> list[Problem]:
    """Problems of a whole number from `low` to `high`; points (`multiple` 5) go in fives."""
    if type(value) is not int:
        return [Problem(path, N_("Must be a whole number (a JSON integer)."), code="not_integer")]
    if not low <= value <= high:
        message = (
            N_("Must be from %(low)d to %(high)d.")
            if multiple > 1
            else N_("Must be a whole number from %(low)d to %(high)d.")
        )
        return [Problem(path, message, {"low": low, "high": high}, code="out_of_range")]
    if value % multiple:
        return [Problem(path, N_("Must be a multiple of 5."), code="not_multiple_of_5")]
    return []


def check_value(item: Setting, value: Any, base: Any) -> tuple[Any, list[Problem]]:
    """One setting's new value, checked by its kind; problems are named `settings.<name>[.<key>]`."""
    path = f"settings.{item.name}"
    if value is None and item.optional:
        return None, []
    if item.kind in ("count", "points"):
        return value, whole(path, value, item.low, item.high, item.multiple)
    if item.kind == "flag":
        return value, [] if type(value) is bool else [Problem(path, N_("Must be true or false."), code="not_boolean")]
    if item.kind == "choice":
        allowed = [k for k, _ in item.choices]
        if value not in allowed:
            return value, [
                Problem(path, N_("Must be one of: %(choices)s."), {"choices": ", ".join(allowed)}, code="not_one_of")
            ]
        return value, []
    if item.kind == "card_values":
        return check_card_values(item, path, value, getattr(base, item.name))
    if item.kind == "table":
        return check_table(item, path, value)
    if item.kind == "list":
        return check_list(item, path, value)
    if item.kind == "counts":
        return check_counts(item, path, value, getattr(base, item.name))
    if item.kind == "selection":
        return check_selection(item, path, value)
    return check_steps(path, value)


def check_card_values(item: Setting, path: str, value: Any, old: dict[str, int]) -> tuple[Any, list[Problem]]:
    """Points by card class; classes not named keep the preset's value."""
    if not isinstance(value, dict):
        return None, [Problem(path, N_("Must be an object of points by card class."), code="not_object")]
    classes = [k for k, _ in item.keys]
    problems = [
        Problem(f"{path}.{k}", N_("Unknown card class."), code="unknown_card_class") for k in value if k not in classes
    ]
    for key in classes:
        if key in value:
            problems += whole(f"{path}.{key}", value[key], 5, MAX_SETTING, 5)
    return {**old, **{k: v for k, v in value.items() if k in classes}}, problems


def check_table(item: Setting, path: str, value: Any) -> tuple[Any, list[Problem]]:
    """Special totals for a number of cards, as {"4": 800}."""
    if not isinstance(value, dict):
        return None, [Problem(path, N_('Must be an object like {"4": 800}.'), code="not_object")]
    table: dict[int, int] = {}
    problems: list[Problem] = []
    for key, amount in value.items():
        if not (isinstance(key, str) and key.isascii() and key.isdigit() and 1 <= int(key) <= item.high):
            problems.append(
                Problem(f"{path}.{key}", N_("Must be a number of red threes from 1 to 6."), code="out_of_range")
            )
            continue
        problems += whole(f"{path}.{key}", amount, 0, MAX_SETTING, 5)
        table[int(key)] = amount
    return table, problems


def check_list(item: Setting, path: str, value: Any) -> tuple[Any, list[Problem]]:
    """Whole numbers in order, as [50, 90, 120, 150]: each checked at `<path>.<index>`."""
    if item.length is not None and not (isinstance(value, list) and len(value) == item.length):
        return None, [Problem(path, N_("Must be a list of %(n)d whole numbers."), {"n": item.length}, code="not_list")]
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_ITEMS:
        return None, [
            Problem(path, N_("Must be a list of 1 to %(n)d whole numbers."), {"n": MAX_ITEMS}, code="not_list")
        ]
    problems = [p for i, x in enumerate(value) for p in whole(f"{path}.{i}", x, item.low, item.high, item.multiple)]
    return tuple(value), problems


def check_counts(item: Setting, path: str, value: Any, old: dict[str, int]) -> tuple[Any, list[Problem]]:
    """A whole number for each key, as {"clean": 2, "dirty": 2}; keys not named keep the preset's value."""
    if not isinstance(value, dict):
        return None, [Problem(path, N_("Must be an object of whole numbers by name."), code="not_object")]
    names = [k for k, _ in item.keys]
    problems = [
        Problem(
            f"{path}.{k}",
            N_("Unknown name; the names are: %(choices)s."),
            {"choices": ", ".join(names)},
            code="unknown_name",
        )
        for k in value
        if k not in names
    ]
    for key in names:
        if key in value:
            problems += whole(f"{path}.{key}", value[key], item.low, item.high, item.multiple)
    return {**old, **{k: v for k, v in value.items() if k in names}}, problems


def check_selection(item: Setting, path: str, value: Any) -> tuple[Any, list[Problem]]:
    """Points for each chosen key, e.g. {"pairs": 2500}; the keys left out are not chosen ({}: none at all)."""
    if not isinstance(value, dict):
        return None, [
            Problem(
                path,
                N_('Must be an object of points by name, like {"%(key)s": 500}.'),
                {"key": item.keys[0][0]},
                code="not_object",
            )
        ]
    names = [k for k, _ in item.keys]
    problems = [Problem(f"{path}.{k}", N_("Unknown name."), code="unknown_name") for k in value if k not in names]
    for key in names:
        if key in value:
            problems += whole(f"{path}.{key}", value[key], 5, MAX_SETTING, 5)
    return {k: value[k] for k in names if k in value}, problems


def check_steps(path: str, value: Any) -> tuple[Any, list[Problem]]:
    """Initial-meld steps: [[0, 50], [1500, 90], ...], bounds rising from 0, multiples of 5."""
    message = N_("Must be a list of [total from, minimum] pairs, starting at 0 with rising totals.")
    if not isinstance(value, list) or not value:
        return None, [Problem(path, message, code="not_meld_steps")]
    steps: list[tuple[int, int]] = []
    for pair in value:
        if not (
            isinstance(pair, list) and len(pair) == 2 and all(type(x) is int and 0 <= x <= MAX_SETTING for x in pair)
        ):
            return None, [Problem(path, message, code="not_meld_steps")]
        steps.append((pair[0], pair[1]))
    bounds = [b for b, _ in steps]
    if bounds[0] != 0 or bounds != sorted(set(bounds)) or any(b % 5 or m % 5 for b, m in steps):
        return None, [Problem(path, message, code="not_meld_steps")]
    return tuple(steps), []


def apply_changes(base: Any, data: dict[str, Any] | None) -> tuple[Any | None, list[Problem]]:
    """The preset with a table's changes; unknown names and bad values are problems and nothing is applied."""
    if data is None:
        return base, []
    if not isinstance(data, dict):
        return None, [Problem("settings", N_("Must be an object of setting names and values."), code="not_object")]
    known = {item.name: item for item in declared(type(base))}
    changes: dict[str, Any] = {}
    problems: list[Problem] = []
    for name, value in data.items():
        if name not in known:
            problems.append(Problem(f"settings.{name}", N_("Unknown setting."), code="unknown_setting"))
            continue
        changes[name], found = check_value(known[name], value, base)
        problems += found
    if problems:
        return None, problems
    rules = replace(base, **changes)
    problems = rules.check() if hasattr(rules, "check") else []
    return (None if problems else rules), problems


def from_json(rules_class: type, data: dict[str, Any]) -> Any:
    """Rebuild stored, already-checked settings (as `to_json` wrote them)."""
    rules, problems = apply_changes(rules_class(), data)
    if rules is None:
        raise ValueError(f"stored settings are invalid: {problems}")
    return rules


def changed(rules: Any, base: Any) -> set[str]:
    """The settings a table changed from its preset (house rules)."""
    return {item.name for item in declared(type(rules)) if getattr(rules, item.name) != getattr(base, item.name)}
