"""The API declared per app (api/__init__.py): its routes take and answer its own families' shapes, so an app of
other families documents and checks other shapes; nothing is built when a module is imported."""

from __future__ import annotations

from flask_migrate import upgrade

from scorepad import MIGRATIONS, create_app
from scorepad.api.schemas.shapes import SHAPES
from scorepad.extensions import REGISTRY


def test_an_apps_routes_and_document_are_of_its_own_families(app, tmp_path):
    shipped_only = create_app({"TESTING": True, "SECRET_KEY": "t", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path}/a.db"})
    ours = app.test_client().get("/api/openapi.json").get_json()["components"]["schemas"]
    theirs = shipped_only.test_client().get("/api/openapi.json").get_json()["components"]["schemas"]
    assert "TallyGame" in ours and "TallyGame" not in theirs and "CanastaGame" in theirs
    assert app.extensions[SHAPES] is not shipped_only.extensions[SHAPES]
    assert set(app.extensions[SHAPES].games) == set(app.extensions[REGISTRY].families)
    rules = {r.endpoint for r in shipped_only.url_map.iter_rules() if r.endpoint.startswith("api.")}
    assert {"api.add_round", "api.read_game", "api.read_openapi_document", "api.merge_players"} <= rules


def test_a_body_of_a_family_the_app_doesnt_play_is_refused(tmp_path, client, make_game):
    game = make_game(ruleset="tally", sides=[{"name": "A", "players": ["A"]}, {"name": "B", "players": ["B"]}])
    assert game["family"] == "tally"
    shipped_only = create_app({"TESTING": True, "SECRET_KEY": "t", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path}/b.db"})
    sides = [{"name": "A", "players": ["A"]}, {"name": "B", "players": ["B"]}]
    with shipped_only.app_context():
        upgrade(directory=MIGRATIONS)
    refused = shipped_only.test_client().post("/api/games", json={"family": "tally", "ruleset": "tally", "sides": sides})
    assert refused.status_code == 422 and "family" in refused.get_json()["errors"]
