"""Cross-site form posts are refused by what a browser says of where a request comes from, besides the CSRF
token every form carries (never switched off).

Pages say `Referrer-Policy: no-referrer`, so a browser posts a form with no `Referer` and `Origin: null`: the
Referer check Flask-WTF makes over HTTPS (WTF_CSRF_SSL_STRICT) refused every form behind the TLS proxy. What a
browser does send is Fetch metadata: `Sec-Fetch-Site: same-origin` for our own forms and scripts, `cross-site`
or `same-site` for another site's. So, as Go's CrossOriginProtection does: `Sec-Fetch-Site` decides when
present (same-origin, or none for what the person typed, pass); else an `Origin` other than null must be ours;
else a `Referer`, if any, must be ours; a request without any of them (an older browser under no-referrer, a
program) is left to the token."""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import Flask, current_app, request

from ..core.errors import NotAllowed
from ..rules.problems import N_, Problem

SAFE = frozenset(("GET", "HEAD", "OPTIONS"))
OURS = frozenset(("same-origin", "none"))
CROSS_SITE = N_("This form was sent from another site, so it was not accepted. Open Scorepad and send it from there.")


def origin_of(url: str) -> tuple[str, str] | None:
    """An address's scheme and host (with port), lower case; None when it has none."""
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return None
    return (parts.scheme.lower(), parts.netloc.lower()) if parts.scheme and parts.netloc else None


def ours(url: str) -> bool:
    """Whether an address belongs to this server: the request's own scheme and host (as the trusted proxy
    reports them), or the configured address phones reach it at."""
    found = origin_of(url)
    here = (request.scheme, request.host.lower())
    return found is not None and found in (here, origin_of(current_app.config["SCOREPAD_BASE_URL"]))


def cross_site() -> bool:
    """Whether the browser says this request comes from another site."""
    site = request.headers.get("Sec-Fetch-Site")
    if site is not None:
        return site.strip().lower() not in OURS
    origin = request.headers.get("Origin")
    if origin is not None and origin.strip() != "null":
        return not ours(origin)
    referrer = request.headers.get("Referer")
    return bool(referrer) and not ours(referrer)


def refuse_cross_site() -> None:
    """Refuse a page's write that a browser says comes from another site (403, in the reader's language)."""
    if request.method in SAFE or request.blueprint == "api":  # the API writes with bearer tokens, not cookies
        return
    if cross_site():
        raise NotAllowed([Problem("_form", CROSS_SITE)])


def init_origin_check(app: Flask) -> None:
    """Check where every page's write comes from, before its view (the CSRF token is checked as well)."""
    app.before_request(refuse_cross_site)
