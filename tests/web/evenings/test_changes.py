"""The organiser's changes from the evening's page (web/evenings/changes.py): a late arrival and a player who leaves
change the next draw, never the round being played; closing a round asks first while tables still play, then draws
the next; each refused with a message, nothing stored, to whoever doesn't organise."""

from __future__ import annotations

import re

from tests.conftest import HELD, WON
from tests.web.round_post import post_round

from .conftest import current_round, seated, table_games


def names(html: str) -> list[str]:
    """The names seated in the round being played."""
    return sorted(name for _, name in seated(current_round(html)))


def play_out(client, html: str) -> None:
    """Play every table of the round shown to its end (two hands each)."""
    for game in table_games(html):
        for _ in range(2):
            assert post_round(client, f"/games/{game}", WON, HELD).status_code == 303


def test_a_late_arrival_and_a_leaver_change_the_next_round_only(client, start_evening):
    page = start_evening()
    first = client.get(page).get_data(as_text=True)
    leaver = re.search(r'<li><span>(\w+)</span>\s*<form method="post" action="([^"]+/leave)"', first)
    assert client.post(f"{page}/players", data={"name": "Zoe"}).status_code == 303
    assert client.post(leaver.group(2)).status_code == 303
    html = client.get(page).get_data(as_text=True)
    assert names(html) == names(first)  # the round being played stays as drawn
    assert "<span>Zoe</span>" in html and "from round 2" in html and "left after round 1" in html
    play_out(client, html)
    assert client.post(f"{page}/rounds", data={"round": "1"}).status_code == 303
    second = client.get(page).get_data(as_text=True)
    assert "Round 2 of 3" in second
    seated_now = names(second) + re.findall(r"<strong>Bye:</strong> ([^<]+)</p>", current_round(second))
    assert "Zoe" in seated_now and leaver.group(1) not in seated_now


def test_closing_while_tables_play_asks_first(client, start_evening):
    page = start_evening()
    html = client.get(page).get_data(as_text=True)
    games = table_games(html)
    post_round(client, f"/games/{games[0]}", WON, HELD)
    refused = client.post(f"{page}/rounds", data={"round": "1"})
    assert refused.status_code == 409 and "Tables 1, 2 are still playing" in refused.text
    ask = client.get(f"{page}/close")
    assert ask.status_code == 200 and "Close round 1?" in ask.text and "2 tables are still playing." in ask.text
    assert 'name="anyway" value="1"' in ask.text
    assert client.post(f"{page}/rounds", data={"round": "1", "anyway": "1"}).status_code == 303
    html = client.get(page).get_data(as_text=True)
    assert "Round 2 of 3" in html and "closed" in html
    again = client.post(f"{page}/rounds", data={"round": "1", "anyway": "1"})  # sent twice: nothing happens
    assert again.status_code == 409 and "Round 1 is not being played any more" in again.text
    assert "Round 2 of 3" in client.get(page).text and "Round 3 of 3" not in client.get(page).text


def test_the_last_round_closed_makes_the_ranking_final(client, start_evening):
    page = start_evening(rounds="1")
    play_out(client, client.get(page).get_data(as_text=True))
    html = client.get(page).get_data(as_text=True)
    assert "Close the last round: the ranking is final" in html
    assert client.get(f"{page}/close").status_code == 303  # every table finished: nothing to ask
    assert client.post(f"{page}/rounds", data={"round": "1"}).status_code == 303
    html = client.get(page).get_data(as_text=True)
    assert "/rounds" not in html and "/players" not in html  # over: nothing more to change
    assert "Final ranking" in client.get(f"{page}/ranking").text


def test_bad_arrivals_are_named_and_change_nothing(client, start_evening):
    page = start_evening()
    empty = client.post(f"{page}/players", data={"name": " "})
    assert empty.status_code == 422 and 'id="name-error"' in empty.text
    assert "Choose a league player or type a new player&#39;s name." in empty.text
    twice = client.post(f"{page}/players", data={"name": "Anna"})  # Anna is a league player, at the evening already
    assert twice.status_code in (409, 422) and "at the evening already" in twice.text
    unknown = client.post(f"{page}/players/nobody-here-x/leave")
    assert unknown.status_code == 404 or "No player with this id" in unknown.text
    assert client.get(page).text.count("from round 2") == 0


def test_only_the_organiser_changes_the_evening(app, client, league_id, start_evening):
    page = start_evening()
    client.post(f"/leagues/{league_id}/visibility", data={"visibility": "public"})
    stranger = app.test_client()
    for path, data in [("/players", {"name": "Zoe"}), ("/rounds", {"round": "1", "anyway": "1"})]:
        assert stranger.post(page + path, data=data).status_code == 401
    stranger.post("/signup", data={"name": "Stranger", "password": "another secret"})
    for path, data in [("/players", {"name": "Zoe"}), ("/rounds", {"round": "1", "anyway": "1"})]:
        assert stranger.post(page + path, data=data).status_code == 403
    assert stranger.get(f"{page}/close").status_code == 403
    html = client.get(page).get_data(as_text=True)
    assert "Zoe" not in html and "Round 1 of 3" in html
