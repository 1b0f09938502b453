"""CSV files for a spreadsheet set to German (Excel, LibreOffice): semicolons between cells, decimal commas, dates
as 25.11.2026, headers and words in the reader's language, beside the plain CSVs the API gives (commas, the API's
names). Same rows as the plain files, from the same operations; only the dialect and the words differ."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date
from typing import Any

from flask import Response, abort, request
from flask.typing import ResponseReturnValue
from flask_babel import gettext

from ...core.spreadsheet import GERMAN, csv_text
from ...extensions import registry
from ...games.export_import import export_table
from ...games.view import GameView, get_game
from ...leagues.export import GAME_COLUMNS, games_table, league_games, standings_table
from ...leagues.standings import standings
from ...leagues.view import get_league, league_season
from ...models import League, Season
from ...rules.entries import declared
from ...words.rounds import count_words
from ...words.standings import column_labels
from .. import bp

Words = Callable[[Any], Any]


def german_date(value: Any) -> Any:
    """An ISO date as a German spreadsheet reads a date (25.11.2026); anything else as it is."""
    try:
        return date.fromisoformat(value).strftime("%d.%m.%Y")
    except (TypeError, ValueError):
        return value


def yes_no(value: Any) -> str:
    """A yes-or-no cell in the reader's words."""
    return gettext("yes") if value else gettext("no")


def sheet(columns: list[str], rows: list[list[Any]], labels: Mapping[str, str], words: Mapping[str, Words]) -> str:
    """A table as a German spreadsheet's CSV: each column headed by its label, its cells in the reader's words."""
    header = [labels.get(c, c) for c in columns]
    said = [[words[c](v) if c in words else v for c, v in zip(columns, row, strict=True)] for row in rows]
    return csv_text(header, said, GERMAN)


def download(text: str, name: str) -> Response:
    """A CSV file to download."""
    return Response(text, mimetype="text/csv", headers={"Content-Disposition": f'attachment; filename="{name}"'})


@bp.get("/games/<key:game_id>/spreadsheet.csv")
def game_spreadsheet(game_id: str) -> ResponseReturnValue:
    """A game for a German spreadsheet: one line per side per round, the counts, the score and the total."""
    game = get_game(game_id)
    family = GameView(game).family
    columns, rows = export_table(game)
    items = {item.name: item for item in declared(family.entry_class)}
    labels = {"round": gettext("Round"), "side": gettext("Side"), "score": gettext("Score"), "total": gettext("Total")}
    labels |= {name: gettext(item.label) for name, item in items.items()}
    words: dict[str, Words] = {
        name: (lambda value, item=item: count_words(family, item, value))
        for name, item in items.items()
        if item.kind not in ("points", "count")
    }
    return download(sheet(columns, rows, labels, words), f"scorepad-{game.id}-excel.csv")


def asked_season(league: League) -> Season | None:
    """The season named by ?season=, or None for the whole league (an unknown one: 404)."""
    if not request.args.get("season"):
        return None
    season = league_season(league, request.args["season"])
    if season is None:
        abort(404)
    return season


@bp.get("/leagues/<key:league_id>/standings.csv")
def standings_spreadsheet(league_id: str) -> ResponseReturnValue:
    """A league's standings (or a season's) for a German spreadsheet: players, then partnerships."""
    league = get_league(league_id)
    family = registry().family_of(league.ruleset_key)
    columns, rows = standings_table(standings(league, asked_season(league)), family)
    labels = {
        "kind": gettext("Player or partnership"),
        "rank": gettext("Rank"),
        "name": gettext("Name"),
        "played": gettext("Games"),
        "won": gettext("Won"),
        "lost": gettext("Lost"),
        "rating": gettext("Rating"),
        **column_labels(family),
    }
    kinds = {"player": gettext("player"), "partnership": gettext("partnership")}
    words: dict[str, Words] = {"kind": lambda value: kinds.get(value, value)}
    return download(sheet(columns, rows, labels, words), f"standings-{league.id}-excel.csv")


@bp.get("/leagues/<key:league_id>/games.csv")
def games_spreadsheet(league_id: str) -> ResponseReturnValue:
    """A league's games (or a season's) for a German spreadsheet, one line per side per game."""
    league = get_league(league_id)
    rows = games_table(league_games(league, asked_season(league)))
    labels = {
        "game": gettext("Game"),
        "played_on": gettext("Date"),
        "status": gettext("Status"),
        "side": gettext("Side"),
        "players": gettext("Players"),
        "total": gettext("Total"),
        "won": gettext("Won"),
    }
    statuses = {"playing": gettext("running"), "finished": gettext("finished")}
    words: dict[str, Words] = {
        "played_on": german_date,
        "status": lambda value: statuses.get(value, value),
        "won": yes_no,
    }
    return download(sheet(GAME_COLUMNS, rows, labels, words), f"games-{league.id}-excel.csv")
