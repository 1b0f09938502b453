"""Which websites may show a league's standings in a frame (/leagues/<id>/embed): the origins its owner names,
checked as origins (a scheme, a host, a port if any: nothing a Content-Security-Policy could be bent by), none by
default. Every other page of the app refuses to be framed."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlsplit

from ..core.errors import Invalid, NotFound
from ..core.sizes import EMBED_ORIGINS_MAX, EMBED_ORIGINS_MOST
from ..extensions import db
from ..models import League
from ..rules.problems import N_, Problem
from ..storage.database import write

HOST = re.compile(r"(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*")
NOT_ORIGINS = N_("Not a website's address: %(origins)s. Write each as https://club.example (no path after it).")
TOO_MANY = N_("At most %(n)d websites.")


def origin(text: str) -> str | None:
    """The origin `text` names (`https://club.example`, lowercased, a default port dropped), or None when it is
    no origin of a website (another scheme, a path, a user, a query, a host no name could be)."""
    try:
        parts = urlsplit(text.strip())
        port = parts.port
    except ValueError:
        return None
    host = parts.hostname or ""
    plain = not (parts.username or parts.password or parts.query or parts.fragment or parts.path not in ("", "/"))
    if parts.scheme not in ("http", "https") or not plain or not HOST.fullmatch(host) or text.count("@"):
        return None
    default = {"http": 80, "https": 443}[parts.scheme]
    return f"{parts.scheme}://{host}" + (f":{port}" if port is not None and port != default else "")


def read_origins(text: Any) -> list[str]:
    """The origins typed (one a line, or separated by spaces or commas), each once; Invalid naming every one that
    is no origin, or when there are too many."""
    if not isinstance(text, str):
        raise Invalid([Problem("origins", NOT_ORIGINS, {"origins": "?"})])
    typed = [t for t in re.split(r"[\s,]+", text) if t]
    found = {t: origin(t) for t in typed}
    if bad := [t for t, o in found.items() if o is None]:
        raise Invalid([Problem("origins", NOT_ORIGINS, {"origins": ", ".join(bad)})])
    origins = list(dict.fromkeys(o for o in found.values() if o))
    if len(origins) > EMBED_ORIGINS_MOST or len(" ".join(origins)) > EMBED_ORIGINS_MAX:
        raise Invalid([Problem("origins", TOO_MANY, {"n": EMBED_ORIGINS_MOST})])
    return origins


@write
def set_embed_origins(league_id: str, text: Any) -> League:
    """Let these websites (origins) show the league's standings in a frame; none: no website may."""
    origins = read_origins(text)
    league = db.session.get(League, league_id, with_for_update=True)
    if league is None:
        raise NotFound([Problem("league", N_("No league with this id."))])
    league.embed_origins = " ".join(origins)
    return league


def frame_ancestors(league: League) -> str:
    """The CSP directive of a league's embed page: the owner's origins, else no website at all."""
    return "frame-ancestors " + (league.embed_origins or "'none'")
