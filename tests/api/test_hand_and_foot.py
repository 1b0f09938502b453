"""Hand and Foot through the JSON API (RULES.md 12): the worked examples of 12.8, every kind of book, red and black
threes by each rule, exact picks and counted cards, both presets, each round worked by hand from 12.4 in the
comments and read back explained; every impossible round of 12.7 refused naming its field, nothing stored."""

from __future__ import annotations

from typing import Any

import pytest

from .played import explained, scores
from .played import stored as scored

PAIRS = [{"name": "A", "players": ["Ann", "Al"]}, {"name": "B", "players": ["Bea", "Bo"]}]
ALONE = [{"name": "X", "players": ["X"]}, {"name": "Y", "players": ["Y"]}]
OUT = {"going_out": "out"}
# H3's team A: books clean kings (70), clean fives (35), dirty nines (90), dirty aces (170), 3 jacks (30): meld 395;
# 3 red threes; the partner's foot holds an 8, a 6 and a joker: 65. A = 395 - 65 + 1000 + 600 + 300 + 100 = 2330.
H3_A = {**OUT, "meld_points": 395, "hand_points": 65, "clean_books": 2, "dirty_books": 2, "red_threes": 3}
# H3's team B: clean queens (70), dirty sevens (65), 3 aces (60): meld 195; 1 red three laid down, 1 caught in a foot;
# hand 40 and an unplayed foot of 115: 155. B = 195 - 155 + 500 + 300 + 100 - 500 = 440.
H3_B = {"meld_points": 195, "hand_points": 155, "clean_books": 1, "dirty_books": 1, "red_threes": 1}
H3_B = {**H3_B, "red_threes_caught": 1}


@pytest.fixture
def hand_and_foot(make_game):
    """A factory: a Hand and Foot game (two pairs and the most published rules unless said)."""

    def make(ruleset: str = "hand_and_foot", sides: list[dict[str, Any]] = PAIRS, **settings: Any) -> dict[str, Any]:
        return make_game(ruleset=ruleset, sides=sides, **({"settings": settings} if settings else {}))

    return make


def test_h3_a_full_round_explained(client, hand_and_foot, play):
    game = hand_and_foot()
    data = scored(play, game, H3_A, H3_B)
    assert scores(data) == [2330, 440]
    assert data["rounds"][0]["entries"][1]["breakdown"] == {
        "melds": 195,
        "hand": -155,
        "books": 800,
        "red_threes": 100,
        "red_threes_caught": -500,
        "black_threes": 0,
        "exact_picks": 0,
        "going_out": 0,
    }
    assert explained(client, game) == [
        [
            "Melded cards: 395",
            "Cards left in hand and foot: -65",
            "2 clean books x 500: 1,000",
            "2 dirty books x 300: 600",
            "3 red threes laid down x 100: 300",
            "Went out: 100",
        ],
        [
            "Melded cards: 195",
            "Cards left in hand and foot: -155",
            "1 clean book x 500: 500",
            "1 dirty book x 300: 300",
            "1 red three laid down x 100: 100",
            "1 red three caught in hand or foot x 500: -500",
        ],
    ]
    assert explained(client, game, lang="de")[1][2:] == [
        "1 reines Buch × 500: 500",
        "1 gemischtes Buch × 300: 300",
        "1 rote Drei ausgelegt × 100: 100",
        "1 rote Drei noch auf Hand oder Fuß × 500: -500",
    ]


def test_h1_rarepikes_example_with_a_contract_of_one_clean_and_one_dirty(hand_and_foot, play):
    game = hand_and_foot(books_to_go_out={"clean": 1, "dirty": 1})
    # 2 clean books (kings, 8s) +1000; 1 dirty book +300; melded cards +340; going out +100; player 2's hand -45:
    # 1695. B: melds 120, hand 90, no books: 30.
    ours = {**OUT, "meld_points": 340, "hand_points": 45, "clean_books": 2, "dirty_books": 1}
    assert scores(scored(play, game, ours, {"meld_points": 120, "hand_points": 90})) == [1695, 30]


def test_h5_steve_simpsons_values_for_two_players_alone(client, hand_and_foot, play):
    game = hand_and_foot(
        sides=ALONE, clean_book=300, dirty_book=100, books_to_go_out={"clean": 1, "dirty": 1}, red_three_caught=500
    )
    # X went out with a clean book of tens (70), a dirty book of fours (65) and 3 kings (30): meld 165, and picked
    # exactly 22 cards: X = 165 + 300 + 100 + 100 (out) + 100 (exact pick) = 765.
    # Y: melds 45, a red three in hand, hand points 85: Y = 45 - 85 - 500 = -540.
    x = {**OUT, "meld_points": 165, "clean_books": 1, "dirty_books": 1, "exact_picks": 1}
    data = scored(play, game, x, {"meld_points": 45, "hand_points": 85, "red_threes_caught": 1})
    assert scores(data) == [765, -540]
    assert "1 exact pick x 100: 100" in explained(client, game)[0]
    assert data["warnings"] == {
        "entries.1.meld_points": "Only 45 meld points, though every first meld needs at least 50?"
    }


def test_whitnack_wild_books_and_red_threes_either_way(client, hand_and_foot, play):
    game = hand_and_foot("whitnack")
    # Whitnack: 2 clean + 2 dirty + 1 wild to go out, wild books 1500, a red three caught costs 100.
    # A: meld 450 (floor 70 + 100 + 140 = 310), hand 30, 1 red three: 450 - 30 + 1000 + 600 + 1500 + 100 + 100 = 3720.
    # B: meld 200, a clean book, 2 red threes caught, hand 120: 200 - 120 + 500 - 200 = 380.
    a = {**OUT, "meld_points": 450, "hand_points": 30, "clean_books": 2, "dirty_books": 2, "wild_books": 1}
    data = scored(
        play,
        game,
        {**a, "red_threes": 1},
        {"meld_points": 200, "hand_points": 120, "clean_books": 1, "red_threes_caught": 2},
    )
    assert scores(data) == [3720, 380]
    assert "1 wild book x 1,500: 1,500" in explained(client, game)[0]
    assert "2 red threes caught in hand or foot x 100: -200" in explained(client, game)[1]
    assert game["ruleset"]["settings"]["pile_size"] == 13


@pytest.mark.parametrize(
    ("settings", "b", "score", "line"),
    [
        # The calculator's rule: a red three laid down by a side that did not go out earns 50 (H3's B: 440 - 50).
        ({"red_three_laid_not_out": 50}, H3_B, 390, "1 red three laid down, side did not go out, x 50: 50"),
        # Canastapedia's red three caught: 300 (H3's B: 440 + 500 - 300).
        ({"red_three_caught": 300}, H3_B, 640, "1 red three caught in hand or foot x 300: -300"),
        # Black threes caught cost 100 beyond their card value: 195 - 60 + 800 - 200.
        (
            {"black_three_caught_extra": 100},
            {"meld_points": 195, "hand_points": 60, "clean_books": 1, "dirty_books": 1, "black_threes_caught": 2},
            735,
            "2 black threes caught, beyond their card value, x 100: -200",
        ),
        # Eights and nines count 5: three of them and a king left in hand, 3 x 5 + 10 = 25; 195 - 25 + 800.
        (
            {"card_values_8_9": 5},
            {"meld_points": 195, "clean_books": 1, "dirty_books": 1, "hand_cards": {"eights_nines": 3, "high": 1}},
            970,
            "Cards left in hand and foot: -25",
        ),
        # Two exact picks at 100: 195 - 155 + 800 + 200.
        (
            {},
            {"meld_points": 195, "hand_points": 155, "clean_books": 1, "dirty_books": 1, "exact_picks": 2},
            1040,
            "2 exact picks x 100: 200",
        ),
    ],
)
def test_threes_exact_picks_and_card_values_by_the_settings(client, hand_and_foot, play, settings, b, score, line):
    game = hand_and_foot(**settings)
    data = scored(play, game, H3_A, b)
    assert scores(data) == [2330, score]
    assert line in explained(client, game)[1]


def side(**counts: Any) -> dict[str, Any]:
    """A side's entry of the given counts."""
    return counts


QUIET = {"meld_points": 150, "hand_points": 40}
IMPOSSIBLE = [
    # Two sides out; going out without the books agreed (2 clean + 2 dirty).
    ("hand_and_foot", PAIRS, [H3_A, H3_A], {"entries.1.going_out"}),
    ("hand_and_foot", PAIRS, [{**H3_A, "dirty_books": 1}, QUIET], {"entries.0.going_out"}),
    ("whitnack", PAIRS, [H3_A, QUIET], {"entries.0.going_out"}),  # no wild book
    # A player alone went out holding cards.
    ("hand_and_foot", ALONE, [{**H3_A, "hand_points": 20}, QUIET], {"entries.0.hand_points"}),
    # Red threes laid down and caught over the table beyond 2 per deck (5 decks for 4 players: 10).
    (
        "hand_and_foot",
        PAIRS,
        [{**QUIET, "red_threes": 6}, {**QUIET, "red_threes": 3, "red_threes_caught": 2}],
        {"entries.1.red_threes_caught"},
    ),
    # Jokers and twos counted beyond the decks: 10 jokers, 20 twos in 5 decks; one count beyond them alone.
    (
        "hand_and_foot",
        PAIRS,
        [side(meld_cards={"jokers": 6}), side(hand_cards={"jokers": 5})],
        {"entries.1.hand_cards.jokers"},
    ),
    (
        "hand_and_foot",
        PAIRS,
        [side(meld_cards={"twos": 12}), side(hand_cards={"twos": 9})],
        {"entries.1.hand_cards.twos"},
    ),
    ("hand_and_foot", PAIRS, [side(meld_cards={"jokers": 11}), QUIET], {"entries.0.meld_cards.jokers"}),
    # Points negative or not in fives; all sides' points beyond the decks' (5 x 590 = 2950).
    ("hand_and_foot", PAIRS, [side(meld_points=-5), QUIET], {"entries.0.meld_points"}),
    ("hand_and_foot", PAIRS, [side(meld_points=152), QUIET], {"entries.0.meld_points"}),
    (
        "hand_and_foot",
        PAIRS,
        [side(meld_points=2000), side(meld_points=800, hand_points=155)],
        {"entries.1.hand_points"},
    ),
    # Books the meld points can't hold (clean 35, dirty 50, wild 140), or books with no meld at all.
    ("hand_and_foot", PAIRS, [side(meld_points=30, clean_books=1), QUIET], {"entries.0.meld_points"}),
    ("hand_and_foot", PAIRS, [side(meld_points=45, dirty_books=1), QUIET], {"entries.0.meld_points"}),
    ("whitnack", PAIRS, [side(meld_points=135, wild_books=1), QUIET], {"entries.0.meld_points"}),
    ("hand_and_foot", PAIRS, [side(clean_books=1, hand_points=40), QUIET], {"entries.0.clean_books"}),
    # Wild books where the table doesn't allow them; exact picks beyond the side's players.
    ("hand_and_foot", PAIRS, [side(meld_points=300, wild_books=1), QUIET], {"entries.0.wild_books"}),
    ("hand_and_foot", PAIRS, [{**QUIET, "exact_picks": 3}, QUIET], {"entries.0.exact_picks"}),
    ("hand_and_foot", ALONE, [{**QUIET, "exact_picks": 2}, QUIET], {"entries.0.exact_picks"}),
]


@pytest.mark.parametrize(("ruleset", "sides", "entries", "fields"), IMPOSSIBLE)
def test_impossible_rounds_are_refused_naming_the_field(client, hand_and_foot, play, ruleset, sides, entries, fields):
    game = hand_and_foot(ruleset, sides)
    refused = play(game, *entries)
    assert refused.status_code == 422, refused.get_json()
    assert set(refused.get_json()["errors"]) == fields
    stored = client.get(f"/api/games/{game['id']}").get_json()
    assert (stored["rounds"], stored["version"]) == ([], 1)


def test_refusals_say_what_is_wrong_in_both_languages(client, hand_and_foot):
    game = hand_and_foot()
    url, token = f"/api/games/{game['id']}/rounds", {"Authorization": f"Bearer {game['token']}"}
    body = {"entries": [{**H3_A, "dirty_books": 1}, QUIET]}
    english = client.post(url, json=body, headers=token).get_json()["errors"]
    assert english == {
        "entries.0.going_out": "Going out needs 2 clean and 2 dirty books; this side has 2 clean and 1 dirty."
    }
    german = client.post(url, json=body, headers={**token, "Accept-Language": "de"}).get_json()["errors"]
    assert german["entries.0.going_out"].startswith("Zum Ausmachen")
