"""Reading from a page of another origin (CORS, the Fetch standard): a club's website may show its standings. Only
the anonymous public reads are open to any origin: a public league's reads (the league, a season, its standings and
games, a player) and a game's JSON (a casual game's, or a public league's). They answer
`Access-Control-Allow-Origin: *`, never with credentials: a browser sends no cookie with them and reads no answer
made for who asks. The answer is the same whatever the origin, so it varies with none (no `Vary: Origin`).

A members-only league's answers, every write and every other operation answer no CORS headers: a browser keeps them
from the page of another origin. A browser's preflight is answered with the allow headers only for a GET (with
If-None-Match at most) of an open read, so a write from another origin (or a read with a token) is never sent."""

from __future__ import annotations

from typing import Any

from flask import Response, current_app, request
from flask_openapi3 import APIBlueprint
from werkzeug.exceptions import HTTPException

from ..core.errors import NotFound
from ..games.view import shown_version
from ..leagues.view import find_league, find_player
from ..models import League

OPEN = [
    ("Access-Control-Allow-Origin", "*"),
    ("Access-Control-Expose-Headers", "ETag, Link, Content-Language, Content-Disposition"),
]
PREFLIGHT = [
    ("Access-Control-Allow-Methods", "GET"),
    ("Access-Control-Allow-Headers", "If-None-Match"),
    ("Access-Control-Max-Age", "600"),
]
ASKED = "Access-Control-Request-Method, Access-Control-Request-Headers"
LEAGUE_READS = frozenset({"api.read_league", "api.read_season", "api.league_standings", "api.league_game_list"})
SAID = (
    "Open to pages of any origin (CORS: `Access-Control-Allow-Origin: *`, no credentials) when the league is public;"
    " a league seen by its members only answers without CORS headers."
)
SAID_GAME = (
    "Open to pages of any origin (CORS: `Access-Control-Allow-Origin: *`, no credentials), unless the game belongs"
    " to a league seen by its members only."
)


def public(league: League | None) -> bool:
    """Whether anyone may read this league (a members-only league, or none, is not open)."""
    return league is not None and league.visibility == "public"


def opened(response: Response, league: League | None = None, is_open: bool | None = None) -> Response:
    """An anonymous public read's answer, readable by a page of any origin (a 304 too: a browser checks it)."""
    if is_open if is_open is not None else public(league):
        response.headers.extend(OPEN)
    return response


def open_read(endpoint: str, args: dict[str, Any]) -> bool:
    """Whether a GET of this endpoint with these arguments is an anonymous public read."""
    if endpoint in LEAGUE_READS:
        return public(find_league(args.get("league_id")))
    if endpoint == "api.read_player":
        player = find_player(args.get("player_id"))
        return player is not None and player.league_id is not None and public(find_league(player.league_id))
    if endpoint == "api.read_game":
        try:
            return shown_version(args.get("game_id", "")).public
        except NotFound:
            return False
    return False


def readable(path_methods: Any) -> tuple[str, dict[str, Any]] | None:
    """The GET route of this request's address (None: the address has none)."""
    try:
        endpoint, args = path_methods.match(method="GET")
    except HTTPException:
        return None
    return str(endpoint), args


def answer_preflight() -> Response | None:
    """A browser's preflight (OPTIONS with Access-Control-Request-Method): the allow headers only for a GET of an
    open read asking no other header than If-None-Match; anything else (a write, a token) gets none, so the browser
    sends nothing. A plain OPTIONS is left to Flask."""
    method = request.headers.get("Access-Control-Request-Method")
    if request.method != "OPTIONS" or method is None:
        return None
    adapter = current_app.create_url_adapter(request)
    response = Response(status=204)
    response.headers["Allow"] = ", ".join(sorted(adapter.allowed_methods()))  # type: ignore[union-attr]
    response.vary.update(v.strip() for v in ASKED.split(","))
    headers = {h.strip().lower() for h in request.headers.get("Access-Control-Request-Headers", "").split(",")}
    route = readable(adapter)
    if method == "GET" and headers <= {"", "if-none-match"} and route is not None and open_read(*route):
        response.headers.extend([*OPEN, *PREFLIGHT])
    return response


def init_cors(bp: APIBlueprint) -> None:
    """Answer browsers' preflights before anything else reads the request."""
    bp.before_request(answer_preflight)
