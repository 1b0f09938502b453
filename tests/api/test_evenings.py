"""Club evenings through the API: a 12-player individual Canasta evening and a 10-pair one, 3 rounds each, scored
in victory points by RULES.md 14's band table for 3 hands (given as the evening's setting), played through the
API: rounds typed at each table with its token, a correction after closing by the organiser (allowed) and by the
table (refused), a late arrival and a leaver, the ranking checked by hand, the games in the league's standings;
and every kind of bad input a clear problem that stores nothing."""

from __future__ import annotations

from typing import Any

import pytest

from scorepad.extensions import db
from scorepad.models import Evening, Game, Player
from tests.conftest import HELD, WON

# RULES.md 14, Italian Burraco's scale for a round of 3 hands: margin up to, winner's, loser's victory points.
SECTION_14_3_HANDS = [
    [50, 10, 10], [150, 11, 9], [250, 12, 8], [350, 13, 7], [500, 14, 6], [650, 15, 5],
    [800, 16, 4], [1000, 17, 3], [1250, 18, 2], [1500, 19, 1], [None, 20, 0],
]  # fmt: skip
MELD_300 = {"meld_points": 300, "hand_points": 0}  # 300
NAMES = [f"Player {n:02d}" for n in range(1, 21)]
# What each table of a round plays (3 hands, side 0's entry first), and the totals it makes:
BLOWOUT = [[WON, HELD]] * 3  # 3 x 940 = 2820 v 3 x 40 = 120: margin 2700
CLOSE = [[WON, HELD], [HELD, WON], [WON, MELD_300]]  # 940+40+940 = 1920 v 40+940+300 = 1280: margin 640
TURNED = [[WON, HELD], [HELD, WON], [HELD, WON]]  # 940+40+40 = 1020 v 40+940+940 = 1920: side 1 by 900


@pytest.fixture
def club(client) -> tuple[dict[str, Any], dict[str, str]]:
    """A classic Canasta league (members only) and its organiser's token header."""
    made = client.post("/api/leagues", json={"family": "canasta", "name": "Friday Club", "ruleset": "classic"})
    league = made.get_json()
    return league, {"Authorization": f"Bearer {league['token']}"}


def start(client, club, **asked: Any) -> Any:
    """POST a new evening of the club's league (12 individuals, 3 rounds of 3 hands, section 14's bands)."""
    league, auth = club
    body = {"name": "Friday", "players": NAMES[:12], "rounds": 3, "hands": 3, "bands": SECTION_14_3_HANDS, **asked}
    return client.post(f"/api/leagues/{league['id']}/evenings", json=body, headers=auth)


def play_table(client, table: dict[str, Any], hands: list[list[dict[str, Any]]]) -> None:
    """Type a table's hands into its game with the table's own token."""
    auth = {"Authorization": f"Bearer {table['token']}"}
    for entries in hands:
        answer = client.post(
            f"/api/games/{table['game']}/rounds", json={"family": "canasta", "entries": entries}, headers=auth
        )
        assert answer.status_code == 201, answer.get_json()


def close(client, club, evening_id: str, **body: Any) -> Any:
    """POST /rounds: close the round being played (and draw the next)."""
    return client.post(f"/api/evenings/{evening_id}/rounds", json=body, headers=club[1])


def sides_of(table: dict[str, Any]) -> list[list[str]]:
    """A table's sides as the players' names."""
    return [[s["player"]["name"] for s in table["seats"] if s["side"] == side] for side in (0, 1)]


def test_a_12_player_individual_evening_played_through_the_api(client, club):
    league, auth = club
    made = start(client, club)
    assert made.status_code == 201, made.get_json()
    evening = made.get_json()
    assert made.headers["Location"].endswith(f"/api/evenings/{evening['id']}") and made.headers["ETag"].startswith("W/")
    assert evening["family"] == "canasta" and evening["bands"] == SECTION_14_3_HANDS and evening["state"] == "playing"
    (first,) = evening["drawn"]
    assert len(first["tables"]) == 3 and first["byes"] == []
    assert all(t["edit_link"] and t["token"] for t in first["tables"])
    assert [s["seat"] for s in first["tables"][1]["seats"]] == ["2.1", "2.3", "2.2", "2.4"]

    for table, hands in zip(first["tables"], (BLOWOUT, CLOSE, TURNED), strict=True):
        play_table(client, table, hands)
    assert close(client, club, evening["id"]).status_code == 200
    ranking = client.get(f"/api/evenings/{evening['id']}/ranking", headers=auth).get_json()
    # Round 1 by hand (RULES.md 14: each table's margin in the band table; each partner gets the side's share):
    # table 1: 2820 v 120, margin 2700 (above 1500): 20-0; table 2: 1920 v 1280, margin 640 (505-650): 15-5;
    # table 3: 1020 v 1920, side 1 ahead by 900 (805-1000): 17-3 for side 1. Ranked by victory points, then
    # difference, then points: 20 (+2700), 17 (+900), 15 (+640), 5 (-640), 3 (-900), 0 (-2700), two players each.
    t1, t2, t3 = (sides_of(t) for t in first["tables"])
    expected = [
        (t1[0], 1, 20, 2700, 2820), (t3[1], 3, 17, 900, 1920), (t2[0], 5, 15, 640, 1920),
        (t2[1], 7, 5, -640, 1280), (t3[0], 9, 3, -900, 1020), (t1[1], 11, 0, -2700, 120),
    ]  # fmt: skip
    rows = {r["player"]["name"]: r for r in ranking["rows"]}
    for names, rank, vp, difference, points in expected:
        for name in names:
            row = rows[name]
            assert (row["rank"], row["victory_points"], row["difference"], row["points"], row["played"]) == (
                rank, vp, difference, points, 1
            ), name  # fmt: skip
    assert [r["rank"] for r in ranking["rows"]] == [1, 1, 3, 3, 5, 5, 7, 7, 9, 9, 11, 11] and not ranking["final"]

    evening = client.get(f"/api/evenings/{evening['id']}", headers=auth).get_json()
    second = evening["drawn"][1]
    # a correction after closing: the table's token is refused, the organiser's taken (history kept)
    game_1 = first["tables"][0]
    fix = {"family": "canasta", "entries": [WON, MELD_300]}  # round 1 of table 1: 940 v 300
    refused = client.put(
        f"/api/games/{game_1['game']}/rounds/1", json=fix, headers={"Authorization": f"Bearer {game_1['token']}"}
    )
    assert refused.status_code == 403 and refused.get_json()["problems"][0]["code"] == "round_closed"
    fixed = client.put(f"/api/games/{game_1['game']}/rounds/1", json=fix, headers=auth)
    assert fixed.status_code == 200 and fixed.get_json()["totals"] == [2820, 380]
    history = client.get(f"/api/games/{game_1['game']}/history").get_json()["events"]
    assert history[-1]["action"] == "round_corrected"
    rows = {
        r["player"]["name"]: r
        for r in client.get(f"/api/evenings/{evening['id']}/ranking", headers=auth).get_json()["rows"]
    }
    assert all(
        (rows[n]["victory_points"], rows[n]["difference"]) == (20, 2440) for n in t1[0]
    )  # 2820 v 380: above 1500, 20-0 still

    # a late arrival and a leaver: Zoe is drawn from round 3, the leaver sits in round 2 and is out of round 3
    gone = second["tables"][0]["seats"][0]["player"]
    arrived = client.post(f"/api/evenings/{evening['id']}/players", json={"new_players": ["Zoe"]}, headers=auth)
    assert arrived.status_code == 200 and arrived.get_json()["players"][-1] == {
        **arrived.get_json()["players"][-1],
        "name": "Zoe",
        "arrived": 3,
    }
    left = client.delete(f"/api/evenings/{evening['id']}/players/{gone['id']}", headers=auth)
    assert left.status_code == 200 and next(p for p in left.get_json()["players"] if p["id"] == gone["id"])["left"] == 2
    assert left.get_json()["drawn"][1] == {**second, "tables": left.get_json()["drawn"][1]["tables"]}  # round 2 stays

    assert close(client, club, evening["id"]).status_code == 409  # round 2's tables play still
    for table in second["tables"]:
        play_table(client, table, BLOWOUT)
    third = close(client, club, evening["id"]).get_json()["drawn"][2]
    seated = {s["player"]["name"] for t in third["tables"] for s in t["seats"]} | {b["name"] for b in third["byes"]}
    assert "Zoe" in seated and gone["name"] not in seated and len(seated) == 12
    for table in third["tables"]:
        play_table(client, table, CLOSE)
    done = close(client, club, evening["id"]).get_json()
    assert done["state"] == "finished" and [r["state"] for r in done["drawn"]] == ["closed"] * 3
    final = client.get(f"/api/evenings/{evening['id']}/ranking", headers=auth).get_json()
    assert final["final"] and sum(r["victory_points"] for r in final["rows"]) == 3 * 3 * 2 * 20
    assert next(r for r in final["rows"] if r["player"]["name"] == "Zoe")["played"] == 1

    standings = client.get(f"/api/leagues/{league['id']}/standings", headers=auth).get_json()
    assert sum(row["played"] for row in standings["players"]) == 9 * 4  # the evening's nine games, four players each


def test_a_10_pair_evening_moves_by_mitchell_and_ranks_by_victory_points(client, club):
    league, auth = club
    made = start(client, club, players=NAMES[:20], form="pairs", movement="mitchell")
    assert made.status_code == 201, made.get_json()
    evening = made.get_json()
    pairs: dict[int, set[str]] = {}
    for p in evening["players"]:
        pairs.setdefault(p["pair"], set()).add(p["name"])
    assert sorted(map(len, pairs.values())) == [2] * 10
    met: list[frozenset[frozenset[str]]] = []
    for number in (1, 2, 3):
        drawn = evening["drawn"][number - 1]
        assert len(drawn["tables"]) == 5 and drawn["byes"] == []
        for table in drawn["tables"]:
            ns, ew = (frozenset(side) for side in sides_of(table))
            assert ns in map(frozenset, pairs.values()) and ew in map(frozenset, pairs.values())
            met.append(frozenset((ns, ew)))
            play_table(client, table, BLOWOUT if table["number"] % 2 else TURNED)
        evening = close(client, club, evening["id"]).get_json()
    assert len(met) == len(set(met)) == 15  # no two pairs met twice
    assert evening["state"] == "finished"
    ranking = client.get(f"/api/evenings/{evening['id']}/ranking", headers=auth).get_json()["rows"]
    assert sum(r["victory_points"] for r in ranking) == 3 * 5 * 2 * 20
    by_name = {r["player"]["name"]: r for r in ranking}
    for team in pairs.values():  # partners share every result
        one, other = (by_name[n] for n in team)
        assert {k: v for k, v in one.items() if k != "player"} == {k: v for k, v in other.items() if k != "player"}


def test_reads_are_tagged_by_the_evenings_version_and_follow_its_tables(client, club):
    league, auth = club
    evening = start(client, club, players=NAMES[:8]).get_json()
    url = f"/api/evenings/{evening['id']}"
    read = client.get(url, headers=auth)
    assert (
        read.status_code == 200
        and read.headers["ETag"].startswith("W/")
        and read.headers["Cache-Control"] == "no-store"
    )
    assert client.get(url, headers={**auth, "If-None-Match": read.headers["ETag"]}).status_code == 304
    table = read.get_json()["drawn"][0]["tables"][0]
    play_table(client, table, [[WON, HELD]])
    again = client.get(url, headers={**auth, "If-None-Match": read.headers["ETag"]})
    assert again.status_code == 200 and again.get_json()["drawn"][0]["tables"][0]["hands"] == 1
    ranking = client.get(f"{url}/ranking", headers=auth)
    assert client.get(f"{url}/ranking", headers={**auth, "If-None-Match": ranking.headers["ETag"]}).status_code == 304


def test_only_the_organiser_sees_the_tables_tokens_and_a_members_league_needs_its_token(client, club):
    league, auth = club
    evening = start(client, club, players=NAMES[:8]).get_json()
    url = f"/api/evenings/{evening['id']}"
    assert client.get(url).status_code == 401
    table_token = {"Authorization": f"Bearer {evening['drawn'][0]['tables'][0]['token']}"}
    assert client.get(url, headers=table_token).status_code == 401  # a table's token reads no league
    public = client.post(
        "/api/leagues", json={"family": "canasta", "name": "Open", "ruleset": "classic", "visibility": "public"}
    ).get_json()
    open_auth = {"Authorization": f"Bearer {public['token']}"}
    made = client.post(
        f"/api/leagues/{public['id']}/evenings", json={"name": "Open night", "players": NAMES[:8]}, headers=open_auth
    )
    seen = client.get(f"/api/evenings/{made.get_json()['id']}").get_json()
    assert all("edit_link" not in t or t["edit_link"] is None for t in seen["drawn"][0]["tables"])
    assert all(t.get("token") is None for t in seen["drawn"][0]["tables"])
    assert (
        client.get(f"/api/evenings/{made.get_json()['id']}", headers=auth).status_code == 200
    )  # another league's token: a reader


def stored() -> tuple[int, int, int]:
    """How many evenings, games and players are stored."""
    return tuple(db.session.scalar(db.select(db.func.count()).select_from(m)) for m in (Evening, Game, Player))  # type: ignore[return-value]


@pytest.mark.parametrize(
    ("body", "status", "fields"),
    [
        ({"name": ""}, 422, ["name"]),
        ({"name": 7}, 422, ["name"]),
        ({"form": "trios"}, 422, ["form"]),
        ({"movement": "mitchell"}, 422, ["movement"]),
        ({"form": "pairs", "movement": "howell"}, 422, ["movement"]),
        ({"rounds": 0}, 422, ["rounds"]),
        ({"rounds": 99}, 422, ["rounds"]),
        ({"hands": 0}, 422, ["hands"]),
        ({"scoring": "elo"}, 422, ["scoring"]),
        ({"bands": "burraco_9_hands"}, 422, ["bands"]),
        ({"bands": [[50, 10, 10], [150, 12, 9], [None, 20, 0]]}, 422, ["bands.1"]),
        ({"bye_score": 25}, 422, ["bye_score"]),
        ({"players": NAMES[:3]}, 422, ["players"]),
        ({"players": [*NAMES[:11], {"id": "no-such-player"}]}, 422, ["players.11"]),
        ({"players": [*NAMES[:11], NAMES[0]]}, 422, ["players.11"]),
        ({"players": [*NAMES[:11], ""]}, 422, ["players.11"]),
        ({"form": "pairs", "players": NAMES[:9]}, 422, ["players"]),
        ({"form": "pairs", "players": [], "pairs": [NAMES[:2], NAMES[2:5]]}, 422, ["pairs.1"]),
        ({"unknown": 1}, 422, ["unknown"]),
    ],
)
def test_bad_input_is_a_problem_naming_its_field_and_stores_nothing(client, club, app, body, status, fields):
    with app.app_context():
        before = stored()
    answer = start(client, club, **body)
    assert answer.status_code == status, answer.get_json()
    assert sorted({p["field"] for p in answer.get_json()["problems"]}) == fields
    with app.app_context():
        assert stored() == before


def test_writes_need_the_leagues_token_and_an_evening_that_exists(client, club):
    league, auth = club
    evening = start(client, club, players=NAMES[:8]).get_json()
    url = f"/api/evenings/{evening['id']}"
    assert client.post(f"{url}/rounds", json={}).status_code == 401
    table = {"Authorization": f"Bearer {evening['drawn'][0]['tables'][0]['token']}"}
    assert client.post(f"{url}/rounds", json={}, headers=table).status_code == 401
    assert client.post("/api/evenings/no-such-evening/rounds", json={}, headers=auth).status_code == 404
    assert client.delete(f"{url}/players/no-such-player", headers=auth).status_code == 404
    assert (
        client.post(f"/api/leagues/{league['id']}/evenings", json={"name": "X", "players": NAMES[:8]}).status_code
        == 401
    )
    refused = close(client, club, evening["id"])
    assert refused.status_code == 409 and refused.get_json()["problems"][0]["code"] == "tables_playing"
    forced = close(client, club, evening["id"], force=True).get_json()
    assert [t["state"] for t in forced["drawn"][0]["tables"]] == ["closed", "closed"] and len(forced["drawn"]) == 2


def test_a_retried_creation_with_its_idempotency_key_creates_once(client, club, app):
    league, auth = club
    key = {"Idempotency-Key": '"friday-evening-1"'}
    body = {"name": "Friday", "players": NAMES[:8]}
    first = client.post(f"/api/leagues/{league['id']}/evenings", json=body, headers={**auth, **key})
    again = client.post(f"/api/leagues/{league['id']}/evenings", json=body, headers={**auth, **key})
    assert first.status_code == again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    assert again.get_json()["id"] == first.get_json()["id"]
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count()).select_from(Evening)) == 1


def test_partners_never_repeat_in_the_individual_evening(client, club):
    evening = start(client, club).get_json()
    partners = set()
    for _ in range(3):
        for table in evening["drawn"][-1]["tables"]:
            for side in sides_of(table):
                pair = frozenset(side)
                assert pair not in partners
                partners.add(pair)
        evening = close(client, club, evening["id"], force=True).get_json()
    assert len(partners) == 18  # 3 rounds of 3 tables of 2 sides, 18 partnerships, none twice
