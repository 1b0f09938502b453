"""The table cards (web/evenings/cards.py): one card a table with the evening, round, table, seats and names, and a
QR code of the table game's edit link; the link makes the phone that opens it the table's scorer (until the round is
closed: then only the organiser changes the table's game); the organiser's page only."""

from __future__ import annotations

import re

from tests.conftest import HELD, WON
from tests.web.round_post import form_fields, post_round

from .conftest import table_games


def card_links(html: str) -> list[str]:
    """Each card's claim link, in table order."""
    return re.findall(r'<a class="claim-link" href="([^"]+)"', html)


def test_a_card_a_table_with_its_seats_and_code(client, start_evening):
    page = start_evening()
    games = table_games(client.get(page).get_data(as_text=True))
    cards = client.get(f"{page}/cards")
    html = cards.get_data(as_text=True)
    assert cards.status_code == 200 and cards.headers["Cache-Control"] == "no-store"
    assert html.count('class="table-card"') == 2 and html.count('<svg role="img"') == 2
    assert "<title>Keep score of table 1 on this phone</title>" in html
    assert '<h2 id="card-2">Table 2 <span class="card-round">Round 1</span></h2>' in html
    assert html.count('<span class="seat s0">1.1</span>') == 1 and "Thursday · Club" in html
    links = card_links(html)
    assert [link.split("/games/")[1].split("/")[0] for link in links] == games
    assert all("/claim/" in link for link in links)
    assert client.get(f"{page}/cards?round=9").status_code == 404


def test_the_cards_link_makes_a_phone_the_tables_scorer_until_the_round_closes(app, client, start_evening):
    page = start_evening()
    games = table_games(client.get(page).get_data(as_text=True))
    link = card_links(client.get(f"{page}/cards").get_data(as_text=True))[0]
    phone = app.test_client()  # nobody signed in: the phone that scanned the card
    board = f"/games/{games[0]}"
    assert post_round(phone, board, WON, HELD).status_code in (401, 403)
    path = link.split("://", 1)[1].split("/", 1)[1]
    opened = phone.get(f"/{path}")
    assert opened.status_code == 200 and "Keep score" in opened.text
    assert phone.post(f"/{path}", data={"name": "Table 1"}).status_code == 303
    assert post_round(phone, board, WON, HELD).status_code == 303
    assert "1 hand" in client.get(page).text
    other = app.test_client()  # the other table's game: this link is not its
    assert other.get(f"/{path.replace(games[0], games[1])}").status_code == 404
    assert client.post(f"{page}/rounds", data={"round": "1", "anyway": "1"}).status_code == 303
    fields = form_fields([HELD, WON])  # round 1 the other way round: a correction after the round closed
    late = phone.post(f"{board}/rounds/1/edit", data=fields)
    assert late.status_code == 403 and "only the organiser may change its tables" in late.text
    assert client.post(f"{board}/rounds/1/edit", data=fields).status_code == 303  # the organiser may
    assert phone.get(f"/{path}").status_code == 404  # a closed round's card opens nothing any more


def test_a_league_game_not_at_an_evening_opens_by_no_link(app, client, league_id):
    from scorepad.accounts import grants
    from scorepad.extensions import db
    from scorepad.models import Game

    started = client.post(
        "/games/new",
        data={"ruleset": "classic", "sides-0-name": "A & B", "sides-0-size": "2", "sides-1-name": "C & D",
              "sides-1-size": "2", "dealer_first": "0", "rotation": "clockwise", "league": league_id},
    )  # fmt: skip
    game_id = started.headers["Location"].split("/games/")[1].split("?")[0]
    with app.app_context():
        token = grants.edit_token(db.session.get(Game, game_id), app.config["SECRET_KEY"])
    refused = app.test_client().get(f"/games/{game_id}/claim/{token}")
    assert refused.status_code == 404 and "scored by the league&#39;s scorers" in refused.text


def test_only_the_organiser_prints_the_cards(app, client, league_id, start_evening):
    page = start_evening()
    client.post(f"/leagues/{league_id}/visibility", data={"visibility": "public"})
    reader = app.test_client()
    assert reader.get(f"{page}/cards").status_code == 401
    reader.post("/signup", data={"name": "Reader", "password": "another secret"})
    assert reader.get(f"{page}/cards").status_code == 403
