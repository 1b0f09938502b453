"""Modern American Canasta through the JSON API (RULES.md 11): the worked examples of 11.11 played as a game to
8500, every kind of canasta, every special hand of both presets, every threes case, unfinished melds and held aces
and sevens, each hand worked by hand from the digest's formulas (11.4-11.7) in the comments; each round read back
explained. The refused hands of 11.9 and the game's ends are in tests/api/test_american_refused.py."""

from __future__ import annotations

from typing import Any

import pytest

from .played import explained, scores, totals
from .played import stored as hand

NS_EW = [{"name": "NS", "players": ["Nora", "Sam"]}, {"name": "EW", "players": ["Eve", "Will"]}]
QUIET = {"meld_points": 150, "hand_points": 40}  # no canasta: melds count minus, -150 - 40 = -190
OUT = {"going_out": "out"}


@pytest.fixture
def american(make_game):
    """A factory: a game of two pairs under a Modern American preset (the League's unless said)."""

    def make(ruleset: str = "american", **asked: Any) -> dict[str, Any]:
        return make_game(ruleset=ruleset, sides=NS_EW, **asked)

    return make


def test_the_worked_examples_make_a_game_to_8500(client, american, play):
    game = american()
    # A1: NS went out with a natural canasta of kings (70), a mixed one of eights (120), 4 queens (40), 3 sixes
    # (15): meld 245; 1 red + 1 black three with C = 2: +200; the partner holds a 9 and a 5: 15.
    # NS = 100 + 500 + 300 + 200 + 245 - 15 = 1330. EW: a mixed canasta of jacks (90), 3 tens, 4 fives: meld 140;
    # 2 red threes with C = 1 count nothing; hands 85. EW = 300 + 0 + 140 - 85 = 355.
    ns = {**OUT, "meld_points": 245, "hand_points": 15, "natural_canastas": 1, "mixed_canastas": 1}
    first = hand(
        play,
        game,
        {**ns, "red_threes": 1, "black_threes": 1},
        {"meld_points": 140, "hand_points": 85, "mixed_canastas": 1, "red_threes": 2},
    )
    assert (scores(first), totals(first)) == ([1330, 355], [1330, 355])
    assert first["rounds"][0]["entries"][0]["breakdown"] == {
        "special_hand": 0,
        "melds": 245,
        "hand": -15,
        "canastas": 800,
        "threes": 200,
        "incomplete_melds": 0,
        "held_aces_sevens": 0,
        "threes_in_hand": 0,
        "last_card_three": 0,
        "going_out": 100,
    }
    assert explained(client, game, 1) == [
        [
            "Melded cards, side has a canasta: 245",
            "Cards left in hand: -15",
            "1 natural canasta x 500: 500",
            "1 mixed canasta x 300: 300",
            "Threes laid down (1 red, 1 black), side has two canastas or more: 200",
            "Went out: 100",
        ],
        [
            "Melded cards, side has a canasta: 140",
            "Cards left in hand: -85",
            "1 mixed canasta x 300: 300",
            "Threes laid down (2 red, 0 black) count nothing, side has one canasta: 0",
        ],
    ]
    # A2: EW melded 3 queens, 4 nines, 3 fours = 85 and no canasta: the melds and the threes (2 red: 300, 1 black:
    # 100) count minus; hands 120. EW = -85 - 400 - 120 = -605. NS went out with two natural canastas and 3 jacks:
    # meld 70 + 70 + 30 = 170; NS = 100 + 2 x 500 + 170 = 1270.
    second = hand(
        play,
        game,
        {**OUT, "meld_points": 170, "natural_canastas": 2},
        {"meld_points": 85, "hand_points": 120, "red_threes": 2, "black_threes": 1},
    )
    assert (scores(second), totals(second)) == ([1270, -605], [2600, -250])
    assert second["warnings"] == {"entries.1.meld_points": "Only 85 meld points? The initial meld alone needs 125."}
    assert explained(client, game, 2)[1] == [
        "Melded cards count minus, side has no canasta: -85",
        "Cards left in hand: -120",
        "Threes laid down (2 red, 1 black) count minus, side has no canasta: -400",
    ]
    # A3: NS went out with a sevens canasta (35), a natural aces canasta (140), a mixed canasta of queens (90) and
    # 3 kings (30): meld 295; 3 black threes with C = 3: +500; the partner holds a 2: 20.
    # NS = 100 + 2500 + 2500 + 300 + 500 + 295 - 20 = 6175; EW -190 (QUIET). Totals 8775 and -440: NS pass 8500.
    three = {"sevens_canastas": 1, "aces_canastas": 1, "mixed_canastas": 1, "black_threes": 3}
    last = hand(play, game, {**OUT, **three, "meld_points": 295, "hand_points": 20}, QUIET)
    assert (scores(last), totals(last)) == ([6175, -190], [8775, -440])
    assert (last["status"], last["winner"], last["margin"]) == ("finished", 0, 9215)
    assert last["rounds"][-1]["announcements"] == [  # no minimum for a next hand that won't be played
        "Game over: NS win by 9,215 (NS 8,775, EW -440).",
    ]
    assert explained(client, game, 3, "de")[0] == [
        "Gemeldete Karten, Partei hat einen Canasta: 295",
        "Karten auf der Hand: -20",
        "1 gemischter Canasta × 300: 300",
        "1 echter Asse-Canasta × 2.500: 2.500",
        "1 Siebener-Canasta × 2.500: 2.500",
        "Ausgelegte Dreien (0 rot, 3 schwarz), Partei hat zwei oder mehr Canastas: 500",
        "Ausgemacht: 100",
    ]
    assert play(game, QUIET, QUIET).status_code == 409  # the game is over


@pytest.mark.parametrize(
    ("ruleset", "garbage"),
    [("american", 3000), ("american_pagat", 2000)],
)
def test_a8_a_special_hand_replaces_everything(client, american, play, ruleset, garbage):
    game = american(ruleset)
    # A8: NS, not yet melded, shows seven natural pairs: 2500, nothing else counted. EW melded 120 with no
    # canasta, 1 red three, hands 150: EW = -120 - 100 - 150 = -370.
    ew = {"meld_points": 120, "hand_points": 150, "red_threes": 1}
    pairs = hand(play, game, {"special_hand": "pairs"}, ew)
    assert (scores(pairs), pairs["rounds"][0]["announcements"]) == ([2500, -370], ["NS show a special hand: 2,500."])
    assert explained(client, game, 1)[0] == ["Special hand, pairs; it replaces the side's whole score: 2,500"]
    # Garbage instead: 3000 by the League, 2000 by Pagat.
    assert scores(hand(play, game, {"special_hand": "garbage"}, ew)) == [garbage, -370]


@pytest.mark.parametrize(
    ("kind", "meld", "score", "line"),
    [
        # Each kind beside a natural canasta (70 of the meld), going out: 100 + its bonus + 500 + meld.
        ("natural_canastas", 140, 1240, "2 natural canastas x 500: 1,000"),  # 100 + 1000 + 140; two: C = 2
        ("mixed_canastas", 120, 1020, "1 mixed canasta x 300: 300"),  # 100 + 300 + 500 + 120
        ("aces_canastas", 210, 3310, "1 natural aces canasta x 2,500: 2,500"),  # 100 + 2500 + 500 + 210
        ("sevens_canastas", 105, 3205, "1 sevens canasta x 2,500: 2,500"),  # 100 + 2500 + 500 + 105
        (
            "wild_canastas",
            240,
            2840,
            "1 wild canasta x 2,000: 2,000",
        ),  # a joker and six 2s (170): 100 + 2000 + 500 + 240
        ("joker_canastas", 330, 3430, "1 wild canasta of four jokers x 2,500: 2,500"),  # 260: 100 + 2500 + 500 + 330
        ("deuce_canastas", 210, 3810, "1 wild canasta of seven twos x 3,000: 3,000"),  # 140: 100 + 3000 + 500 + 210
    ],
)
def test_every_kind_of_canasta(client, american, play, kind, meld, score, line):
    game = american()
    ns = {**OUT, "meld_points": meld, "natural_canastas": 1}
    ns[kind] = ns.get(kind, 0) + 1
    data = hand(play, game, ns, QUIET)
    assert scores(data) == [score, -190]
    assert line in explained(client, game, 1)[0]
    assert data["rounds"][0]["entries"][0]["breakdown"]["canastas"] == score - 100 - meld


LEAGUE_HANDS = {
    "pairs": 2500,
    "wild_pairs": 2000,
    "miami_pairs": 2500,
    "zip_code": 2500,
    "straight": 3000,
    "garbage": 3000,
    "blast_off": 3000,
    "triples": 3500,
    "quads": 3500,
}
PAGAT_HANDS = {"pairs": 2500, "wild_pairs": 2000, "straight": 3000, "garbage": 2000}
SAID = {
    "pairs": "pairs",
    "wild_pairs": "wild pairs",
    "miami_pairs": "Miami pairs",
    "zip_code": "zip code",
    "straight": "straight",
    "garbage": "garbage",
    "blast_off": "blast off",
    "triples": "triples",
    "quads": "quads",
}


@pytest.mark.parametrize(
    ("ruleset", "key", "points"),
    [("american", k, p) for k, p in LEAGUE_HANDS.items()] + [("american_pagat", k, p) for k, p in PAGAT_HANDS.items()],
)
def test_every_special_hand_of_both_presets(client, american, play, ruleset, key, points):
    game = american(ruleset)
    # The special hand's value alone; EW as in A8: -120 - 100 - 150 = -370.
    data = hand(play, game, {"special_hand": key}, {"meld_points": 120, "hand_points": 150, "red_threes": 1})
    assert (scores(data), data["status"]) == ([points, -370], "playing")
    assert data["rounds"][0]["entries"][0]["breakdown"]["special_hand"] == points
    assert explained(client, game, 1)[0] == [
        f"Special hand, {SAID[key]}; it replaces the side's whole score: {points:,}"
    ]


@pytest.mark.parametrize("key", sorted({*LEAGUE_HANDS, "dream_hand"} - set(PAGAT_HANDS)))
def test_pagat_knows_only_four_special_hands(client, american, play, key):
    game = american("american_pagat")
    refused = play(game, {"special_hand": key}, QUIET)
    assert refused.status_code == 422
    assert refused.get_json()["errors"] == {
        "entries.0.special_hand": "Must be one of: pairs, wild_pairs, straight, garbage."
    }


def test_house_rules_without_special_hands_refuse_them(american, play):
    game = american(settings={"special_hands": {}})
    refused = play(game, {"special_hand": "pairs"}, QUIET).get_json()["errors"]
    assert refused == {"entries.0.special_hand": "Must be null: these rules have none."}


@pytest.mark.parametrize(
    ("counts", "score", "line"),
    [
        # No canasta (C = 0): meld 150 and the threes count minus, hand 40 too.
        ({"red_threes": 1}, -290, "Threes laid down (1 red, 0 black) count minus, side has no canasta: -100"),
        ({"red_threes": 2}, -490, "Threes laid down (2 red, 0 black) count minus, side has no canasta: -300"),
        ({"red_threes": 3}, -690, "Threes laid down (3 red, 0 black) count minus, side has no canasta: -500"),
        ({"red_threes": 4}, -1190, "Threes laid down (4 red, 0 black) count minus, side has no canasta: -1,000"),
        ({"black_threes": 4}, -1190, "Threes laid down (0 red, 4 black) count minus, side has no canasta: -1,000"),
        # One canasta (C = 1): 150 - 40 + 500, the threes (500 + 300) count nothing.
        (
            {"natural_canastas": 1, "red_threes": 3, "black_threes": 2},
            610,
            "Threes laid down (3 red, 2 black) count nothing, side has one canasta: 0",
        ),
        # Two canastas (C = 2): 150 - 40 + 1000 and the threes plus: 100 + 100; 1000 + 1000; 500.
        (
            {"natural_canastas": 2, "red_threes": 1, "black_threes": 1},
            1310,
            "Threes laid down (1 red, 1 black), side has two canastas or more: 200",
        ),
        (
            {"natural_canastas": 2, "red_threes": 4, "black_threes": 4},
            3110,
            "Threes laid down (4 red, 4 black), side has two canastas or more: 2,000",
        ),
        (
            {"natural_canastas": 2, "black_threes": 3},
            1610,
            "Threes laid down (0 red, 3 black), side has two canastas or more: 500",
        ),
        # Threes still held: -100 each (C = 1: 150 - 40 + 500 - 200); the stock's last card a 3: -5.
        ({"natural_canastas": 1, "threes_in_hand": 2}, 410, "2 threes held in hand x 100: -200"),
        ({"natural_canastas": 1, "last_card_three": True}, 605, "The last card of the stock was this side's 3: -5"),
    ],
)
def test_every_threes_case(client, american, play, counts, score, line):
    game = american()
    data = hand(play, game, {**QUIET, **counts}, QUIET)
    assert scores(data) == [score, -190]
    assert line in explained(client, game, 1)[0]


@pytest.mark.parametrize(
    ("settings", "counts", "score", "line"),
    [
        # Threes count plus all the same (house rule): -150 - 40 + 300.
        (
            {"threes_sign": "plus"},
            {"red_threes": 2},
            110,
            "Threes laid down (2 red, 0 black) count plus (house rule): 300",
        ),
        # Another scale: 2 red threes 400; C = 2: 150 - 40 + 1000 + 400.
        (
            {"threes_scale": [200, 400, 600, 800]},
            {"natural_canastas": 2, "red_threes": 2},
            1510,
            "side has two canastas or more: 400",
        ),
        # Melds without a canasta count plus (house rule): 150 - 40.
        ({"no_canasta_melds_negative": False}, {}, 110, "Melded cards count plus without a canasta (house rule): 150"),
    ],
)
def test_house_rules_change_the_threes_and_melds(client, american, play, settings, counts, score, line):
    game = american(settings=settings)
    data = hand(play, game, {**QUIET, **counts}, QUIET)
    assert scores(data)[0] == score
    assert any(line in text for text in explained(client, game, 1)[0])


@pytest.mark.parametrize(
    ("ruleset", "counts", "score", "line"),
    [
        # One natural canasta (C = 1), meld 150, hand 40: 150 - 40 + 500 = 610, less what is left unfinished.
        ("american", {"incomplete_aces": True}, -1890, "Unfinished aces meld: -2,500"),
        ("american", {"incomplete_sevens": True}, -1890, "Unfinished sevens meld: -2,500"),
        ("american", {"incomplete_wild": True}, -1390, "Unfinished wild meld: -2,000"),
        # All four jokers unfinished (meld 250): 250 - 40 + 500 - 2000 by the League, - 2500 by Pagat.
        (
            "american",
            {"meld_points": 250, "incomplete_wild": True, "incomplete_wild_four_jokers": True},
            -1290,
            "Unfinished wild meld holding all four jokers: -2,000",
        ),
        (
            "american_pagat",
            {"meld_points": 250, "incomplete_wild": True, "incomplete_wild_four_jokers": True},
            -1790,
            "Unfinished wild meld holding all four jokers: -2,500",
        ),
        # Players caught with 3+ aces or sevens: -1500 each, on top of the cards (hand 60: 150 - 60 + 500 - 1500).
        ("american", {"hand_points": 60, "aces_held": 1}, -910, "1 player caught with 3 or more aces x 1,500: -1,500"),
        ("american", {"sevens_held": 2}, -2390, "2 players caught with 3 or more sevens x 1,500: -3,000"),  # 610 - 3000
    ],
)
def test_unfinished_melds_and_held_aces_and_sevens(client, american, play, ruleset, counts, score, line):
    game = american(ruleset)
    data = hand(play, game, {**QUIET, "natural_canastas": 1, **counts}, QUIET)
    assert scores(data)[0] == score
    assert line in explained(client, game, 1)[0]


def test_cards_counted_instead_of_points(american, play):
    game = american()
    # Melded: a wild canasta of 2 jokers and 5 twos (200), a natural canasta of kings (70), 2 kings and a 2 (40):
    # by class 2 x 50 + 6 x 20 + 9 x 10 = 310; hand: an ace and two fives = 20 + 10 = 30. C = 2, out:
    # 100 + 2000 + 500 + 310 - 30 = 2880.
    ns = {**OUT, "wild_canastas": 1, "natural_canastas": 1, "meld_cards": {"jokers": 2, "twos": 6, "high": 9}}
    data = hand(play, game, {**ns, "hand_cards": {"aces": 1, "low": 2}}, QUIET)
    entry = data["rounds"][0]["entries"][0]
    assert (entry["meld_points"], entry["hand_points"], entry["score"]) == (310, 30, 2880)
    assert entry["meld_cards"] == {"jokers": 2, "twos": 6, "aces": 0, "high": 9, "low": 0}
