"""The club evening the generated clients run (tests/api/client_evenings.py), run with Flask's test client as plain
JSON: what the app answers is what every client must report, and its round 1 is the one worked by hand."""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.api.client_evenings import BANDS_3_HANDS, HANDS, ROUND_ONE_BY_HAND, flask_run


def test_the_evening_the_clients_run_answers_as_worked_by_hand(client: FlaskClient) -> None:
    seen = flask_run(client)
    assert seen["created"] == 201 and seen["organiser"] and seen["not_modified"] == 304
    assert seen["started"]["bands"] == BANDS_3_HANDS and seen["started"]["family"] == "canasta"
    assert seen["refused"] == {"status": 409, "type": "/problems/conflict", "code": "tables_playing"}
    assert seen["came_and_went"] == {"arrived": 2, "left": 1, "drawn": [True, False, 12]}
    assert {k: seen["round_one"][k] for k in ("ranks", "seats")} == ROUND_ONE_BY_HAND
    totals = [[[n, "finished", 2, total] for n, total in enumerate(row, start=1)] for row in (
        [[1880, 80], [980, 980], [980, 1240]], [[80, 1880], [1240, 1240], [1240, 980]]
    )]  # fmt: skip
    assert seen["tables"] == totals and len(HANDS[2]) == 3
    # round 2 by the same band table: table 1 side 1 by 1800: 0-20; table 2 level: 10-10; table 3 side 0 by 260: 13-7
    assert seen["round_two_seats"] == {
        "1.1": [0, -1800, 80], "1.2": [20, 1800, 1880], "1.3": [0, -1800, 80], "1.4": [20, 1800, 1880],
        "2.1": [10, 0, 1240], "2.2": [10, 0, 1240], "2.3": [10, 0, 1240], "2.4": [10, 0, 1240],
        "3.1": [13, 260, 1240], "3.2": [7, -260, 980], "3.3": [13, 260, 1240], "3.4": [7, -260, 980],
    }  # fmt: skip
    assert seen["final"] == {
        "final": True,
        "state": "finished",
        "rounds": ["closed", "closed"],
        "ordered": True,
        "players": 13,
        "played": [1, 1] + [2] * 11,
        "byes": 0,
        "victory_points": 2 * 3 * 2 * 20,  # 2 rounds of 3 tables, 20 a table, each partner the side's share
    }
