"""Every one-side rejection of RULES.md 11.9 and the issue's edge cases, each tied to the field it concerns."""

import pytest

from scorepad.families.american.rules.checks import check_round
from scorepad.rules.problems import by_path

from ..kit import LEAGUE, PAGAT, E, cards, parse, paths

OK = E(meld_points=150, hand_points=40)  # a side that melded without a canasta
OUT = dict(meld_points=300, natural_canastas=2, going_out="out")  # two canastas (70) and more: may go out


def test_a_plausible_hand_has_no_problems():
    assert paths(LEAGUE, [E(**OUT, red_threes=2, hand_points=20), OK]) == set()
    assert paths(LEAGUE, [E(special_hand="pairs"), E(meld_points=120, hand_points=150, red_threes=1)]) == set()


@pytest.mark.parametrize(
    ("entry", "expected"),
    [
        # Going out with one canasta (two needed), or leaving an aces, sevens or wild meld unfinished.
        (E(meld_points=300, natural_canastas=1, going_out="out"), {"going_out"}),
        (E(**OUT, incomplete_aces=True), {"incomplete_aces"}),
        (E(**OUT, incomplete_sevens=True), {"incomplete_sevens"}),
        (E(**OUT, incomplete_wild=True), {"incomplete_wild"}),
        # A special hand with anything else on that side: going out, points, threes.
        (E(special_hand="pairs", going_out="out"), {"going_out"}),
        (E(special_hand="straight", hand_points=20, red_threes=1), {"hand_points", "red_threes"}),
        (E(special_hand="garbage", meld_cards=cards()), {"meld_cards"}),
        # A completed and an unfinished meld of one kind on one side (one meld per rank).
        (E(meld_points=300, aces_canastas=1, incomplete_aces=True), {"incomplete_aces"}),
        (E(meld_points=300, sevens_canastas=1, incomplete_sevens=True), {"incomplete_sevens"}),
        (E(meld_points=400, deuce_canastas=1, incomplete_wild=True), {"incomplete_wild"}),
        (E(meld_points=400, wild_canastas=1, incomplete_wild=True), {"incomplete_wild"}),
        # Four jokers in an unfinished wild meld that isn't counted.
        (E(meld_points=300, incomplete_wild_four_jokers=True), {"incomplete_wild_four_jokers"}),
        # No melds at all, yet canastas or unfinished melds.
        (E(natural_canastas=1, mixed_canastas=1), {"natural_canastas", "mixed_canastas"}),
        (E(incomplete_sevens=True, hand_points=10), {"incomplete_sevens"}),
        # Points not in fives.
        (E(meld_points=152, hand_points=3), {"meld_points", "hand_points"}),
        # Threes of one colour beyond the deck's 4; threes in hand beyond its 8 (the table's count trips too).
        (E(meld_points=150, red_threes=5), {"red_threes", "_round"}),
        (E(meld_points=150, black_threes=5), {"black_threes", "_round"}),
        (E(meld_points=150, threes_in_hand=9), {"threes_in_hand", "_round"}),
        # Three players of a pair caught holding aces; one player holding 3+ aces holds at least 60.
        (E(meld_points=150, hand_points=200, aces_held=3), {"aces_held"}),
        (E(meld_points=150, hand_points=55, aces_held=1), {"hand_points"}),
        (E(meld_points=150, hand_points=25, aces_held=1, sevens_held=1), {"hand_points"}),  # 60 + 15 = 75 at least
        # The partner who went out holds nothing: one player left to hold sevens.
        (E(**OUT, hand_points=100, sevens_held=2), {"sevens_held"}),
        # Counted cards that disagree with the points, or beyond the deck (a 3 is no card class here).
        (E(meld_points=100, meld_cards=cards(aces=3, low=2)), {"meld_points"}),
        (E(meld_points=250, meld_cards=cards(jokers=5)), {"meld_cards.jokers", "_round"}),
    ],
)
def test_impossible_sides_are_rejected(entry, expected):
    assert paths(LEAGUE, [entry, OK]) == {p if p == "_round" else f"entries.0.{p}" for p in expected}


@pytest.mark.parametrize(
    ("counts", "floor"),
    [
        (dict(natural_canastas=1), 35),  # seven fives
        (dict(mixed_canastas=1), 50),  # six fives and a 2
        (dict(aces_canastas=1), 140),  # seven aces
        (dict(sevens_canastas=1), 35),  # seven sevens
        (dict(wild_canastas=1), 170),  # a joker and six twos
        (dict(joker_canastas=1), 260),  # four jokers and three twos
        (dict(deuce_canastas=1), 140),  # seven twos
        (dict(incomplete_aces=True), 60),  # three aces
        (dict(incomplete_sevens=True), 15),  # three sevens
        (dict(incomplete_wild=True), 60),  # three twos
        (dict(incomplete_wild=True, incomplete_wild_four_jokers=True), 200),  # four jokers
        (dict(natural_canastas=2, mixed_canastas=1, incomplete_aces=True), 35 + 35 + 50 + 60),
    ],
)
def test_meld_points_must_hold_the_canastas_and_melds(counts, floor):
    assert paths(LEAGUE, [E(meld_points=floor, **counts), OK]) == set()
    assert paths(LEAGUE, [E(meld_points=floor - 5, **counts), OK]) == {"entries.0.meld_points"}


def test_a_player_who_went_out_alone_holds_no_cards():
    for name in ("hand_points", "threes_in_hand"):
        assert paths(LEAGUE, [E(**OUT, **{name: 10 if name == "hand_points" else 1}), OK], (1, 1)) == {
            f"entries.0.{name}"
        }
    alone = E(**OUT, hand_points=60, aces_held=1)
    assert paths(LEAGUE, [alone, OK], (1, 1)) == {"entries.0.hand_points", "entries.0.aces_held"}
    assert paths(LEAGUE, [E(**OUT, hand_points=60, aces_held=1), OK], (2, 2)) == set()  # the partner holds them
    assert paths(LEAGUE, [OK, E(hand_points=120, aces_held=2)], (1, 1)) == {"entries.1.aces_held"}


def test_messages_name_what_is_wrong():
    found = by_path(check_round(LEAGUE, [E(meld_points=300, natural_canastas=1, going_out="out"), OK], [2, 2]))
    assert found == {"entries.0.going_out": "Going out needs at least 2 canastas; this side has 1."}
    found = by_path(check_round(LEAGUE, [E(meld_points=100, aces_canastas=1), OK], [2, 2]))
    assert found == {
        "entries.0.meld_points": "The canastas and unfinished melds counted need at least 140 meld points."
    }
    found = by_path(check_round(LEAGUE, [E(special_hand="pairs", red_threes=1), OK], [2, 2]))
    assert found == {
        "entries.0.red_threes": "A side that shows a special hand enters nothing else: the hand replaces its whole score."
    }


def test_parse_refuses_special_hands_the_preset_lacks_and_flags_that_are_not_booleans():
    entries, problems = parse(PAGAT, [{"special_hand": "zip_code"}, {"incomplete_aces": 1}])
    assert [(p.path, p.text()) for p in problems] == [
        ("entries.0.special_hand", "Must be one of: pairs, wild_pairs, straight, garbage."),
        ("entries.1.incomplete_aces", "Must be true or false."),
    ]
    assert entries == [E(), E()]  # read as none and no, so the hand's checks still run
    off = LEAGUE.__class__(special_hands={})
    _, problems = parse(off, [{"special_hand": "pairs"}, {}])
    assert [(p.path, p.text()) for p in problems] == [
        ("entries.0.special_hand", "Must be null: these rules have none.")
    ]
    entries, problems = parse(LEAGUE, [{"special_hand": "dream_hand", "going_out": None}, {"last_card_three": True}])
    assert problems == [] and entries == [E(special_hand="dream_hand"), E(last_card_three=True)]


def test_parse_counts_cards_by_class_without_threes():
    entries, problems = parse(LEAGUE, [{"meld_cards": {"aces": 3, "twos": 1, "high": 4, "low": 2}}, {}])
    assert problems == [] and entries[0].meld_points == 3 * 20 + 20 + 4 * 10 + 2 * 5
    _, problems = parse(LEAGUE, [{"hand_cards": {"black_threes": 1}}, {}])
    assert [p.path for p in problems] == ["entries.0.hand_cards.black_threes"]
