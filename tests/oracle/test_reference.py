"""Hand-worked rounds for the reference scorer; each cites the seed rule it comes from."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from .reference import PART_KEYS, PRESETS, game_end, minimum, score_round

Entry = dict[str, Any]


def cfg(name: str, **changes: Any) -> dict[str, Any]:
    """Return a preset copy with some settings changed."""
    out = copy.deepcopy(PRESETS[name])
    out.update(changes)
    return out


def run(settings: dict[str, Any], entries: list[Entry], sizes: list[int] | None = None) -> dict[str, Any]:
    """Score a round with zero totals before and partnerships unless told otherwise."""
    sizes = sizes if sizes is not None else [2] * len(entries)
    result = score_round(settings, entries, [0] * len(entries), sizes)
    if result["scores"] is not None:
        for part, score in zip(result["parts"], result["scores"], strict=True):
            assert set(part) == set(PART_KEYS) and sum(part.values()) == score
    return result


def scores(settings: dict[str, Any], entries: list[Entry], sizes: list[int] | None = None) -> list[int]:
    """Return the scores of a round that must be valid."""
    result = run(settings, entries, sizes)
    assert result["problems"] == set(), result["problems"]
    return result["scores"]


def problems(settings: dict[str, Any], entries: list[Entry], sizes: list[int] | None = None) -> set[str]:
    """Return the problems of a round that must be rejected."""
    result = run(settings, entries, sizes)
    assert result["scores"] is None and result["parts"] is None
    return result["problems"]


OUT_200: Entry = {"meld_points": 200, "natural_canastas": 1, "going_out": "out"}  # 200+500+100 = 800


# ---- scoring -----------------------------------------------------------------------------


def test_four_red_threes_with_meld_classic() -> None:
    """000 'alle 4 roten Dreien ... insgesamt 800 Punkte': 200 + 500 + 800 + 100."""
    side0 = {"meld_points": 200, "natural_canastas": 1, "red_threes": 4, "going_out": "out"}
    side1 = {"meld_points": 120, "hand_points": 45}
    assert scores(cfg("classic"), [side0, side1]) == [1600, 75]


def test_four_red_threes_without_meld_classic() -> None:
    """000 'Konnte er keine weitere Meldung machen, zählen sie -800 Punkte': -120 - 800."""
    side0 = {"hand_points": 120, "red_threes": 4}
    side1 = {"meld_points": 150, "natural_canastas": 1, "going_out": "out"}
    assert scores(cfg("classic"), [side0, side1]) == [-920, 750]


def test_four_red_threes_melded_without_canasta_german_vs_classic() -> None:
    """003 'noch keinen Canasta gemeldet, so werden ihm ... für alle 4 Dreier 800 Punkte abgezogen'."""
    side0 = {"meld_points": 90, "hand_points": 30, "red_threes": 4}
    side1 = {"meld_points": 300, "mixed_canastas": 1, "going_out": "out"}
    assert scores(cfg("german"), [side0, side1]) == [90 - 30 - 800, 700]
    assert scores(cfg("classic"), [side0, side1]) == [90 - 30 + 800, 700]


def test_concealed_is_200_in_total() -> None:
    """002 'an extra 100 points for going out concealed, making it 200 points': 180 + 300 + 200."""
    side0 = {"meld_points": 180, "mixed_canastas": 1, "going_out": "concealed"}
    side1 = {"hand_points": 95}
    assert scores(cfg("classic"), [side0, side1]) == [680, -95]


def test_german_hand_canasta_1000() -> None:
    """003 'der Handcanasta, wird sogar mit 1000 Punkten bewertet'; a red three without canasta -100."""
    side0 = {"meld_points": 250, "natural_canastas": 1, "going_out": "hand_canasta"}
    side1 = {"meld_points": 70, "hand_points": 60, "red_threes": 1}
    assert scores(cfg("german"), [side0, side1]) == [1750, -90]


def test_hand_canasta_unknown_in_classic() -> None:
    """RULES 7: hand canasta outside the German rules is a way of going out the rules don't know."""
    side0 = {"meld_points": 250, "natural_canastas": 1, "going_out": "hand_canasta"}
    side1 = {"meld_points": 70, "hand_points": 60}
    assert problems(cfg("classic"), [side0, side1]) == {"entries.0.going_out"}


def test_german_stock_out_minus_100_each() -> None:
    """003 'Hat keiner der Spieler ausmachen können ... jedem Spieler (jeder Partei) 100 Minuspunkte'."""
    side0 = {"meld_points": 150, "hand_points": 30, "mixed_canastas": 1}
    side1 = {"meld_points": 60, "hand_points": 45}
    assert scores(cfg("german"), [side0, side1]) == [320, -85]
    assert scores(cfg("classic"), [side0, side1]) == [420, 15]


def test_german_missing_fields_mean_zero_and_nobody_out() -> None:
    """Missing fields are 0 and a missing going_out is null, so 003's stock-out -100 applies."""
    assert scores(cfg("german"), [{}, {"meld_points": 50, "hand_points": 10}]) == [-100, -60]


def test_red_three_caught_in_hand_minus_500() -> None:
    """003 'wer eine rote Drei aber noch auf der Hand hat, wenn ein anderer Spieler Aus macht, bekommt 500 Minuspunkte'."""
    side1 = {"meld_points": 80, "hand_points": 40, "red_threes_in_hand": 1}
    assert scores(cfg("classic"), [OUT_200, side1]) == [800, -460]
    assert scores(cfg("classic", red_three_in_hand=0), [OUT_200, side1]) == [800, 40]


@pytest.mark.parametrize(("n", "amount"), [(3, 300), (4, 400), (5, 1000), (6, 1200)])
def test_three_pack_red_three_table(n: int, amount: int) -> None:
    """000 3er-Pack: 'Fünf rote Dreien zählen 1.000 Punkte. Alle sechs roten Dreien zählen 1.200'."""
    side0 = {"meld_points": 400, "natural_canastas": 1, "mixed_canastas": 1, "red_threes": n, "going_out": "out"}
    side1 = {"meld_points": 100, "hand_points": 50}
    assert scores(cfg("three_pack"), [side0, side1]) == [1300 + amount, 50]


def test_three_pack_five_red_threes_without_meld() -> None:
    """000 'Konnte der Spieler keine Meldung machen' turns the 1000 for five red threes into -1000."""
    side0 = {"meld_points": 400, "natural_canastas": 2, "going_out": "out"}
    side1 = {"hand_points": 50, "red_threes": 5}
    assert scores(cfg("three_pack"), [side0, side1]) == [1500, -1050]


def test_melds_without_canasta_negative_variant() -> None:
    """000 Kurzreferenz 'Ausgelegte Karten ohne Canasta am Spielende: Zählen positiv | Zählen negativ'."""
    side1 = {"meld_points": 90, "hand_points": 20}
    assert scores(cfg("classic", melds_without_canasta="negative"), [OUT_200, side1]) == [800, -110]
    assert scores(cfg("classic"), [OUT_200, side1]) == [800, 70]


@pytest.mark.parametrize(("unmet", "expected"), [("negative", -250), ("zero", -50), ("positive", 150)])
def test_red_threes_unmet_variants(unmet: str, expected: int) -> None:
    """000 Kurzreferenz Rote Dreien: 'Variante 1: Zählen Null Variante 2: Zählen auch ohne Meldung positiv'."""
    side1 = {"hand_points": 50, "red_threes": 2}
    assert scores(cfg("classic", red_threes_unmet=unmet), [OUT_200, side1]) == [800, expected]


def test_red_three_card_points_variant() -> None:
    """003 'Gelegentlich werden auch die roten Dreier noch mit den 5 Punkten für niedere Karten bewertet'."""
    settings = cfg("german", red_three_card_points=5)
    side0 = {"meld_points": 200, "natural_canastas": 1, "red_threes": 2, "going_out": "out"}
    side1 = {"meld_points": 60, "hand_points": 20, "red_threes": 2}
    assert scores(settings, [side0, side1]) == [200 + 500 + 210 + 100, 60 - 20 - 210]
    side0["red_threes"], side1["red_threes"] = 4, 0
    assert scores(settings, [side0, side1]) == [200 + 500 + 820 + 100, 40]


def test_canasta_else_zero_three_ways() -> None:
    """004 Pluspunkte 'wenn ... mindestens einen Canasta hat', Minuspunkte 'wenn ... noch nicht melden konnte'."""
    settings = cfg("classic", red_threes_need="canasta_else_zero")
    side0 = {"meld_points": 200, "natural_canastas": 1, "red_threes": 1, "going_out": "out"}
    side1 = {"meld_points": 60, "hand_points": 20, "red_threes": 1}
    side2 = {"hand_points": 40, "red_threes": 1}
    assert scores(settings, [side0, side1, side2], [1, 1, 1]) == [900, 40, -140]


def test_penalty_points() -> None:
    """000 Punktstrafen '100 für Meldungen im gegnerischen Zug' is deducted from the side."""
    side0 = dict(OUT_200, penalty_points=100)
    result = run(cfg("classic"), [side0, {"meld_points": 50}])
    assert result["scores"] == [700, 50] and result["parts"][0]["penalties"] == -100


def test_joker_canasta_variant() -> None:
    """000 Variante 'Jokercanasta ... erhält 1000 Punkte': 4 jokers + 3 twos = 260, + 1000 + 100."""
    side0 = {"meld_points": 260, "joker_canastas": 1, "going_out": "out"}
    assert scores(cfg("classic", joker_canastas_allowed=True), [side0, {}]) == [1360, 0]


def test_parts_breakdown() -> None:
    """Parts are signed: deductions negative; 003 German round with every part set."""
    side0 = {
        "meld_points": 250,
        "natural_canastas": 1,
        "mixed_canastas": 1,
        "red_threes": 1,
        "going_out": "out",
        "penalty_points": 50,
    }
    side1 = {"meld_points": 70, "hand_points": 60, "red_threes": 1, "red_threes_in_hand": 1}
    parts = run(cfg("german"), [side0, side1])["parts"]
    assert parts[0] == {
        "melds": 250,
        "hand": 0,
        "canastas": 800,
        "red_threes": 100,
        "red_threes_in_hand": 0,
        "going_out": 100,
        "stock_out": 0,
        "penalties": -50,
    }
    assert parts[1] == {
        "melds": 70,
        "hand": -60,
        "canastas": 0,
        "red_threes": -100,
        "red_threes_in_hand": -500,
        "going_out": 0,
        "stock_out": 0,
        "penalties": 0,
    }


# ---- initial meld minimum and game end ----------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "total", "expected"),
    [
        ("classic", -5, 15),
        ("classic", 0, 50),
        ("classic", 1495, 50),
        ("classic", 1500, 90),
        ("classic", 2995, 90),
        ("classic", 3000, 120),
        ("classic", 6995, 120),
        ("classic", 7000, 120),
        ("three_pack", 6995, 120),
        ("three_pack", 7000, 150),
        ("german", -5, 15),
        ("german", 3000, 120),
    ],
)
def test_minimum(preset: str, total: int, expected: int) -> None:
    """000/002/004 table '< 0: 15, 0-1495: 50, 1500-2995: 90, >=3000: 120'; 000 'Ab 7.000 ... 150'."""
    assert minimum(PRESETS[preset], total) == expected


@pytest.mark.parametrize(
    ("preset", "totals", "sizes", "expected"),
    [
        ("classic", [5000, 4990], [2, 2], (0, 10)),  # 000 '5000 Punkte'; 002 margin = difference
        ("classic", [5100, 5100], [2, 2], (None, None)),  # 001 'über 5000 gleichauf ... geht weiter'
        ("classic", [4995, 3000], [2, 2], (None, None)),  # below the target
        ("classic", [5100, 5300], [2, 2], (1, 200)),  # 002 'whoever has the higher score, wins'
        ("classic", [5200, 5200, 3000], [2, 2, 2], (None, None)),  # tie at the top over the target
        ("classic", [-200, 5000], [1, 1], (1, 5200)),  # 002 negative totals are possible
        ("german", [3000, 2900, 100], [1, 1, 1], (0, 100)),  # 003 'zuerst 3000 Punkte'
        ("german", [3000, 2900, 100], [2, 2, 2], (None, None)),  # 003 'beim Viererspiel 5000'
        ("classic", [3000, 2900, 100], [1, 1, 1], (None, None)),  # classic has no 3000 target
        ("three_pack", [9995, 9000], [2, 2], (None, None)),  # 000 'bis 10.000'
        ("three_pack", [10000, 9000], [2, 2], (0, 1000)),
    ],
)
def test_game_end(preset: str, totals: list[int], sizes: list[int], expected: tuple[Any, Any]) -> None:
    """Winner has at least the target and more than every other side; margin is the lead."""
    assert game_end(PRESETS[preset], totals, sizes) == expected


# ---- impossible rounds (RULES.md 7) -------------------------------------------------------


def test_two_sides_went_out() -> None:
    """RULES 7 / 000 'Eine Runde ist beendet, wenn ein Spieler Schluss macht': at most one side out."""
    assert problems(cfg("classic"), [OUT_200, dict(OUT_200)]) == {"_round"}


def test_went_out_without_canasta() -> None:
    """000 'Ein Spieler darf nie ohne Canasta ... ausmachen'."""
    side0 = {"meld_points": 150, "going_out": "out"}
    assert problems(cfg("classic"), [side0, {"meld_points": 50}]) == {"entries.0.going_out"}


def test_three_pack_needs_two_canastas() -> None:
    """000 3er-Pack 'Jede Seite braucht 2 Canasta um auszumachen'."""
    assert problems(cfg("three_pack"), [OUT_200, {}]) == {"entries.0.going_out"}
    side0 = dict(OUT_200, mixed_canastas=1, meld_points=250)
    assert scores(cfg("three_pack"), [side0, {}]) == [250 + 800 + 100, 0]


def test_red_threes_above_deck() -> None:
    """000 'alle 4 roten Dreien' (two packs hold 4); three packs hold 6."""
    assert problems(cfg("classic"), [dict(OUT_200, red_threes=3), {"red_threes": 2}]) == {"_round"}
    assert problems(cfg("classic"), [dict(OUT_200, red_threes=5), {}]) == {"entries.0.red_threes", "_round"}
    assert problems(cfg("classic"), [dict(OUT_200, red_threes=3), {"red_threes_in_hand": 2}]) == {"_round"}
    assert scores(cfg("classic"), [dict(OUT_200, red_threes=3), {"red_threes_in_hand": 1}]) == [1100, -500]


@pytest.mark.parametrize(
    ("canastas", "meld", "ok"),
    [
        ({"natural_canastas": 1}, 30, False),
        ({"natural_canastas": 1}, 35, True),
        ({"mixed_canastas": 1}, 45, False),
        ({"mixed_canastas": 1}, 50, True),
        ({"natural_canastas": 1, "mixed_canastas": 1}, 80, False),
        ({"natural_canastas": 1, "mixed_canastas": 1}, 85, True),
    ],
)
def test_canasta_meld_floor(canastas: Entry, meld: int, ok: bool) -> None:
    """000 'Aufgrund der Regeln ... enthält ein Canasta immer mindestens 4 natürliche Karten': 7x5=35, 6x5+20=50."""
    side0 = dict(canastas, meld_points=meld)
    result = run(cfg("classic"), [side0, {"meld_points": 50}])
    assert result["problems"] == (set() if ok else {"entries.0.meld_points"})


def test_canastas_without_melds() -> None:
    """RULES 7: a side with no melds claiming canastas; the claimed fields are the problem."""
    assert problems(cfg("classic"), [{"natural_canastas": 1}, {}]) == {"entries.0.natural_canastas"}
    both = {"natural_canastas": 1, "mixed_canastas": 2}
    assert problems(cfg("classic"), [{}, both]) == {"entries.1.natural_canastas", "entries.1.mixed_canastas"}


def test_joker_canasta_rules() -> None:
    """004 'Nach den vom Regency-Club ... ist der sogenannte Joker-Canasta ... nicht erlaubt'; 7 x 2s = 140."""
    side0 = {"meld_points": 260, "joker_canastas": 1, "going_out": "out"}
    assert problems(cfg("classic"), [side0, {}]) == {"entries.0.joker_canastas"}
    allowed = cfg("classic", joker_canastas_allowed=True)
    assert problems(allowed, [dict(side0, meld_points=135), {}]) == {"entries.0.meld_points"}
    assert scores(allowed, [dict(side0, meld_points=140), {}]) == [1240, 0]


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("meld_points", 37),
        ("hand_points", -5),
        ("penalty_points", 33),
        ("red_threes", -1),
        ("hand_points", "5"),
        ("red_threes_in_hand", True),
        ("mixed_canastas", 1.0),
        ("hand_points", None),
    ],
)
def test_bad_field_values(field: str, value: Any) -> None:
    """RULES 1/7: every card value is a multiple of 5; counts are non-negative ints."""
    side1 = {"meld_points": 60, field: value}
    assert problems(cfg("classic"), [OUT_200, side1]) == {f"entries.1.{field}"}


def test_entry_not_an_object_and_sides_mismatch() -> None:
    """An entry that is not an object is a problem of its own; entries must match the sides."""
    assert problems(cfg("classic"), [OUT_200, 5]) == {"entries.1"}
    result = score_round(cfg("classic"), [OUT_200, {}], [0, 0, 0], [2, 2, 2])
    assert result["problems"] == {"_round"}


def test_deck_total_card_points() -> None:
    """000 '2 x 52 Karten + 4 Joker': 2 x 490 + 4 x 50 = 1180; 6 jokers 1280; three packs 1770."""
    side0 = {"meld_points": 1000, "natural_canastas": 1, "going_out": "out"}
    assert scores(cfg("classic"), [side0, {"hand_points": 180}]) == [1600, -180]
    assert problems(cfg("classic"), [side0, {"hand_points": 185}]) == {"_round"}
    assert scores(cfg("classic", jokers=6), [side0, {"hand_points": 280}]) == [1600, -280]
    assert problems(cfg("classic", jokers=6), [side0, {"hand_points": 285}]) == {"_round"}
    big = dict(side0, mixed_canastas=1)
    assert scores(cfg("three_pack"), [big, {"hand_points": 770}]) == [1900, -770]
    assert problems(cfg("three_pack"), [big, {"hand_points": 775}]) == {"_round"}


def test_single_player_out_with_hand_points() -> None:
    """000 'Er hat keine Karten mehr auf der Hand': alone he can't hold any; a partner can."""
    side0 = dict(OUT_200, hand_points=10)
    assert problems(cfg("classic"), [side0, {}], [1, 1]) == {"entries.0.hand_points"}
    assert scores(cfg("classic"), [side0, {}], [2, 2]) == [790, 0]


def test_unknown_way_of_going_out() -> None:
    """RULES 7: going out is one of none, out, concealed, hand canasta."""
    assert problems(cfg("german"), [dict(OUT_200, going_out="early"), {}]) == {"entries.0.going_out"}
