"""Standings in the reader's words (words/standings.py): a family's labels, each figure written its way, a row's
summary line."""

from __future__ import annotations

from scorepad.families.canasta.family import FAMILY as CANASTA
from scorepad.families.romme.family import FAMILY as ROMME
from scorepad.words import numbers_in
from scorepad.words.standings import column_labels, figure, shown_standings

ROW = {"rank": 1, "name": "Anna", "id": 7, "won": 1, "played": 4, "lost": 3, "win_rate": 0.25, "rating": 21.456}
ROW |= {"average_margin": 12.25, "points_for": 5120, "points_against": 4000, "canastas": 9}


def test_a_familys_labels_its_counts_and_its_own_words(app):
    with app.test_request_context(headers={"Accept-Language": "de"}):
        assert column_labels(CANASTA)["canastas"] == "Canastas"
        assert column_labels(ROMME)["points_for"] != column_labels(CANASTA)["points_for"]  # Rommé: loss points


def test_each_figure_written_its_way():
    n = numbers_in("de")
    assert (figure("win_rate", 0.25, n), figure("average_margin", 12.25, n), figure("points_for", 5120, n)) == (
        "25%",
        "12,2",
        "5.120",
    )


def test_a_row_as_the_page_shows_it(app):
    with app.test_request_context():
        (shown,) = shown_standings([ROW], CANASTA.league_columns, lambda pid: f"/players/{pid}")
        partners = {k: v for k, v in ROW.items() if k != "name"} | {"players": ["Anna", "Ben"]}
        pair = shown_standings([partners], ("win_rate",))
    assert (shown.name, shown.link, shown.summary) == ("Anna", "/players/7", "1 win · 4 games · 25%")
    assert shown.figures == ("25%", "5,120", "4,000", "12.2", "9") and shown.played == "4"
    assert (pair[0].name, pair[0].link) == ("Anna & Ben", None)
