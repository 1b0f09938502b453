"""CSV files open safely in a spreadsheet: every file (a game, a league's games, its standings) starts with
a UTF-8 byte-order mark, a text cell starting with = + - @, tab or carriage return is defused with a leading
apostrophe, and numbers stay numbers (a score of -100 too). Read back with Python's csv module."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from scorepad.core.spreadsheet import FORMULA_STARTS, GERMAN, cell, csv_text
from tests.conftest import WON

HOSTILE = [
    {"name": '=HYPERLINK("http://x")', "players": ["@SUM(A1)", "+Jürgen"]},
    {"name": "-Öli & Co", "players": ["=1+1", "Ännchen"]},
]
NOTHING_MELDED = {"meld_points": 0, "hand_points": 100}  # scores -100
PACKAGE = Path(__file__).resolve().parents[2] / "scorepad"


def parsed(response: Any) -> list[list[str]]:
    """A CSV download read back as a spreadsheet would: BOM first, then rows of cells."""
    assert response.status_code == 200 and response.mimetype == "text/csv"
    assert response.mimetype_params.get("charset") == "utf-8"
    assert response.get_data().startswith(b"\xef\xbb\xbf")  # UTF-8 BOM: umlauts shown as umlauts
    return list(csv.reader(io.StringIO(response.get_data(as_text=True).removeprefix("\ufeff"))))


def is_number(text: str) -> bool:
    """Whether a cell holds a number as written (a spreadsheet reads it as one)."""
    return re.fullmatch(r"-?\d+(\.\d+)?", text) is not None


def assert_safe(rows: list[list[str]]) -> None:
    """No cell could start a formula: numbers as they are, other text that starts one behind an apostrophe."""
    for row in rows:
        for text in row:
            assert is_number(text) or not text.startswith(FORMULA_STARTS), (text, row)


@pytest.fixture
def league_game(client: FlaskClient) -> dict[str, Any]:
    """A finished league game between sides and players with hostile names; the losers end at -200."""
    league = client.post("/api/leagues", json={"visibility": "public", "name": "Club", "settings": {"target": 1000}}).get_json()
    auth = {"Authorization": f"Bearer {league['token']}"}
    game = client.post("/api/games", json={"league": league["id"], "sides": HOSTILE}, headers=auth).get_json()
    for _ in range(2):
        response = client.post(f"/api/games/{game['id']}/rounds", json={"entries": [WON, NOTHING_MELDED]}, headers=auth)
        assert response.status_code == 201, response.get_json()
    assert response.get_json()["status"] == "finished"
    return {"league": league, "game": game}


def test_a_game_export_is_safe_and_keeps_negative_scores_numbers(client: FlaskClient, league_game: dict) -> None:
    rows = parsed(client.get(f"/api/games/{league_game['game']['id']}/export?format=csv"))
    assert_safe(rows)
    header, first, second = rows[0], rows[1], rows[2]
    assert header[:2] == ["round", "side"]
    assert first[1] == '\'=HYPERLINK("http://x")' and second[1] == "'-Öli & Co"
    assert second[-2:] == ["-100", "-100"] and rows[4][-2:] == ["-100", "-200"]


def test_league_games_csv_is_safe(client: FlaskClient, league_game: dict) -> None:
    rows = parsed(client.get(f"/api/leagues/{league_game['league']['id']}/games?format=csv"))
    assert_safe(rows)
    sides = {row[3]: row for row in rows[1:]}
    assert set(sides) == {'\'=HYPERLINK("http://x")', "'-Öli & Co"}
    assert sides["'-Öli & Co"][4] == "'=1+1 & Ännchen" and sides["'-Öli & Co"][5] == "-200"
    assert sides['\'=HYPERLINK("http://x")'][4] == "'@SUM(A1) & +Jürgen"


def test_standings_csv_is_safe(client: FlaskClient, league_game: dict) -> None:
    rows = parsed(client.get(f"/api/leagues/{league_game['league']['id']}/standings?format=csv"))
    assert_safe(rows)
    names = {row[2]: row for row in rows[1:]}
    assert {"'@SUM(A1)", "'+Jürgen", "'=1+1", "Ännchen"} <= set(names)
    points_against = rows[0].index("points_against")
    points_for = rows[0].index("points_for")
    assert names["Ännchen"][points_for] == "-200" and names["'+Jürgen"][points_against] == "-200"
    assert "'=1+1 & Ännchen" in names  # a partnership's names are one text cell


@pytest.mark.parametrize("start", ["=", "+", "-", "@", "\t", "\r"])
def test_every_formula_start_is_defused_and_numbers_are_not(start: str) -> None:
    assert cell(f"{start}1+1") == f"'{start}1+1"
    assert cell(-100) == -100 and cell(-1.5) == -1.5 and cell(0) == 0
    assert cell(True) == "True" and cell(None) == ""
    text = csv_text([f"{start}h"], [[f"{start}x", -5]])
    assert_safe(list(csv.reader(io.StringIO(text.removeprefix("\ufeff"), newline=""))))


def test_every_csv_the_app_writes_goes_through_spreadsheet() -> None:
    writers = [p for p in PACKAGE.rglob("*.py") if "csv" in p.read_text() and "csv.writer" in p.read_text()]
    assert writers == [PACKAGE / "core" / "spreadsheet.py"]
    for path in PACKAGE.rglob("*.py"):
        text = path.read_text()
        if "text/csv" in text and path.name not in ("document.py", "describe.py", "spec.py"):  # these only name the type
            assert "csv_download" in text or "csv_text" in text, path


def test_the_german_dialect_writes_semicolons_and_decimal_commas_and_defuses_the_same() -> None:
    assert cell(-1.5, GERMAN) == "-1,5" and cell(2 / 3, GERMAN) == "0,6666666666666666" and cell(-100, GERMAN) == -100
    assert cell("=1+1", GERMAN) == "'=1+1" and cell("-1,5 points", GERMAN) == "'-1,5 points"
    text = csv_text(["name", "rate"], [["Anna; Ben", 0.5], ["=x", -2.25]], GERMAN)
    assert text == '\ufeffname;rate\r\n"Anna; Ben";0,5\r\n\'=x;-2,25\r\n'
    rows = list(csv.reader(io.StringIO(text.removeprefix("\ufeff"), newline=""), delimiter=";"))
    assert rows == [["name", "rate"], ["Anna; Ben", "0,5"], ["'=x", "-2,25"]]
