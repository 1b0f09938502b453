"""Every unique key a user can reach (account names, league players, memberships, round numbers, seats, phone
grants) answers 409 or 422 with a message, never a 500: checked before writing, and when two writes race past
the check, the database's refusal becomes a conflict with a message."""

import pytest
from sqlalchemy.exc import IntegrityError

from scorepad.core.errors import Conflict
from scorepad.extensions import db
from scorepad.models import User
from scorepad.storage.database import RACED, writing
from tests.conftest import HELD, WON
from tests.web.conftest import NEW_GAME

PASSWORD = "a long passphrase"


def test_account_names_collide_after_case_and_width_folding(app, client):
    assert client.post("/signup", data={"name": "Anna", "password": PASSWORD}).status_code == 303
    for name in ("anna", "ＡＮＮＡ", "An\u200bna"):
        again = app.test_client().post("/signup", data={"name": name, "password": PASSWORD})
        assert again.status_code == 422 and "This name is taken." in again.get_data(as_text=True)


def test_an_account_name_taken_by_a_racing_sign_up_is_a_message(app, monkeypatch):
    app.test_client().post("/signup", data={"name": "Anna", "password": PASSWORD})
    monkeypatch.setattr("scorepad.accounts.users.find_user", lambda _name: None)  # the check ran before Anna existed
    racing = app.test_client().post("/signup", data={"name": "anna", "password": PASSWORD})
    assert racing.status_code == 422 and "This name is taken." in racing.get_data(as_text=True)
    with app.app_context():
        assert db.session.query(User).count() == 1


def test_a_league_player_made_twice_at_once_is_a_conflict(app, client, sign_up, monkeypatch):
    sign_up("Owner")
    league_id = client.post("/leagues/new", data={"name": "Club", "ruleset": "classic"}).headers["Location"][9:]
    names = {"sides-0-player_0": "Anna", "league": league_id}
    assert client.post("/games/new", data={**NEW_GAME, **names}).status_code == 303

    api = client.post("/api/leagues", json={"visibility": "public", "name": "Other", "ruleset": "classic"}).get_json()
    body = {"league": api["id"], "sides": [{"name": "A", "players": ["X"]}, {"name": "B", "players": ["Y"]}]}
    auth = {"Authorization": f"Bearer {api['token']}"}
    assert client.post("/api/games", json=body, headers=auth).status_code == 201
    for lookup in ("named", "near"):  # as if another phone made the players after our lookup
        monkeypatch.setattr(f"scorepad.games.seats.{lookup}", lambda players, name: None)
    racing = client.post("/games/new", data={**NEW_GAME, **names})
    assert racing.status_code == 409 and "at the same moment" in racing.get_data(as_text=True)
    answer = client.post("/api/games", json=body, headers=auth)
    assert answer.status_code == 409 and list(answer.get_json()["errors"]) == ["_state"]


def test_a_membership_made_twice_at_once_is_a_conflict(app, client, sign_up, monkeypatch):
    sign_up("Owner")
    league_id = client.post("/leagues/new", data={"name": "Club", "ruleset": "classic"}).headers["Location"][9:]
    made = client.post(f"/leagues/{league_id}/members", data={"role": "scorer", "uses": "2"}).get_data(as_text=True)
    link = made.split('id="invite-link" class="link" readonly value="http://127.0.0.1:5000', 1)[1].split('"', 1)[0]
    ben = app.test_client()
    ben.post("/signup", data={"name": "Ben", "password": PASSWORD})
    assert ben.post(link).status_code == 303
    monkeypatch.setattr("scorepad.accounts.invitations.role_in", lambda _u, _l: None)
    monkeypatch.setattr("scorepad.accounts.roles.membership", lambda _l, _u: None)
    racing = ben.post(link)
    assert racing.status_code == 409 and "You just joined this league" in racing.get_data(as_text=True)


def test_a_round_number_taken_is_a_conflict_with_the_next_number(client, make_game):
    game = make_game()
    url, auth = f"/api/games/{game['id']}/rounds", {"Authorization": f"Bearer {game['token']}"}
    assert client.post(url, json={"entries": [WON, HELD], "number": 1}, headers=auth).status_code == 201
    taken = client.post(url, json={"entries": [WON, HELD], "number": 1}, headers=auth)
    assert taken.status_code == 409 and taken.get_json()["errors"] == {
        "number": "Round 1 is already recorded; the next is 2."
    }


def test_one_player_in_two_seats_is_refused_with_a_message(client):
    sides = [{"name": "A", "players": ["Anna", "Ben"]}, {"name": "B", "players": ["Anna", "Dan"]}]
    league = client.post("/api/leagues", json={"visibility": "public", "name": "Club", "ruleset": "classic"}).get_json()
    answer = client.post(
        "/api/games",
        json={"league": league["id"], "sides": sides},
        headers={"Authorization": f"Bearer {league['token']}"},
    )
    assert answer.status_code == 422 and answer.get_json()["errors"] == {
        "sides.1.players.0": "Another player of this game has this name."
    }


def test_a_phone_claiming_twice_at_once_is_a_conflict(app, client, monkeypatch):
    board = client.post("/games/new", data=NEW_GAME).headers["Location"]
    share = client.get(board + "/share").get_data(as_text=True)
    link = share.split('id="edit-link" class="link" readonly value="http://127.0.0.1:5000', 1)[1].split('"', 1)[0]
    monkeypatch.setattr("scorepad.accounts.grants.grant_of", lambda _g, _d: None)
    monkeypatch.setattr("scorepad.web.share.holds_grant", lambda _g: None)
    racing = client.post(link)
    assert racing.status_code == 409 and "This phone just opened the link" in racing.get_data(as_text=True)


def test_only_a_unique_key_becomes_a_conflict(app):
    with app.test_request_context():
        with pytest.raises(Conflict) as raced, writing():
            db.session.add_all(
                [User(name="A", name_key="a", password_hash="x"), User(name="B", name_key="a", password_hash="x")]
            )
            db.session.flush()
        assert raced.value.problems[0].message == RACED
        with pytest.raises(IntegrityError), writing():  # a missing value is a bug, not a race: it stays an error
            db.session.add(User(name="C", name_key="c", password_hash=None))
            db.session.flush()
