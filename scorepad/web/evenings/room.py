"""Following an evening: the room's screen (a projector or TV, large type: every table of the round and the ranking)
and the ranking on a phone, both the same for every reader. Without JavaScript they refresh every 20 seconds (a
conditional GET: 304 while the evening is as shown); with it, ONE conditional poll for the whole evening (news, by
the evening's version, which moves on with every change of the evening and of its tables' games) swaps the parts."""

from __future__ import annotations

from flask import Response, abort, render_template, request
from flask.typing import ResponseReturnValue
from flask_babel import get_locale, gettext
from flask_login import current_user

from ...evenings.view import evening_stamp, evening_version, read_evening
from ...leagues.view import get_league
from ...serving.conditional import not_modified
from ...storage.cache import cache_key, cached
from .. import bp
from ..leagues.league import seen
from ..shared.live import news, since, unchanged
from .reads import evening_of, shown_evening


def page_tag(evening_id: str, version: int) -> str:
    """The ETag of a page following the evening: its version and the page's language."""
    return f"evening-{evening_id}-{version}-{get_locale()}"


def followed(evening_id: str, kind: str, template: str) -> ResponseReturnValue:
    """A page following the evening, or a 304 when the reader's copy shows this version in this language (one
    light query, as the news' 304: the reader's copy was made after the league's visibility was checked). The
    page is the same for every reader of the league in one language but for the footer's sign-in link, so it is
    made once per version, language and whether someone is signed in, and kept."""
    stamp = evening_stamp(evening_id)
    if stamp is None:
        abort(404)
    version, league_id = stamp
    tag = page_tag(evening_id, version)
    headers = {"ETag": f'W/"{tag}"', "Cache-Control": "private, no-cache", "Vary": "Cookie, Accept-Language"}
    if not_modified(tag, request.headers.get("If-None-Match")):
        return Response(status=304, headers=headers)
    seen(get_league(league_id))  # the league's readers only (401 or 403 otherwise)
    reader = "member" if current_user.is_authenticated else "reader"
    key = cache_key(kind, evening_id, (version,), str(get_locale()), reader)
    return cached(key, lambda: rendered(template, evening_id)), 200, headers


def rendered(template: str, evening_id: str) -> bytes:
    """The page as this reader's language shows the evening now."""
    return render_template(template, evening=shown_evening(read_evening(evening_id))).encode()


@bp.get("/evenings/<key:evening_id>/room")
def evening_room(evening_id: str) -> ResponseReturnValue:
    """The room's screen: every table of the round (playing, finished, hands played) and the ranking, large."""
    return followed(evening_id, "evening-room", "web/evening_room.html")


@bp.get("/evenings/<key:evening_id>/ranking")
def evening_ranking(evening_id: str) -> ResponseReturnValue:
    """The evening's ranking on a phone (final once the last round is closed; printable), with its downloads."""
    return followed(evening_id, "evening-ranking", "web/evening_ranking.html")


@bp.get("/evenings/<key:evening_id>/news")
def evening_news(evening_id: str) -> ResponseReturnValue:
    """Whether the evening changed since the version a page shows (304: nothing), one poll for all its tables."""
    version = evening_version(evening_id)
    if (answer := unchanged(version)) is not None:
        return answer
    evening_of(evening_id)  # a league seen by its members only tells others nothing
    return news(version, [gettext("The evening changed.")] if version != since() else [])  # type: ignore[arg-type]
