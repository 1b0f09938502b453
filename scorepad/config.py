"""Configuration: defaults, then instance/config.py, then SCOREPAD_* environment variables."""

from __future__ import annotations

import hashlib
import os
import secrets
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
PHOTO_SETTINGS = (  # where photos' bytes are kept (see defaults)
    "SCOREPAD_PHOTO_STORE",
    "SCOREPAD_PHOTO_FOLDER",
    "SCOREPAD_PHOTO_S3_BUCKET",
    "SCOREPAD_PHOTO_S3_PREFIX",
    "SCOREPAD_PHOTO_S3_ENDPOINT",
    "SCOREPAD_PHOTO_S3_REGION",
)


def secret_key(instance: Path) -> str:
    """SCOREPAD_SECRET_KEY, else a key generated once into the instance folder (never committed)."""
    if os.environ.get("SCOREPAD_SECRET_KEY"):
        return os.environ["SCOREPAD_SECRET_KEY"]
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
        "RATELIMIT_STORAGE_URI": "database://",  # the app's own database (ratestore.py); redis://... for Redis
        "RATELIMIT_STRATEGY": "fixed-window",
        "RATELIMIT_HEADERS_ENABLED": True,
        # A store that stops answering (Redis down) is replaced by this process's memory, with a warning in the log,
        # until it answers again: limits then count per process, but pages and writes go on.
        "RATELIMIT_IN_MEMORY_FALLBACK_ENABLED": True,
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
        # Where photos' bytes are kept (photos/stores.py): "database" (the default: backups need nothing more),
        # "folder" (SCOREPAD_PHOTO_FOLDER, else instance/photos) or "s3" (SCOREPAD_PHOTO_S3_BUCKET, _PREFIX,
        # _ENDPOINT for a store other than AWS, _REGION; credentials as boto3 finds them; pip install scorepad[s3]).
        "SCOREPAD_PHOTO_STORE": "database",
    }


def from_environment() -> dict[str, Any]:
    """SCOREPAD_* variables that override the defaults and the instance config."""
    out: dict[str, Any] = {}
    if os.environ.get("SCOREPAD_DATABASE_URL"):
        out["SQLALCHEMY_DATABASE_URI"] = os.environ["SCOREPAD_DATABASE_URL"]
    if os.environ.get("SCOREPAD_RATELIMIT_STORAGE_URI"):  # e.g. redis://host:6379 for several servers
        out["RATELIMIT_STORAGE_URI"] = os.environ["SCOREPAD_RATELIMIT_STORAGE_URI"]
        if out["RATELIMIT_STORAGE_URI"].startswith(("redis://", "rediss://")):  # a lost Redis fails fast, not never
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
    out.update({name: os.environ[name] for name in (*LIMITS, *PHOTO_SETTINGS) if os.environ.get(name)})
    if os.environ.get("SCOREPAD_SECURE_COOKIES"):
        out["SESSION_COOKIE_SECURE"] = out["REMEMBER_COOKIE_SECURE"] = os.environ["SCOREPAD_SECURE_COOKIES"] == "1"
    return out


def cookie_names(config: dict[str, Any]) -> dict[str, str]:
    """The cookies' names: with the `__Host-` prefix when they are Secure (the default), so a browser keeps them
    only when this very host set them over HTTPS for the whole site, and neither a sibling subdomain nor a page
    served over plain HTTP can plant or shadow one; plain names when SCOREPAD_SECURE_COOKIES=0 (a LAN address)."""
    return {
        "SESSION_COOKIE_NAME": "__Host-scorepad" if config["SESSION_COOKIE_SECURE"] else "scorepad",
        "REMEMBER_COOKIE_NAME": "__Host-remember" if config["REMEMBER_COOKIE_SECURE"] else "remember_token",
    }
