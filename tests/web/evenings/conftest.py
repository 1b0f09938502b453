"""Evening page fixtures: an organiser signed in with a Canasta league, and an evening started on its form."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from flask.testing import FlaskClient

NINE = "Anna\nBen\nCara\nDan\nEva\nFritz\nGerd\nHanna\nIda"  # two tables of four and a bye
EVENING = {"name": "Thursday", "form": "individuals", "rounds": "3", "hands": "2", "scoring": "victory_points",
           "bands": "burraco_3_hands"}  # fmt: skip


@pytest.fixture
def league_id(client: FlaskClient, sign_up: Callable[..., None]) -> str:
    """A classic Canasta league owned by the signed-in organiser."""
    sign_up()
    response = client.post("/leagues/new", data={"name": "Club", "ruleset": "classic"})
    return response.headers["Location"].rsplit("/", 1)[1]


@pytest.fixture
def start_evening(client: FlaskClient, league_id: str) -> Callable[..., str]:
    """A factory: post the new-evening form (nine new players, individuals, 3 rounds of 2 hands, victory points
    unless overridden); returns the evening page's path."""

    def start(**fields: Any) -> str:
        data = {**EVENING, "new_players": NINE, **fields}
        response = client.post(f"/leagues/{league_id}/evenings/new", data=data)
        assert response.status_code == 303, response.get_data(as_text=True)
        return response.headers["Location"]

    return start


def table_games(html: str) -> list[str]:
    """The game ids of the round's tables, in table order, from an evening's page."""
    return re.findall(r'class="table-link"><a href="/games/([\w-]+)"', html)


def seated(html: str) -> list[tuple[str, str]]:
    """Every seat shown ("1.3") with its player's name."""
    return re.findall(r'<span class="seat s\d">(\d+\.\d+)</span> ([^<]+)</li>', html)


def current_round(html: str) -> str:
    """The part of an evening's page that shows the round being played."""
    return re.search(r'<section aria-labelledby="round-\d+">.*?</section>', html, re.S).group(0)
