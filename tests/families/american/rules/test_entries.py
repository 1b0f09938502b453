"""One side's counts for one Modern American hand (families/american/rules/entries.py): the fields RULES.md 11.12 asks, read
from the API's JSON with their bounds, refusals naming the field, and counted cards giving the points."""

from __future__ import annotations

import pytest

from scorepad.rules.entries import declared, from_json, to_json

from ..kit import LEAGUE, PAGAT, E, cards, parse, rules

POINTS = ("meld_points", "hand_points")
COUNTS = (
    "natural_canastas",
    "mixed_canastas",
    "aces_canastas",
    "sevens_canastas",
    "wild_canastas",
    "joker_canastas",
    "deuce_canastas",
    "red_threes",
    "black_threes",
    "aces_held",
    "sevens_held",
    "threes_in_hand",
)
FLAGS = ("incomplete_aces", "incomplete_sevens", "incomplete_wild", "incomplete_wild_four_jokers", "last_card_three")
WHOLE = "Must be a whole number (a JSON integer)."


def one(data, ruleset=LEAGUE):
    """One side's entry (the other side typed nothing) and its problems as (path, words)."""
    sides, problems = parse(ruleset, [data, {}])
    return (sides[0] if sides else None), [(p.path, p.text()) for p in problems]


def test_the_fields_a_table_is_asked():
    # RULES.md 11.12: ended how, points, canastas by kind, unfinished melds, threes, held aces and sevens.
    assert {c.name: c.kind for c in declared(E)} == {
        **dict.fromkeys(POINTS, "points"),
        **dict.fromkeys(COUNTS, "count"),
        **dict.fromkeys(FLAGS, "flag"),
        "going_out": "way",
        "special_hand": "choice",
        "meld_cards": "cards",
        "hand_cards": "cards",
    }


def test_canastas_of_every_kind_add_up_to_c():
    assert E().canastas == 0 and E().wild_canasta_count == 0
    # A3: a sevens, an aces and a mixed canasta: C = 3 (RULES.md 11.11), none of them wild.
    a3 = E(sevens_canastas=1, aces_canastas=1, mixed_canastas=1)
    assert (a3.canastas, a3.wild_canasta_count) == (3, 0)
    every = E(**dict.fromkeys(COUNTS[:7], 1), red_threes=4, incomplete_aces=True)
    assert (every.canastas, every.wild_canasta_count) == (7, 3)  # threes and unfinished melds are no canastas
    assert E(wild_canastas=1, joker_canastas=2, deuce_canastas=1).wild_canasta_count == 4


def test_a_whole_entry_read_from_json():
    data = {
        "meld_points": 245,
        "hand_points": 15,
        "natural_canastas": 1,
        "mixed_canastas": 1,
        "aces_canastas": 0,
        "sevens_canastas": 0,
        "wild_canastas": 0,
        "joker_canastas": 0,
        "deuce_canastas": 0,
        "incomplete_aces": False,
        "incomplete_sevens": False,
        "incomplete_wild": True,
        "incomplete_wild_four_jokers": True,
        "red_threes": 1,
        "black_threes": 1,
        "aces_held": 1,
        "sevens_held": 2,
        "threes_in_hand": 3,
        "last_card_three": True,
        "going_out": "out",
        "special_hand": None,
    }
    entry, problems = one(data)
    assert problems == []
    assert entry == E(
        meld_points=245,
        hand_points=15,
        natural_canastas=1,
        mixed_canastas=1,
        incomplete_wild=True,
        incomplete_wild_four_jokers=True,
        red_threes=1,
        black_threes=1,
        aces_held=1,
        sevens_held=2,
        threes_in_hand=3,
        last_card_three=True,
        going_out="out",
    )
    assert to_json(entry) == data  # stored as given: no card counts where none were given
    assert from_json(E, to_json(entry)) == entry


def test_what_is_left_out_is_zero_no_or_nothing():
    entry, problems = one({})
    assert problems == [] and entry == E()
    assert (entry.meld_points, entry.incomplete_wild, entry.going_out, entry.special_hand, entry.meld_cards) == (
        0,
        False,
        None,
        None,
        None,
    )


@pytest.mark.parametrize("name", POINTS)
def test_points_from_0_to_a_million(name):
    assert one({name: 0})[1] == [] and one({name: 1_000_000})[0] == E(**{name: 1_000_000})
    assert one({name: -5})[1] == [(f"entries.0.{name}", "Must be 0 or more.")]
    assert one({name: 1_000_005})[1] == [(f"entries.0.{name}", "Must be at most 1000000.")]
    for bad in (12.5, "40", True, None, [40]):
        assert one({name: bad})[1] == [(f"entries.0.{name}", WHOLE)]


@pytest.mark.parametrize("name", COUNTS)
def test_counts_from_0_to_a_thousand(name):
    assert one({name: 1000}) == (E(**{name: 1000}), [])  # the checks refuse what the deck can't hold, not parsing
    assert one({name: -1})[1] == [(f"entries.0.{name}", "Must be 0 or more.")]
    assert one({name: 1001})[1] == [(f"entries.0.{name}", "Must be at most 1000.")]
    assert one({name: 2.0})[1] == [(f"entries.0.{name}", WHOLE)]
    assert one({name: False})[1] == [(f"entries.0.{name}", WHOLE)]


@pytest.mark.parametrize("name", FLAGS)
def test_flags_are_true_or_false(name):
    assert one({name: True}) == (E(**{name: True}), [])
    assert one({name: False}) == (E(), [])
    for bad in ("yes", 1, 0, None):
        entry, problems = one({name: bad})
        assert problems == [(f"entries.0.{name}", "Must be true or false.")] and entry == E()


def test_going_out_is_the_one_way_or_nothing():
    assert one({"going_out": "out"})[0] == E(going_out="out")
    assert one({"going_out": None}) == (E(), [])
    # No concealed going out in Modern American (RULES.md 11.8).
    for bad in ("concealed", "OUT", True, 1):
        assert one({"going_out": bad}) == (E(), [("entries.0.going_out", "Must be one of: out.")])


def test_a_special_hand_is_one_the_rules_allow():
    assert one({"special_hand": "zip_code"}) == (E(special_hand="zip_code"), [])
    assert one({"special_hand": "dream_hand"})[0] == E(special_hand="dream_hand")
    # Pagat knows four special hands, no zip code (RULES.md 11.7).
    assert one({"special_hand": "zip_code"}, PAGAT) == (
        E(),
        [("entries.0.special_hand", "Must be one of: pairs, wild_pairs, straight, garbage.")],
    )
    assert one({"special_hand": "straight"}, PAGAT)[0] == E(special_hand="straight")
    assert one({"special_hand": 2500}, PAGAT)[1] == [
        ("entries.0.special_hand", "Must be one of: pairs, wild_pairs, straight, garbage.")
    ]
    assert one({"special_hand": "pairs"}, rules(special_hands={})) == (
        E(),
        [("entries.0.special_hand", "Must be null: these rules have none.")],
    )


def test_counted_cards_give_the_points():
    # A1, NS (RULES.md 11.11): kings 7 x 10, eights 5 x 10 with a joker and a 2, 4 queens, 3 sixes: 245 melded;
    # the partner holds a 9 and a 5: 15.
    meld = {"jokers": 1, "twos": 1, "high": 7 + 5 + 4, "low": 3}
    entry, problems = one({"meld_cards": meld, "hand_cards": {"high": 1, "low": 1}})
    assert problems == []
    assert (entry.meld_points, entry.hand_points) == (50 + 20 + 160 + 15, 15) == (245, 15)
    assert entry.meld_cards == cards(jokers=1, twos=1, high=16, low=3)
    # A3, NS: sevens 7 x 5, aces 7 x 20, queens 5 x 10 with two 2s, 3 kings: 295; a 2 left in hand.
    entry, _ = one({"meld_cards": {"aces": 7, "low": 7, "high": 8, "twos": 2}, "hand_cards": {"twos": 1}})
    assert (entry.meld_points, entry.hand_points) == (140 + 35 + 80 + 40, 20) == (295, 20)


def test_points_typed_with_the_cards_are_kept_for_the_checks_to_compare():
    entry, problems = one({"meld_points": 250, "meld_cards": {"high": 24, "low": 1}})
    assert problems == [] and entry.meld_points == 250 and entry.meld_cards.points(LEAGUE.card_value) == 245


def test_counted_cards_refused_by_class():
    # A 3 has no card value in Modern American (RULES.md 11.2): no class counts it.
    assert one({"hand_cards": {"black_threes": 1, "threes": 1}}) == (
        E(),
        [
            ("entries.0.hand_cards.black_threes", "Unknown card class."),
            ("entries.0.hand_cards.threes", "Unknown card class."),
        ],
    )
    assert one({"meld_cards": {"twos": -1, "aces": 1001, "high": "3"}})[1] == [
        ("entries.0.meld_cards.twos", "Must be 0 or more."),
        ("entries.0.meld_cards.aces", "Must be at most 1000."),
        ("entries.0.meld_cards.high", WHOLE),
    ]
    assert one({"meld_cards": [1, 2]})[1] == [("entries.0.meld_cards", "Must be an object of card counts by class.")]


def test_unknown_fields_are_named_and_a_refused_count_reads_as_zero():
    # C is derived from the canasta fields, never asked apart; red threes are never caught in hand (RULES.md 11.12).
    entry, problems = one({"canastas": 2, "red_threes_caught": 1, "meld_points": -5, "natural_canastas": 2})
    assert problems == [
        ("entries.0.canastas", "Unknown field."),
        ("entries.0.red_threes_caught", "Unknown field."),
        ("entries.0.meld_points", "Must be 0 or more."),
    ]
    assert entry == E(natural_canastas=2)


def test_the_second_side_is_named_by_its_number():
    sides, problems = parse(LEAGUE, [{"meld_points": 120}, {"black_threes": -1}])
    assert [(p.path, p.text()) for p in problems] == [("entries.1.black_threes", "Must be 0 or more.")]
    assert sides == [E(meld_points=120), E()]
