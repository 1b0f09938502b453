"""Backups: export everything, import into an empty database, and nothing is lost; online SQLite copy."""

import json
import os
import sqlite3

from flask_migrate import upgrade

from scorepad import MIGRATIONS, create_app
from scorepad.extensions import db
from scorepad.storage.backup import dump
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
