"""The middleware answers a returning reader's board and a game's JSON from what the app cached, with the app's
own bytes and headers (the scorer's board and a first visit: tests/web/games/test_board_early.py), a tampered
cookie as none, and leaves the rest to the app: a signed-in phone, a query string, bytes not yet cached, a game
that isn't there."""

from urllib.parse import urlsplit

import pytest
from sqlalchemy import event

from scorepad.extensions import db
from scorepad.serving.cached_reads import FAST_READS
from tests.conftest import HELD, WON
from tests.web.games.test_share import claimed_phone
from tests.web.test_league_names import league_games


def headers_of(response):
    """A response's headers, as a comparable set (the date and server are the WSGI server's, the id the request's)."""
    return sorted((k, v) for k, v in response.headers.items() if k not in ("Date", "Server", "X-Request-ID"))


def the_app_alone(monkeypatch, client, path, **kwargs):
    """What the app's own view answers (the middleware stepping aside)."""
    reads = client.application.extensions[FAST_READS]
    with monkeypatch.context() as patched:
        for endpoint in list(reads):
            patched.delitem(reads, endpoint)
        return client.get(path, **kwargs)


@pytest.mark.parametrize(
    "language, accept, word",
    [("", "en", b"Round"), ("", "de-DE,de;q=0.9", b"Runde"), ("de", "en", b"Runde"), ("en", "de", b"Round")],
)
def test_a_returning_reader_gets_the_apps_own_bytes_and_headers_in_their_language(
    app, monkeypatch, game, app_asked, language, accept, word
):
    reader, board, api = app.test_client(), f"/games/{game['id']}", f"/api/games/{game['id']}"
    if language:
        reader.get(f"/language/{language}")
    asked = {"Accept-Language": accept}
    first = reader.get(board, headers=asked)  # a first visit: the app remembers the game, makes and caches the page
    assert first.status_code == 200 and board in app_asked
    reader.get(api, headers=asked)
    app_asked.clear()
    for path in (board, api):
        early = reader.get(path, headers=asked)
        alone = the_app_alone(monkeypatch, reader, path, headers=asked)
        assert app_asked == [path]  # only the second: the middleware answered the first
        assert early.status_code == alone.status_code == 200 and word in reader.get(board, headers=asked).data
        assert early.data == alone.data and headers_of(early) == headers_of(alone)
        assert "Set-Cookie" not in early.headers
        tag = {"If-None-Match": early.headers["ETag"], **asked}
        unchanged, alone = reader.get(path, headers=tag), the_app_alone(monkeypatch, reader, path, headers=tag)
        assert unchanged.status_code == alone.status_code == 304 and not unchanged.data
        assert headers_of(unchanged) == headers_of(alone)
        app_asked.clear()


def test_a_write_is_seen_by_the_next_read_and_only_cached_bytes_are_served(app, game, play, app_asked):
    reader, board = app.test_client(), f"/games/{game['id']}"
    before = reader.get(board)
    tag = before.headers["ETag"]
    assert play(game, HELD, WON).status_code == 201
    app_asked.clear()
    after = reader.get(board, headers={"If-None-Match": tag})
    assert after.status_code == 200 and after.data != before.data and app_asked == [board]  # made by the app
    assert reader.get(board).data == after.data and app_asked == [board]  # then served before it
    api = reader.get(f"/api/games/{game['id']}").get_json()
    assert [s["total"] for s in api["sides"]] == [940 + 40, 40 + 940]  # WON then HELD, HELD then WON


def test_a_signed_in_phone_and_a_query_go_to_the_app(app, game, app_asked, sign_up):
    board = f"/games/{game['id']}"
    member = app.test_client()
    assert member.post("/signup", data={"name": "Anna", "password": "correct horse battery"}).status_code == 303
    member.get(board)
    app_asked.clear()
    assert b"/account" in member.get(board).data and app_asked == [board]
    app_asked.clear()
    reader = app.test_client()
    reader.get(board)
    app_asked.clear()
    assert reader.get(board + "?saved=1").status_code == 200 and app_asked == [board + "?saved=1"]


def test_a_tampered_cookie_counts_as_none_and_no_such_game_is_the_apps_to_answer(app, game, app_asked):
    reader, board, name = app.test_client(), f"/games/{game['id']}", app.config["SESSION_COOKIE_NAME"]
    reader.get(board)
    scorer = claimed_phone(app, urlsplit(game["edit_link"]).path)
    scorer.get(board)
    for phone in (reader, scorer):
        forged = app.test_client()
        forged.set_cookie(name, phone.get_cookie(name).value[:-2] + "xx")
        app_asked.clear()
        answer = forged.get(board)
        assert answer.status_code == 200 and answer.data == reader.get(board).data and app_asked == []  # a reader's
        held = app.session_interface.get_signing_serializer(app).loads(forged.get_cookie(name).value)
        assert held == {"_permanent": True, "seen": [game["id"]]}  # a new session, as on a first visit
    app_asked.clear()
    missing = "/games/AAAAAAAAAAAAAAAA"
    assert reader.get(missing).status_code == 404 and reader.get("/api" + missing).status_code == 404
    assert app_asked == [missing, "/api" + missing]


def test_a_league_games_reader_is_answered_early_with_the_apps_bytes_and_no_cookie(
    app, client, sign_up, monkeypatch, app_asked
):
    _league, (board, _other) = league_games(client, sign_up, count=2)
    reader = app.test_client()
    reader.get(board)  # remembered on this phone
    second = the_app_alone(monkeypatch, reader, board)
    assert "Set-Cookie" not in second.headers  # nobody signed in: Flask-Login is not asked, the session unchanged
    app_asked.clear()
    early = reader.get(board)
    assert app_asked == [] and early.data == second.data and headers_of(early) == headers_of(second)
    assert b"Enter round" in client.get(board).data  # the league's owner, signed in, is the app's to answer


def test_a_read_that_something_watches_goes_through_sqlalchemy(app, game):
    seen = []

    def record(conn, _cursor, statement, *_args):
        seen.append((conn.info is not None, statement))  # as query recorders and tracers do: a real connection

    with app.app_context():
        engine = db.engine
    event.listen(engine, "before_cursor_execute", record)
    try:
        reader = app.test_client()
        assert reader.get(f"/games/{game['id']}").status_code == 200
        assert reader.get(f"/games/{game['id']}").status_code == 200
        assert app.test_client().get(f"/api/games/{game['id']}").status_code == 200
    finally:
        event.remove(engine, "before_cursor_execute", record)
    assert sum("games.version" in s for _, s in seen) >= 3 and all(info for info, _ in seen)


def test_the_jsons_tag_names_its_language_and_still_guards_a_write(app, client, game):
    reader, api = app.test_client(), f"/api/games/{game['id']}"
    english = reader.get(api, headers={"Accept-Language": "en"})
    german = reader.get(api, headers={"Accept-Language": "de"})
    assert english.headers["ETag"] != german.headers["ETag"]
    held = {"If-None-Match": english.headers["ETag"]}
    assert reader.get(api, headers={**held, "Accept-Language": "en"}).status_code == 304
    assert reader.get(api, headers={**held, "Accept-Language": "de"}).status_code == 200
    auth = {"Authorization": f"Bearer {game['token']}", "If-Match": german.headers["ETag"]}
    first = f"{api}/rounds/1"
    assert client.put(first, json={"entries": [HELD, WON]}, headers=auth).status_code == 200  # the version it names
    assert client.put(first, json={"entries": [WON, HELD]}, headers=auth).status_code == 412  # an older one now


def test_what_is_answered_early_is_named_by_the_apps_routes(app):
    assert set(app.extensions[FAST_READS]) == {
        "web.board",
        "api.read_game",
        "web.game_news",
        "web.league_news",
        "web.evening_news",
        "api.list_rulesets",
        "api.read_openapi_document",
    }
    assert set(app.extensions[FAST_READS]) <= {rule.endpoint for rule in app.url_map.iter_rules()}


def test_a_phone_scoring_another_game_reads_this_one_as_a_plain_reader_before_the_app(
    app, monkeypatch, make_game, play, app_asked
):
    game, other = make_game(), make_game()
    play(game, WON, HELD)
    phone = claimed_phone(app, urlsplit(other["edit_link"]).path)  # a phone id and a grant in its session
    board = f"/games/{game['id']}"
    phone.get(board)
    app_asked.clear()
    early = phone.get(board)
    assert app_asked == [] and b"Enter round" not in early.data
    alone = the_app_alone(monkeypatch, phone, board)
    assert early.data == alone.data and headers_of(early) == headers_of(alone)


def test_a_signed_in_phone_gets_the_games_json_before_the_app_as_the_app_gives_it(
    app, client, monkeypatch, game, app_asked, sign_up
):
    member = app.test_client()
    assert member.post("/signup", data={"name": "Anna", "password": "correct horse battery"}).status_code == 303
    api = f"/api/games/{game['id']}"
    member.get(api, headers={"Accept-Language": "de"})  # made and cached by the app
    app_asked.clear()
    early = member.get(api, headers={"Accept-Language": "de"})
    alone = the_app_alone(monkeypatch, member, api, headers={"Accept-Language": "de"})
    assert app_asked == [api] and early.data == alone.data and headers_of(early) == headers_of(alone)
