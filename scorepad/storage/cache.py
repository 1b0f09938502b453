"""Bytes made once per version read from the database: a board, a game's JSON, a league's standings. Every
key holds the version of what it shows (and the language and the kind of reader it was made for), so an entry
is never stale whichever server wrote: nothing to invalidate, old versions simply age out. The store is
Flask-Caching's, set in config.py (this process's memory by default, Redis for servers that share one)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from ..extensions import cache

T = TypeVar("T")
VARY = "Cookie, Accept-Language"  # what a kept answer's bytes depend on besides what its key names


def kept(key: str, make: Callable[[], T]) -> T:
    """The value kept under `key`, made (and kept) on the first ask."""
    value = cache.get(key)
    if value is None:
        value = make()
        cache.set(key, value)
    return value
