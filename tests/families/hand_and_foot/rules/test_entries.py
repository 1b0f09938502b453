"""One side's counts for one Hand and Foot round (families/hand_and_foot/rules/entries.py): the fields RULES.md 12.10 asks,
read from the API's JSON with their bounds, refusals naming the field, and counted cards giving the points."""

from __future__ import annotations

import pytest

from scorepad.families.hand_and_foot.rules.entries import SideEntry
from scorepad.rules.entries import declared, from_json, to_json

from ..kit import DEFAULT, cards, parse, rules

POINTS = ("meld_points", "hand_points")
COUNTS = (
    "clean_books",
    "dirty_books",
    "wild_books",
    "red_threes",
    "red_threes_caught",
    "black_threes_caught",
    "exact_picks",
)
WHOLE = "Must be a whole number (a JSON integer)."


def one(data, ruleset=DEFAULT):
    """One side's entry (the other side typed nothing) and its problems as (path, words)."""
    sides, problems = parse(ruleset, data, {})
    return (sides[0] if sides else None), [(p.path, p.text()) for p in problems]


def test_the_fields_a_table_is_asked():
    # RULES.md 12.10: who went out, exact picks, points (or cards), books by kind, red threes laid and caught,
    # black threes caught; no special hand, no concealed going out, no canastas.
    assert {c.name: c.kind for c in declared(SideEntry)} == {
        **dict.fromkeys(POINTS, "points"),
        **dict.fromkeys(COUNTS, "count"),
        "going_out": "way",
        "meld_cards": "cards",
        "hand_cards": "cards",
    }
    needs = {c.name: c.needs for c in declared(SideEntry) if c.needs}
    assert needs == {
        "wild_books": "wild_books",
        "black_threes_caught": "black_three_caught_extra",
        "exact_picks": "exact_pick_bonus",
    }


def test_books_of_every_kind():
    # H3, team A (RULES.md 12.8): clean kings and fives, dirty nines and aces.
    a = SideEntry(clean_books=2, dirty_books=2)
    assert a.books == 4 and (a.books_of("clean"), a.books_of("dirty"), a.books_of("wild")) == (2, 2, 0)
    whitnack = SideEntry(clean_books=3, dirty_books=2, wild_books=1, red_threes=4, exact_picks=2)
    assert whitnack.books == 6 and whitnack.books_of("wild") == 1  # threes and picks are no books
    assert SideEntry().books == 0


def test_a_whole_entry_read_from_json():
    # H3, team B: clean queens, dirty sevens, 3 aces (195); one red three laid, one caught in a foot; 155 in hand.
    data = {
        "meld_points": 195,
        "hand_points": 155,
        "clean_books": 1,
        "dirty_books": 1,
        "wild_books": 0,
        "red_threes": 1,
        "red_threes_caught": 1,
        "black_threes_caught": 2,
        "exact_picks": 1,
        "going_out": None,
    }
    entry, problems = one(data)
    assert problems == []
    assert entry == SideEntry(
        meld_points=195,
        hand_points=155,
        clean_books=1,
        dirty_books=1,
        red_threes=1,
        red_threes_caught=1,
        black_threes_caught=2,
        exact_picks=1,
    )
    assert to_json(entry) == data
    assert from_json(SideEntry, data) == entry
    assert one({"going_out": "out", "meld_points": 395})[0] == SideEntry(going_out="out", meld_points=395)


def test_what_is_left_out_is_zero_or_nothing():
    entry, problems = one({})
    assert problems == [] and entry == SideEntry()
    assert (entry.hand_points, entry.exact_picks, entry.going_out, entry.hand_cards) == (0, 0, None, None)


@pytest.mark.parametrize("name", POINTS)
def test_points_from_0_to_a_million(name):
    assert one({name: 1_000_000}) == (SideEntry(**{name: 1_000_000}), [])
    assert one({name: -5}) == (SideEntry(), [(f"entries.0.{name}", "Must be 0 or more.")])
    assert one({name: 1_000_001})[1] == [(f"entries.0.{name}", "Must be at most 1000000.")]
    for bad in (45.0, "45", True, None, {"points": 45}):
        assert one({name: bad})[1] == [(f"entries.0.{name}", WHOLE)]


@pytest.mark.parametrize("name", COUNTS)
def test_counts_from_0_to_a_thousand(name):
    assert one({name: 1000}) == (SideEntry(**{name: 1000}), [])
    assert one({name: -1}) == (SideEntry(), [(f"entries.0.{name}", "Must be 0 or more.")])
    assert one({name: 1001})[1] == [(f"entries.0.{name}", "Must be at most 1000.")]
    assert one({name: "2"})[1] == [(f"entries.0.{name}", WHOLE)]
    assert one({name: True})[1] == [(f"entries.0.{name}", WHOLE)]


def test_going_out_is_the_one_way_or_nothing():
    # No concealed going out in any source (RULES.md 12.6).
    for bad in ("concealed", "hand", "", False):
        assert one({"going_out": bad}) == (SideEntry(), [("entries.0.going_out", "Must be one of: out.")])


def test_counted_cards_give_the_points_by_the_tables_card_values():
    # H3, team A (RULES.md 12.8): clean kings (7 high), clean fives (7 low), dirty nines (5 nines and two 2s),
    # dirty aces (4 aces, a joker, two 2s), 3 jacks: 395. The foot holds an 8, a 6 and a joker: 65.
    meld = {"jokers": 1, "twos": 4, "aces": 4, "high": 7 + 3, "eights_nines": 5, "low": 7}
    hand = {"eights_nines": 1, "low": 1, "jokers": 1}
    entry, problems = one({"meld_cards": meld, "hand_cards": hand})
    assert problems == []
    assert (entry.meld_points, entry.hand_points) == (50 + 80 + 80 + 100 + 50 + 35, 10 + 5 + 50) == (395, 65)
    assert entry.hand_cards == cards(jokers=1, eights_nines=1, low=1)
    # Where 8s and 9s count 5 (RULES.md 12.2 variant), the same cards are worth 25 and 5 less.
    entry, _ = one({"meld_cards": meld, "hand_cards": hand}, rules(card_values_8_9=5))
    assert (entry.meld_points, entry.hand_points) == (370, 60)


def test_black_threes_are_counted_cards_at_their_value():
    entry, _ = one({"hand_cards": {"black_threes": 2, "low": 1}})
    assert entry.hand_points == 2 * 5 + 5
    entry, _ = one({"hand_cards": {"black_threes": 2, "low": 1}}, rules(black_three_value=0))
    assert entry.hand_points == 5


def test_points_typed_with_the_cards_are_kept_for_the_checks_to_compare():
    entry, problems = one({"hand_points": 70, "hand_cards": {"jokers": 1}})
    assert problems == [] and entry.hand_points == 70


def test_counted_cards_refused_by_class():
    # Red threes are a bonus or a penalty, never a card value (RULES.md 12.2): counted apart, not as cards.
    assert one({"hand_cards": {"red_threes": 1, "low": 2}}) == (
        SideEntry(),
        [("entries.0.hand_cards.red_threes", "Unknown card class.")],
    )
    assert one({"meld_cards": {"jokers": 1001, "black_threes": -2}})[1] == [
        ("entries.0.meld_cards.jokers", "Must be at most 1000."),
        ("entries.0.meld_cards.black_threes", "Must be 0 or more."),
    ]
    assert one({"meld_cards": 395})[1] == [("entries.0.meld_cards", "Must be an object of card counts by class.")]


def test_unknown_fields_are_named_and_a_refused_count_reads_as_zero():
    entry, problems = one({"canastas": 1, "special_hand": "pairs", "clean_books": -1, "dirty_books": 2})
    assert problems == [
        ("entries.0.canastas", "Unknown field."),
        ("entries.0.special_hand", "Unknown field."),
        ("entries.0.clean_books", "Must be 0 or more."),
    ]
    assert entry == SideEntry(dirty_books=2)


def test_each_side_is_named_by_its_number():
    sides, problems = parse(DEFAULT, {}, {}, {"exact_picks": -1})
    assert [(p.path, p.text()) for p in problems] == [("entries.2.exact_picks", "Must be 0 or more.")]
    assert sides == [SideEntry()] * 3
