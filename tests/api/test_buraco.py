"""Buraco through the JSON API (RULES.md 13): a game of each preset played to its end with the worked examples B1-B4
of 13.8 as its hands, each hand's score worked by hand in the comments (13.4), the announcements read back, a hand
explained in each language of the table, and hands the rules refuse named on their field with nothing stored."""

from __future__ import annotations

from typing import Any

import pytest

from .played import explained, scores, totals
from .played import stored as scored

PAIRS = [{"name": "NS", "players": ["Nora", "Sam"]}, {"name": "EW", "players": ["Eva", "Will"]}]
OUT = {"going_out": "out"}
# B1 (burraco): NS went out, 385 on the table, one clean burraco: 385 + 200 + 100 = 685.
# EW played its pot: 240 on the table, one dirty burraco, 45 in hand: 240 + 100 - 45 = 295.
B1 = [{**OUT, "meld_points": 385, "clean_canastas": 1}, {"meld_points": 240, "dirty_canastas": 1, "hand_points": 45}]
# B2 (burraco): EW never took its pot: 120 - 35 - 100 = -15 (NS as in B1: 685).
B2 = [B1[0], {"meld_points": 120, "hand_points": 35, "pot": "not_taken"}]
# B3 (buraco_stbl): A 310 + 200 + 100 + 100 = 710; B played its morto, no clean canastra: -150 - 40 = -190.
B3 = [{**OUT, "meld_points": 310, "clean_canastas": 1, "dirty_canastas": 1}, {"meld_points": 150, "hand_points": 40}]
# B4 (burako): A 400 + 200 + 1000 + 100 = 1,700; B never took its muerto: 90 - 60 - 100 = -70, into the buraco.
B4 = [
    {**OUT, "meld_points": 400, "clean_canastas": 1, "canastas_1000": 1},
    {"meld_points": 90, "hand_points": 60, "pot": "not_taken"},
]
GAMES = {  # preset: its hands to the end, each hand's scores, the totals at the end
    # 2005 to win: 685 + 685 + 685 = 2,055 against 295 - 15 + 295 = 575.
    "burraco": ([B1, B2, B1], [[685, 295], [685, -15], [685, 295]], [2055, 575]),
    # the same hands: NS goes out with a clean burraco each time, as going out needs.
    "burraco_internazionale": ([B1, B2, B1], [[685, 295], [685, -15], [685, 295]], [2055, 575]),
    # 3000 to win: 5 x 710 = 3,550 against 5 x -190 = -950.
    "buraco_stbl": ([B3] * 5, [[710, -190]] * 5, [3550, -950]),
    # 3000 to win: 2 x 1,700 = 3,400 against 2 x -70 = -140.
    "burako": ([B4] * 2, [[1700, -70]] * 2, [3400, -140]),
}


@pytest.fixture
def buraco(make_game):
    """A factory: a Buraco game of two pairs by a preset."""

    def make(ruleset: str, **settings: Any) -> dict[str, Any]:
        return make_game(ruleset=ruleset, sides=PAIRS, **({"settings": settings} if settings else {}))

    return make


@pytest.mark.parametrize("preset", list(GAMES))
def test_a_game_of_each_preset_plays_to_its_end(client, buraco, play, preset):
    hands, each, end = GAMES[preset]
    game = buraco(preset)
    assert game["family"] == "buraco" and game["ruleset"]["key"] == preset
    for hand, expected in zip(hands, each, strict=True):
        data = scored(play, game, *hand)
        assert scores(data) == expected
    assert (data["status"], data["winner"], totals(data)) == ("finished", 0, end)
    assert data["margin"] == end[0] - end[1]
    refused = play(game, *hands[0])
    assert refused.status_code == 409  # the game is over: no further hand
    assert len(client.get(f"/api/games/{game['id']}").get_json()["rounds"]) == len(hands)


def test_b4_falls_into_the_buraco_and_the_announcements_say_it(buraco, play):
    data = scored(play, buraco("burako"), *B4)
    assert data["rounds"][0]["announcements"] == [
        "EW fell into the buraco: -70.",
        "NS take the lead with 1,700.",
    ]  # a side of two: plural
    assert data["target"] == 3000 and data["tie_over_target"] is False and data["hands_left"] is None


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["Melded cards: 120", "Cards left in hand: -35", "Pot never taken: -100"]),
        ("it", ["Carte calate: 120", "Carte rimaste in mano: -35", "Pozzetto mai preso: -100"]),
        ("pt_BR", ["Cartas baixadas: 120", "Cartas na mão: -35", "Morto nunca pego: -100"]),
        ("es", ["Cartas bajadas: 120", "Cartas en la mano: -35", "Muerto nunca tomado: -100"]),
    ],
)
def test_b2_explained_in_the_tables_language(client, buraco, play, lang, words):
    game = buraco("burraco")
    scored(play, game, *B2)
    assert explained(client, game, 1, lang)[1] == words


@pytest.mark.parametrize(
    ("preset", "entries", "field", "message"),
    [
        (  # going out needs a clean canasta: NS has only a dirty one
            "burraco_internazionale",
            [{**OUT, "meld_points": 240, "dirty_canastas": 1}, B1[1]],
            "entries.0.going_out",
            "Going out needs a clean canasta under these rules; this side has none.",
        ),
        (  # Brazil counts a morto not played as 100, not by its cards
            "buraco_stbl",
            [B3[0], {**B3[1], "pot": "not_played", "pot_points": 60}],
            "entries.1.pot_points",
            "These rules count a pot taken but not played as 100, not by its cards; leave this at 0.",
        ),
        (  # no canasta of 1000 in Italy
            "burraco",
            [{**B4[0]}, B1[1]],
            "entries.0.canastas_1000",
            "Canastas of 1000 are not part of these rules.",
        ),
        (  # a pot's fate is one of three
            "burako",
            [B4[0], {**B4[1], "pot": "lost"}],
            "entries.1.pot",
            "Must be one of: played, not_taken, not_played.",
        ),
    ],
)
def test_a_hand_the_rules_refuse_names_its_field(client, buraco, play, preset, entries, field, message):
    game = buraco(preset)
    refused = play(game, *entries)
    assert refused.status_code == 422
    assert refused.get_json()["errors"][field] == message
    assert client.get(f"/api/games/{game['id']}").get_json()["rounds"] == []
