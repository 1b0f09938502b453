"""Hand and Foot on the pages through the test client (RULES.md 12): the round form with the preset's fields, the
worked example H3 and a Whitnack round posted on it, the board announcing the next round's minimum (with the
button that reads it aloud), each round explained in words, four rounds to the end and a tie without a winner,
refused rounds named on their fields with nothing stored, the rules sheet with Whitnack's differences, history,
score sheet, export and import, and a league showing books, in English and German."""

from __future__ import annotations

import dataclasses
import html

import pytest

from tests.api.test_hand_and_foot import H3_A, H3_B, QUIET
from tests.registry import preset_rules

from .round_post import form_fields, post_round, start_game
from .test_american import A1_EW, A1_NS, api, found, page, strip

PAIRS = [("A", 2), ("B", 2)]
WILD_A = {**H3_A, "wild_books": 1, "meld_points": 535}  # H3's team A and a wild book of seven twos (140)


def test_the_round_form_asks_what_the_preset_counts(client):
    board = start_game(client, "hand_and_foot", PAIRS)
    text = page(client, board + "/rounds/new")
    assert "Clean books" in text and "Dirty books" in text and "Exact picks" in text
    assert 'name="entries-0-wild_books"' not in text  # not allowed by the most published rules
    assert 'name="entries-1-meld_cards-eights_nines"' in text and "8s and 9s" in text
    whitnack = start_game(client, "whitnack", PAIRS)
    assert 'name="entries-0-wild_books"' in page(client, whitnack + "/rounds/new")
    assert "Reine Bücher" in page(client, board + "/rounds/new", "de")


def test_h3_on_the_form_the_board_announces_the_next_minimum(client):
    board = start_game(client, "hand_and_foot", PAIRS)
    assert "Initial meld: 50" in page(client, board) and "rounds left: 4" in page(client, board)
    saved = post_round(client, board, H3_A, H3_B)
    assert saved.status_code == 303, found(saved)
    # H3 (RULES.md 12.8): A = 395 - 65 + 1000 + 600 + 300 + 100 = 2330; B = 195 - 155 + 500 + 300 + 100 - 500 = 440
    assert [s["total"] for s in api(client, board)["sides"]] == [2330, 440]
    text = strip(page(client, board))
    assert "Round 2: the first meld of each side needs 90. A lead with 2,330." in text  # a pair: "lead"
    assert "Initial meld: 90" in text and "rounds left: 3" in text and "Read aloud" in text
    german = strip(page(client, board, "de"))
    assert "Runde 2: Die erste Meldung jeder Partei braucht 90." in german and "Vorlesen" in german
    words = strip(page(client, board + "/rounds/1"))
    assert "Melded cards: 195 Cards left in hand and foot: -155 1 clean book x 500: 500" in words
    assert "1 red three caught in hand or foot x 500: -500" in words


def test_a_whitnack_round_with_a_wild_book_in_words(client):
    board = start_game(client, "whitnack", PAIRS)
    # A: H3's team A and a wild book of seven twos (140): meld 535; A = 535 - 65 + 1000 + 600 + 1500 + 300 + 100
    # = 3970. B: H3's team B with Whitnack's red three caught -100: 195 - 155 + 500 + 300 + 100 - 100 = 840.
    assert post_round(client, board, WILD_A, H3_B).status_code == 303
    assert [s["total"] for s in api(client, board)["sides"]] == [3970, 840]
    words = strip(page(client, board + "/rounds/1"))
    assert "1 wild book x 1,500: 1,500" in words and "1 red three caught in hand or foot x 100: -100" in words
    german = strip(page(client, board + "/rounds/1", "de"))
    assert "Runde 1 erklärt" in german and "A: +3.970 → 3.970" in german


def test_four_rounds_end_the_game_and_a_tie_has_no_winner(client):
    board = start_game(client, "hand_and_foot", PAIRS)
    for entries in ((H3_A, H3_B), (H3_B, H3_A), (QUIET, QUIET)):
        assert post_round(client, board, *entries).status_code == 303
    assert "Last round, round 4: the first meld of each side needs 150." in strip(page(client, board))
    post_round(client, board, QUIET, QUIET)  # 2770 + 110 + 110 each: a tie after the last round
    game = api(client, board)
    assert (game["status"], game["winner"], [s["total"] for s in game["sides"]]) == ("finished", None, [2990, 2990])
    assert "Enter round" not in page(client, board)


@pytest.mark.parametrize(
    ("entries", "field", "message"),
    [
        (
            [{**H3_A, "dirty_books": 1}, QUIET],
            "out",
            "Going out needs 2 clean and 2 dirty books; this side has 2 clean and 1 dirty.",
        ),
        ([{**QUIET, "exact_picks": 3}, QUIET], "entries-0-exact_picks", None),
        ([{**QUIET, "meld_points": 30, "clean_books": 1}, QUIET], "entries-0-meld_points", None),
    ],
)
def test_a_refused_round_is_named_on_its_field_and_stores_nothing(client, entries, field, message):
    board = start_game(client, "hand_and_foot", PAIRS)
    refused = post_round(client, board, *entries)
    assert refused.status_code == 422
    assert f'href="#{field}' in refused.get_data(as_text=True)
    if message:
        assert message in found(refused)
    assert api(client, board)["rounds"] == []


def test_rules_sheet_history_sheet_export_and_import(client):
    board = start_game(client, "whitnack", PAIRS)
    assert post_round(client, board, WILD_A, H3_B).status_code == 303
    rules = strip(page(client, board + "/rules"))
    assert (
        "Differs from the most published Hand and Foot rules: Cards in each hand and each foot: 13; Wild book: 1,500; "
        "Books needed to go out: Clean books 2, Dirty books 2, Wild books 1; Red three caught in hand or foot costs: 100."
    ) in rules
    german = strip(page(client, board + "/rules", "de"))
    assert "Abweichend von den am weitesten verbreiteten Regeln für Hand und Fuß: Karten je Hand und je Fuß: 13" in german
    history = strip(page(client, board + "/history"))
    assert "Round 1 entered" in history and "Clean books 2, Dirty books 2, Wild books 1" in history
    assert "Reine Bücher 2, Gemischte Bücher 2, Wilde Bücher 1" in strip(page(client, board + "/history", "de"))
    assert "3,970" in page(client, board + "/sheet")
    game_id = board.rsplit("/", 1)[1]
    copy = client.post("/api/games/import", json=client.get(f"/api/games/{game_id}/export").get_json())
    assert copy.status_code == 201, copy.get_json()
    imported = client.get(f"/api/games/{copy.get_json()['id']}").get_json()
    assert (imported["ruleset"]["key"], [s["total"] for s in imported["sides"]]) == ("whitnack", [3970, 840])
    csv = client.get(f"/api/games/{game_id}/export?format=csv")
    assert csv.status_code == 200 and b"clean_books" in csv.data


@pytest.mark.parametrize(
    ("ruleset", "settings", "entries", "count", "other"),
    [
        # A1 to a target of 1000: NS 1330 win by 975 with 2 canastas, EW 1.
        ("american", {"target": 1000}, "A1", "Canastas", "hand_and_foot"),
        # H3 in a game of one round: A 2330 win by 1890 with 4 books, B 2.
        ("hand_and_foot", {"rounds": 1}, "H3", "Books", "american"),
    ],
)
def test_a_league_of_one_family_shows_its_count(client, ruleset, settings, entries, count, other):
    hands = {"A1": [A1_NS, A1_EW], "H3": [H3_A, H3_B]}[entries]
    league = client.post("/api/leagues", json={"visibility": "public", "name": "Club", "ruleset": ruleset, "settings": settings}).get_json()
    auth = {"Authorization": f"Bearer {league['token']}"}
    sides = [{"name": "AB", "players": ["Ann", "Bob"]}, {"name": "CD", "players": ["Cy", "Di"]}]
    wrong = client.post("/api/games", json={"league": league["id"], "ruleset": other, "sides": sides}, headers=auth)
    assert wrong.status_code == 422, wrong.get_json()
    game = client.post("/api/games", json={"league": league["id"], "sides": sides}, headers=auth).get_json()
    done = client.post(f"/api/games/{game['id']}/rounds", json={"entries": hands}, headers=auth).get_json()
    assert done["status"] == "finished" and done["winner"] == 0
    text = strip(page(client, f"/leagues/{league['id']}"))
    assert f"Avg. margin {count} Rating" in text and "ties are broken by" in text and "average margin" in text
    standings = client.get(f"/api/leagues/{league['id']}/standings").get_json()["players"]
    assert [p["won"] for p in standings] == [1, 1, 0, 0]
    figures = {"Canastas": [2, 2, 1, 1], "Books": [4, 4, 2, 2]}[count]
    assert [p[count.lower()] for p in standings] == figures
    german = strip(page(client, f"/leagues/{league['id']}", "de"))
    assert {"Canastas": "Canastas", "Books": "Bücher"}[count] in german


@pytest.mark.parametrize("family", ["american", "hand_and_foot"])
def test_every_setting_of_the_digest_is_on_the_new_game_form_and_the_rules_sheet(client, family):
    names = [f.name for f in dataclasses.fields(preset_rules(family))]
    digest = {  # RULES.md 11.10 and 12.9, less what issue 25 says is not needed
        "american": {"target", "minimums", "threes_scale", "special_hands", "dream_hand_wins", "canastas_to_go_out"},
        "hand_and_foot": {"decks", "pile_size", "rounds", "minimums", "books_to_go_out", "card_values_8_9"},
    }[family]
    assert digest <= set(names)
    form = page(client, f"/games/new/{family}")
    assert [n for n in names if f'name="settings-{family}-{n}' not in form] == []
    board = start_game(client, family, PAIRS)
    for lang in ("en", "de"):
        rows = page(client, board + "/rules", lang).split("<tbody>", 1)[1].split("</tbody>", 1)[0]
        assert rows.count("<tr") == len(names), lang


def test_an_unlikely_round_asks_are_you_sure_first(client):
    board = start_game(client, "hand_and_foot", PAIRS)
    low = {"meld_points": 40, "hand_points": 40}  # a first meld below round 1's minimum of 50
    asked = post_round(client, board, low, QUIET, confirm=False)
    text = strip(html.unescape(asked.get_data(as_text=True)))
    assert "Are you sure?" in text and "Only 40 meld points, though every first meld needs at least 50?" in text
    assert api(client, board)["rounds"] == []
    german = post_round(client, board, low, QUIET, confirm=False, **{"Accept-Language": "de"})
    assert "Bist du sicher?" in html.unescape(german.get_data(as_text=True))
    assert post_round(client, board, low, QUIET).status_code == 303
    assert [s["total"] for s in api(client, board)["sides"]] == [0, 110]  # 40 - 40; 150 - 40


def test_the_outbox_sends_a_round_once_and_followers_hear_of_it(client):
    board = start_game(client, "hand_and_foot", PAIRS)
    game_id = board.rsplit("/", 1)[1]
    version = client.get(f"/games/{game_id}/news").get_json()["version"]
    data = {**form_fields([H3_A, H3_B]), "number": "1", "round_id": "phone-h-1"}
    json = {"Accept": "application/json"}
    assert client.post(board + "/rounds/send", data=data, headers=json).status_code == 201
    assert client.post(board + "/rounds/send", data=data, headers=json).get_json()["repeated"] is True
    assert [s["total"] for s in api(client, board)["sides"]] == [2330, 440]
    assert client.get(f"/games/{game_id}/news?since={version}").get_json()["version"] == version + 1
