"""Every refusal of RULES.md 13.5 at and just past its boundary, each named on the field it concerns in a clear
sentence; a hand nobody went out of is a real hand."""

import pytest

from ..kit import ALONE, BURAKO, BURRACO, INTERNAZIONALE, OUT, PAIRS, STBL, checked, problems, rules

OK = {"meld_points": 60, "hand_points": 20}
CLEAN_OUT = {"meld_points": 385, "clean_canastas": 1, **OUT}
NO_CANASTA = "Going out needs a canasta; this side has none."
NO_CLEAN = "Going out needs a clean canasta under these rules; this side has none."
NOT_PLAYED = {"pot": "not_played"}


def test_b1_to_b4_pass_the_checks():
    assert checked(BURRACO, CLEAN_OUT, {"meld_points": 240, "dirty_canastas": 1, "hand_points": 45})
    assert checked(BURRACO, CLEAN_OUT, {"meld_points": 120, "hand_points": 35, "pot": "not_taken"})
    stbl_out = {"meld_points": 310, "clean_canastas": 1, "dirty_canastas": 1, **OUT}
    assert checked(STBL, stbl_out, {"meld_points": 150, "hand_points": 40})
    burako_out = {"meld_points": 400, "clean_canastas": 1, "canastas_1000": 1, **OUT}
    assert checked(BURAKO, burako_out, {"meld_points": 90, "hand_points": 60, "pot": "not_taken"})


def test_nobody_went_out_is_a_real_hand():
    assert checked(BURRACO, OK, {"meld_points": 95, "hand_points": 70, "pot": "not_taken"})


def test_1_more_than_one_side_went_out():
    assert problems(BURRACO, CLEAN_OUT, CLEAN_OUT) == {"entries.1.going_out": "Only one side can go out in a hand."}


@pytest.mark.parametrize("pot", ["not_taken", "not_played"])
def test_2_a_side_went_out_without_having_played_its_pot(pot):
    side = {**CLEAN_OUT, "pot": pot, "hand_points": 10}  # a pair: the partner holds cards
    assert problems(BURAKO, side, OK) == {"entries.0.pot": "A side that went out has taken and played its pot."}


def test_3_going_out_needs_a_canasta():
    for preset in (BURRACO, BURAKO):
        assert problems(preset, {"meld_points": 300, **OUT}, OK) == {"entries.0.going_out": NO_CANASTA}
        assert checked(preset, {"meld_points": 300, "dirty_canastas": 1, **OUT}, OK)  # any canasta will do


@pytest.mark.parametrize("preset", [INTERNAZIONALE, STBL])
def test_3_where_clean_to_go_out_going_out_needs_a_clean_canasta(preset):
    dirty = {"meld_points": 300, "dirty_canastas": 2, **OUT}
    assert problems(preset, dirty, OK) == {"entries.0.going_out": NO_CLEAN}
    assert problems(preset, {"meld_points": 300, **OUT}, OK) == {"entries.0.going_out": NO_CLEAN}
    assert checked(preset, {**dirty, "clean_canastas": 1}, OK)


def test_3_canastas_of_500_and_1000_are_clean_enough_to_go_out():
    assert checked(STBL, {"meld_points": 200, "canastas_500": 1, **OUT}, OK)
    assert checked(STBL, {"meld_points": 200, "canastas_1000": 1, **OUT}, OK)
    semi = rules(INTERNAZIONALE, semi_clean=150)
    assert problems(semi, {"meld_points": 200, "semi_clean_canastas": 1, **OUT}, OK) == {
        "entries.0.going_out": NO_CLEAN
    }


def test_4_a_kind_of_canasta_the_rules_dont_score():
    side = {"meld_points": 700, "semi_clean_canastas": 1, "canastas_500": 1, "canastas_1000": 1}
    assert problems(BURRACO, side, OK) == {
        "entries.0.semi_clean_canastas": "Semi-clean canastas are not part of these rules.",
        "entries.0.canastas_500": "Clean runs from ace to king are not scored apart under these rules.",
        "entries.0.canastas_1000": "Canastas of 1000 are not part of these rules.",
    }
    assert problems(BURAKO, side, OK).keys() == {"entries.0.semi_clean_canastas", "entries.0.canastas_500"}
    assert problems(STBL, side, OK).keys() == {"entries.0.semi_clean_canastas"}
    assert checked(rules(STBL, semi_clean=150), side, OK)


def test_5_pot_points_only_for_a_pot_taken_but_not_played_where_its_cards_count():
    words = "Only a pot taken but not played counts the points of its cards; leave this at 0."
    for pot in ("played", "not_taken"):
        side = {"meld_points": 60, "hand_points": 20, "pot": pot, "pot_points": 5}
        assert problems(BURRACO, side, OK) == {"entries.0.pot_points": words}
    flat = {"meld_points": 60, "hand_points": 20, "pot_points": 55, **NOT_PLAYED}
    assert problems(STBL, flat, OK) == {
        "entries.0.pot_points": "These rules count a pot taken but not played as 100, not by its cards; leave this at 0."
    }
    assert checked(STBL, {**flat, "pot_points": 0}, OK)


@pytest.mark.parametrize(("preset", "most"), [(BURRACO, 330), (INTERNAZIONALE, 330)])
def test_5_a_pot_holds_at_most_11_jokers_worth(preset, most):
    side = {"meld_points": 60, "hand_points": 20, **NOT_PLAYED}
    assert checked(preset, {**side, "pot_points": most}, OK)  # 11 x 30
    assert problems(preset, {**side, "pot_points": most + 5}, OK) == {
        "entries.0.pot_points": f"A pot of 11 cards holds at most {most} points (11 jokers)."
    }


def test_5_a_pot_of_jokers_at_50_holds_550():
    fifty = rules(values={"joker": 50})
    side = {"meld_points": 60, "hand_points": 20, **NOT_PLAYED}
    assert checked(fifty, {**side, "pot_points": 550}, OK)  # 11 x 50
    assert problems(fifty, {**side, "pot_points": 555}, OK) == {
        "entries.0.pot_points": "A pot of 11 cards holds at most 550 points (11 jokers)."
    }


def test_6_fewer_meld_points_than_the_canastas_need():
    # 35 per canasta: seven cards of at least 5.
    two = {"clean_canastas": 1, "dirty_canastas": 1}
    assert checked(BURRACO, {"meld_points": 70, **two}, OK)
    assert problems(BURRACO, {"meld_points": 65, **two}, OK) == {
        "entries.0.meld_points": "2 canastas need at least 70 meld points: seven cards each, of at least 5."
    }
    assert problems(STBL, {"meld_points": 30, "canastas_500": 1}, OK) == {
        "entries.0.meld_points": "1 canasta needs at least 35 meld points: seven cards of at least 5."
    }
    assert problems(BURRACO, {"dirty_canastas": 1, "hand_points": 20}, OK) == {
        "entries.0.meld_points": "1 canasta needs at least 35 meld points: seven cards of at least 5."
    }
    dear = rules(values={"low": 10})  # a table valuing 3 to 7 at 10: 70 a canasta
    assert problems(dear, {"meld_points": 65, "clean_canastas": 1}, OK)["entries.0.meld_points"].startswith("1 canasta")


@pytest.mark.parametrize(("preset", "deck"), [(BURRACO, 1080), (STBL, 1160)])
def test_7_no_more_points_than_the_deck_holds(preset, deck):
    ns = {"meld_points": 600, "clean_canastas": 1, "hand_points": 15, **OUT}
    ew = {"meld_points": deck - 600 - 15 - 120, "hand_points": 100, "penalty_points": 20}
    assert checked(preset, ns, ew)  # exactly the deck: 600 + 15 + (deck - 735) + 100 + 20 = deck
    over = {**ew, "penalty_points": 25}
    assert problems(preset, ns, over) == {
        "entries.1.penalty_points": f"Melds, hands, pots and penalties add up to {deck + 5} points; "
        f"the whole deck holds {deck}."
    }


def test_7_a_pots_points_count_toward_the_deck():
    # 1080 exactly with a pot of 110 not played; 5 more is refused, named on the last count.
    ns = {"meld_points": 600, "clean_canastas": 1, **OUT}
    ew = {"meld_points": 250, "hand_points": 120, "pot_points": 110, **NOT_PLAYED}
    assert checked(BURRACO, ns, ew)
    assert problems(BURRACO, ns, {**ew, "pot_points": 115}) == {
        "entries.1.pot_points": "Melds, hands, pots and penalties add up to 1085 points; the whole deck holds 1080."
    }


def test_7_no_more_canastas_than_108_cards_make():
    eight = {"meld_points": 280, "clean_canastas": 8}
    seven = {"meld_points": 280, "clean_canastas": 4, "dirty_canastas": 3, "hand_points": 10}
    assert checked(BURRACO, eight, seven)  # 15 canastas
    assert problems(BURRACO, eight, {**seven, "dirty_canastas": 4}) == {
        "entries.1.dirty_canastas": "16 canastas on the table; the deck's 108 cards make at most 15."
    }


@pytest.mark.parametrize("name", ["meld_points", "hand_points", "pot_points", "penalty_points"])
def test_8_points_come_in_fives(name):
    side = {"meld_points": 60, "hand_points": 20, **NOT_PLAYED, "pot_points": 60, name: 62}
    found = problems(BURRACO, side, OK)
    assert found[f"entries.0.{name}"].startswith("Must be a multiple of 5.")


def test_8_negative_and_broken_numbers():
    assert problems(BURRACO, {"meld_points": -5, "hand_points": 2.5, "clean_canastas": "1"}, OK) == {
        "entries.0.meld_points": "Must be 0 or more.",
        "entries.0.hand_points": "Must be a whole number (a JSON integer).",
        "entries.0.clean_canastas": "Must be a whole number (a JSON integer).",
    }


def test_9_a_player_who_went_out_alone_holds_no_cards():
    assert checked(BURRACO, CLEAN_OUT, OK, sizes=ALONE)
    assert problems(BURRACO, {**CLEAN_OUT, "hand_points": 5}, OK, sizes=ALONE) == {
        "entries.0.hand_points": "A player who went out alone holds no cards."
    }
    assert checked(BURRACO, {**CLEAN_OUT, "hand_points": 5}, OK, sizes=PAIRS)  # the partner may hold cards


def test_10_a_side_that_never_took_its_pot_holds_a_card_per_player():
    never = {"meld_points": 60, "pot": "not_taken"}
    assert checked(BURRACO, CLEAN_OUT, {**never, "hand_points": 10})  # 5 a player, two players
    assert problems(BURRACO, CLEAN_OUT, {**never, "hand_points": 5}) == {
        "entries.1.hand_points": "The players of a side that never took its pot each still hold cards: at least "
        "10 points in hand."
    }
    assert checked(BURRACO, CLEAN_OUT, {**never, "hand_points": 5}, sizes=ALONE)
    assert problems(BURRACO, CLEAN_OUT, {**never, "hand_points": 0}, sizes=ALONE) == {
        "entries.1.hand_points": "A player who never took the pot still holds cards: at least 5 points in hand."
    }


def test_counted_cards_beyond_the_deck_or_unlike_the_points_typed():
    assert problems(BURRACO, {"meld_cards": {"joker": 5, "low": 12}}, OK) == {
        "entries.0.meld_cards.joker": "The deck has only 4 of these cards."
    }
    assert problems(BURRACO, {"meld_cards": {"low": 12}, "meld_points": 65}, OK) == {
        "entries.0.meld_points": "The cards counted make 60 points, not 65."
    }
    three, two = {"meld_cards": {"joker": 3, "low": 10}}, {"meld_cards": {"low": 8}, "hand_cards": {"joker": 2}}
    assert problems(BURRACO, three, two) == {
        "entries.1.hand_cards.joker": "5 of these cards counted over all sides; the deck has 4."
    }
    assert checked(BURRACO, three, {**two, "hand_cards": {"joker": 1}})


def test_an_unreadable_count_leaves_the_checks_that_rest_on_it_alone():
    side = {"meld_points": "lots", "clean_canastas": 2, **OUT}
    assert problems(BURRACO, side, OK) == {"entries.0.meld_points": "Must be a whole number (a JSON integer)."}
    assert problems(STBL, {"meld_points": 100, "clean_canastas": None, **OUT}, OK) == {
        "entries.0.clean_canastas": "Must be a whole number (a JSON integer)."
    }
    assert problems(BURRACO, {"meld_points": 60, "hand_points": 20, "pot": "lost", "pot_points": 55}, OK) == {
        "entries.0.pot": "Must be one of: played, not_taken, not_played."
    }
