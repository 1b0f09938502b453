"""This process's cache in memory holds at most its byte budget, the least recently read leaving first, and
never an entry over its per-entry limit."""

import time

from scorepad.storage.memory_cache import ENTRY_OVERHEAD, BudgetCache


def held(cache: BudgetCache) -> int:
    """The bytes the entries take, counted from the entries themselves (not the cache's own counter)."""
    return sum(BudgetCache.size(key, data) for key, (_expires, data, _pickled) in cache._entries.items())


def test_the_least_recently_read_leave_once_the_budget_is_spent():
    cache = BudgetCache(budget=3 * (1000 + 1 + ENTRY_OVERHEAD), entry_max=2000)
    for key in "abc":
        assert cache.set(key, b"x" * 1000)
    assert cache.get("a") == b"x" * 1000  # read: now the most recent
    assert cache.set("d", b"y" * 1000)
    assert cache.get("b") is None and cache.get("a") is not None and cache.get("d") == b"y" * 1000
    assert cache.used == held(cache) <= cache.budget


def test_an_entry_over_the_limit_is_never_held_and_values_come_back_as_they_went_in():
    cache = BudgetCache(budget=1_000_000, entry_max=10_000)
    assert not cache.set("big", b"x" * 10_000) and cache.get("big") is None and cache.used == 0
    standings = {"players": [{"rank": 1, "name": "Anna"}], "ratings_stale": False}
    assert cache.set("standings", standings) and cache.get("standings") == standings
    assert cache.get("standings") is not cache.get("standings")  # each reader gets its own copy
    cache.set("standings", {"players": []})  # replaced: counted once
    assert cache.used == held(cache)


def test_entries_expire(monkeypatch):
    cache = BudgetCache(budget=1_000_000, entry_max=10_000, default_timeout=60)
    cache.set("page", b"bytes")
    later = time.time() + 61
    monkeypatch.setattr(time, "time", lambda: later)
    assert cache.get("page") is None and cache.used == 0
