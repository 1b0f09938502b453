"""Hands worked by hand from RULES.md 13.4: B1-B4 of 13.8, then further hands for every preset covering every kind
of canasta, every fate of the pot (played, never taken, taken but not played: its cards or flat), the pot-taken
bonus, penalties, going out with and without a clean canasta, and the no-clean rule."""

from scorepad.families.buraco.rules.entries import BuracoEntry
from scorepad.families.buraco.rules.scoring import PARTS, score_side

from ..kit import ALONE, BURAKO, BURRACO, INTERNAZIONALE, OUT, STBL, play, rules, scores


def parts(rules_, **counts):
    """One side's signed parts, by name."""
    return score_side(rules_, BuracoEntry(**counts)).to_dict()


def test_b1_burraco_a_clean_burraco_out_and_a_dirty_one_with_cards_in_hand():
    # NS: 385 + 200 + 100 = 685. EW played its pot: 240 + 100 - 45 = 295.
    ns = {"meld_points": 385, "clean_canastas": 1, **OUT}
    ew = {"meld_points": 240, "dirty_canastas": 1, "hand_points": 45}
    assert scores(BURRACO, ns, ew) == [685, 295]
    outcome = play(BURRACO, ns, ew, before=[100, -20])
    assert [r.total for r in outcome.results] == [785, 275]
    assert outcome.results[0].breakdown.to_dict() == dict(zip(PARTS, [385, 200, 100, 0, 0, 0, 0], strict=True))


def test_b2_burraco_a_pot_never_taken():
    # EW: 120 - 35 - 100 = -15 (NS as in B1).
    ew = {"meld_points": 120, "hand_points": 35, "pot": "not_taken"}
    assert scores(BURRACO, {"meld_points": 385, "clean_canastas": 1, **OUT}, ew) == [685, -15]
    assert parts(BURRACO, meld_points=120, hand_points=35, pot="not_taken") == {
        "melds": 120,
        "canastas": 0,
        "going_out": 0,
        "hand": -35,
        "pot": -100,
        "pot_taken": 0,
        "penalties": 0,
    }


def test_b3_buraco_stbl_a_side_without_a_clean_canastra_counts_its_melds_against_it():
    # A: 310 + 200 + 100 + 100 = 710. B played its morto, no clean canastra: -150 - 40 = -190.
    a = {"meld_points": 310, "clean_canastas": 1, "dirty_canastas": 1, **OUT}
    b = {"meld_points": 150, "hand_points": 40}
    assert scores(STBL, a, b) == [710, -190]


def test_b4_burako_a_canasta_of_seven_wild_cards_and_a_muerto_never_taken():
    # A: 400 + 200 + 1000 + 100 = 1700. B: 90 - 60 - 100 = -70, fallen into the buraco.
    a = {"meld_points": 400, "clean_canastas": 1, "canastas_1000": 1, **OUT}
    b = {"meld_points": 90, "hand_points": 60, "pot": "not_taken"}
    outcome = play(BURAKO, a, b)
    assert [r.score for r in outcome.results] == [1700, -70]
    assert outcome.announcements[0].kind == "below_zero" and outcome.announcements[0].side == 1


def test_burraco_a_pot_taken_but_not_played_costs_its_cards():
    # FIBUR art. 17. NS went out: 450 + 2 x 200 + 100 + 100 - 25 (the partner's cards) = 1025.
    # EW took its pozzetto but the hand ended before it played it: 180 + 100 - 60 - 95 (the pot's cards) = 125.
    ns = {"meld_points": 450, "clean_canastas": 2, "dirty_canastas": 1, "hand_points": 25, **OUT}
    ew = {"meld_points": 180, "dirty_canastas": 1, "hand_points": 60, "pot": "not_played", "pot_points": 95}
    assert scores(BURRACO, ns, ew) == [1025, 125]
    # The same hand where the table pays 50 for a pot taken (played or not): 1025 + 50, 125 + 50.
    assert scores(rules(pot_taken_bonus=50), ns, ew) == [1075, 175]
    # A referee penalised 20 points of EW's cards: 125 - 20 = 105.
    assert scores(BURRACO, ns, {**ew, "penalty_points": 20}) == [1025, 105]


def test_burraco_going_out_with_only_dirty_canastas_and_the_stock_running_out():
    # Italy asks no clean canasta to go out: 200 + 2 x 100 + 100 = 500; EW 300 - 70 = 230 (a side of one).
    assert scores(
        BURRACO, {"meld_points": 200, "dirty_canastas": 2, **OUT}, {"meld_points": 300, "hand_points": 70}, sizes=ALONE
    ) == [500, 230]
    # Nobody went out (the stock ran out): NS 260 + 200 - 30 = 430; EW never took its pot: 95 - 70 - 100 = -75.
    ns = {"meld_points": 260, "clean_canastas": 1, "hand_points": 30}
    assert scores(BURRACO, ns, {"meld_points": 95, "hand_points": 70, "pot": "not_taken"}) == [430, -75]


def test_burraco_semi_clean_canastas_where_a_federation_plays_them():
    # semi_clean 150: NS 300 + 200 + 150 + 100 = 750; EW 2 semi-clean, 1 dirty: 260 + 300 + 100 - 40 = 620.
    semi = rules(semi_clean=150)
    ns = {"meld_points": 300, "clean_canastas": 1, "semi_clean_canastas": 1, **OUT}
    ew = {"meld_points": 260, "semi_clean_canastas": 2, "dirty_canastas": 1, "hand_points": 40}
    assert scores(semi, ns, ew) == [750, 620]


def test_burraco_internazionale_out_with_a_clean_burraco_and_a_pot_not_played():
    # NS: 320 + 200 + 2 x 100 + 100 - 15 = 805. EW: 210 + 2 x 100 - 40 - 110 (its pozzetto's cards) = 260.
    ns = {"meld_points": 320, "clean_canastas": 1, "dirty_canastas": 2, "hand_points": 15, **OUT}
    ew = {"meld_points": 210, "dirty_canastas": 2, "hand_points": 40, "pot": "not_played", "pot_points": 110}
    assert scores(INTERNAZIONALE, ns, ew) == [805, 260]


def test_buraco_stbl_canastras_of_500_and_1000_and_a_morto_not_played_costs_100():
    # A: an ace-to-king run (500) and an ace-to-ace run (1000), both clean: 480 + 500 + 1000 + 100 = 2080.
    # B took its morto, didn't play it (flat 100): 200 + 200 + 100 - 55 - 100 = 345.
    a = {"meld_points": 480, "canastas_500": 1, "canastas_1000": 1, **OUT}
    b = {"meld_points": 200, "clean_canastas": 1, "dirty_canastas": 1, "hand_points": 55, "pot": "not_played"}
    assert scores(STBL, a, b) == [2080, 345]
    # A canastra of 500 is clean: it alone lets a side go out (200 + 500 + 100 = 800) and keeps its melds plus.
    assert scores(STBL, {"meld_points": 200, "canastas_500": 1, **OUT}, b) == [800, 345]


def test_buraco_stbl_without_a_clean_canastra_dirty_ones_score_nothing():
    # B: two dirty canastras, morto never taken: -170 - 80 - 100 = -350 (the dirty canastras score nothing).
    assert parts(STBL, meld_points=170, dirty_canastas=2, hand_points=80, pot="not_taken") == {
        "melds": -170,
        "canastas": 0,
        "going_out": 0,
        "hand": -80,
        "pot": -100,
        "pot_taken": 0,
        "penalties": 0,
    }
    # With a house rule paying 100 for a morto taken, B3's B scores -150 - 40 + 100 = -90, A 710 + 100 = 810.
    bonus = rules(STBL, pot_taken_bonus=100)
    a = {"meld_points": 310, "clean_canastas": 1, "dirty_canastas": 1, **OUT}
    assert scores(bonus, a, {"meld_points": 150, "hand_points": 40}) == [810, -90]
    # A side that melded nothing has nothing to count against it: -65 in hand, -100 for its morto.
    assert parts(STBL, hand_points=65, pot="not_taken")["melds"] == 0


def test_the_no_clean_rule_as_a_house_rule_with_going_out_on_a_dirty_canasta():
    # Burako with melds counting minus but going out on any canasta: -210 + 100 (out) = -110; no dirty bonus.
    house = rules(BURAKO, no_clean_counts_negative=True)
    out = {"meld_points": 210, "dirty_canastas": 1, **OUT}
    assert scores(house, out, {"meld_points": 100, "clean_canastas": 1, "hand_points": 40}) == [-110, 260]


def test_burako_out_on_dirty_canastas_a_muerto_not_played_and_the_muerto_bonus():
    # Side of one each. A: 250 + 2 x 100 + 100 = 550. B took its muerto, didn't play it: 130 + 200 - 45 - 100 = 185.
    a = {"meld_points": 250, "dirty_canastas": 2, **OUT}
    b = {"meld_points": 130, "clean_canastas": 1, "hand_points": 45, "pot": "not_played"}
    assert scores(BURAKO, a, b, sizes=ALONE) == [550, 185]
    # "muerto comprado +100": both took their muerto, so both get it: 650, 285.
    assert scores(rules(BURAKO, pot_taken_bonus=100), a, b, sizes=ALONE) == [650, 285]
    # A muerto never taken earns no bonus: 130 + 200 - 45 - 100 = 185 still.
    never = {**b, "pot": "not_taken"}
    assert scores(rules(BURAKO, pot_taken_bonus=100), a, never, sizes=ALONE) == [650, 185]


def test_every_kind_of_canasta_at_its_setting():
    every = rules(STBL, semi_clean=150)
    counts = {"clean_canastas": 2, "dirty_canastas": 1, "semi_clean_canastas": 1, "canastas_500": 1, "canastas_1000": 1}
    # 2 x 200 + 100 + 150 + 500 + 1000 = 2150
    assert parts(every, meld_points=700, **counts)["canastas"] == 2150
    assert parts(every, meld_points=700, **counts)["melds"] == 700
