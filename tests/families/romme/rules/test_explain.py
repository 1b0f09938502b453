"""Explanations say each player's loss points with the settings behind them; warnings never block."""

from scorepad.families.romme.rules.explain import explain
from scorepad.families.romme.rules.plausibility import round_warnings
from scorepad.families.romme.rules.scoring import doubled, score_player

from ..kit import BOOKLET, hands, rules


def reasons(rules_, *data):
    entries = hands(rules_, *data)
    double = doubled(rules_, entries)
    return [
        [(r.part, r.points, r.text(), r.settings) for r in explain(rules_, e, score_player(e, double))] for e in entries
    ]


def test_the_one_out_and_the_others():
    said = reasons(rules(romme_limit=5), {"going_out": "out", "hand_points": 4}, {"hand_points": 33})
    assert said == [
        [("hand", 0, "Called Rommé holding 4 (at most 5 allowed): 0", ("romme_limit",))],
        [("hand", 33, "Loss points in hand at the final Rommé: 33", ())],
    ]


def test_hand_romme_doubling_is_explained():
    said = reasons(rules(hand_romme_doubles=True), {"going_out": "hand"}, {"hand_points": 23})
    assert said[0] == [("hand", 0, "Hand-Rommé, out in one go holding 0 (at most 0 allowed): 0", ("romme_limit",))]
    assert said[1] == [
        ("hand", 23, "Loss points in hand at the final Rommé: 23", ()),
        (
            "hand_romme",
            23,
            "Counted twice: another player went out with Hand-Rommé (house rule): 23",
            ("hand_romme_doubles",),
        ),
    ]


def test_warnings_ask_about_the_unlikely():
    entries = hands(
        BOOKLET,
        {"going_out": "out"},
        {},
        {"hand_points": 210},
        {"hand_cards": {"tens": 10, "2": 5}},
    )
    assert {p.path: p.text() for p in round_warnings(BOOKLET, entries)} == {
        "entries.1.hand_points": "No loss points, though this player did not go out?",
        "entries.2.hand_points": "210 loss points in one hand?",
        "entries.3.hand_cards": "15 cards left in one hand?",
    }
    assert round_warnings(BOOKLET, hands(BOOKLET, {"going_out": "out"}, {"hand_points": 45})) == []
