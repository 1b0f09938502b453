"""Configuration: defaults, then instance/config.py, then SCOREPAD_* environment variables."""

from __future__ import annotations

import hashlib
import logging
import os
import secrets
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from .core.sizes import BODY_MAX, SIGN_IN_DAYS

VERSION = "0.2.0"  # the one place the version is written (pyproject.toml reads it from here)
PACKAGE = Path(__file__).resolve().parent


def shipped(folder: str) -> Path:
    """Where templates/ or static/ is: inside the installed package (the wheel ships them there), else at the top
    of the checkout, where the project keeps them (an editable install)."""
    inside = PACKAGE / folder
    return inside if inside.is_dir() else PACKAGE.parent / folder


LIMITS = {  # Flask-Limiter's notation; every worker and server counts in one shared store
    "SCOREPAD_SIGNIN_LIMIT": "10 per minute;60 per hour",  # sign-in attempts per client address
    "SCOREPAD_SIGNUP_LIMIT": "10 per minute;50 per hour",  # new accounts per client address
    "SCOREPAD_GUESS_LIMIT": "10 per minute;50 per hour",  # refused links and bearer tokens per client address
    "SCOREPAD_IMPORT_LIMIT": "10 per minute;60 per hour",  # imported games per client address
    "SCOREPAD_CREATE_LIMIT": "30 per minute;300 per hour",  # new games and leagues per client address
    "SCOREPAD_GAME_WRITE_LIMIT": "120 per minute;600 per hour",  # writes to one game by one phone: an outbox's burst
}


KEY_MIN = 32  # characters: the env file asks for 64 hex digits (256 bits); fewer than 32 is a typo or a toy
PLACEHOLDER = "CHANGE-ME"  # what deploy/scorepad.env holds until the administrator puts a key in
log = logging.getLogger("scorepad.config")


class UnsafeSecretKey(RuntimeError):
    """A server that others share (a database of its own kind, a proxy in front) was given no real secret key."""


def shared(config: Mapping[str, Any]) -> str | None:
    """Why this server is one of several, or reached through a proxy (so a key it made up would differ from the
    others' and fail their cookies and edit links): None for a single machine on SQLite."""
    url = str(config.get("SQLALCHEMY_DATABASE_URI") or "")
    if not url.startswith("sqlite"):
        return "its database is shared (not SQLite)"
    if int(config.get("SCOREPAD_PROXIES") or 0):
        return "it is served behind a proxy (SCOREPAD_PROXIES)"
    return None


def key_problem(key: str | None) -> str | None:
    """What is wrong with a secret key given in the settings (None when nothing is)."""
    if not key:
        return "no SCOREPAD_SECRET_KEY is set"
    if PLACEHOLDER.lower() in key.lower():
        return "SCOREPAD_SECRET_KEY is still the env file's placeholder"
    if len(key) < KEY_MIN:
        return f"SCOREPAD_SECRET_KEY is {len(key)} characters long, fewer than {KEY_MIN}"
    return None


def refuse(message: str) -> None:
    """Say why the app won't start: in the log (a JSON line under gunicorn's JSON logger, else on standard error)
    and by raising."""
    log.critical(message)
    raise UnsafeSecretKey(message)


def secret_key(instance: Path, config: Mapping[str, Any]) -> str:
    """The session key: the config's SECRET_KEY, else SCOREPAD_SECRET_KEY, else (a single machine on SQLite only)
    a key generated once into the instance folder (never committed). A server on a shared database or behind a
    proxy refuses to start without a real one, and no server takes the env file's placeholder."""
    key = config.get("SECRET_KEY") or os.environ.get("SCOREPAD_SECRET_KEY") or None
    why, problem = shared(config), key_problem(key)
    if why and problem:
        refuse(
            f"Scorepad refuses to start: {problem}, and {why}, so every server of the club needs the same real key "
            f'in its env file (make one with: python3 -c "import secrets; print(secrets.token_hex(32))").'
        )
    if key and PLACEHOLDER.lower() in key.lower():  # published in the repository: never a key, even on one machine
        refuse(f"Scorepad refuses to start: {problem}.")
    if key:
        return str(key)
    path = instance / "secret_key"
    if not path.exists():
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            pass  # another worker wrote it first
        else:
            with os.fdopen(fd, "w") as out:
                out.write(secrets.token_hex(32))
    return path.read_text().strip()


@lru_cache(maxsize=1)
def release() -> str:
    """This release: SCOREPAD_RELEASE (a deploy id), else the package version and a digest of every file it ships
    (code, templates, static files, catalogs), so a changed template is a new release without anyone saying so.
    Kept bytes carry it in their keys: a second release sharing a cache never serves the first one's bytes."""
    if os.environ.get("SCOREPAD_RELEASE"):
        return os.environ["SCOREPAD_RELEASE"]
    return release_of(VERSION, [PACKAGE, shipped("templates"), shipped("static")])


def release_of(version: str, folders: list[Path]) -> str:
    """A version and a digest of every file in the folders (the compiled code left out)."""
    digest = hashlib.sha256()
    for folder in folders:
        for path in sorted(folder.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                digest.update(path.relative_to(folder).as_posix().encode() + b"\0" + path.read_bytes())
    return f"{version}+{digest.hexdigest()[:10]}"


def defaults(instance: Path) -> dict[str, Any]:
    """The settings every app starts from."""
    return {
        "SQLALCHEMY_DATABASE_URI": f"sqlite:///{instance / 'scorepad.db'}",
        "MAX_CONTENT_LENGTH": BODY_MAX,
        "SESSION_COOKIE_HTTPONLY": True,
        "SESSION_COOKIE_SAMESITE": "Lax",
        "SESSION_COOKIE_SECURE": True,  # browsers keep Secure cookies on http://127.0.0.1 and localhost too
        "PERMANENT_SESSION_LIFETIME": 60 * 60 * 24 * 365,
        "WTF_CSRF_TIME_LIMIT": None,
        # The token is checked on every form; where a post comes from is checked by Fetch metadata and Origin
        # (serving/origin.py): Flask-WTF's Referer check over HTTPS refuses every form under no-referrer.
        "WTF_CSRF_SSL_STRICT": False,
        "BABEL_DEFAULT_LOCALE": "en",
        "JSON_SORT_KEYS": False,
        "SESSION_COOKIE_PATH": "/",  # a __Host- cookie is the whole site's (see cookie_names)
        "SESSION_REFRESH_EACH_REQUEST": False,  # a cookie only when the session changes: a reader's read sets none
        "REMEMBER_COOKIE_SECURE": True,
        "REMEMBER_COOKIE_DURATION": 60 * 60 * 24 * SIGN_IN_DAYS,  # as long as the sign-in's row on the server
        "REMEMBER_COOKIE_HTTPONLY": True,
        "REMEMBER_COOKIE_SAMESITE": "Lax",
        "REMEMBER_COOKIE_PATH": "/",
        "RATELIMIT_STORAGE_URI": "database://",  # the app's own database (rate_limit_store.py); or Redis, see below
        "RATELIMIT_STRATEGY": "fixed-window",
        "RATELIMIT_HEADERS_ENABLED": True,
        # Never each process's memory: that multiplies every limit by the number of workers and servers. A Redis
        # that stops answering is replaced by the database instead (rate_limit_fallback.py), with a warning.
        "RATELIMIT_IN_MEMORY_FALLBACK_ENABLED": False,
        **LIMITS,
        "SCOREPAD_PROXIES": 0,  # how many proxies in front set X-Forwarded-For/-Proto/-Host (0: trust none)
        "SCOREPAD_BASE_URL": "http://127.0.0.1:5000",  # where phones reach this server: links are made from it
        # Rendered pages and answers per version (storage/cache.py): this process's memory within a byte budget by
        # default; a club's servers may share Redis ("RedisCache" and CACHE_REDIS_URL), though each server's own
        # memory is right as well. No answer over SCOREPAD_CACHE_ENTRY_MAX bytes is cached, in either store.
        "CACHE_TYPE": "scorepad.storage.memory_cache.BudgetCache",
        "CACHE_DEFAULT_TIMEOUT": 24 * 60 * 60,
        "CACHE_THRESHOLD": 5000,
        "SCOREPAD_RELEASE": release(),  # what cached bytes were made by (see release())
        "SCOREPAD_LOG_FORMAT": "text",  # "json": one JSON line per request and per error (serving/request_log.py)
        "CACHE_KEY_PREFIX": "scorepad|",  # in a Redis other programs may use too
        "SCOREPAD_CACHE_BYTES": 32 * 1024 * 1024,  # per process (each gunicorn worker)
        "SCOREPAD_CACHE_ENTRY_MAX": 1024 * 1024,  # a game at the round cap: about 700 KB of JSON, 300 KB of board
        "CACHE_OPTIONS": {"socket_timeout": 0.5, "socket_connect_timeout": 0.5},  # Redis: a stopped one fails fast
        "SCOREPAD_FAMILIES": [],  # packages of families from elsewhere, besides those in scorepad/families/
    }


def limit_store(uri: str) -> str:
    """Where limits count, as Flask-Limiter is told: a Redis (redis://, rediss://) with the database standing in
    while it doesn't answer (serving/rate_limit_fallback.py); any other store as it is."""
    scheme, sep, rest = uri.partition("://")
    return f"{scheme}+database://{rest}" if sep and scheme in ("redis", "rediss") else uri


def from_environment() -> dict[str, Any]:
    """SCOREPAD_* variables that override the defaults and the instance config."""
    out: dict[str, Any] = {}
    if os.environ.get("SCOREPAD_DATABASE_URL"):
        out["SQLALCHEMY_DATABASE_URI"] = os.environ["SCOREPAD_DATABASE_URL"]
    if uri := os.environ.get("SCOREPAD_RATELIMIT_STORAGE_URI"):  # database:// (the default), or a Redis of its own
        out["RATELIMIT_STORAGE_URI"] = limit_store(uri)
        if uri.startswith(("redis://", "rediss://")):  # a lost Redis fails fast, not never
            out["RATELIMIT_STORAGE_OPTIONS"] = {"socket_timeout": 1, "socket_connect_timeout": 1}
    if os.environ.get("SCOREPAD_LOG_FORMAT"):
        out["SCOREPAD_LOG_FORMAT"] = os.environ["SCOREPAD_LOG_FORMAT"]
    if os.environ.get("SCOREPAD_BASE_URL"):
        out["SCOREPAD_BASE_URL"] = os.environ["SCOREPAD_BASE_URL"]
    if os.environ.get("SCOREPAD_CACHE_REDIS_URL"):  # several servers sharing one cache (pip install redis)
        out.update(CACHE_TYPE="RedisCache", CACHE_REDIS_URL=os.environ["SCOREPAD_CACHE_REDIS_URL"])
    if os.environ.get("SCOREPAD_CACHE_MB"):  # this process's cache in memory, in MiB
        out["SCOREPAD_CACHE_BYTES"] = int(float(os.environ["SCOREPAD_CACHE_MB"]) * 1024 * 1024)
    if os.environ.get("SCOREPAD_PROXIES"):
        out["SCOREPAD_PROXIES"] = int(os.environ["SCOREPAD_PROXIES"])
    out.update({name: os.environ[name] for name in LIMITS if os.environ.get(name)})
    if os.environ.get("SCOREPAD_SECURE_COOKIES"):
        out["SESSION_COOKIE_SECURE"] = out["REMEMBER_COOKIE_SECURE"] = os.environ["SCOREPAD_SECURE_COOKIES"] == "1"
    if os.environ.get("SCOREPAD_FAMILIES"):  # "one.package,another.package"
        out["SCOREPAD_FAMILIES"] = os.environ["SCOREPAD_FAMILIES"]
    return out


def cookie_names(config: dict[str, Any]) -> dict[str, str]:
    """The cookies' names: with the `__Host-` prefix when they are Secure (the default), so a browser keeps them
    only when this very host set them over HTTPS for the whole site, and neither a sibling subdomain nor a page
    served over plain HTTP can plant or shadow one; plain names when SCOREPAD_SECURE_COOKIES=0 (a LAN address)."""
    return {
        "SESSION_COOKIE_NAME": "__Host-scorepad" if config["SESSION_COOKIE_SECURE"] else "scorepad",
        "REMEMBER_COOKIE_NAME": "__Host-remember" if config["REMEMBER_COOKIE_SECURE"] else "remember_token",
    }
