"""Rounds and history in the reader's words: counts by their declared labels, ways of going out, cards,
what a history event did and who did it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask_babel import gettext

from ..rules.cards import CardCount
from ..rules.entries import Counted, choice_labels, declared
from ..rules.family import Family
from ..rules.settings import declared as declared_settings
from . import number
from .settings import value_words


def way_words(item: Counted, way: str) -> str:
    """A way of going out in the reader's language."""
    labels = {w.value: w.label for w in item.ways}
    return gettext(labels[way]) if way in labels else way


def card_words(item: Counted, cards: CardCount | dict[str, int]) -> str:
    """Counted cards as "Jokers: 2, Aces: 3" (a count before a plural label would read "1 Aces")."""
    counts = cards.to_dict() if isinstance(cards, CardCount) else cards
    labels = {c.key: c.label for c in item.classes}
    return ", ".join(f"{gettext(labels[k])}: {n}" for k, n in counts.items() if n and k in labels) or "0"


def choice_words(family: Family, item: Counted, value: str) -> str:
    """A count that is one of a setting's options (a side's way of scoring, say), by the option's label."""
    keys = dict(choice_labels(item, family.rules_class))
    return gettext(keys.get(value, value))


def count_words(family: Family, item: Counted, value: Any) -> Any:
    """One count's value for a reader: a way or a choice by its label, a flag as yes or no; numbers as they are."""
    if item.kind == "way" and isinstance(value, str):
        return way_words(item, value)
    if item.kind == "choice" and isinstance(value, str):
        return choice_words(family, item, value)
    if item.kind == "flag":
        return gettext("yes") if value is True else gettext("no")
    return value


def entry_words(family: Family, entry: dict[str, Any]) -> str:
    """One side's counts of a round, as history keeps them: every count that isn't 0, by its label."""
    shown = []
    for item in declared(family.entry_class):
        value = entry.get(item.name)
        if not value:
            continue
        if item.kind == "way" and isinstance(value, str):
            shown.append(way_words(item, value))
        elif item.kind == "cards" and isinstance(value, dict):
            shown.append(f"{gettext(item.label)}: {card_words(item, value)}")
        elif item.kind == "flag" and value is True:
            shown.append(gettext(item.label))
        elif item.kind == "choice" and isinstance(value, str):
            shown.append(f"{gettext(item.label)}: {choice_words(family, item, value)}")
        elif type(value) is int:
            shown.append(f"{gettext(item.label)} {number(value)}")
    return ", ".join(shown) or gettext("nothing")


def round_words(family: Family, record: dict[str, Any], names: list[str]) -> str:
    """A round as history keeps it, side by side: "Anna & Ben: Meld points 240, went out; Cara & Dan: ..."."""
    parts = []
    entries = record.get("entries") if isinstance(record, dict) else None
    for i, entry in enumerate(entries if isinstance(entries, list) else []):
        name = names[i] if i < len(names) else str(i + 1)
        parts.append(f"{name}: {entry_words(family, entry if isinstance(entry, dict) else {})}")
    return "; ".join(parts)


def action_words(action: str, number_: int | None) -> str:
    """A history event's action as a short phrase."""
    phrases = {
        "created": gettext("Game started"),
        "round_added": gettext("Round %(n)s entered", n=number_),
        "round_corrected": gettext("Round %(n)s corrected", n=number_),
        "round_deleted": gettext("Round %(n)s deleted", n=number_),
        "round_restored": gettext("Round %(n)s restored", n=number_),
        "game_changed": gettext("Names or settings changed"),
        "finished": gettext("The table ended the game"),
        "reopened": gettext("The game was taken up again"),
        "phone_removed": gettext("A phone was removed from scoring"),
        "photo_added": gettext("Photo added to round %(n)s", n=number_),
        "photo_removed": gettext("Photo removed from round %(n)s", n=number_),
        "round_confirmed": gettext("Round %(n)s confirmed", n=number_),
    }
    return phrases.get(action, action)


def actor_words(kind: str, name: str, phones: Mapping[str, tuple[str, bool]] | None = None) -> str:
    """Who made a change, as the end of "by ...", in the reader's language: a phone by the name it was given
    (`phones`: the game's phones by the short key the history keeps, with their names and whether one started
    the game), never by that key; a user by name; a program by what it used."""
    if kind == "phone":
        given, creator = (phones or {}).get(name, ("", False))
        if given:
            return given
        if creator:
            return gettext("the phone that started the game")
        return gettext("a phone without a name") if name in (phones or {}) else gettext("a phone")
    if kind == "user":
        return name
    if kind == "token":
        return gettext("a program with the game's API token")
    if kind == "league_token":
        return gettext("a program with the league's API token")
    if kind == "imported":
        first = imported_author(name)
        return gettext("an import (first by %(name)s)", name=first) if first else gettext("an import")
    return gettext("the API")


def imported_author(text: str) -> str:
    """Who first made an imported event, from the file's "by" ("phone 7ea72f32", "user Anna", "api"), in the
    reader's words (a phone or token by what it is, not its key); a text of no kind we write, as it is."""
    kind, _, name = text.partition(" ")
    if kind in ("phone", "user", "token", "league_token", "api"):
        return actor_words(kind, name)
    if kind == "imported":  # imported twice: the first author is what counts
        return imported_author(name)
    return text


def change_words(family: Family, before: Any, after: Any) -> str:
    """A change of names or settings in words ("Anna & Ben (Anna, Ben) → ...; Target: 5,000 → 3,000")."""
    before = before if isinstance(before, dict) else {}
    after = after if isinstance(after, dict) else {}
    said = []
    old_sides, new_sides = before.get("sides"), after.get("sides")
    lists = isinstance(old_sides, list) and isinstance(new_sides, list)
    for old, new in zip(old_sides if lists else [], new_sides if lists else [], strict=False):
        if old != new and isinstance(old, dict) and isinstance(new, dict):
            said.append(
                f"{old.get('name')} ({', '.join(map(str, old.get('players') or []))}) → "
                f"{new.get('name')} ({', '.join(map(str, new.get('players') or []))})"
            )
    old_settings, new_settings = before.get("settings"), after.get("settings")
    old_settings, new_settings = [s if isinstance(s, dict) else {} for s in (old_settings, new_settings)]
    for item in declared_settings(family.rules_class):
        if item.name in new_settings and old_settings.get(item.name) != new_settings[item.name]:
            try:
                old_value = value_words(item, old_settings.get(item.name))
                new_value = value_words(item, new_settings[item.name])
            except (KeyError, TypeError, ValueError, AttributeError):  # an imported event may say anything
                old_value, new_value = str(old_settings.get(item.name)), str(new_settings[item.name])
            said.append(f"{gettext(item.label)}: {old_value} → {new_value}")
    return "; ".join(said)
