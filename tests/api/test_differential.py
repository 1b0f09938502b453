"""Hundreds of random rounds, plausible and impossible: the API agrees with an independent reference."""

import random

import pytest

from tests.oracle.generate import random_round
from tests.oracle.reference import PRESETS, minimum, score_round

TABLES = {2: [[1, 1], [2, 2], [3, 2], [3, 3]], 3: [[1, 1, 1], [2, 2, 2]]}
VARIANTS = [
    {},
    {"melds_without_canasta": "negative"},
    {"red_threes_need": "canasta_else_zero", "red_three_card_points": 5},
    {"red_threes_unmet": "zero", "joker_canastas_allowed": True},
    {"red_threes_unmet": "positive", "stock_out": 100, "hand_canasta_allowed": True},
]


def sides_for(sizes, rng):
    """Sides of these sizes with random carried-over totals."""
    return [
        {"name": f"Side {i}", "players": [f"P{i}{j}" for j in range(n)], "start": rng.randrange(-400, 8000, 5)}
        for i, n in enumerate(sizes)
    ]


@pytest.mark.parametrize("preset", ["classic", "german", "three_pack"])
@pytest.mark.parametrize("variant", range(len(VARIANTS)))
def test_random_rounds_match_the_reference(client, preset, variant):
    rng = random.Random(f"{preset}-{variant}")
    settings = {**PRESETS[preset], **VARIANTS[variant]}
    for _ in range(4):
        n_sides = rng.choice([2, 3])
        sizes = rng.choice(TABLES[n_sides])
        game = client.post(
            "/api/games", json={"ruleset": preset, "settings": VARIANTS[variant], "sides": sides_for(sizes, rng)}
        ).get_json()
        starts = [s["start"] for s in game["sides"]]
        for _ in range(6):
            entries = random_round(rng, settings, n_sides)
            expected = score_round(settings, entries, starts, sizes)
            response = client.post(f"/api/games/{game['id']}/rounds/preview", json={"entries": entries})
            body = response.get_json()
            if expected["problems"]:
                assert response.status_code == 422, (entries, expected)
                assert set(body["errors"]) == expected["problems"], entries
                continue
            assert response.status_code == 200, (entries, body)
            assert [e["score"] for e in body["entries"]] == expected["scores"]
            assert [e["breakdown"] for e in body["entries"]] == expected["parts"]
            totals = [s + d for s, d in zip(starts, expected["scores"], strict=True)]
            assert body["initial_meld"]["after"] == [minimum(settings, t) for t in totals]
