"""Working without network: the service worker (served from the root so it may look after every page) and
the page it shows for an address this phone never opened while online."""

from __future__ import annotations

from flask import current_app, render_template, send_from_directory
from flask.typing import ResponseReturnValue

from .. import bp


@bp.get("/sw.js")
def service_worker() -> ResponseReturnValue:
    """The service worker script, for the whole site (checked for updates at every visit)."""
    response = send_from_directory(current_app.static_folder or "static", "sw.js", mimetype="text/javascript")
    response.headers.update({"Service-Worker-Allowed": "/", "Cache-Control": "no-cache"})
    return response


@bp.get("/offline")
def offline() -> ResponseReturnValue:
    """What a phone without network sees for a page it never opened online."""
    return render_template("web/offline.html")
