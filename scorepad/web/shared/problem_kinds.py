"""The API's problem types as pages: every problem an API answer carries names its kind by the address of one of
these (`type`), which says what it means, its status, what a client should do and the codes it can carry."""

from __future__ import annotations

from flask import abort, render_template
from flask.typing import ResponseReturnValue

from ...serving.problem_kinds import CODES, KINDS
from .. import bp


@bp.get("/problems/<kind>")
def problem_kind(kind: str) -> ResponseReturnValue:
    """The page about one kind of API problem, in the reader's language."""
    if kind not in KINDS:
        abort(404)
    return render_template("web/problem_kind.html", kind=KINDS[kind], codes=CODES, kinds=KINDS)
