"""A game read back: who deals and who sits out, as the pages and the API show it. A table of five started on the
new-game form, "Anna & Ben & Carl" against "Dora & Emil", sits Anna, Dora, Ben, Emil, Carl clockwise (sides
alternate); the deal goes round all five, and the side of three sits one out each hand, in turn, never the dealer
(worked by hand in tests/rules/test_seating.py)."""

from __future__ import annotations

import html
import re

import pytest

FIVE = {
    "ruleset": "classic",
    "sides-0-name": "Anna & Ben & Carl",
    "sides-0-size": "3",
    "sides-1-name": "Dora & Emil",
    "sides-1-size": "2",
    "dealer_first": "0",
    "rotation": "clockwise",
}
HAND = {  # the three go out: 240 + 500 + 100 + 100 = 940; the pair 85 - 45 = 40
    "entries-0-meld_points": "240",
    "entries-0-natural_canastas": "1",
    "entries-0-red_threes": "1",
    "out": "0:out",
    "entries-1-meld_points": "85",
    "entries-1-hand_points": "45",
}
DEALT = ["Anna", "Dora", "Ben", "Emil", "Carl", "Anna"]
SAT_OUT = ["Ben", "Anna", "Carl", "Ben", "Anna", "Carl"]


def said(client, path: str, lang: str = "en") -> str:
    """The dealer line of a page ("Anna deals · Ben sits out this hand")."""
    text = html.unescape(client.get(path, headers={"Accept-Language": lang}).get_data(as_text=True))
    return re.search(r'<p class="dealer">(.*?)</p>', text, re.S).group(1)


def start(client, **fields: str) -> str:
    """Start a game on the form; the board's path."""
    started = client.post("/games/new", data={**FIVE, **fields})
    assert started.status_code == 303, started.get_data(as_text=True)
    return started.headers["Location"]


def test_six_hands_at_a_table_of_five_every_dealer_and_sitter_out(client):
    board = start(client, **{"settings-canasta-target": "10000"})
    for number, (dealer, out) in enumerate(zip(DEALT, SAT_OUT, strict=True), start=1):
        assert said(client, board) == f"Next to deal: {dealer} · {out} sits out this hand · target 10,000"
        assert said(client, board + "/rounds/new") == f"{dealer} deals · {out} sits out this hand"
        assert client.post(board + "/rounds/new", data=HAND).status_code == 303, number
    assert said(client, board).startswith("Next to deal: Dora · Ben sits out this hand")
    assert said(client, board, "de").startswith("Als Nächstes gibt: Dora · Ben setzt diese Runde aus")
    assert client.get("/api" + board).get_json()["dealer"]["next"] == "Dora"


@pytest.mark.parametrize(
    ("first", "dealer", "out"), [("0", "Anna", "Ben"), ("1", "Dora", "Anna"), ("2", "Ben", "Anna")]
)
def test_the_first_dealer_chosen_starts_the_deal(client, first, dealer, out):
    board = start(client, dealer_first=first)
    assert said(client, board + "/rounds/new") == f"{dealer} deals · {out} sits out this hand"


def test_hand_and_foot_at_a_table_of_five_sits_nobody_out(client):
    sides = [
        {"name": "Anna & Ben & Carl", "players": ["Anna", "Ben", "Carl"]},
        {"name": "D", "players": ["Dora", "Emil"]},
    ]
    game = client.post("/api/games", json={"ruleset": "hand_and_foot", "sides": sides}).get_json()
    board = f"/games/{game['id']}"
    for dealer in ("Anna", "Dora", "Ben"):
        assert said(client, board) == f"Next to deal: {dealer}"  # nobody sits out
        entries = [{"meld_points": 150, "hand_points": 20}, {"meld_points": 150, "hand_points": 20}]
        token = {"Authorization": f"Bearer {game['token']}"}
        assert client.post(f"/api{board}/rounds", json={"entries": entries}, headers=token).status_code == 201
