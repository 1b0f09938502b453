"""Backups: export everything, import into an empty database, and nothing is lost, even from an export made before
the latest migration (it is upgraded through it); online SQLite copy. A backup of nothing (no database there, one
never migrated, one holding no row) is refused with a message and a non-zero exit; a backup is its owner's only."""

import json
import os
import sqlite3
import stat

from flask_migrate import downgrade, upgrade

from scorepad import MIGRATIONS, create_app
from scorepad.extensions import db
from scorepad.storage.backup import current_revision, dump, migrations
from tests.api.test_leagues import league, play_season_games  # noqa: F401


def fresh_app(tmp_path, name):
    os.environ["SCOREPAD_INSTANCE_PATH"] = str(tmp_path)
    app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / name}", "SECRET_KEY": "t", "TESTING": True})
    with app.app_context():
        upgrade(directory=MIGRATIONS)
    return app


def test_export_import_round_trip_loses_nothing(app, client, league, runner, tmp_path, make_game, play):  # noqa: F811
    play_season_games(client, league)
    casual = make_game()
    play(
        casual,
        {"meld_points": 240, "natural_canastas": 1, "going_out": "out", "meld_cards": None},
        {"meld_points": 85, "hand_points": 45},
    )
    client.delete(f"/api/games/{casual['id']}/rounds/1", headers={"Authorization": f"Bearer {casual['token']}"})
    path = tmp_path / "all.json"
    result = runner.invoke(args=["export", str(path)])
    assert result.exit_code == 0, result.output
    with app.app_context():
        before = dump()
    target = fresh_app(tmp_path, "restored.db")
    result = target.test_cli_runner().invoke(args=["import", str(path)])
    assert result.exit_code == 0, result.output
    with target.app_context():
        after = dump()
    assert after == before
    assert json.loads(path.read_text())["tables"]["events"]
    again = target.test_cli_runner().invoke(args=["import", str(path)])
    assert again.exit_code != 0 and "not empty" in again.output
    standings = target.test_client().get(f"/api/leagues/{league[0]['id']}/standings").get_json()
    assert standings == client.get(f"/api/leagues/{league[0]['id']}/standings").get_json()


def test_online_sqlite_backup(tmp_path):
    source = fresh_app(tmp_path, "live.db")
    source.test_client().post(
        "/api/games", json={"sides": [{"name": "A", "players": ["a"]}, {"name": "B", "players": ["b"]}]}
    )
    copy = tmp_path / "copy.db"
    result = source.test_cli_runner().invoke(args=["backup", str(copy)])
    assert result.exit_code == 0, result.output
    with sqlite3.connect(copy) as conn:
        assert conn.execute("SELECT count(*) FROM games").fetchone()[0] == 1
    with source.app_context():
        assert db.engine.dialect.name == "sqlite"


def head_and_before(app):
    """The latest schema revision and the one before it."""
    with app.app_context():
        scripts = migrations()
        head = scripts.get_current_head()
        return head, scripts.get_revision(head).down_revision


def test_an_export_names_its_schema_revision(runner, tmp_path, app, make_game):
    make_game()  # something to back up: an empty database is refused
    path = tmp_path / "all.json"
    result = runner.invoke(args=["export", str(path)])
    head, _ = head_and_before(app)
    assert result.exit_code == 0 and f"(schema revision {head})" in result.output
    assert json.loads(path.read_text())["revision"] == head


def without_player_ids(standings: dict) -> dict:
    """Standings with the players' ids left out (a migration that makes them makes them anew)."""
    rows = {kind: [{k: v for k, v in row.items() if k not in ("id", "player_ids")} for row in standings[kind]]
            for kind in ("players", "partnerships")}
    return {**standings, **rows}


def test_an_export_made_before_the_latest_migration_restores_through_it(tmp_path):
    old = fresh_app(tmp_path, "old.db")
    head, before = head_and_before(old)
    client = old.test_client()
    body = client.post("/api/leagues", json={"visibility": "public", "name": "Club", "settings": {"target": 500}}).get_json()
    auth = {"Authorization": f"Bearer {body['token']}"}
    spring = {"name": "Spring", "start": "2026-01-01", "end": "2026-06-30"}
    season = client.post(f"/api/leagues/{body['id']}/seasons", json=spring, headers=auth).get_json()["id"]
    play_season_games(client, (body, auth, [season]))
    standings = client.get(f"/api/leagues/{body['id']}/standings?season={season}").get_json()
    with old.app_context():
        downgrade(directory=MIGRATIONS, revision=before)  # the club's database as it was before the latest migration
    path = tmp_path / "old.json"
    result = old.test_cli_runner().invoke(args=["export", str(path)])
    assert result.exit_code == 0, result.output
    assert json.loads(path.read_text())["revision"] == before

    target = fresh_app(tmp_path, "new.db")
    result = target.test_cli_runner().invoke(args=["import", str(path)])
    assert result.exit_code == 0, result.output
    assert f"upgraded from schema revision {before} to {head}" in result.output
    with target.app_context():
        assert current_revision() == head
    again = target.test_client().get(f"/api/leagues/{body['id']}/standings?season={season}", headers=auth).get_json()
    assert without_player_ids(again) == without_player_ids(standings)  # 0012, the latest, gives players new ids


def test_an_export_of_an_unknown_revision_or_none_is_refused_saying_which(tmp_path):
    target = fresh_app(tmp_path, "new.db")
    head, _ = head_and_before(target)
    for revision, said in (("9999", "made at schema revision 9999"), (None, "names no schema revision")):
        path = tmp_path / "odd.json"
        path.write_text(json.dumps({"format": "scorepad-backup", "revision": revision, "tables": {"games": []}}))
        result = target.test_cli_runner().invoke(args=["import", str(path)])
        assert result.exit_code != 0 and said in result.output and head in result.output
    with target.app_context():
        assert current_revision() == head


def mode(path):
    """A file's permission bits."""
    return stat.S_IMODE(path.stat().st_mode)


def test_an_export_of_an_empty_database_is_refused_naming_it(runner, tmp_path, app):
    path = tmp_path / "all.json"
    result = runner.invoke(args=["export", str(path)])
    assert result.exit_code != 0 and not path.exists()
    assert "holds no game, league or account: nothing to back up" in result.output
    assert app.config["SQLALCHEMY_DATABASE_URI"].split("@")[-1] in result.output  # which database was asked
    assert "scorepad-ci" not in result.output  # its password is not


def test_a_database_never_migrated_or_not_there_is_refused_and_not_made(tmp_path, monkeypatch):
    monkeypatch.setenv("SCOREPAD_INSTANCE_PATH", str(tmp_path))
    missing = tmp_path / "missing.db"
    app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{missing}", "SECRET_KEY": "t", "TESTING": True})
    for command in ("export", "backup"):
        result = app.test_cli_runner().invoke(args=[command, str(tmp_path / f"out.{command}")])
        assert result.exit_code != 0 and f"There is no database at {missing}" in result.output
        assert not missing.exists() and not (tmp_path / f"out.{command}").exists()
    sqlite3.connect(missing).close()  # a file, but no schema in it
    for command in ("export", "backup"):
        result = app.test_cli_runner().invoke(args=[command, str(tmp_path / f"out.{command}")])
        assert result.exit_code != 0 and "was never migrated (no schema revision)" in result.output


def test_backups_are_readable_by_their_owner_only(tmp_path, make_game, runner):
    make_game()
    path = tmp_path / "all.json"
    path.write_text("an older export")
    path.chmod(0o644)
    before = os.umask(0o022)
    try:
        assert runner.invoke(args=["export", str(path)]).exit_code == 0
    finally:
        os.umask(before)
    assert mode(path) == 0o600 and json.loads(path.read_text())["tables"]["games"]
    source = fresh_app(tmp_path, "live.db")
    source.test_client().post(
        "/api/games", json={"sides": [{"name": "A", "players": ["a"]}, {"name": "B", "players": ["b"]}]}
    )
    copy = tmp_path / "copy.db"
    assert source.test_cli_runner().invoke(args=["backup", str(copy)]).exit_code == 0
    assert mode(copy) == 0o600
    with sqlite3.connect(copy) as conn:
        assert conn.execute("SELECT count(*) FROM games").fetchone()[0] == 1


def test_a_backup_carries_the_photos_bytes(app, runner, tmp_path):
    from scorepad.games import evidence
    from scorepad.games.photos import of_game, photo_bytes
    from scorepad.games.rounds import RoundWrite, save_round
    from scorepad.games.start import GameRequest, create_game
    from tests.conftest import HELD, TWO_PAIRS, WON
    from tests.games.conftest import ME
    from tests.photos.pictures import phone_jpeg

    with app.test_request_context():
        game, _ = create_game(GameRequest(sides=TWO_PAIRS, ruleset="classic"), ME)
        save_round(game.id, RoundWrite([WON, HELD]), ME)
        _, photo = evidence.add_photo(game.id, 1, phone_jpeg(width=300, height=200), ME)
        kept = photo_bytes(photo, "photo")
    path = tmp_path / "all.json"
    assert runner.invoke(args=["export", str(path)]).exit_code == 0
    assert json.loads(path.read_text())["tables"]["photo_blobs"][0]["data"].startswith("UklGR")  # RIFF, in Base64
    target = fresh_app(tmp_path, "restored.db")
    result = target.test_cli_runner().invoke(args=["import", str(path)])
    assert result.exit_code == 0, result.output
    with target.test_request_context():
        [restored] = of_game(game.id)
        assert photo_bytes(restored, "photo") == kept and restored.digest == photo.digest
