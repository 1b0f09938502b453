"""This process's cache in memory, bounded by bytes rather than by a count of entries: a game at the round cap
makes a JSON of about 700 KB and a board of about 300 KB per version and language, so a bound by count let one
worker grow by gigabytes. Entries are held as bytes (anything else pickled, as Flask-Caching's SimpleCache does),
each counted by its length and its key's; the least recently read leave first once the budget is spent, and an
entry over the per-entry limit is never held."""

from __future__ import annotations

import pickle
import threading
import time
from collections import OrderedDict
from typing import Any

from flask import Flask
from flask_caching.backends.base import BaseCache

ENTRY_OVERHEAD = 100  # bytes an entry costs beyond its key and value (the tuple, the dict slot, the objects' heads)


class BudgetCache(BaseCache):
    """Flask-Caching's interface over an LRU dict that holds at most `budget` bytes and no entry over `entry_max`."""

    def __init__(self, budget: int, entry_max: int, default_timeout: int = 300) -> None:
        super().__init__(default_timeout=default_timeout)
        self.budget, self.entry_max = budget, entry_max
        self.used = 0  # bytes held now, as counted here
        self._entries: OrderedDict[str, tuple[float, bytes, bool]] = OrderedDict()  # expiry, data, pickled
        self._lock = threading.Lock()  # gunicorn's sync workers run one request at a time; the dev server threads

    @classmethod
    def factory(cls, app: Flask, config: dict[str, Any], args: list[Any], kwargs: dict[str, Any]) -> BudgetCache:
        """Made by Flask-Caching from CACHE_TYPE (config.py's SCOREPAD_CACHE_BYTES and SCOREPAD_CACHE_ENTRY_MAX)."""
        return cls(config["SCOREPAD_CACHE_BYTES"], config["SCOREPAD_CACHE_ENTRY_MAX"], kwargs["default_timeout"])

    @staticmethod
    def size(key: str, data: bytes) -> int:
        """What an entry counts against the budget."""
        return len(key) + len(data) + ENTRY_OVERHEAD

    def get(self, key: str) -> Any:
        """The value held under `key`, or None (expired entries leave as they are met)."""
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                return None
            expires, data, pickled = entry
            if expires and expires <= time.time():
                self._drop(key)
                return None
            self._entries.move_to_end(key)
        return pickle.loads(data) if pickled else data  # noqa: S301 (only what this process pickled itself)

    def set(self, key: str, value: Any, timeout: int | None = None) -> bool:
        """Hold `value` under `key` (False, holding nothing, when it is over the per-entry limit)."""
        pickled = type(value) is not bytes
        data = pickle.dumps(value, pickle.HIGHEST_PROTOCOL) if pickled else value
        size = self.size(key, data)
        if size > self.entry_max:
            return False
        timeout = self._normalize_timeout(timeout)
        expires = time.time() + timeout if timeout else 0.0
        with self._lock:
            if key in self._entries:
                self._drop(key)
            while self._entries and self.used + size > self.budget:
                self._drop(next(iter(self._entries)))  # the least recently read
            self._entries[key] = (expires, data, pickled)
            self.used += size
        return True

    def add(self, key: str, value: Any, timeout: int | None = None) -> bool:
        """Hold `value` unless `key` is held already."""
        return not self.has(key) and self.set(key, value, timeout)

    def has(self, key: str) -> bool:
        """Whether `key` is held (and not expired)."""
        return self.get(key) is not None

    def delete(self, key: str) -> bool:
        """Forget `key`."""
        with self._lock:
            if key not in self._entries:
                return False
            self._drop(key)
            return True

    def clear(self) -> bool:
        """Forget everything."""
        with self._lock:
            self._entries.clear()
            self.used = 0
        return True

    def _drop(self, key: str) -> None:
        _expires, data, _pickled = self._entries.pop(key)
        self.used -= self.size(key, data)
