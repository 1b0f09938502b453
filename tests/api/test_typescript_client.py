"""The document as strict TypeScript tools take it: openapi-generator's typescript-fetch client, compiled by
`tsc --strict`, plays a game of every family against a live server (tests/api/typescript/play.ts), a photo uploaded
and a round confirmed among its calls, and Spectral's OpenAPI ruleset finds nothing to say. The npm tools are pinned in tests/api/typescript/package-lock.json."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import func, select

from scorepad.extensions import db
from scorepad.models import Game
from tests.api import client_evenings as plan
from tests.api.client_games import PLAYS, expected, photo_base64
from tests.live import Server

TOOLS = Path(__file__).parent / "typescript"
MODULES = TOOLS / "node_modules"
GENERATOR = Path(sys.executable).parent / "openapi-generator-cli"
MISSING = [tool for tool in ("java", "node", "npm") if shutil.which(tool) is None]
pytestmark = pytest.mark.skipif(bool(MISSING), reason=f"{', '.join(MISSING)} not installed: TypeScript checks skipped")


def run(*command: str | Path, cwd: Path = TOOLS) -> str:
    """Run one of our tools; its output, or the test fails with it."""
    done = subprocess.run([str(c) for c in command], cwd=cwd, capture_output=True, text=True, timeout=600)  # noqa: S603
    assert done.returncode == 0, f"{command}: {done.stdout}{done.stderr}"
    return done.stdout


@pytest.fixture(scope="session")
def npm_tools() -> Path:
    """tests/api/typescript/node_modules as the lock file pins it (installed again only when the lock changes)."""
    stamp, wanted = MODULES / ".scorepad-lock", hashlib.sha256((TOOLS / "package-lock.json").read_bytes()).hexdigest()
    if not stamp.exists() or stamp.read_text() != wanted:
        run("npm", "ci", "--no-audit", "--no-fund", "--ignore-scripts")
        stamp.write_text(wanted)
    return MODULES / ".bin"


@pytest.fixture(scope="module")
def document(app: Flask, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The served document, written to a file."""
    path = tmp_path_factory.mktemp("document") / "openapi.json"
    path.write_text(json.dumps(app.test_client().get("/api/openapi.json").get_json()))
    return path


@pytest.fixture(scope="module")
def compiled(npm_tools: Path, document: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """play.ts and the typescript-fetch client generated from the document, compiled by `tsc --strict`: the
    JavaScript to run."""
    folder = tmp_path_factory.mktemp("typescript")
    generated = run(GENERATOR, "generate", "-g", "typescript-fetch", "-i", document, "-o", folder / "client")
    assert "ERROR" not in generated, generated
    for name in ("play.ts", "retry.ts", "evening.ts", "problems.ts", "tsconfig.json"):
        shutil.copy(TOOLS / name, folder / name)
    (folder / "node_modules").symlink_to(MODULES, target_is_directory=True)
    assert run(npm_tools / "tsc", "-p", folder, cwd=folder) == ""  # not one error or warning under --strict
    return folder / "build" / "play.js"


@pytest.mark.parametrize("family", list(PLAYS))
def test_the_typescript_client_plays_a_game_of_every_family(compiled: Path, live_server: Server, family: str) -> None:
    seen: dict[str, Any] = json.loads(
        run(
            "node",
            compiled,
            f"http://127.0.0.1:{live_server.port}",
            json.dumps({**PLAYS[family], "family": family, "photo": photo_base64()}),
        )
    )
    assert seen == expected(family)


def test_the_typescript_client_runs_a_club_evening(compiled: Path, live_server: Server, client: FlaskClient) -> None:
    keys = ("league", "start", "hands", "late_table", "arrival", "leaver_seat")
    values = (plan.LEAGUE, plan.START, plan.HANDS, plan.LATE_TABLE, plan.ARRIVAL, plan.LEAVER_SEAT)
    address = f"http://127.0.0.1:{live_server.port}"
    seen = json.loads(
        run("node", compiled.parent / "evening.js", address, json.dumps(dict(zip(keys, values, strict=True))))
    )
    assert plan.summary(seen) == plan.flask_run(client)


def test_spectral_finds_no_error_warning_or_hint_in_the_document(npm_tools: Path, document: Path) -> None:
    found = run(npm_tools / "spectral", "lint", document, "--ruleset", TOOLS / ".spectral.yaml", "--format", "json")
    results, _ = json.JSONDecoder().raw_decode(found, found.index("["))  # a line of prose may follow the JSON
    assert results == []


def test_a_retried_creation_with_one_idempotency_key_makes_one_game(
    app: Flask, compiled: Path, live_server: Server
) -> None:
    key = f'"{uuid.uuid4()}"'
    address = f"http://127.0.0.1:{live_server.port}"
    seen: dict[str, Any] = json.loads(run("node", compiled.parent / "retry.js", address, key))
    assert seen["statuses"] == [201, 201] and seen["same"] and seen["replayed"] == "true"
    with app.app_context():
        assert db.session.scalar(select(func.count()).select_from(Game)) == 1
