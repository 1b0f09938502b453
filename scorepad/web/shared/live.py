"""Following a game or a league live: a page's script asks what changed since the version it shows. Nothing
changed is a 304 after one light version lookup; otherwise the new version and what happened, in words (and to a
phone the scorer just removed, that it was)."""

from __future__ import annotations

from collections.abc import Callable

from flask import Response, jsonify, request
from flask.typing import ResponseReturnValue
from flask_babel import gettext

from ...evenings.view import evening_version_alone
from ...games.history import Actor, own_events_after
from ...games.view import game_version, game_version_alone, get_game
from ...leagues.view import standings_version, standings_version_alone
from ...serving.cached_reads import Asked
from ...serving.conditional import Answer, response_of, version_answer, version_tag
from .. import bp
from ..games.access import holds_grant, this_phone

VERSIONS = {  # what each kind of page follows
    "games": game_version_alone,
    "leagues": standings_version_alone,
    "evenings": evening_version_alone,  # one poll for a club evening and all its tables (web/evenings/room.py)
}

SAID = {
    "round_added": lambda n: gettext("Round %(n)s was saved on another phone.", n=n),
    "round_corrected": lambda n: gettext("Round %(n)s was corrected on another phone.", n=n),
    "round_deleted": lambda n: gettext("Round %(n)s was deleted on another phone.", n=n),
    "round_restored": lambda n: gettext("Round %(n)s was restored on another phone.", n=n),
    "game_changed": lambda n: gettext("Names or settings were changed on another phone."),
    "finished": lambda n: gettext("The game was ended on another phone."),
    "reopened": lambda n: gettext("The game was taken up again on another phone."),
}


def news(version: int, said: list[str], removed: bool = False) -> ResponseReturnValue:
    """The new version and what happened, in words (and `removed` for a phone the scorer just removed)."""
    body: dict[str, object] = {"version": version, "said": said, **({"removed": True} if removed else {})}
    return jsonify(body), 200, {"ETag": version_tag(version), "Cache-Control": "no-cache"}


def unchanged(version: int | None) -> Response | None:
    """A 304 when the caller already shows this version (If-None-Match), else None."""
    if version is None:
        return Response(status=404)
    answer = version_answer(version, request.headers.get("If-None-Match"))
    return response_of(answer) if answer is not None else None


def news_early(kind: str, name: str) -> Callable[[Asked], Answer | None]:
    """A follower's "nothing changed" for a kind of page, answered before the app: the view's own 304."""

    def early(asked: Asked) -> Answer | None:
        asked_for = asked.request.headers.get("If-None-Match")
        if not asked_for:
            return None
        version = VERSIONS[kind](asked.engine, asked.args[name])
        return version_answer(version, asked_for) if version is not None else None

    return early


def since() -> int:
    """The version the page shows (?since=)."""
    raw = request.args.get("since", "")
    return int(raw) if raw.isascii() and raw.isdigit() and len(raw) < 10 else 0


@bp.get("/games/<key:game_id>/news")
def game_news(game_id: str) -> ResponseReturnValue:
    """What happened to a game since the version a page shows (304: nothing)."""
    version = game_version(game_id)
    if (answer := unchanged(version)) is not None:
        return answer
    game = get_game(game_id)
    me = this_phone()  # what this phone did itself (a round its outbox sent) isn't news from another phone
    new = own_events_after(game, since())
    said = [SAID[e.action](e.round) for e in new if e.action in SAID and Actor(e.by_kind, e.by_name) != me]
    removed = any(e.action == "phone_removed" for e in new) and holds_grant(game) is False
    if removed:  # this phone's open form stops offering Save (app.js), and says why
        said.append(gettext("The scorer removed this phone: it can't save rounds of this game any more."))
    return news(game.version, said, removed)


@bp.get("/leagues/<key:league_id>/news")
def league_news(league_id: str) -> ResponseReturnValue:
    """Whether a league's standings changed since the version a page shows (304: nothing)."""
    version = standings_version(league_id)
    if (answer := unchanged(version)) is not None:
        return answer
    return news(version, [gettext("The standings changed.")] if version != since() else [])
