"""Club evening endpoints: start an evening in a league, read it (its organiser: with each table's edit link and
token), late arrivals and leavers, close the round and draw the next, the ranking. Reads are tagged by the
evening's version (weak ETags: If-None-Match answers 304 after one query)."""

from __future__ import annotations

from typing import Any

from flask import Response, current_app
from flask_login import current_user
from flask_openapi3 import APIBlueprint
from werkzeug.http import quote_etag, unquote_etag

from ..accounts.grants import edit_token
from ..accounts.roles import WRITERS, role_in
from ..core.errors import NotFound
from ..core.tokens import matches
from ..evenings import players, rounds, start
from ..evenings.settings import EveningRequest
from ..evenings.store import NO_EVENING
from ..evenings.view import EveningView, evening_stamp, table_tokens
from ..evenings.view import read_evening as evening_read
from ..leagues.view import get_league
from ..models import League
from ..rules.problems import Problem
from ..serving.conditional import not_modified
from ..serving.headers import PERSONAL
from ..serving.links import absolute_url
from ..serving.rate_limits import bearer
from .auth import require_league_reader, require_league_writer
from .http import created, json_answer
from .schemas.evenings import Arrivals, CloseRound, EveningPath, EveningPlayerPath, NewEvening
from .schemas.evenings import Evening as EveningShape
from .schemas.evenings import Ranking as RankingShape
from .schemas.params import IfNoneMatch, LeaguePath
from .schemas.shapes import Shapes
from .spec import EVENINGS, READ_MAYBE, WRITE, answers

NO_STORE = {"Cache-Control": "no-store"}  # the organiser's answers carry the tables' tokens


def person(p: Any) -> dict[str, str]:
    """A player as the API shows one."""
    return {"id": p.id, "name": p.name}


def evening_json(view: EveningView, organiser: bool) -> dict[str, Any]:
    """The evening as the API shows it; the organiser's with each table's edit link and token."""
    evening = view.evening
    tokens = table_tokens(evening) if organiser else {}
    secret = current_app.config["SECRET_KEY"]

    def table(t: Any) -> dict[str, Any]:
        shown = {
            "number": t.number,
            "game": t.game_id,
            "state": t.state,
            "hands": t.hands,
            "totals": list(t.totals),
            "seats": [{"seat": s.seat, "side": s.side, "player": person(s.player)} for s in t.seats],
        }
        if organiser:
            link = edit_token(view.games[t.game_id], secret)
            shown |= {
                "edit_link": absolute_url("web.claim_game", game_id=t.game_id, token=link),
                "token": tokens[t.game_id],
            }
        return shown

    data = {
        "family": view.family,
        "id": evening.id,
        "league": evening.league_id,
        "name": evening.name,
        "form": evening.form,
        "movement": evening.movement,
        "rounds": evening.rounds,
        "hands": evening.hands,
        "scoring": evening.scoring,
        "bands": evening.bands,
        "bye_score": evening.bye_score,
        "seed": evening.seed,
        "state": evening.state,
        "version": evening.version,
        "players": [{**person(a.player), "pair": a.pair, "arrived": a.arrived, "left": a.left} for a in view.players],
        "drawn": [
            {
                "number": r.number,
                "state": r.state,
                "tables": [table(t) for t in r.tables],
                "byes": [person(b) for b in r.byes],
            }
            for r in view.rounds
        ],
    }
    return EveningShape.model_validate(data).model_dump(mode="json", exclude_none=False)


def ranking_json(view: EveningView) -> dict[str, Any]:
    """The evening's ranking as the API shows it."""
    rows = [
        {
            "rank": line.row.rank,
            "player": person(line.player),
            "points": line.row.points,
            "victory_points": line.row.victory_points,
            "match_points": line.row.match_points,
            "difference": line.row.difference,
            "played": line.row.played,
            "byes": line.row.byes,
        }
        for line in view.ranking
    ]
    data = {
        "family": view.family,
        "evening": view.evening.id,
        "scoring": view.evening.scoring,
        "final": view.evening.state == "finished",
        "rows": rows,
    }
    return RankingShape.model_validate(data).model_dump(mode="json")


def organiser_asks(league: League) -> bool:
    """Whether the request is the league's organiser's: its token, or a member who owns or scores it signed in."""
    token = bearer()
    if token is not None and matches(league.token_hash, token):
        return True
    return role_in(current_user, league.id) in WRITERS


def stamped(evening_id: str) -> tuple[int, League]:
    """An evening's version and league, if the request may see the league (NotFound: no such evening)."""
    stamp = evening_stamp(evening_id)
    if stamp is None:
        raise NotFound([Problem("_evening", NO_EVENING, code="not_found")])
    league = get_league(stamp[1])
    require_league_reader(league)
    return stamp[0], league


def tag(evening_id: str, version: int, kind: str, organiser: bool) -> str:
    """A weak ETag from the evening's version (the organiser's answers, which carry tokens, are tagged apart)."""
    return quote_etag(f"{evening_id}.{kind}.{version}{'.o' if organiser else ''}", weak=True)


def tagged(data: dict[str, Any], etag: str, league: League, organiser: bool, status: int = 200) -> Response:
    """A read's (or write's) answer with its tag, kept by who asks alone unless the league is public."""
    response = json_answer(data, status, ETag=etag)
    if organiser:
        response.headers.update(NO_STORE)
    elif league.visibility != "public":
        response.headers["Cache-Control"] = PERSONAL
    return response


def conditional(evening_id: str, kind: str, if_none_match: str | None) -> tuple[Response | None, str, League, bool]:
    """A conditional read of an evening: the 304 when the reader holds its version (else None), its tag, league
    and whether the organiser asks."""
    version, league = stamped(evening_id)
    organiser = kind == "evening" and organiser_asks(league)
    etag = tag(evening_id, version, kind, organiser)
    if not_modified(unquote_etag(etag)[0], if_none_match):
        response = Response(status=304, headers={"ETag": etag})
        return response, etag, league, organiser
    return None, etag, league, organiser


def written(evening_id: str, league: League, status: int = 200) -> Response:
    """A write's answer: the evening as its organiser reads it, with the tag a read answers now."""
    view = evening_read(evening_id)
    etag = tag(evening_id, view.evening.version, "evening", True)
    if status == 201:
        return created(evening_json(view, True), ".read_evening", etag, evening_id=evening_id)
    return tagged(evening_json(view, True), etag, league, True, status)


def create_evening(path: LeaguePath, body: NewEvening) -> Response:
    """Start a club evening.

    The league's organiser (its token) names who came (league players by id, new names join the league), the
    form, the movement for pairs, the rounds, hands per round, the scoring and its band table, the bye score; the
    family and rules are the league's. Round 1 is drawn from a new seed (kept) and every table is a league game:
    the answer gives each table's game, seats, edit link and token."""
    league = get_league(path.league_id)
    by = require_league_writer(league)
    evening = start.create_evening(league, EveningRequest(**body.model_dump()), by)
    return written(evening.id, league, 201)


def read_evening(path: EveningPath, header: IfNoneMatch) -> Response:
    """Read a club evening.

    Its settings, the draw's seed, players (arrived, left), the rounds drawn with their tables (game ids, seats
    "table.seat", state, hands played, totals) and byes, and its state; for the organiser (the league's token)
    each table's edit link and API token. Conditional: If-None-Match with its ETag answers 304 while the evening
    and its tables' games are as they were."""
    answer, etag, league, organiser = conditional(path.evening_id, "evening", header.if_none_match)
    if answer is not None:
        return answer
    return tagged(evening_json(evening_read(path.evening_id), organiser), etag, league, organiser)


def read_evening_ranking(path: EveningPath, header: IfNoneMatch) -> Response:
    """Read a club evening's ranking.

    Every player best first by the evening's method, then victory points, the point difference and the points
    scored (tables count once finished or closed, a round's byes once every table of it has). Conditional:
    If-None-Match with its ETag answers 304 while nothing changed."""
    answer, etag, league, _organiser = conditional(path.evening_id, "ranking", header.if_none_match)
    if answer is not None:
        return answer
    return tagged(ranking_json(evening_read(path.evening_id)), etag, league, False)


def add_evening_players(path: EveningPath, body: Arrivals) -> Response:
    """Add late arrivals.

    They are drawn from the next round on (the round playing never changes); in the pairs form the players
    named arrive as one partnership. A player who left may come back."""
    _version, league = stamped(path.evening_id)
    by = require_league_writer(league)
    players.arrive(path.evening_id, body.model_dump()["players"], by, body.new_players)
    return written(path.evening_id, league)


def remove_evening_player(path: EveningPlayerPath) -> Response:
    """A player leaves.

    Out of the draw from the next round on (in the pairs form the partnership leaves), what was scored stays."""
    _version, league = stamped(path.evening_id)
    by = require_league_writer(league)
    players.leave(path.evening_id, path.player_id, by)
    return written(path.evening_id, league)


def close_evening_round(path: EveningPath, body: CloseRound) -> Response:
    """Close the round and draw the next.

    The organiser closes the round being played: refused (409) while a table plays unless `force`, which ends
    those tables' games as they stand. The next round is drawn by the movement with the players present; after
    the last planned round the evening is over and its ranking final. After closing, a table's game is changed
    by the organiser only."""
    _version, league = stamped(path.evening_id)
    by = require_league_writer(league)
    rounds.close_round(path.evening_id, by, body.force)
    return written(path.evening_id, league)


def declare(bp: APIBlueprint, _shapes: Shapes) -> None:
    """The club evening routes."""
    tags, one = [EVENINGS], "/evenings/<key:evening_id>"
    made = answers(EveningShape, status=201)
    bp.post("/leagues/<key:league_id>/evenings", responses=made, tags=tags, **WRITE)(create_evening)
    bp.get(one, responses=answers(EveningShape, not_modified=True), tags=tags, **READ_MAYBE)(read_evening)
    ranked = answers(RankingShape, not_modified=True)
    bp.get(f"{one}/ranking", responses=ranked, tags=tags, **READ_MAYBE)(read_evening_ranking)
    bp.post(f"{one}/players", responses=answers(EveningShape), tags=tags, **WRITE)(add_evening_players)
    bp.delete(f"{one}/players/<key:player_id>", responses=answers(EveningShape), tags=tags, **WRITE)(
        remove_evening_player
    )
    bp.post(f"{one}/rounds", responses=answers(EveningShape), tags=tags, **WRITE)(close_evening_round)
