"""Per-side summaries kept with every write, so league standings need no replay (one SQL aggregation)."""

from __future__ import annotations

from .models import Game, Side
from .rules.entries import SideEntry


def partnership_key(side: Side) -> str:
    """The set of a side's players as one key ("3-17"); empty for a single player."""
    ids = sorted(seat.player_id for seat in side.seats)
    return "-".join(str(i) for i in ids) if len(ids) > 1 else ""


def count_round(sides: list[Side], entries: list[SideEntry]) -> None:
    """Add one round's canastas and going out to the sides' running counts."""
    for side, entry in zip(sides, entries, strict=True):
        side.rounds_played += 1
        side.canastas += entry.canastas
        side.went_out += 1 if entry.going_out else 0


def settle(game: Game) -> None:
    """Who won, and each side's best opposing total, from the sides' current totals."""
    for side in game.sides:
        side.won = game.status == "finished" and game.winner == side.position
        side.against = max((o.total for o in game.sides if o is not side), default=0)


def recount(game: Game, rounds: list[list[SideEntry]]) -> None:
    """Recompute every side's counts from all rounds (after a correction, deletion or restore)."""
    for side in game.sides:
        side.rounds_played = side.canastas = side.went_out = 0
    for entries in rounds:
        count_round(game.sides, entries)
    settle(game)
