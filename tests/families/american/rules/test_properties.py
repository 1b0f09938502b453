"""Properties of the Modern American engine over random hands that can have happened (Hypothesis): the checks
accept them, totals are the sums of the scores, explanations add up, and every ending agrees with the totals."""

from __future__ import annotations

from typing import Any

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from scorepad.families.american.rules.cards import meld_floor
from scorepad.families.american.rules.checks import check_round
from scorepad.families.american.rules.entries import AmericanEntry
from scorepad.families.american.rules.explain import explain
from scorepad.families.american.rules.plausibility import round_warnings
from scorepad.families.american.rules.scoring import PARTS
from scorepad.families.american.rules.settings import AmericanRules

from ..kit import PRESETS, E, play_game, rules

FAST = settings(max_examples=60, deadline=None)


@st.composite
def rule_sets(draw: st.DrawFn) -> AmericanRules:
    """A preset with some house rules (a low target makes endings and ties common)."""
    base = PRESETS[draw(st.sampled_from(sorted(PRESETS)))]
    changes: dict[str, Any] = {
        "target": draw(st.sampled_from([2000, 5000, 8500])),
        "threes_sign": draw(st.sampled_from(["canastas", "canastas", "plus"])),
        "no_canasta_melds_negative": draw(st.booleans()),
        "dream_hand_wins": draw(st.booleans()),
    }
    if draw(st.booleans()):
        changes["special_hands"] = {}
    return rules(base, **changes)


@st.composite
def possible_hand(draw: st.DrawFn, ruleset: AmericanRules, sizes: list[int]) -> list[AmericanEntry]:
    """A hand that can have happened (RULES.md 11.9): built side by side within what the deck has left."""
    sides = len(sizes)
    ended = draw(st.sampled_from(["out", "stock", "special"] if ruleset.special_hands else ["out", "stock"]))
    who = draw(st.integers(0, sides - 1))
    last_three = ended == "stock" and draw(st.booleans())
    aces_owner, sevens_owner, wild_owner = (draw(st.none() | st.integers(0, sides - 1)) for _ in range(3))
    wild_kind = draw(st.sampled_from(["wild_canastas", "joker_canastas", "deuce_canastas"]))
    left = {"red": 4, "black": 4, "threes": 8 - last_three, "aces": 2, "sevens": 2, "wild_melds": 1, "points": 1160}
    out: list[AmericanEntry] = []
    for side, players in enumerate(sizes):
        if ended == "special" and side == who:
            out.append(E(special_hand=draw(st.sampled_from(sorted(ruleset.special_hands)))))
            continue
        going = ended == "out" and side == who
        counts: dict[str, Any] = {
            "natural_canastas": draw(st.integers(0, 2)),
            "mixed_canastas": draw(st.integers(0, 2)),
        }
        counts["aces_canastas"] = int(aces_owner == side)
        counts["sevens_canastas"] = int(sevens_owner == side)
        if wild_owner == side:
            counts[wild_kind] = 1
        if going:
            counts["natural_canastas"] = max(counts["natural_canastas"], ruleset.canastas_to_go_out)
        holders = players - going
        for rank, owner in (("aces", aces_owner), ("sevens", sevens_owner)):
            if owner is None and not going and left[rank] and draw(st.booleans()):
                counts[f"incomplete_{rank}"] = True
                left[rank] -= 1
            held = 0 if owner is not None else draw(st.integers(0, min(holders, left[rank])))
            counts[f"{rank}_held"] = held
            left[rank] -= held
        if wild_owner is None and not going and left["wild_melds"] and draw(st.booleans()):
            counts["incomplete_wild"] = True
            counts["incomplete_wild_four_jokers"] = draw(st.booleans())  # no wild canasta: the jokers are free
            left["wild_melds"] -= 1
        entry = E(**counts)
        melded = draw(st.booleans()) or entry.canastas or meld_floor(entry)
        counts["meld_points"] = meld_floor(entry) + 5 * draw(st.integers(0, 40)) if melded else 0
        counts["hand_points"] = 0 if going and players == 1 else 60 * counts["aces_held"] + 15 * counts["sevens_held"]
        counts["hand_points"] += 0 if going and players == 1 else 5 * draw(st.integers(0, 20))
        counts["red_threes"] = draw(st.integers(0, min(left["red"], left["threes"])))
        counts["black_threes"] = draw(st.integers(0, min(left["black"], left["threes"] - counts["red_threes"])))
        left["red"] -= counts["red_threes"]
        left["black"] -= counts["black_threes"]
        left["threes"] -= counts["red_threes"] + counts["black_threes"]
        if not (going and players == 1):
            counts["threes_in_hand"] = draw(st.integers(0, min(2, left["threes"])))
            left["threes"] -= counts["threes_in_hand"]
        counts["last_card_three"] = last_three and side == who
        counts["going_out"] = "out" if going else None
        left["points"] -= counts["meld_points"] + counts["hand_points"]
        out.append(E(**counts))
    assume(left["points"] >= 0)
    return out


@st.composite
def games(draw: st.DrawFn) -> tuple[AmericanRules, list[int], list[int], list[list[AmericanEntry]]]:
    """Rules, starting totals, a table and up to 10 possible hands."""
    ruleset = draw(rule_sets())
    sizes = draw(st.sampled_from([[1, 1], [2, 2]]))
    starts = [5 * draw(st.integers(-400, 1800)) for _ in sizes]
    hands = draw(st.lists(possible_hand(ruleset, sizes), min_size=1, max_size=10))
    return ruleset, starts, sizes, hands


@FAST
@given(games())
def test_possible_hands_are_accepted_and_totals_are_the_sums_of_the_scores(game) -> None:
    ruleset, starts, sizes, hands = game
    for hand in hands:
        assert check_round(ruleset, hand, sizes) == [], hand
        round_warnings(ruleset, hand)  # never raises
    played = play_game(ruleset, starts, sizes, hands)
    for side, start in enumerate(starts):
        running = start
        for hand, outcome in zip(hands, played.outcomes, strict=True):
            result = outcome.results[side]
            running += result.score
            assert result.total == running
            assert list(result.breakdown.to_dict()) == list(PARTS)
            assert sum(result.breakdown.to_dict().values()) == result.score
            assert sum(r.points for r in explain(ruleset, hand[side], result.breakdown)) == result.score
        assert played.totals[side] == start + sum(o.results[side].score for o in played.outcomes)


@FAST
@given(games())
def test_endings_agree_with_the_totals(game) -> None:
    ruleset, starts, sizes, hands = game
    played = play_game(ruleset, starts, sizes, hands)
    for hand, outcome in zip(hands, played.outcomes, strict=True):
        totals, end = [r.total for r in outcome.results], outcome.ending
        dream = [i for i, e in enumerate(hand) if e.special_hand == "dream_hand"]
        if dream and ruleset.dream_hand_wins:  # a dream hand wins at once, by the difference of the totals
            assert (end.over, end.winner, end.margin) == (True, dream[0], totals[dream[0]] - totals[1 - dream[0]])
        elif max(totals) < ruleset.target:
            assert not end.over and not end.tie
        elif totals.count(max(totals)) > 1:  # an exact tie over the target plays another hand
            assert not end.over and end.tie and end.winner is None
        else:
            assert end.over and end.winner == totals.index(max(totals))
            assert end.margin == max(totals) - min(totals) > 0
        kinds = [a.kind for a in outcome.announcements]
        assert ("game_over" in kinds) == end.over and ("tie" in kinds) == end.tie
        assert outcome.extras["initial_meld"]["after"][0] in {m for _, m in ruleset.minimums}
    if played.ended_at is not None:
        assert all(not o.ending.over for o in played.outcomes[: played.ended_at - 1])
        assert played.outcomes[played.ended_at - 1].ending.over
