"""Loss points of a hand, worked by hand from the booklet (004): 2-9 face value, 10 to king 10, ace 11, joker
40 at the final Rommé; the player who called Rommé scores 0; Hand-Rommé doubles the others (house rule)."""

from scorepad.families.romme.rules.game import play_round

from ..kit import BOOKLET, cards, hands, rules


def scores(rules_, *data):
    outcome = play_round(rules_, hands(rules_, *data), [0] * len(data), [1] * len(data), 0)
    return [r.score for r in outcome.results], [r.breakdown.to_dict() for r in outcome.results]


def test_points_typed_and_the_one_out_scores_nothing():
    got, parts = scores(BOOKLET, {"going_out": "out"}, {"hand_points": 67}, {"hand_points": 2})
    assert got == [0, 67, 2]
    assert parts[1] == {"hand": 67, "hand_romme": 0}


def test_cards_counted_give_their_loss_points():
    # K, Q, 7 and a joker: 10 + 10 + 7 + 40 = 67; two aces and a five: 11 + 11 + 5 = 27.
    got, _ = scores(
        BOOKLET,
        {"going_out": "out"},
        {"hand_cards": {"tens": 2, "7": 1, "jokers": 1}},
        {"hand_cards": {"aces": 2, "5": 1}},
    )
    assert got == [0, 67, 27]
    assert cards(jokers=1, aces=2, tens=3, f9=1, f2=1).points(BOOKLET.card_value) == 40 + 22 + 30 + 9 + 2


def test_points_and_cards_that_agree_are_accepted():
    got, _ = scores(BOOKLET, {"hand_points": 21, "hand_cards": {"aces": 1, "tens": 1}}, {"going_out": "out"})
    assert got == [21, 0]


def test_the_one_out_may_hold_up_to_the_limit_and_still_scores_nothing():
    # 004: the table agrees "mit wievielen Augen Rommé geboten werden soll", 0 to 9.
    got, _ = scores(rules(romme_limit=9), {"going_out": "out", "hand_points": 9}, {"hand_points": 14})
    assert got == [0, 14]


def test_hand_romme_doubles_everyone_else():
    doubling = rules(hand_romme_doubles=True)
    got, parts = scores(
        doubling, {"going_out": "hand"}, {"hand_points": 23}, {"hand_cards": {"jokers": 1}}, {"hand_points": 2}
    )
    assert got == [0, 46, 80, 4]
    assert parts[2] == {"hand": 40, "hand_romme": 40}
    plain, _ = scores(doubling, {"going_out": "out"}, {"hand_points": 23})
    assert plain == [0, 23]  # going out the ordinary way doubles nothing
