"""Properties of the Hand and Foot engine that hold for every game, round and input (Hypothesis)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.families.hand_and_foot.rules.checks import book_floor, check_round
from scorepad.families.hand_and_foot.rules.entries import SideEntry
from scorepad.families.hand_and_foot.rules.explain import explain
from scorepad.families.hand_and_foot.rules.plausibility import round_warnings
from scorepad.families.hand_and_foot.rules.scoring import PARTS
from scorepad.families.hand_and_foot.rules.settings import HandFootRules
from scorepad.rules.problems import Problem, by_path
from scorepad.rules.settings import apply_changes, from_json, to_json
from tests.registry import family_of

from ..kit import CLASSES, PRESETS, parse, play_game

TABLES = family_of("hand_and_foot").tables
FAST = settings(max_examples=80, deadline=None)

VARIANTS = st.fixed_dictionaries(
    {},
    optional={
        "red_three_laid_not_out": st.sampled_from([None, 50]),
        "red_three_caught": st.sampled_from([100, 300, 500]),
        "black_three_value": st.sampled_from([0, 5]),
        "black_three_caught_extra": st.sampled_from([0, 100]),
        "card_values_8_9": st.sampled_from([5, 10]),
        "exact_pick_bonus": st.sampled_from([0, 100, 200]),
        "minimums": st.sampled_from([[50, 90, 120, 150], [60, 90], [90, 120, 150, 180]]),
        "ending": st.sampled_from([{}, {"rounds": None, "target": 5000}, {"rounds": 2, "target": 3000}, {"rounds": 1}]),
    },
)


@st.composite
def rule_sets(draw: st.DrawFn) -> HandFootRules:
    """A preset with some house rules."""
    changes = draw(VARIANTS)
    changes |= changes.pop("ending", {})
    rules, problems = apply_changes(PRESETS[draw(st.sampled_from(sorted(PRESETS)))], changes)
    assert rules is not None, problems
    return rules


@st.composite
def valid_round(draw: st.DrawFn, rules: HandFootRules, sizes: tuple[int, ...]) -> list[dict[str, Any]]:
    """A round that can have happened under these rules (RULES.md 12.7), as the API takes it."""
    decks = rules.decks_for(sum(sizes))
    out = draw(st.none() | st.integers(0, len(sizes) - 1))
    reds, blacks = 2 * decks, 2 * decks
    needed = rules.books_to_go_out
    entries = []
    for side, players in enumerate(sizes):
        going, alone = side == out, side == out and players == 1
        clean, dirty = draw(st.integers(0, 3)), draw(st.integers(0, 3))
        wild = draw(st.integers(0, 1)) if rules.wild_books is not None else 0
        if going:
            clean, dirty, wild = max(clean, needed["clean"]), max(dirty, needed["dirty"]), max(wild, needed["wild"])
        books = SideEntry(clean_books=clean, dirty_books=dirty, wild_books=wild)
        meld = draw(st.integers(0, 60)) * 5
        if books.books:
            meld = max(meld, book_floor(rules, books))
        hand = 0 if alone else draw(st.integers(0, 30)) * 5
        laid = draw(st.integers(0, min(2, reds)))
        caught = 0 if alone else draw(st.integers(0, min(1, reds - laid)))
        reds -= laid + caught
        value = rules.black_three_value
        black = 0 if alone else draw(st.integers(0, min(1, blacks, hand // value if value else 1)))
        blacks -= black
        entries.append(
            {
                "meld_points": meld,
                "hand_points": hand,
                "clean_books": clean,
                "dirty_books": dirty,
                "wild_books": wild,
                "red_threes": laid,
                "red_threes_caught": caught,
                "black_threes_caught": black,
                "exact_picks": draw(st.integers(0, players)),
                "going_out": "out" if going else None,
            }
        )
    return entries


@st.composite
def games(draw: st.DrawFn) -> tuple[HandFootRules, list[int], list[list[dict[str, Any]]]]:
    """Rules, side sizes and up to 8 possible rounds."""
    rules = draw(rule_sets())
    sizes = draw(st.sampled_from(TABLES))
    return rules, list(sizes), draw(st.lists(valid_round(rules, sizes), min_size=1, max_size=8))


@FAST
@given(games())
def test_replayed_totals_are_sums_of_scores_and_endings_are_consistent(game: Any) -> None:
    rules, sizes, rounds = game
    played = play_game(rules, sizes, *rounds)  # every round passes the checks first
    for side in range(len(sizes)):
        running = 0
        for outcome in played.outcomes:
            result = outcome.results[side]
            assert list(result.breakdown.to_dict()) == list(PARTS)
            assert sum(result.breakdown.to_dict().values()) == result.score
            running += result.score
            assert result.total == running
        assert played.totals[side] == running
    for number, outcome in enumerate(played.outcomes, start=1):
        totals, end = [r.total for r in outcome.results], outcome.ending
        best = max(totals)
        last = rules.rounds is not None and number >= rules.rounds
        at_target = rules.target is not None and best >= rules.target
        assert end.over == (last or (at_target and totals.count(best) == 1))
        if end.winner is not None:
            assert totals[end.winner] == best and totals.count(best) == 1
            assert end.margin == best - max(t for i, t in enumerate(totals) if i != end.winner)
        assert end.tie == (totals.count(best) > 1 and (last or at_target))
        minimums = outcome.extras["initial_meld"]
        assert minimums == {
            "before": [rules.minimum(number)] * len(sizes),
            "after": [rules.minimum(number + 1)] * len(sizes),
        }
        kinds = [a.kind for a in outcome.announcements]
        assert (kinds[:1] == ["game_over"]) == (end.over and end.winner is not None)
        assert ("minimum" in kinds or "last_round" in kinds) == (not end.over)
    ends = [n for n, o in enumerate(played.outcomes, start=1) if o.ending.over]
    assert played.ended_at == (ends[0] if ends else None)


@FAST
@given(games())
def test_every_part_of_a_score_is_explained(game: Any) -> None:
    rules, sizes, rounds = game
    for data in rounds:
        entries, _ = parse(rules, *data)
        assert entries is not None
        outcome = play_game(rules, sizes, data).outcomes[0]
        for entry, result in zip(entries, outcome.results, strict=True):
            reasons = explain(rules, entry, result.breakdown)
            assert sum(r.points for r in reasons) == result.score
            assert all(r.text() and r.settings for r in reasons)  # every part says the rule behind it


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 10**7) | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
FIELDS = ("meld_points", "hand_points", "clean_books", "wild_books", "exact_picks", "going_out", "hand_cards")
ENTRY_LIKE = st.dictionaries(
    st.sampled_from(FIELDS) | st.text(max_size=6),
    JSON
    | st.sampled_from([0, 5, 35, 140, 1000, "out"])
    | st.dictionaries(st.sampled_from(CLASSES), st.integers(0, 40)),
    max_size=8,
)


@settings(max_examples=150, deadline=None)
@given(rule_sets(), st.sampled_from(TABLES), st.data())
def test_round_validation_never_crashes(rules: HandFootRules, sizes: tuple[int, ...], data: st.DataObject) -> None:
    body = data.draw(st.lists(ENTRY_LIKE, min_size=len(sizes), max_size=len(sizes)))
    entries, problems = parse(rules, *body)
    assert entries is not None and all(isinstance(p, Problem) for p in problems)
    problems += check_round(rules, entries, list(sizes), problems)
    assert all(isinstance(m, str) and m for m in by_path(problems).values())
    assert all(w.text() for w in round_warnings(rules, entries))
    if not problems:  # an accepted round can always be scored
        play_game(rules, list(sizes), body)


SETTING_VALUES = JSON | st.integers(0, 20) | st.lists(st.integers(0, 40).map(lambda n: n * 5), max_size=5)


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(sorted(PRESETS)),
    st.dictionaries(st.sampled_from(sorted(to_json(PRESETS["whitnack"]))), SETTING_VALUES, max_size=4),
)
def test_applying_house_rules_never_crashes(key: str, data: dict[str, Any]) -> None:
    rules, problems = apply_changes(PRESETS[key], data)
    assert (rules is None) == bool(problems)
    assert all(isinstance(m, str) and m for m in by_path(problems).values())
    if rules is not None:  # accepted settings survive being stored and read back
        assert from_json(HandFootRules, to_json(rules)) == rules
