"""What the API tests of a family share when they play its worked examples: a round that must be stored (the game
its answer holds, with the round's warnings), the last round's scores, the totals, a round explained in words."""

from __future__ import annotations

from typing import Any


def stored(play: Any, game: dict[str, Any], *entries: dict[str, Any]) -> dict[str, Any]:
    """Record one round; it must be stored."""
    response = play(game, *entries)
    assert response.status_code == 201, response.get_json()
    answer = response.get_json()
    return {**answer["game"], "warnings": answer["warnings"]}  # the whole game the round's answer holds, its warnings


def scores(data: dict[str, Any]) -> list[int]:
    """The last round's score of each side."""
    return [e["score"] for e in data["rounds"][-1]["entries"]]


def totals(data: dict[str, Any]) -> list[int]:
    """Each side's total."""
    return [s["total"] for s in data["sides"]]


def explained(client: Any, game: dict[str, Any], number: int = 1, lang: str = "en") -> list[list[str]]:
    """Each side's score of a round in words, part by part, as the API explains it."""
    data = client.get(f"/api/games/{game['id']}/rounds/{number}", headers={"Accept-Language": lang}).get_json()
    return [[p["text"] for p in e["explanation"]] for e in data["entries"]]
