"""A board answered before the app (serving/cached_reads.py) from the bytes the view cached, for the readers a
table meets most: a returning reader, a phone's first visit (the QR code scanned: the one cookie the view would
set is set here, by the app's own session interface) and the scorer of a casual game (its grant read in the same
query as the game's versions, so a phone the scorer removed gets the reader's page at once). The decisions are
the view's own (access.py, page_cache.py); whatever they can't make without the app goes on to it: a sign-in (a
role, Flask-Login's to load), a query string, a grant hinted without its row, a page holding a form, bytes not
cached yet."""

from __future__ import annotations

import time

from flask.sessions import SessionMixin
from werkzeug.wrappers import Response

from ...accounts.grants import phone_key
from ...games.view import Shown, held_alone, shown_alone
from ...serving.cached_reads import Asked
from ...serving.conditional import Answer, CachedRead, cached_answer
from ...serving.language import request_language
from ...storage.cache import Store
from .access import DEVICE, grant_hinted, remember_in, remembered, sign_in_hinted
from .page_cache import MARK, READER, SCORER, page_read

FIRST_VISITS, FIRST_VISITS_KEPT = "scorepad.first_visits", 64  # a first visit's headers, per game and second
DECIDED = "scorepad.board_decided"  # the kind of reader and the versions read early, left in the request for the view


def board_read(store: Store, shown: Shown, lang: str, reader: str) -> CachedRead:
    """A game's board as cached: per version of everything it shows, language and kind of reader."""
    return page_read(store, "board", shown.id, shown.versions, lang, reader)


def board_early(asked: Asked) -> Answer | None:
    """The board's cached answer (or its 304) for a phone nobody signed in on, as the view would give it, with
    the cookie of a first visit; None leaves the request to the app."""
    game_id, session, request = asked.args["game_id"], asked.session, asked.request
    if request.args or sign_in_hinted(session, request.cookies, asked.app.config):
        return None
    found = kind_and_shown(asked, game_id)
    if found is None:
        return None
    kind, shown = found
    read = board_read(asked.store, shown, request_language(session, request), kind)
    answer = cached_answer(read, request.headers.get("If-None-Match"), asked.store)
    if answer is None or (kind == SCORER and MARK in answer[2]):  # a form's token is the app's to put in
        request.environ[DECIDED] = found  # the view need not read them again
        return None
    return answer if remembered(session, game_id) else remembering(asked, game_id, answer)


def kind_and_shown(asked: Asked, game_id: str) -> tuple[str, Shown] | None:
    """The kind of reader this phone is of the game (as page_cache.reader_kind decides with nobody signed in)
    and the game's versions, in one query; None when only the app can tell."""
    if not grant_hinted(asked.session, game_id):
        shown = shown_alone(asked.engine, game_id)
        return None if shown is None else (READER, shown)
    device = asked.session.get(DEVICE)
    held = held_alone(asked.engine, game_id, phone_key(device)) if isinstance(device, str) else None
    if held is None:
        return None
    shown, holds = held
    if shown.league_id is not None and not holds:  # scored by role (nobody is signed in), or by a table card's link
        return READER, shown
    if holds is None:  # a right given before grants were rows: the app writes its row
        return None
    return (SCORER if holds else READER), shown


def remembering(asked: Asked, game_id: str, answer: Answer) -> Answer:
    """The answer with the session cookie the view would set: the game put in the phone's list, the cookie made
    and its headers merged by the app's session interface as after a view."""
    status, headers, body = answer
    session = asked.session
    if session:  # a phone with a list already: its own cookie
        return status, with_cookie(asked, session, game_id, answer), body
    # A first visit's cookie is the same for every phone in the same second (the game alone in a new list, the
    # signature's time and the expiry counted in seconds): made once, not signed again for each phone.
    made: dict[tuple[object, ...], list[tuple[str, str]]] = asked.app.extensions.setdefault(FIRST_VISITS, {})
    key = (game_id, int(time.time()), status, *headers)
    if key not in made:
        if len(made) >= FIRST_VISITS_KEPT:
            made.clear()
        made[key] = with_cookie(asked, session, game_id, answer)
    return status, made[key], body


def with_cookie(asked: Asked, session: SessionMixin, game_id: str, answer: Answer) -> list[tuple[str, str]]:
    """The answer's headers with the session cookie that remembers the game, as the app's session interface
    makes it after a view."""
    status, headers, body = answer
    remember_in(session, game_id)
    response = Response(body, status, headers)
    asked.app.session_interface.save_session(asked.app, session, response)
    return list(response.headers.items())
