"""How the kept-numbers property test (tests/games/test_kept_numbers.py) plays a family's games: each family's kit
says it (its PLAY): which rule sets and house rules, which sides, a strategy of rounds that can have happened, the
writes worth trying, and whether its games are a league's (then the league's tallies are checked too)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

Rounds = Callable[[str], st.SearchStrategy[list[dict[str, Any]]]]  # a rule set -> rounds possible under it
ALWAYS = ("add", "add", "add", "correct", "delete", "restore", "import")  # every family's writes


@dataclass(frozen=True)
class Play:
    """A family's games for the property test: `rulesets` drawn from; `house(draw, ruleset)` the house rules drawn
    (so that games also end); `rounds(ruleset)` a strategy of possible rounds; `sides` (None: two pairs); `kinds`
    the writes drawn, at most `writes` a game; `league`: played as a league's games; `examples`: how many games
    Hypothesis plays."""

    rulesets: tuple[str, ...]
    house: Callable[[st.DrawFn, str], dict[str, Any]]
    rounds: Rounds
    sides: list[dict[str, Any]] | None = None
    kinds: tuple[str, ...] = ALWAYS
    writes: int = 20
    league: bool = True
    examples: int = 60
