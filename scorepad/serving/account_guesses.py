"""Wrong passwords counted per account, besides sign-ins per address (rate_limits.py): ten guesses from each of many
addresses would otherwise all go to one account. Past the account's limit (SCOREPAD_ACCOUNT_GUESS_LIMIT, "5 per
minute;30 per hour") a sign-in to it waits until the window ends: answered 429 with Retry-After and this counter's
numbers, before the password is checked. Never a lock: the wait ends by itself, a phone still signed in to the
account (its remember-me cookie, a known device) is never held back, and a good password clears the count. The
counts live in the limits' store, the database by default, which every worker and server shares."""

from __future__ import annotations

import hashlib
import math
import time

from flask import current_app, g
from flask_limiter import RequestLimit
from limits import RateLimitItem, parse_many
from werkzeug.exceptions import TooManyRequests

from ..rules.typed_names import name_key
from .rate_limits import limiter

SETTING, SCOPE = "SCOREPAD_ACCOUNT_GUESS_LIMIT", "account-guesses"


def rates() -> list[RateLimitItem]:
    """The limits in force (read per request, so a test or an operator can change them)."""
    return parse_many(str(current_app.config[SETTING]))


def account(name: str) -> str:
    """The counter of an account, by its name as sign-in compares names (whether or not the account exists, so
    the answer says nothing of that), hashed: a name may hold what a store's key can't (PostgreSQL refuses NUL)."""
    return hashlib.sha256(name_key(name.strip()).encode("utf-8", "surrogatepass")).hexdigest()[:32]


def hold_back(name: str, known_device: bool) -> None:
    """Before a password for `name` is checked: past the account's limit, 429 (a known device goes on)."""
    if not limiter.enabled or known_device or not name.strip():
        return
    strategy, key = limiter.limiter, account(name)
    over = [item for item in rates() if not strategy.test(item, key, SCOPE)]
    if over:
        latest = max(over, key=lambda item: strategy.get_window_stats(item, key, SCOPE).reset_time)
        limiter.context.view_rate_limit = RequestLimit(limiter, latest, [key, SCOPE], True, True)
        reset = strategy.get_window_stats(latest, key, SCOPE).reset_time
        g.retry_after = max(1, math.ceil(reset - time.time()))
        raise TooManyRequests()


def wrong_password(name: str) -> None:
    """Count one wrong password for the account named."""
    if limiter.enabled and name.strip():
        for item in rates():
            limiter.limiter.hit(item, account(name), SCOPE)


def signed_in(name: str) -> None:
    """The account's owner signed in: its count starts again."""
    if limiter.enabled:
        for item in rates():
            limiter.limiter.clear(item, account(name), SCOPE)
