"""Two phones correcting one round: what the other phone changed (the history's last event of the round holds the
round before their change), the form keeping their changes where this phone changed nothing, and what saving
again would change. Each change names its field, links to it, and the field is marked and described by it."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, fields
from typing import Any

from flask_babel import gettext
from wtforms import Field

from ...games.conflicts import StoredRound
from ...games.view import GameView
from ...rules.entries import Counted, changed_paths, declared, from_json
from ...words import number
from ..forms.round import NOBODY, RoundForm


@dataclass(frozen=True)
class Change:
    """One field as two rounds hold it: its label, both values in words, the field's id and this line's id."""

    label: str
    was: str
    now: str
    target: str
    id: str
    box: Field = field(compare=False, repr=False)


@dataclass
class Crossed:
    """What the other phone changed (None: the history doesn't say what the round was before) and what saving
    the form again would change."""

    theirs: list[Change] | None
    saving: list[Change] = field(default_factory=list)


def group_of(items: dict[str, Counted], path: str) -> str:
    """The field a path belongs to as a table sees it: who went out is one choice for all sides, and counted
    cards go with the points they replace."""
    _, side, name, *_ = path.split(".")
    item = items[name]
    if item.kind == "way" or item.ends_round:
        return "out"
    if item.kind == "cards":
        return f"entries.{side}.{item.points_of}"
    return f"entries.{side}.{name}"


def value_at(entries: list[Any], path: str, defaults: dict[str, Any]) -> Any:
    """The value a round's record holds at a path (its default where the record leaves it out)."""
    _, side, name, *card = path.split(".")
    entry = entries[int(side)] if int(side) < len(entries) and isinstance(entries[int(side)], dict) else {}
    if card:
        return (entry.get(name) or {}).get(card[0], 0)
    return entry.get(name, defaults.get(name))


def put(entries: list[dict[str, Any]], path: str, value: Any) -> None:
    """Set the value at a path of a round's record."""
    _, side, name, *card = path.split(".")
    entry = entries[int(side)]
    if card:
        entry[name] = {**(entry.get(name) or {}), card[0]: value}
    else:
        entry[name] = value


def defaults_of(family_class: type) -> dict[str, Any]:
    """What a family's entry holds where a record leaves a count out."""
    return {f.name: f.default for f in fields(family_class)}


def merged(family_class: type, before: list[Any], theirs: list[Any], yours: list[Any]) -> list[dict[str, Any]]:
    """This phone's round with the other phone's changes kept where this phone changed nothing (by field)."""
    items, defaults = {c.name: c for c in declared(family_class)}, defaults_of(family_class)
    mine = {group_of(items, p) for p in changed_paths(family_class, before, yours)}
    out = [dict(e) if isinstance(e, dict) else {} for e in copy.deepcopy(yours)]
    for path in changed_paths(family_class, before, theirs):
        if group_of(items, path) not in mine:
            put(out, path, value_at(theirs, path, defaults))
    return out


def out_words(form: RoundForm, entries: list[Any], items: dict[str, Counted]) -> str:
    """Who went out in a round's record, and how, as the form's two choices say it."""
    sides = {c.value: str(c.label) for c in form.out.choices}
    ways = {c.value: str(c.label) for c in form.how.choices}
    for i, entry in enumerate(entries):
        for item in items.values():
            value = entry.get(item.name) if isinstance(entry, dict) else None
            how = value if item.kind == "way" else item.name if item.ends_round and value else None
            if how:
                side = sides.get(str(i), str(i))
                return f"{side}: {ways.get(how, how)}" if form.asks_how else side
    return sides.get(NOBODY, gettext("Nobody"))


def value_words(item: Counted, box: Field, value: Any) -> str:
    """One count in words: a number, yes or no, or the option chosen."""
    if item.kind == "flag":
        return gettext("yes") if value else gettext("no")
    if item.kind == "choice":
        return next((str(c.label) for c in getattr(box, "choices", []) if c.value == value), "") or gettext("none")
    return number(value or 0)


def changes(view: GameView, form: RoundForm, old: list[Any], new: list[Any], key: str) -> list[Change]:
    """The fields two records of a round hold differently, as the form names them (who went out once)."""
    family_class = view.family.entry_class
    items, defaults = {c.name: c for c in declared(family_class)}, defaults_of(family_class)
    found: list[Change] = []
    for path in changed_paths(family_class, old, new):
        box, item = form.field_for(path), items[path.split(".")[2]]
        if box is None or any(c.target == box.id for c in found):  # who went out: one line for every side
            continue
        if item.kind == "way":
            was, now, label = out_words(form, old, items), out_words(form, new, items), str(box.label.text).rstrip("?")
        else:
            was, now = (value_words(item, box, value_at(e, path, defaults)) for e in (old, new))
            label = form.label_of(box)
        found.append(Change(label, was, now, box.id, f"{key}-{box.id}", box))
    return found


def mark(crossed: Crossed) -> None:
    """Mark each field a change names, described by its lines (what the other phone did, what saving does)."""
    lines: dict[str, list[Change]] = {}
    for change in [*(crossed.theirs or []), *crossed.saving]:
        lines.setdefault(change.target, []).append(change)
    for said in lines.values():
        box = said[0].box
        described = " ".join(f"{c.id.split('-', 1)[0]}-title {c.id}" for c in said)  # each line after its heading
        box.render_kw = {**(box.render_kw or {}), "data-changed": "", "aria-describedby": described}


def crossed(view: GameView, form: RoundForm, theirs: StoredRound, yours: dict[str, Any] | None) -> Crossed:
    """What another phone's correction and saving again change; the form then shows this phone's counts with
    the other phone's changes kept where this phone changed nothing, every changed field marked."""
    family_class = view.family.entry_class
    now: list[Any] = theirs.record["entries"]
    mine: list[Any] = (yours or {}).get("entries") or now
    before = theirs.before.get("entries") if theirs.before else None
    if not isinstance(before, list):
        result = Crossed(None, changes(view, form, now, mine, "saving"))
    else:
        keep = merged(family_class, before, now, mine)
        if keep != mine:
            form.fill([from_json(family_class, e) for e in keep], theirs.number, theirs.version)
        result = Crossed(changes(view, form, before, now, "theirs"), changes(view, form, now, keep, "saving"))
    mark(result)
    return result
