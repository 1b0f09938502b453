"""One document: `flask openapi` writes exactly what /api/openapi.json serves, whichever comes first, in whatever
language the reader asks; its version is the API's, the app's beside it. It is served as kept bytes: tagged,
revalidated, gzipped, whole or of one family."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from flask import Flask
from flask.testing import FlaskClient
from openapi_spec_validator import OpenAPIV31SpecValidator

from scorepad import __version__, create_app
from scorepad.api.spec import API_VERSION


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
    assert document["info"]["version"] == API_VERSION == "1.1.0" and document["openapi"].startswith("3.1")
    assert document["info"]["x-app-version"] == __version__


def test_the_command_on_a_fresh_app_writes_what_a_german_reader_is_served(app: Flask, client: FlaskClient) -> None:
    fresh = create_app(dict(app.config))  # the command run first, before any request made the document
    written = fresh.test_cli_runner().invoke(args=["openapi"])
    assert written.exit_code == 0, written.output
    assert json.loads(written.output) == served(client, "de") == served(client)


def test_openapi_spec_validator_finds_no_error_in_either_language(client: FlaskClient) -> None:
    for language in ("en", "de"):
        assert list(OpenAPIV31SpecValidator(served(client, language)).iter_errors()) == []


def test_a_1_0_client_is_told_which_api_and_app_answer_it(client: FlaskClient, make_game) -> None:
    game = make_game()
    answers = [
        client.get("/api/rulesets"),
        client.get(f"/api/games/{game['id']}"),  # the second read is answered before the app, from the cache
        client.get(f"/api/games/{game['id']}"),
        client.get("/api/games/nope"),
        client.post("/api/games", data="x", content_type="text/plain"),
        client.get("/api/openapi.json"),
    ]
    assert [a.status_code for a in answers] == [200, 200, 200, 404, 415, 200]
    for answer in answers:
        assert answer.headers["API-Version"] == "1.1.0" and answer.headers["Scorepad-Version"] == __version__
    assert "API-Version" not in client.get("/").headers  # the pages are no API


def test_the_document_is_tagged_revalidated_and_asked_again_for_a_304(client: FlaskClient) -> None:
    first = client.get("/api/openapi.json")
    tag = first.headers["ETag"]
    assert first.headers["Cache-Control"] == "public, no-cache" and "Accept-Encoding" in first.headers["Vary"]
    again = client.get("/api/openapi.json", headers={"If-None-Match": tag})
    assert again.status_code == 304 and again.data == b"" and again.headers["ETag"] == tag
    assert client.get("/api/openapi.json", headers={"If-None-Match": '"other"'}).status_code == 200
    other_app = create_app(dict(client.application.config))  # another server of the release: the same tag
    assert other_app.test_client().get("/api/openapi.json").headers["ETag"] == tag


def test_a_client_that_takes_gzip_is_sent_the_same_document_compressed(client: FlaskClient) -> None:
    plain = client.get("/api/openapi.json")
    zipped = client.get("/api/openapi.json", headers={"Accept-Encoding": "br;q=1, gzip;q=0.5"})
    assert zipped.headers["Content-Encoding"] == "gzip" and "Content-Encoding" not in plain.headers
    assert json.loads(gzip.decompress(zipped.data)) == plain.get_json()
    assert len(zipped.data) < len(plain.data) / 6
    assert zipped.headers["ETag"] != plain.headers["ETag"]  # a strong tag names one encoding's bytes
    held = {"If-None-Match": zipped.headers["ETag"], "Accept-Encoding": "gzip"}
    assert client.get("/api/openapi.json", headers=held).status_code == 304
    refused = client.get("/api/openapi.json", headers={"Accept-Encoding": "gzip;q=0"})
    assert "Content-Encoding" not in refused.headers


def test_a_family_document_has_that_familys_shapes_alone_and_is_valid(client: FlaskClient) -> None:
    whole = served(client)
    for family in ("canasta", "american", "hand_and_foot", "buraco", "romme"):
        answer = client.get(f"/api/openapi.json?family={family}")
        assert answer.status_code == 200
        doc = answer.get_json()
        assert list(OpenAPIV31SpecValidator(doc).iter_errors()) == []
        assert doc["paths"].keys() == whole["paths"].keys() and doc["info"]["x-family"] == family
        assert "Game" not in doc["components"]["schemas"]  # the union of the families' shapes is the family's own
        read = doc["paths"]["/api/games/{game_id}"]["get"]["responses"]["200"]["content"]["application/json"]
        assert read["schema"] == {"$ref": whole["components"]["schemas"]["Game"]["discriminator"]["mapping"][family]}
        for union in ("Game", "Export", "RoundInput", "Standings"):
            shapes = whole["components"]["schemas"][union]["discriminator"]["mapping"]
            others = {ref.rsplit("/", 1)[1] for name, ref in shapes.items() if name != family}
            assert len(others) == len(shapes) - 1 >= 4 and not others & set(doc["components"]["schemas"])
        examples = doc["paths"]["/api/games"]["post"]["requestBody"]["content"]["application/json"]["examples"]
        assert list(examples) == [family]
        assert len(answer.data) < len(json.dumps(whole)) * 0.7
    assert client.get("/api/openapi.json?family=canasta").headers["ETag"] != client.get("/api/openapi.json").headers["ETag"]


def test_an_unknown_family_is_a_shape_problem_naming_the_families(client: FlaskClient) -> None:
    answer = client.get("/api/openapi.json?family=bridge")
    problem = answer.get_json()
    assert answer.status_code == 422 and problem["type"] == "/problems/shape"
    assert list(problem["errors"]) == ["family"]
    assert problem["errors"]["family"].startswith("Must be one of: canasta, american, hand_and_foot, buraco, romme")


def test_the_command_writes_a_familys_document_as_served(app: Flask, client: FlaskClient) -> None:
    runner = app.test_cli_runner()
    shown = runner.invoke(args=["openapi", "--family", "romme"])
    assert shown.exit_code == 0, shown.output
    assert json.loads(shown.output) == client.get("/api/openapi.json?family=romme").get_json()
    refused = runner.invoke(args=["openapi", "--family", "bridge"])
    assert refused.exit_code == 2 and "not one of canasta, american" in refused.output
