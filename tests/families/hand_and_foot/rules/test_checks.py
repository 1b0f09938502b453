"""Every rejection of RULES.md 12.7 and of the issue, each named on the field it concerns."""

import pytest

from ..kit import DEFAULT, OUT, WHITNACK, checked, problems, rules

ONE_ONE = rules(books_to_go_out={"clean": 1, "dirty": 1, "wild": 0})
OK = {"meld_points": 60, "hand_points": 20}
OUT_22 = {"meld_points": 300, "clean_books": 2, "dirty_books": 2, **OUT}  # 2 x 35 + 2 x 50 = 170 <= 300


def test_a_plausible_round_has_no_problems():
    assert checked(DEFAULT, OUT_22, OK)


def test_more_than_one_side_went_out():
    assert problems(DEFAULT, OUT_22, OUT_22, OUT_22, sizes=[1, 1, 1]) == {
        "entries.1.going_out": "Only one side can go out in a round.",
        "entries.2.going_out": "Only one side can go out in a round.",
    }


@pytest.mark.parametrize(
    ("rules", "books", "message"),
    [
        (
            DEFAULT,
            {"clean_books": 2, "dirty_books": 1},
            "Going out needs 2 clean and 2 dirty books; this side has 2 clean and 1 dirty.",
        ),
        (
            DEFAULT,
            {"clean_books": 1, "dirty_books": 5},
            "Going out needs 2 clean and 2 dirty books; this side has 1 clean and 5 dirty.",
        ),
        (ONE_ONE, {"dirty_books": 2}, "Going out needs 1 clean and 1 dirty books; this side has 0 clean and 2 dirty."),
        (
            WHITNACK,
            {"clean_books": 3, "dirty_books": 2},
            "Going out needs 2 clean, 2 dirty and 1 wild books; this side has 3 clean, 2 dirty and 0 wild.",
        ),
    ],
)
def test_going_out_without_the_books_of_the_contract(rules, books, message):
    side = {"meld_points": 600, **books, **OUT}
    assert problems(rules, side, OK) == {"entries.0.going_out": message}


def test_going_out_with_the_contract_met():
    assert checked(ONE_ONE, {"meld_points": 120, "clean_books": 1, "dirty_books": 1, **OUT}, OK)
    whitnack = {"meld_points": 400, "clean_books": 2, "dirty_books": 2, "wild_books": 1, **OUT}
    assert checked(WHITNACK, whitnack, OK)


def test_a_player_who_went_out_alone_holds_no_cards():
    side = {**OUT_22, "hand_points": 15, "red_threes_caught": 1, "black_threes_caught": 1}
    held = "A player who went out alone holds no cards."
    assert problems(DEFAULT, side, OK, sizes=[1, 1]) == {
        "entries.0.hand_points": held,
        "entries.0.red_threes_caught": held,
        "entries.0.black_threes_caught": held,
    }
    assert problems(DEFAULT, side, OK, sizes=[2, 2]) == {}  # the partner still holds hand and foot


def test_red_threes_over_the_decks():
    # Two players: 3 decks, 6 red threes. Laid down 4 + 1 and caught 2: 7.
    found = problems(DEFAULT, {**OK, "red_threes": 4}, {**OK, "red_threes": 1, "red_threes_caught": 2}, sizes=[1, 1])
    assert found == {"entries.1.red_threes_caught": "7 red threes laid down and caught over all sides; 3 decks hold 6."}
    assert problems(DEFAULT, {**OK, "red_threes": 4}, {**OK, "red_threes_caught": 2}, sizes=[1, 1]) == {}
    one_deck = rules(decks=1)
    assert problems(one_deck, {**OK, "red_threes": 3}, OK, sizes=[1, 1]) == {
        "entries.0.red_threes": "3 red threes laid down and caught over all sides; 1 deck holds 2."
    }


def test_black_threes_caught_over_the_decks_and_their_card_value():
    found = problems(DEFAULT, {**OK, "black_threes_caught": 4}, {**OK, "black_threes_caught": 3}, sizes=[1, 1])
    assert found == {"entries.1.black_threes_caught": "7 black threes caught over all sides; 3 decks hold 6."}
    # Three black threes at 5 are 15 card points: 10 left in hand can't hold them.
    assert problems(DEFAULT, {"meld_points": 60, "hand_points": 10, "black_threes_caught": 3}, OK) == {
        "entries.0.hand_points": "The black threes caught count 15 card points, more than the 10 left in hand."
    }
    assert problems(rules(black_three_value=0), {"meld_points": 60, "black_threes_caught": 3}, OK) == {}


def test_counted_cards_over_the_decks():
    # Two players, 3 decks: 6 jokers, 12 twos. 4 + 3 jokers, 13 twos on one side.
    found = problems(DEFAULT, {"meld_cards": {"jokers": 4}}, {"hand_cards": {"jokers": 3, "twos": 13}}, sizes=[1, 1])
    assert found == {
        "entries.1.hand_cards.jokers": "7 of these cards counted over all sides; 3 decks hold 6.",
        "entries.1.hand_cards.twos": "The deck has only 12 of these cards.",
    }


def test_points_must_be_multiples_of_five_and_never_negative():
    found = problems(DEFAULT, {"meld_points": 62, "hand_points": -5}, OK)
    assert found == {"entries.0.meld_points": "Must be a multiple of 5.", "entries.0.hand_points": "Must be 0 or more."}


def test_points_over_the_decks():
    # Two players, 3 decks: 3 x 590 = 1770 card points in all; 1000 + 500 + 200 + 75 = 1775.
    found = problems(
        DEFAULT, {"meld_points": 1000, "hand_points": 500}, {"meld_points": 200, "hand_points": 75}, sizes=[1, 1]
    )
    assert found == {
        "entries.1.hand_points": "Melds, hands and feet add up to 1775 points over all sides; 3 decks hold 1770."
    }
    assert (
        problems(
            DEFAULT, {"meld_points": 1000, "hand_points": 500}, {"meld_points": 200, "hand_points": 70}, sizes=[1, 1]
        )
        == {}
    )


@pytest.mark.parametrize(
    ("side", "path", "message"),
    [
        # A clean book is seven naturals: at least 7 x 5 = 35.
        ({"meld_points": 30, "clean_books": 1}, "entries.0.meld_points", "1 book needs at least 35 meld points."),
        # A dirty book: at least 6 x 5 + a 2 = 50; with a clean one 85.
        (
            {"meld_points": 80, "clean_books": 1, "dirty_books": 1},
            "entries.0.meld_points",
            "2 books need at least 85 meld points.",
        ),
        # Books but no meld points at all.
        ({"dirty_books": 1}, "entries.0.dirty_books", "A side that melded nothing can't have books."),
    ],
)
def test_books_the_meld_points_cant_hold(side, path, message):
    assert problems(DEFAULT, side, OK) == {path: message}


def test_wild_books_only_where_allowed_and_in_140_points():
    assert problems(DEFAULT, {"meld_points": 300, "wild_books": 1}, OK) == {
        "entries.0.wild_books": "Wild books are not allowed by these rules."
    }
    # Seven twos are the smallest wild book: 7 x 20 = 140.
    assert problems(WHITNACK, {"meld_points": 135, "wild_books": 1}, OK) == {
        "entries.0.meld_points": "1 book needs at least 140 meld points."
    }
    assert checked(WHITNACK, {"meld_points": 140, "wild_books": 1}, OK)


def test_exact_picks_at_most_one_per_player():
    assert problems(DEFAULT, {**OK, "exact_picks": 3}, OK) == {
        "entries.0.exact_picks": "A side of 2 players has at most 2 exact picks."
    }
    assert problems(DEFAULT, {**OK, "exact_picks": 2}, OK, sizes=[1, 1]) == {
        "entries.0.exact_picks": "A side of 1 player has at most 1 exact pick."
    }


def test_counted_cards_must_match_the_points_and_the_black_threes():
    found = problems(
        DEFAULT,
        {"meld_points": 60, "meld_cards": {"aces": 2}, "hand_cards": {"black_threes": 1}, "black_threes_caught": 2},
        OK,
    )
    assert found == {
        "entries.0.meld_points": "The cards counted make 40 points, not 60.",
        "entries.0.black_threes_caught": "The cards counted in hand hold 1 black three, not 2.",
        # and 2 black threes at 5 are more than the 5 points the cards counted hold
        "entries.0.hand_points": "The black threes caught count 10 card points, more than the 5 left in hand.",
    }
    # With no extra cost the count of caught black threes changes nothing: left at 0 it is not asked for.
    assert problems(DEFAULT, {"hand_cards": {"black_threes": 2}}, OK) == {}
    assert "entries.0.black_threes_caught" in problems(
        rules(black_three_caught_extra=100), {"hand_cards": {"black_threes": 2}}, OK
    )


def test_unknown_ways_of_going_out_and_unreadable_counts():
    found = problems(DEFAULT, {**OK, "going_out": "concealed", "clean_books": "two"}, OK)
    assert found == {
        "entries.0.going_out": "Must be one of: out.",
        "entries.0.clean_books": "Must be a whole number (a JSON integer).",
    }
