"""Following a game or a league live: a page's script asks what changed since the version it shows. Nothing
changed is a 304 after one light version lookup; otherwise the new version and what happened, in words."""

from __future__ import annotations

from flask import Response, jsonify, request
from flask.typing import ResponseReturnValue
from flask_babel import gettext

from ..extensions import db
from ..games.history import Actor, own_events_after
from ..games.rounds import get_game
from . import bp
from .access import this_phone
from .front import VERSIONS

SAID = {
    "round_added": lambda n: gettext("Round %(n)s was saved on another phone.", n=n),
    "round_corrected": lambda n: gettext("Round %(n)s was corrected on another phone.", n=n),
    "round_deleted": lambda n: gettext("Round %(n)s was deleted on another phone.", n=n),
    "round_restored": lambda n: gettext("Round %(n)s was restored on another phone.", n=n),
    "game_changed": lambda n: gettext("Names or settings were changed on another phone."),
    "finished": lambda n: gettext("The game was ended on another phone."),
    "reopened": lambda n: gettext("The game was taken up again on another phone."),
}


def news(version: int, said: list[str]) -> ResponseReturnValue:
    """The new version and what happened, in words."""
    return jsonify({"version": version, "said": said}), 200, {"ETag": f'"{version}"', "Cache-Control": "no-cache"}


def unchanged(version: int | None) -> Response | None:
    """A 304 when the caller already shows this version (If-None-Match), else None."""
    if version is None:
        return Response(status=404)
    tag = f'"{version}"'
    if request.headers.get("If-None-Match") == tag:
        return Response(status=304, headers={"ETag": tag, "Cache-Control": "no-cache"})
    return None


def since() -> int:
    """The version the page shows (?since=)."""
    raw = request.args.get("since", "")
    return int(raw) if raw.isascii() and raw.isdigit() and len(raw) < 10 else 0


@bp.get("/games/<key:game_id>/news")
def game_news(game_id: str) -> ResponseReturnValue:
    """What happened to a game since the version a page shows (304: nothing)."""
    version = db.session.scalar(VERSIONS["games"], {"key": game_id})
    if (answer := unchanged(version)) is not None:
        return answer
    game = get_game(game_id)
    me = this_phone()  # what this phone did itself (a round its outbox sent) isn't news from another phone
    new = own_events_after(game, since())
    said = [SAID[e.action](e.round) for e in new if e.action in SAID and Actor(e.by_kind, e.by_name) != me]
    return news(game.version, said)


@bp.get("/leagues/<key:league_id>/news")
def league_news(league_id: str) -> ResponseReturnValue:
    """Whether a league's standings changed since the version a page shows (304: nothing)."""
    version = db.session.scalar(VERSIONS["leagues"], {"key": league_id})
    if (answer := unchanged(version)) is not None:
        return answer
    return news(version, [gettext("The standings changed.")] if version != since() else [])
