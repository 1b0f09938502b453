"""The API's answers filled from the domain: each is built as a plain mapping, then checked and written by its
family's schema, so every answer is exactly the documented shape and names its `family`."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from ..extensions import registry
from ..games.view import GameView, find_game
from ..rules import entries as declared_entries
from ..rules.game import RoundOutcome
from ..rules.problems import Problem
from ..rules.settings import to_json
from ..words import TRANSLATOR, number, problem_texts
from ..words.announcements import say_all
from ..words.settings import preset_description
from .schemas.shapes import current_shapes


def shaped(model: type[BaseModel], data: dict[str, Any]) -> dict[str, Any]:
    """A mapping checked and written by its schema."""
    return model.model_validate(data).model_dump(mode="json", exclude_unset=True, by_alias=True)


def game_shape(family: str, kind: str = "game") -> type[BaseModel]:
    """A family's shape of an answer about a game (game, created, written, preview, explained, ruleset)."""
    return current_shapes().games[family][kind]


def scored_entries(entries: list[Any], outcome: RoundOutcome) -> list[dict[str, Any]]:
    """Each side's raw entry with its signed parts, score and total."""
    return [
        {**declared_entries.to_json(entry), "breakdown": r.breakdown.to_dict(), "score": r.score, "total": r.total}
        for entry, r in zip(entries, outcome.results, strict=True)
    ]


def outcome_json(view: GameView, entries: list[Any], outcome: RoundOutcome) -> dict[str, Any]:
    """A scored round: entries, announcements, and the family's own figures of the round."""
    return {
        "entries": scored_entries(entries, outcome),
        "announcements": say_all(view.family, outcome.announcements, view.names, view.sizes),
        **outcome.extras,
    }


def game_data(view: GameView) -> dict[str, Any]:
    """A whole game as the API shows it (not yet checked by its schema)."""
    game = view.game
    rounds = [
        {"number": n, **outcome_json(view, entries, outcome)}
        for n, entries, outcome in zip(view.round_numbers, view.round_entries, view.replay.outcomes, strict=True)
    ]
    return {
        "family": view.family.key,
        "id": game.id,
        "ruleset": {
            "key": game.ruleset_key,
            "name": TRANSLATOR.gettext(view.preset_name),
            "settings": to_json(view.rules),
        },
        "status": "finished" if view.finished else "playing",
        "sides": [
            {
                "name": side.name,
                "players": [seat.player.name for seat in side.seats],
                "start": side.start,
                "total": total,
                **figures,
            }
            for side, total, figures in zip(game.sides, view.totals, view.side_figures, strict=True)
        ],
        "rounds": rounds,
        "winner": view.winner,
        "margin": view.margin,
        **view.figures,
        "dealer": {"first": game.first_dealer, "rotation": game.deal_rotation, "next": view.next_dealer},
        "played_on": game.played_on.isoformat(),
        "version": game.version,
    }


def game_json(view: GameView, kind: str = "game", **extra: Any) -> dict[str, Any]:
    """A whole game as the API shows it, with anything its answer adds (a token and edit link)."""
    return shaped(game_shape(view.family.key, kind), {**game_data(view), **extra})


def current_game_json(game_id: str) -> dict[str, Any] | None:
    """The game as it is now (sent along with a conflict), or None when there is no such game."""
    game = find_game(game_id)
    return game_json(GameView(game)) if game is not None else None


def warnings_json(problems: list[Problem]) -> dict[str, str]:
    """Plausibility warnings by field, in the reader's language."""
    return problem_texts(problems)


def explanation_json(view: GameView, entries: list[Any], outcome: RoundOutcome) -> list[list[dict[str, Any]]]:
    """Every part of every side's score in words, with the settings behind it."""
    return [
        [
            {"part": r.part, "points": r.points, "text": r.text(TRANSLATOR, number), "settings": list(r.settings)}
            for r in view.family.explain(view.rules, entry, result.breakdown)
        ]
        for entry, result in zip(entries, outcome.results, strict=True)
    ]


def rulesets_json() -> dict[str, Any]:
    """Every shipped rule set: its family, name, how it differs from classic, and every setting."""
    listed = []
    for key, (family, preset) in registry().rulesets.items():
        item = {
            "family": family.key,
            "key": key,
            "name": TRANSLATOR.gettext(preset.name),
            "description": preset_description(family, preset),
            "settings": to_json(family.rules_of(preset)),
        }
        listed.append(game_shape(family.key, "ruleset").model_validate(item))
    return current_shapes().rulesets.model_validate({"rulesets": listed}).model_dump(mode="json")
