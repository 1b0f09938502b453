"""The race chart on the board: an SVG made on the server, between labelled axes (round numbers below, round
values on the left), with the target line and a legend that draws each line as the chart does; its text
alternative says every total in the reader's language. Positions are worked out by hand from the box."""

from __future__ import annotations

import html
from typing import Any

from flask.testing import FlaskClient

from scorepad.web.shared.chart import nice_step, round_ticks, value_ticks
from tests.conftest import HELD, WON

BOX = 640 - 108 - 16  # the race's width between its axes: 516 units


def test_value_labels_fall_on_round_steps() -> None:
    assert nice_step(3000) == 1000  # 3,000 / 5 = 600: the next of 100, 200, 500, 1,000
    assert nice_step(1880) == 500 and nice_step(985) == 200 and nice_step(0) == 5
    assert value_ticks(0, 3000) == [0, 1000, 2000, 3000]
    assert value_ticks(0, 1880) == [0, 500, 1000, 1500]
    assert value_ticks(-45, 940) == [0, 200, 400, 600, 800]  # -45 is below the first multiple of 200


def test_round_numbers_thin_out_where_the_rounds_are_many() -> None:
    assert round_ticks(2, BOX) == [0, 1, 2]  # 258 units apart
    assert round_ticks(12, BOX) == [0, 2, 4, 6, 8, 10, 12]  # 43 units a round: every 2nd, 86 apart
    assert round_ticks(30, BOX) == [0, 5, 10, 15, 20, 25, 30]  # 17.2 a round: every 5th


def test_the_board_draws_axes_labels_target_and_legend(client: FlaskClient, make_game: Any, play: Any) -> None:
    game = make_game(settings={"target": 3000})
    play(game, WON, HELD)  # 940 : 40
    play(game, WON, HELD)  # 1,880 : 80
    page = html.unescape(client.get(f"/games/{game['id']}").get_data(as_text=True))
    # y = 20 + 236 * (3,000 - value) / 3,000; x = 108 + 258 per round
    assert '<text x="98" y="256">0</text><text x="98" y="177">1,000</text>' in page
    assert '<text x="98" y="99">2,000</text><text x="98" y="20">3,000</text>' in page
    assert '<text x="108" y="286">0</text><text x="366" y="286">1</text><text x="624" y="286">2</text>' in page
    assert '<line class="target" x1="108" x2="624" y1="20" y2="20"/>' in page
    assert '<path class="line side-0" d="M108 256l258 -74 258 -74"/>' in page  # 940 at 182, 1,880 at 108
    assert (
        "Anna & Ben: 1,880 after round 2. Cara & Dan: 80 after round 2. Target: 3,000. "
        "Every total is in the table of rounds.</desc>" in page
    )
    legend = page.split('<figcaption class="legend">')[1].split("</figcaption>")[0]
    assert 'class="line side-0"' in legend and "Anna & Ben</span>" in legend and "Cara & Dan</span>" in legend
    assert '<line class="target"' in legend and "Target: 3,000</span>" in legend and "Zero" not in legend
    german = html.unescape(client.get(f"/games/{game['id']}", headers={"Accept-Language": "de"}).get_data(as_text=True))
    assert '<text x="98" y="177">1.000</text>' in german and ">Runde</text>" in german
    assert "Anna & Ben: 1.880 nach Runde 2." in german and "Ziel: 3.000</span>" in german


def test_a_total_below_zero_gets_the_zero_line_in_the_legend(client: FlaskClient, make_game: Any, play: Any) -> None:
    game = make_game()
    play(game, WON, {"meld_points": 0, "hand_points": 45})  # 940 : -45
    page = client.get(f"/games/{game['id']}", headers={"Accept-Language": "de"}).get_data(as_text=True)
    legend = page.split('<figcaption class="legend">')[1].split("</figcaption>")[0]
    assert '<line class="zero"' in legend and "Null</span>" in legend
    assert '<text x="98" y="' in page and ">0</text>" in page
