"""Rommé on the pages through the test client: a table of up to six started without JavaScript, one row per
player with the "went out" choice and the card counter, the board lowest first with the Finish button and its
confirmation, taking the game up again from the history, and the dispute pages, in English and German."""

from __future__ import annotations

import html
import re

import pytest

from .conftest import errors

FIVE = ["Anna", "Ben", "Cara", "Dan", "Eva"]


@pytest.fixture
def start_romme(client):
    """A factory: the new-game form posted for a Rommé table of these players (each a side of one)."""

    def start(*names: str, **fields: str) -> str:
        data = {"ruleset": "romme", "dealer_first": "0", "rotation": "clockwise", **fields}
        for i, name in enumerate(names or FIVE):
            data[f"sides-{i}-name"] = name
        response = client.post("/games/new", data=data)
        assert response.status_code == 303, errors(response)
        return response.headers["Location"]

    return start


def page(client, url: str, lang: str = "en") -> str:
    """A page's text, unescaped, in a language."""
    return html.unescape(client.get(url, headers={"Accept-Language": lang}).get_data(as_text=True))


def totals_in_order(text: str) -> list[tuple[str, str]]:
    """The board's totals as shown, in order: (name, total)."""
    return re.findall(r'side-name">([^<]*)</span>\s*<span class="big-number">([^<]*)<', text)


def hand(**entries: str) -> dict[str, str]:
    """A posted round form as a browser sends it (every row's field, blank or not): "p0=12" is player 1's loss
    points, "out=2" says player 3 called Rommé."""
    data = {f"entries-{i}-hand_points": "" for i in range(6)}
    for key, value in entries.items():
        if key == "out":
            data["out"] = value if ":" in value else f"{value}:out"
        else:
            data[f"entries-{key[1:]}-hand_points"] = value
    return data


def test_the_new_game_form_offers_romme_and_six_side_slots(client):
    text = page(client, "/games/new/romme")
    assert 'value="romme"' in text and "House rules of Rommé: change any setting" in text
    assert all(f'id="sides-{i}-name"' in text for i in range(6)) and 'id="sides-6-name"' not in text
    assert "Side 6" in text
    assert "Rommé-Grenze" in page(client, "/games/new/romme", "de")


def test_a_table_of_five_starts_without_javascript(client, start_romme):
    board = start_romme(**{"settings-romme-hands": "4", "settings-romme-romme_limit": "3"})
    game = client.get("/api" + board).get_json()
    assert [s["players"] for s in game["sides"]] == [[n] for n in FIVE]
    assert game["ruleset"]["settings"] == {"romme_limit": 3, "hands": 4, "hand_romme_doubles": False}
    six = start_romme("A", "B", "C", "D", "E", "F")
    assert len(client.get("/api" + six).get_json()["sides"]) == 6
    two = start_romme("A", "B")
    assert len(client.get("/api" + two).get_json()["sides"]) == 2


def test_a_side_slot_left_empty_between_names_is_named(client):
    data = {"ruleset": "romme", **{f"sides-{i}-name": name for i, name in enumerate(["A", "B", "", "D", "", ""])}}
    response = client.post("/games/new", data=data)
    assert response.status_code == 422 and "Side 3: Side name: Must not be empty." in html.unescape(
        response.get_data(as_text=True)
    )


def test_the_round_form_is_a_row_per_player(client, start_romme):
    board = start_romme()
    text = page(client, board + "/rounds/new")
    assert text.count('class="panel romme-row') == 5
    offered = re.findall(r'name="out"[^>]*value="([^"]*)"', text)
    assert offered == ["0", "1", "2", "3", "4"]  # asked first, once, above the rows; somebody always calls Rommé
    assert text.count("Who went out?") == 1
    assert 'name="how"' not in text  # Hand-Rommé is a house rule, off here: calling Rommé is the one way
    assert "Count the cards" in text and 'id="entries-2-hand_cards-jokers"' in text
    assert re.search(r'data-counts="hand_points:points: going_out:way: hand_cards:cards:hand_points ', text)
    german = page(client, board + "/rounds/new", "de")
    assert "Verlustpunkte" in german and "Wer hat ausgemacht?" in german and "Schluss-Rommé" in german


def test_hand_romme_is_offered_when_the_table_agreed(client, start_romme):
    board = start_romme("A", "B", **{"settings-romme-hand_romme_doubles": "yes"})
    text = page(client, board + "/rounds/new")
    assert re.findall(r'name="how"[^>]*value="([^"]*)"', text) == ["out", "hand"]
    assert "Hand-Rommé: out in one go, the others' points double" in text
    client.post(board + "/rounds/new", data={**hand(p0="23"), "out": "1", "how": "hand"})
    assert client.get("/api" + board).get_json()["sides"][0]["total"] == 46


def test_rounds_scored_the_board_lowest_first(client, start_romme):
    board = start_romme()
    saved = client.post(board + "/rounds/new", data=hand(p0="12", out="1", p2="30", p3="7", p4="2"))
    assert saved.status_code == 303 and saved.headers["Location"].endswith("?saved=1")
    cards = {"entries-0-hand_cards-jokers": "1", "entries-0-hand_cards-2": "1", **hand(out="2", p1="9", p3="4")}
    client.post(board + "/rounds/new", data={**cards, "entries-4-hand_points": "11"})
    text = page(client, board)
    assert totals_in_order(text) == [("Ben", "9"), ("Dan", "11"), ("Eva", "13"), ("Cara", "30"), ("Anna", "54")]
    assert "leads by 2" in text and "Loss points: the lowest total wins." in text
    assert "Next to deal: Cara" in text and "Finish the game" in text
    assert "Ben called Rommé." not in text and "Cara called Rommé." in text and "Ben leads with 9." in text
    assert '<th scope="col">Anna</th><th scope="col">Ben</th>' in text  # the sheet: one column per player
    assert 'class="target"' not in text  # the chart has no target line
    assert 'class="line side-4"' in text
    german = page(client, board, "de")
    assert "Verlustpunkte: Die niedrigste Summe gewinnt." in german and "Cara hat Rommé gemacht." in german
    # a total and a margin in different words: Ben's 9 is his total, 2 his lead over Dan's 11
    assert "Ben führt, Stand: 9." in german and '<span class="lead">2 vorn</span>' in german
    assert "führt mit" not in german


def test_refused_hands_are_named_on_their_fields_and_store_nothing(client, start_romme):
    board = start_romme("Anna", "Ben", "Cara")
    nobody = client.post(board + "/rounds/new", data=hand(p0="12", p1="4", p2="9"))
    assert nobody.status_code == 422
    assert "Say who called Rommé: exactly one player goes out in every hand." in errors(nobody)
    bad = client.post(
        board + "/rounds/new",
        data={**hand(out="0", p0="5", p1="1"), "entries-2-hand_cards-jokers": "3", "entries-2-hand_points": "x"},
    )
    found = errors(bad)
    assert bad.status_code == 422
    assert "Went out holding 5; Rommé may be called holding at most 0." in found
    assert "No hand holds exactly 1 point: an ace counts 11 at the end." in found
    assert "The deck has only 2 of these cards." in found and "Must be a whole number." in found
    text = html.unescape(bad.get_data(as_text=True))
    assert 'href="#entries-2-hand_cards-jokers">Cara: Cards left in hand, Jokers:' in text
    assert client.get("/api" + board).get_json()["rounds"] == []


def test_the_card_counter_steps_without_javascript(client, start_romme):
    board = start_romme("Anna", "Ben")
    stepped = client.post(board + "/rounds/new", data={**hand(out="0"), "step": "1.hand_cards.aces:+1"})
    assert (
        'id="entries-1-hand_cards-aces" inputmode="numeric" name="entries-1-hand_cards-aces" type="text" value="1"'
        in (stepped.get_data(as_text=True))
    )
    assert '<input checked id="out-0" name="out" type="radio" value="0">' in stepped.get_data(
        as_text=True
    )  # the choice is kept while stepping


def test_a_fixed_number_of_hands_ends_the_game(client, start_romme):
    board = start_romme("Anna", "Ben", **{"settings-romme-hands": "2"})
    assert "2 hands left." in page(client, board)
    client.post(board + "/rounds/new", data=hand(out="0", p1="20"))
    assert "1 hand left." in page(client, board) and "Noch 1 Runde." in page(client, board, "de")
    client.post(board + "/rounds/new", data=hand(p0="20", out="1"))
    text = page(client, board)
    assert "The game is over: a tie for the best total." in text and "Finish the game" not in text


def test_explanation_rules_sheet_score_sheet_and_history_in_both_languages(client, start_romme):
    board = start_romme("Anna", "Ben", **{"settings-romme-romme_limit": "5"})
    client.post(board + "/rounds/new", data={**hand(out="0", p0="3"), "entries-1-hand_cards-aces": "2"})
    explained = page(client, board + "/rounds/1")
    assert "Called Rommé holding 3 (at most 5 allowed): 0" in explained
    assert (
        "Loss points in hand at the final Rommé: 22" in explained
        and "Cards left in hand, counted: Aces: 2" in explained
    )
    assert "Verlustpunkte auf der Hand beim Schluss-Rommé: 22" in page(client, board + "/rounds/1", "de")
    rules = page(client, board + "/rules")
    assert "Rommé limit: points a player may still hold when calling Rommé" in rules and "house rule" in rules
    assert "until the table ends the game" in rules and "the booklet for blind players (its Rommé part)" in rules
    assert "bis der Tisch das Spiel beendet" in page(client, board + "/rules", "de")
    sheet = page(client, board + "/sheet")
    assert "<td>22</td><td>22</td>" in sheet and "Rommé" in sheet
    history = page(client, board + "/history")
    assert "Anna: Loss points 3, called Rommé; Ben: Loss points 22, Cards left in hand: Aces: 2" in history


def test_a_hand_is_corrected_and_undone_and_names_change(client, start_romme):
    board = start_romme("Anna", "Ben", "Cara")
    client.post(board + "/rounds/new", data=hand(out="0", p1="20", p2="35"))
    client.post(board + "/rounds/new", data=hand(p0="9", out="1", p2="4"))
    edit = page(client, board + "/rounds/1/edit")
    assert (
        re.search(r'<input checked id="out-0" name="out" type="radio" value="0">', edit)
        and 'name="entries-2-hand_points" type="text" value="35"' in edit
    )
    fixed = client.post(board + "/rounds/1/edit", data={**hand(out="2", p0="6", p1="20"), "version": "2"})
    assert fixed.status_code == 303
    assert [s["total"] for s in client.get("/api" + board).get_json()["sides"]] == [15, 20, 4]
    assert client.post(board + "/rounds/2/delete").status_code == 303
    assert [s["total"] for s in client.get("/api" + board).get_json()["sides"]] == [6, 20, 0]
    names = {"sides-0-name": "Anna", "sides-0-players-0": "Anna", "sides-1-name": "Bea", "sides-1-players-0": "Bea"}
    names.update({"sides-2-name": "Cara", "sides-2-players-0": "Cara"})
    assert client.post(board + "/names", data=names).status_code == 303
    assert "Bea" in page(client, board)
