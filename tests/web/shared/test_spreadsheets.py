"""CSV files for a spreadsheet set to German, read back as German Excel reads them: a UTF-8 byte-order mark,
semicolons between cells, decimal commas, dates as 25.11.2026, headers and words in the reader's language; the
same rows as the plain files, made safe the same way; linked beside the plain CSV on the board and league page."""

from __future__ import annotations

import csv
import io
from typing import Any

from flask.testing import FlaskClient

from tests.api.test_leagues import league, play_season_games  # noqa: F401  (fixture and data reused)
from tests.conftest import HELD, WON

GERMAN = {"Accept-Language": "de"}


def read_as_german_excel(response: Any) -> list[list[str]]:
    """A download read as a spreadsheet set to German reads a CSV: the BOM says UTF-8, cells split at semicolons."""
    assert response.status_code == 200 and response.mimetype == "text/csv"
    assert response.headers["Content-Disposition"].startswith("attachment; filename=")
    body = response.get_data()
    assert body.startswith(b"\xef\xbb\xbf")
    return list(csv.reader(io.StringIO(body.decode("utf-8").removeprefix("\ufeff")), delimiter=";"))


def german_number(text: str) -> float:
    """A cell as German Excel reads a number: a comma before the decimals, no other sign between the digits."""
    assert "." not in text, text
    return float(text.replace(",", "."))


def test_a_game_in_german_words_and_cells(client: FlaskClient, make_game: Any, play: Any) -> None:
    game = make_game(
        sides=[{"name": "=Anna & Ben", "players": ["Anna", "Ben"]}, {"name": "Cara & Dan", "players": ["C", "D"]}]
    )
    play(game, WON, HELD)  # 240 + 500 + 100 + 100 = 940; 85 - 45 = 40
    play(game, WON, HELD)
    rows = read_as_german_excel(client.get(f"/games/{game['id']}/spreadsheet.csv", headers=GERMAN))
    header = rows[0]
    assert header[:4] == ["Runde", "Partei", "Gemeldete Punkte", "Punkte auf der Hand"]
    assert header[-3:] == ["Wer hat ausgemacht", "Punkte der Runde", "Punktestand"]
    by = {name: i for i, name in enumerate(header)}
    first, second, last = rows[1], rows[2], rows[4]
    assert first[by["Partei"]] == "'=Anna & Ben"  # a name that would start a formula is defused
    assert first[by["Wer hat ausgemacht"]] == "hat ausgemacht" and second[by["Wer hat ausgemacht"]] == ""
    assert [first[by["Punkte der Runde"]], second[by["Punkte der Runde"]]] == ["940", "40"]
    assert [rows[3][by["Punktestand"]], last[by["Punktestand"]]] == ["1880", "80"]
    english = read_as_german_excel(client.get(f"/games/{game['id']}/spreadsheet.csv"))
    assert english[0][:2] == ["Round", "Side"] and english[0][-3:] == ["Who went out", "Score", "Total"]
    assert english[1][-3] == "went out"


def test_standings_have_decimal_commas(client: FlaskClient, league: Any) -> None:  # noqa: F811
    play_season_games(client, league)
    body, _, (spring, _) = league
    rows = read_as_german_excel(client.get(f"/leagues/{body['id']}/standings.csv?season={spring}", headers=GERMAN))
    header = rows[0]
    assert header[:6] == ["Spieler oder Partnerschaft", "Platz", "Name", "Spiele", "Gewonnen", "Verloren"]
    by = {name: i for i, name in enumerate(header)}
    ben, anna = rows[1], rows[2]
    assert ben[:6] == ["Spieler", "1", "Ben", "3", "3", "0"] and german_number(ben[by["Siegquote"]]) == 1.0
    assert german_number(anna[by["Siegquote"]]) == 2 / 3  # won 2 of 3
    assert german_number(anna[by["Vorsprung im Schnitt"]]) == (1820 - 940) / 3  # points for and against, hand-computed
    assert "," in anna[by["Wertung"]] and [r[0] for r in rows[5:]] == ["Partnerschaft"] * (len(rows) - 5)
    plain = client.get(f"/api/leagues/{body['id']}/standings?season={spring}&format=csv").get_data(as_text=True)
    assert len(plain.splitlines()) == len(rows)  # the same rows as the plain file


def test_games_have_german_dates_and_words(client: FlaskClient, league: Any) -> None:  # noqa: F811
    play_season_games(client, league)
    body, _, _ = league
    rows = read_as_german_excel(client.get(f"/leagues/{body['id']}/games.csv", headers=GERMAN))
    assert rows[0] == ["Spiel", "Datum", "Stand", "Partei", "Spieler", "Punktestand", "Gewonnen"]
    assert rows[1][1:] == ["01.02.2026", "beendet", "Anna & Ben", "Anna & Ben", "900", "ja"]
    assert rows[2][1:] == ["01.02.2026", "beendet", "Cara & Dan", "Cara & Dan", "80", "nein"]  # 100 - 20
    assert rows[-1][2] == "läuft"
    english = read_as_german_excel(client.get(f"/leagues/{body['id']}/games.csv"))
    assert english[0][:3] == ["Game", "Date", "Status"] and english[1][1:3] == ["01.02.2026", "finished"]
    assert client.get(f"/leagues/{body['id']}/games.csv?season=99999").status_code == 404
    assert client.get("/leagues/nosuchleague/games.csv").status_code == 404


def test_linked_beside_the_plain_csv(client: FlaskClient, make_game: Any, play: Any, league: Any) -> None:  # noqa: F811
    game = make_game()
    play(game, WON, HELD)
    board = client.get(f"/games/{game['id']}").get_data(as_text=True)
    assert (
        f'format=csv">CSV</a> · <a href="/games/{game["id"]}/spreadsheet.csv">CSV for Excel with decimal commas</a>'
        in board
    )
    body, _, (spring, _) = league
    page = client.get(f"/leagues/{body['id']}?season={spring}", headers=GERMAN).get_data(as_text=True)
    assert f'href="/leagues/{body["id"]}/standings.csv?season={spring}">für Excel (deutsch)</a>' in page
    assert f'href="/leagues/{body["id"]}/games.csv?season={spring}">für Excel (deutsch)</a>' in page
