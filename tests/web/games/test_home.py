"""Removing a game from this phone's list ("Your games"): asked first on a page of its own (no script needed),
then done by a form with its token; only the phone's list changes, never the game or the right to score it."""

from __future__ import annotations

import html
import re
from typing import Any

from flask.testing import FlaskClient

from tests.web.test_forms_security import csrf_client  # noqa: F401  (fixture reused)


def listed(client: FlaskClient) -> list[str]:
    """The games the home page lists, by id."""
    return re.findall(r'class="game-link" href="/games/([^"]+)"', client.get("/").get_data(as_text=True))


def test_remove_asks_first_then_takes_the_game_off_the_list(client: FlaskClient, start_game: Any) -> None:
    kept, gone = start_game(), start_game(**{"sides-0-name": "Eva & Finn"})
    kept_id, gone_id = kept.rsplit("/", 1)[1], gone.rsplit("/", 1)[1]
    home = html.unescape(client.get("/").get_data(as_text=True))
    assert (
        f'href="/games/{gone_id}/forget" aria-label="Remove Eva & Finn · Cara & Dan from this list">Remove</a>' in home
    )
    ask = html.unescape(client.get(f"/games/{gone_id}/forget").get_data(as_text=True))
    assert "Remove Eva & Finn · Cara & Dan from this phone's list?" in ask
    assert "This phone may still keep score in it." in ask and 'action="/games/' in ask
    assert set(listed(client)) == {kept_id, gone_id}  # asking changed nothing
    done = client.post(f"/games/{gone_id}/forget")
    assert done.status_code == 303 and done.headers["Location"] == "/?removed=1"
    assert listed(client) == [kept_id]
    assert "Removed from this phone's list. The game itself stays." in html.unescape(
        client.get("/?removed=1").get_data(as_text=True)
    )
    board = client.get(gone).get_data(as_text=True)
    assert "Enter round 1" in board  # the game stays, and this phone still scores it
    assert set(listed(client)) == {kept_id, gone_id}  # opening it lists it again


def test_in_german(client: FlaskClient, start_game: Any) -> None:
    board = start_game()
    game_id = board.rsplit("/", 1)[1]
    german = {"Accept-Language": "de"}
    ask = html.unescape(client.get(f"/games/{game_id}/forget", headers=german).get_data(as_text=True))
    assert "Anna & Ben · Cara & Dan aus der Liste dieses Handys entfernen?" in ask and "Aus der Liste entfernen" in ask
    client.post(f"/games/{game_id}/forget")
    done = html.unescape(client.get("/?removed=1", headers=german).get_data(as_text=True))
    assert "Aus der Liste dieses Handys entfernt. Das Spiel selbst bleibt." in done


def test_a_game_not_in_the_list_has_nothing_to_remove(app: Any, client: FlaskClient, start_game: Any) -> None:
    board = start_game()
    other = app.test_client()
    assert other.get(f"{board}/forget").headers["Location"] == "/"
    assert client.get("/games/nosuchgame123/forget").status_code == 404


def test_removing_needs_the_forms_token(csrf_client: FlaskClient) -> None:  # noqa: F811
    game = csrf_client.post(
        "/api/games",
        json={"ruleset": "classic", "sides": [{"name": "A", "players": ["A"]}, {"name": "B", "players": ["B"]}]},
    ).get_json()
    csrf_client.get(f"/games/{game['id']}")
    assert csrf_client.post(f"/games/{game['id']}/forget").status_code == 400
    page = csrf_client.get(f"/games/{game['id']}/forget").get_data(as_text=True)
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page).group(1)
    assert csrf_client.post(f"/games/{game['id']}/forget", data={"csrf_token": token}).status_code == 303
    assert listed(csrf_client) == []
