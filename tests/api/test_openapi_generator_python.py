"""The document as openapi-generator's `python` generator takes it (the third generated client, beside
openapi-python-client's and typescript-fetch): its client, made from the served document with no warning but the
generator's own about OpenAPI 3.1 (KNOWN), plays a game of every family (tests/api/client_games.py) against a live
server over real HTTP, both exports among its calls: the JSON and the CSV."""

from __future__ import annotations

import base64
import importlib
import json
import shutil
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import func, select

from scorepad.api.schemas.base import title
from scorepad.extensions import db
from scorepad.models import Game
from tests.api import client_evenings as plan
from tests.api.client_games import PLAYS, csv_seen, expected, fix, photo_base64, round_body, then
from tests.live import Server

GENERATOR = Path(sys.executable).parent / "openapi-generator-cli"
PACKAGE = "scorepad_gen"
KNOWN = (  # what the generator says of every 3.1 document, of a schema named Import (ModelImport in Python), and of
    # the free-form JSON a history event's records hold (a round's entries, a game's settings: typing.Any in Python)
    "3.1 support is still in beta",
    "Codegen property is null (e.g. map/dict of undefined type). Default to typing.Any.",
    "Failed to get the schema name: null",
    "Import (reserved word) cannot be used as model name",
)
pytestmark = pytest.mark.skipif(shutil.which("java") is None, reason="java not installed: openapi-generator skipped")


@pytest.fixture(scope="module")
def generated(app: Flask, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The client openapi-generator's `python` generator makes from the served document, imported as a package."""
    folder = tmp_path_factory.mktemp("python-generator")
    doc = folder / "openapi.json"
    doc.write_text(json.dumps(app.test_client().get("/api/openapi.json").get_json()))
    command = [GENERATOR, "generate", "-g", "python", "-i", doc, "-o", folder / "client"]
    made = subprocess.run(  # noqa: S603  (our own tool, fixed arguments)
        [*map(str, command), f"--additional-properties=packageName={PACKAGE}"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert made.returncode == 0, made.stdout + made.stderr
    said = [line for line in made.stdout.splitlines() if " WARN " in line or "ERROR" in line]
    assert [line for line in said if not any(known in line for known in KNOWN)] == []
    sys.path.insert(0, str(folder / "client"))
    try:
        yield importlib.import_module(PACKAGE)
    finally:
        sys.path.remove(str(folder / "client"))
        for name in [m for m in sys.modules if m == PACKAGE or m.startswith(f"{PACKAGE}.")]:
            del sys.modules[name]


def refusal(call: Any) -> Any:
    """The problem details of a call the server refuses, as the client's own Problem model."""
    from scorepad_gen.exceptions import ApiException

    with pytest.raises(ApiException) as refused:
        call()
    assert refused.value.headers["Content-Type"] == "application/problem+json"
    return refused.value.data


def play(client: Any, base: str, family: str) -> dict[str, Any]:
    """The family's game of tests/api/client_games.py played through the generated client; what it saw."""
    models, shape, game_play = client.models, title(family), PLAYS[family]
    anyone = client.ApiClient(client.Configuration(host=base))
    games, records = client.GamesApi(anyone), client.RecordsApi(anyone)

    def family_round(entries: list[dict[str, Any]]) -> Any:  # the union of rounds, its family's member set
        return models.RoundInput(getattr(models, f"{shape}RoundInput").from_dict(round_body(family, entries)))

    def unchecked_round(entries: list[dict[str, Any]]) -> Any:  # a count the client's own bounds refuse, sent as is
        entry = getattr(models, f"{shape}EntryInput")
        sides = [entry.model_construct(**e) for e in entries]
        return models.RoundInput.model_construct(
            actual_instance=getattr(models, f"{shape}RoundInput").model_construct(family=family, entries=sides)
        )

    listed = [r.actual_instance.key for r in games.list_rulesets().rulesets]
    new_game = {"family": family, "ruleset": game_play["ruleset"], "sides": game_play["sides"]}
    made = games.create_game_with_http_info(models.NewGame(getattr(models, f"{shape}NewGame").from_dict(new_game)))
    created = made.data.actual_instance
    assert made.headers["Location"] == f"/api/games/{created.id}"
    scorer = client.ApiClient(client.Configuration(host=base, access_token=created.token))
    rounds = client.RoundsApi(scorer)
    for entries in game_play["rounds"]:
        assert rounds.add_round(created.id, family_round(entries)).actual_instance.family == family

    read = games.read_game_with_http_info(created.id)
    game, before = read.data.actual_instance, read.headers["ETag"]
    correction = game_play["correction"]

    def correct() -> Any:
        return rounds.correct_round(created.id, correction["number"], family_round(correction["entries"]), before)

    corrected = correct().actual_instance
    stale = refusal(correct)  # the same correction again: its tag is stale now
    refused = refusal(lambda: rounds.add_round(created.id, unchecked_round(game_play["refused"])))
    anonymous = refusal(lambda: client.RoundsApi(anyone).add_round(created.id, family_round(game_play["rounds"][0])))

    pages, after = [], None
    while True:
        page = records.read_game_history_with_http_info(created.id, limit=2, after=after)
        pages.append(page.data)
        if page.data.next is None:
            assert "Link" not in page.headers
            break
        assert page.headers["Link"] == f'<{page.data.next}>; rel="next"'
        after = parse_qs(urlsplit(page.data.next).query)["after"][0]
    exported = records.export_game(created.id).actual_instance
    spreadsheet = records.export_game_csv_with_http_info(created.id)
    assert spreadsheet.headers["Content-Type"].startswith("text/csv") and isinstance(spreadsheet.data, str)
    photo = ("table.jpg", base64.b64decode(photo_base64()))
    sent = rounds.add_photo_with_http_info(created.id, 1, photo)
    picture = client.RoundsApi(anyone).read_photo(created.id, 1, sent.data.id)
    confirmed = rounds.confirm_round(created.id, 1, models.ConfirmationInput(side=0))
    return {
        "listed": game_play["ruleset"] in listed,
        "created": made.status_code,
        "scores": [[e.score for e in r.entries] for r in game.rounds],
        "totals": [s.total for s in game.sides],
        "corrected": [s.total for s in corrected.game.sides],
        "stale": {"status": stale.status, "type": stale.type, "rounds": len(stale.game.actual_instance.rounds)},
        "refused": {"status": refused.status, "type": refused.type, "errors": refused.errors},
        "branched": {"refused": [fix(p) for p in refused.problems], "anonymous": then(anonymous)},
        "history": {
            "pages": [len(p.events) for p in pages],
            "actions": [e.actual_instance.action for p in pages for e in p.events],
        },
        "export": {"family": exported.family, "rounds": len(exported.rounds)},
        "csv": csv_seen(spreadsheet.data),
        "photo": {
            "status": sent.status_code,
            "round": sent.data.round,
            "media_type": sent.data.media_type,
            "width": sent.data.width,
            "read": len(picture) == sent.data.size,
        },
        "confirmed": [{"side": c.side, "changed": confirmed.changed} for c in confirmed.confirmed_by],
    }


@pytest.mark.parametrize("family", list(PLAYS))
def test_openapi_generators_python_client_plays_a_game_of_every_family(
    generated: Any, live_server: Server, family: str
) -> None:
    assert play(generated, f"http://127.0.0.1:{live_server.port}", family) == expected(family)


def run_evening(client: Any, base: str) -> dict[str, Any]:
    """The club evening of tests/api/client_evenings.py run through the generated client; what it saw."""
    from scorepad_gen.exceptions import ApiException

    models = client.models
    anyone = client.ApiClient(client.Configuration(host=base))
    new_league = models.NewLeague(models.CanastaNewLeague.from_dict(plan.LEAGUE))
    league = client.LeaguesApi(anyone).create_league(new_league).actual_instance
    evenings = client.EveningsApi(client.ApiClient(client.Configuration(host=base, access_token=league.token)))
    made = evenings.create_evening_with_http_info(league.id, models.NewEvening.from_dict(plan.START))
    evening_id = made.data.id
    read = evenings.read_evening_with_http_info(evening_id)
    with pytest.raises(ApiException) as unchanged:  # the client takes no answer outside 2xx as a success
        evenings.read_evening(evening_id, if_none_match=read.headers["ETag"])
    drawn = plan.evening_read(read.data)

    def type_hands(tables: list[dict[str, Any]], number: int, hands: slice = slice(None)) -> None:
        for table in tables:
            rounds = client.RoundsApi(client.ApiClient(client.Configuration(host=base, access_token=table["token"])))
            for entries in plan.HANDS[number][table["number"]][hands]:
                body = models.RoundInput(models.CanastaRoundInput.from_dict(plan.round_body(entries)))
                assert rounds.add_round(table["game"], body).actual_instance.family == "canasta"

    first = drawn["drawn"][0]["tables"]
    type_hands([t for t in first if t["number"] != plan.LATE_TABLE], 1)
    late = [t for t in first if t["number"] == plan.LATE_TABLE]
    type_hands(late, 1, slice(0, 1))
    refused = refusal(lambda: evenings.close_evening_round(evening_id))
    leaver = plan.seat_player(drawn, plan.LEAVER_SEAT)
    evenings.add_evening_players(evening_id, models.Arrivals(new_players=[plan.ARRIVAL]))
    evenings.remove_evening_player(evening_id, next(p.id for p in read.data.players if p.name == leaver))
    type_hands(late, 1, slice(1, 2))
    closed_one = evenings.close_evening_round(evening_id)
    ranking_one = evenings.read_evening_ranking(evening_id)
    type_hands(plan.evening_read(closed_one)["drawn"][1]["tables"], 2)
    finished = evenings.close_evening_round(evening_id, playing="refuse")
    final = evenings.read_evening_ranking(evening_id)
    return plan.summary(
        {
            "created": made.status_code,
            "started": plan.evening_read(made.data),
            "organiser": drawn,
            "not_modified": unchanged.value.status,
            "refused": {"status": refused.status, "type": refused.type, "code": refused.problems[0].code},
            "leaver": leaver,
            "closed_one": plan.evening_read(closed_one),
            "ranking_one": plan.ranking_read(ranking_one),
            "finished": plan.evening_read(finished),
            "final": plan.ranking_read(final),
        }
    )


def test_openapi_generators_python_client_runs_a_club_evening(
    generated: Any, live_server: Server, client: FlaskClient
) -> None:
    assert run_evening(generated, f"http://127.0.0.1:{live_server.port}") == plan.flask_run(client)


def test_a_retried_creation_with_one_idempotency_key_makes_one_game(
    app: Flask, generated: Any, live_server: Server
) -> None:
    anyone = generated.ApiClient(generated.Configuration(host=f"http://127.0.0.1:{live_server.port}"))
    models, games = generated.models, generated.GamesApi(anyone)
    new_game = {"family": "canasta", "ruleset": "classic", "sides": PLAYS["canasta"]["sides"]}
    body = models.NewGame(getattr(models, f"{title('canasta')}NewGame").from_dict(new_game))
    key = f'"{uuid.uuid4()}"'
    first = games.create_game_with_http_info(body, idempotency_key=key)
    again = games.create_game_with_http_info(body, idempotency_key=key)
    assert first.status_code == again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    made, replayed = first.data.actual_instance, again.data.actual_instance
    assert (replayed.id, replayed.token) == (made.id, made.token)
    with app.app_context():
        assert db.session.scalar(select(func.count()).select_from(Game).where(Game.id == made.id)) == 1
        assert db.session.scalar(select(func.count()).select_from(Game)) == 1
