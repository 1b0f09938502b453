"""The phone pages through the test client: start, enter, correct, undo, share, read-only."""

import re

from .conftest import errors

ROUND = {
    "entries-0-meld_points": "240",
    "entries-0-natural_canastas": "1",
    "entries-0-red_threes": "1",
    "out": "0:out",
    "entries-1-meld_points": "85",
    "entries-1-hand_points": "45",
}


def totals(response):
    return re.findall(r'big-number">([^<]*)', response.get_data(as_text=True))


def test_home_lists_only_this_phones_games(client, app, start_game):
    board = start_game()
    assert board in client.get("/").get_data(as_text=True)
    other = app.test_client()
    assert board not in other.get("/").get_data(as_text=True)


def test_new_game_with_two_names_and_one_tap(client, start_game):
    board = start_game()
    page = client.get(board).get_data(as_text=True)
    assert "Anna &amp; Ben" in page and "Initial meld: 50" in page and "Next to deal: Anna" in page
    game = client.get("/api" + board).get_json()
    assert [s["players"] for s in game["sides"]] == [["Anna", "Ben"], ["Cara", "Dan"]]


def test_new_game_options(client, start_game):
    board = start_game(
        **{
            "ruleset": "german",
            "sides-0-name": "Ida",
            "sides-0-size": "1",
            "sides-1-name": "Jon",
            "sides-1-size": "1",
            "sides-2-name": "Kim",
            "sides-2-size": "1",
            "sides-0-start": "1450",
            "settings-canasta-stock_out": "50",
            "settings-canasta-card_aces": "15",
            "rotation": "counterclockwise",
            "dealer_first": "2",
        }
    )
    game = client.get("/api" + board).get_json()
    assert [s["name"] for s in game["sides"]] == ["Ida", "Jon", "Kim"] and game["target"] == 3000
    assert game["ruleset"]["settings"]["stock_out"] == 50
    assert game["ruleset"]["settings"]["card_values"]["aces"] == 15
    assert game["sides"][0]["start"] == 1450 and game["dealer"] == {
        "first": 2,
        "rotation": "counterclockwise",
        "next": "Kim",
    }


def test_new_game_errors_keep_what_was_typed(client):
    response = client.post(
        "/games/new",
        data={
            "ruleset": "classic",
            "sides-0-name": "Anna & Ben",
            "sides-0-size": "2",
            "sides-1-name": "",
            "sides-1-size": "2",
            "sides-0-start": "12",
            "settings-canasta-target": "abc",
            "dealer_first": "0",
            "rotation": "clockwise",
        },
    )
    assert response.status_code == 422
    assert set(errors(response)) >= {"Must not be empty.", "Must be a whole number."}
    assert 'value="Anna &amp; Ben"' in response.get_data(as_text=True)


def test_enter_a_round_and_see_the_board(client, start_game):
    board = start_game()
    assert client.get(board + "/rounds/new").status_code == 200
    response = client.post(board + "/rounds/new", data=ROUND)
    assert response.status_code == 303
    page = client.get(board)
    assert totals(page) == ["940", "40"]
    assert "leads by 900" in page.get_data(as_text=True)


def test_round_errors_are_shown_next_to_fields_and_nothing_is_saved(client, start_game):
    board = start_game()
    response = client.post(
        board + "/rounds/new", data={**ROUND, "entries-0-meld_points": "24x", "entries-1-hand_points": "47"}
    )
    assert response.status_code == 422
    assert set(errors(response)) == {"Must be a whole number.", "Must be a multiple of 5."}
    html = response.get_data(as_text=True)
    assert 'value="24x"' in html and 'aria-invalid="true"' in html
    assert client.get("/api" + board).get_json()["rounds"] == []


def test_steppers_work_without_javascript(client, start_game):
    board = start_game()
    response = client.post(board + "/rounds/new", data={**ROUND, "step": "1.red_threes:+1"})
    assert response.status_code == 200
    assert 'id="entries-1-red_threes" inputmode="numeric" name="entries-1-red_threes" type="text" value="1"' in (
        response.get_data(as_text=True)
    )
    assert client.get("/api" + board).get_json()["rounds"] == []


def test_correct_and_undo_rounds(client, start_game):
    board = start_game()
    client.post(board + "/rounds/new", data=ROUND)
    client.post(board + "/rounds/new", data=ROUND)
    edit = client.get(board + "/rounds/1/edit").get_data(as_text=True)
    assert (
        'value="240"' in edit
        and re.search(r'<input checked id="out-0" name="out" type="radio" value="0">', edit)
        and re.search(r'<input checked id="how-0" name="how" type="radio" value="out">', edit)
    )
    client.post(board + "/rounds/1/edit", data={**ROUND, "entries-0-meld_points": "340", "number": "1"})
    assert totals(client.get(board)) == ["1,980", "80"]
    assert "Delete round 2?" in client.get(board + "/rounds/2/delete").get_data(as_text=True)
    client.post(board + "/rounds/2/delete")
    assert totals(client.get(board)) == ["1,040", "40"]


def test_finish_screen_and_tie(client, start_game):
    board = start_game(**{"sides-0-start": "4900", "sides-1-start": "4900"})
    asked = client.post(board + "/rounds/new", data={**ROUND, "entries-1-hand_points": "0"})
    assert "Another side went out, yet no points are left in this hand?" in asked.get_data(as_text=True)
    client.post(board + "/rounds/new", data={**ROUND, "entries-1-hand_points": "0", "confirm": "1"})
    page = client.get(board).get_data(as_text=True)
    assert "Anna &amp; Ben won the game!" in page and "Margin of victory: 855 points." in page
    assert "Enter round" not in page
    tie = start_game(**{"sides-0-start": "4960", "sides-1-start": "5000"})
    client.post(
        tie + "/rounds/new",
        data={"entries-0-meld_points": "90", "entries-1-meld_points": "50", "out": "none", "confirm": "1"},
    )
    assert "play goes on" in client.get(tie).get_data(as_text=True)


def test_others_read_only_until_they_open_the_edit_link(client, app, start_game):
    board = start_game()
    share = client.get(board + "/share").get_data(as_text=True)
    link = re.search(
        r'id="edit-link" class="link" readonly value="' + re.escape(app.config["SCOREPAD_BASE_URL"]) + '([^"]+)"', share
    ).group(1)
    other = app.test_client()
    page = other.get(board).get_data(as_text=True)
    assert "Enter round" not in page
    assert other.get(board + "/rounds/new").status_code == 401
    assert other.post(board + "/rounds/new", data=ROUND).status_code == 401
    assert other.get(board + "/share").status_code == 401
    assert other.get(board + "/claim/wrong").status_code == 404
    assert other.get(link).status_code == 200  # the page that asks; opening the link changes nothing
    assert other.post(board + "/rounds/new", data=ROUND).status_code == 401
    claimed = other.post(link, data={"name": "Anna's phone"})
    assert claimed.status_code == 303 and claimed.headers["Location"] == board
    assert other.post(board + "/rounds/new", data=ROUND).status_code == 303


def test_unknown_game_page_is_404(client):
    response = client.get("/games/nope")
    assert response.status_code == 404 and "Not found" in response.get_data(as_text=True)


def test_hostile_names_are_shown_harmlessly(client, start_game):
    board = start_game(**{"sides-0-name": "<script>alert(1)</script>", "sides-1-name": '\u202eRTL "q" 🃏'})
    page = client.get(board).get_data(as_text=True)
    assert "<script>alert(1)</script>" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "RTL &#34;q&#34; 🃏" in page and "\u202e" not in page  # the override is cleaned out of the name
    long = client.post(
        "/games/new",
        data={
            "ruleset": "classic",
            "sides-0-name": "x" * 10_000,
            "sides-0-size": "2",
            "sides-1-name": "B",
            "sides-1-size": "2",
            "dealer_first": "0",
            "rotation": "clockwise",
        },
    )
    assert long.status_code == 422 and "Must be at most 80 characters." in errors(long)


def test_card_counter_gives_the_points_and_is_kept(client, start_game):
    board = start_game()
    counted = {
        **ROUND,
        "entries-0-meld_points": "",
        "entries-0-meld_cards-aces": "3",
        "entries-0-meld_cards-high": "7",
        "entries-0-meld_cards-twos": "1",
    }
    stepped = client.post(board + "/rounds/new", data={**counted, "step": "0.meld_cards.jokers:+1"})
    assert stepped.status_code == 200 and 'name="entries-0-meld_cards-jokers" type="text" value="1"' in (
        stepped.get_data(as_text=True)
    )
    assert client.post(board + "/rounds/new", data=counted).status_code == 303
    game = client.get("/api" + board).get_json()
    entry = game["rounds"][0]["entries"][0]
    assert entry["meld_points"] == 60 + 70 + 20 and entry["meld_cards"]["aces"] == 3
    assert 'value="7"' in client.get(board + "/rounds/1/edit").get_data(as_text=True)
    conflict = client.post(board + "/rounds/1/edit", data={**counted, "entries-0-meld_points": "100", "number": "1"})
    assert conflict.status_code == 422 and "The cards counted make 150 points, not 100." in errors(conflict)


def test_unlikely_counts_ask_are_you_sure(client, start_game):
    board = start_game()
    odd = {**ROUND, "entries-0-meld_points": "200", "entries-0-natural_canastas": "5"}
    asked = client.post(board + "/rounds/new", data=odd)
    assert asked.status_code == 200 and "Are you sure?" in asked.get_data(as_text=True)
    assert "5 canastas in only 200 meld points?" in asked.get_data(as_text=True)
    assert client.get("/api" + board).get_json()["rounds"] == []
    assert client.post(board + "/rounds/new", data={**odd, "confirm": "1"}).status_code == 303
    assert len(client.get("/api" + board).get_json()["rounds"]) == 1


def test_errors_on_stepped_counts_are_shown_next_to_them(client, start_game):
    board = start_game()
    response = client.post(board + "/rounds/new", data={"entries-0-natural_canastas": "1", "out": ""})
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    assert "A side that melded nothing can&#39;t have canastas." in html
    assert re.search(r'id="entries-0-natural_canastas" inputmode="numeric" name="entries-0-natural_canastas"', html)
    assert 'aria-describedby="entries-0-natural_canastas-error"' in html


def test_an_empty_date_means_today(client, start_game):
    board = start_game(played_on="")
    assert client.get("/api" + board).get_json()["played_on"]


def test_a_long_side_name_starts_the_game_with_player_names_that_fit(client, start_game):
    """Player names come from the side name unless typed; a side name up to its own limit (80) must not be
    refused for player names nobody typed (40 at most)."""
    long_pair = "The Incredibly Lucky Champions of Elm Street"  # 44 characters, no "&"
    long_halves = "Großmutter Hildegard & Großvater Friedrich-Wilhelm von Hohenstein"  # 20 + 42 characters
    board = start_game(**{"sides-0-name": long_pair, "sides-1-name": long_halves})
    sides = client.get("/api" + board).get_json()["sides"]
    assert [s["name"] for s in sides] == [long_pair, long_halves]
    assert sides[0]["players"] == ["The Incredibly Lucky Champions of Elm 1", "The Incredibly Lucky Champions of Elm 2"]
    assert sides[1]["players"] == ["Großmutter Hildegard", "Großvater Friedrich-Wilhelm von Hohenste"]
    alone = start_game(**{"sides-0-name": "x" * 80, "sides-0-size": "1", "sides-1-size": "1", "sides-1-name": "B"})
    assert client.get("/api" + alone).get_json()["sides"][0]["players"] == ["x" * 40]


def test_messages_write_numbers_with_the_readers_separators(client, start_game):
    # issue 27: the page said "add up to 100059 points … holds 1180"; now 100,110 and 1,180 (German 100.110)
    board = start_game()
    huge = {**ROUND, "entries-0-meld_points": "99980", "confirm": "1"}
    said = errors(client.post(board + "/rounds/new", data=huge))
    assert "Melds and hands add up to 100,110 points; the whole deck holds 1,180." in said
    german = errors(client.post(board + "/rounds/new", data=huge, headers={"Accept-Language": "de"}))
    assert (
        "Meldungen und Handkarten ergeben zusammen 100.110 Punkte; alle Karten zusammen sind nur 1.180 wert." in german
    )
    preview = client.post(
        "/api" + board + "/rounds/preview",
        json={"entries": [{"meld_points": 1000, "going_out": "out", "natural_canastas": 1}, {"meld_points": 185}]},
        headers={"Accept-Language": "de"},
    )
    assert preview.get_json()["errors"]["_round"].startswith("Meldungen und Handkarten ergeben zusammen 1.185 Punkte")


def test_a_huge_number_is_too_large_and_letters_are_no_number(client, start_game):
    # issue 27: 99999999999999999999 was called "not a whole number"; it is over the field's bound (1,000,000)
    board = start_game()
    huge = {**ROUND, "entries-1-hand_points": "99999999999999999999", "entries-1-meld_points": "8x5"}
    assert errors(client.post(board + "/rounds/new", data=huge))[:2] == [
        "Must be a whole number.",
        "Must be at most 1,000,000.",
    ]
    german = errors(client.post(board + "/rounds/new", data=huge, headers={"Accept-Language": "de"}))
    assert german[:2] == ["Muss eine ganze Zahl sein.", "Darf höchstens 1.000.000 sein."]
    assert client.get("/api" + board).get_json()["rounds"] == []
