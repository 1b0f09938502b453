"""A game as a whole for every family (rules/game.py): places, the leader and a replay of raw rounds."""

from __future__ import annotations

from typing import Any

from scorepad.rules.game import (
    Ending,
    Parts,
    Replay,
    RoundOutcome,
    SideResult,
    breakdown,
    places,
    replay,
    scored,
    standing,
)


def test_places_share_the_better_place_on_equal_totals():
    assert places([100, 300, 300, 50], lower_wins=False) == [3, 1, 1, 4]
    assert places([100, 300, 300, 50], lower_wins=True) == [2, 3, 3, 1]
    assert places([0, 0], lower_wins=False) == [1, 1]


def test_the_leader_and_the_lead_over_the_next():
    assert standing([100, 300, 250], lower_wins=False) == (1, 50)
    assert standing([100, 300, 250], lower_wins=True) == (0, 150)
    assert standing([300, 300, 250], lower_wins=False) == (None, None)
    assert standing([40, 40, 90], lower_wins=True) == (None, None)
    assert standing([500], lower_wins=False) == (None, None)


def adding(target: int):
    """A family that adds each side's number to its total and ends when one reaches the target."""

    def play(rules: Any, entries: list[int], totals: list[int], sizes: list[int], before: int) -> RoundOutcome:
        after = [t + e for t, e in zip(totals, entries, strict=True)]
        over = max(after) >= target
        ending = Ending(over, after.index(max(after)) if over else None, None)
        return RoundOutcome(
            [SideResult(e, e, t) for e, t in zip(entries, after, strict=True)], [], ending, {"n": before}
        )

    return play


def test_a_replay_scores_rounds_in_order_from_the_starts_and_notes_the_first_end():
    game = replay(adding(100), None, [10, 0], [2, 2], [[30, 20], [70, 10], [5, 5]])
    assert game.totals == [115, 35]
    assert [[r.total for r in o.results] for o in game.outcomes] == [[40, 20], [110, 30], [115, 35]]
    assert [o.extras["n"] for o in game.outcomes] == [0, 1, 2]  # the rounds before each one
    assert game.ended_at == 2 and game.finished and game.ending == Ending(True, 0, None)


def test_an_empty_or_running_game_is_not_finished():
    empty = replay(adding(100), None, [0, 0], [2, 2], [])
    assert empty == Replay([], [0, 0], None) and empty.ending is None and not empty.finished
    running = replay(adding(100), None, [0, 0], [2, 2], [[30, 20]])
    assert running.ended_at is None and not running.finished and running.ending == Ending(False, None, None)


def test_a_breakdown_is_its_parts_in_order_adding_up_to_the_score():
    parts = breakdown(("melds", "hand", "bonus"), "A side's parts.")
    made = parts(melds=120, hand=-35)
    assert (made.melds, made.hand, made.bonus) == (120, -35, 0)  # a part not given is 0
    assert made.score == 85 and made.to_dict() == {"melds": 120, "hand": -35, "bonus": 0}
    assert parts.__doc__ == "A side's parts." and isinstance(made, Parts)
    assert parts(10, 20, 30).to_dict() == {"melds": 10, "hand": 20, "bonus": 30}


def test_scored_sides_carry_their_totals_on():
    parts = breakdown(("melds", "hand"), "Parts.")
    results = scored([parts(100, -20), parts(0, -45)], [500, 1000])
    assert [(r.score, r.total) for r in results] == [(80, 580), (-45, 955)]
    assert results[0].breakdown == parts(100, -20)
