"""Rate limits: what is counted, per whom, and how a limited request is told when to come back.

Counters live in a store every worker and server shares (`database://` by default, see rate_limit_store.py; or
Redis). Per client address: sign-in, sign-up, wrong secrets (an unknown invitation, a wrong edit link, a
wrong bearer token: only failures count), imports and new games or leagues. Writes to a game are counted per
game and phone instead, with a burst allowance, so a phone sending its offline rounds gets through and a
club's tables behind one Wi-Fi address are not throttled as one client. Each limit is a setting
(`SCOREPAD_*_LIMIT`, Flask-Limiter's notation: "10 per minute;60 per hour")."""

from __future__ import annotations

import hashlib
import ipaddress
import math
import time
from collections.abc import Callable, Collection
from dataclasses import dataclass

from flask import Blueprint, Flask, Response, current_app, request, session
from flask_limiter import Limiter, RouteLimit
from flask_login import current_user

from . import rate_limit_store  # noqa: F401  (registers the database:// store with the limits library)

WRITES = ("POST", "PUT", "PATCH", "DELETE")


def client_address() -> str:
    """The client's address as limits count it (behind a proxy, the one SCOREPAD_PROXIES trusts): IPv4 as it
    is, IPv6 by its /64 network, since one phone or household holds a whole /64."""
    raw = request.remote_addr or ""
    try:
        address = ipaddress.ip_address(raw)
    except ValueError:
        return raw or "unknown"
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(address)


limiter = Limiter(key_func=client_address, default_limits=[])  # bound to the app in init_limits


def phone() -> str:
    """Who writes, as game-write limits count them: the bearer token's hash, the signed-in user, the
    browser's device id, else the client address."""
    kind, _, token = request.headers.get("Authorization", "").partition(" ")
    if kind.lower() == "bearer" and token.strip():
        return "token:" + hashlib.sha256(token.strip().encode()).hexdigest()[:16]
    if current_user.is_authenticated:
        return f"user:{current_user.get_id()}"
    if session.get("device"):
        return f"device:{session['device']}"
    return f"address:{client_address()}"


def game_and_phone() -> str:
    """A game write's counter: the game in the address and the phone writing to it."""
    return f"{(request.view_args or {}).get('game_id', '')}|{phone()}"


def refused(response: Response) -> bool:
    """Whether a secret was wrong: the link or token was refused (403) or names nothing (404)."""
    return response.status_code in (403, 404)


@dataclass(frozen=True)
class Limit:
    """One kind of limit: the setting holding its rates, its counter's name, whose hits it counts, which
    methods, and (for guesses) which answers count."""

    setting: str
    scope: str
    key: Callable[[], str] = client_address
    methods: tuple[str, ...] = ("POST",)
    counts: Callable[[Response], bool] | None = None

    def rates(self) -> str:
        """The rates in force (read per request, so a test or an operator can change them)."""
        return str(current_app.config[self.setting])

    def made(self, exempt_when: Callable[[], bool] | None = None) -> RouteLimit:
        """The Flask-Limiter limit (shared by every route that uses this kind)."""
        return limiter.shared_limit(
            self.rates,
            scope=self.scope,
            key_func=self.key,
            methods=list(self.methods),
            deduct_when=self.counts,
            exempt_when=exempt_when,
        )

    def __call__(self, view: Callable[..., object]) -> Callable[..., object]:
        """Limit a page's view (a decorator line under its route)."""
        limited = self.made()(view)
        if "GET" in self.methods:
            limited.limits_reads = True  # type: ignore[attr-defined]
        return limited

    def on(self, bp: Blueprint, endpoints: Collection[str] | None = None) -> None:
        """Limit some endpoints of a blueprint (all when None), checked before the request is read."""
        if endpoints is None:
            self.made()(bp)
            return
        names = {f"{bp.name}.{e}" for e in endpoints}
        self.made(exempt_when=lambda: request.endpoint not in names)(bp)


sign_in = Limit("SCOREPAD_SIGNIN_LIMIT", "sign-in")
sign_up = Limit("SCOREPAD_SIGNUP_LIMIT", "sign-up")
guesses = Limit("SCOREPAD_GUESS_LIMIT", "guesses", methods=("GET", *WRITES), counts=refused)
imports = Limit("SCOREPAD_IMPORT_LIMIT", "imports")
creations = Limit("SCOREPAD_CREATE_LIMIT", "creations")
game_writes = Limit("SCOREPAD_GAME_WRITE_LIMIT", "game-writes", key=game_and_phone, methods=WRITES)


def retry_after() -> int:
    """Seconds until the limit just hit lets a request through again (at least 1)."""
    hit = limiter.current_limit
    return max(1, math.ceil(hit.reset_at - time.time())) if hit is not None else 60


def unlimited_read() -> bool:
    """A read no limit applies to (every GET but the guessed links')."""
    if request.method not in ("GET", "HEAD"):
        return False
    view = current_app.view_functions.get(request.endpoint or "")
    return not getattr(view, "limits_reads", False)


def init_limits(app: Flask) -> None:
    """Bind the limiter to the app (its store comes from RATELIMIT_STORAGE_URI)."""
    limiter.init_app(app)
    # The limiter checks every request before its view; a read no limit applies to skips that check, which
    # cost a board served from the cache a tenth of its time (Flask-Limiter's own filters run inside it).
    checks = app.before_request_funcs.get(None, [])
    if limiter._check_request_limit in checks:  # not there when RATELIMIT_ENABLED is off
        check = checks[checks.index(limiter._check_request_limit)]
        checks[checks.index(check)] = lambda: None if unlimited_read() else check()
