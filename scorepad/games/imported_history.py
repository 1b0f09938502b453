"""History events copied from an imported file, read like any other input: a known action; a round number
(an event about a round that names none is left out); its before and after in the shapes this app writes
(round entries parsed as a round's are, names cleaned and cut as names are, each setting checked as a change
of it is), anything else left out; the author kept as text and marked imported. A file may say anything:
whatever the history page and the API show of it is in a shape they can show."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from ..core.sizes import PHONE_NAME_MAX, PLAYER_NAME_MAX, ROUNDS_MAX, SIDE_NAME_MAX, START_LIMIT
from ..extensions import registry
from ..models import Game, utcnow
from ..rules import entries as declared_entries
from ..rules.family import Family
from ..rules.settings import check_value, declared
from .view import rules_of

ROUND_ACTIONS = ("round_added", "round_corrected", "round_deleted", "round_restored")
ACTIONS = ("created", *ROUND_ACTIONS, "game_changed", "finished", "reopened", "phone_removed")
AUTHOR_MAX = 80
ID_MAX = 40
PLAYERS_MAX = 8  # more than any table seats on a side
TOTAL_MAX = 2**53  # a total any JSON reader keeps exactly


def plain_text(value: Any, limit: int) -> str:
    """Text from the file as a database can store it: no control characters (NUL included), cut to `limit`."""
    return "".join(ch for ch in str(value if value is not None else "") if ch.isprintable())[:limit]


def parse_time(value: Any) -> datetime:
    """An ISO time from the file (as UTC without a zone), or now when it is missing or unreadable."""
    try:
        at = datetime.fromisoformat(value)
        at = at.astimezone(UTC).replace(tzinfo=None) if at.tzinfo else at
        return at if 1970 <= at.year <= 9999 else utcnow()
    except (TypeError, ValueError, OverflowError):
        return utcnow()


@dataclass(frozen=True)
class Into:
    """The game events are copied into, with what their records are read against (worked out once)."""

    game: Game
    family: Family
    rules: Any
    sides: int

    @classmethod
    def game_of(cls, game: Game) -> Into:
        """A game made ready to read records against."""
        return cls(game, registry().family_of(game.ruleset_key), rules_of(game), len(game.sides))


def round_number(value: Any) -> int | None:
    """A round number the game could have, or None."""
    return value if type(value) is int and 0 < value <= ROUNDS_MAX else None


def round_record(into: Into, value: Any) -> dict[str, Any] | None:
    """A round as history keeps it ({"number", "entries"}), each entry parsed as a round's entry is (a count
    it can't read is 0, an unknown one left out), one per side at most; None when it isn't a round."""
    if not isinstance(value, dict) or not isinstance(value.get("entries"), list):
        return None
    entries = []
    for i, data in enumerate(value["entries"][: into.sides]):
        entry, _problems = declared_entries.parse_entry(into.family.entry_class, into.rules, i, data)
        entries.append(declared_entries.to_json(entry) if entry is not None else {})
    number = round_number(value.get("number"))
    return {"number": number, "entries": entries} if number else {"entries": entries}


def sides_record(into: Into, value: Any, with_start: bool) -> list[dict[str, Any]] | None:
    """Sides as history keeps them (one per side of the game at most): names and players' names as text, and
    (when a game starts) their start."""
    if not isinstance(value, list):
        return None
    sides = []
    for side in value[: into.sides]:
        if not isinstance(side, dict):
            continue
        players = side.get("players") if isinstance(side.get("players"), list) else []
        kept: dict[str, Any] = {
            "name": plain_text(side.get("name"), SIDE_NAME_MAX),
            "players": [plain_text(p, PLAYER_NAME_MAX) for p in players[:PLAYERS_MAX]],
        }
        start = side.get("start")
        if with_start:
            kept["start"] = start if type(start) is int and abs(start) <= START_LIMIT else 0
        sides.append(kept)
    return sides


def change_record(into: Into, value: Any) -> dict[str, Any] | None:
    """A change of names or settings as history keeps it: the sides, and each setting whose value the game's
    family would accept as a change."""
    if not isinstance(value, dict):
        return None
    out: dict[str, Any] = {}
    if (sides := sides_record(into, value.get("sides"), with_start=False)) is not None:
        out["sides"] = sides
    if isinstance(value.get("settings"), dict):
        known = {item.name: item for item in declared(type(into.rules))}
        settings = {}
        for name, setting in value["settings"].items():
            if name in known and not check_value(known[name], setting, into.rules)[1]:
                settings[name] = setting
        out["settings"] = settings
    return out or None


def created_record(into: Into, value: Any) -> dict[str, Any] | None:
    """A game's start as history keeps it: its rule set and sides, or where an import came from."""
    if not isinstance(value, dict):
        return None
    out: dict[str, Any] = {}
    if isinstance(value.get("ruleset"), str) and value["ruleset"] in registry().rulesets:
        out["ruleset"] = value["ruleset"]
    if (sides := sides_record(into, value.get("sides"), with_start=True)) is not None:
        out["sides"] = sides
    if "imported_from" in value:
        out["imported_from"] = plain_text(value["imported_from"], ID_MAX)
    if type(value.get("rounds")) is int and 0 <= value["rounds"] <= ROUNDS_MAX:
        out["rounds"] = value["rounds"]
    return out or None


def records(into: Into, action: str, before: Any, after: Any) -> tuple[Any, Any]:
    """An event's before and after in the shapes its action has."""
    if action in ROUND_ACTIONS:
        return round_record(into, before), round_record(into, after)
    if action == "game_changed":
        return change_record(into, before), change_record(into, after)
    if action == "created":
        return None, created_record(into, after)
    if action == "phone_removed" and isinstance(before, dict):
        return {"phone": plain_text(before.get("phone"), PHONE_NAME_MAX)}, None
    if action == "finished" and isinstance(after, dict) and isinstance(after.get("totals"), list):
        totals = [t if type(t) is int and abs(t) <= TOTAL_MAX else None for t in after["totals"][: into.sides]]
        return None, {"totals": totals}
    return None, None


def imported_events(game: Game, history: list[Any]) -> list[dict[str, Any]]:
    """The events of an imported history, checked, as rows of the new game's events (those about no round
    they name left out)."""
    into = Into.game_of(game)
    return [event for old in history if (event := imported_event(into, old)) is not None]


def imported_event(into: Into, old: Any) -> dict[str, Any] | None:
    """A copied history event, checked (see the module's docstring); None when it is no object, or about no
    round it names."""
    if not isinstance(old, dict):
        return None
    action = old.get("action") if old.get("action") in ACTIONS else "game_changed"
    before, after = records(into, action, old.get("before"), old.get("after"))
    number = round_number(old.get("round"))
    if action in ROUND_ACTIONS:
        number = number or next((r["number"] for r in (after, before) if r and r.get("number")), None)
        if number is None:
            return None
    return {
        "game_id": into.game.id,
        "at": parse_time(old.get("at")),
        "action": action,
        "round": number,
        "before": before,
        "after": after,
        "by_kind": "imported",
        "by_name": plain_text(old.get("by"), AUTHOR_MAX),
        "imported": True,
    }
