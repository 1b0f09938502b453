"""Cards as the melding families count them (families/kin/cards.py), worked by hand with Canasta's classic values:
jokers 50, 2s and aces 20, 8 to K 10, 4 to 7 and black 3s 5; two packs and four jokers."""

from __future__ import annotations

from scorepad.families.canasta.rules.entries import SideEntry
from scorepad.families.canasta.rules.settings import CARD_CLASSES, CanastaRules
from scorepad.families.kin.cards import (
    CANASTA_CLASSES,
    check_card_totals,
    check_cards,
    check_deck_points,
    class_counts,
    counted_cards,
    last_counting,
    lowest_wild,
    meld_floor,
)
from scorepad.rules.cards import CardCount
from scorepad.rules.problems import ROUND

RULES = CanastaRules()
KEYS = tuple(c.key for c in CARD_CLASSES)


def cards(**counts: int) -> CardCount:
    """Counted cards by class (classes left out count 0)."""
    return CardCount.of(counts, KEYS)


def test_the_canasta_classes_leave_the_threes_to_each_family():
    assert [c.key for c in CANASTA_CLASSES] == ["jokers", "twos", "aces", "high", "low"]
    assert [c.key for c in CARD_CLASSES][-1] == "black_threes"


def test_counted_cards_are_those_a_side_counted():
    entry = SideEntry(meld_points=60, meld_cards=cards(aces=3))
    assert [(kind, c.to_dict()["aces"]) for kind, c in counted_cards(entry)] == [("meld", 3)]
    assert list(counted_cards(SideEntry())) == []


def test_cards_that_disagree_with_the_points_or_exceed_the_deck():
    agree = SideEntry(meld_points=60, meld_cards=cards(aces=3))  # 3 x 20
    assert check_cards("entries.0.", agree, RULES.card_value, RULES.card_count) == []
    wrong = SideEntry(meld_points=65, hand_points=50, meld_cards=cards(aces=3), hand_cards=cards(jokers=5))
    found = check_cards("entries.0.", wrong, RULES.card_value, RULES.card_count)
    assert [(p.path, p.params) for p in found] == [
        ("entries.0.meld_points", {"cards": 60, "points": 65}),
        ("entries.0.hand_cards.jokers", {"n": 4}),  # the deck has 4 jokers
        ("entries.0.hand_points", {"cards": 250, "points": 50}),
    ]


def test_cards_over_all_sides_beyond_the_deck():
    three, two = SideEntry(meld_cards=cards(jokers=3)), SideEntry(hand_cards=cards(jokers=2))
    (problem,) = check_card_totals([three, two], CARD_CLASSES, RULES.card_count)
    assert problem.path == ROUND and problem.params == {"counted": 5, "n": 4}
    assert check_card_totals([three, SideEntry(hand_cards=cards(jokers=1))], CARD_CLASSES, RULES.card_count) == []


def test_melds_and_hands_beyond_the_whole_deck():
    assert RULES.deck_points == 4 * 50 + 8 * 20 + 8 * 20 + 48 * 10 + 32 * 5 + 4 * 5 == 1180
    entries = [SideEntry(meld_points=1000, hand_points=100), SideEntry(meld_points=80, hand_points=5)]
    (problem,) = check_deck_points(entries, RULES.deck_points)
    assert problem.path == ROUND and problem.params == {"points": 1185, "deck": 1180}
    assert check_deck_points(entries[:1], RULES.deck_points) == []


def test_the_fewest_meld_points_of_canastas_or_books():
    assert lowest_wild(RULES.card_value) == 20  # a 2, below a joker's 50
    naturals = ("aces", "high", "low")
    assert meld_floor(RULES.card_value, naturals, 1, 0, 0) == 7 * 5 == 35
    assert meld_floor(RULES.card_value, naturals, 0, 1, 0) == 6 * 5 + 20 == 50
    assert meld_floor(RULES.card_value, naturals, 0, 0, 1) == 7 * 20 == 140
    assert meld_floor(RULES.card_value, ("aces", "high"), 2, 1, 0) == 2 * 70 + 6 * 10 + 20 == 220


def test_a_class_counted_over_all_sides_by_each_fields_path():
    one = SideEntry(meld_points=100, meld_cards=cards(jokers=2), hand_points=50, hand_cards=cards(jokers=1))
    other = SideEntry(hand_points=20, hand_cards=cards(aces=1))
    assert class_counts([one, other], "jokers") == [
        ("entries.0.meld_cards.jokers", 2),
        ("entries.0.hand_cards.jokers", 1),
    ]
    assert class_counts([one, other], "aces") == [("entries.1.hand_cards.aces", 1)]
    assert class_counts([one, other], "twos") == []


def test_a_total_over_the_table_is_named_at_the_last_count_making_it():
    entries = [SideEntry(meld_points=100, hand_points=5), SideEntry(meld_points=60)]
    assert last_counting(entries, ("meld_points", "hand_points")) == "entries.1.meld_points"
    assert last_counting(entries, ("hand_points",)) == "entries.0.hand_points"
    assert last_counting([SideEntry(), SideEntry()], ("hand_points",)) == "entries.1.hand_points"
