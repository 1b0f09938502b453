"""Standings and games of a league as CSV, for a spreadsheet or the club's wall, and the list of its games."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Select, select

from ..core.spreadsheet import csv_text
from ..extensions import db
from ..models import Game, League, Season
from ..rules.family import Family
from ..storage.paging import Ask, Page, paged
from .standings import FIGURES, extra_figures

GAME_ORDER = (Game.played_on, Game.created_at, Game.id)  # oldest first; the id makes the order (and a cursor) unique


def csv_columns(family: Family) -> tuple[str, ...]:
    """A standings CSV's columns: every league's figures with the family's counts, the rating, then the figures
    only some families rank by or show (mean place, points per game)."""
    return (
        "rank",
        "name",
        *FIGURES,
        *(c.name for c in family.league_counts),
        "went_out",
        "rating",
        *extra_figures(family),
    )


def standings_table(table: dict[str, list[dict[str, Any]]], family: Family) -> tuple[list[str], list[list[Any]]]:
    """Players then partnerships, one row each, rank order: the columns by name, and the rows."""
    columns = csv_columns(family)
    rows = [["player", *(row[c] for c in columns)] for row in table["players"]]
    rows += [
        ["partnership", *(" & ".join(row["players"]) if c == "name" else row[c] for c in columns)]
        for row in table["partnerships"]
    ]
    return ["kind", *columns], rows


def standings_csv(table: dict[str, list[dict[str, Any]]], family: Family) -> str:
    """The standings as a plain CSV (see standings_table)."""
    return csv_text(*standings_table(table, family))


def games_of_league(league: League, season: Season | None) -> Select[tuple[Game]]:
    """The query of a league's (or season's) games."""
    query = select(Game).where(Game.league_id == league.id)
    if season is not None:
        query = query.where(Game.played_on >= season.start, Game.played_on <= season.end)
    return query


def listed(game: Game) -> dict[str, Any]:
    """A league's game as its list shows it: date, status, result, sides with players and totals."""
    return {
        "id": game.id,
        "played_on": game.played_on.isoformat(),
        "status": game.status,
        "winner": game.winner,
        "margin": game.margin,
        "sides": [
            {"name": s.name, "players": [seat.player.name for seat in s.seats], "total": s.total} for s in game.sides
        ],
    }


def league_games(league: League, season: Season | None) -> list[dict[str, Any]]:
    """Every game of the league (or season), oldest first, with sides, players and final totals."""
    query = games_of_league(league, season).order_by(*GAME_ORDER)
    return [listed(game) for game in db.session.scalars(query)]


def league_games_page(league: League, season: Season | None, ask: Ask) -> Page[dict[str, Any]]:
    """A page of the league's (or season's) games, oldest first."""
    rows = list(db.session.scalars(paged(games_of_league(league, season), GAME_ORDER, ask)))
    page = Page.of(rows, ask, key=lambda g: (g.played_on, g.created_at, g.id))
    return Page([listed(g) for g in page.items], page.after, page.before)


GAME_COLUMNS = ["game", "played_on", "status", "side", "players", "total", "won"]


def games_table(games: list[dict[str, Any]]) -> list[list[Any]]:
    """One row per side per game, in the columns GAME_COLUMNS names."""
    return [
        [
            game["id"],
            game["played_on"],
            game["status"],
            side["name"],
            " & ".join(side["players"]),
            side["total"],
            game["winner"] == i,
        ]
        for game in games
        for i, side in enumerate(game["sides"])
    ]


def games_csv(games: list[dict[str, Any]]) -> str:
    """The league's games as a plain CSV, one row per side per game."""
    return csv_text(GAME_COLUMNS, games_table(games))
