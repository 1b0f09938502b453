"""The OpenAPI document serves real clients: a Python client generated from it by openapi-python-client plays a
game of every family (tests/api/client_games.py), a photo of the table uploaded and a confirmation given, and
openapi-core finds the app's real answers true to the document."""

from __future__ import annotations

import base64
import importlib
import io
import sys
from functools import partial
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
from flask import Flask
from flask.testing import FlaskClient
from openapi_core import OpenAPI
from openapi_core.contrib.werkzeug import WerkzeugOpenAPIRequest, WerkzeugOpenAPIResponse
from sqlalchemy import func, select
from werkzeug.test import EnvironBuilder

from scorepad.api.schemas.base import title
from scorepad.extensions import db
from scorepad.models import Game
from tests.api import client_evenings as plan
from tests.api.client_games import (
    PLAYS,
    csv_seen,
    expected,
    fix,
    generate_python_client,
    photo_base64,
    round_body,
    then,
)
from tests.conftest import HELD, WON


@pytest.fixture(scope="module")
def generated(app: Flask, tmp_path_factory: pytest.TempPathFactory) -> Any:
    """The client openapi-python-client generates from the served document, imported as a package."""
    folder = tmp_path_factory.mktemp("client")
    generate_python_client(app.test_client().get("/api/openapi.json").get_json(), folder, "scorepad_client")
    sys.path.insert(0, str(folder))
    try:
        yield importlib.import_module("scorepad_client")
    finally:
        sys.path.remove(str(folder))


def play(generated: Any, app: Flask, family: str) -> dict[str, Any]:
    """The family's game of tests/api/client_games.py played through the generated client; what it saw."""
    from scorepad_client import AuthenticatedClient, Client
    from scorepad_client.api.games import create_game, list_rulesets, read_game
    from scorepad_client.api.records import export_game, export_game_csv, read_game_history
    from scorepad_client.api.rounds import add_photo, add_round, confirm_round, correct_round, read_photo
    from scorepad_client.models import Problem
    from scorepad_client.types import File

    models, shape = importlib.import_module("scorepad_client.models"), title(family)
    game_play = PLAYS[family]

    def family_round(entries: list[dict[str, Any]]) -> Any:  # the family's own round model (a discriminated union)
        return getattr(models, f"{shape}RoundInput").from_dict(round_body(family, entries))

    transport = {"transport": httpx.WSGITransport(app=app)}
    anyone = Client(base_url="http://scorepad.test", httpx_args=transport, raise_on_unexpected_status=True)
    listed = [r.key for r in list_rulesets.sync(client=anyone).rulesets]
    new_game = {"family": family, "ruleset": game_play["ruleset"], "sides": game_play["sides"]}
    made = create_game.sync_detailed(client=anyone, body=getattr(models, f"{shape}NewGame").from_dict(new_game))
    created = made.parsed
    assert made.headers["Location"] == f"/api/games/{created.id}"  # relative, as RFC 9110 allows
    scorer = AuthenticatedClient(base_url="http://scorepad.test", token=created.token, httpx_args=transport)
    for entries in game_play["rounds"]:
        written = add_round.sync(client=scorer, game_id=created.id, body=family_round(entries))
        assert not isinstance(written, Problem) and written.family == family, written

    read = read_game.sync_detailed(client=anyone, game_id=created.id)
    before = read.headers["ETag"]
    correction = game_play["correction"]
    correct = partial(
        correct_round.sync,
        client=scorer,
        game_id=created.id,
        number=correction["number"],
        body=family_round(correction["entries"]),
        if_match=before,
    )
    corrected, stale = correct(), correct()  # the same correction twice: the second's tag is stale
    refused = add_round.sync(client=scorer, game_id=created.id, body=family_round(game_play["refused"]))
    assert isinstance(stale, Problem) and isinstance(refused, Problem), (stale, refused)
    anonymous = add_round.sync(client=anyone, game_id=created.id, body=family_round(game_play["rounds"][0]))
    assert isinstance(anonymous, Problem), anonymous

    pages, after = [], None
    while True:
        page = read_game_history.sync_detailed(
            client=anyone, game_id=created.id, limit=2, **{"after": after} if after else {}
        )
        pages.append(page.parsed)
        if not page.parsed.next_:
            assert "Link" not in page.headers
            break
        assert page.headers["Link"] == f'<{page.parsed.next_}>; rel="next"'
        after = parse_qs(urlsplit(page.parsed.next_).query)["after"][0]
    exported = export_game.sync(client=anyone, game_id=created.id)
    spreadsheet = export_game_csv.sync_detailed(client=anyone, game_id=created.id)
    assert spreadsheet.headers["Content-Type"].startswith("text/csv") and isinstance(spreadsheet.parsed, str)
    upload = models.PhotoUpload(photo=File(payload=io.BytesIO(base64.b64decode(photo_base64())), file_name="t.jpg"))
    sent = add_photo.sync_detailed(client=scorer, game_id=created.id, number=1, body=upload)
    picture = read_photo.sync(client=anyone, game_id=created.id, number=1, photo_id=sent.parsed.id)
    confirmed = confirm_round.sync(client=scorer, game_id=created.id, number=1, body=models.ConfirmationInput(side=0))
    return {
        "listed": game_play["ruleset"] in listed,
        "created": made.status_code,
        "scores": [[e.score for e in r.entries] for r in read.parsed.rounds],
        "totals": [s.total for s in read.parsed.sides],
        "corrected": [s.total for s in corrected.game.sides],
        "stale": {"status": stale.status, "type": stale.type_, "rounds": len(stale.game.rounds)},
        "refused": {"status": refused.status, "type": refused.type_, "errors": refused.errors.additional_properties},
        "branched": {"refused": [fix(p) for p in refused.problems], "anonymous": then(anonymous)},
        "history": {
            "pages": [len(p.events) for p in pages],
            "actions": [e.action for p in pages for e in p.events],
        },
        "export": {"family": exported.family, "rounds": len(exported.rounds)},
        "csv": csv_seen(spreadsheet.parsed),
        "photo": {
            "status": sent.status_code,
            "round": sent.parsed.round_,
            "media_type": sent.parsed.media_type,
            "width": sent.parsed.width,
            "read": len(picture.payload.read()) == sent.parsed.size,
        },
        "confirmed": [{"side": c.side, "changed": confirmed.changed} for c in confirmed.confirmed_by],
    }


@pytest.mark.parametrize("family", list(PLAYS))
def test_a_generated_client_plays_a_game_of_every_family(app: Flask, generated: Any, family: str) -> None:
    assert play(generated, app, family) == expected(family)


def run_evening(app: Flask) -> dict[str, Any]:
    """The club evening of tests/api/client_evenings.py run through the generated client; what it saw."""
    from scorepad_client import AuthenticatedClient, Client
    from scorepad_client.api.evenings import (
        add_evening_players,
        close_evening_round,
        create_evening,
        read_evening,
        read_evening_ranking,
        remove_evening_player,
    )
    from scorepad_client.api.leagues import create_league
    from scorepad_client.api.rounds import add_round
    from scorepad_client.models import Arrivals, CanastaNewLeague, CanastaRoundInput, NewEvening, Problem

    transport = {"transport": httpx.WSGITransport(app=app)}
    anyone = Client(base_url="http://scorepad.test", httpx_args=transport, raise_on_unexpected_status=True)
    league = create_league.sync(client=anyone, body=CanastaNewLeague.from_dict(plan.LEAGUE))
    organiser = AuthenticatedClient(base_url="http://scorepad.test", token=league.token, httpx_args=transport)
    made = create_evening.sync_detailed(league.id, client=organiser, body=NewEvening.from_dict(plan.START))
    evening_id = made.parsed.id
    read = read_evening.sync_detailed(evening_id, client=organiser)
    again = read_evening.sync_detailed(evening_id, client=organiser, if_none_match=read.headers["ETag"])
    drawn = plan.evening_read(read.parsed)

    def type_hands(tables: list[dict[str, Any]], number: int, hands: slice = slice(None)) -> None:
        for table in tables:
            scorer = AuthenticatedClient(base_url="http://scorepad.test", token=table["token"], httpx_args=transport)
            for entries in plan.HANDS[number][table["number"]][hands]:
                body = CanastaRoundInput.from_dict(plan.round_body(entries))
                written = add_round.sync(client=scorer, game_id=table["game"], body=body)
                assert not isinstance(written, Problem), written

    first = drawn["drawn"][0]["tables"]
    type_hands([t for t in first if t["number"] != plan.LATE_TABLE], 1)
    late = [t for t in first if t["number"] == plan.LATE_TABLE]
    type_hands(late, 1, slice(0, 1))
    refused = close_evening_round.sync(evening_id, client=organiser)
    assert isinstance(refused, Problem), refused
    leaver = plan.seat_player(drawn, plan.LEAVER_SEAT)
    add_evening_players.sync(evening_id, client=organiser, body=Arrivals(new_players=[plan.ARRIVAL]))
    gone = next(p.id for p in read.parsed.players if p.name == leaver)
    remove_evening_player.sync(evening_id, gone, client=organiser)
    type_hands(late, 1, slice(1, 2))
    closed_one = close_evening_round.sync(evening_id, client=organiser)
    ranking_one = read_evening_ranking.sync(evening_id, client=organiser)
    type_hands(plan.evening_read(closed_one)["drawn"][1]["tables"], 2)
    finished = close_evening_round.sync(evening_id, client=organiser)
    final = read_evening_ranking.sync(evening_id, client=organiser)
    return plan.summary(
        {
            "created": made.status_code,
            "started": plan.evening_read(made.parsed),
            "organiser": drawn,
            "not_modified": again.status_code,
            "refused": {"status": refused.status, "type": refused.type_, "code": refused.problems[0].code},
            "leaver": leaver,
            "closed_one": plan.evening_read(closed_one),
            "ranking_one": plan.ranking_read(ranking_one),
            "finished": plan.evening_read(finished),
            "final": plan.ranking_read(final),
        }
    )


def test_a_generated_client_runs_a_club_evening(app: Flask, client: FlaskClient, generated: Any) -> None:
    assert run_evening(app) == plan.flask_run(client)


def test_real_answers_are_true_to_the_document(
    client: FlaskClient, make_game: Any, play: Any, openapi_core_spec: OpenAPI
) -> None:
    spec = openapi_core_spec
    game = make_game()
    auth = {"Authorization": f"Bearer {game['token']}"}
    url = f"/api/games/{game['id']}"
    calls = [
        ("POST", f"{url}/rounds", {"entries": [WON, HELD]}, auth),
        ("POST", f"{url}/rounds", {"entries": [WON, HELD]}, {**auth, "Prefer": "return=minimal"}),
        ("POST", f"{url}/rounds/preview", {"entries": [WON, HELD]}, {}),
        ("POST", f"{url}/rounds", {"entries": [{**WON, "meld_points": 241}, HELD]}, auth),
        ("POST", f"{url}/rounds", {"entries": [WON, HELD]}, {}),
        ("GET", url, None, {}),
        ("GET", f"{url}/rounds/1", None, {}),
        ("GET", f"{url}/history", None, {}),
        ("GET", f"{url}/export", None, {}),
        ("GET", "/api/rulesets", None, {}),
        ("PUT", f"{url}/rounds/1", {"entries": [WON, HELD]}, {**auth, "If-Match": '"stale"'}),
        ("DELETE", f"{url}/rounds/2", None, auth),
        ("GET", "/api/games/nope", None, {}),
    ]
    for method, path, body, headers in calls:
        asked = EnvironBuilder(path, method=method, json=body, headers=headers).get_request()
        answer = client.open(path, method=method, json=body, headers=headers)
        spec.validate_response(WerkzeugOpenAPIRequest(asked), WerkzeugOpenAPIResponse(answer))


def test_a_retried_creation_with_one_idempotency_key_makes_one_game(app: Flask, generated: Any) -> None:
    from scorepad_client import Client
    from scorepad_client.api.games import create_game

    models = importlib.import_module("scorepad_client.models")
    anyone = Client(base_url="http://scorepad.test", httpx_args={"transport": httpx.WSGITransport(app=app)})
    new_game = {"family": "canasta", "ruleset": "classic", "sides": PLAYS["canasta"]["sides"]}
    body = getattr(models, f"{title('canasta')}NewGame").from_dict(new_game)
    first = create_game.sync_detailed(client=anyone, body=body, idempotency_key='"retry-1"')
    again = create_game.sync_detailed(client=anyone, body=body, idempotency_key='"retry-1"')
    assert first.status_code == again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    assert (again.parsed.id, again.parsed.token) == (first.parsed.id, first.parsed.token)
    with app.app_context():
        assert db.session.scalar(select(func.count()).select_from(Game)) == 1
