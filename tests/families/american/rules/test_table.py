"""Every rejection of RULES.md 11.9 across the table: how the hand ended, and cards the deck holds so many of."""

import pytest

from scorepad.families.american.rules.checks import check_round
from scorepad.rules.problems import by_path

from ..kit import LEAGUE, E, cards, paths

OK = E(meld_points=150, hand_points=40)
OUT = dict(meld_points=300, natural_canastas=2, going_out="out")
MELDED = dict(meld_points=300, natural_canastas=1)


@pytest.mark.parametrize(
    ("sides", "expected"),
    [
        # Two sides went out.
        ([E(**OUT), E(**OUT)], {"_round"}),
        # A special hand on both sides; a special hand and the other side out.
        ([E(special_hand="pairs"), E(special_hand="garbage")], {"entries.1.special_hand"}),
        ([E(**OUT), E(special_hand="straight")], {"entries.0.going_out"}),
        # The stock's last card drawn by both sides, or drawn though the hand ended otherwise.
        ([E(**MELDED, last_card_three=True), E(**MELDED, last_card_three=True)], {"entries.1.last_card_three"}),
        ([E(**OUT), E(**MELDED, hand_points=20, last_card_three=True)], {"entries.1.last_card_three"}),
        ([E(special_hand="pairs"), E(**MELDED, last_card_three=True)], {"entries.1.last_card_three"}),
        # Red threes over both sides above 4; black likewise; all threes (laid, held, drawn last) above 8.
        ([E(**MELDED, red_threes=3), E(**MELDED, red_threes=2)], {"_round"}),
        ([E(**MELDED, black_threes=1), E(**MELDED, black_threes=4)], {"_round"}),
        ([E(**MELDED, red_threes=4, black_threes=3), E(**MELDED, hand_points=20, threes_in_hand=2)], {"_round"}),
        (
            [E(**MELDED, red_threes=4, black_threes=3), E(**MELDED, threes_in_hand=0, last_card_three=True)],
            set(),
        ),  # 4 + 3 + the last card: all 8 threes
        (
            [E(**MELDED, red_threes=4, black_threes=3, hand_points=5, threes_in_hand=1), E(last_card_three=True)],
            {"_round"},
        ),
        # Two natural aces canastas, two sevens canastas, two wild canastas (deuces with four jokers: 10 twos).
        ([E(meld_points=300, aces_canastas=1), E(meld_points=300, aces_canastas=1)], {"entries.1.aces_canastas"}),
        ([E(meld_points=300, aces_canastas=2)], {"entries.0.aces_canastas"}),
        ([E(meld_points=100, sevens_canastas=1), E(meld_points=100, sevens_canastas=1)], {"entries.1.sevens_canastas"}),
        ([E(meld_points=300, deuce_canastas=1), E(meld_points=300, joker_canastas=1)], {"entries.1.joker_canastas"}),
        ([E(meld_points=400, wild_canastas=2)], {"entries.0.wild_canastas"}),
        # An aces (sevens) canasta leaves one ace (seven): no other meld of them, nobody holding three.
        (
            [E(meld_points=300, aces_canastas=1), E(meld_points=100, incomplete_aces=True)],
            {"entries.1.incomplete_aces"},
        ),
        ([E(meld_points=300, aces_canastas=1), E(hand_points=60, aces_held=1)], {"entries.1.aces_held"}),
        ([E(meld_points=300, aces_canastas=1, hand_points=60, aces_held=1)], {"entries.0.aces_held"}),
        (
            [E(meld_points=100, sevens_canastas=1), E(meld_points=100, incomplete_sevens=True)],
            {"entries.1.incomplete_sevens"},
        ),
        ([E(meld_points=100, sevens_canastas=1), E(hand_points=15, sevens_held=1)], {"entries.1.sevens_held"}),
        # More than 2 players on the table caught holding 3+ aces (8 aces).
        ([E(hand_points=120, aces_held=2), E(hand_points=60, aces_held=1)], {"entries.1.aces_held"}),
        # Unfinished aces melds on both sides (6 aces) and a player holding three: 9 aces.
        (
            [E(meld_points=60, incomplete_aces=True, hand_points=60, aces_held=1), E(**MELDED, incomplete_aces=True)],
            {"_round"},
        ),
        (
            [
                E(meld_points=15, incomplete_sevens=True),
                E(meld_points=15, incomplete_sevens=True, hand_points=30, sevens_held=2),
            ],
            {"_round"},
        ),
        # A wild canasta (a joker at least) and an unfinished meld of all four jokers: 5 jokers.
        (
            [
                E(meld_points=300, wild_canastas=1),
                E(meld_points=300, incomplete_wild=True, incomplete_wild_four_jokers=True),
            ],
            {"_round"},
        ),
        ([E(meld_points=300, incomplete_wild=True, incomplete_wild_four_jokers=True)] * 2, {"_round"}),
        # A wild canasta (7 wilds) and six mixed canastas (a wild each): 13 wild cards.
        ([E(meld_points=300, wild_canastas=1), E(meld_points=400, mixed_canastas=6)], {"_round"}),
        # Meld and hand points of both sides above the deck's 1160.
        ([E(meld_points=700), E(meld_points=300, hand_points=165)], {"_round"}),
        # Cards counted over both sides beyond the deck: 5 jokers.
        ([E(meld_points=150, meld_cards=cards(jokers=3)), E(hand_points=100, hand_cards=cards(jokers=2))], {"_round"}),
    ],
)
def test_impossible_hands_are_rejected(sides, expected):
    sides = sides + [OK] * (2 - len(sides))
    assert paths(LEAGUE, sides) == expected


def test_boundaries_that_are_still_possible():
    # A deuces canasta (7 twos) beside an unfinished wild meld of the four jokers and the last 2.
    four_jokers = E(meld_points=300, incomplete_wild=True, incomplete_wild_four_jokers=True)
    assert paths(LEAGUE, [E(meld_points=300, deuce_canastas=1), four_jokers]) == set()
    # A wild canasta (7) and five mixed canastas (a wild each): 12 wild cards.
    assert paths(LEAGUE, [E(meld_points=300, wild_canastas=1), E(meld_points=400, mixed_canastas=5)]) == set()
    # Two players caught with 3+ aces and no aces meld: 6 of 8 aces; unfinished aces melds on both sides: 6.
    assert paths(LEAGUE, [E(hand_points=60, aces_held=1), E(hand_points=60, aces_held=1)]) == set()
    assert paths(LEAGUE, [E(meld_points=60, incomplete_aces=True), E(meld_points=60, incomplete_aces=True)]) == set()
    # All four red threes on one side, all four black on the other; exactly the deck's 1160 points.
    assert paths(LEAGUE, [E(**MELDED, red_threes=4), E(**MELDED, black_threes=4)]) == set()
    assert paths(LEAGUE, [E(meld_points=700), E(meld_points=300, hand_points=160)]) == set()


def test_messages_name_what_is_wrong():
    found = by_path(check_round(LEAGUE, [E(meld_points=300, aces_canastas=1), E(hand_points=60, aces_held=1)], [2, 2]))
    assert found == {"entries.1.aces_held": "A natural aces canasta on the table leaves one ace: nobody holds 3."}
    found = by_path(check_round(LEAGUE, [E(**OUT), E(special_hand="pairs")], [2, 2]))
    assert found == {"entries.0.going_out": "Another side ended the hand with a special hand: nobody went out."}
    jokers = [
        E(meld_points=300, wild_canastas=1),
        E(meld_points=300, incomplete_wild=True, incomplete_wild_four_jokers=True),
    ]
    assert by_path(check_round(LEAGUE, jokers, [2, 2])) == {
        "_round": "The wild melds counted need 5 jokers; the deck has 4."
    }
