"""A family's own static files (its styles), served from its folder's static/ under /static/families/<key>/ as the
app's own files are served (Flask's static view: the same conditional answers and max age), so the service worker
keeps them as it keeps every file under /static/, and a round form or board opened offline is styled."""

from __future__ import annotations

from flask import abort, current_app, send_from_directory
from flask.typing import ResponseReturnValue

from ...extensions import registry
from .. import bp


@bp.get("/static/families/<family>/<path:filename>")
def family_file(family: str, filename: str) -> ResponseReturnValue:
    """One file of a family's static folder."""
    member = registry().members.get(family)
    if member is None or member.static is None:
        abort(404)
    return send_from_directory(member.static, filename, max_age=current_app.get_send_file_max_age(filename))
