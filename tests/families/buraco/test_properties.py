"""Properties of the Buraco engine that hold for every rule set, table and hand (Hypothesis): a hand's score is
the sum of its parts and of its explained lines, totals and endings follow 13.6, an accepted hand never holds more
than the deck, and no input makes the engine crash."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.families.buraco.family import FAMILY
from scorepad.families.buraco.rules.checks import MOST_CANASTAS, check_round
from scorepad.families.buraco.rules.entries import CANASTA_KINDS, POINT_FIELDS
from scorepad.families.buraco.rules.explain import explain
from scorepad.families.buraco.rules.plausibility import round_warnings
from scorepad.families.buraco.rules.scoring import PARTS
from scorepad.families.buraco.rules.settings import BuracoRules
from scorepad.rules.problems import Problem, by_path
from scorepad.rules.settings import apply_changes, from_json, to_json

from .kit import CLASSES, PRESETS, catalogued, parse, play_game, valid_round

TABLES = FAMILY.tables
FAST = settings(max_examples=100, deadline=None)
FIVES = st.integers(0, 40).map(lambda n: n * 5)

HOUSE_RULES = st.fixed_dictionaries(
    {},
    optional={
        "values": st.sampled_from([{"joker": 30}, {"joker": 50}, {"low": 10}]),
        "semi_clean": st.sampled_from([0, 150]),
        "canasta_500": st.sampled_from([0, 500]),
        "pot_taken_bonus": st.sampled_from([0, 50, 100]),
        "clean_to_go_out": st.booleans(),
        "no_clean_counts_negative": st.booleans(),
        "pot_not_played": st.sampled_from(["cards", "flat"]),
        "target": st.sampled_from([500, 2005, 3000]),
        "hands": st.sampled_from([0, 0, 1, 3]),
    },
)


@st.composite
def rule_sets(draw: st.DrawFn) -> BuracoRules:
    """A preset with some house rules."""
    rules, problems = apply_changes(PRESETS[draw(st.sampled_from(sorted(PRESETS)))], draw(HOUSE_RULES))
    assert rules is not None, problems
    return rules


@st.composite
def games(draw: st.DrawFn) -> tuple[BuracoRules, list[int], list[list[dict[str, Any]]]]:
    """Rules, side sizes and up to 8 possible hands."""
    rules = draw(rule_sets())
    sizes = draw(st.sampled_from(TABLES))
    return rules, list(sizes), draw(st.lists(valid_round(rules, sizes), min_size=1, max_size=8))


@FAST
@given(games())
def test_a_hands_score_is_the_sum_of_its_explained_parts(game: Any) -> None:
    rules, sizes, rounds = game
    played = play_game(rules, sizes, *rounds)  # every hand passes the checks first
    for data, outcome in zip(rounds, played.outcomes, strict=True):
        entries, _ = parse(rules, *data)
        assert entries is not None
        for entry, result in zip(entries, outcome.results, strict=True):
            parts = result.breakdown.to_dict()
            assert list(parts) == list(PARTS) and sum(parts.values()) == result.score
            reasons = explain(rules, entry, result.breakdown)
            assert sum(r.points for r in reasons) == result.score
            for part in PARTS:  # part by part, too
                assert sum(r.points for r in reasons if r.part == part) == parts[part]
            assert all(r.text() and r.settings for r in reasons)  # every line names the rule behind it
            assert {r.message for r in reasons} <= catalogued()  # and is in the family's catalog


@FAST
@given(games())
def test_totals_and_endings_follow_13_6(game: Any) -> None:
    rules, sizes, rounds = game
    played = play_game(rules, sizes, *rounds)
    running = [0] * len(sizes)
    for number, outcome in enumerate(played.outcomes, start=1):
        running = [t + r.score for t, r in zip(running, outcome.results, strict=True)]
        totals, end = [r.total for r in outcome.results], outcome.ending
        assert totals == running
        best, single = max(totals), totals.count(max(totals)) == 1
        if rules.hands:
            assert end.over == (number >= rules.hands) and end.tie == (end.over and not single)
        else:
            assert end.over == (best >= rules.target and single)
            assert end.tie == (best >= rules.target and not single)
        if end.winner is not None:
            assert totals[end.winner] == best and single
            assert end.margin == best - min(totals)
        kinds = [a.kind for a in outcome.announcements]
        assert (kinds == ["game_over"]) == (end.over and end.winner is not None)
        assert (kinds == ["game_tied"]) == (end.over and end.winner is None)
        assert ("tie" in kinds) == (end.tie and not end.over)
    ends = [n for n, o in enumerate(played.outcomes, start=1) if o.ending.over]
    assert played.ended_at == (ends[0] if ends else None)


CHANGES = {  # one field of a possible hand set to a value that may make it impossible
    "meld_points": st.integers(0, 240).map(lambda n: n * 5),
    "hand_points": st.integers(0, 120).map(lambda n: n * 5),
    "pot_points": st.sampled_from([5, 55, 330, 335, 550, 555]),
    "penalty_points": st.sampled_from([5, 200, 800]),
    **{name: st.integers(0, 9) for name, _ in CANASTA_KINDS},
    "pot": st.sampled_from(["played", "not_taken", "not_played"]),
    "going_out": st.sampled_from([None, "out"]),
}


@st.composite
def near_valid_round(draw: st.DrawFn, rules: BuracoRules, sizes: tuple[int, ...]) -> list[dict[str, Any]]:
    """A possible hand with up to three fields changed at random: accepted often, refused at every boundary."""
    entries = draw(valid_round(rules, sizes))
    for _ in range(draw(st.integers(0, 3))):
        side, name = draw(st.integers(0, len(sizes) - 1)), draw(st.sampled_from(sorted(CHANGES)))
        entries[side][name] = draw(CHANGES[name])
    return entries


@settings(max_examples=300, deadline=None)
@given(rule_sets(), st.sampled_from(TABLES), st.data())
def test_an_accepted_hand_never_exceeds_the_deck(rules: BuracoRules, sizes: tuple[int, ...], data: Any) -> None:
    entries, found = parse(rules, *data.draw(near_valid_round(rules, sizes)))
    assert entries is not None and found == []
    if check_round(rules, entries, list(sizes), found):
        return
    assert sum(getattr(e, name) for e in entries for name in POINT_FIELDS) <= rules.deck_points
    assert sum(e.canastas for e in entries) <= MOST_CANASTAS
    assert sum(e.went_out for e in entries) <= 1
    for entry, players in zip(entries, sizes, strict=True):
        assert entry.meld_points >= 7 * rules.lowest_card * entry.canastas
        assert entry.pot_points <= rules.most_in_pot
        assert not entry.went_out or (
            entry.pot == "played" and entry.canastas and (entry.clean or not rules.clean_to_go_out)
        )
        assert entry.pot != "not_taken" or entry.hand_points >= players * rules.lowest_card


SHARED = {"The deck has only %(n)d of these cards."}  # worded by the shared engine (scorepad/rules/cards.py)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 10**7) | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
FIELDS = (
    "meld_points",
    "hand_points",
    "clean_canastas",
    "canastas_1000",
    "pot",
    "pot_points",
    "going_out",
    "hand_cards",
)
ENTRY_LIKE = st.dictionaries(
    st.sampled_from(FIELDS) | st.text(max_size=6),
    JSON
    | st.sampled_from([0, 5, 35, 330, 1080, "out", "played", "not_taken", "not_played"])
    | st.dictionaries(st.sampled_from(CLASSES), st.integers(0, 60)),
    max_size=8,
)


@settings(max_examples=200, deadline=None)
@given(rule_sets(), st.sampled_from(TABLES), st.data())
def test_checking_any_input_never_crashes(rules: BuracoRules, sizes: tuple[int, ...], data: Any) -> None:
    body = data.draw(st.lists(ENTRY_LIKE, min_size=len(sizes), max_size=len(sizes)))
    entries, problems = parse(rules, *body)
    assert entries is not None and all(isinstance(p, Problem) for p in problems)
    found = check_round(rules, entries, list(sizes), problems)
    warned = round_warnings(rules, entries)
    assert {p.message for p in found + warned} - SHARED <= catalogued()  # the family's words, all catalogued
    problems += found
    assert all(isinstance(m, str) and m for m in by_path(problems).values())
    assert all(w.text() for w in warned)
    if not problems:  # an accepted hand can always be scored
        play_game(rules, list(sizes), body)


SETTING_VALUES = JSON | st.integers(0, 20) | FIVES | st.dictionaries(st.sampled_from(CLASSES), FIVES)


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(sorted(PRESETS)),
    st.dictionaries(st.sampled_from(sorted(to_json(PRESETS["burraco"]))), SETTING_VALUES, max_size=4),
)
def test_applying_house_rules_never_crashes(key: str, data: dict[str, Any]) -> None:
    rules, problems = apply_changes(PRESETS[key], data)
    assert (rules is None) == bool(problems)
    assert all(isinstance(m, str) and m for m in by_path(problems).values())
    if rules is not None:  # accepted settings survive being stored and read back
        assert from_json(BuracoRules, to_json(rules)) == rules
