"""Tables, seats and dealing (RULES.md 9): for display, never for scoring."""

from __future__ import annotations

from typing import Literal

Rotation = Literal["clockwise", "counterclockwise", "winner", "loser", "same"]
ROTATIONS: tuple[str, ...] = ("clockwise", "counterclockwise", "winner", "loser", "same")
TABLES: tuple[tuple[int, ...], ...] = ((1, 1), (1, 1, 1), (2, 2), (3, 2), (2, 3), (2, 2, 2), (3, 3))


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


def sitting_out(side_sizes: list[int], hand: int) -> tuple[int, int] | None:
    """Who sits out hand number `hand` (from 1), as (side, player): at a table of five, the side of three
    takes turns in its seating order, so two of its players play each hand (000, 004); elsewhere nobody."""
    if sorted(side_sizes) != [2, 3]:
        return None
    return side_sizes.index(3), (hand - 1) % 3


def dealers(side_sizes: list[int], first: int, rotation: str, round_scores: list[list[int]]) -> list[int]:
    """The seat of the dealer of every round so far and of the next one (one more than the rounds); a
    player who sits out a hand doesn't deal it: the deal passes on clockwise."""
    seats = seating(side_sizes)
    count = len(seats)

    def playing(seat: int, hand: int) -> int:
        while seats[seat] == sitting_out(side_sizes, hand):
            seat = (seat + 1) % count
        return seat

    dealt = [playing(first % count, 1)]
    for hand, scores in enumerate(round_scores, start=2):
        last = dealt[-1]
        if rotation == "same":
            seat = last
        elif rotation == "counterclockwise":
            seat = (last - 1) % count
        elif rotation in ("winner", "loser") and (side := decided_side(rotation, scores)) is not None:
            seat = next_seat_of(seats, last, side)
        else:  # clockwise, and a tied round under winner/loser deals
            seat = (last + 1) % count
        dealt.append(playing(seat, hand))
    return dealt
