"""Issue 34's two evenings played through the pages alone: a 12-player individual Canasta evening and a 10-pair
one moved by Mitchell, 3 rounds of 3 hands each, ranked in victory points by RULES.md 14's band table for 3 hands
(the evening's setting). The organiser starts each on the league's form and prints the table cards; each card's
link is opened by a phone of its own (nobody signed in), which types its table's hands on the round form; the
organiser closes each round on the evening's page; the room's screen follows (its tag moves with a table's round);
a correction after closing is refused to the table's phone and made by the organiser; the ranking is checked by
hand; the games count in the league's standings."""

from __future__ import annotations

import json
from itertools import combinations
from typing import Any

from tests.conftest import HELD, WON
from tests.web.evenings.test_cards import card_links
from tests.web.games.test_share import claimed_phone
from tests.web.round_post import form_fields, post_round

from .conftest import current_round, seated, table_games

MELD_300 = {"meld_points": 300, "hand_points": 0}  # 300: a side that melded and didn't go out
# A table's three hands, side 0's entry first (WON 940, HELD 40):
BLOWOUT = [[WON, HELD]] * 3  # 2820 v 120: margin 2700, above 1500: 20-0
CLOSE = [[WON, HELD], [HELD, WON], [WON, MELD_300]]  # 1920 v 1280: margin 640, 505-650: 15-5
TURNED = [[WON, HELD], [HELD, WON], [HELD, WON]]  # 1020 v 1920: side 1 ahead by 900, 805-1000: 17-3 for side 1
SHARES = {id(BLOWOUT): (20, 0), id(CLOSE): (15, 5), id(TURNED): (3, 17)}  # each side's victory points
SCORES = {id(WON): 940, id(HELD): 40, id(MELD_300): 300}  # what each entry scores by the classic rules
TWELVE = "\n".join(f"Player {n:02d}" for n in range(1, 13))
TWENTY = "\n".join(f"Player {n:02d}" for n in range(1, 21))


def start(client: Any, league_id: str, **fields: str) -> str:
    """The evening started on the league's form (3 rounds of 3 hands, victory points by the 3-hands bands)."""
    data = {"name": "Friday", "rounds": "3", "hands": "3", "scoring": "victory_points", "bands": "burraco_3_hands"}
    response = client.post(f"/leagues/{league_id}/evenings/new", data={**data, **fields})
    assert response.status_code == 303, response.get_data(as_text=True)
    return response.headers["Location"]


def tables_of(client: Any, page: str) -> list[tuple[str, list[list[str]]]]:
    """The round being played: each table's game id and its sides' names (seat "t.s": odd seats side 0)."""
    shown = current_round(client.get(page).get_data(as_text=True))
    seats = seated(shown)
    tables = []
    for number, game in enumerate(table_games(shown), start=1):
        sides: list[list[str]] = [[], []]
        for seat, name in seats:
            table, place = map(int, seat.split("."))
            if table == number:
                sides[(place - 1) % 2].append(name)
        tables.append((game, sides))
    return tables


def play_by_cards(app: Any, client: Any, page: str, plays: list[list[list[dict[str, Any]]]]) -> dict[str, Any]:
    """Each table's card opened by a phone of its own, which types its hands; the phones by game id."""
    links = card_links(client.get(f"{page}/cards").get_data(as_text=True))
    phones = {}
    for number, ((game, _sides), hands) in enumerate(zip(tables_of(client, page), plays, strict=True), start=1):
        (link,) = [link for link in links if f"/games/{game}/" in link]
        phone = claimed_phone(app, "/" + link.split("://", 1)[1].split("/", 1)[1], f"Table {number}")
        for entries in hands:
            assert post_round(phone, f"/games/{game}", *entries).status_code == 303
        phones[game] = phone
    return phones


def ranking(client: Any, page: str) -> dict[str, dict[str, Any]]:
    """The ranking's download, by name."""
    return {
        row["name"]: row for row in json.loads(client.get(f"{page}/ranking.json").get_data(as_text=True))["ranking"]
    }


def close(client: Any, page: str, number: int) -> None:
    """The organiser closes the round on the evening's page (every table finished: nothing to confirm)."""
    assert client.get(f"{page}/close").status_code == 303
    assert client.post(f"{page}/rounds", data={"round": str(number)}).status_code == 303


def test_a_12_player_individual_evening_through_the_pages(app, client, league_id):
    page = start(client, league_id, form="individuals", new_players=TWELVE)
    first = tables_of(client, page)
    assert len(first) == 3 and all(len(side) == 2 for _, sides in first for side in sides)
    room = client.get(f"{page}/room")
    plays = [BLOWOUT, CLOSE, TURNED]
    phones = play_by_cards(app, client, page, plays)
    followed = client.get(f"{page}/room", headers={"If-None-Match": room.headers["ETag"]})
    assert followed.status_code == 200 and followed.headers["ETag"] != room.headers["ETag"]
    assert client.get(f"{page}/room", headers={"If-None-Match": followed.headers["ETag"]}).status_code == 304
    close(client, page, 1)

    # Round 1 by hand (RULES.md 14, 3 hands): table 1 margin 2700 -> 20-0; table 2 margin 640 -> 15-5; table 3
    # side 1 ahead by 900 -> 3-17. Each partner gets the side's victory points and the side's point difference.
    rows = ranking(client, page)
    for (_game, sides), hands in zip(first, plays, strict=True):
        totals = [sum(SCORES[id(entries[side])] for entries in hands) for side in (0, 1)]
        for side, names in enumerate(sides):
            for name in names:
                row = rows[name]
                expected = (SHARES[id(hands)][side], totals[side] - totals[1 - side], totals[side], 1)
                assert (row["victory_points"], row["difference"], row["points"], row["played"]) == expected, name
    assert sorted(r["rank"] for r in rows.values()) == [1, 1, 3, 3, 5, 5, 7, 7, 9, 9, 11, 11]

    # After closing, round 1 of table 1 the other way round: refused to its phone, made by the organiser.
    game, sides = first[0]
    fields = form_fields([WON, MELD_300])  # 940 v 300: table 1 now 2820 v 380, margin 2440, still 20-0
    refused = phones[game].post(f"/games/{game}/rounds/1/edit", data=fields)
    assert refused.status_code == 403 and "only the organiser may change its tables" in refused.text
    assert client.post(f"/games/{game}/rounds/1/edit", data=fields).status_code == 303
    rows = ranking(client, page)
    assert [(rows[n]["victory_points"], rows[n]["difference"]) for n in sides[0]] == [(20, 2440)] * 2
    assert [(rows[n]["victory_points"], rows[n]["difference"]) for n in sides[1]] == [(0, -2440)] * 2

    seen = [first]
    for number in (2, 3):
        seen.append(tables_of(client, page))
        play_by_cards(app, client, page, [BLOWOUT] * 3)
        close(client, page, number)
    partners = [frozenset(side) for tables in seen for _, sides in tables for side in sides]
    assert len(partners) == len(set(partners)) == 18  # nobody partnered the same player twice
    final = json.loads(client.get(f"{page}/ranking.json").get_data(as_text=True))
    assert final["final"] and sum(r["victory_points"] for r in final["ranking"]) == 3 * 3 * 2 * 20
    assert all(r["played"] == 3 for r in final["ranking"])
    standings = client.get(f"/api/leagues/{league_id}/standings").get_json()
    assert sum(row["played"] for row in standings["players"]) == 9 * 4  # nine games of four, in the standings
    assert "Final ranking" in client.get(f"{page}/ranking").get_data(as_text=True)


def test_a_10_pair_mitchell_evening_through_the_pages(app, client, league_id):
    page = start(client, league_id, form="pairs", movement="mitchell", new_players=TWENTY)
    meetings, pairs = [], set()
    for number in (1, 2, 3):
        tables = tables_of(client, page)
        assert len(tables) == 5 and sorted(n for _, sides in tables for side in sides for n in side) == sorted(
            TWENTY.splitlines()
        )  # everyone seated, nobody sits out
        plays = [BLOWOUT if n % 2 else TURNED for n in range(1, 6)]
        play_by_cards(app, client, page, plays)
        meetings += [frozenset(frozenset(side) for side in sides) for _, sides in tables]
        pairs |= {frozenset(side) for _, sides in tables for side in sides}
        close(client, page, number)
    assert len(pairs) == 10  # the partnerships stay together all evening
    assert len(meetings) == len(set(meetings)) == 15  # no two pairs meet twice
    assert not [m for m in meetings if any(a & b for a, b in combinations(m, 2))]
    rows = ranking(client, page)
    assert sum(r["victory_points"] for r in rows.values()) == 3 * 5 * 2 * 20
    for pair in pairs:  # partners share every figure
        first, second = (rows[name] for name in pair)
        assert {k: v for k, v in first.items() if k != "name"} == {k: v for k, v in second.items() if k != "name"}
    order = list(rows.values())
    assert order == sorted(order, key=lambda r: (-r["victory_points"], -r["difference"], -r["points"]))
    standings = client.get(f"/api/leagues/{league_id}/standings").get_json()
    assert sum(row["played"] for row in standings["players"]) == 15 * 4
