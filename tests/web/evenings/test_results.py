"""The evening's ranking to keep (web/evenings/results.py): a CSV for a spreadsheet (semicolons, headers in the
reader's language) and a JSON file, the same rows the pages show, checked by hand for one round."""

from __future__ import annotations

import json

from tests.conftest import HELD, WON
from tests.web.round_post import post_round

from .conftest import current_round, seated, table_games


def test_the_ranking_after_one_round_by_hand(client, start_evening):
    page = start_evening(rounds="1", new_players="Anna\nBen\nCara\nDan")  # one table, nobody sits out
    html = client.get(page).get_data(as_text=True)
    (game,) = table_games(html)
    seats = dict(seated(current_round(html)))
    winners = sorted((seats["1.1"], seats["1.3"]))  # side 0: seats 1 and 3
    for _ in range(2):  # WON 940 against HELD 40, twice: 1,880 to 80, a margin of 1,800
        assert post_round(client, f"/games/{game}", WON, HELD).status_code == 303
    assert client.post(f"{page}/rounds", data={"round": "1"}).status_code == 303
    body = client.get(f"{page}/ranking.json")
    assert body.headers["Content-Disposition"].startswith("attachment;")
    data = json.loads(body.get_data(as_text=True))
    assert data["final"] is True and data["scoring"] == "victory_points" and data["rounds"] == 1
    rows = data["ranking"]
    # above a margin of 1,500 the band table of 3 hands splits 20-0; match points 2-0; difference ±1,800
    assert [(r["rank"], r["victory_points"], r["match_points"], r["difference"], r["points"]) for r in rows] == [
        (1, 20, 2, 1800, 1880), (1, 20, 2, 1800, 1880), (3, 0, 0, -1800, 80), (3, 0, 0, -1800, 80)
    ]  # fmt: skip
    assert sorted(r["name"] for r in rows[:2]) == winners and all(r["played"] == 1 for r in rows)
    csv = client.get(f"{page}/ranking.csv")
    lines = csv.get_data(as_text=True).lstrip("\ufeff").splitlines()
    assert csv.mimetype == "text/csv" and "attachment" in csv.headers["Content-Disposition"]
    assert lines[0] == "Rank;Name;Victory points;Match points;Point difference;Points;Tables played;Byes"
    assert lines[1].startswith("1;") and lines[1].endswith(";20;2;1800;1880;1;0")
    client.post("/language", data={"lang": "de"})
    german = client.get(f"{page}/ranking.csv").get_data(as_text=True).lstrip("\ufeff").splitlines()
    assert german[0].startswith("Platz;Name;Siegpunkte;")


def test_the_downloads_are_the_leagues_readers_only(app, start_evening):
    page = start_evening()
    assert app.test_client().get(f"{page}/ranking.csv").status_code == 401
    assert app.test_client().get(f"{page}/ranking.json").status_code == 401
