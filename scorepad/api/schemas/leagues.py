"""Leagues as the API takes and answers them: leagues, seasons, standings, games, player records."""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import BaseModel, Field, create_model

from ...core.sizes import LEAGUE_NAME_MAX, SEASON_NAME_MAX
from ...leagues.standings import extra_figures
from ...rules.families import default_ruleset
from ...rules.family import Family
from .base import Closed, Int, Text, by_family, per_family, shown, title
from .games import FamilyOfBody, RulesetKey
from .settings import Settings, SettingsChange


class Season(Closed):
    """A named date range of a league; a game's date decides its season."""

    id: Int
    name: Text
    start: shown(Text, format="date")  # type: ignore[valid-type]
    end: shown(Text, format="date")  # type: ignore[valid-type]


class LeagueRules(FamilyOfBody):
    """The rule set a league's games are played by (its settings in that rule set's family's shape)."""

    naming_field: ClassVar[str] = "key"

    key: RulesetKey  # type: ignore[valid-type]
    settings: Settings  # type: ignore[valid-type]


class PlayerName(Closed):
    """A league's player."""

    id: Int
    name: Text


class League(Closed):
    """A league with its rules, seasons and players."""

    id: Text
    name: Text
    ruleset: LeagueRules
    seasons: list[Season]
    players: list[PlayerName]


class LeagueCreated(League):
    """A new league, with its token shown only this once."""

    token: Text = Field(..., description="The league's token, shown only this once.")


class LeagueListed(Closed):
    """A league in the list."""

    id: Text
    name: Text
    ruleset: RulesetKey  # type: ignore[valid-type]


class Leagues(Closed):
    """Every league, by name."""

    leagues: list[LeagueListed]


class Figures(Closed):
    """A standings row's figures (only finished games count); each family adds its own counts and figures."""

    rank: shown(Int, minimum=1)  # type: ignore[valid-type]
    played: Int
    won: Int
    lost: Int
    win_rate: float
    points_for: Int
    points_against: Int
    average_margin: float
    rounds: Int
    went_out: Int
    head_to_head: Int
    rating: float


EXTRA_FIGURES = {  # figures only some families rank by or show
    "mean_place": "The mean place, tied players sharing the better.",
    "points_per_game": "The final total per game.",
}


def standings_rows(family: Family) -> dict[str, type[BaseModel]]:
    """A player's and a partnership's standings row in a league of this family: every league's figures, the
    family's counts and the figures it ranks by or shows."""
    own: dict[str, Any] = {
        c.name: (Int, Field(description=f"{c.label}, summed over the games.")) for c in family.league_counts
    }
    own |= {k: (float, Field(description=EXTRA_FIGURES[k])) for k in extra_figures(family)}
    prefix = title(family.key)
    figures = create_model(f"{prefix}Figures", __base__=Figures, **own)
    player = create_model(f"{prefix}PlayerRow", __base__=figures, id=(Int, ...), name=(Text, ...))
    pair = create_model(
        f"{prefix}PartnershipRow", __base__=figures, players=(list[Text], ...), player_ids=(list[Int], ...)
    )
    player.__doc__ = "A player's row of the standings."
    pair.__doc__ = "A partnership's row of the standings (rating: the mean of its members')."
    return {"player": player, "pair": pair}


ROWS = per_family(standings_rows)
PlayerRow = by_family({k: rows["player"] for k, rows in ROWS.items()})
PartnershipRow = by_family({k: rows["pair"] for k, rows in ROWS.items()})


class Standings(Closed):
    """Players and partnerships in rank order."""

    players: list[PlayerRow]  # type: ignore[valid-type]
    partnerships: list[PartnershipRow]  # type: ignore[valid-type]
    ratings_stale: bool = Field(
        description="True while the ratings wait for `flask rebuild-ratings` after a change to earlier games: the "
        "ratings shown are the last ones worked out; every other figure is up to date."
    )


class ListedSide(Closed):
    """A side of a listed game."""

    name: Text
    players: list[Text]
    total: Int


class ListedGame(Closed):
    """A game of a league, as listed."""

    id: Text
    played_on: shown(Text, format="date")  # type: ignore[valid-type]
    status: shown(Text, enum=["playing", "finished"])  # type: ignore[valid-type]
    winner: Int | None
    margin: Int | None
    sides: list[ListedSide]


class LeagueGames(Closed):
    """Every game of a league or season, oldest first."""

    games: list[ListedGame]


class PlayerRecord(Closed):
    """A player's games, partners, results, best and average round."""

    id: Int
    name: Text
    league: Text | None
    rating: float
    played: Int
    won: Int
    games: list[dict[str, Any]]
    partners: list[dict[str, Any]]
    best_round: dict[str, Any] | None
    average_round: float | None


class NewLeague(FamilyOfBody):
    """A new league: its name and the rules its games are played by."""

    name: shown(Text, minLength=1, maxLength=LEAGUE_NAME_MAX)  # type: ignore[valid-type]
    ruleset: RulesetKey = default_ruleset()  # type: ignore[valid-type]
    settings: SettingsChange | None = None  # type: ignore[valid-type]


class NewSeason(Closed):
    """A new season: its name, first and last day."""

    name: shown(Text, minLength=1, maxLength=SEASON_NAME_MAX)  # type: ignore[valid-type]
    start: shown(Text, format="date")  # type: ignore[valid-type]
    end: shown(Text, format="date")  # type: ignore[valid-type]


class AttachGame(Closed):
    """An existing casual game to add to the league, with the game's own token."""

    game: Text = Field(..., description="The game's id.")
    token: Text = Field(..., description="The game's token.")


class Merge(Closed):
    """Two records of one person: every game of `from` moves to `into`."""

    from_: Int = Field(..., alias="from")
    into: Int

    model_config = Closed.model_config | {"populate_by_name": True, "serialize_by_alias": True}


class Path(Closed):
    """A league in the address."""

    league_id: Text
