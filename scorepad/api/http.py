"""The API's HTTP around the views: what every body-taking operation refuses before reading (a body that is not
JSON: 415; a body about another family than the game's: 422), the language an answer is in (Content-Language,
Vary), and the headers of tagged reads, pages and new resources, made in one place."""

from __future__ import annotations

from typing import Any, get_type_hints

from flask import Flask, Response, current_app, g, json, request, url_for
from flask_babel import get_locale
from flask_openapi3 import APIBlueprint
from werkzeug.exceptions import UnsupportedMediaType

from ..config import VERSION
from ..core.errors import Invalid, NeedsCredentials
from ..evenings.store import get_evening
from ..extensions import registry
from ..games.view import get_game
from ..leagues.view import get_league, ruleset_of
from ..rules.problems import N_, Problem
from ..serving.conditional import VARY, conditional, response_of, tagged
from ..serving.language import tag
from ..serving.rate_limits import bearer
from ..storage.cache import cache_store
from .problems import PROBLEM
from .schemas.base import FAMILY
from .spec import API_VERSION, BEARER, operation_id

VERSIONS = [("API-Version", API_VERSION), ("Scorepad-Version", VERSION)]  # every API answer says what it speaks
BODIES = "scorepad.api_bodies"  # the endpoints whose view takes a JSON body
TOKENED = "scorepad.api_tokened"  # the endpoints that always need a bearer token
GAME_TOKEN = N_("Writing needs the game's token: Authorization: Bearer <token>.")
LEAGUE_TOKEN = N_("This needs the league's token: Authorization: Bearer <token>.")
LOCALIZED = frozenset(  # the operations whose answers hold words in the reader's language (errors always do)
    {
        "list_rulesets",
        "create_game",
        "read_game",
        "change_game",
        "add_round",
        "preview_round",
        "read_round",
        "correct_round",
        "delete_round",
        "restore_round",
        "finish_game",
        "reopen_game",
        "import_game",
        "import_game_archive",
        "attach_game_to_league",
    }
)


class NotJson(UnsupportedMediaType):
    """A body sent as something else than JSON."""

    def get_headers(self, environ: Any = None, scope: Any = None) -> list[tuple[str, str]]:
        """Say what the operation takes (RFC 9110 15.5.16)."""
        accept = "Accept-Patch" if request.method == "PATCH" else "Accept-Post"
        return [*super().get_headers(environ, scope), (accept, "application/json")]


def tokened() -> frozenset[str]:
    """The endpoints that always need a bearer token (their document's only security is the token), read from
    the document flask-openapi3 makes, once per app."""
    app = current_app._get_current_object()  # type: ignore[attr-defined]
    if TOKENED not in app.extensions:
        paths = app.api_doc["paths"]  # type: ignore[attr-defined]
        operations = [op for item in paths.values() for op in item.values()]
        secured = {op["operationId"] for op in operations if op.get("security") == [BEARER]}
        ids = {operation_id(name=e.removeprefix("api.")): e for e in app.view_functions if e.startswith("api.")}
        app.extensions[TOKENED] = frozenset(ids[name] for name in secured)
    return app.extensions[TOKENED]


def authenticate_first() -> None:
    """A write that needs a token and brings none is refused (401) before its body or media type is read
    (authentication before validation); a game, league or evening that doesn't exist is 404 first, as with a
    token."""
    if request.method == "OPTIONS" or bearer() is not None or request.endpoint not in tokened():
        return
    asked = request.view_args or {}
    if "game_id" in asked:
        get_game(asked["game_id"])
    if "league_id" in asked:
        get_league(asked["league_id"])
    if "evening_id" in asked:  # an evening is its league's organiser's
        get_evening(asked["evening_id"])
    by_league = "league_id" in asked or "evening_id" in asked
    raise NeedsCredentials([Problem("_auth", LEAGUE_TOKEN if by_league else GAME_TOKEN, code="token_needed")])


def read_as_family() -> None:
    """A body must be JSON (415); a body about a game takes the shapes of that game's family, and one naming
    another family is refused at once (a game that doesn't exist is answered 404 before its body is read).
    OPTIONS reads no body: Flask answers it with what the address allows."""
    if request.method == "OPTIONS":
        return
    if request.endpoint in current_app.extensions.get(BODIES, ()) and not request.is_json:
        raise NotJson()
    game_id = (request.view_args or {}).get("game_id")
    FAMILY.set(None)
    if request.endpoint == "api.create_game":
        FAMILY.set(league_family())
    if request.method == "GET" or not isinstance(game_id, str):
        return
    families = registry()
    # Held for the request: the session's identity map keeps rows weakly, and the view reads the game again.
    g.api_game = get_game(game_id)
    family = families.family_of(g.api_game.ruleset_key)
    FAMILY.set(family.key)
    named = body_family()
    if isinstance(named, str) and named != family.key and named in families.families:
        raise Invalid(
            [
                Problem(
                    "family", N_("This game is of the family %(family)s."), {"family": family.key}, code="wrong_family"
                )
            ]
        )


def body_family() -> Any:
    """The family a JSON object body names, if any."""
    body = request.get_json(silent=True) if request.is_json else None
    return body.get("family") if isinstance(body, dict) else None


def league_family() -> str | None:
    """The family of the league a new game's body names (a body naming no family is read as the league's)."""
    body = request.get_json(silent=True) if request.is_json else None
    ruleset = ruleset_of(body.get("league")) if isinstance(body, dict) else None
    families = registry()
    return families.family_of(ruleset).key if ruleset in families.rulesets else None


def say_language(response: Response) -> Response:
    """An answer in the reader's language says which (Content-Language), and that it varies with what chose it
    (the phone's choice in its cookie, else Accept-Language)."""
    operation = (request.endpoint or "").removeprefix("api.")
    if operation in LOCALIZED and response.mimetype != PROBLEM and "Content-Language" not in response.headers:
        in_language(response)
    return response


def say_versions(response: Response) -> Response:
    """Every API answer names the API's version and the app's (a client can tell which API it talks to)."""
    response.headers.extend(VERSIONS)
    return response


def in_language(response: Response) -> Response:
    """Say an answer's language, and what chose it."""
    response.headers["Content-Language"] = tag(get_locale())
    response.vary.update(v.strip() for v in VARY.split(","))
    return response


def json_answer(data: Any, status: int = 200, **headers: str) -> Response:
    """A JSON answer with its headers."""
    response = Response(json.dumps(data), status, mimetype="application/json")
    response.headers.update(headers)
    return response


def created(data: Any, endpoint: str, etag: str | None = None, **values: Any) -> Response:
    """A 201 answer with the new resource's address (Location); never kept by a cache (it may carry a token)."""
    response = json_answer(data, 201, Location=url_for(endpoint, **values), **{"Cache-Control": "no-store"})
    if etag:
        response.headers["ETag"] = etag
    return response


def tagged_read(kind: str, of: str, data: Any, lang: bool = False, link: str | None = None) -> Response:
    """A read's answer tagged by its bytes (ETag; If-None-Match answers 304), with its next page's Link."""
    body = json.dumps(data).encode()
    read = tagged(cache_store(), kind, of, body, str(get_locale()) if lang else "")
    response = response_of(conditional(read, body, request.headers.get("If-None-Match")))
    if link:
        response.headers["Link"] = f'<{link}>; rel="next"'
    return response


def next_page(endpoint: str, after: str | None, **values: Any) -> str | None:
    """The address of the next page of a list (None on the last), with the query the page was asked with."""
    if after is None:
        return None
    asked = {k: v for k, v in request.args.items() if k != "after"}
    return url_for(endpoint, **values, **asked, after=after)


def read_and_answer(bp: APIBlueprint) -> None:
    """What the API does around every view: read a body as its family's, say an answer's language and the
    versions."""
    bp.before_request(authenticate_first)
    bp.before_request(read_as_family)
    bp.after_request(say_language)
    bp.after_request(say_versions)


def init_http(app: Flask) -> None:
    """Note the operations that take a JSON body (called once the API's routes are registered)."""
    bodies = set()
    for endpoint, view in app.view_functions.items():
        original = getattr(view, "__wrapped__", None)
        if endpoint.startswith("api.") and original is not None and "body" in get_type_hints(original):
            bodies.add(endpoint)
    app.extensions[BODIES] = frozenset(bodies)
