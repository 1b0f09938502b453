"""Small phrases for the record pages: history actions, rounds and changes in words."""

from __future__ import annotations

from typing import Any

from flask_babel import gettext

from ..models import Game
from ..rules.cards import CardCount
from ..rules.problems import N_
from .rulewords import CARD_LABELS, LABELS

BOOKS = {
    "classic": N_("Regency Club rules"),
    "german": N_("German club rules"),
    "three_pack": N_("Regency Club rules, three packs"),
}


def book_name(key: str) -> str:
    """The rule book a preset follows."""
    return gettext(BOOKS.get(key, key))


def action_words(action: str, number: int | None) -> str:
    """A history event's action as a short phrase."""
    phrases = {
        "created": gettext("Game started"),
        "round_added": gettext("Round %(n)s entered", n=number),
        "round_corrected": gettext("Round %(n)s corrected", n=number),
        "round_deleted": gettext("Round %(n)s deleted", n=number),
        "round_restored": gettext("Round %(n)s restored", n=number),
        "game_changed": gettext("Names or settings changed"),
    }
    return phrases.get(action, action)


def card_words(cards: CardCount | dict[str, int]) -> str:
    """Counted cards as "2 Jokers, 3 Aces"."""
    counts = cards.to_dict() if isinstance(cards, CardCount) else cards
    return ", ".join(f"{n} {CARD_LABELS[k]}" for k, n in counts.items() if n and k in CARD_LABELS) or "0"


def round_words(record: dict[str, Any], game: Game) -> str:
    """A round as history keeps it, side by side: "Anna & Ben: melds 240, hand 0, ... ; Cara & Dan: ..."."""
    parts = []
    names = [s.name for s in game.sides]
    for i, entry in enumerate(record.get("entries", [])):
        name = names[i] if i < len(names) else str(i + 1)
        melds, hand = gettext("melds"), gettext("hand")
        shown = [f"{melds} {entry.get('meld_points', 0)}", f"{hand} {entry.get('hand_points', 0)}"]
        for key, label in (
            ("natural_canastas", gettext("natural")),
            ("mixed_canastas", gettext("mixed")),
            ("joker_canastas", gettext("joker canastas")),
            ("red_threes", gettext("red threes")),
            ("red_threes_in_hand", gettext("red threes in hand")),
            ("penalty_points", gettext("penalties")),
        ):
            if entry.get(key):
                shown.append(f"{label} {entry[key]}")
        if entry.get("going_out"):
            shown.append(gettext("went out (%(way)s)", way=way_words(entry["going_out"])))
        parts.append(f"{name}: {', '.join(shown)}")
    return "; ".join(parts)


def change_words(before: dict[str, Any] | None, after: dict[str, Any] | None) -> str:
    """A change of names or settings in words."""
    before, after = before or {}, after or {}
    said = []
    for old, new in zip(before.get("sides", []), after.get("sides", []), strict=False):
        if old != new:
            said.append(f"{old['name']} ({', '.join(old['players'])}) → {new['name']} ({', '.join(new['players'])})")
    for name, value in (after.get("settings") or {}).items():
        if (before.get("settings") or {}).get(name) != value and name in LABELS:
            said.append(f"{LABELS[name]}: {before['settings'].get(name)} → {value}")
    return "; ".join(said)


def way_words(way: str) -> str:
    """A way of going out in the reader's language."""
    return {
        "out": gettext("normally"),
        "concealed": gettext("concealed"),
        "hand_canasta": gettext("German Hand-Canasta"),
    }.get(way, way)


def role_words(role: str) -> str:
    """A league role in the reader's language."""
    return {"owner": gettext("owner"), "scorer": gettext("scorer"), "viewer": gettext("viewer")}.get(role, role)
