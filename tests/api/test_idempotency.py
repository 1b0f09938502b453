"""Idempotency-Key on the API's creating POSTs (api/idempotency.py): a retry with the same key and request gets
the first answer again and creates nothing more; the key with another request is a 422, while its first request
is in flight a 409; another client's key is its own; a refused request keeps nothing, so its retry writes; a key
older than a day is forgotten; a key that is no structured-field string is a shape problem."""

from __future__ import annotations

import io
import time

import pytest
from sqlalchemy import func, select, update

from scorepad.api.idempotency import fingerprint, row_and_secret
from scorepad.extensions import db
from scorepad.models import Game, IdempotentAnswer, Photo, Round
from scorepad.serving import idempotency_store
from tests.conftest import HELD, TWO_PAIRS, WON
from tests.photos import pictures

NEW_GAME = {"family": "canasta", "ruleset": "classic", "sides": TWO_PAIRS}
KEY = '"8e03978e-40d5-43e8-bc93-6894a57f9324"'
PROBLEM = "application/problem+json"


def count(app, model) -> int:
    """How many rows of `model` the database holds."""
    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(model))


def start(client, body=None, key=KEY, **options):
    """Start a game with an Idempotency-Key."""
    return client.post("/api/games", json=body or NEW_GAME, headers={"Idempotency-Key": key}, **options)


def test_the_same_key_and_request_answer_the_first_answer_again_and_make_one_game(client, app):
    first = start(client)
    assert first.status_code == 201 and "Idempotent-Replayed" not in first.headers
    again = start(client)
    assert again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    assert again.get_json() == first.get_json()  # the token and edit link too: the client may never have got them
    for name in ("Location", "ETag", "Content-Type", "Content-Language", "Cache-Control"):
        assert again.headers[name] == first.headers[name], name
    assert count(app, Game) == 1
    reordered = {"sides": TWO_PAIRS, "ruleset": "classic", "family": "canasta"}  # the same JSON, other order
    assert start(client, reordered).get_json()["id"] == first.get_json()["id"]
    assert start(client, key='"another key"').get_json()["id"] != first.get_json()["id"]
    assert client.post("/api/games", json=NEW_GAME).status_code == 201  # without a key: a game each time
    assert count(app, Game) == 3


def test_the_key_with_another_body_is_a_422_naming_it_and_writes_nothing(client, app):
    assert start(client).status_code == 201
    other = start(client, {**NEW_GAME, "sides": TWO_PAIRS[::-1]})
    assert other.status_code == 422 and other.mimetype == PROBLEM
    assert list(other.get_json()["errors"]) == ["Idempotency-Key"]
    assert "another request" in other.get_json()["detail"]
    assert count(app, Game) == 1


def test_another_client_is_never_answered_with_the_first_clients_answer(client, app, make_game):
    mine = start(client, environ_base={"REMOTE_ADDR": "192.0.2.1"})
    theirs = start(client, environ_base={"REMOTE_ADDR": "192.0.2.2"})
    assert theirs.status_code == 201 and "Idempotent-Replayed" not in theirs.headers
    assert theirs.get_json()["token"] != mine.get_json()["token"]
    game = make_game()
    body = {"family": "canasta", "entries": [WON, HELD]}
    url = f"/api/games/{game['id']}/rounds"
    writer = {"Authorization": f"Bearer {game['token']}", "Idempotency-Key": KEY}
    assert client.post(url, json=body, headers=writer).status_code == 201
    stranger = {"Authorization": "Bearer not-the-token", "Idempotency-Key": KEY}
    assert client.post(url, json=body, headers=stranger).status_code == 401  # refused, not the writer's answer
    assert count(app, Game) == 3 and count(app, Round) == 1


def test_a_refused_request_keeps_nothing_so_its_retry_writes(client, app, make_game, play):
    assert start(client, {**NEW_GAME, "ruleset": "no-such-rules"}).status_code == 422
    assert start(client).status_code == 201  # the key was not used up by the refusal
    game = make_game()
    url, body = f"/api/games/{game['id']}/rounds", {"family": "canasta", "entries": [WON, HELD], "number": 2}
    keyed = {"Authorization": f"Bearer {game['token']}", "Idempotency-Key": KEY}
    assert client.post(url, json=body, headers=keyed).status_code == 409  # round 1 isn't there yet
    assert play(game, WON, HELD).status_code == 201
    written = client.post(url, json=body, headers=keyed)
    assert written.status_code == 201 and written.get_json()["number"] == 2
    assert client.post(url, json=body, headers=keyed).get_json() == written.get_json()
    assert count(app, Round) == 2


def test_a_key_whose_first_request_is_in_flight_is_a_409_until_abandoned(client, app):
    same = {"method": "POST", "json": NEW_GAME, "environ_base": {"REMOTE_ADDR": "127.0.0.1"}}  # as the client's
    with app.test_request_context("/api/games", **same):  # the same request, in flight
        row, secret = row_and_secret(KEY.strip('"'))
        assert idempotency_store.claim(row, secret, fingerprint()) is None
    busy = start(client)
    assert busy.status_code == 409 and list(busy.get_json()["errors"]) == ["Idempotency-Key"]
    with app.app_context():
        aged = time.time() - idempotency_store.IN_FLIGHT_SECONDS - 1
        db.session.execute(update(IdempotentAnswer).values(created_at=aged))
        db.session.commit()
    assert start(client).status_code == 201  # a claim that long unanswered was lost with its server
    assert count(app, Game) == 1


def test_a_key_is_kept_a_day_and_then_forgotten(client, app):
    first = start(client).get_json()
    with app.app_context():
        db.session.execute(update(IdempotentAnswer).values(created_at=time.time() - idempotency_store.KEPT_SECONDS - 1))
        db.session.commit()
    again = start(client)
    assert again.status_code == 201 and again.get_json()["id"] != first["id"]
    assert count(app, Game) == 2 and count(app, IdempotentAnswer) == 1  # the old row removed when the new one came


@pytest.mark.parametrize(
    "key",
    ["8e03978e", '""', '"' + "k" * 256 + '"', '"a"b"', '"tab\there"', '"é"', "?1", '"a";p=1', '"a", "b"'],
)
def test_a_key_that_is_no_string_of_1_to_255_characters_is_a_shape_problem(client, app, key):
    refused = start(client, key=key)
    assert refused.status_code == 422 and refused.get_json()["type"] == "/problems/shape"
    assert list(refused.get_json()["errors"]) == ["Idempotency-Key"]
    assert count(app, Game) == 0


def test_a_string_with_escapes_and_the_longest_key_are_taken(client, app):
    assert start(client, key=r'"a \"quoted\" key \\ here"').status_code == 201
    assert start(client, key='"' + "k" * 255 + '"').status_code == 201
    assert count(app, Game) == 2


def test_a_post_that_creates_nothing_ignores_the_key(client, app, make_game):
    game = make_game()
    url, body = f"/api/games/{game['id']}/rounds/preview", {"family": "canasta", "entries": [WON, HELD]}
    for _ in range(2):
        preview = client.post(url, json=body, headers={"Idempotency-Key": KEY})
        assert preview.status_code == 200 and "Idempotent-Replayed" not in preview.headers
    assert count(app, IdempotentAnswer) == 0


def test_every_creating_post_documents_the_key_its_refusals_and_the_replayed_header(client):
    doc = client.get("/api/openapi.json").get_json()
    creating = {
        op["operationId"]: op
        for item in doc["paths"].values()
        for method, op in item.items()
        if method == "post" and "201" in op["responses"]
    }
    assert set(creating) >= {"create_game", "import_game", "create_league", "add_season", "add_round", "add_photo"}
    for name, op in creating.items():
        keys = [p for p in op["parameters"] if p["name"] == "Idempotency-Key"]
        assert len(keys) == 1 and keys[0]["in"] == "header" and not keys[0]["required"], name
        assert {"409", "422"} <= set(op["responses"]), name
        assert "Idempotent-Replayed" in op["responses"]["201"]["headers"], name
        assert "Idempotency-Key" in op["description"], name
    others = [op for item in doc["paths"].values() for m, op in item.items() if op["operationId"] not in creating]
    assert not any(p["name"] == "Idempotency-Key" for op in others for p in op.get("parameters", []))


def test_a_photo_sent_again_with_its_key_is_kept_once_whatever_boundary_parts_it(client, app, make_game, play):
    game = make_game()
    assert play(game, WON, HELD).status_code == 201
    jpeg = pictures.phone_jpeg(width=64, height=48)
    headers = {"Authorization": f"Bearer {game['token']}", "Idempotency-Key": KEY}
    sent = [
        client.post(
            f"/api/games/{game['id']}/rounds/1/photos",
            data={"photo": (io.BytesIO(jpeg), "table.jpg")},
            content_type=f"multipart/form-data; boundary=part-{n}",
            headers=headers,
        )
        for n in range(2)
    ]
    assert [s.status_code for s in sent] == [201, 201] and sent[1].get_json() == sent[0].get_json()
    assert sent[1].request.content_type != sent[0].request.content_type
    assert count(app, Photo) == 1


def test_a_form_part_without_a_name_is_refused_by_the_operation_not_by_the_key(client, make_game):
    game = make_game()
    refused = client.post(  # as schemathesis sent it: a part named "\r" (werkzeug reads no name) beside a name
        f"/api/games/{game['id']}/rounds/1/photos",
        data={"": "null", "\r": "null"},
        content_type="multipart/form-data",
        headers={"Authorization": f"Bearer {game['token']}", "Idempotency-Key": KEY},
    )
    assert refused.status_code in (404, 409, 422) and refused.mimetype == PROBLEM
