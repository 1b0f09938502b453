"""The dispute pages: a round explained, the history, the rules sheet and the printable score sheet."""

import io
import json
import re
from html import unescape

import pytest

from tests.registry import RULESETS

from ..accounts.test_account import ROUND
from .test_share import claimed_phone, edit_link


def texts(response, tag="li"):
    return re.findall(rf"<{tag}>([^<]*)</{tag}>", response.get_data(as_text=True))


def test_round_breakdown_names_each_part_and_amount(client, make_game, play):
    game = make_game(ruleset="german")
    play(
        game,
        {"meld_points": 300, "natural_canastas": 1, "red_threes": 3, "going_out": "out"},
        {"meld_points": 60, "hand_points": 45, "red_threes_in_hand": 1},
    )
    page = client.get(f"/games/{game['id']}/rounds/1")
    assert page.status_code == 200
    assert texts(page) == [
        "Melded cards: 300",
        "1 natural canasta x 500: 500",
        "3 red threes, side has a canasta: 300",
        "Went out: 100",
        "Melded cards: 60",
        "Cards left in hand: -45",
        "1 red three caught in hand x 500: -500",
    ]
    assert client.get(f"/games/{game['id']}/rounds/2").status_code == 404


def test_round_breakdown_in_german_counts_in_german(client, make_game, play):
    game = make_game(ruleset="german")
    play(
        game,
        {"meld_points": 300, "natural_canastas": 1, "mixed_canastas": 2, "red_threes": 2, "going_out": "out"},
        {"meld_points": 60, "hand_points": 45, "red_threes": 1, "red_threes_in_hand": 1},
    )
    client.get("/language/de")
    assert texts(client.get(f"/games/{game['id']}/rounds/1")) == [
        "Gemeldete Karten: 300",
        "1 echter Canasta × 500: 500",
        "2 gemischte Canastas × 300: 600",
        "2 rote Dreien, Partei hat einen Canasta: 200",
        "Ausgemacht: 100",
        "Gemeldete Karten: 60",
        "Karten auf der Hand: -45",
        "1 rote Drei, Partei hat keinen Canasta: -100",
        "1 rote Drei noch auf der Hand × 500: -500",
    ]


def test_history_page_shows_before_and_after(client, make_game, play):
    game = make_game()
    play(game, {"meld_points": 240, "natural_canastas": 1, "going_out": "out"}, {"meld_points": 85})
    play(
        game,
        {"meld_points": 340, "natural_canastas": 1, "going_out": "out"},
        {"meld_points": 85},
        method="put",
        number=1,
    )
    html = client.get(f"/games/{game['id']}/history").get_data(as_text=True)
    assert "Game started" in html and "Round 1 entered" in html and "Round 1 corrected" in html
    assert "Before: Anna &amp; Ben: Meld points 240" in html and "After: Anna &amp; Ben: Meld points 340" in html


def test_rules_sheet_marks_house_rules(client, make_game):
    game = make_game(ruleset="german", settings={"stock_out": 50})
    html = client.get(f"/games/{game['id']}/rules").get_data(as_text=True)
    assert "This game follows the German club rules." in html
    row = re.search(r"Stock ran out, nobody out: every side loses</th><td>([^<]*)(.*?)</td>", html)
    assert row.group(1).strip() == "50" and "house rule" in row.group(2)
    natural = re.search(r"Natural canasta</th><td>([^<]*)(.*?)</td>", html)
    assert natural.groups() == ("500", "")


def test_score_sheet_lists_every_round(client, make_game, play):
    game = make_game()
    for _ in range(3):
        play(game, {"meld_points": 240, "natural_canastas": 1, "going_out": "out"}, {"meld_points": 85})
    html = client.get(f"/games/{game['id']}/sheet").get_data(as_text=True)
    assert html.count('<tr><th scope="row">') == 3 and "2,520" in html


def test_a_deleted_round_is_restored_from_the_history(client, start_game, app):
    board = start_game()
    round_ = {
        "entries-0-meld_points": "240",
        "entries-0-natural_canastas": "1",
        "out": "0:out",
        "entries-1-meld_points": "85",
        "entries-1-hand_points": "45",
    }
    client.post(board + "/rounds/new", data=round_)
    client.post(board + "/rounds/1/delete")
    history = client.get(board + "/history").get_data(as_text=True)
    assert "Restore round 1" in history
    assert "Restore round 1" not in app.test_client().get(board + "/history").get_data(as_text=True)
    assert app.test_client().post(board + "/rounds/1/restore").status_code == 401
    assert client.post(board + "/rounds/1/restore").status_code == 303
    assert len(client.get("/api" + board).get_json()["rounds"]) == 1
    assert "Restore round 1" not in client.get(board + "/history").get_data(as_text=True)


def test_a_long_history_page_shows_the_newest_changes_with_links_to_older_ones(app, client, make_game):
    from tests.api.test_records import long_history

    game = make_game()
    long_history(app, game["id"])
    page = client.get(f"/games/{game['id']}/history")
    html = page.get_data(as_text=True)
    assert page.status_code == 200 and html.count("<li>") == 100 and len(html) < 200_000
    assert "A9999 () → A10000" in html and "A9900 () →" in html and "A9899 () →" not in html
    assert "Newer changes" not in html
    older = re.search(r'<a rel="prev" href="([^"]+)">Older changes</a>', html).group(1)
    html = client.get(older).get_data(as_text=True)
    assert "A9899 () →" in html and "A9800 () →" in html and "A9900 () →" not in html and "A9799 () →" not in html
    newer = re.search(r'<a rel="next" href="([^"]+)">Newer changes</a>', html).group(1)
    assert "A9999 () → A10000" in client.get(newer.replace("&amp;", "&")).get_data(as_text=True)
    german = client.get(older, headers={"Accept-Language": "de"}).get_data(as_text=True)
    assert "Ältere Änderungen" in german and "Neuere Änderungen" in german
    refused = client.get(f"/games/{game['id']}/history?before=%21%21")
    assert refused.status_code == 422


def test_a_short_history_page_has_no_page_links(client, make_game, play):
    game = make_game()
    play(game, {"meld_points": 90}, {"meld_points": 60})
    html = client.get(f"/games/{game['id']}/history").get_data(as_text=True)
    assert html.count("<li>") == 2 and "Older changes" not in html and 'class="pages"' not in html


def test_the_history_names_phones_by_their_given_names_never_by_a_key(app, client, start_game):
    board = start_game()
    link = edit_link(client, board)
    anna, nameless = claimed_phone(app, link, "Annas Handy"), claimed_phone(app, link)
    assert anna.post(board + "/rounds/new", data=ROUND).status_code == 303
    assert nameless.post(board + "/rounds/new", data=ROUND).status_code == 303
    german = unescape(client.get(board + "/history", headers={"Accept-Language": "de"}).get_data(as_text=True))
    assert "von dem Handy, das das Spiel begonnen hat" in german  # the game was started on this phone
    assert "von Annas Handy" in german and "von einem Handy ohne Namen" in german
    assert not re.search(r"(Telefon|[Pp]hone|Handy) [0-9a-f]{8}\b", german) and "Telefon" not in german
    english = unescape(client.get(board + "/history").get_data(as_text=True))
    assert "by the phone that started the game" in english and "by Annas Handy" in english
    assert "by a phone without a name" in english and not re.search(r"phone [0-9a-f]{8}\b", english)


def test_an_imported_history_says_who_first_made_it_in_words(client, start_game):
    board = start_game()
    assert client.post(board + "/rounds/new", data=ROUND).status_code == 303
    exported = client.get(f"/api{board}/export?format=json").get_json()
    assert re.fullmatch(r"phone [0-9a-f]{8}", exported["history"][0]["by"])  # the file keeps the key
    upload = {"file": (io.BytesIO(json.dumps(exported).encode()), "game.json")}
    imported = client.post("/games/import", data=upload, content_type="multipart/form-data").headers["Location"]
    german = unescape(client.get(imported + "/history", headers={"Accept-Language": "de"}).get_data(as_text=True))
    assert "von einem Import (ursprünglich von einem Handy)" in german and not re.search(r"[0-9a-f]{8}\)", german)
    english = unescape(client.get(imported + "/history").get_data(as_text=True))
    assert "by an import (first by a phone)" in english


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_the_rules_sheet_names_its_book_in_the_case_german_needs(client, make_game, ruleset):
    sides = [{"name": name, "players": [name]} for name in ("Anna", "Ben", "Cara")]
    game = make_game(ruleset=ruleset, **({"sides": sides} if ruleset.startswith("romme") else {}))
    german = unescape(
        client.get(f"/games/{game['id']}/rules", headers={"Accept-Language": "de"}).get_data(as_text=True)
    )
    book = re.search(r"Dieses Spiel folgt ([^<]*)\.", german)[1]
    assert re.match(r"(den|dem|der) |Pagats |Bill Whitnacks ", book), book  # dative: "folgt den deutschen Clubregeln"
