"""Migration 0006 counts the league games already finished: the tallies and meetings it fills equal the ones kept
write by write, so standings read the same across the upgrade."""

import os

from flask_migrate import downgrade, upgrade
from sqlalchemy import text

from scorepad import MIGRATIONS, create_app
from scorepad.config import LIMITS
from scorepad.extensions import db
from tests.api.test_leagues import play_season_games

TABLES = ("league_tallies", "league_meetings", "league_shares")


def test_the_upgrade_counts_finished_league_games(tmp_path):
    os.environ["SCOREPAD_INSTANCE_PATH"] = str(tmp_path)
    config = {"SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'old.db'}", "SECRET_KEY": "t", "TESTING": True}
    app = create_app({**config, **dict.fromkeys(LIMITS, "1000 per minute")})
    with app.app_context():
        upgrade(directory=MIGRATIONS)
    client = app.test_client()
    body = client.post("/api/leagues", json={"visibility": "public", "name": "Club", "settings": {"target": 500}}).get_json()
    auth = {"Authorization": f"Bearer {body['token']}"}
    spring = {"name": "Spring", "start": "2026-01-01", "end": "2026-06-30"}
    season = client.post(f"/api/leagues/{body['id']}/seasons", json=spring, headers=auth).get_json()["id"]
    play_season_games(client, (body, auth, [season]))
    with app.app_context():
        kept = {t: set(db.session.execute(text(f"SELECT * FROM {t}")).all()) for t in TABLES}  # noqa: S608
        assert all(kept.values())
        downgrade(directory=MIGRATIONS, revision="0005")
        upgrade(directory=MIGRATIONS)
        counted = {t: set(db.session.execute(text(f"SELECT * FROM {t}")).all()) for t in TABLES}  # noqa: S608
    assert counted == kept
