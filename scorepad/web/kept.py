"""A page kept as bytes per version: a reader's read is one light lookup of what the page shows (its version),
then the kept bytes or a 304. Two readers with the same language and rights get the same bytes and no cookie;
the scorer's page carries a form token, put in at serving time. Marks for one request (the round just saved,
a note) arrive in the query string and render fresh instead."""

from __future__ import annotations

import re
from collections.abc import Callable

from flask import Response, render_template, request
from flask_babel import get_locale
from flask_wtf.csrf import generate_csrf

from ..storage.cache import VARY, kept
from .access import signed_in

FORM_TOKEN_MARK = "csrf-token-put-in-when-served"  # noqa: S105 (not a secret: stands for the session's token)
MARK = FORM_TOKEN_MARK.encode()
READER = "reader"  # the kind of reader with no sign-in and no right to score: the front door serves its pages too
BLANKS = re.compile(r"\n\s+")


def reader(editable: bool) -> str:
    """The kind of reader a page is made for: the scorer, a signed-in reader, or anyone."""
    return "scorer" if editable else ("member" if signed_in() else READER)


def rendered(template: str, context: dict, token: Callable[[], str] = generate_csrf) -> bytes:
    """The page's bytes without each line's indent and the template's empty lines (these pages hold no <pre> or
    <textarea>, where they would count); kept pages get a mark where the session's form token goes."""
    return BLANKS.sub("\n", render_template(template, csrf_token=token, **context)).encode()


def page_tag(what: str, version: str, lang: str, who: str) -> str:
    """A kept page's ETag (unquoted): what it is, the version it shows, its language, the kind of reader."""
    return f"{what}.{version}.{lang}.{who}"


def page_key(tag: str) -> str:
    """Where the page of this tag is kept."""
    return f"page:{tag}"


def kept_page(what: str, version: str, editable: bool, template: str, context: Callable[[], dict]) -> Response:
    """The page `template` for `what` at `version`, rendered once per language and kind of reader."""
    tag = page_tag(what, version, str(get_locale()), reader(editable))
    if request.if_none_match.contains(tag):
        response = Response(status=304)
    else:
        body = kept(page_key(tag), lambda: rendered(template, context(), lambda: FORM_TOKEN_MARK))
        if editable and MARK in body:  # a board holds a form (the rematch) only once its game is over
            body = body.replace(MARK, generate_csrf().encode())
        response = Response(body, mimetype="text/html")
    response.set_etag(tag)
    response.headers["Vary"] = VARY
    response.headers["Cache-Control"] = "private, no-cache"
    return response
