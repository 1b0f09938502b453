"""Pages cached as bytes per version: a reader's read is one light lookup of what the page shows (its version),
then the cached bytes or a 304. Two readers with the same language and rights get the same bytes and no cookie;
the scorer's page carries a form token, put in at serving time. Marks for one request (the round just saved,
a note) arrive in the query string and render fresh instead."""

from __future__ import annotations

import re
from collections.abc import Callable

from flask import Response, current_app, render_template, request, session
from flask_babel import get_locale
from flask_wtf.csrf import generate_csrf

from ...serving.conditional import CachedRead, cached_answer, made_answer, response_of
from ...storage.cache import Store, cache_store
from .access import GameKey, can_edit, plain_reader, signed_in

FORM_TOKEN_MARK = "csrf-token-put-in-when-served"  # noqa: S105 (not a secret: stands for the session's token)
MARK = FORM_TOKEN_MARK.encode()
READER, MEMBER, SCORER = "reader", "member", "scorer"  # the kinds of reader a page is made for
BLANKS = re.compile(r"\n\s+")


def reader_kind(game: GameKey) -> str:
    """The kind of reader this phone is of `game`: a plain reader by what it holds alone (as the middleware
    decides), else the scorer, a signed-in reader, or anyone."""
    if plain_reader(session, request.cookies, game.id, current_app.config):
        return READER
    if can_edit(game):
        return SCORER
    return MEMBER if signed_in() else READER


def rendered(template: str, context: dict, token: Callable[[], str] = generate_csrf) -> bytes:
    """The page's bytes without each line's indent and the template's empty lines (these pages hold no <pre> or
    <textarea>, where they would count); cached pages get a mark where the session's form token goes."""
    return BLANKS.sub("\n", render_template(template, csrf_token=token, **context)).encode()


def page_read(store: Store, what: str, of: str, versions: tuple[str, ...], lang: str, reader: str) -> CachedRead:
    """A cached page: `what` (a kind of cached value) of `of` at `versions`, in `lang`, for `reader`."""
    key = store.key(what, of, versions, lang, reader)
    return CachedRead(key, "text/html; charset=utf-8", "private, no-cache")


def cached_page(
    what: str, of: str, versions: tuple[str, ...], reader: str, template: str, context: Callable[[], dict]
) -> Response:
    """The page `template` for `of` at `versions`, rendered once per language and kind of reader."""
    store = cache_store()
    read = page_read(store, what, of, versions, str(get_locale()), reader)
    answer = cached_answer(read, request.headers.get("If-None-Match"), store)
    if answer is None:
        body = rendered(template, context(), lambda: FORM_TOKEN_MARK)
        store.set(read.key, body)
        answer = made_answer(read, body)
    status, headers, body = answer
    if reader == SCORER and MARK in body:  # a board holds a form (the rematch) only once its game is over
        body = body.replace(MARK, generate_csrf().encode())
        headers = [(k, str(len(body)) if k == "Content-Length" else v) for k, v in headers]
    return response_of((status, headers, body))
