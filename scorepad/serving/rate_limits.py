"""Rate limits: what is counted, per whom, and how a limited request is told when to come back.

Counters live in a store every worker and server shares (`database://` by default, see rate_limit_store.py; or
a Redis of their own, with the database standing in while it doesn't answer: rate_limit_fallback.py). Per client
address: sign-in, sign-up, imports and new games or leagues, and refused secrets (an unknown invitation, a wrong
edit link, a wrong bearer token), which are counted only once refused and never stop a request whose secret is
good. Writes to a game are counted per game and phone instead, with a burst allowance, so a phone sending its
offline rounds gets through and a club's tables behind one Wi-Fi address are not throttled as one client; only a
phone let in to write counts, and a write that carries no credential at all is refused without the store being
asked. Each limit is a setting (`SCOREPAD_*_LIMIT`, Flask-Limiter's notation: "10 per minute;60 per hour")."""

from __future__ import annotations

import hashlib
import ipaddress
import math
import time
from collections.abc import Callable, Collection
from dataclasses import dataclass
from functools import wraps
from typing import Any

from flask import Blueprint, Flask, Response, current_app, g, request, session
from flask_limiter import Limiter, RouteLimit
from flask_login import current_user
from limits import parse_many
from werkzeug.exceptions import TooManyRequests

from ..core.errors import NotAllowed, NotFound
from . import rate_limit_fallback, rate_limit_store  # noqa: F401  (register database:// and redis+database://)

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


def bearer() -> str | None:
    """The token of an `Authorization: Bearer <token>` header, if any."""
    kind, _, token = request.headers.get("Authorization", "").partition(" ")
    return token.strip() if kind.lower() == "bearer" and token.strip() else None


def phone() -> str:
    """Who writes, as game-write limits count them: the bearer token's hash, the signed-in user, the
    browser's device id, else the client address."""
    if token := bearer():
        return "token:" + hashlib.sha256(token.encode()).hexdigest()[:16]
    if current_user.is_authenticated:
        return f"user:{current_user.get_id()}"
    if session.get("device"):
        return f"device:{session['device']}"
    return f"address:{client_address()}"


def game_and_phone() -> str:
    """A game write's counter: the game in the address and the phone writing to it."""
    return f"{(request.view_args or {}).get('game_id', '')}|{phone()}"


def uncredentialed() -> bool:
    """Whether a write carries nothing that could let it write: the API's without a bearer token, a page's
    with nobody signed in and no phone id. The view refuses it without the database (401), so the game-write
    limit neither counts it nor reads its counter (a 401 is never a 429)."""
    if request.blueprint == "api":
        return bearer() is None
    remember = current_app.config.get("REMEMBER_COOKIE_NAME", "remember_token")
    return not (session.get("device") or "_user_id" in session or remember in request.cookies)


def let_in() -> None:
    """Say that this request's writer may write the game (its token, grant or role was checked): only then
    does the write count against the game-write limit, so refused writes add no counter."""
    g.writer_let_in = True


def was_let_in(response: Response) -> bool:
    """Whether the request's writer was let in (see let_in)."""
    return bool(g.get("writer_let_in"))


@dataclass(frozen=True)
class Limit:
    """One kind of limit: the setting holding its rates, its counter's name, whose hits it counts, which
    methods, and (for guesses) which answers count."""

    setting: str
    scope: str
    key: Callable[[], str] = client_address
    methods: tuple[str, ...] = ("POST",)
    counts: Callable[[Response], bool] | None = None
    exempt: Callable[[], bool] | None = None

    def rates(self) -> str:
        """The rates in force (read per request, so a test or an operator can change them)."""
        return str(current_app.config[self.setting])

    def made(self, exempt_when: Callable[[], bool] | None = None) -> RouteLimit:
        """The Flask-Limiter limit (shared by every route that uses this kind)."""
        own = self.exempt
        either = (lambda: exempt_when() or own()) if exempt_when and own else (exempt_when or own)
        return limiter.shared_limit(
            self.rates,
            scope=self.scope,
            key_func=self.key,
            methods=list(self.methods),
            deduct_when=self.counts,
            exempt_when=either,
        )

    def __call__(self, view: Callable[..., object]) -> Callable[..., object]:
        """Limit a page's view (a decorator line under its route)."""
        return self.made()(view)

    def on(self, bp: Blueprint, endpoints: Collection[str] | None = None) -> None:
        """Limit some endpoints of a blueprint (all when None), checked before the request is read."""
        if endpoints is None:
            self.made()(bp)
            return
        names = {f"{bp.name}.{e}" for e in endpoints}
        self.made(exempt_when=lambda: request.endpoint not in names)(bp)


class Guesses:
    """Refused secrets (an unknown invitation link, a wrong edit link, a wrong bearer token) per client address.
    A refusal is counted once the secret was checked, and only a refusal turns into a 429 when the address is
    over its limit: a request with a good secret is never refused, so the phones behind one Wi-Fi address are
    not locked out by someone's wrong guesses. (Secrets are 128 bits or more: the limit keeps guessing cheap
    for us, it is not what makes a secret hard to guess.)"""

    setting, scope = "SCOREPAD_GUESS_LIMIT", "guesses"

    def refused(self) -> None:
        """Count one refused secret of this address; over its limit, answer 429 instead of the refusal."""
        if not limiter.enabled:
            return
        strategy, address = limiter.limiter, client_address()
        over = [
            item
            for item in parse_many(str(current_app.config[self.setting]))
            if not strategy.hit(item, address, self.scope)
        ]
        if over:
            reset = max(strategy.get_window_stats(item, address, self.scope).reset_time for item in over)
            g.retry_after = max(1, math.ceil(reset - time.time()))
            raise TooManyRequests()

    def __call__(self, view: Callable[..., Any]) -> Callable[..., Any]:
        """A page's view whose refused links count as guesses (a decorator line under its route)."""

        @wraps(view)
        def counted(*args: Any, **kwargs: Any) -> Any:
            try:
                return view(*args, **kwargs)
            except (NotFound, NotAllowed):
                self.refused()
                raise

        return counted


sign_in = Limit("SCOREPAD_SIGNIN_LIMIT", "sign-in")
sign_up = Limit("SCOREPAD_SIGNUP_LIMIT", "sign-up")
guesses = Guesses()
imports = Limit("SCOREPAD_IMPORT_LIMIT", "imports")
creations = Limit("SCOREPAD_CREATE_LIMIT", "creations")
game_writes = Limit(
    "SCOREPAD_GAME_WRITE_LIMIT",
    "game-writes",
    key=game_and_phone,
    methods=WRITES,
    counts=was_let_in,
    exempt=uncredentialed,
)


def retry_after() -> int:
    """Seconds until the limit just hit lets a request through again (at least 1)."""
    if "retry_after" in g:
        return int(g.retry_after)
    hit = limiter.current_limit
    return max(1, math.ceil(hit.reset_at - time.time())) if hit is not None else 60


def unlimited_read() -> bool:
    """A read: no limit applies to one before its view (guessed links count inside theirs)."""
    return request.method in ("GET", "HEAD")


def init_limits(app: Flask) -> None:
    """Bind the limiter to the app (its store comes from RATELIMIT_STORAGE_URI)."""
    limiter.init_app(app)
    # The limiter checks every request before its view; a read no limit applies to skips that check, which
    # cost a board served from the cache a tenth of its time (Flask-Limiter's own filters run inside it).
    checks = app.before_request_funcs.get(None, [])
    if limiter._check_request_limit in checks:  # not there when RATELIMIT_ENABLED is off
        check = checks[checks.index(limiter._check_request_limit)]
        checks[checks.index(check)] = lambda: None if unlimited_read() else check()
