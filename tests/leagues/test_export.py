"""A league's standings and games as CSV (leagues/export.py): the columns a family shows, one row per standings
row, one per side per game."""

from __future__ import annotations

import csv
import io

from scorepad.core.spreadsheet import BOM
from scorepad.families.canasta.family import FAMILY as CANASTA
from scorepad.families.romme.family import FAMILY as ROMME
from scorepad.leagues.changes import add_season
from scorepad.leagues.export import csv_columns, games_csv, league_games, standings_csv
from scorepad.leagues.standings import compute


def read(text: str) -> list[list[str]]:
    """A CSV file's rows."""
    assert text.startswith(BOM)
    return list(csv.reader(io.StringIO(text[len(BOM) :])))


def test_the_columns_are_every_leagues_then_the_familys_own():
    assert csv_columns(CANASTA) == (
        "rank",
        "name",
        "played",
        "won",
        "lost",
        "win_rate",
        "points_for",
        "points_against",
        "average_margin",
        "rounds",
        "canastas",
        "went_out",
        "rating",
    )
    assert csv_columns(ROMME)[-3:] == ("rating", "mean_place", "points_per_game") and "canastas" not in csv_columns(
        ROMME
    )


def test_standings_and_games_as_csv(new_league, played):
    league = new_league(target=500)
    first = played(league, ["Anna", "Ben"], ["Cara", "Dan"], "2025-05-01")
    second = played(league, ["Anna", "Cara"], ["Ben", "Dan"], "2025-07-01")
    rows = read(standings_csv(compute(league, None), CANASTA))
    assert rows[0][:3] == ["kind", "rank", "name"] and len(rows) == 1 + 4 + 4
    assert rows[1][:5] == ["player", "1", "Anna", "2", "2"]
    assert rows[5][:3] == ["partnership", "1", "Anna & Ben"]
    games = league_games(league, None)
    assert [g["id"] for g in games] == [first.id, second.id]
    assert games[0]["sides"][0] == {"name": "Anna & Ben", "players": ["Anna", "Ben"], "total": 900}
    assert (games[0]["status"], games[0]["winner"], games[0]["margin"]) == ("finished", 0, 820)
    summer = add_season(league, "Summer", "2025-06-01", "2025-08-31")
    assert [g["id"] for g in league_games(league, summer)] == [second.id]
    lines = read(games_csv(games))
    assert lines[0] == ["game", "played_on", "status", "side", "players", "total", "won"]
    assert lines[1:3] == [
        [first.id, "2025-05-01", "finished", "Anna & Ben", "Anna & Ben", "900", "True"],
        [first.id, "2025-05-01", "finished", "Cara & Dan", "Cara & Dan", "80", "False"],
    ]
