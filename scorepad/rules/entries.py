"""What a table counts per side per round, declared once per family as fields of its frozen entry class:
the kind and bounds of each count, its label and help. Parsing, the API schema, the round form, the page
script and the words of the history are all made from these declarations."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from functools import cache
from typing import Any, Literal

from .cards import CardClass, CardCount
from .problems import N_, Problem
from .settings import declared as declared_settings

MAX_POINTS = 1_000_000
MAX_COUNT = 1_000

EntryKind = Literal["points", "count", "flag", "choice", "way", "cards"]


@dataclass(frozen=True)
class Way:
    """One way of going out: its value in JSON, its label (the history's words: "went out concealed"), the setting
    that must allow it (if any), the setting holding the points it is worth (if it is worth points), and `answer`:
    how the round form offers it once the side is chosen ("Concealed: the whole hand at once"; the label when
    empty). The answers of one family differ in their first words."""

    value: str
    label: str
    needs: str | None = None
    worth: str | None = None
    answer: str = ""


@dataclass(frozen=True)
class Counted:
    """One count of a side's round: points (in steps of `multiple`), a count, a flag (yes or no), a choice
    (none or one key of the rules setting named by `options`), the way it went out, or cards.

    `needs` names a rules flag that must be on for the count to exist (joker canastas); `stepper` shows a
    count with - and + buttons; `more` tucks it into "more" on the round form; `points_of` ties counted
    cards to the points they replace; `classes` are the card classes a card count knows; `ends_round` marks a
    choice that ends the round for the side making it (a special hand): the round form asks it with who went
    out, and that side enters nothing else. `choices` are a choice's own keys and labels where `options` names a
    property of the rules rather than a declared setting: one of them always holds (null reads as the first).
    """

    kind: EntryKind
    label: str
    help: str = ""
    multiple: int = 1
    needs: str | None = None
    stepper: bool = False
    more: bool = False
    ways: tuple[Way, ...] = ()
    points_of: str = ""
    classes: tuple[CardClass, ...] = ()
    options: str = ""
    choices: tuple[tuple[str, str], ...] = ()
    ends_round: bool = False
    name: str = ""

    @property
    def high(self) -> int:
        """The largest value a table may type."""
        return MAX_POINTS if self.kind == "points" else MAX_COUNT


def counted(kind: EntryKind, label: str, **options: Any) -> Any:
    """An entry-class field declaring one count (0, no, or nothing for a choice, a way or cards, when not given)."""
    default = None if kind in ("choice", "way", "cards") else False if kind == "flag" else 0
    return field(default=default, metadata={"counted": Counted(kind, label, **options)})


@cache  # a class's declarations never change; read on every entry of every round
def declared(entry_class: type) -> tuple[Counted, ...]:
    """Every count of a family's entry class, in declaration order, each knowing its name."""
    return tuple(replace(f.metadata["counted"], name=f.name) for f in fields(entry_class) if "counted" in f.metadata)


def ways_allowed(item: Counted, rules: Any) -> tuple[Way, ...]:
    """The ways of going out the game's rules know."""
    return tuple(w for w in item.ways if w.needs is None or getattr(rules, w.needs))


def options_allowed(item: Counted, rules: Any) -> tuple[str, ...]:
    """The keys a choice may take under the game's rules (those of its `options` setting, in order)."""
    return tuple(getattr(rules, item.options)) if item.options else ()


def choice_labels(item: Counted, rules_class: type) -> tuple[tuple[str, str], ...]:
    """A choice's keys and labels: its own, or those of the rules setting its `options` names."""
    if item.choices:
        return item.choices
    return next((s.keys for s in declared_settings(rules_class) if s.name == item.options), ())


def to_json(entry: Any) -> dict[str, Any]:
    """An entry as stored and echoed by the API: every count, card counts only where given."""
    out: dict[str, Any] = {}
    for item in declared(type(entry)):
        value = getattr(entry, item.name)
        if item.kind == "cards":
            if value is not None:
                out[item.name] = value.to_dict()
        else:
            out[item.name] = value
    return out


def from_json(entry_class: type, values: dict[str, Any]) -> Any:
    """An entry from its stored value (`to_json`); counts it doesn't hold are the declared defaults."""
    fields: dict[str, Any] = {}
    for item in declared(entry_class):
        if item.name not in values:
            continue
        value = values[item.name]
        if item.kind == "cards":
            value = CardCount.of(value, [c.key for c in item.classes]) if value else None
        fields[item.name] = value
    return entry_class(**fields)


def changed_paths(entry_class: type, old: list[Any], new: list[Any]) -> list[str]:
    """Where two records of one round (`to_json` per side) differ, as problem paths ("entries.0.meld_points",
    "entries.1.meld_cards.aces"), side by side in declaration order; what a record leaves out is the default."""
    defaults = {f.name: f.default for f in fields(entry_class)}
    paths: list[str] = []
    for i in range(max(len(old), len(new))):
        before, after = (side[i] if i < len(side) and isinstance(side[i], dict) else {} for side in (old, new))
        for item in declared(entry_class):
            at = f"entries.{i}.{item.name}"
            if item.kind == "cards":
                was, now = before.get(item.name) or {}, after.get(item.name) or {}
                paths += [f"{at}.{c.key}" for c in item.classes if was.get(c.key, 0) != now.get(c.key, 0)]
            elif before.get(item.name, defaults[item.name]) != after.get(item.name, defaults[item.name]):
                paths.append(at)
    return paths


def went_out(entry: Any) -> bool:
    """Whether the side went out this round (any way of going out its family declares was chosen)."""
    return any(getattr(entry, c.name) is not None for c in declared(type(entry)) if c.kind == "way")


def whole_number(path: str, value: Any, limit: int) -> list[Problem]:
    """Problems of a count from 0 to `limit` (a JSON integer; booleans and floats are not)."""
    if type(value) is not int:
        return [Problem(path, N_("Must be a whole number (a JSON integer)."), code="not_integer")]
    if value < 0:
        return [Problem(path, N_("Must be 0 or more."), code="below_minimum")]
    if value > limit:
        return [Problem(path, N_("Must be at most %(limit)d."), {"limit": limit}, code="above_maximum")]
    return []


def parse_cards(path: str, item: Counted, data: Any) -> tuple[CardCount | None, list[Problem]]:
    """Card counts by class (classes left out count 0)."""
    if not isinstance(data, dict):
        return None, [Problem(path, N_("Must be an object of card counts by class."), code="not_object")]
    keys = [c.key for c in item.classes]
    problems = [
        Problem(f"{path}.{k}", N_("Unknown card class."), code="unknown_card_class") for k in data if k not in keys
    ]
    for key in keys:
        problems += whole_number(f"{path}.{key}", data.get(key, 0), MAX_COUNT)
    return (None if problems else CardCount.of(data, keys)), problems


def parse_entry(entry_class: type, rules: Any, i: int, data: Any) -> tuple[Any | None, list[Problem]]:
    """One side's entry and its problems; a bad count is read as 0 (or no way, no cards) so the round's
    checks can still run, and `unreadable` tells them which fields to leave alone."""
    at = f"entries.{i}"
    if not isinstance(data, dict):
        return None, [Problem(at, N_("Each entry must be an object."), code="not_object")]
    items = declared(entry_class)
    known = {c.name for c in items}
    problems = [Problem(f"{at}.{k}", N_("Unknown field."), code="unknown_field") for k in data if k not in known]
    values: dict[str, Any] = {}
    for item in items:
        path, value = f"{at}.{item.name}", data.get(item.name)
        if item.kind == "way":
            if value is not None and value not in [w.value for w in item.ways]:
                names = ", ".join(w.value for w in ways_allowed(item, rules))
                problems.append(
                    Problem(path, N_("Must be one of: %(choices)s."), {"choices": names}, code="not_one_of")
                )
                value = None
            values[item.name] = value
        elif item.kind == "cards":
            if value is not None:
                values[item.name], found = parse_cards(path, item, value)
                problems += found
        elif item.kind == "flag":
            value = data.get(item.name, False)  # left out: no; given, even as null: checked
            if type(value) is not bool:
                problems.append(Problem(path, N_("Must be true or false."), code="not_boolean"))
            values[item.name] = value is True
        elif item.kind == "choice":
            allowed = options_allowed(item, rules)
            if value is not None and not (isinstance(value, str) and value in allowed):
                message = N_("Must be one of: %(choices)s.") if allowed else N_("Must be null: these rules have none.")
                problems.append(
                    Problem(path, message, {"choices": ", ".join(allowed)} if allowed else {}, code="not_one_of")
                )
                value = None
            values[item.name] = value
        else:
            value = data.get(item.name, 0)  # left out: 0; given, even as null: checked
            found = whole_number(path, value, item.high)
            problems += found
            values[item.name] = 0 if found else value
    for item in items:  # counted cards give the points they replace, unless the points were typed too
        cards = values.get(item.name) if item.kind == "cards" else None
        if cards is not None and item.points_of not in data:
            values[item.points_of] = cards.points(rules.card_value)
    return entry_class(**values), problems


def parse_entries(entry_class: type, rules: Any, data: Any, sides: int) -> tuple[list[Any] | None, list[Problem]]:
    """The entries of a round, one per side, with every problem; None when the list itself is unusable."""
    if not isinstance(data, list):
        return None, [Problem("entries", N_("Must be a list with one entry per side."), code="wrong_entry_count")]
    if len(data) != sides:
        return None, [
            Problem(
                "entries", N_("Must have exactly %(n)d entries, one per side."), {"n": sides}, code="wrong_entry_count"
            )
        ]
    entries: list[Any] = []
    problems: list[Problem] = []
    for i, item in enumerate(data):
        entry, found = parse_entry(entry_class, rules, i, item)
        problems += found
        if entry is not None:
            entries.append(entry)
    return (entries if len(entries) == sides else None), problems


def unreadable(problems: list[Problem], side: int) -> frozenset[str]:
    """The fields of one side that parsing refused (they were read as 0)."""
    prefix = f"entries.{side}."
    return frozenset(p.path[len(prefix) :].split(".")[0] for p in problems if p.path.startswith(prefix))
