"""Leagues as the API takes and answers them: leagues, seasons, standings, games, player records. A league plays
one family: its rules, its standings and the body that starts it are in that family's shape."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, create_model

from ...core.sizes import LEAGUE_NAME_MAX, SEASON_NAME_MAX
from ...leagues.standings import extra_figures
from ...rules.family import Family
from .base import ASKED, Closed, Int, Text, answered_family, asked_family, shown
from .base import title as prefix
from .games import ruleset_key
from .requests import ruleset_of

NEXT = "The address of the next page (null on the last); the `Link` header gives it too."


class Season(Closed):
    """A named date range of a league; a game's date decides its season."""

    id: Int = Field(..., description="The season's id (?season= takes it).")
    name: Text = Field(..., description="The season's name.")
    start: shown(Text, "Its first day.", format="date")  # type: ignore[valid-type]
    end: shown(Text, "Its last day.", format="date")  # type: ignore[valid-type]


class PlayerName(Closed):
    """A league's player."""

    id: Text = Field(..., description="The player's id (GET /api/players/{player_id}): random, never counted up.")
    name: Text = Field(..., description="The player's name.")


class Figures(Closed):
    """A standings row's figures (only finished games count); each family adds its own counts and figures."""

    rank: shown(Int, "The row's rank (rows equal on every ranking figure share one).", minimum=1)  # type: ignore[valid-type]
    played: Int = Field(..., description="Finished games played.")
    won: Int = Field(..., description="Games won.")
    lost: Int = Field(..., description="Games lost.")
    win_rate: float = Field(..., description="Games won per game played (0 to 1).")
    points_for: Int = Field(..., description="The row's final totals, summed.")
    points_against: Int = Field(..., description="The best other side's final totals, summed.")
    average_margin: float = Field(..., description="Own final total minus the best other side's, per game.")
    rounds: Int = Field(..., description="Rounds played.")
    went_out: Int = Field(..., description="Rounds in which the row's side went out.")
    head_to_head: Int = Field(..., description="Wins against the rows tied with it, where the ranking asks.")
    rating: float = Field(..., description="The rating (a conservative estimate of skill; a pair's: the mean).")


EXTRA_FIGURES = {  # figures only some families rank by or show
    "mean_place": "The mean place, tied players sharing the better.",
    "points_per_game": "The final total per game.",
}


Visibility = Literal["members", "public"]
VISIBILITY = (
    "Who may see the league (its standings, games and players): `members`, its members only (the default: "
    "signed-in members, or the league's token), or `public`, anyone (then it is listed)."
)


def league_models(family: Family, own: dict[str, Any]) -> dict[str, Any]:
    """A league of the family as asked and answered, and its standings (`own`: its settings' shapes)."""
    name = prefix(family.key)
    rules = create_model(
        f"{name}LeagueRules",
        __base__=Closed,
        key=(ruleset_key(family), ...),
        settings=(own["settings"], Field(..., description="Every setting the league's games are played by.")),
    )
    rules.__doc__ = "The rule set a league's games are played by, with every setting."
    league = create_model(
        f"{name}League",
        __base__=Closed,
        family=answered_family(family),
        id=(Text, Field(..., description="The league's id.")),
        name=(Text, Field(..., description="The league's name.")),
        ruleset=(rules, Field(..., description="The rule set and settings of every game of the league.")),
        seasons=(list[Season], Field(..., description="Its seasons, by first day.")),
        players=(list[PlayerName], Field(..., description="Its players, by name.")),
        visibility=(Visibility, Field(..., description=VISIBILITY)),
    )
    league.__doc__ = f"A {family.name} league with its rules, seasons and players."
    created = create_model(
        f"{name}LeagueCreated",
        __base__=league,
        token=(Text, Field(..., description="The league's token, shown only this once.")),
    )
    created.__doc__ = "A new league, with its token (shown only this once)."
    asked = create_model(
        f"{name}NewLeague",
        __config__=ASKED,
        family=asked_family(family),
        name=(shown(Text, "The league's name.", minLength=1, maxLength=LEAGUE_NAME_MAX), ...),
        ruleset=ruleset_of(family),
        settings=(own["changes"] | None, Field(None, description="House rules: changes to the rule set.")),
        visibility=(Visibility, Field("members", description=VISIBILITY)),
    )
    asked.__doc__ = f"A new {family.name} league: its name and the rules its games are played by."
    own: dict[str, Any] = {
        c.name: (Int, Field(description=f"{c.label}, summed over the games.")) for c in family.league_counts
    }
    own |= {k: (float, Field(description=EXTRA_FIGURES[k])) for k in extra_figures(family)}
    figures = create_model(f"{name}Figures", __base__=Figures, **own)
    player = create_model(
        f"{name}PlayerRow",
        __base__=figures,
        id=(Text, Field(..., description="The player's id.")),
        name=(Text, Field(..., description="The player's name.")),
    )
    player.__doc__ = "A player's row of the standings."
    pair = create_model(
        f"{name}PartnershipRow",
        __base__=figures,
        players=(list[Text], Field(..., description="The partners' names.")),
        player_ids=(list[Text], Field(..., description="The partners' ids.")),
    )
    pair.__doc__ = "A partnership's row of the standings (rating: the mean of its members')."
    standings = create_model(
        f"{name}Standings",
        __base__=Closed,
        family=answered_family(family),
        players=(list[player], Field(..., description="Players in rank order (a page of them).")),  # type: ignore[valid-type]
        partnerships=(list[pair], Field(..., description="Partnerships in rank order (a page of them).")),  # type: ignore[valid-type]
        ratings_stale=(
            bool,
            Field(
                ...,
                description="True while the ratings wait for `flask rebuild-ratings` after a change to earlier games: "
                "the ratings shown are the last ones worked out; every other figure is up to date.",
            ),
        ),
        next=(Text | None, Field(..., description=NEXT)),
    )
    standings.__doc__ = f"A {family.name} league's players and partnerships in rank order."
    return {"league": league, "created": created, "asked": asked, "standings": standings}


class LeagueListed(Closed):
    """A league in the list."""

    id: Text = Field(..., description="The league's id.")
    name: Text = Field(..., description="The league's name.")
    family: Text = Field(..., description="The game family its games are played in.")
    ruleset: Text = Field(..., description="The rule set its games are played by.")


class Leagues(Closed):
    """Every league, by name, a page at a time."""

    leagues: list[LeagueListed] = Field(..., description="Leagues by name (a page of them).")
    next: Text | None = Field(..., description=NEXT)


class ListedSide(Closed):
    """A side of a listed game."""

    name: Text = Field(..., description="The side's name.")
    players: list[Text] = Field(..., description="Its players' names.")
    total: Int = Field(..., description="Its total.")


class ListedGame(Closed):
    """A game of a league, as listed."""

    id: Text = Field(..., description="The game's id.")
    played_on: shown(Text, "The day it was played.", format="date")  # type: ignore[valid-type]
    status: shown(Text, "Whether it goes on or is over.", enum=["playing", "finished"])  # type: ignore[valid-type]
    winner: Int | None = Field(..., description="The winning side's place, once over (null on a tie or before).")
    margin: Int | None = Field(..., description="The winner's lead, once over.")
    sides: list[ListedSide] = Field(..., description="Its sides, in seating order.")


class LeagueGames(Closed):
    """Every game of a league or season, oldest first, a page at a time."""

    games: list[ListedGame] = Field(..., description="Games, oldest first (a page of them).")
    next: Text | None = Field(..., description=NEXT)


class Partner(Closed):
    """A player seen beside another."""

    id: Text = Field(..., description="The partner's id.")
    name: Text = Field(..., description="The partner's name.")


class PlayedGame(Closed):
    """One game of a player, from the player's side."""

    id: Text = Field(..., description="The game's id.")
    played_on: shown(Text, "The day it was played.", format="date")  # type: ignore[valid-type]
    status: shown(Text, "Whether it goes on or is over.", enum=["playing", "finished"])  # type: ignore[valid-type]
    side: Text = Field(..., description="The name of the player's side.")
    partners: list[Partner] = Field(..., description="The player's partners on that side.")
    opponents: list[Text] = Field(..., description="The other sides' names.")
    total: Int = Field(..., description="The side's total.")
    against: Int = Field(..., description="The best other side's total.")
    won: bool = Field(..., description="Whether the player's side won.")


class PartnerCount(Partner):
    """A partner and how many games they played together."""

    games: Int = Field(..., description="Games played together.")


class BestRound(Closed):
    """The player's best round."""

    game: Text = Field(..., description="The game's id.")
    round: Int = Field(..., description="The round's number.")
    score: Int = Field(..., description="The side's score of it.")


class PlayerRecord(Closed):
    """A player's games, partners, results, best and average round."""

    id: Text = Field(..., description="The player's id.")
    name: Text = Field(..., description="The player's name.")
    league: Text | None = Field(..., description="The id of the player's league (null: a casual game's player).")
    rating: float = Field(..., description="The player's rating (a conservative estimate of skill).")
    played: Int = Field(..., description="Finished games played.")
    won: Int = Field(..., description="Games won.")
    games: list[PlayedGame] = Field(..., description="Every game of the player, oldest first.")
    partners: list[PartnerCount] = Field(..., description="Partners, most games together first.")
    best_round: BestRound | None = Field(..., description="The best round (null before any).")
    average_round: float | None = Field(..., description="The mean round score (null before any).")


class NewSeason(Closed):
    """A new season: its name, first and last day."""

    name: shown(Text, "The season's name.", minLength=1, maxLength=SEASON_NAME_MAX)  # type: ignore[valid-type]
    start: shown(Text, "Its first day.", format="date")  # type: ignore[valid-type]
    end: shown(Text, "Its last day.", format="date")  # type: ignore[valid-type]


class AttachGame(Closed):
    """An existing casual game to add to the league, with the game's own token."""

    game: Text = Field(..., description="The game's id.")
    token: Text = Field(..., description="The game's token.")


class Merge(Closed):
    """Two records of one person: every game of `from` moves to `into`."""

    from_: Text = Field(..., alias="from", description="The id of the record that goes: its games move.")
    into: Text = Field(..., description="The id of the record that stays.")

    model_config = Closed.model_config | {"populate_by_name": True, "serialize_by_alias": True}
