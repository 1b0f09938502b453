"""Every rejection of RULES.md 7, each tied to the field it concerns."""

from dataclasses import replace

import pytest

from scorepad.families.canasta.rules.checks import check_round
from scorepad.families.canasta.rules.entries import SideEntry
from scorepad.rules.problems import by_path

from ..kit import CLASSIC, GERMAN, THREE_PACK, cards, parse_entries

OK = SideEntry(meld_points=60, hand_points=20)


def paths(rules, entries, sizes=(2, 2)):
    """The field paths with problems for these entries."""
    return set(by_path(check_round(rules, list(entries), list(sizes))))


def test_a_plausible_round_has_no_problems():
    winner = SideEntry(meld_points=240, natural_canastas=1, red_threes=1, going_out="out")
    assert paths(CLASSIC, [winner, OK]) == set()


@pytest.mark.parametrize(
    ("rules", "entries", "expected"),
    [
        # Two sides went out.
        (
            CLASSIC,
            [
                SideEntry(meld_points=300, natural_canastas=1, going_out="out"),
                SideEntry(meld_points=300, natural_canastas=1, going_out="out"),
            ],
            {"_round"},
        ),
        # Going out without a canasta; three packs need two.
        (CLASSIC, [SideEntry(meld_points=100, going_out="out"), OK], {"entries.0.going_out"}),
        (THREE_PACK, [SideEntry(meld_points=300, natural_canastas=1, going_out="out"), OK], {"entries.0.going_out"}),
        # 5 red threes in a two-pack game; laid plus held above 4.
        (CLASSIC, [SideEntry(meld_points=60, red_threes=3), SideEntry(meld_points=60, red_threes=2)], {"_round"}),
        (
            CLASSIC,
            [SideEntry(meld_points=60, red_threes=3), SideEntry(meld_points=60, red_threes_in_hand=2)],
            {"_round"},
        ),
        (CLASSIC, [SideEntry(meld_points=60, red_threes=5), OK], {"entries.0.red_threes", "_round"}),
        # 000 example: seven fives make a natural canasta of 35; 30 points can't hold one.
        (CLASSIC, [SideEntry(meld_points=30, natural_canastas=1), OK], {"entries.0.meld_points"}),
        (CLASSIC, [SideEntry(meld_points=80, natural_canastas=1, mixed_canastas=1), OK], {"entries.0.meld_points"}),
        # Not a multiple of 5.
        (
            CLASSIC,
            [SideEntry(meld_points=62, hand_points=3, penalty_points=51), OK],
            {"entries.0.meld_points", "entries.0.hand_points", "entries.0.penalty_points"},
        ),
        # More card points than two packs and four jokers hold (1180).
        (CLASSIC, [SideEntry(meld_points=700), SideEntry(meld_points=300, hand_points=185)], {"_round"}),
        # A joker canasta where not allowed; allowed but in fewer than 140 points.
        (CLASSIC, [SideEntry(meld_points=200, joker_canastas=1), OK], {"entries.0.joker_canastas"}),
        (
            replace(CLASSIC, joker_canastas_allowed=True),
            [SideEntry(meld_points=135, joker_canastas=1), OK],
            {"entries.0.meld_points"},
        ),
        # A hand canasta outside the German rules.
        (
            CLASSIC,
            [SideEntry(meld_points=300, natural_canastas=1, going_out="hand_canasta"), OK],
            {"entries.0.going_out"},
        ),
        # A side of one player that went out holds no cards.
        (
            CLASSIC,
            [SideEntry(meld_points=300, natural_canastas=1, hand_points=10, going_out="out"), OK],
            {"entries.0.hand_points"},
        ),
        # No melds but canastas claimed.
        (
            CLASSIC,
            [SideEntry(natural_canastas=1, mixed_canastas=1), OK],
            {"entries.0.natural_canastas", "entries.0.mixed_canastas"},
        ),
    ],
)
def test_impossible_rounds_are_rejected(rules, entries, expected):
    sizes = (1, 1) if "entries.0.hand_points" in expected else (2, 2)
    assert paths(rules, entries, sizes) == expected


def test_boundaries_that_are_still_possible():
    assert paths(CLASSIC, [SideEntry(meld_points=35, natural_canastas=1), OK]) == set()
    assert paths(CLASSIC, [SideEntry(meld_points=85, natural_canastas=1, mixed_canastas=1), OK]) == set()
    assert paths(CLASSIC, [SideEntry(meld_points=700), SideEntry(meld_points=300, hand_points=180)]) == set()
    assert paths(GERMAN, [SideEntry(meld_points=300, natural_canastas=1, going_out="hand_canasta"), OK]) == set()
    # A partner of the side that went out may still hold cards.
    assert (
        paths(CLASSIC, [SideEntry(meld_points=300, natural_canastas=1, hand_points=10, going_out="out"), OK]) == set()
    )


def test_card_counts_beyond_the_deck_or_disagreeing_with_points():
    five_jokers = SideEntry(meld_points=250, meld_cards=cards(jokers=5))
    assert paths(CLASSIC, [five_jokers, OK]) == {"entries.0.meld_cards.jokers", "_round"}
    wrong = SideEntry(meld_points=100, meld_cards=cards(aces=3, low=2))
    assert paths(CLASSIC, [wrong, OK]) == {"entries.0.meld_points"}
    over_sides = [
        SideEntry(meld_points=150, meld_cards=cards(jokers=3)),
        SideEntry(hand_points=100, hand_cards=cards(jokers=2)),
    ]
    assert paths(CLASSIC, over_sides) == {"_round"}


@pytest.mark.parametrize(
    ("value", "ok"), [(120, True), (0, True), (True, False), (120.0, False), ("120", False), (-5, False), (None, False)]
)
def test_parse_refuses_anything_but_json_integers(value, ok):
    entries, problems = parse_entries(CLASSIC, [{"meld_points": value}, {}], 2)
    assert {p.path for p in problems} == (set() if ok else {"entries.0.meld_points"})
    assert entries[0].meld_points == (value if ok else 0)


def test_parse_names_every_bad_field():
    data = [{"meld_points": "x", "colour": 1, "going_out": "early"}, "nope"]
    _, problems = parse_entries(CLASSIC, data, 2)
    assert {p.path for p in problems} == {
        "entries.0.meld_points",
        "entries.0.colour",
        "entries.0.going_out",
        "entries.1",
    }
    _, problems = parse_entries(CLASSIC, [{}], 2)
    assert {p.path for p in problems} == {"entries"}


def test_card_counts_give_the_points():
    entries, _ = parse_entries(CLASSIC, [{"meld_cards": {"aces": 3, "twos": 1, "high": 4}}, {}], 2)
    assert entries[0].meld_points == 3 * 20 + 20 + 40
    entries, _ = parse_entries(
        replace(CLASSIC, card_values={**CLASSIC.card_values, "aces": 15}), [{"meld_cards": {"aces": 3}}, {}], 2
    )
    assert entries[0].meld_points == 45
