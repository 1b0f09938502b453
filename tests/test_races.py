"""Races between real concurrent requests: several client processes against a gunicorn server with 3 workers.

The server runs on the run's test database (SQLite file, or PostgreSQL when SCOREPAD_TEST_DATABASE_URL is set)
and every game is created over HTTP (tests/live.py starts the server and races the clients).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.conftest import WON
from tests.live import NotStarted, Server, race, send, serving

SIDES = [{"name": "Anna & Ben", "players": ["Anna", "Ben"]}, {"name": "Cara & Dan", "players": ["Cara", "Dan"]}]


def lost(hand_points: int) -> dict[str, Any]:
    """The other side's entry: 85 melded, `hand_points` left in hand (scores 85 - hand_points)."""
    return {"meld_points": 85, "hand_points": hand_points}


@pytest.fixture(scope="module")
def server(app: Any, database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """gunicorn -w 3 on a free port of 127.0.0.1, on the run's test database (migrated by the `app` fixture);
    stopped at the end of the module."""
    try:
        with serving(tmp_path_factory.mktemp("races-instance"), {"SCOREPAD_DATABASE_URL": database_url}, 3) as live:
            yield live
    except NotStarted as why:
        pytest.skip(f"race tests skipped: {why}")


def new_game(server: Server, rounds: int) -> tuple[str, dict[str, str]]:
    """A game that never ends by itself (target 1,000,000) with `rounds` rounds of [WON, lost(45)]: id, headers."""
    status, _, game = send(
        server.port, "POST", "/api/games", {"ruleset": "classic", "settings": {"target": 1_000_000}, "sides": SIDES}
    )
    assert status == 201, game
    auth = {"Authorization": f"Bearer {game['token']}"}
    for number in range(1, rounds + 1):
        status, _, body = send(
            server.port, "POST", f"/api/games/{game['id']}/rounds", {"number": number, "entries": [WON, lost(45)]}, auth
        )
        assert status == 201, body
    return game["id"], auth


def totals(game: dict[str, Any]) -> list[int]:
    """The game's side totals."""
    return [side["total"] for side in game["sides"]]


def summed(game: dict[str, Any]) -> list[int]:
    """Each side's start plus the scores of its entries in every stored round."""
    return [
        side["start"] + sum(r["entries"][i]["score"] for r in game["rounds"]) for i, side in enumerate(game["sides"])
    ]


def test_twelve_clients_post_the_same_round_number_exactly_one_is_stored(server):
    log_start = server.log_size()
    game_id, auth = new_game(server, 6)
    path = f"/api/games/{game_id}/rounds"
    plans = [[("POST", path, {"number": 7, "entries": [WON, lost(5 * i)]}, auth)] for i in range(12)]

    answers = [plan[0] for plan in race(server.port, plans)]

    statuses = sorted(status for status, _, _ in answers)
    assert statuses == [201] + [409] * 11, statuses
    winner = next(i for i, (status, _, _) in enumerate(answers) if status == 201)
    for status, _, body in answers:
        if status == 409:
            assert "number" in body["errors"], body
            assert len(body["game"]["rounds"]) == 7
    status, _, game = send(server.port, "GET", f"/api/games/{game_id}")
    assert status == 200
    assert [r["number"] for r in game["rounds"]] == [1, 2, 3, 4, 5, 6, 7]
    assert game["rounds"][6]["entries"][1]["hand_points"] == 5 * winner  # the stored round 7 is the 201's
    assert totals(game) == [7 * 940, 6 * 40 + 85 - 5 * winner] == summed(game)
    assert totals(answers[winner][2]["game"]) == totals(game)
    assert not server.tracebacks(log_start)


def test_concurrent_rounds_without_a_number_are_numbered_without_gaps_or_duplicates(server):
    log_start = server.log_size()
    game_id, auth = new_game(server, 0)
    path = f"/api/games/{game_id}/rounds"
    plans = [[("POST", path, {"entries": [WON, lost(5 * (5 * p + k + 1))]}, auth) for k in range(5)] for p in range(8)]

    answers = [answer for plan in race(server.port, plans) for answer in plan]

    assert [status for status, _, _ in answers] == [201] * 40, [(s, b) for s, _, b in answers if s != 201]
    status, _, game = send(server.port, "GET", f"/api/games/{game_id}")
    assert status == 200
    assert [r["number"] for r in game["rounds"]] == list(range(1, 41))
    assert sorted(r["entries"][1]["hand_points"] for r in game["rounds"]) == list(range(5, 205, 5))
    assert totals(game) == [40 * 940, sum(85 - h for h in range(5, 205, 5))] == summed(game)
    assert not server.tracebacks(log_start)


def test_two_corrections_with_the_same_etag_one_wins_the_other_gets_412(server):
    log_start = server.log_size()
    game_id, auth = new_game(server, 4)
    status, headers, before = send(server.port, "GET", f"/api/games/{game_id}")
    assert status == 200 and headers.get("etag")
    path = f"/api/games/{game_id}/rounds/3"
    plans = [[("PUT", path, {"entries": [WON, lost(h)]}, {**auth, "If-Match": headers["etag"]})] for h in (100, 150)]

    answers = [plan[0] for plan in race(server.port, plans)]

    assert sorted(status for status, _, _ in answers) == [200, 412], [(s, b) for s, _, b in answers]
    winner = next(i for i, (status, _, _) in enumerate(answers) if status == 200)
    loser_body = answers[1 - winner][2]
    assert "_game" in loser_body["errors"] and len(loser_body["game"]["rounds"]) == 4
    status, _, game = send(server.port, "GET", f"/api/games/{game_id}")
    assert game["version"] == before["version"] + 1
    assert game["rounds"][2]["entries"][1]["hand_points"] == (100, 150)[winner]
    assert totals(game) == [4 * 940, 3 * 40 + 85 - (100, 150)[winner]] == summed(game)
    assert not server.tracebacks(log_start)
