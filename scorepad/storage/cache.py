"""The cache: values made once per version read from the database (a board, a game's JSON, a league's standings),
and the one place every cache key is built.

A key names the release, what the value is (its kind and whose it is), the version(s) of everything it shows,
its language and the kind of reader it was made for, and nothing else a client sends. So an entry is never stale
whichever server wrote it: nothing is invalidated, old versions age out; and a second release (a changed
template, say) sharing a Redis with the first never serves the first's bytes. The store is Flask-Caching's, set
in config.py: this process's memory within a byte budget (memory_cache.py), or a Redis servers share. While the
store fails (Redis stopped), every read is a miss and nothing is stored, with a warning in the log: the app
answers from the database, slower but right."""

from __future__ import annotations

import logging
import pickle
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, TypeVar

from flask import Flask, current_app

from ..extensions import cache
from .addresses import shown_address

T = TypeVar("T")
KINDS = {  # what is cached (or, below the line, only tagged: an ETag made from the key of the bytes' digest)
    "board": "a game's board page, per kind of reader",
    "game": "a game's JSON",
    "league-page": "the parts of a league page every reader sees alike",
    "standings": "a league's standings as values (for its page, JSON and CSV)",
    "evening-room": "a club evening's room's screen, per reader signed in or not",
    "evening-ranking": "a club evening's ranking page for phones, per reader signed in or not",
    # ---
    "round": "a round explained, as JSON",
    "history": "a page of a game's history, as JSON",
    "league": "a league, as JSON",
    "leagues": "a page of the leagues list, as JSON",
    "league-games": "a page of a league's games, as JSON",
    "standings-page": "a page of a league's standings, as JSON",
    "player": "a player's record, as JSON",
}
RETRY_SECONDS = 5.0  # how long a failed store is left alone before it is tried again
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class CacheKey:
    """What a cached value is: the release that made it, its kind and whose it is, the version(s) of everything
    it shows, its language and the kind of reader it was made for ("" where none matters)."""

    release: str
    kind: str
    of: str
    versions: tuple[str, ...]
    lang: str = ""
    reader: str = ""

    def __str__(self) -> str:
        parts = (self.release, self.kind, self.of, ".".join(self.versions), self.lang, self.reader)
        return "|".join(parts)


class Store:
    """This app's cache store (Flask-Caching's backend), the release every key carries, and the fallback: a store
    that fails is answered as a miss, and left alone for RETRY_SECONDS, with a warning each time it fails."""

    def __init__(self, backend: Any, release: str, entry_max: int, name: str = "in memory") -> None:
        self.backend, self.release, self.entry_max, self.name = backend, release, entry_max, name
        self.down_until = 0.0

    def key(self, kind: str, of: str, versions: Iterable[object], lang: str = "", reader: str = "") -> CacheKey:
        """The key of a value of `kind` (one of KINDS) for `of` at `versions`, in `lang`, for `reader`."""
        if kind not in KINDS:
            raise ValueError(f"not a kind of cached value: {kind}")
        return CacheKey(self.release, kind, of, tuple(str(v) for v in versions), lang, reader)

    def get(self, key: CacheKey) -> Any:
        """The value cached under `key`, or None (also while the store fails)."""
        if self.down_until and time.monotonic() < self.down_until:
            return None
        try:
            return self.backend.get(str(key))
        except Exception as error:  # Redis stopped, a timeout: a miss, never an error page
            self.failed(error)
            return None

    def set(self, key: CacheKey, value: Any) -> None:
        """Cache `value` under `key`, unless it is over the per-entry limit or the store fails."""
        if self.down_until and time.monotonic() < self.down_until:
            return
        size = len(value) if type(value) is bytes else len(pickle.dumps(value, pickle.HIGHEST_PROTOCOL))
        if size > self.entry_max:
            return
        try:
            self.backend.set(str(key), value)
        except Exception as error:
            self.failed(error)

    def failed(self, error: Exception) -> None:
        """Note a failure of the store: a warning, and no use of it for a while."""
        log.warning(
            "The cache store %s failed (%s: %s); answering without it", self.name, type(error).__name__, error
        )
        self.down_until = time.monotonic() + RETRY_SECONDS

    def ok(self) -> bool:
        """Whether the store answers now (Redis's PING; a store in memory always does)."""
        try:
            client = getattr(self.backend, "_write_client", None)
            if client is not None:
                client.ping()
            else:
                self.backend.get("probe")
        except Exception as error:
            self.failed(error)
            return False
        self.down_until = 0.0
        return True


def cache_store() -> Store:
    """The current app's cache store."""
    return current_app.extensions["scorepad.cache"]


def cache_key(kind: str, of: str, versions: Iterable[object], lang: str = "", reader: str = "") -> CacheKey:
    """A key in the current app's store (see `Store.key`)."""
    return cache_store().key(kind, of, versions, lang, reader)


def cached(key: CacheKey, make: Callable[[], T]) -> T:
    """The value cached under `key`, made (and cached) on the first ask."""
    store = cache_store()
    value = store.get(key)
    if value is None:
        value = make()
        store.set(key, value)
    return value


def store_ok() -> bool:
    """Whether the current app's cache store answers (for the health endpoint)."""
    return cache_store().ok()


def init_cache(app: Flask) -> None:
    """Bind the store with the release every key carries (config.py's `release`, worked out once at start)."""
    cache.init_app(app)
    backend = app.extensions["cache"][cache]
    release, entry_max = app.config["SCOREPAD_RELEASE"], app.config["SCOREPAD_CACHE_ENTRY_MAX"]
    redis = app.config.get("CACHE_REDIS_URL") if app.config["CACHE_TYPE"] == "RedisCache" else None
    name = shown_address(redis) if redis else "in this process's memory"
    app.extensions["scorepad.cache"] = Store(backend, release, entry_max, name)
