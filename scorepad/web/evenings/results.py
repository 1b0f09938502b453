"""The evening's ranking to keep: a CSV for a spreadsheet set to the reader's language's way (as the league's
spreadsheets: semicolons, decimal commas, headers in the reader's words) and a JSON file, the same rows the pages
show."""

from __future__ import annotations

from typing import Any

from flask import jsonify
from flask.typing import ResponseReturnValue
from flask_babel import gettext

from .. import bp
from ..shared.spreadsheets import download, sheet
from .reads import evening_of, shown_evening
from .shown import EveningShown

COLUMNS = ["rank", "name", "victory_points", "match_points", "difference", "points", "played", "byes"]


def ranking_rows(shown: EveningShown) -> list[list[Any]]:
    """The ranking's rows, one a player, in COLUMNS' order."""
    return [[getattr(row, column) for column in COLUMNS] for row in shown.ranking]


@bp.get("/evenings/<key:evening_id>/ranking.csv")
def evening_ranking_csv(evening_id: str) -> ResponseReturnValue:
    """The evening's ranking as a spreadsheet's CSV, headed in the reader's language."""
    shown = shown_evening(evening_of(evening_id))
    labels = {
        "rank": gettext("Rank"),
        "name": gettext("Name"),
        "victory_points": gettext("Victory points"),
        "match_points": gettext("Match points"),
        "difference": gettext("Point difference"),
        "points": gettext("Points"),
        "played": gettext("Tables played"),
        "byes": gettext("Byes"),
    }
    return download(sheet(COLUMNS, ranking_rows(shown), labels, {}), f"ranking-{shown.id}.csv")


@bp.get("/evenings/<key:evening_id>/ranking.json")
def evening_ranking_json(evening_id: str) -> ResponseReturnValue:
    """The evening's ranking as JSON: the evening, how it is ranked, whether final, and every player's row."""
    shown = shown_evening(evening_of(evening_id))
    body = {
        "evening": shown.id,
        "name": shown.name,
        "league": shown.league_id,
        "scoring": shown.scoring,
        "final": shown.finished,
        "rounds": len(shown.rounds),
        "ranking": [dict(zip(COLUMNS, row, strict=True)) for row in ranking_rows(shown)],
    }
    response = jsonify(body)
    response.headers["Content-Disposition"] = f'attachment; filename="ranking-{shown.id}.json"'
    return response
