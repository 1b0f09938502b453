"""Factories for the Buraco engine tests: the family of its own folder, the presets' rules, card counts, hands checked and games played."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po
from hypothesis import strategies as st

from scorepad.families import buraco
from scorepad.families.buraco.family import FAMILY
from scorepad.families.buraco.rules.checks import check_round
from scorepad.families.buraco.rules.entries import CANASTA_KINDS, BuracoEntry
from scorepad.families.buraco.rules.game import play_round
from scorepad.families.buraco.rules.settings import CARD_CLASSES, BuracoRules
from scorepad.rules import entries
from scorepad.rules.cards import CardCount
from scorepad.rules.game import Replay, RoundOutcome, replay
from scorepad.rules.problems import Problem
from scorepad.rules.settings import apply_changes

from ..play import Play

CATALOGS = Path(buraco.__file__).resolve().parent / "translations"
PRESETS: dict[str, BuracoRules] = {p.key: FAMILY.rules_of(p) for p in FAMILY.presets}
BURRACO = PRESETS["burraco"]
INTERNAZIONALE = PRESETS["burraco_internazionale"]
STBL = PRESETS["buraco_stbl"]
BURAKO = PRESETS["burako"]
CLASSES = tuple(c.key for c in CARD_CLASSES)
PAIRS = [2, 2]
ALONE = [1, 1]
OUT = {"going_out": "out"}


@cache
def catalogued() -> frozenset[str]:
    """Every message of the family's own catalog (a plural one by its singular), as the German catalog lists them."""
    path = CATALOGS / "de" / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as f:
        return frozenset(m.id if isinstance(m.id, str) else m.id[0] for m in read_po(f) if m.id)


def rules(base: BuracoRules = BURRACO, **changes: Any) -> BuracoRules:
    """A preset with a table's house rules, checked as a table's changes are."""
    changed, found = apply_changes(base, changes)
    assert changed is not None, found
    return changed


def cards(**counts: int) -> CardCount:
    """Counted cards by class (classes left out count 0)."""
    return CardCount.of(counts, CLASSES)


def parse(rules: BuracoRules, *data: Any) -> tuple[list[BuracoEntry] | None, list[Problem]]:
    """A hand's entries as the engine parses them (bounds checked, a bad count read as 0)."""
    return entries.parse_entries(BuracoEntry, rules, list(data), len(data))


def problems(rules: BuracoRules, *data: Any, sizes: list[int] | None = None) -> dict[str, str]:
    """Every problem of a hand, parsed and checked, by field path, in English."""
    sides, found = parse(rules, *data)
    assert sides is not None
    found += check_round(rules, sides, sizes or PAIRS, found)
    out: dict[str, str] = {}
    for p in found:
        out[p.path] = f"{out[p.path]} {p.text()}" if p.path in out else p.text()
    return out


def checked(rules: BuracoRules, *data: Any, sizes: list[int] | None = None) -> list[BuracoEntry]:
    """A hand's entries, parsed and checked: any problem fails the test."""
    assert problems(rules, *data, sizes=sizes) == {}
    sides, _ = parse(rules, *data)
    assert sides is not None
    return sides


def play(
    rules: BuracoRules, *data: Any, sizes: list[int] | None = None, before: list[int] | None = None
) -> RoundOutcome:
    """One checked hand scored from the totals before it."""
    sides = checked(rules, *data, sizes=sizes)
    return play_round(rules, sides, before or [0] * len(sides), sizes or PAIRS)


def scores(rules: BuracoRules, *data: Any, sizes: list[int] | None = None) -> list[int]:
    """Each side's score of one checked hand."""
    return [r.score for r in play(rules, *data, sizes=sizes).results]


def play_game(rules: BuracoRules, sizes: list[int], *rounds: list[dict[str, Any]]) -> Replay:
    """A whole game from its hands as JSON entries, every hand checked first."""
    played = [checked(rules, *r, sizes=sizes) for r in rounds]
    return replay(play_round, rules, [0] * len(sizes), sizes, played)


def said(outcome: RoundOutcome) -> list[tuple[str, int | None, dict[str, Any]]]:
    """A hand's announcements as (kind, side, params)."""
    return [(a.kind, a.side, a.params) for a in outcome.announcements]


@st.composite
def valid_round(draw: st.DrawFn, rules: BuracoRules, sizes: tuple[int, ...]) -> list[dict[str, Any]]:
    """A hand that can have happened under these rules (RULES.md 13.5), as the API takes it; each side holds at
    most 480 points (210 + 100 + 150 + 20), so two never pass the deck's 1,080."""
    out = draw(st.none() | st.integers(0, len(sizes) - 1))
    entries = []
    for side, players in enumerate(sizes):
        going = side == out
        kinds = {name: draw(st.integers(0, 2)) if getattr(rules, s) else 0 for name, s in CANASTA_KINDS}
        kinds["semi_clean_canastas"] = min(kinds["semi_clean_canastas"], 1)
        kinds["canastas_1000"] = min(kinds["canastas_1000"], 1)
        if going and (rules.clean_to_go_out or not sum(kinds.values())):
            kinds["clean_canastas"] = max(kinds["clean_canastas"], 1)
        canastas = sum(kinds.values())
        meld = max(draw(st.integers(0, 40)) * 5, canastas * 7 * rules.lowest_card)
        pot = "played" if going else draw(st.sampled_from(["played", "not_taken", "not_played"]))
        least = players * rules.lowest_card if pot == "not_taken" else 0
        hand = 0 if going and players == 1 else max(draw(st.integers(0, 20)) * 5, least)
        pot_points = draw(st.integers(0, 30)) * 5 if pot == "not_played" and rules.pot_counts_cards else 0
        entries.append(
            {
                "meld_points": meld,
                "hand_points": hand,
                **kinds,
                "pot": pot,
                "pot_points": pot_points,
                "penalty_points": draw(st.sampled_from([0, 0, 0, 10, 20])),
                "going_out": "out" if going else None,
            }
        )
    return entries


def possible_round(ruleset: str) -> st.SearchStrategy[list[dict[str, Any]]]:
    """Hands of two pairs that can have happened under a preset."""
    return valid_round(PRESETS[ruleset], (2, 2))


# League games of every preset to 1,000 (so that games also end).
PLAY = Play(tuple(PRESETS), lambda _draw, _ruleset: {"target": 1000}, possible_round)
