"""Buraco on the pages through the test client (RULES.md 13): a game of each preset played to its end on the round
form with the worked examples B1-B4 of 13.8, the pot's fate as one answer, only the kinds of canasta the rules in
force score, the round form in each table's words (13.9), and a league showing clean and dirty canastas."""

from __future__ import annotations

import pytest

from tests.api.test_buraco import B1, B4, GAMES

from .round_post import post_round, start_game
from .test_american import api, found, page, strip

SIDES = [("NS", 2), ("EW", 2)]


@pytest.mark.parametrize("preset", list(GAMES))
def test_a_game_of_each_preset_plays_to_its_end_on_the_form(client, preset):
    hands, each, end = GAMES[preset]
    board = start_game(client, preset, SIDES)
    for number, (hand, expected) in enumerate(zip(hands, each, strict=True), start=1):
        saved = post_round(client, board, *hand)
        assert saved.status_code == 303, found(saved)
        game = api(client, board)
        assert [e["score"] for e in game["rounds"][-1]["entries"]] == expected and len(game["rounds"]) == number
    assert (game["status"], game["winner"], [s["total"] for s in game["sides"]]) == ("finished", 0, end)
    assert "Enter round" not in page(client, board) and "Enter hand" not in page(client, board)


def test_the_form_asks_the_pot_as_one_answer_and_only_the_kinds_the_rules_score(client):
    italy = page(client, start_game(client, "burraco", SIDES) + "/rounds/new")
    assert '<select id="entries-0-pot" name="entries-0-pot"><option value="played">Taken and played</option>' in italy
    assert 'name="entries-0-pot_points"' in italy  # Italy counts a pot not played by its cards
    assert 'name="entries-0-canastas_1000"' not in italy and 'name="entries-0-semi_clean_canastas"' not in italy
    brazil = page(client, start_game(client, "buraco_stbl", SIDES) + "/rounds/new")
    assert 'name="entries-0-canastas_500"' in brazil and 'name="entries-0-canastas_1000"' in brazil
    assert 'name="entries-0-pot_points"' not in brazil  # a morto not played costs a flat 100
    argentina = page(client, start_game(client, "burako", SIDES) + "/rounds/new")
    assert 'name="entries-0-canastas_1000"' in argentina and 'name="entries-0-canastas_500"' not in argentina


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("it", ("Il pozzetto", "Burrachi puliti", "Mai preso", "Chi ha chiuso?")),
        ("pt-BR", ("O morto", "Canastras limpas", "Nunca pego", "Quem bateu?")),
        ("es", ("El muerto", "Canastas puras", "Nunca tomado", "¿Quién cerró?")),
    ],
)
def test_the_round_form_in_the_tables_words(client, lang, words):
    form = strip(page(client, start_game(client, "burraco", SIDES) + "/rounds/new", lang))
    for word in words:
        assert word in form, word


def test_b4_announced_on_the_board_and_explained_in_words(client):
    board = start_game(client, "burako", SIDES)
    assert post_round(client, board, *B4).status_code == 303
    text = strip(page(client, board))
    assert "EW fell into the buraco: -70." in text and "NS take the lead with 1,700." in text
    assert "EW cayeron en el buraco: -70." in strip(page(client, board, "es"))
    words = strip(page(client, board + "/rounds/1", "pt-BR"))
    assert "Morto nunca pego: -100" in words


def test_a_refused_hand_names_its_field_and_stores_nothing(client):
    board = start_game(client, "burraco_internazionale", SIDES)
    refused = post_round(client, board, {**B1[0], "clean_canastas": 0, "dirty_canastas": 1, "meld_points": 240}, B1[1])
    assert refused.status_code == 422
    assert "Going out needs a clean canasta under these rules; this side has none." in strip(
        refused.get_data(as_text=True)
    )
    assert api(client, board)["rounds"] == []


def test_a_league_shows_clean_and_dirty_canastas(client):
    made = client.post("/api/leagues", json={"visibility": "public", "family": "buraco", "name": "Circolo", "ruleset": "burraco"}).get_json()
    auth = {"Authorization": f"Bearer {made['token']}"}
    sides = [{"name": "NS", "players": ["Nora", "Sam"]}, {"name": "EW", "players": ["Eva", "Will"]}]
    game = client.post("/api/games", json={"league": made["id"], "sides": sides}, headers=auth).get_json()
    for hand in GAMES["burraco"][0]:  # B1, B2, B1: NS wins 2,055 to 575
        sent = client.post(f"/api/games/{game['id']}/rounds", json={"family": "buraco", "entries": hand}, headers=auth)
        assert sent.status_code == 201, sent.get_json()
    table = client.get(f"/api/leagues/{made['id']}/standings").get_json()["players"]
    assert {r["name"]: (r["clean_canastas"], r["dirty_canastas"]) for r in table} == {
        "Nora": (3, 0),  # a clean burraco in each hand
        "Sam": (3, 0),
        "Eva": (0, 2),  # a dirty one in B1, twice; none in B2
        "Will": (0, 2),
    }
    text = strip(page(client, f"/leagues/{made['id']}", "it"))
    assert "Burrachi puliti" in text and "Burrachi sporchi" in text
