"""The round form reads each side's panel from that side's own fields: fields of sides the game doesn't have
(`entries-2-*` on a two-side game, or any other index) are ignored, a side left out of the post is blank,
and no post ever costs a 500 while the form is shown again."""

from __future__ import annotations

import re

import pytest

from ..conftest import errors
from ..test_pages import ROUND

BROKEN = {"entries-0-meld_points": "x"}  # an unreadable count: the form is shown again with the problem


def shown(response, side: int, count: str = "meld_points") -> str | None:
    """The value a panel's field shows on the page."""
    html = response.get_data(as_text=True)
    match = re.search(rf'name="entries-{side}-{count}"[^>]*value="([^"]*)"', html) or re.search(
        rf'value="([^"]*)"[^>]*name="entries-{side}-{count}"', html
    )
    return match.group(1) if match else None


def stored(client, board: str) -> list[list[dict]]:
    """Every stored round's entries, as the API reads them."""
    return [r["entries"] for r in client.get("/api" + board).get_json()["rounds"]]


def test_fields_of_a_third_side_are_ignored_when_saving(client, start_game):
    board = start_game()
    extra = {"entries-2-meld_points": "999", "entries-2-red_threes": "x", "entries-2-meld_cards-aces": "3"}
    response = client.post(board + "/rounds/new", data={**ROUND, **extra, "confirm": "1"})
    assert response.status_code == 303, errors(response)
    entries = stored(client, board)[0]
    assert len(entries) == 2 and [e["meld_points"] for e in entries] == [240, 85]


@pytest.mark.parametrize(
    "extra",
    [
        {"entries-2-meld_points": "85"},
        {"entries-2-meld_points": "x", "out": "2:out"},
        {"entries-7-red_threes": "1", "entries-99999999999999999999-meld_points": "5"},
        {"entries-x-meld_points": "5", "entries--1-meld_points": "5", "entries-2-": "1", "entries-2": "1"},
    ],
    ids=["third-side", "third-side-went-out", "far-indexes", "odd-names"],
)
def test_foreign_fields_never_cost_a_500_while_the_form_is_shown_again(client, start_game, extra):
    board = start_game()
    response = client.post(board + "/rounds/new", data={**ROUND, **BROKEN, **extra})
    assert response.status_code == 422
    assert "Must be a whole number." in errors(response)  # the question of who went out comes first on the page
    assert "Anna &amp; Ben: Meld points" in response.get_data(as_text=True)  # named by its own side
    assert shown(response, 0) == "x" and shown(response, 1) == "85"  # each side keeps its own typing
    assert shown(response, 2) is None and 'name="entries-2-' not in response.get_data(as_text=True)
    assert stored(client, board) == []


def test_a_side_left_out_of_the_post_stays_blank_and_keeps_its_place(client, start_game):
    board = start_game()
    only_second = {"entries-1-meld_points": "x", "entries-2-meld_points": "85", "out": "none"}
    response = client.post(board + "/rounds/new", data=only_second)
    assert response.status_code == 422
    assert shown(response, 0) == "" and shown(response, 1) == "x"  # side 2's "85" is not moved onto side 1
    assert "Cara &amp; Dan: Meld points" in response.get_data(as_text=True)


def test_steppers_of_a_side_the_game_lacks_do_nothing(client, start_game):
    board = start_game()
    for step in ("2.red_threes:+1", "5.meld_cards.aces:+1", "1.red_threes:+1"):
        response = client.post(board + "/rounds/new", data={**ROUND, "step": step})
        assert response.status_code == 200
    assert shown(response, 1, "red_threes") == "1" and shown(response, 2, "red_threes") is None


def test_correcting_a_round_ignores_a_third_side_too(client, start_game):
    board = start_game()
    assert client.post(board + "/rounds/new", data={**ROUND, "confirm": "1"}).status_code == 303
    form = client.get(board + "/rounds/1/edit").get_data(as_text=True)
    version = re.search(r'name="version"[^>]*value="([^"]*)"', form).group(1)
    changed = {**ROUND, "entries-1-hand_points": "25", "entries-2-hand_points": "5", "version": version, "confirm": "1"}
    assert client.post(board + "/rounds/1/edit", data=changed).status_code == 303
    entries = stored(client, board)[0]
    assert len(entries) == 2 and entries[1]["hand_points"] == 25
