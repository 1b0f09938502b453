"""Sanity checks of the round generator against the reference scorer."""

from __future__ import annotations

import json
import random

import pytest

from .generate import BREAKS, labeled_round, random_round
from .reference import PRESETS, score_round


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("n_sides", [2, 3])
def test_generated_rounds(preset: str, n_sides: int) -> None:
    """Plausible rounds pass, broken ones fail, and every kind of break shows up."""
    settings = PRESETS[preset]
    rng = random.Random(f"{preset}-{n_sides}")
    seen: set[str] = set()
    plausible = 0
    for _ in range(1500):
        entries, kinds = labeled_round(rng, settings, n_sides)
        assert json.loads(json.dumps(entries)) == entries
        for e in entries:
            assert all(type(v) is int for k, v in e.items() if k != "going_out")
        result = score_round(settings, entries, [0] * n_sides, [1] * n_sides)
        assert bool(result["problems"]) == bool(kinds), (kinds, entries, result["problems"])
        seen.update(kinds)
        plausible += not kinds
    assert seen == set(BREAKS)
    assert plausible > 600


def test_random_round_is_deterministic() -> None:
    """The same seed gives the same round."""
    a = random_round(random.Random(7), PRESETS["german"], 3)
    b = random_round(random.Random(7), PRESETS["german"], 3)
    assert a == b
