"""Importing a game on a page: the JSON file a board's "Download: JSON" saved, started anew on this server (a
new id and edit link, every round scored again, its history kept and marked imported), scored by this phone.
The same operation and limits as the API's import: at most IMPORT_MAX bytes, nested at most JSON_DEPTH_MAX
levels, and the import rate limit per address."""

from __future__ import annotations

import json

from flask import redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from werkzeug.exceptions import RequestEntityTooLarge

from ...core.errors import Invalid
from ...core.sizes import IMPORT_MAX, JSON_DEPTH_MAX
from ...extensions import csrf
from ...games import export_import
from ...rules.problems import N_, Problem
from ...serving import rate_limits
from ...serving.json_guard import depth
from ...words import number
from .. import bp
from ..forms import Summary
from ..forms.importing import ImportForm
from .access import actor, grant

FORM_OVERHEAD = 64 * 1024  # the form's token and the multipart framing around the file
NO_FILE = N_("Choose the game's JSON file: the one a board's “Download: JSON” saved.")
NOT_JSON = N_("This file is not JSON: choose the file a board's “Download: JSON” saved.")
TOO_LARGE = N_("This file is larger than %(size)s: a game's export is smaller.")
TOO_DEEP = N_("This file nests deeper than %(n)d levels: it is not a game's export.")


def megabytes() -> str:
    """The largest file an import takes, in the reader's words ("2 MB")."""
    return gettext("%(n)s MB", n=number(IMPORT_MAX // (1024 * 1024)))


def render_import(form: ImportForm, summary: list[Summary], status: int = 200) -> ResponseReturnValue:
    """The import page: the file's field, its problems, and the size it may have."""
    return render_template("web/import.html", form=form, summary=summary, largest=megabytes()), status


@bp.get("/games/import")
def import_page() -> ResponseReturnValue:
    """The page to import a game from its JSON export."""
    return render_import(ImportForm(), [])


@bp.post("/games/import")
@csrf.exempt  # the token is checked by the form, after the file's larger size limit is set
@rate_limits.imports
def import_file() -> ResponseReturnValue:
    """Start a game anew from its export; this phone scores it. Problems are shown on the page, nothing stored."""
    request.max_content_length = IMPORT_MAX + FORM_OVERHEAD
    try:
        form = ImportForm()
    except RequestEntityTooLarge:
        form = ImportForm(formdata=None)
        return render_import(form, form.show([Problem("", TOO_LARGE, {"size": megabytes()})]), 413)
    if not form.validate():
        return render_import(form, [Summary("", gettext("The form expired; please send it again."), None)], 400)
    upload = form.file.data
    raw = upload.read(IMPORT_MAX + 1) if upload else b""
    try:
        data = read_json(raw)
        game, _token = export_import.import_game(export_import.exported_game(data), actor())
    except Invalid as error:
        return render_import(form, form.show(error.problems), 413 if len(raw) > IMPORT_MAX else 422)
    grant(game, creator=True)
    return redirect(url_for(".board", game_id=game.id), 303)


def read_json(raw: bytes) -> object:
    """The file's JSON, measured before it is parsed; Invalid (on the file) when it is none we read."""
    if not raw:
        raise Invalid([Problem("", NO_FILE)])
    if len(raw) > IMPORT_MAX:
        raise Invalid([Problem("", TOO_LARGE, {"size": megabytes()})])
    if depth(raw) > JSON_DEPTH_MAX:
        raise Invalid([Problem("", TOO_DEEP, {"n": JSON_DEPTH_MAX})])
    try:
        return json.loads(raw)
    except (ValueError, RecursionError):
        raise Invalid([Problem("", NOT_JSON)]) from None
