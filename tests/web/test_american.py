"""Modern American Canasta on the pages through the test client (RULES.md 11): the new-game form and the rules
sheet with every setting and a preset's differences, the worked examples posted on the round form with the board's
totals and minimums, each hand explained in words, refused hands named on their fields with nothing stored, the
"are you sure?" question, history, score sheet, export and import, the outbox and live following, in English
and German. Rounds are posted through tests/web/round_post.py (the one place that knows the round form)."""

from __future__ import annotations

import html
import re

from .conftest import errors
from .round_post import form_fields, post_round, start_game

NS_EW = [("NS", 2), ("EW", 2)]
OUT = {"going_out": "out"}
# A1 (RULES.md 11.11): NS = 100 + 500 + 300 + 200 + 245 - 15 = 1330; EW = 300 + 0 + 140 - 85 = 355.
A1_NS = {**OUT, "meld_points": 245, "hand_points": 15, "natural_canastas": 1, "mixed_canastas": 1}
A1_NS = {**A1_NS, "red_threes": 1, "black_threes": 1}
A1_EW = {"meld_points": 140, "hand_points": 85, "mixed_canastas": 1, "red_threes": 2}
# A2: NS = 100 + 2 x 500 + 170 = 1270; EW = -85 - 400 - 120 = -605.
A2_NS = {**OUT, "meld_points": 170, "natural_canastas": 2}
A2_EW = {"meld_points": 85, "hand_points": 120, "red_threes": 2, "black_threes": 1}


def page(client, url: str, lang: str = "en") -> str:
    """A page's text, unescaped, in a language."""
    return html.unescape(client.get(url, headers={"Accept-Language": lang}).get_data(as_text=True))


def strip(text: str) -> str:
    """A page's words without its tags, spaces collapsed."""
    return " ".join(re.sub(r"<[^>]*>", " ", text).split())


def api(client, board: str) -> dict:
    """The game as the API answers it."""
    return client.get("/api" + board).get_json()


def test_the_new_game_form_offers_both_presets_with_every_setting(client):
    text = page(client, "/games/new/american")  # the game is chosen first, then its rules
    assert 'value="american"' in text and 'value="american_pagat"' in text
    assert "Modern American Canasta" in text
    for name in ("threes_scale", "special_hands", "dream_hand_wins", "minimums", "target"):
        assert f'name="settings-american-{name}' in text, name
    german = page(client, "/games/new/american", "de")
    assert "Amerikanisches Canasta" in german


def test_the_worked_examples_on_the_round_form_board_and_words(client):
    board = start_game(client, "american", NS_EW)
    saved = post_round(client, board, A1_NS, A1_EW)
    assert saved.status_code == 303, errors(saved)
    post_round(client, board, A2_NS, A2_EW)
    assert [s["total"] for s in api(client, board)["sides"]] == [2600, -250]
    text = page(client, board)
    assert "+1,270 2,600" in " ".join(strip(text).split()) and "2,850 behind" in text
    # minimums by total (11.6): below 3000 a side needs 125, a negative total takes the first step too
    assert text.count("Initial meld: 125") == 2
    words = page(client, board + "/rounds/1")
    assert "Melded cards, side has a canasta" in words and "1 natural canasta x 500" in words
    assert "Threes laid down (1 red, 1 black), side has two canastas or more" in words
    assert "Went out: 100" in words and "Initial meld after this round: NS 125 · EW 125" in words  # each side named
    german = page(client, board + "/rounds/2", "de")
    assert "EW: -605 → -250" in strip(german) and "Runde 2 erklärt" in german
    assert "Amerikanisches Canasta (Canasta League of America)" in page(client, board, "de")


def test_a_refused_hand_names_its_field_and_stores_nothing(client):
    board = start_game(client, "american", NS_EW)
    red = post_round(client, board, {**A1_NS, "red_threes": 3}, {**A1_EW, "red_threes": 2})
    assert red.status_code == 422 and "More red threes laid down than the deck's 4." in found(red)
    german = post_round(client, board, {**A1_NS, "red_threes": 3}, A1_EW, **{"Accept-Language": "de"})
    assert "Mehr rote Dreien ausgelegt, als es gibt (4)." in found(german)
    assert api(client, board)["rounds"] == []


def found(response) -> list[str]:
    """The error messages a page shows, unescaped."""
    return [html.unescape(e) for e in errors(response)]


def test_an_unlikely_hand_asks_are_you_sure_first(client):
    board = start_game(client, "american", NS_EW)
    asked = post_round(client, board, A2_NS, A2_EW, confirm=False)
    assert asked.status_code in (200, 422)
    assert "Only 85 meld points? The initial meld alone needs 125." in html.unescape(asked.get_data(as_text=True))
    assert api(client, board)["rounds"] == []
    assert post_round(client, board, A2_NS, A2_EW).status_code == 303


def test_history_sheet_rules_export_and_import(client):
    board = start_game(client, "american_pagat", NS_EW)
    post_round(client, board, A1_NS, A1_EW)
    assert "Round 1" in page(client, board + "/history")
    sheet = page(client, board + "/sheet")
    assert "1,330" in sheet and "355" in sheet
    rules = strip(page(client, board + "/rules"))
    assert "Differs from the Canasta League of America's rules: Unfinished wild meld holding all four jokers" in rules
    assert "costs: 2,500; Special hands: Pairs (seven natural pairs) 2,500" in rules
    german = strip(page(client, board + "/rules", "de"))
    assert "Abweichend von den Regeln der Canasta League of America: Unfertige wilde Meldung" in german
    game_id = board.rsplit("/", 1)[1]
    exported = client.get(f"/api/games/{game_id}/export").get_json()
    copy = client.post("/api/games/import", json=exported)
    assert copy.status_code == 201, copy.get_json()
    assert [s["total"] for s in client.get(f"/api/games/{copy.get_json()['id']}").get_json()["sides"]] == [1330, 355]
    csv = client.get(f"/api/games/{game_id}/export?format=csv")
    assert csv.status_code == 200 and b"1330" in csv.data


def test_the_outbox_and_live_following(client):
    board = start_game(client, "american", NS_EW)
    game_id = board.rsplit("/", 1)[1]
    version = client.get(f"/games/{game_id}/news").get_json()["version"]
    data = {**form_fields([A1_NS, A1_EW]), "number": "1", "round_id": "phone-1"}
    sent = client.post(board + "/rounds/send", data=data, headers={"Accept": "application/json"})
    assert sent.status_code == 201, sent.get_json()
    assert [s["total"] for s in api(client, board)["sides"]] == [1330, 355]
    news = client.get(f"/games/{game_id}/news?since={version}").get_json()
    assert news["version"] == version + 1


def test_a_special_hand_on_the_form_in_words_and_in_the_csv(client):
    board = start_game(client, "american", NS_EW)
    # NS show garbage (League's list: 3000), which replaces their whole score. EW: a mixed canasta (300), melds 390
    # count plus, hands 40, an unfinished wild meld -2000: 390 - 40 + 300 - 2000 = -1350.
    ew = {"meld_points": 390, "hand_points": 40, "mixed_canastas": 1, "incomplete_wild": True}
    assert post_round(client, board, {"special_hand": "garbage"}, ew).status_code == 303
    assert [s["total"] for s in api(client, board)["sides"]] == [3000, -1350]
    words = strip(page(client, board + "/rounds/1"))
    assert "Special hand, garbage; it replaces the side's whole score: 3,000" in words
    assert "Unfinished wild meld: -2,000" in words and "Initial meld after this round: NS 155 · EW 125" in words
    csv = client.get(f"/api/games/{board.rsplit('/', 1)[1]}/export?format=csv").get_data(as_text=True)
    header, ns, ew_row = csv.lstrip("\ufeff").splitlines()
    assert header.endswith(
        "incomplete_wild,incomplete_wild_four_jokers,last_card_three,going_out,special_hand,score,total"
    )
    assert ns.endswith(",garbage,3000,3000") and ew_row.startswith("1,EW,390,40,0,1,")
    assert ew_row.endswith(",False,False,True,False,False,,,-1350,-1350")
