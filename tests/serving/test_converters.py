"""Numbers in paths: ASCII digits only, bounded by the pattern itself, so what isn't one is a plain 404."""

from __future__ import annotations

import re

import pytest
from flask.testing import FlaskClient

from scorepad.core.ids import DB_INT_MAX
from scorepad.serving.converters import up_to
from tests.conftest import HELD, WON


@pytest.mark.parametrize("limit", [0, 7, 9, 10, 19, 100, 101, 250, 999, 1000, 2024])
def test_the_pattern_holds_exactly_the_numbers_up_to_the_limit(limit: int) -> None:
    pattern = re.compile(up_to(limit))
    assert [n for n in range(limit + 1200) if pattern.fullmatch(str(n))] == list(range(limit + 1))
    assert pattern.fullmatch("007" if limit >= 7 else "00")


def test_the_largest_number_is_the_database_s() -> None:
    pattern = re.compile(up_to(DB_INT_MAX))
    assert pattern.fullmatch(str(DB_INT_MAX)) and pattern.fullmatch("2147483639")
    assert not any(pattern.fullmatch(str(n)) for n in (DB_INT_MAX + 1, 2147483650, 2**32, 2**63, 10**10))


@pytest.mark.parametrize("number", ["\u0661", "\uff11", "\u00b9", "\u0967", "1\u0660"])
def test_only_ascii_digits_name_a_player_or_a_round(client: FlaskClient, make_game, play, number: str) -> None:
    game = make_game()
    play(game, WON, HELD)
    client.post("/api/leagues", json={"visibility": "public", "name": "Club"})
    assert client.get(f"/api/games/{game['id']}/rounds/1").status_code == 200
    for path in (f"/players/{number}", f"/api/players/{number}", f"/api/games/{game['id']}/rounds/{number}"):
        assert client.get(path).status_code == 404, path
    assert client.get(f"/games/{game['id']}/rounds/{number}").status_code == 404


@pytest.mark.parametrize("method", ["GET", "PUT", "DELETE"])
@pytest.mark.parametrize("number", [DB_INT_MAX + 1, 2**63])
def test_a_round_number_beyond_the_database_is_not_found_by_any_method(
    client: FlaskClient, make_game, method: str, number: int
) -> None:
    game = make_game()
    auth = {"Authorization": f"Bearer {game['token']}"}
    url = f"/api/games/{game['id']}/rounds/{number}"
    response = client.open(url, method=method, json={"entries": [WON, HELD]}, headers=auth)
    assert response.status_code == 404 and "errors" in response.get_json()
