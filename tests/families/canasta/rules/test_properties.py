"""Properties of the rules engine that hold for every game, round and input (Hypothesis), across Canasta's
modules (families/canasta/rules/: cards, checks, entries, explain, game, plausibility, scoring, settings) and the shared
rules/entries.py, problems.py, seating.py and settings.py."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorepad.families.canasta.rules.cards import canasta_floor
from scorepad.families.canasta.rules.checks import check_round
from scorepad.families.canasta.rules.entries import SideEntry
from scorepad.families.canasta.rules.explain import explain
from scorepad.families.canasta.rules.game import minimum
from scorepad.families.canasta.rules.plausibility import round_warnings
from scorepad.families.canasta.rules.scoring import PARTS, score_round, score_side
from scorepad.families.canasta.rules.settings import CanastaRules as RuleSet
from scorepad.rules.entries import declared
from scorepad.rules.problems import Problem, by_path
from scorepad.rules.seating import TABLES
from scorepad.rules.settings import apply_changes, from_json, to_json
from scorepad.rules.settings import declared as declared_settings

from ..kit import CLASSES as CARD_CLASSES
from ..kit import PRESETS, cards, parse_entries, play, play_game

COUNT_FIELDS = tuple(c.name for c in declared(SideEntry) if c.kind in ("points", "count"))
ENTRY_FIELDS = tuple(c.name for c in declared(SideEntry))
SETTING_NAMES = tuple(s.name for s in declared_settings(RuleSet))

FAST = settings(max_examples=60, deadline=None)

# ---- strategies ----------------------------------------------------------------------------------

VARIANTS = st.fixed_dictionaries(
    {},
    optional={
        "melds_without_canasta": st.sampled_from(["positive", "negative"]),
        "red_threes_need": st.sampled_from(["meld", "canasta", "canasta_else_zero"]),
        "red_threes_unmet": st.sampled_from(["negative", "zero", "positive"]),
        "red_three_card_points": st.sampled_from([0, 5]),
        "stock_out": st.sampled_from([0, 100]),
        "joker_canastas_allowed": st.booleans(),
        "hand_canasta_allowed": st.booleans(),
        "target": st.sampled_from([1000, 3000, 5000]),
    },
)


@st.composite
def rule_sets(draw: st.DrawFn) -> tuple[str, dict[str, Any], RuleSet]:
    """A preset with some house rules: its key, the changes, and the rules they make."""
    key = draw(st.sampled_from(sorted(PRESETS)))
    changes = draw(VARIANTS)
    rules, problems = apply_changes(PRESETS[key], changes)
    assert rules is not None, problems
    return key, changes, rules


counts = st.integers(min_value=0, max_value=8)
points = st.integers(min_value=0, max_value=400).map(lambda n: n * 5)
card_counts = st.fixed_dictionaries({c: counts for c in CARD_CLASSES}).map(lambda d: cards(**d))

# Any counts at all (not only possible hands): scoring is arithmetic and must stay consistent anyway.
side_entries = st.builds(
    SideEntry,
    meld_points=points,
    hand_points=points,
    natural_canastas=counts,
    mixed_canastas=counts,
    joker_canastas=counts,
    red_threes=counts,
    red_threes_in_hand=counts,
    going_out=st.sampled_from([None, "out", "concealed", "hand_canasta"]),
    penalty_points=points,
    meld_cards=st.none() | card_counts,
    hand_cards=st.none() | card_counts,
)


@st.composite
def games(draw: st.DrawFn) -> tuple[RuleSet, list[int], list[int], list[list[SideEntry]]]:
    """Rules, starting totals, side sizes and up to 12 rounds of arbitrary counts."""
    _, _, rules = draw(rule_sets())
    sizes = list(draw(st.sampled_from(TABLES)))
    starts = draw(st.lists(st.integers(-2000, 12000), min_size=len(sizes), max_size=len(sizes)))
    rounds = draw(st.lists(st.lists(side_entries, min_size=len(sizes), max_size=len(sizes)), max_size=12))
    return rules, starts, sizes, rounds


JSON_SCALARS = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12)
JSON = st.recursive(
    JSON_SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=16,
)
# Values near the edges the parser checks, mixed into arbitrary JSON.
EDGY = (
    JSON
    | st.integers(-10, 1_000_010)
    | st.sampled_from([0, 5, 35, 1000, 1001, 1_000_000, 1_000_005, -5, 2**63, "out", "hand_canasta", "3"])
)
CARDS_LIKE = st.dictionaries(st.sampled_from(CARD_CLASSES) | st.text(max_size=6), EDGY, max_size=7)
ENTRY_LIKE = st.dictionaries(st.sampled_from(ENTRY_FIELDS) | st.text(max_size=8), EDGY | CARDS_LIKE, max_size=12)


def round_bodies(sides: int) -> st.SearchStrategy[Any]:
    """Anything at all as a round's entries, often shaped nearly like them."""
    return JSON | st.lists(ENTRY_LIKE | JSON, min_size=sides, max_size=sides) | st.lists(ENTRY_LIKE, max_size=4)


SETTING_VALUES = (
    EDGY
    | points
    | st.integers(0, 12)
    | st.booleans()
    | st.sampled_from(["meld", "canasta", "canasta_else_zero", "negative", "zero", "positive"])
    | st.dictionaries(st.sampled_from(CARD_CLASSES), points, max_size=3)
    | st.dictionaries(st.text(max_size=4) | st.sampled_from(["1", "4", "6", "7", "04"]), EDGY, max_size=4)
    | st.lists(st.lists(EDGY, max_size=3), max_size=4)
    | st.lists(st.tuples(points, points).map(list), min_size=1, max_size=4)
)
PLAUSIBLE_SETTINGS = st.dictionaries(
    st.sampled_from(SETTING_NAMES),
    points.map(lambda n: n + 5)
    | st.integers(1, 3)
    | st.booleans()
    | st.sampled_from(["meld", "canasta", "canasta_else_zero", "negative", "zero", "positive"]),
    max_size=3,
)
SETTINGS_LIKE = (
    JSON
    | st.dictionaries(st.sampled_from(SETTING_NAMES) | st.text(max_size=8), SETTING_VALUES, max_size=6)
    | PLAUSIBLE_SETTINGS
)


# ---- (a) a game's total is its start plus its round scores -------------------------------------


@FAST
@given(games())
def test_total_is_start_plus_round_scores(game: tuple[RuleSet, list[int], list[int], list[list[SideEntry]]]) -> None:
    rules, starts, sizes, rounds = game
    played = play_game(rules, starts, sizes, rounds)
    assert len(played.outcomes) == len(rounds)
    for side, start in enumerate(starts):
        scores = [outcome.results[side].score for outcome in played.outcomes]
        assert played.totals[side] == start + sum(scores)
        running = start
        for outcome in played.outcomes:  # and every round's total is the one before plus its score
            running += outcome.results[side].score
            assert outcome.results[side].total == running
    if played.ended_at is not None:
        assert played.outcomes[played.ended_at - 1].ending.winner is not None
        assert all(o.ending.winner is None for o in played.outcomes[: played.ended_at - 1])


# ---- (b) every breakdown's parts add up to its score --------------------------------------------


@FAST
@given(rule_sets(), st.lists(side_entries, min_size=2, max_size=3), st.lists(st.integers(-5000, 12000), min_size=3))
def test_breakdown_parts_add_up_to_the_score(
    ruleset: tuple[str, dict[str, Any], RuleSet], entries: list[SideEntry], before: list[int]
) -> None:
    _, _, rules = ruleset
    results = score_round(rules, entries, before[: len(entries)])
    for entry, result, total_before in zip(entries, results, before, strict=False):
        parts = result.breakdown.to_dict()
        assert list(parts) == list(PARTS)
        assert sum(parts.values()) == result.breakdown.score == result.score
        assert result.total == total_before + result.score
        reasons = explain(rules, entry, result.breakdown)  # the explanation in words adds up too
        assert sum(r.points for r in reasons) == result.score
        assert all(r.points for r in reasons if r.part != "red_threes") and all(r.text() for r in reasons)


# ---- (c) re-scoring the stored rounds gives the stored totals (through the API) -----------------


@st.composite
def possible_round(draw: st.DrawFn, rules: RuleSet, sizes: list[int]) -> list[dict[str, Any]]:
    """A round that can have happened under these rules (RULES.md 7), as the API takes it."""
    out = draw(st.none() | st.integers(0, len(sizes) - 1))
    reds_left = rules.red_threes_in_deck
    entries = []
    for side in range(len(sizes)):
        going = side == out
        natural, mixed = draw(st.integers(0, 2)), draw(st.integers(0, 1))
        if going:
            natural = max(natural, rules.canastas_to_go_out - mixed)
        meld = draw(st.integers(0, 40)) * 5
        if natural + mixed:
            meld = max(meld, canasta_floor(rules, natural, mixed, 0))
        reds = draw(st.integers(0, min(2, reds_left)))
        reds_left -= reds
        in_hand = 0 if going else draw(st.integers(0, min(1, reds_left)))
        reds_left -= in_hand
        entries.append(
            {
                "meld_points": meld,
                "hand_points": 0 if going else draw(st.integers(0, 20)) * 5,
                "natural_canastas": natural,
                "mixed_canastas": mixed,
                "red_threes": reds,
                "red_threes_in_hand": in_hand,
                "penalty_points": draw(st.sampled_from([0, 0, 0, 50, 100])),
                "going_out": draw(st.sampled_from(["out", "concealed"])) if going else None,
            }
        )
    return entries


@st.composite
def stored_games(draw: st.DrawFn) -> dict[str, Any]:
    """A new game's body, the rounds to post and maybe a correction of one of them."""
    key, changes, rules = draw(rule_sets())
    sizes = list(draw(st.sampled_from(TABLES)))
    sides = [
        {"name": f"Side {i}", "players": [f"P{i}{j}" for j in range(n)], "start": draw(st.integers(-200, 800)) * 5}
        for i, n in enumerate(sizes)
    ]
    rounds = draw(st.lists(possible_round(rules, sizes), min_size=1, max_size=6))
    correction = draw(st.none() | st.tuples(st.integers(1, len(rounds)), possible_round(rules, sizes)))
    return {"body": {"ruleset": key, "settings": changes, "sides": sides}, "rounds": rounds, "correction": correction}


def raw(entry: dict[str, Any]) -> dict[str, Any]:
    """An echoed entry without what the engine computed."""
    return {k: v for k, v in entry.items() if k not in ("breakdown", "score", "total")}


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(stored_games())
def test_rescoring_stored_rounds_gives_the_stored_totals(client: FlaskClient, plan: dict[str, Any]) -> None:
    created = client.post("/api/games", json=plan["body"])
    assert created.status_code == 201, created.get_json()
    game = created.get_json()
    url, auth = f"/api/games/{game['id']}", {"Authorization": f"Bearer {game['token']}"}
    for entries in plan["rounds"]:
        response = client.post(f"{url}/rounds", json={"entries": entries}, headers=auth)
        assert response.status_code in (201, 409), (entries, response.get_json())
        if response.status_code == 409:  # the game is over
            break
    if plan["correction"]:
        number, entries = plan["correction"]
        response = client.put(f"{url}/rounds/{number}", json={"entries": entries}, headers=auth)
        assert response.status_code in (200, 404, 409), response.get_json()

    stored = client.get(url).get_json()
    rules = from_json(RuleSet, stored["ruleset"]["settings"])
    sizes = [len(side["players"]) for side in stored["sides"]]
    rounds = []
    for echoed in stored["rounds"]:
        entries, problems = parse_entries(rules, [raw(e) for e in echoed["entries"]], len(sizes))
        assert entries is not None and problems == [], problems
        rounds.append(entries)
    again = play_game(rules, [side["start"] for side in stored["sides"]], sizes, rounds)
    assert [side["total"] for side in stored["sides"]] == again.totals
    assert [side["initial_meld"] for side in stored["sides"]] == [minimum(rules, t) for t in again.totals]
    for echoed, outcome in zip(stored["rounds"], again.outcomes, strict=True):
        assert [(e["score"], e["total"]) for e in echoed["entries"]] == [(r.score, r.total) for r in outcome.results]
        assert [e["breakdown"] for e in echoed["entries"]] == [r.breakdown.to_dict() for r in outcome.results]
    assert (stored["status"] == "finished") == again.finished
    assert stored["winner"] == (again.outcomes[-1].ending.winner if again.finished else None)


# ---- (d) validation never crashes: arbitrary input gives problems, never an exception ----------


@settings(max_examples=150, deadline=None)
@given(rule_sets(), st.sampled_from(TABLES), st.data())
def test_round_validation_never_crashes(
    ruleset: tuple[str, dict[str, Any], RuleSet], sizes: tuple[int, ...], data: st.DataObject
) -> None:
    _, _, rules = ruleset
    body = data.draw(round_bodies(len(sizes)))
    entries, problems = parse_entries(rules, body, len(sizes))
    assert all(isinstance(p, Problem) for p in problems)
    if entries is None:
        assert problems, "an unusable round without a problem"
        return
    assert len(entries) == len(sizes)
    for entry in entries:
        assert all(type(getattr(entry, name)) is int and getattr(entry, name) >= 0 for name in COUNT_FIELDS)
    problems += check_round(rules, entries, list(sizes), problems)
    messages = by_path(problems)  # every message can be put in words
    assert all(isinstance(m, str) and m for m in messages.values())
    round_warnings(rules, entries)
    if not problems:  # an accepted round can always be scored
        play(rules, entries, [0] * len(sizes), list(sizes))


# ---- (e) house rules: arbitrary data never crashes apply_changes ------------------------------


@settings(max_examples=250, deadline=None)
@given(st.sampled_from(sorted(PRESETS)), SETTINGS_LIKE)
def test_applying_house_rules_never_crashes(key: str, data: Any) -> None:
    rules, problems = apply_changes(PRESETS[key], data)
    assert (rules is None) == bool(problems)
    assert all(isinstance(m, str) and m for m in by_path(problems).values())
    if rules is not None:  # accepted settings survive being stored and read back
        assert from_json(RuleSet, to_json(rules)) == rules


def test_a_superscript_red_three_count_is_a_problem_not_a_crash() -> None:
    rules, problems = apply_changes(PRESETS["classic"], {"red_three_totals": {"²": 100}})
    assert rules is None and [p.path for p in problems] == ["settings.red_three_totals.²"]


# ---- (f) monotonic facts -------------------------------------------------------------------------

rising_steps = st.lists(st.tuples(st.integers(1, 2000), st.integers(0, 40)), max_size=5).map(
    lambda gaps: (
        [[0, 50]]
        + [[5 * sum(g for g, _ in gaps[: i + 1]), 50 + 5 * sum(m for _, m in gaps[: i + 1])] for i in range(len(gaps))]
    )
)


@FAST
@given(rule_sets(), st.none() | rising_steps, st.integers(0, 20000), st.integers(0, 20000))
def test_initial_meld_minimum_never_falls_as_a_total_grows(
    ruleset: tuple[str, dict[str, Any], RuleSet], steps: list[list[int]] | None, low: int, high: int
) -> None:
    _, _, rules = ruleset
    if steps is not None:
        changed, problems = apply_changes(rules, {"initial_meld_steps": steps})
        assert changed is not None, problems
        rules = changed
    low, high = sorted((low, high))
    assert minimum(rules, low) <= minimum(rules, high)
    assert minimum(rules, high) in {m for _, m in rules.initial_meld_steps}
    assert minimum(rules, -1 - low) == rules.initial_meld_below_zero


@FAST
@given(rule_sets(), side_entries, st.integers(1, 200), st.booleans())
def test_more_melds_never_lower_and_more_hand_never_raise_a_score(
    ruleset: tuple[str, dict[str, Any], RuleSet], entry: SideEntry, more: int, somebody_out: bool
) -> None:
    _, _, rules = ruleset
    base = score_side(rules, entry, somebody_out).score
    held = score_side(rules, replace(entry, hand_points=entry.hand_points + 5 * more), somebody_out).score
    assert held == base - 5 * more
    if rules.melds_without_canasta == "positive" or entry.canastas:
        melded = score_side(rules, replace(entry, meld_points=entry.meld_points + 5 * more), somebody_out).score
        assert melded >= base + 5 * more
