"""Boards and game JSON cached as bytes per version (web/games/page_cache.py, api/games.py): every kind of write shows
at once, two readers get the same bytes and no cookie, and a page made for one kind of reader or language never
reaches another."""

import re
from urllib.parse import urlsplit

import pytest

from tests.conftest import HELD, WON

from ..conftest import sent_statements
from ..test_league_names import league_games
from .test_share import claimed_phone, edit_link


def reads(client, game_id):
    """The board and the game JSON as this client reads them now."""
    return client.get(f"/games/{game_id}").get_data(), client.get(f"/api/games/{game_id}").get_data()


def claimed(app, game):
    """A phone that opened the game's edit link: its scorer."""
    return claimed_phone(app, urlsplit(game["edit_link"]).path)


def test_two_readers_get_the_same_bytes_without_a_cookie_and_a_304_when_nothing_changed(app, make_game, play):
    game = make_game()
    play(game, WON, HELD)
    anna, ben = app.test_client(), app.test_client()
    anna.get(f"/games/{game['id']}")  # the first read remembers the game on this phone: one cookie
    first, second = anna.get(f"/games/{game['id']}"), ben.get(f"/games/{game['id']}")
    again = ben.get(f"/games/{game['id']}")
    assert first.data == second.data == again.data and b"Enter round" not in first.data
    assert "Set-Cookie" not in first.headers and "Set-Cookie" not in again.headers
    assert "csrf_token" not in first.get_data(as_text=True)  # the language switch is links: no form, no token
    unchanged = ben.get(f"/games/{game['id']}", headers={"If-None-Match": again.headers["ETag"]})
    assert unchanged.status_code == 304 and not unchanged.data
    api = ben.get(f"/api/games/{game['id']}")
    assert ben.get(f"/api/games/{game['id']}", headers={"If-None-Match": api.headers["ETag"]}).status_code == 304
    assert "Set-Cookie" not in api.headers and api.get_json()["sides"][0]["total"] == 940


def test_every_kind_of_write_shows_at_once(app, client, make_game, play):
    game = make_game()
    auth = {"Authorization": f"Bearer {game['token']}"}
    seen = [reads(client, game["id"])]

    def changed():
        now = reads(client, game["id"])
        assert now[0] != seen[-1][0] and now[1] != seen[-1][1]
        seen.append(now)
        return now

    assert (
        client.patch(f"/api/games/{game['id']}", json={"settings": {"target": 8000}}, headers=auth).status_code == 200
    )
    assert b"8,000" in changed()[0]  # settings
    assert play(game, WON, HELD).status_code == 201
    assert b"940" in changed()[0]  # add
    assert play(game, HELD, WON, method="put", number=1).status_code == 200
    board, data = changed()  # correct
    assert b"leads by 900" in board and b'"total":40' in data.replace(b" ", b"")
    assert client.delete(f"/api/games/{game['id']}/rounds/1", headers=auth).status_code == 200
    board, data = changed()  # delete: back at 0:0
    assert b"leads by" not in board and b'"rounds":[]' in data.replace(b" ", b"")
    assert client.post(f"/api/games/{game['id']}/rounds/1/restore", headers=auth).status_code == 200
    assert b"leads by 900" in changed()[0]  # restore
    sides = [{"name": "Ann & Ben", "players": ["Ann", "Ben"]}, {"name": "Cara & Dan", "players": ["Cara", "Dan"]}]
    assert client.patch(f"/api/games/{game['id']}", json={"sides": sides}, headers=auth).status_code == 200
    assert b"Ann &amp; Ben" in changed()[0]  # rename


def test_finishing_and_taking_up_again_show_at_once(client):
    game = client.post(
        "/api/games", json={"ruleset": "romme", "sides": [{"name": n, "players": [n]} for n in ("Ann", "Ben")]}
    ).get_json()
    auth = {"Authorization": f"Bearer {game['token']}"}
    hand = {"entries": [{"going_out": "out"}, {"hand_points": 12}]}
    assert client.post(f"/api/games/{game['id']}/rounds", json=hand, headers=auth).status_code == 201
    playing = reads(client, game["id"])
    assert client.post(f"/api/games/{game['id']}/finish", headers=auth).status_code == 200
    finished = reads(client, game["id"])
    assert finished[0] != playing[0] and b'"status":"finished"' in finished[1].replace(b" ", b"")
    assert client.post(f"/api/games/{game['id']}/reopen", headers=auth).status_code == 200
    reopened = reads(client, game["id"])
    assert reopened[0] != finished[0] and b'"status":"playing"' in reopened[1].replace(b" ", b"")


def test_an_imported_game_reads_as_its_rounds(client, make_game, play):
    game = make_game()
    play(game, WON, HELD)
    exported = client.get(f"/api/games/{game['id']}/export?format=json").get_json()
    copy = client.post("/api/games/import", json=exported).get_json()
    board, data = reads(client, copy["id"])
    assert b"940" in board and copy["id"] != game["id"] and b'"total":940' in data.replace(b" ", b"")


def test_a_league_player_renamed_shows_on_every_board_of_the_league(client, sign_up):
    league_id, (first, _second) = league_games(client, sign_up)
    before = client.get(first).get_data(as_text=True)
    tag = client.get("/api" + first).headers["ETag"]
    page = client.get(f"/leagues/{league_id}").get_data(as_text=True)
    anna = page.split('">Anna</option>')[0].rsplit('"', 1)[1]
    assert (
        client.post(f"/leagues/{league_id}/players/rename", data={"player": anna, "name": "Anna B."}).status_code == 303
    )
    after = client.get(first).get_data(as_text=True)
    assert after != before and "Anna B." in client.get("/api" + first).get_data(as_text=True)
    fresh = client.get("/api" + first, headers={"If-None-Match": tag})  # the JSON held from before: not a 304
    assert fresh.status_code == 200 and "Anna B." in fresh.get_data(as_text=True)


def test_the_scorers_page_never_reaches_a_reader_and_each_language_keeps_its_own(app, make_game, play):
    game = make_game()
    play(game, WON, HELD)
    scorer, reader = claimed(app, game), app.test_client()
    scorers = scorer.get(f"/games/{game['id']}").get_data(as_text=True)
    readers = reader.get(f"/games/{game['id']}").get_data(as_text=True)
    assert "Enter round 2" in scorers and "Enter round 2" not in readers
    assert "Correct a round" in scorers and "Correct a round" not in readers
    assert "Enter round 2" in scorer.get(f"/games/{game['id']}").get_data(as_text=True)  # after the reader's read
    german = app.test_client()
    german.get("/language/de")
    deutsch = german.get(f"/games/{game['id']}").get_data(as_text=True)
    assert 'lang="de"' in deutsch and 'lang="en"' in reader.get(f"/games/{game['id']}").get_data(as_text=True)
    assert german.get(f"/games/{game['id']}", headers={"Accept-Language": "en"}).get_data(as_text=True) == deutsch


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_scorers_form_token_is_their_own(app, make_game, play, language):
    """A finished game's board holds the rematch form: each scorer's page carries its own session's token."""
    game = make_game(settings={"target": 500})
    play(game, WON, HELD)
    first, second = claimed(app, game), claimed(app, game)
    app.config["WTF_CSRF_ENABLED"] = True
    try:
        pages = []
        for phone in (first, second):
            phone.get(f"/language/{language}")
            pages.append(phone.get(f"/games/{game['id']}").get_data(as_text=True))
        first_token, second_token = (re.search(r'name="csrf_token" value="([^"]+)"', page).group(1) for page in pages)
        assert first_token != second_token and "put-in" not in first_token + second_token
        rematch = f"/games/{game['id']}/rematch"
        assert first.post(rematch, data={"csrf_token": second_token}).status_code == 400
        assert first.post(rematch, data={"csrf_token": first_token}).status_code == 303
    finally:
        app.config["WTF_CSRF_ENABLED"] = False


def test_a_phone_removed_as_scorer_reads_the_readers_page(app, client, start_game):
    board = start_game()  # this client is the scorer
    phone = claimed_phone(app, edit_link(client, board), "Anna's phone")
    assert "Enter round 1" in phone.get(board).get_data(as_text=True)
    share = client.get(board + "/share").get_data(as_text=True)
    remove = re.search(r'href="([^"]+/remove)" aria-label="Remove Anna', share)  # asks first, then removes
    assert client.post(remove.group(1)).status_code == 303
    assert "Enter round 1" not in phone.get(board).get_data(as_text=True)
    assert "Enter round 1" in client.get(board).get_data(as_text=True)


def selects(app, client, path):
    """The SELECT statements one GET sends to the database."""
    return [s for s in sent_statements(app, client, path) if s.lstrip().upper().startswith("SELECT")]


def test_a_reader_or_the_scorer_costs_one_light_query_a_signed_in_reader_one_more(app, make_game, play, sign_up):
    game = make_game()
    play(game, WON, HELD)
    board = f"/games/{game['id']}"
    reader, scorer, member = app.test_client(), claimed(app, game), app.test_client()
    assert member.post("/signup", data={"name": "Anna", "password": "correct horse battery"}).status_code == 303
    for phone in (reader, scorer, member):
        phone.get(board)  # the bytes are cached, the game is remembered on the phone
    reader.get(f"/api{board}")
    assert len(selects(app, reader, board)) == 1
    assert len(selects(app, app.test_client(), f"/api{board}")) == 1
    assert len(selects(app, scorer, board)) == 1  # its grant read in the same query (board_early.py)
    assert len(selects(app, member, board)) == 2  # and who is signed in
