"""Handing scoring to another phone: the claim page (GET changes nothing), grants listed, named, removed;
a new edit link; absolute links from the configured address; no caching of pages with secrets."""

import html
import re

import pytest

from scorepad.extensions import db
from scorepad.models import Grant
from tests.conftest import TWO_PAIRS

from ..accounts.test_account import ROUND
from ..conftest import NEW_GAME, sent_statements

EDIT_LINK = re.compile(r'id="edit-link" class="link" readonly value="http://127.0.0.1:5000([^"]+)"')


def edit_link(client, board):
    share = client.get(board + "/share")
    assert share.headers["Cache-Control"] == "no-store"
    return EDIT_LINK.search(share.get_data(as_text=True)).group(1)


def claimed_phone(app, link, name=""):
    phone = app.test_client()
    assert phone.post(link, data={"name": name}).status_code == 303
    return phone


def test_opening_the_edit_link_asks_first_and_changes_nothing(app, client, start_game):
    board = start_game()
    link = edit_link(client, board)
    phone = app.test_client()
    page = phone.get(link)
    html = page.get_data(as_text=True)
    assert page.status_code == 200 and page.headers["Cache-Control"] == "no-store"
    assert "Keep score on this phone" in html and 'name="name"' in html and f'action="{link}"' not in html
    assert phone.post(board + "/rounds/new", data=ROUND).status_code == 401
    with app.app_context():
        assert db.session.query(Grant).count() == 1  # only the phone that started the game
    assert phone.post(link, data={"name": "Anna's phone"}).headers["Location"] == board
    assert phone.get(link).headers["Location"] == board  # a phone that scores already goes straight on
    assert phone.post(board + "/rounds/new", data=ROUND).status_code == 303


def test_the_share_page_lists_phones_and_the_scorer_removes_one(app, client, start_game):
    board = start_game()
    link = edit_link(client, board)
    anna, ben = claimed_phone(app, link, "Anna's phone"), claimed_phone(app, link)
    assert anna.post(board + "/rounds/new", data=ROUND).status_code == 303
    share = client.get(board + "/share").get_data(as_text=True)
    assert "Anna&#39;s phone" in share and "A phone without a name" in share and "(this phone)" in share
    assert share.count("Remove</a>") == 2  # not this phone's own
    annas = re.search(r'href="([^"]+/remove)" aria-label="Remove Anna', share).group(1)
    asked = client.get(annas)  # removing asks first, on a page of its own (no script needed)
    assert asked.status_code == 200 and asked.headers["Cache-Control"] == "no-store"
    assert "Remove Anna&#39;s phone?" in asked.get_data(as_text=True)
    assert re.search(rf'<form method="post" action="{re.escape(annas)}">', asked.get_data(as_text=True))
    assert anna.post(board + "/rounds/new", data=ROUND).status_code == 303  # asking removed nothing
    assert client.post(annas).status_code == 303
    refused = anna.post(board + "/rounds/new", data=ROUND)
    assert refused.status_code == 403 and "The scorer removed this phone" in refused.get_data(as_text=True)
    for name, value in ROUND.items():  # what Anna typed stays on her page, to read out or copy
        if name.startswith("entries-") and value:
            assert f'name="{name}"' in refused.get_data(as_text=True)
            assert re.search(
                rf'name="{re.escape(name)}"[^>]*value="{re.escape(str(value))}"', refused.get_data(as_text=True)
            )
    assert "The scorer removed this phone" in anna.get(board + "/rounds/new").get_data(as_text=True)
    assert "Enter round" not in anna.get(board).get_data(as_text=True)
    assert ben.post(board + "/rounds/new", data=ROUND).status_code == 303
    assert "Anna" not in client.get(board + "/share").get_data(as_text=True)


def test_a_new_edit_link_stops_the_old_one_and_keeps_the_scoring_phones(app, client, start_game):
    board = start_game()
    old = edit_link(client, board)
    anna = claimed_phone(app, old)
    renewed = client.post(board + "/share/link")
    assert renewed.headers["Location"] == board + "/share?renewed=1"
    new = edit_link(client, board)
    assert new != old
    gone = app.test_client().get(old)
    assert gone.status_code == 404 and "does not work (any more)" in gone.get_data(as_text=True)
    assert app.test_client().post(old).status_code == 404
    assert anna.post(board + "/rounds/new", data=ROUND).status_code == 303
    claimed_phone(app, new)


def test_only_the_scorer_manages_phones(app, client, start_game):
    board = start_game()
    stranger = app.test_client()
    assert stranger.get(board + "/share").status_code == 401
    assert stranger.post(board + "/share/link").status_code == 401
    assert stranger.post(board + "/share/phones/1/remove").status_code == 401
    assert stranger.get(board + "/share/phones/1/remove").status_code == 401
    assert client.post(board + "/share/phones/999999/remove").status_code == 404


def test_a_write_records_the_phones_last_use(app, client, start_game):
    board = start_game()
    anna = claimed_phone(app, edit_link(client, board), "Anna")
    with app.app_context():
        before = db.session.query(Grant).filter_by(name="Anna").one().last_used_at
    anna.get(board + "/rounds/new")  # reading the form is no use
    anna.post(board + "/rounds/new", data=ROUND)
    with app.app_context():
        assert db.session.query(Grant).filter_by(name="Anna").one().last_used_at > before


def test_the_api_token_is_never_accepted_in_a_page_address(app, client, make_game):
    game = make_game()
    assert client.get(f"/games/{game['id']}/claim/{game['token']}").status_code == 404
    assert client.post(f"/games/{game['id']}/claim/{game['token']}").status_code == 404
    assert game["edit_link"].startswith(f"http://127.0.0.1:5000/games/{game['id']}/claim/")
    phone = app.test_client()
    path = game["edit_link"].removeprefix("http://127.0.0.1:5000")
    assert phone.get(path).status_code == 200 and phone.post(path).status_code == 303


def test_links_use_the_configured_address_never_the_host_header(app, client):
    evil = {"Host": "evil.example"}
    board = client.post("/games/new", data=NEW_GAME, headers=evil).headers["Location"]
    app.config["SCOREPAD_BASE_URL"] = "https://scores.club.example"
    try:
        share = client.get(board + "/share", headers=evil).get_data(as_text=True)
        made = client.post("/api/games", json={"ruleset": "classic", "sides": TWO_PAIRS}, headers=evil)
    finally:
        app.config["SCOREPAD_BASE_URL"] = "http://127.0.0.1:5000"
    assert "evil.example" not in share and f'value="https://scores.club.example{board}/claim/' in share
    assert made.get_json()["edit_link"].startswith("https://scores.club.example/games/")
    assert made.headers["Cache-Control"] == "no-store"


def test_a_right_given_before_grants_were_rows_becomes_one(app):
    phone = app.test_client()
    board = phone.post("/games/new", data=NEW_GAME).headers["Location"]
    with app.app_context():
        db.session.query(Grant).delete()
        db.session.commit()
    assert phone.post(board + "/rounds/new", data=ROUND).status_code == 303  # the session's old right
    with app.app_context():
        assert db.session.query(Grant).count() == 1


def statements(app, client, path):
    return [s for s in sent_statements(app, client, path) if "grants" in s]


def test_a_reader_costs_no_query_for_rights_and_the_scorer_one(app, client, start_game):
    board = start_game()
    assert statements(app, app.test_client(), board) == []
    assert len(statements(app, client, board)) == 1


def test_league_games_are_scored_by_role_not_by_link(app, client, sign_up):
    sign_up("Owner")
    league = client.post("/leagues/new", data={"name": "Club", "ruleset": "classic"}).headers["Location"]
    board = client.post("/games/new", data={**NEW_GAME, "league": league.rsplit("/", 1)[1]}).headers["Location"]
    share = client.get(board + "/share").get_data(as_text=True)
    assert 'id="edit-link"' not in share and "scored by the league" in share
    assert client.post(board + "/share/link").status_code == 400


def creator_grant_id(app, board):
    """The grant row of the phone that started the game."""
    with app.app_context():
        return db.session.query(Grant).filter_by(game_id=board.rsplit("/", 1)[1], creator=True).one().id


def test_a_phone_holding_the_link_cannot_lock_the_creator_out(app, client, start_game):
    board = start_game()
    link = edit_link(client, board)
    intruder = claimed_phone(app, link, "Intruder")
    creator = creator_grant_id(app, board)
    share = intruder.get(board + "/share").get_data(as_text=True)
    assert f"/share/phones/{creator}/remove" not in share and "started the game" in share
    refused = intruder.post(f"{board}/share/phones/{creator}/remove", headers={"Accept-Language": "de"})
    assert refused.status_code == 403 and "kann nicht entfernt werden" in refused.get_data(as_text=True)
    assert intruder.post(board + "/share/link").status_code == 303  # a new edit link: the creator keeps scoring
    assert client.post(board + "/rounds/new", data=ROUND).status_code == 303
    assert intruder.post(board + "/share/token").status_code == 403  # and no API token for the intruder
    with app.app_context():
        assert db.session.get(Grant, creator).removed_at is None
        intruder_id = db.session.query(Grant).filter_by(name="Intruder").one().id
    assert client.post(f"{board}/share/phones/{intruder_id}/remove").status_code == 303  # the creator may
    assert intruder.post(board + "/rounds/new", data=ROUND).status_code == 403


def test_the_creator_makes_a_new_api_token_shown_once(app, client, start_game):
    board = start_game()
    game_id = board.rsplit("/", 1)[1]
    share = client.get(board + "/share").get_data(as_text=True)
    assert "Make a new API token" in share and 'id="api-token"' not in share
    made = client.post(board + "/share/token")
    assert made.status_code == 200 and made.headers["Cache-Control"] == "no-store"
    token = re.search(r'id="api-token" class="link" readonly value="([^"]+)"', made.get_data(as_text=True)).group(1)
    url = f"/api/games/{game_id}/rounds"
    body = {"entries": [{"meld_points": 90}, {"meld_points": 60}]}
    assert client.post(url, json=body, headers={"Authorization": f"Bearer {token}"}).status_code == 201
    again = client.post(board + "/share/token").get_data(as_text=True)
    newer = re.search(r'id="api-token" class="link" readonly value="([^"]+)"', again).group(1)
    assert newer != token
    assert client.post(url, json=body, headers={"Authorization": f"Bearer {token}"}).status_code == 403
    assert 'id="api-token"' not in client.get(board + "/share").get_data(as_text=True)  # shown once
    german = client.get(board + "/share", headers={"Accept-Language": "de"}).get_data(as_text=True)
    assert "API-Token" in german


@pytest.mark.parametrize("lang", ["en", "de"])
def test_removing_a_phone_asks_first_then_tells_its_pages_at_once(app, client, start_game, lang):
    words = {
        "en": ("Remove Karl's phone?", "Keep it", "The scorer removed this phone", "A phone was removed from scoring"),
        "de": (
            "Karl's phone entfernen?",
            "Behalten",
            "Der Schreiber hat dieses Handy entfernt",
            "Ein Handy darf nicht mehr mitschreiben",
        ),
    }[lang]
    headers = {"Accept-Language": lang}
    board = start_game()
    karl = claimed_phone(app, edit_link(client, board), "Karl's phone")
    version = karl.get(board + "/news").get_json()["version"]
    with app.app_context():
        karls = db.session.query(Grant).filter_by(name="Karl's phone").one().id
    asked = client.get(f"{board}/share/phones/{karls}/remove", headers=headers)
    page = html.unescape(asked.get_data(as_text=True))
    assert words[0] in page and f'<a class="button big" href="{board}/share">{words[1]}</a>' in page
    assert karl.get(f"{board}/news?since={version}", headers={"If-None-Match": f'"{version}"'}).status_code == 304
    assert client.post(f"{board}/share/phones/{karls}/remove").status_code == 303
    heard = karl.get(f"{board}/news?since={version}", headers={"If-None-Match": f'"{version}"', **headers})
    assert heard.status_code == 200 and heard.get_json()["removed"] is True  # its open form stops offering Save
    assert heard.get_json()["version"] == version + 1 and words[2] in heard.get_json()["said"][0]
    others = client.get(f"{board}/news?since={version}").get_json()
    assert "removed" not in others and others["said"] == []  # the scorer's own pages: nothing to say
    assert "removed" not in app.test_client().get(f"{board}/news?since={version}").get_json()  # nor to a reader
    history = html.unescape(client.get(board + "/history", headers=headers).get_data(as_text=True))
    assert words[3] in history and "Karl's phone" in history
    gone = client.get(f"{board}/share/phones/{karls}/remove")  # asked again: it is gone, the list shows how things are
    assert gone.status_code == 303 and gone.headers["Location"] == board + "/share"
