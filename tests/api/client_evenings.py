"""The club evening every generated client runs, and what it must see.

A league is created (its token is the organiser's), a 12-player individual Canasta evening of 2 rounds of 2 hands
is started with new players, scored in victory points by RULES.md 14's band table for 3 hands (the preset
`burraco_3_hands`). The organiser reads it (each table's game id and API token) and reads it again with its ETag
(304). Every table types its hands with its own token; table 3 first types one hand only, so that closing the round
is refused (409, code `tables_playing`, parsed as a Problem). A late arrival comes and the player at seat "1.1"
leaves, both before round 2; table 3 types its second hand, the round is closed (round 2 drawn), round 2 is typed
and closed (the evening is finished) and the ranking read.

The draw is random (a new seed each time, and the draw also hangs on the players' ids), so what a client reports
is what no draw changes: the tables by their numbers, the seats' results ("table.seat" of each round: a player's
share of their side's result, the final ranking less round 1's for round 2), the ranks of round 1 and the shape of
the final ranking. `summary()` makes that shape from plain data; the clients hand it what they read, and
`flask_run()` makes the same calls with Flask's test client as plain JSON: the expected answer.
"""

from __future__ import annotations

from typing import Any

from tests.conftest import HELD, WON

MELD_300 = {"meld_points": 300, "hand_points": 0}  # 300, a side that didn't go out and holds nothing
PLAYERS = [f"Evening player {n:02d}" for n in range(1, 13)]
ARRIVAL = "Evening late arrival"
LEAVER_SEAT = "1.1"  # the player sitting there in round 1 leaves before round 2
START = {
    "name": "Friday club evening",
    "new_players": PLAYERS,
    "form": "individuals",
    "rounds": 2,
    "hands": 2,
    "scoring": "victory_points",
    "bands": "burraco_3_hands",
}
LEAGUE = {"family": "canasta", "name": "Evening club", "ruleset": "classic"}
# The hands each table types, by round and table number (side 0's entry first). Table 3 of round 1 types its first
# hand, the organiser's close is refused, then its second.
HANDS: dict[int, dict[int, list[list[dict[str, Any]]]]] = {
    1: {
        1: [[WON, HELD], [WON, HELD]],  # 940 + 940 = 1880 v 40 + 40 = 80
        2: [[WON, HELD], [HELD, WON]],  # 980 v 980
        3: [[WON, MELD_300], [HELD, WON]],  # 940 + 40 = 980 v 300 + 940 = 1240
    },
    2: {
        1: [[HELD, WON], [HELD, WON]],  # 80 v 1880
        2: [[WON, MELD_300], [MELD_300, WON]],  # 1240 v 1240
        3: [[WON, HELD], [MELD_300, WON]],  # 940 + 300 = 1240 v 40 + 940 = 980
    },
}
LATE_TABLE = 3  # round 1's table that is still playing when the organiser first tries to close

# Round 1 by hand, RULES.md 14's band table for 3 hands (margin up to 50: 10-10, 55-150: 11-9, 155-250: 12-8,
# 255-350: 13-7, ..., 1255-1500: 19-1, above 1500: 20-0), each partner getting the side's share:
#   table 1: 1880 v 80, margin 1800 (above 1500): 20-0, differences +1800 / -1800;
#   table 2: 980 v 980, margin 0 (0-50): 10-10, differences 0 / 0;
#   table 3: 980 v 1240, side 1 ahead by 260 (255-350): 13-7 for side 1, differences -260 / +260.
# Ranked by victory points, then difference, then points: 20 (+1800) twice: 1; 13 (+260) twice: 3; 10 (0) four
# times: 5; 7 (-260) twice: 9; then the late arrival, in the ranking with nothing yet (0, 0, 0): 11, ahead of
# 0 (-1800) twice: 12. Seats 1 and 3 of a table are side 0, seats 2 and 4 side 1.
ROUND_ONE_BY_HAND = {
    "ranks": [
        [1, 20, 1800, 1880], [1, 20, 1800, 1880], [3, 13, 260, 1240], [3, 13, 260, 1240],
        [5, 10, 0, 980], [5, 10, 0, 980], [5, 10, 0, 980], [5, 10, 0, 980],
        [9, 7, -260, 980], [9, 7, -260, 980], [11, 0, 0, 0], [12, 0, -1800, 80], [12, 0, -1800, 80],
    ],
    "seats": {
        "1.1": [20, 1800, 1880], "1.2": [0, -1800, 80], "1.3": [20, 1800, 1880], "1.4": [0, -1800, 80],
        "2.1": [10, 0, 980], "2.2": [10, 0, 980], "2.3": [10, 0, 980], "2.4": [10, 0, 980],
        "3.1": [7, -260, 980], "3.2": [13, 260, 1240], "3.3": [7, -260, 980], "3.4": [13, 260, 1240],
    },
}  # fmt: skip
BANDS_3_HANDS = [
    [50, 10, 10], [150, 11, 9], [250, 12, 8], [350, 13, 7], [500, 14, 6], [650, 15, 5],
    [800, 16, 4], [1000, 17, 3], [1250, 18, 2], [1500, 19, 1], [None, 20, 0],
]  # fmt: skip


def round_body(entries: list[dict[str, Any]]) -> dict[str, Any]:
    """One hand as the rounds API takes it."""
    return {"family": "canasta", "entries": entries}


def figures(row: dict[str, Any]) -> list[int]:
    """A ranking row's victory points, difference and points."""
    return [row["victory_points"], row["difference"], row["points"]]


def seat_results(drawn: dict[str, Any], before: dict[str, list[int]], after: dict[str, dict[str, Any]]) -> Any:
    """Each seat of a round ("table.seat") and what its player gained in it: the ranking after less before."""
    gained = {}
    for table in drawn["tables"]:
        for seat in table["seats"]:
            name = seat["name"]
            start = before.get(name, [0, 0, 0])
            gained[seat["seat"]] = [now - then for now, then in zip(figures(after[name]), start, strict=True)]
    return gained


def ordered(rows: list[dict[str, Any]]) -> bool:
    """Whether the rows are best first by victory points, difference, points, each rank one more than the rows
    strictly ahead of it (equal figures: equal rank)."""
    keys = [figures(r) for r in rows]
    return keys == sorted(keys, reverse=True) and all(r["rank"] == 1 + sum(k > figures(r) for k in keys) for r in rows)


def summary(run: dict[str, Any]) -> dict[str, Any]:
    """What a client reports, from what it read as plain data: `run` holds `created` (status), `started`,
    `organiser`, `closed_one`, `finished` (evenings: family, state, bands, players as name/arrived/left, drawn as
    rounds of tables {number, state, hands, totals, game, token, edit_link, seats [{seat, side, name}]} and byes as
    names), `not_modified` (status), `refused` {status, type, code}, `ranking_one` and `final` (rankings: final,
    rows {name, rank, victory_points, difference, points, played, byes}), `leaver` (a name)."""
    started, organiser, closed_one, finished = run["started"], run["organiser"], run["closed_one"], run["finished"]
    one = {r["name"]: r for r in run["ranking_one"]["rows"]}
    final = {r["name"]: r for r in run["final"]["rows"]}
    round_one, round_two = finished["drawn"]
    people = {p["name"]: p for p in finished["players"]}
    seated_two = {s["name"] for t in round_two["tables"] for s in t["seats"]} | set(round_two["byes"])
    tables = organiser["drawn"][0]["tables"]
    return {
        "created": run["created"],
        "started": {
            "family": started["family"],
            "state": started["state"],
            "bands": started["bands"],
            "rounds": len(started["drawn"]),
            "seats": [[s["seat"] for s in t["seats"]] for t in started["drawn"][0]["tables"]],
            "sides": [[s["side"] for s in t["seats"]] for t in started["drawn"][0]["tables"]],
        },
        "organiser": all(t["game"] and t["token"] and t["edit_link"] for t in tables),
        "not_modified": run["not_modified"],
        "refused": run["refused"],
        "came_and_went": {
            "arrived": people[ARRIVAL]["arrived"],
            "left": people[run["leaver"]]["left"],
            "drawn": [ARRIVAL in seated_two, run["leaver"] in seated_two, len(seated_two)],
        },
        "closed_one": {"state": closed_one["state"], "rounds": [r["state"] for r in closed_one["drawn"]]},
        "tables": [
            [[t["number"], t["state"], t["hands"], t["totals"]] for t in r["tables"]] for r in finished["drawn"]
        ],
        "round_one": {
            "final": run["ranking_one"]["final"],
            "ranks": [[r["rank"], *figures(r)] for r in run["ranking_one"]["rows"]],
            "seats": seat_results(round_one, {}, one),
        },
        "round_two_seats": seat_results(round_two, {n: figures(r) for n, r in one.items()}, final),
        "final": {
            "final": run["final"]["final"],
            "state": finished["state"],
            "rounds": [r["state"] for r in finished["drawn"]],
            "ordered": ordered(run["final"]["rows"]),
            "players": len(final),
            "played": sorted(r["played"] for r in final.values()),
            "byes": sum(r["byes"] for r in final.values()),
            "victory_points": sum(r["victory_points"] for r in final.values()),
        },
    }


def plain_evening(evening: dict[str, Any]) -> dict[str, Any]:
    """The evening of the API's JSON as summary() takes it (seats with the player's name)."""
    return {
        **evening,
        "players": [{"name": p["name"], "arrived": p["arrived"], "left": p["left"]} for p in evening["players"]],
        "drawn": [
            {
                "number": r["number"],
                "state": r["state"],
                "byes": [b["name"] for b in r["byes"]],
                "tables": [
                    {
                        **{k: t.get(k) for k in ("number", "state", "hands", "totals", "game", "token", "edit_link")},
                        "seats": [
                            {"seat": s["seat"], "side": s["side"], "name": s["player"]["name"]} for s in t["seats"]
                        ],
                    }
                    for t in r["tables"]
                ],
            }
            for r in evening["drawn"]
        ],
    }


def plain_ranking(ranking: dict[str, Any]) -> dict[str, Any]:
    """The ranking of the API's JSON as summary() takes it."""
    keys = ("rank", "victory_points", "difference", "points", "played", "byes")
    return {
        "final": ranking["final"],
        "rows": [{"name": r["player"]["name"], **{k: r[k] for k in keys}} for r in ranking["rows"]],
    }


def flask_run(client: Any) -> dict[str, Any]:
    """The evening run with Flask's test client as plain JSON (the app's own answers): the expected summary."""
    league = client.post("/api/leagues", json=LEAGUE).get_json()
    auth = {"Authorization": f"Bearer {league['token']}"}
    made = client.post(f"/api/leagues/{league['id']}/evenings", json=START, headers=auth)
    url = f"/api/evenings/{made.get_json()['id']}"
    read = client.get(url, headers=auth)
    organiser = read.get_json()
    not_modified = client.get(url, headers={**auth, "If-None-Match": read.headers["ETag"]}).status_code

    def type_hands(drawn: dict[str, Any], number: int, hands: slice = slice(None)) -> None:
        for table in drawn["tables"]:
            if number == 1 and table["number"] == LATE_TABLE and hands == slice(None):
                continue  # typed apart
            token = {"Authorization": f"Bearer {table['token']}"}
            for entries in HANDS[number][table["number"]][hands]:
                answer = client.post(f"/api/games/{table['game']}/rounds", json=round_body(entries), headers=token)
                assert answer.status_code == 201, answer.get_json()

    one = organiser["drawn"][0]
    late = next(t for t in one["tables"] if t["number"] == LATE_TABLE)
    type_hands(one, 1)
    type_hands({"tables": [late]}, 1, slice(0, 1))
    refusal = client.post(f"{url}/rounds", json={}, headers=auth)
    problem = refusal.get_json()
    leaver = next(s["player"] for t in one["tables"] for s in t["seats"] if s["seat"] == LEAVER_SEAT)
    assert client.post(f"{url}/players", json={"new_players": [ARRIVAL]}, headers=auth).status_code == 200
    assert client.delete(f"{url}/players/{leaver['id']}", headers=auth).status_code == 200
    type_hands({"tables": [late]}, 1, slice(1, 2))
    closed_one = client.post(f"{url}/rounds", json={}, headers=auth).get_json()
    ranking_one = client.get(f"{url}/ranking", headers=auth).get_json()
    type_hands(closed_one["drawn"][1], 2)
    finished = client.post(f"{url}/rounds", json={}, headers=auth).get_json()
    final = client.get(f"{url}/ranking", headers=auth).get_json()
    return summary(
        {
            "created": made.status_code,
            "started": plain_evening(made.get_json()),
            "organiser": plain_evening(organiser),
            "not_modified": not_modified,
            "refused": {"status": refusal.status_code, "type": problem["type"], "code": problem["problems"][0]["code"]},
            "leaver": leaver["name"],
            "closed_one": plain_evening(closed_one),
            "ranking_one": plain_ranking(ranking_one),
            "finished": plain_evening(finished),
            "final": plain_ranking(final),
        }
    )


def text(value: Any) -> Any:
    """An enum member's value (openapi-python-client's models hold enums), else the value."""
    return getattr(value, "value", value)


def evening_read(evening: Any) -> dict[str, Any]:
    """An evening as a Python client's model holds it (attributes, snake_case), as summary() takes it."""

    def table(t: Any) -> dict[str, Any]:
        seats = [{"seat": s.seat, "side": s.side, "name": s.player.name} for s in t.seats]
        shown = {"number": t.number, "state": text(t.state), "hands": t.hands, "totals": list(t.totals)}
        return {**shown, "game": t.game, "token": t.token, "edit_link": t.edit_link, "seats": seats}

    return {
        "family": evening.family,
        "state": text(evening.state),
        "bands": [list(band) for band in evening.bands],
        "players": [{"name": p.name, "arrived": p.arrived, "left": p.left} for p in evening.players],
        "drawn": [
            {
                "number": r.number,
                "state": text(r.state),
                "byes": [b.name for b in r.byes],
                "tables": list(map(table, r.tables)),
            }
            for r in evening.drawn
        ],
    }


def ranking_read(ranking: Any) -> dict[str, Any]:
    """A ranking as a Python client's model holds it, as summary() takes it."""
    keys = ("rank", "victory_points", "difference", "points", "played", "byes")
    return {
        "final": ranking.final,
        "rows": [{"name": r.player.name, **{k: getattr(r, k) for k in keys}} for r in ranking.rows],
    }


def seat_player(evening: dict[str, Any], seat: str) -> str:
    """The name of who sits at a seat of round 1."""
    return next(s["name"] for t in evening["drawn"][0]["tables"] for s in t["seats"] if s["seat"] == seat)
