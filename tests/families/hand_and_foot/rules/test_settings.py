"""The presets as RULES.md 12.9 tabulates them, the decks, and house-rule changes."""

from scorepad.families.hand_and_foot.rules.settings import HandFootRules
from scorepad.rules.settings import apply_changes, changed, declared, from_json, to_json
from tests.registry import RULESETS, family_of

from ..kit import DEFAULT, PRESETS, WHITNACK


def test_the_most_published_values():
    assert to_json(DEFAULT) == {
        "decks": None,
        "pile_size": 11,
        "rounds": 4,
        "target": None,
        "minimums": [50, 90, 120, 150],
        "clean_book": 500,
        "dirty_book": 300,
        "wild_books": None,
        "books_to_go_out": {"clean": 2, "dirty": 2, "wild": 0},
        "going_out": 100,
        "red_three_laid": 100,
        "red_three_laid_not_out": None,
        "red_three_caught": 500,
        "black_three_value": 5,
        "black_three_caught_extra": 0,
        "card_values_8_9": 10,
        "exact_pick_bonus": 100,
    }


def test_whitnack_differs_in_piles_wild_books_red_threes_and_contract():
    # Pagat/Whitnack: four piles of thirteen, wild books 1500, red threes +100/-100, 2 clean + 2 dirty + 1 wild.
    assert changed(WHITNACK, DEFAULT) == {"pile_size", "wild_books", "red_three_caught", "books_to_go_out"}
    assert (WHITNACK.pile_size, WHITNACK.wild_books, WHITNACK.red_three_caught) == (13, 1500, 100)
    assert WHITNACK.books_to_go_out == {"clean": 2, "dirty": 2, "wild": 1}
    assert (WHITNACK.red_three_laid, WHITNACK.exact_pick_bonus, WHITNACK.going_out) == (100, 100, 100)
    assert [k for k, (family, _) in RULESETS.items() if family.key == "hand_and_foot"] == list(PRESETS)


def test_the_family_seats_two_to_six_sides_of_one_to_three():
    family = family_of("whitnack")
    assert (family.key, family.name, family.order) == ("hand_and_foot", "Hand and Foot", 20)
    assert {(1, 1), (2, 2), (1, 1, 1), (2, 2, 2), (3, 3), (1, 1, 1, 1, 1, 1), (2, 1), (3, 2)} <= set(family.tables)
    assert all(2 <= len(t) <= 6 and set(t) <= {1, 2, 3} and sum(t) <= 6 for t in family.tables)
    assert len(family.tables) == len(set(family.tables)) == 48
    assert [c.name for c in family.league_counts] == ["books"] and "books" in family.league_columns


def test_a_deck_holds_590_points_and_one_more_deck_than_players():
    # 12.2: 2 x 50 + 4 x 20 + 4 x 20 + 24 x 10 + 16 x 5 + 2 x 5 = 590; 550 with 8s and 9s at 5; 580 with black 3 = 0.
    assert DEFAULT.deck_points(1) == 590 and DEFAULT.deck_points(5) == 2950
    eights_low, _ = apply_changes(DEFAULT, {"card_values_8_9": 5})
    black_zero, _ = apply_changes(DEFAULT, {"black_three_value": 0})
    assert (eights_low.deck_points(1), black_zero.deck_points(1)) == (550, 580)
    assert sum(DEFAULT.card_count(c, 1) for c in ("jokers", "twos", "aces", "high", "eights_nines", "low")) == 50
    assert DEFAULT.card_count("black_threes", 1) == 2  # and 2 red threes: 54 cards a deck
    assert [DEFAULT.decks_for(n) for n in (2, 4, 6)] == [3, 5, 7]
    assert apply_changes(DEFAULT, {"decks": 6})[0].decks_for(4) == 6  # EMIL, VEG: 6 decks for 4


def test_every_setting_is_declared_with_a_label():
    items = declared(HandFootRules)
    assert "sevens_clean_book" not in {i.name for i in items}
    assert all(i.label and i.label[0].isupper() for i in items)
    optional = {i.name: i.none_label for i in items if i.optional}
    assert set(optional) == {"decks", "rounds", "target", "wild_books", "red_three_laid_not_out"}


def test_settings_round_trip_through_json_values():
    for rules in PRESETS.values():
        assert from_json(HandFootRules, to_json(rules)) == rules


def test_changes_apply_and_bad_ones_are_named():
    rules, problems = apply_changes(
        DEFAULT,
        {"minimums": [60, 90, 120, 150], "books_to_go_out": {"clean": 1, "dirty": 1}, "rounds": None, "target": 10000},
    )
    assert problems == []
    assert (rules.minimums, rules.books_to_go_out) == ((60, 90, 120, 150), {"clean": 1, "dirty": 1, "wild": 0})
    assert (rules.rounds, rules.target) == (None, 10000)
    rules, problems = apply_changes(
        DEFAULT,
        {
            "minimums": [50, 92, "120"],
            "books_to_go_out": {"clean": -1, "natural": 2},
            "card_values_8_9": 15,
            "wild_books": 0,
            "decks": 0,
            "pile_size": 30,
            "sevens_clean_book": 1500,
        },
    )
    assert rules is None
    assert {p.path: p.text() for p in problems} == {
        "settings.minimums.1": "Must be a multiple of 5.",
        "settings.minimums.2": "Must be a whole number (a JSON integer).",
        "settings.books_to_go_out.clean": "Must be a whole number from 0 to 20.",
        "settings.books_to_go_out.natural": "Unknown name; the names are: clean, dirty, wild.",
        "settings.card_values_8_9": "Must be from 5 to 10.",
        "settings.wild_books": "Must be from 5 to 1000000.",
        "settings.decks": "Must be a whole number from 1 to 20.",
        "settings.pile_size": "Must be a whole number from 5 to 20.",
        "settings.sevens_clean_book": "Unknown setting.",
    }


def test_settings_that_depend_on_each_other():
    rules, problems = apply_changes(DEFAULT, {"rounds": None, "books_to_go_out": {"wild": 1}})
    assert rules is None
    assert {p.path: p.text() for p in problems} == {
        "settings.rounds": "Choose a number of rounds or a target: without either the game never ends.",
        "settings.books_to_go_out.wild": "Wild books are not allowed, so none can be needed to go out.",
    }
    rules, problems = apply_changes(WHITNACK, {"wild_books": None})
    assert rules is None and [p.path for p in problems] == ["settings.books_to_go_out.wild"]
    assert apply_changes(WHITNACK, {"wild_books": None, "books_to_go_out": {"wild": 0}})[1] == []


def test_minimums_by_round_keep_the_last_past_the_list():
    assert [DEFAULT.minimum(n) for n in (1, 2, 3, 4, 5, 9)] == [50, 90, 120, 150, 150, 150]
    short, _ = apply_changes(DEFAULT, {"minimums": [60]})  # KL: 60 every round
    assert [short.minimum(n) for n in (1, 4)] == [60, 60]
