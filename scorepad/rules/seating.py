"""Tables, seats and dealing (RULES.md 9): for display, never for scoring."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Rotation = Literal["clockwise", "counterclockwise", "winner", "loser", "same"]
ROTATIONS: tuple[str, ...] = ("clockwise", "counterclockwise", "winner", "loser", "same")
TABLES: tuple[tuple[int, ...], ...] = ((1, 1), (1, 1, 1), (2, 2), (3, 2), (2, 3), (2, 2, 2), (3, 3))


@dataclass(frozen=True)
class Hand:
    """One hand at the table: the dealer's seat, and the seat of who sits it out (None: everybody plays)."""

    dealer: int
    out: int | None = None


def seating(side_sizes: list[int]) -> list[tuple[int, int]]:
    """Seats clockwise as (side, player) pairs: sides alternate, so partners sit apart (opposite)."""
    seats = []
    for player in range(max(side_sizes)):
        for side, size in enumerate(side_sizes):
            if player < size:
                seats.append((side, player))
    return seats


def decided_side(rotation: str, scores: list[int]) -> int | None:
    """The side that deals next under "winner" or "loser" deals: best or worst round score, None on a tie."""
    pick = max(scores) if rotation == "winner" else min(scores)
    return scores.index(pick) if scores.count(pick) == 1 else None


def next_seat_of(seats: list[tuple[int, int]], last: int, side: int) -> int:
    """The next seat clockwise after `last` that belongs to `side`."""
    count = len(seats)
    return next(seat for k in range(1, count + 1) if seats[seat := (last + k) % count][0] == side)


def dealers(side_sizes: list[int], first: int, rotation: str, round_scores: list[list[int]]) -> list[int]:
    """The seat of the dealer of every round so far and of the next one (one more than the rounds): the deal
    moves round every seat, whoever sits a hand out."""
    seats = seating(side_sizes)
    count = len(seats)
    dealt = [first % count]
    for scores in round_scores:
        last = dealt[-1]
        if rotation == "same":
            seat = last
        elif rotation == "counterclockwise":
            seat = (last - 1) % count
        elif rotation in ("winner", "loser") and (side := decided_side(rotation, scores)) is not None:
            seat = next_seat_of(seats, last, side)
        else:  # clockwise, and a tied round under winner/loser deals
            seat = (last + 1) % count
        dealt.append(seat)
    return dealt


def sitting_out(side_sizes: list[int], dealt: list[int]) -> list[int | None]:
    """The seat of who sits out each dealt hand, at a table where the biggest side has one player too many
    (a family declares which: Canasta's 3-2). That side's players sit out in turn, in seating order; one whose
    turn it is but who deals plays that hand, and the next in turn sits out instead (the turn stays theirs)."""
    biggest = max(side_sizes)
    seats = seating(side_sizes)
    turn = [seat for seat, (side, _player) in enumerate(seats) if side == side_sizes.index(biggest)]
    out: list[int | None] = []
    for dealer in dealt:
        sitter = next(seat for seat in turn if seat != dealer)
        turn.remove(sitter)
        turn.append(sitter)
        out.append(sitter)
    return out


def hands(
    side_sizes: list[int], first: int, rotation: str, round_scores: list[list[int]], sits_out: bool = False
) -> list[Hand]:
    """Every hand so far and the next one: its dealer, and who sits it out where the table sits one out."""
    dealt = dealers(side_sizes, first, rotation, round_scores)
    outs = sitting_out(side_sizes, dealt) if sits_out else [None] * len(dealt)
    return [Hand(dealer, out) for dealer, out in zip(dealt, outs, strict=True)]
