"""One document: `flask openapi` writes exactly what /api/openapi.json serves, whichever comes first, in whatever
language the reader asks, and its version is the package's."""

from __future__ import annotations

import json
from pathlib import Path

from flask import Flask
from flask.testing import FlaskClient
from openapi_spec_validator import OpenAPIV31SpecValidator

from scorepad import __version__, create_app


def served(client: FlaskClient, language: str = "en") -> dict:
    """The document the API serves to a reader of `language`."""
    response = client.get("/api/openapi.json", headers={"Accept-Language": language})
    assert response.status_code == 200 and response.mimetype == "application/json"
    return response.get_json()


def test_the_command_writes_the_served_document_to_the_console_and_to_a_file(
    app: Flask, client: FlaskClient, tmp_path: Path
) -> None:
    document = served(client)
    runner = app.test_cli_runner()
    shown = runner.invoke(args=["openapi"])
    assert shown.exit_code == 0, shown.output
    assert json.loads(shown.output) == document
    written = tmp_path / "openapi.json"
    saved = runner.invoke(args=["openapi", "--output", str(written), "--indent", "2"])
    assert saved.exit_code == 0 and f"Saved to {written}." in saved.output
    assert json.loads(written.read_text(encoding="utf-8")) == document
    assert document["info"]["version"] == __version__ and document["openapi"].startswith("3.1")


def test_the_command_on_a_fresh_app_writes_what_a_german_reader_is_served(app: Flask, client: FlaskClient) -> None:
    fresh = create_app(dict(app.config))  # the command run first, before any request made the document
    written = fresh.test_cli_runner().invoke(args=["openapi"])
    assert written.exit_code == 0, written.output
    assert json.loads(written.output) == served(client, "de") == served(client)


def test_openapi_spec_validator_finds_no_error_in_either_language(client: FlaskClient) -> None:
    for language in ("en", "de"):
        assert list(OpenAPIV31SpecValidator(served(client, language)).iter_errors()) == []
