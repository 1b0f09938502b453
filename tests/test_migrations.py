"""Upgrading a database made by the first migration, with data in it, to the newest loses nothing."""

import os

from flask_migrate import downgrade, upgrade
from sqlalchemy import inspect, text

from scorepad import MIGRATIONS, create_app
from scorepad.extensions import db

ROWS = [
    "INSERT INTO games (id, token_hash, ruleset_key, settings, first_dealer, deal_rotation, played_on, created_at,"
    " updated_at, version, status, winner, margin) VALUES ('old-game', 'x', 'classic', :settings, 0, 'clockwise',"
    " '2025-05-01', '2025-05-01 20:00:00', '2025-05-01 21:00:00', 3, 'finished', 0, 900)",
    "INSERT INTO players (id, name) VALUES (1, 'Anna'), (2, 'Ben'), (3, 'Cara'), (4, 'Dan')",
    "INSERT INTO sides (id, game_id, position, name, start, total) VALUES"
    " (1, 'old-game', 0, 'Anna & Ben', 4500, 5440), (2, 'old-game', 1, 'Cara & Dan', 4400, 4540)",
    "INSERT INTO seats (id, side_id, player_id, position) VALUES (1, 1, 1, 0), (2, 1, 2, 1), (3, 2, 3, 0), (4, 2, 4, 1)",
    "INSERT INTO rounds (id, game_id, number, created_at) VALUES (1, 'old-game', 1, '2025-05-01 20:30:00')",
    "INSERT INTO entries (id, round_id, position, meld_points, hand_points, natural_canastas, mixed_canastas,"
    " joker_canastas, red_threes, red_threes_in_hand, going_out, penalty_points, score, total) VALUES"
    " (1, 1, 0, 240, 0, 1, 0, 0, 1, 0, 'out', 0, 940, 5440), (2, 1, 1, 185, 45, 0, 0, 0, 0, 0, NULL, 0, 140, 4540)",
    "INSERT INTO events (id, game_id, at, action, round, before, after, by, imported) VALUES"
    " (1, 'old-game', '2025-05-01 20:00:00', 'created', NULL, NULL, '{}', 'api', 0),"
    " (2, 'old-game', '2025-05-01 20:30:00', 'round_added', 1, NULL, '{\"number\": 1}', 'api', 0)",
]


def old_app(tmp_path):
    """An app on a new SQLite file of the test's own, to be migrated part of the way."""
    os.environ["SCOREPAD_INSTANCE_PATH"] = str(tmp_path)
    return create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'old.db'}", "SECRET_KEY": "t", "TESTING": True})


def test_first_schema_with_data_upgrades_to_the_newest(tmp_path):
    app = old_app(tmp_path)
    settings = '{"packs": 2, "jokers": 4, "target": 5000}'
    with app.app_context():
        upgrade(directory=MIGRATIONS, revision="0001")
        for statement in ROWS:
            db.session.execute(text(statement), {"settings": settings})
        db.session.commit()
        upgrade(directory=MIGRATIONS)
        sides = db.session.execute(
            text("SELECT won, against, rounds_played, count_1, went_out, partnership FROM sides ORDER BY position")
        ).all()
        assert [tuple(s) for s in sides] == [(1, 4540, 1, 1, 1, "1-2"), (0, 5440, 1, 0, 0, "3-4")]
        assert db.session.execute(text("SELECT count(*) FROM events")).scalar() == 2
        assert db.session.execute(text("SELECT league_id FROM games")).scalar() is None
        public = db.session.execute(text("SELECT public_id FROM players")).scalars().all()
        assert len(set(public)) == 4 and all(len(p) == 16 and not p.isdigit() for p in public)  # 0012's, random
    game = app.test_client().get("/api/games/old-game").get_json()
    assert [s["total"] for s in game["sides"]] == [5440, 4540]
    assert game["status"] == "finished" and game["winner"] == 0 and game["margin"] == 900
    assert game["rounds"][0]["entries"][0]["score"] == 940
    assert app.test_client().get("/api/games/old-game/history").get_json()["events"][1]["action"] == "round_added"


def test_leagues_made_before_0012_are_seen_by_their_members_only(tmp_path):
    app = old_app(tmp_path)
    with app.app_context():
        upgrade(directory=MIGRATIONS, revision="0011")
        db.session.execute(
            text(
                "INSERT INTO leagues (id, name, token_hash, ruleset_key, settings, created_at, ratings_stale,"
                " standings_version, confirmations_required) VALUES ('club', 'Club', 'x', 'classic', '{}',"
                " '2025-05-01', 0, 0, 0)"
            )
        )
        db.session.commit()
        upgrade(directory=MIGRATIONS)
        assert db.session.execute(text("SELECT visibility FROM leagues")).scalar() == "members"
    assert app.test_client().get("/api/leagues").get_json()["leagues"] == []
    assert app.test_client().get("/api/leagues/club").status_code == 401


def test_0013_adds_the_idempotency_keys_table_and_takes_it_away_again(tmp_path):
    app = old_app(tmp_path)
    with app.app_context():
        upgrade(directory=MIGRATIONS, revision="0012")
        assert "idempotency_keys" not in inspect(db.engine).get_table_names()
        upgrade(directory=MIGRATIONS)
        found = inspect(db.engine)
        columns = {c["name"]: c["nullable"] for c in found.get_columns("idempotency_keys")}
        assert columns == {
            "key": False,
            "fingerprint": False,
            "created_at": False,
            "status": True,
            "headers": True,
            "body": True,
        }
        assert found.get_pk_constraint("idempotency_keys")["constrained_columns"] == ["key"]
        assert [i["column_names"] for i in found.get_indexes("idempotency_keys")] == [["created_at"]]
        downgrade(directory=MIGRATIONS, revision="0012")
        assert "idempotency_keys" not in inspect(db.engine).get_table_names()
        db.session.remove()


def test_accounts_whose_names_collide_once_folded_are_reported_and_both_kept(tmp_path, capsys):
    app = old_app(tmp_path)
    with app.app_context():
        upgrade(directory=MIGRATIONS, revision="0004")
        db.session.execute(
            text(
                "INSERT INTO users (id, name, password_hash, created_at) VALUES (1, 'Anna', 'x', '2025-05-01'),"
                " (2, 'ＡＮＮＡ', 'x', '2025-05-02'), (3, 'Ben', 'x', '2025-05-03'), (4, 'anna', 'x', '2025-05-04')"
            )
        )
        db.session.commit()
        capsys.readouterr()
        upgrade(directory=MIGRATIONS)
        report = capsys.readouterr().err
        rows = db.session.execute(text("SELECT id, name, name_key FROM users ORDER BY id")).all()
    assert [tuple(r) for r in rows] == [
        (1, "Anna", "anna"),
        (2, "ＡＮＮＡ", "anna#2"),
        (3, "Ben", "ben"),
        (4, "anna", "anna#4"),
    ]
    assert "account 'ＡＮＮＡ' (id 2) has the same name as account id 1" in report
    assert "account 'anna' (id 4) has the same name as account id 1" in report
    assert "Ben" not in report


def test_db_upgrade_says_what_it_did_and_that_there_was_nothing_to_do(tmp_path, monkeypatch):
    monkeypatch.setenv("SCOREPAD_INSTANCE_PATH", str(tmp_path))
    app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'new.db'}", "SECRET_KEY": "t", "TESTING": True})
    with app.app_context():
        from scorepad.storage.backup import migrations

        scripts = list(reversed(list(migrations().walk_revisions())))
    head, runner = scripts[-1].revision, app.test_cli_runner()
    first = runner.invoke(args=["db", "upgrade", scripts[1].revision])
    assert first.exit_code == 0, first.output
    assert first.output.startswith(
        f"Upgraded the database schema from revision none (an empty database) to {scripts[1].revision}:\n"
        f"  {scripts[0].revision}: {scripts[0].doc.strip()}\n  {scripts[1].revision}: {scripts[1].doc.strip()}\n"
    )
    rest = runner.invoke(args=["db", "upgrade"])
    assert f"from revision {scripts[1].revision} to {head} (the latest):" in rest.output
    assert [line.split(":")[0].strip() for line in rest.output.splitlines()[1:]] == [s.revision for s in scripts[2:]]
    again = runner.invoke(args=["db", "upgrade"])
    assert again.exit_code == 0 and f"already at revision {head} (the latest): nothing to do." in again.output
    back = runner.invoke(args=["db", "downgrade"])
    assert f"Downgraded the database schema from revision {head} to {scripts[-2].revision}:" in back.output
    with app.app_context():
        from scorepad.storage.backup import current_revision

        assert current_revision() == scripts[-2].revision


def test_leagues_made_before_0014_let_no_website_frame_their_standings(tmp_path):
    app = old_app(tmp_path)
    with app.app_context():
        upgrade(directory=MIGRATIONS, revision="0012")
        db.session.execute(
            text(
                "INSERT INTO leagues (id, name, token_hash, ruleset_key, settings, created_at, ratings_stale,"
                " standings_version, confirmations_required, visibility) VALUES ('club', 'Club', 'x', 'classic',"
                " '{}', '2025-05-01', 0, 0, 0, 'public')"
            )
        )
        db.session.commit()
        upgrade(directory=MIGRATIONS)
        assert db.session.execute(text("SELECT embed_origins FROM leagues")).scalar() == ""
    embed = app.test_client().get("/leagues/club/embed")
    assert embed.status_code == 200 and "frame-ancestors 'none'" in embed.headers["Content-Security-Policy"]


def test_0015_adds_the_club_evenings_and_a_games_hands_and_takes_them_away_again(tmp_path):
    app = old_app(tmp_path)
    tables = {"evenings", "evening_players", "evening_rounds", "evening_tables"}
    with app.app_context():
        upgrade(directory=MIGRATIONS, revision="0014")
        assert not tables & set(inspect(db.engine).get_table_names())
        upgrade(directory=MIGRATIONS)
        found = inspect(db.engine)
        assert tables <= set(found.get_table_names())
        assert {c["name"]: c["nullable"] for c in found.get_columns("games")}["hands"] is True
        assert [c["name"] for c in found.get_columns("evening_tables")] == [
            "id", "round_id", "evening_id", "number", "game_id", "sides", "ended"
        ]  # fmt: skip
        assert {tuple(u["column_names"]) for u in found.get_unique_constraints("evening_rounds")} == {
            ("evening_id", "number")
        }
        downgrade(directory=MIGRATIONS, revision="0014")
        found = inspect(db.engine)
        assert not tables & set(found.get_table_names())
        assert "hands" not in {c["name"] for c in found.get_columns("games")}
        db.session.remove()
