"""The JSON shapes the API answers with (the contract other clients rely on)."""

from __future__ import annotations

from typing import Any

from ..announce import say_all
from ..gameview import GameView
from ..rules.entries import SideEntry
from ..rules.game import RoundOutcome
from ..rules.settings import PRESETS


def outcome_entries(entries: list[SideEntry], outcome: RoundOutcome) -> list[dict[str, Any]]:
    """Each side's raw entry with its breakdown, score and total."""
    return [
        {**entry.to_dict(), "breakdown": result.breakdown.to_dict(), "score": result.score, "total": result.total}
        for entry, result in zip(entries, outcome.results, strict=True)
    ]


def outcome_json(entries: list[SideEntry], outcome: RoundOutcome, names: list[str]) -> dict[str, Any]:
    """A scored round: entries, announcements and the minimums before and after."""
    return {
        "entries": outcome_entries(entries, outcome),
        "announcements": say_all(outcome.announcements, names),
        "initial_meld": {"before": outcome.minimums_before, "after": outcome.minimums_after},
    }


def game_json(view: GameView) -> dict[str, Any]:
    """A whole game as the API shows it."""
    game = view.game
    names = [s.name for s in game.sides]
    rounds = []
    for number, entries, outcome in zip(view.round_numbers, view.round_entries, view.replay.outcomes, strict=True):
        rounds.append({"number": number, **outcome_json(entries, outcome, names)})
    return {
        "id": game.id,
        "ruleset": {"key": game.ruleset_key, "name": view.preset_name, "settings": game.settings},
        "status": "finished" if view.finished else "playing",
        "sides": [
            {
                "name": side.name,
                "players": [seat.player.name for seat in side.seats],
                "start": side.start,
                "total": total,
                "initial_meld": needed,
            }
            for side, total, needed in zip(game.sides, view.totals, view.minimums, strict=True)
        ],
        "rounds": rounds,
        "winner": view.winner,
        "margin": view.margin,
        "target": view.target,
        "tie_over_target": view.tie_over_target,
        "dealer": {"first": game.first_dealer, "rotation": game.deal_rotation, "next": view.next_dealer},
        "played_on": game.played_on.isoformat(),
        "version": game.version,
    }


def rulesets_json() -> dict[str, Any]:
    """Every preset with every setting and its value."""
    return {
        "rulesets": [
            {"key": p.key, "name": p.name, "source": p.source, "settings": p.rules.to_dict()} for p in PRESETS.values()
        ]
    }
