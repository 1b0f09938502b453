"""The organiser's pages (web/evenings/organiser.py): a club evening started from the league page, its page with
the round's tables, seats, byes and the ranking; refused to whoever doesn't run the league's evenings; bad input
named next to its field with nothing stored; names escaped."""

from __future__ import annotations

import re

from sqlalchemy import func, select

from scorepad.extensions import db
from scorepad.models import Evening, Game

from .conftest import EVENING, seated, table_games


def evenings_stored(app) -> int:
    """How many evenings the database holds."""
    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(Evening))


def test_the_organiser_starts_an_evening_from_the_league_page(app, client, league_id, start_evening):
    league = client.get(f"/leagues/{league_id}").get_data(as_text=True)
    assert f'href="/leagues/{league_id}/evenings/new">Club evening</a>' in league
    form = client.get(f"/leagues/{league_id}/evenings/new").get_data(as_text=True)
    assert "Who came" in form and "Burraco, a round of 3 hands" in form and "<td>1,001–1,250</td>" in form
    page = start_evening()
    html = client.get(page).get_data(as_text=True)
    assert "<h1>Thursday</h1>" in html and "Round 1 of 3" in html
    seats = seated(html)
    assert [seat for seat, _ in seats] == ["1.1", "1.3", "1.2", "1.4", "2.1", "2.3", "2.2", "2.4"]
    byes = re.search(r"<strong>Bye:</strong> (\w+)</p>", html).group(1)
    names = sorted([name for _, name in seats] + [byes])
    assert names == ["Anna", "Ben", "Cara", "Dan", "Eva", "Fritz", "Gerd", "Hanna", "Ida"]
    games = table_games(html)
    assert len(games) == 2 and html.count(">playing</span>") == 2 and html.count("0 hands") == 2
    with app.app_context():  # each table a game of the league, its sides as the seats say
        game = db.session.get(Game, games[0])
        assert game.league_id == league_id and game.hands == 2
    assert "2 tables are still playing." in html and "Close the round anyway" in html
    assert re.search(r"Draw seed: \d+", html)
    assert evenings_stored(app) == 1
    league = client.get(f"/leagues/{league_id}").get_data(as_text=True)  # the league lists its evenings
    assert f'<a href="{page}">Thursday</a> <span class="hint">round 1 of 3</span>' in league


def test_league_players_are_checked_and_new_ones_added(app, client, league_id, start_evening):
    start_evening()  # the nine become league players
    form = client.get(f"/leagues/{league_id}/evenings/new").get_data(as_text=True)
    ids = dict(
        re.findall(r'name="players" type="checkbox" value="([\w-]+)"> <label for="players-\d+">(\w+)<', form)[::-1]
    )
    assert len(re.findall(r'name="players" type="checkbox"', form)) == 9
    chosen = [pid for pid, name in re.findall(r'value="([\w-]+)"> <label for="players-\d+">(\w+)<', form)
              if name in ("Anna", "Ben", "Cara")]  # fmt: skip
    assert ids and len(chosen) == 3
    page = start_evening(players=chosen, new_players="Zoe", name="Friday")
    names = sorted(name for _, name in seated(client.get(page).get_data(as_text=True)))
    assert names == ["Anna", "Ben", "Cara", "Zoe"]


def test_named_partnerships_of_a_pairs_evening(client, start_evening):
    page = start_evening(form="pairs", movement="mitchell", pairs="Anna & Ben\nCara & Dan\nEva & Fritz\nGerd & Hanna",
                         new_players="Anna\nBen\nCara\nDan\nEva\nFritz\nGerd\nHanna")  # fmt: skip
    seats = dict(seated(client.get(page).get_data(as_text=True)))
    partners = {frozenset((seats[f"{t}.1"], seats[f"{t}.3"])) for t in (1, 2)}
    partners |= {frozenset((seats[f"{t}.2"], seats[f"{t}.4"])) for t in (1, 2)}
    assert partners == {frozenset(p) for p in (("Anna", "Ben"), ("Cara", "Dan"), ("Eva", "Fritz"), ("Gerd", "Hanna"))}


def test_bad_input_is_named_next_to_its_field_and_nothing_is_stored(app, client, league_id):
    url = f"/leagues/{league_id}/evenings/new"
    for fields, field, message in [
        ({"rounds": "three"}, "rounds", "Must be a whole number."),
        ({"rounds": "0"}, "rounds", "Must be a whole number from 1 to"),
        ({"new_players": "Anna\nBen"}, None, None),  # too few for a table: the draw says so
        ({"form": "pairs", "pairs": "Anna & Ben", "new_players": "Anna\nBen\nCara\nDan"}, "pairs", "in none"),
        ({"scoring": "goals"}, "scoring", None),
    ]:
        data = {**EVENING, "new_players": "Anna\nBen\nCara\nDan", **fields}
        response = client.post(url, data=data)
        html = response.get_data(as_text=True)
        assert response.status_code == 422, (fields, html)
        assert 'class="problems"' in html
        if field:
            assert f'id="{field}-error"' in html or f'href="#{field}"' in html, (field, html)
        if message:
            assert message in html, (message, html)
    assert evenings_stored(app) == 0


def test_only_the_leagues_owner_or_scorers_organise(app, client, league_id, start_evening):
    page = start_evening()
    client.post(f"/leagues/{league_id}/visibility", data={"visibility": "public"})
    stranger = app.test_client()
    assert stranger.get(f"/leagues/{league_id}/evenings/new").status_code == 401
    assert stranger.post(f"/leagues/{league_id}/evenings/new", data=EVENING).status_code == 401
    stranger.post("/signup", data={"name": "Stranger", "password": "another secret"})
    refused = stranger.get(f"/leagues/{league_id}/evenings/new")
    assert (
        refused.status_code == 403 and "Only the league&#39;s owner or scorers run its club evenings." in refused.text
    )
    assert stranger.post(f"/leagues/{league_id}/evenings/new", data=EVENING).status_code == 403
    league = stranger.get(f"/leagues/{league_id}").get_data(as_text=True)
    assert "evenings/new" not in league
    html = stranger.get(page).get_data(as_text=True)  # a public league's evening: anyone reads it
    assert "Round 1 of 3" in html and "/leave" not in html and "/rounds" not in html and "/cards" not in html
    assert evenings_stored(app) == 1


def test_a_members_only_leagues_evening_is_not_shown_to_others(app, start_evening):
    page = start_evening()
    assert app.test_client().get(page).status_code == 401
    assert app.test_client().get("/evenings/no-such-evening-x").status_code == 404


def test_names_are_escaped(client, start_evening):
    page = start_evening(name="<i>Night</i>", new_players="<b>Ann</b>\nBen\nCara\nDan")
    html = client.get(page).get_data(as_text=True)
    assert "<b>Ann</b>" not in html and "&lt;b&gt;Ann&lt;/b&gt;" in html
    assert "<i>Night</i>" not in html and "&lt;i&gt;Night&lt;/i&gt;" in html


def test_every_family_plays_an_evening_with_no_change_to_the_pages(client, sign_up):
    sign_up()
    for ruleset, sizes in [("romme", {3, 4, 5}), ("tally", None)]:  # Rommé's tables of 3 to 5; the tests' family
        league = client.post("/leagues/new", data={"name": ruleset, "ruleset": ruleset}).headers["Location"]
        data = {**EVENING, "scoring": "points", "new_players": "\n".join(f"P{n}" for n in range(11))}
        response = client.post(f"{league}/evenings/new", data=data)
        assert response.status_code == 303, response.get_data(as_text=True)
        html = client.get(response.headers["Location"]).get_data(as_text=True)
        seats = seated(html)
        tables = {seat.split(".")[0] for seat, _ in seats}
        assert len(seats) >= 8 and len(tables) == len(table_games(html))
        if sizes:
            per_table = [sum(seat.startswith(f"{t}.") for seat, _ in seats) for t in tables]
            assert set(per_table) <= sizes and sum(per_table) == 11  # nobody sits out: 11 fits tables of 3 to 5


def test_a_pairs_evening_with_drawn_partnerships_moves_by_mitchell(client, start_evening):
    page = start_evening(form="pairs", movement="mitchell", new_players="A\nB\nC\nD\nE\nF\nG\nH")
    html = client.get(page).get_data(as_text=True)
    assert len(seated(html)) == 8 and len(table_games(html)) == 2 and "Bye" not in html
