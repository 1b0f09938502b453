"""The path prefix comes from configuration (SCOREPAD_BASE_URL's path), never from the request: a client's
SCRIPT_NAME (gunicorn maps a `SCRIPT_NAME:` header into the environment) changes no link of a cached page and
no cache key, and the production command drops the header (`SCRIPT_NAME: /zzz` on `/` is no 500)."""

import re

import pytest

from scorepad import create_app
from tests.conftest import HELD, WON
from tests.live import NotStarted, send, serving

EVIL = "//evil.example"


def links(page: bytes) -> set[str]:
    """Every href, src and action of a page."""
    return set(re.findall(r'(?:href|src|action|data-sw|data-root)="([^"]*)"', page.decode()))


def static(page: bytes, name: str) -> str:
    """The one link of a page to a static file (its address carries the file's fingerprint)."""
    found = [link for link in links(page) if link.split("?")[0].endswith(f"/static/{name}")]
    assert len(found) == 1, found
    return found[0]


def test_a_clients_script_name_never_reaches_a_cached_page(app, make_game, play):
    game = make_game()
    play(game, WON, HELD)
    board = f"/games/{game['id']}"
    poisoner = app.test_client()
    # What gunicorn makes of "GET //evil.example/games/<id>" with "SCRIPT_NAME: //evil.example": the path is the
    # request's whole path again, which is no page of this app.
    asked = poisoner.get(board, environ_overrides={"SCRIPT_NAME": EVIL})
    assert asked.status_code == 404 and not any(link.startswith("//") for link in links(asked.data))
    for phone in (app.test_client(), poisoner):
        phone.get(board)
        page = phone.get(board).data
        assert all(link.startswith(("/", "#")) and not link.startswith("//") for link in links(page))
        assert b"evil" not in page and re.fullmatch(r"/static/app\.css\?v=[0-9a-f]{10}", static(page, "app.css"))
    standings = app.test_client().get("/leagues", environ_overrides={"SCRIPT_NAME": "/zzz"})
    assert standings.status_code == 404


def test_a_configured_prefix_is_in_every_link_whatever_the_request_says(app, make_game, play, tmp_path, monkeypatch):
    monkeypatch.setenv("SCOREPAD_INSTANCE_PATH", str(tmp_path))
    settings = {"TESTING": True, "SQLALCHEMY_DATABASE_URI": app.config["SQLALCHEMY_DATABASE_URI"]}
    prefixed = create_app({**settings, "SECRET_KEY": "test-only-secret-key-of-a-test-server", "SCOREPAD_BASE_URL": "https://club.example/scores"})
    game = make_game()
    play(game, WON, HELD)
    phone = prefixed.test_client()
    for path, script in ((f"/scores/games/{game['id']}", ""), (f"/games/{game['id']}", "/scores"), ("/x", EVIL)):
        environ = {"SCRIPT_NAME": script, "PATH_INFO": path}
        page = phone.get(path, environ_overrides=environ)
        if path == "/x":
            assert page.status_code == 404 and not any(link.startswith("//") for link in links(page.data))
            continue
        assert page.status_code == 200 and static(page.data, "app.css").startswith("/scores/static/app.css?v=")
        assert all(link.startswith("/scores/") for link in links(page.data) if link.startswith("/"))
    sides = [{"name": "Anna & Ben", "players": ["Anna", "Ben"]}, {"name": "Cara & Dan", "players": ["Cara", "Dan"]}]
    made = prefixed.test_client().post("/scores/api/games", json={"sides": sides})
    assert made.get_json()["edit_link"].startswith("https://club.example/scores/games/")


@pytest.fixture(scope="module")
def live(database_url, tmp_path_factory):
    """gunicorn as the README's production command starts it."""
    try:
        with serving(tmp_path_factory.mktemp("base-path"), {"SCOREPAD_DATABASE_URL": database_url}, 1) as server:
            yield server
    except NotStarted as why:
        pytest.skip(str(why))


def test_a_script_name_header_is_dropped_by_the_production_command(live, app):
    status, _headers, page = send(live.port, "GET", "/", headers={"SCRIPT_NAME": "/zzz"})
    assert status == 200 and "/zzz" not in page
    status, _headers, page = send(live.port, "GET", "/zzz/leagues", headers={"SCRIPT_NAME": "/zzz"})
    assert status == 404 and "/zzz/static" not in page
