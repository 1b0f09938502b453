"""A phone's session cookie from before the __Host- name is taken over once: the phone keeps its id, its games and
its right to score them; the old cookie is deleted."""

from __future__ import annotations

from flask import Flask

from scorepad.serving.session_cookie import LEGACY, RenamedSessionInterface
from tests.web.conftest import NEW_GAME
from tests.web.test_accounts import ROUND


def test_an_old_session_cookie_moves_to_the_new_name_and_keeps_the_phones_rights(app: Flask) -> None:
    phone = app.test_client()
    board = phone.post("/games/new", data=NEW_GAME).headers["Location"]
    new_name = app.config["SESSION_COOKIE_NAME"]
    assert new_name == "__Host-scorepad"
    value = phone.get_cookie(new_name).value
    upgraded = app.test_client()  # the same phone after the upgrade: its cookie under the old name
    upgraded.set_cookie(LEGACY, value)
    home = upgraded.get("/")
    cookies = home.headers.getlist("Set-Cookie")
    assert any(c.startswith(f"{new_name}=") for c in cookies) and any(c.startswith(f"{LEGACY}=;") for c in cookies)
    assert board.rsplit("/", 1)[1] in home.get_data(as_text=True)  # its list of games
    assert upgraded.get_cookie(LEGACY) is None
    assert upgraded.post(board + "/rounds/new", data=ROUND).status_code == 303  # and its right to score


def test_a_forged_old_cookie_is_ignored(app: Flask) -> None:
    phone = app.test_client()
    phone.set_cookie(LEGACY, "forged.value.here")
    answer = phone.get("/")
    assert answer.status_code == 200 and not any(c.startswith("__Host-") for c in answer.headers.getlist("Set-Cookie"))
    assert isinstance(app.session_interface, RenamedSessionInterface)
