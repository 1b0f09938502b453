"""Every API shape that depends on the families, made for one app's families (create_app asks once per app; apps
playing the same families share them): each family's own shapes, and the unions the routes take and answer, told
apart by `family`. The routes are declared with these (api/__init__.py), so nothing is made at import."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from flask import current_app
from pydantic import Field, create_model

from ...rules.family import Family
from ...rules.registry import Registry
from ..problems import Problem
from .base import Closed, family_reader, one_of, one_of_asked, per_family, root
from .entries import entry_models
from .games import game_models
from .leagues import league_models
from .records import record_models
from .requests import game_change, new_game, round_input
from .settings import settings_model

RULESETS = "Every shipped rule set, family by family."
SHAPES = "scorepad.api_shapes"  # app.extensions' key of the app's shapes


@dataclass(frozen=True)
class Shapes:
    """An app's shapes: per family (`games["romme"]["written"]`), and the unions its routes take and answer."""

    games: dict[str, dict[str, Any]]
    leagues: dict[str, dict[str, Any]]
    records: dict[str, dict[str, Any]]
    game: Any
    game_created: Any
    round_written: Any
    preview: Any
    explained_round: Any
    rulesets: Any
    new_game: Any
    round_input: Any
    game_change: Any
    league: Any
    league_created: Any
    standings: Any
    new_league: Any
    export: Any
    import_: Any
    problem: Any


def own_shapes(family: Family) -> dict[str, Any]:
    """A family's entries and settings, as every other shape of it uses them."""
    return {
        "entries": entry_models(family),
        "settings": settings_model(family, complete=True),
        "changes": settings_model(family, complete=False),
    }


def unite(models: Mapping[str, dict[str, Any]], kind: str) -> Any:
    """One answer of every family, told apart by `family`."""
    return one_of({key: made[kind] for key, made in models.items()})


# A model of its own, not a type alias: pydantic 2.11 leaves an alias's discriminator out of the document.
RULESET_INFO = "A shipped rule set, in its family's shape."


@cache
def made_for(families: tuple[Family, ...]) -> Shapes:
    """The shapes of these families (Family values compare by identity: the same families, the same shapes)."""
    by_key = {f.key: f for f in families}
    own = per_family(by_key, own_shapes)
    games = per_family(by_key, lambda f: game_models(f, own[f.key]))
    leagues = per_family(by_key, lambda f: league_models(f, own[f.key]))
    records = per_family(by_key, lambda f: record_models(f, own[f.key]))
    read = family_reader(by_key)

    def asked(make: Any, doc: str, name: str) -> Any:
        return root(name, one_of_asked(per_family(by_key, lambda f: make(f, own[f.key])), read), doc)

    game = root("Game", unite(games, "game"), "A game with every round, breakdown and total, in its family's shape.")
    rulesets = create_model(
        "Rulesets",
        __base__=Closed,
        rulesets=(list[root("RulesetInfo", unite(games, "ruleset"), RULESET_INFO)], Field(..., description=RULESETS)),  # type: ignore[misc]
    )
    rulesets.__doc__ = "Every shipped rule set."
    return Shapes(
        games=games,
        leagues=leagues,
        records=records,
        game=game,
        game_created=root(
            "GameCreated",
            unite(games, "created"),
            "A new game with its write token and edit link (shown only this once), in its family's shape.",
        ),
        round_written=root(
            "RoundWritten",
            unite(games, "written"),
            "A round written: the round, the totals, whether anything changed, and the whole game now unless the"
            " client\nasked `Prefer: return=minimal`; in the game's family's shape.",
        ),
        preview=root(
            "Preview",
            unite(games, "preview"),
            "A round scored as if it were the next one (nothing stored), in the game's family's shape.",
        ),
        explained_round=root(
            "ExplainedRound",
            unite(games, "explained"),
            "A round with every part of every side's score explained in words, in the game's family's shape.",
        ),
        rulesets=rulesets,
        new_game=asked(
            new_game, "A new game, in the shape of its family (`family`, or the family of its `ruleset`).", "NewGame"
        ),
        round_input=asked(round_input, "A round, in the shape of the game's family (`family`).", "RoundInput"),
        game_change=asked(
            game_change, "New names or house rules, in the shape of the game's family (`family`).", "GameChange"
        ),
        league=root(
            "League", unite(leagues, "league"), "A league with its rules, seasons and players, in its family's shape."
        ),
        league_created=root(
            "LeagueCreated",
            unite(leagues, "created"),
            "A new league with its token (shown only this once), in its family's shape.",
        ),
        standings=root(
            "Standings",
            unite(leagues, "standings"),
            "Players and partnerships in rank order, a page at a time, in the league's family's shape.",
        ),
        new_league=root(
            "NewLeague",
            one_of_asked({key: made["asked"] for key, made in leagues.items()}, read),
            "A new league, in the shape of its family (`family`, or the family of its `ruleset`).",
        ),
        export=root("Export", unite(records, "export"), "A whole game to keep or import again, in its family's shape."),
        import_=root(
            "Import",
            one_of_asked({key: made["import"] for key, made in records.items()}, read),
            "An exported game to create anew, in the shape of its family (`family`, or the family of its `ruleset`).",
        ),
        problem=create_model(
            "Problem",
            __base__=Problem,
            __doc__=Problem.__doc__,
            game=(game | None, Field(None, description="With a 409 or 412 about a game: the game as it is now.")),
        ),
    )


def shapes_of(registry: Registry) -> Shapes:
    """The shapes of an app's families."""
    return made_for(tuple(registry.families.values()))


def current_shapes() -> Shapes:
    """The shapes of the app at hand (create_app made them with its registry)."""
    return current_app.extensions[SHAPES]
