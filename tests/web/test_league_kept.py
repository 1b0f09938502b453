"""Kept league standings (the page and the JSON) follow every league write, never pass one language's or one
reader's rights to another, and a read of them never writes."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import event

from scorepad.extensions import db
from scorepad.models import League
from tests.api.test_leagues import WIN, game, league, loss  # noqa: F401  (fixture and helpers reused)
from tests.games.test_kept_numbers import check_tallies

GERMAN = {"Accept-Language": "de"}


def snapshot(client, league_id: str, season: int | None = None) -> dict[str, bytes]:
    """The standings JSON and the league page in both languages, as bytes."""
    query = f"?season={season}" if season else ""
    return {
        "json": client.get(f"/api/leagues/{league_id}/standings{query}").get_data(),
        "en": client.get(f"/leagues/{league_id}{query}").get_data(),
        "de": client.get(f"/leagues/{league_id}{query}", headers=GERMAN).get_data(),
    }


def changed(before: dict[str, bytes], after: dict[str, bytes], *kinds: str) -> bool:
    """Whether every named part (all by default) differs between two snapshots."""
    return all(before[k] != after[k] for k in kinds or before)


def won(client, league_id: str) -> dict[str, int]:
    """Wins per player name in the (kept) standings."""
    return {r["name"]: r["won"] for r in client.get(f"/api/leagues/{league_id}/standings").get_json()["players"]}


def test_kept_standings_change_with_every_league_write(client, app, league, make_game, play):  # noqa: F811
    body, auth, (spring, _) = league
    lid = body["id"]
    empty = snapshot(client, lid)
    assert b"No finished games yet." in empty["en"] and b"Noch keine beendeten Spiele." in empty["de"]
    assert snapshot(client, lid) == empty  # the same bytes again, while nothing changed

    first = game(client, league, "2026-02-01", [["Anna", "Ben"], ["Cara", "Dan"]], WIN, loss(100, 20))
    one = snapshot(client, lid)
    assert changed(empty, one) and won(client, lid) == {"Anna": 1, "Ben": 1, "Cara": 0, "Dan": 0}

    second = game(client, league, "2026-02-02", [["Anna", "Cara"], ["Ben", "Dan"]], WIN, loss(50))
    two = snapshot(client, lid)
    assert changed(one, two) and won(client, lid) == {"Anna": 2, "Ben": 1, "Cara": 1, "Dan": 0}

    # A round corrected in a finished league game: the other side won it.
    fixed = client.put(f"/api/games/{first['id']}/rounds/1", json={"entries": [loss(100, 20), WIN]}, headers=auth)
    assert fixed.status_code == 200
    three = snapshot(client, lid)
    assert changed(two, three) and won(client, lid) == {"Anna": 1, "Ben": 0, "Cara": 2, "Dan": 1}

    # The round that ended the second game deleted (the game runs again: it no longer counts), then restored.
    assert client.delete(f"/api/games/{second['id']}/rounds/1", headers=auth).status_code == 200
    four = snapshot(client, lid)
    assert changed(three, four) and won(client, lid) == {"Anna": 0, "Ben": 0, "Cara": 1, "Dan": 1}
    assert client.post(f"/api/games/{second['id']}/rounds/1/restore", headers=auth).status_code == 200
    five = snapshot(client, lid)
    assert changed(four, five) and five["json"] == three["json"]

    # A seat renamed in a finished game seats another league player there: Ben's share moves to Bert.
    renamed = client.patch(
        f"/api/games/{first['id']}", json={"sides": [{"players": ["Anna", "Bert"]}, {}]}, headers=auth
    )
    assert renamed.status_code == 200
    six = snapshot(client, lid)
    assert changed(five, six) and won(client, lid) == {"Anna": 1, "Ben": 0, "Bert": 0, "Cara": 2, "Dan": 1}

    # A new season: the page links it, and its standings count the games in its dates from the start.
    added = {"name": "February", "start": "2026-02-02", "end": "2026-02-28"}
    assert client.post(f"/api/leagues/{lid}/seasons", json=added, headers=auth).status_code == 201
    seven = snapshot(client, lid)
    assert changed(six, seven, "en", "de") and b"February" in seven["en"] and seven["json"] == six["json"]
    seasons = client.get(f"/api/leagues/{lid}").get_json()["seasons"]
    february = next(s["id"] for s in seasons if s["name"] == "February")
    rows = client.get(f"/api/leagues/{lid}/standings?season={february}").get_json()["players"]
    assert {r["name"]: r["played"] for r in rows} == {"Anna": 1, "Ben": 1, "Cara": 1, "Dan": 1}

    # An imported (attached) finished casual game: counted, and the ratings wait for a rebuild.
    casual = make_game(played_on="2026-01-15", settings={"target": 500})
    play(casual, WIN, loss(10))
    attached = client.post(
        f"/api/leagues/{lid}/games", json={"game": casual["id"], "token": casual["token"]}, headers=auth
    )
    assert attached.status_code == 200
    eight = snapshot(client, lid)
    assert changed(seven, eight), {k: seven[k] == eight[k] for k in seven}
    assert won(client, lid)["Anna"] == 2
    assert b"Ratings are being recomputed" in eight["en"] and b"Wertungen werden" in eight["de"]
    assert client.get(f"/api/leagues/{lid}/standings").get_json()["ratings_stale"] is True
    anna = next(p["id"] for p in client.get(f"/api/leagues/{lid}").get_json()["players"] if p["name"] == "Anna")
    assert b"Ratings are being recomputed" in client.get(f"/players/{anna}").get_data()

    # Two records of one person merged; then the owner's rename of a league player.
    ids = {p["name"]: p["id"] for p in client.get(f"/api/leagues/{lid}").get_json()["players"]}
    merge = {"from": ids["Bert"], "into": ids["Ben"]}
    assert client.post(f"/api/leagues/{lid}/players/merge", json=merge, headers=auth).status_code == 200
    nine = snapshot(client, lid)
    assert changed(eight, nine) and "Bert" not in won(client, lid) and won(client, lid)["Ben"] == 1
    from scorepad.leagues.players import rename_player

    with app.test_request_context():
        rename_player(db.session.get(League, lid), ids["Dan"], "Daniel")
    ten = snapshot(client, lid)
    assert changed(nine, ten) and "Daniel" in won(client, lid)

    # The ratings rebuilt by the command: the note goes, and the pages change with it.
    assert app.test_cli_runner().invoke(args=["rebuild-ratings"]).exit_code == 0
    eleven = snapshot(client, lid)
    assert changed(ten, eleven) and b"Ratings are being recomputed" not in eleven["en"]
    # The spring season's own kept standings followed along too.
    assert snapshot(client, lid, spring)["json"] == snapshot(client, lid, spring)["json"]
    with app.app_context():
        check_tallies(lid)


def test_finish_and_reopen_change_the_kept_standings(client):
    body = client.post("/api/leagues", json={"visibility": "public", "name": "Rommé Club", "ruleset": "romme"}).get_json()
    auth = {"Authorization": f"Bearer {body['token']}"}
    sides = [{"name": n, "players": [n]} for n in ("Anna", "Ben")]
    made = client.post("/api/games", json={"league": body["id"], "sides": sides}, headers=auth).get_json()
    out = [{"going_out": "out"}, {"hand_points": 20}]
    assert client.post(f"/api/games/{made['id']}/rounds", json={"entries": out}, headers=auth).status_code == 201
    playing = snapshot(client, body["id"])
    assert client.post(f"/api/games/{made['id']}/finish", headers=auth).status_code == 200
    finished = snapshot(client, body["id"])
    assert changed(playing, finished) and won(client, body["id"]) == {"Anna": 1, "Ben": 0}
    assert client.post(f"/api/games/{made['id']}/reopen", headers=auth).status_code == 200
    reopened = snapshot(client, body["id"])
    assert changed(finished, reopened) and won(client, body["id"]) == {}


def test_kept_pages_never_pass_rights_or_language_on(client, app, sign_up):
    sign_up()
    page = client.post("/leagues/new", data={"name": "Club", "ruleset": "classic"}).headers["Location"]
    client.post(page + "/seasons", data={"name": "Spring", "start": "2026-01-01", "end": "2026-06-30"})
    client.post(page + "/visibility", data={"visibility": "public"})  # a reader who is no member sees it
    owner = client.get(page).get_data(as_text=True)
    assert "Add a season" in owner and "New game with the league" in owner
    reader = app.test_client()
    seen = reader.get(page).get_data(as_text=True)
    assert "Add a season" not in seen and "Merge two records" not in seen and "New game with the league" not in seen
    assert 'name="csrf_token"' not in seen  # a reader's page holds no form, so no session's token
    german = reader.get(page, headers=GERMAN).get_data(as_text=True)
    assert 'lang="de"' in german and "Spieler" in german and "Noch keine beendeten Spiele." in german
    assert "No finished games yet." not in german
    assert "No finished games yet." in reader.get(page).get_data(as_text=True)
    # The owner, after a reader filled the kept parts, still gets the owner's page.
    assert "Add a season" in client.get(page).get_data(as_text=True)


@contextmanager
def writes_seen(app) -> Iterator[list[str]]:
    """Every INSERT, UPDATE or DELETE sent to the database inside the block."""
    seen: list[str] = []

    def note(_conn, _cursor, statement: str, *_args) -> None:
        if statement.lstrip().split(" ", 1)[0].upper() in ("INSERT", "UPDATE", "DELETE", "REPLACE"):
            seen.append(statement)

    with app.app_context():
        engine = db.engine
    event.listen(engine, "before_cursor_execute", note)
    try:
        yield seen
    finally:
        event.remove(engine, "before_cursor_execute", note)


def test_reading_standings_never_writes(client, app, league):  # noqa: F811
    body, auth, (spring, _) = league
    game(client, league, "2026-03-01", [["Anna", "Ben"], ["Cara", "Dan"]], WIN, loss(100, 20))
    game(client, league, "2026-02-01", [["Anna", "Cara"], ["Ben", "Dan"]], WIN, loss(100, 20))  # backdated: stale
    lid = body["id"]
    with app.app_context():
        assert db.session.get(League, lid).ratings_stale  # the read that used to rebuild the ratings
    paths = [f"/leagues/{lid}", f"/leagues/{lid}?season={spring}", f"/api/leagues/{lid}/standings"]
    paths += [f"/api/leagues/{lid}/standings?season={spring}", f"/api/leagues/{lid}/standings?format=csv"]
    with writes_seen(app) as seen:
        for path in paths:
            for headers in ({}, GERMAN):
                assert client.get(path, headers=headers).status_code == 200
    assert seen == []
    with app.app_context():
        assert db.session.get(League, lid).ratings_stale
