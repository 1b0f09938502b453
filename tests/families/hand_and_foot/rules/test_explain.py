"""Explanations name the right part, amount and rule; warnings flag the unlikely without blocking."""

from scorepad.families.hand_and_foot.rules.entries import SideEntry
from scorepad.families.hand_and_foot.rules.explain import explain
from scorepad.families.hand_and_foot.rules.plausibility import round_warnings
from scorepad.families.hand_and_foot.rules.scoring import score_side

from ..kit import DEFAULT, WHITNACK, rules


def reasons(rules, **counts):
    """Each reason of one side's score as (part, points, words, settings)."""
    entry = SideEntry(**counts)
    return [(r.part, r.points, r.text(), r.settings) for r in explain(rules, entry, score_side(rules, entry))]


def test_h3_side_a_part_by_part():
    found = reasons(
        DEFAULT, meld_points=395, hand_points=65, clean_books=2, dirty_books=2, red_threes=3, going_out="out"
    )
    assert found == [
        ("melds", 395, "Melded cards: 395", ("card_values_8_9", "black_three_value")),
        ("hand", -65, "Cards left in hand and foot: -65", ("card_values_8_9", "black_three_value")),
        ("books", 1000, "2 clean books x 500: 1000", ("clean_book",)),
        ("books", 600, "2 dirty books x 300: 600", ("dirty_book",)),
        ("red_threes", 300, "3 red threes laid down x 100: 300", ("red_three_laid",)),
        ("going_out", 100, "Went out: 100", ("going_out",)),
    ]
    assert sum(points for _, points, _, _ in found) == 2330  # 395 - 65 + 1000 + 600 + 300 + 100


def test_every_other_part_with_the_setting_behind_it():
    found = reasons(
        rules(WHITNACK, black_three_caught_extra=100, red_three_laid_not_out=50),
        meld_points=260,
        hand_points=20,
        wild_books=1,
        red_threes=1,
        red_threes_caught=2,
        black_threes_caught=1,
        exact_picks=1,
    )
    assert found[2:] == [
        ("books", 1500, "1 wild book x 1500: 1500", ("wild_books",)),
        ("red_threes", 50, "1 red three laid down, side did not go out, x 50: 50", ("red_three_laid_not_out",)),
        ("red_threes_caught", -200, "2 red threes caught in hand or foot x 100: -200", ("red_three_caught",)),
        (
            "black_threes",
            -100,
            "1 black three caught, beyond its card value, x 100: -100",
            ("black_three_caught_extra",),
        ),
        ("exact_picks", 100, "1 exact pick x 100: 100", ("exact_pick_bonus",)),
    ]
    assert sum(r[1] for r in found) == 260 - 20 + 1500 + 50 - 200 - 100 + 100


def test_red_threes_worth_nothing_are_still_explained():
    simpson = rules(red_three_laid=0)
    assert reasons(simpson, meld_points=90, red_threes=2) == [
        ("melds", 90, "Melded cards: 90", ("card_values_8_9", "black_three_value")),
        ("red_threes", 0, "2 red threes laid down x 0: 0", ("red_three_laid",)),
    ]


def test_warnings_are_separate_from_problems():
    thin = SideEntry(meld_points=170, clean_books=2, dirty_books=2, going_out="out")  # 2 x 35 + 2 x 50: real
    found = round_warnings(
        DEFAULT, [thin, SideEntry(meld_points=45, hand_points=700), SideEntry(meld_points=650, hand_points=5)]
    )
    assert {(w.path, w.text()) for w in found} == {
        ("entries.1.meld_points", "Only 45 meld points, though every first meld needs at least 50?"),
        ("entries.1.hand_points", "700 points left in hand?"),  # two players holding 22 cards at 15: 660
        ("entries.2.meld_points", "650 meld points without a single book?"),
    }
    h3 = [
        SideEntry(meld_points=395, hand_points=65, clean_books=2, dirty_books=2, red_threes=3, going_out="out"),
        SideEntry(meld_points=195, hand_points=155, clean_books=1, dirty_books=1, red_threes=1, red_threes_caught=1),
    ]
    assert round_warnings(DEFAULT, h3) == []


def test_empty_hands_are_questioned():
    found = round_warnings(DEFAULT, [SideEntry(meld_points=90), SideEntry(meld_points=60)])
    assert {w.text() for w in found} == {"Nobody went out, yet no points are left in this hand?"}
    out = SideEntry(meld_points=300, clean_books=2, dirty_books=2, going_out="out")
    found = round_warnings(DEFAULT, [out, SideEntry(meld_points=60)])
    assert [(w.path, w.text()) for w in found] == [
        ("entries.1.hand_points", "Another side went out, yet no points are left in this hand?")
    ]
