"""Explanations name the part, its amount and the rule behind it; they add up to the score."""

from scorepad.families.american.rules.explain import explain
from scorepad.families.american.rules.scoring import score_side

from ..kit import LEAGUE, PAGAT, E, rules


def reasons(ruleset=LEAGUE, **counts):
    """(part, points, words, settings) of every line explaining one side's score."""
    entry = E(**counts)
    found = [(r.part, r.points, r.text(), r.settings) for r in explain(ruleset, entry, score_side(ruleset, entry))]
    assert sum(points for _, points, _, _ in found) == score_side(ruleset, entry).score
    return found


def test_a1_explained():
    ns = reasons(
        meld_points=245,
        hand_points=15,
        natural_canastas=1,
        mixed_canastas=1,
        red_threes=1,
        black_threes=1,
        going_out="out",
    )
    assert ns == [
        ("melds", 245, "Melded cards, side has a canasta: 245", ()),
        ("hand", -15, "Cards left in hand: -15", ()),
        ("canastas", 500, "1 natural canasta x 500: 500", ("natural_canasta",)),
        ("canastas", 300, "1 mixed canasta x 300: 300", ("mixed_canasta",)),
        (
            "threes",
            200,
            "Threes laid down (1 red, 1 black), side has two canastas or more: 200",
            ("threes_scale", "threes_sign"),
        ),
        ("going_out", 100, "Went out: 100", ("going_out",)),
    ]
    ew = reasons(meld_points=140, hand_points=85, mixed_canastas=1, red_threes=2)
    assert ("threes", 0, "Threes laid down (2 red, 0 black) count nothing, side has one canasta: 0") in [
        line[:3] for line in ew
    ]


def test_a2_explained():
    assert reasons(meld_points=85, hand_points=120, red_threes=2, black_threes=1) == [
        ("melds", -85, "Melded cards count minus, side has no canasta: -85", ("no_canasta_melds_negative",)),
        ("hand", -120, "Cards left in hand: -120", ()),
        (
            "threes",
            -400,
            "Threes laid down (2 red, 1 black) count minus, side has no canasta: -400",
            ("threes_scale", "threes_sign"),
        ),
    ]


def test_every_kind_of_canasta_and_cost_explained():
    found = reasons(
        meld_points=900,
        hand_points=100,
        aces_canastas=1,
        sevens_canastas=1,
        deuce_canastas=1,
        sevens_held=2,
        threes_in_hand=1,
        last_card_three=True,
    )
    assert [line[1:3] for line in found if line[0] not in ("melds", "hand", "threes")] == [
        (2500, "1 natural aces canasta x 2500: 2500"),
        (2500, "1 sevens canasta x 2500: 2500"),
        (3000, "1 wild canasta of seven twos x 3000: 3000"),
        (-3000, "2 players caught with 3 or more sevens x 1500: -3000"),
        (-100, "1 three held in hand x 100: -100"),
        (-5, "The last card of the stock was this side's 3: -5"),
    ]
    wild = reasons(meld_points=700, wild_canastas=1, natural_canastas=1, incomplete_aces=True)
    assert ("canastas", 2000, "1 wild canasta x 2000: 2000", ("wild_canasta",)) in wild
    assert ("incomplete_melds", -2500, "Unfinished aces meld: -2500", ("incomplete_aces",)) in wild
    jokers = dict(meld_points=500, joker_canastas=1, natural_canastas=1, incomplete_sevens=True)
    assert ("canastas", 2500, "1 wild canasta of four jokers x 2500: 2500") in [x[:3] for x in reasons(**jokers)]
    assert ("incomplete_melds", -2500, "Unfinished sevens meld: -2500") in [x[:3] for x in reasons(**jokers)]
    four = dict(meld_points=400, natural_canastas=2, incomplete_wild=True, incomplete_wild_four_jokers=True)
    assert (
        "incomplete_melds",
        -2500,
        "Unfinished wild meld holding all four jokers: -2500",
        ("incomplete_wild_four_jokers",),
    ) in reasons(PAGAT, **four)
    held = reasons(meld_points=200, hand_points=60, natural_canastas=2, aces_held=1, incomplete_wild=True)
    assert ("held_aces_sevens", -1500, "1 player caught with 3 or more aces x 1500: -1500") in [x[:3] for x in held]
    assert ("incomplete_melds", -2000, "Unfinished wild meld: -2000") in [x[:3] for x in held]


def test_special_hands_explained():
    assert reasons(special_hand="garbage") == [
        ("special_hand", 3000, "Special hand, garbage; it replaces the side's whole score: 3000", ("special_hands",))
    ]
    assert reasons(PAGAT, special_hand="garbage")[0][1] == 2000
    assert reasons(special_hand="dream_hand") == [
        (
            "special_hand",
            8500,
            "Dream hand: it replaces the side's whole score and wins the game at once: 8500",
            ("special_hands", "dream_hand_wins"),
        )
    ]
    calm = rules(dream_hand_wins=False)
    assert reasons(calm, special_hand="dream_hand")[0][2] == (
        "Special hand, dream hand; it replaces the side's whole score: 8500"
    )


def test_house_rules_explained():
    found = reasons(rules(no_canasta_melds_negative=False, threes_sign="plus"), meld_points=85, red_threes=1)
    assert found == [
        (
            "melds",
            85,
            "Melded cards count plus without a canasta (house rule): 85",
            ("no_canasta_melds_negative",),
        ),
        (
            "threes",
            100,
            "Threes laid down (1 red, 0 black) count plus (house rule): 100",
            ("threes_scale", "threes_sign"),
        ),
    ]
