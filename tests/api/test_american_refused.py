"""Modern American hands that can't have happened (RULES.md 11.9) refused through the API: 422 naming the field
(`_round` for what no single count causes, as Canasta's), in the reader's language, nothing stored; and unlikely
hands stored with their warnings, or only previewed."""

from __future__ import annotations

from typing import Any

import pytest

from .test_american import NS_EW, OUT, QUIET

OK = {"meld_points": 150, "hand_points": 40}
WENT_OUT = {**OUT, "meld_points": 300, "natural_canastas": 2}
MELDED = {"meld_points": 300, "natural_canastas": 1, "hand_points": 20}


def side(**counts: Any) -> dict[str, Any]:
    """A side's entry of the given counts."""
    return counts


IMPOSSIBLE = [
    # One way to end a hand: two sides out; a special hand and going out, on one side or both.
    ([WENT_OUT, WENT_OUT], {"_round"}),
    ([side(special_hand="pairs", going_out="out"), OK], {"entries.0.going_out"}),
    ([side(special_hand="pairs"), side(special_hand="garbage")], {"entries.1.special_hand"}),
    ([WENT_OUT, side(special_hand="straight")], {"entries.0.going_out"}),
    # Going out with one canasta, or with an aces, sevens or wild meld unfinished.
    ([side(meld_points=300, natural_canastas=1, going_out="out"), OK], {"entries.0.going_out"}),
    ([{**WENT_OUT, "incomplete_aces": True}, OK], {"entries.0.incomplete_aces"}),
    ([{**WENT_OUT, "incomplete_sevens": True}, OK], {"entries.0.incomplete_sevens"}),
    ([{**WENT_OUT, "incomplete_wild": True}, OK], {"entries.0.incomplete_wild"}),
    # Red threes over both sides above 4, black likewise; threes in hand above the deck's 8.
    ([{**MELDED, "red_threes": 3}, {**MELDED, "red_threes": 2}], {"_round"}),
    ([{**MELDED, "black_threes": 1}, {**MELDED, "black_threes": 4}], {"_round"}),
    ([{**MELDED, "threes_in_hand": 9}, OK], {"entries.0.threes_in_hand", "_round"}),
    # Two aces, sevens or wild canastas on the table; deuces beside a canasta of four jokers (10 twos).
    ([side(meld_points=300, aces_canastas=1), side(meld_points=300, aces_canastas=1)], {"entries.1.aces_canastas"}),
    ([side(meld_points=100, sevens_canastas=1)] * 2, {"entries.1.sevens_canastas"}),
    ([side(meld_points=300, wild_canastas=1), side(meld_points=300, deuce_canastas=1)], {"entries.1.deuce_canastas"}),
    ([side(meld_points=300, deuce_canastas=1), side(meld_points=300, joker_canastas=1)], {"entries.1.joker_canastas"}),
    # A completed and an unfinished meld of one kind on one side.
    ([side(meld_points=300, aces_canastas=1, incomplete_aces=True), OK], {"entries.0.incomplete_aces"}),
    ([side(meld_points=400, wild_canastas=1, incomplete_wild=True), OK], {"entries.0.incomplete_wild"}),
    # A sevens (aces) canasta leaves one seven (ace): no other meld of them, nobody holding three.
    (
        [side(meld_points=100, sevens_canastas=1), side(meld_points=15, incomplete_sevens=True)],
        {"entries.1.incomplete_sevens"},
    ),
    ([side(meld_points=100, sevens_canastas=1), side(hand_points=15, sevens_held=1)], {"entries.1.sevens_held"}),
    ([side(meld_points=300, aces_canastas=1), side(hand_points=60, aces_held=1)], {"entries.1.aces_held"}),
    # More than 2 players of a side, or of the table, caught with 3+ aces.
    ([side(meld_points=150, hand_points=200, aces_held=3), OK], {"entries.0.aces_held"}),
    ([side(hand_points=120, aces_held=2), side(hand_points=60, aces_held=1)], {"entries.1.aces_held"}),
    # Points negative, not in fives, or beyond the deck's 1160 over both sides.
    ([side(meld_points=-5, hand_points=40), OK], {"entries.0.meld_points"}),
    ([side(meld_points=152, hand_points=40), OK], {"entries.0.meld_points"}),
    ([side(meld_points=700), side(meld_points=300, hand_points=165)], {"_round"}),
    # Canastas and unfinished melds the meld points can't hold (each 5 below its floor).
    *[
        (
            [side(meld_points=floor - 5, hand_points=40, **{count: count.startswith("incomplete") or 1}), OK],
            {"entries.0.meld_points"},
        )
        for count, floor in [
            ("natural_canastas", 35),
            ("mixed_canastas", 50),
            ("aces_canastas", 140),
            ("sevens_canastas", 35),
            ("wild_canastas", 170),
            ("joker_canastas", 260),
            ("deuce_canastas", 140),
            ("incomplete_aces", 60),
            ("incomplete_sevens", 15),
            ("incomplete_wild", 60),
        ]
    ],
    ([side(meld_points=195, incomplete_wild=True, incomplete_wild_four_jokers=True), OK], {"entries.0.meld_points"}),
    # Nothing melded, yet canastas or unfinished melds; four jokers in an unfinished wild meld not counted.
    ([side(natural_canastas=1, hand_points=40), OK], {"entries.0.natural_canastas"}),
    ([side(incomplete_sevens=True, hand_points=10), OK], {"entries.0.incomplete_sevens"}),
    ([side(meld_points=300, incomplete_wild_four_jokers=True), OK], {"entries.0.incomplete_wild_four_jokers"}),
    # A special hand with any other count on that side.
    ([side(special_hand="pairs", hand_points=20, red_threes=1), OK], {"entries.0.hand_points", "entries.0.red_threes"}),
    # The stock's last card drawn by both sides, or though a side went out.
    ([{**MELDED, "last_card_three": True}] * 2, {"entries.1.last_card_three"}),
    ([WENT_OUT, {**MELDED, "last_card_three": True}], {"entries.1.last_card_three"}),
]


@pytest.mark.parametrize(("entries", "fields"), IMPOSSIBLE)
def test_impossible_hands_are_refused_naming_the_field(client, make_game, play, entries, fields):
    game = make_game(ruleset="american", sides=NS_EW)
    refused = play(game, *entries)
    assert refused.status_code == 422, refused.get_json()
    assert set(refused.get_json()["errors"]) == fields
    stored = client.get(f"/api/games/{game['id']}").get_json()
    assert (stored["rounds"], stored["version"]) == ([], 1)


@pytest.mark.parametrize(
    ("lang", "entries", "errors"),
    [
        (
            "en",
            [side(meld_points=300, natural_canastas=1, going_out="out"), OK],
            {"entries.0.going_out": "Going out needs at least 2 canastas; this side has 1."},
        ),
        (
            "de",
            [side(meld_points=300, natural_canastas=1, going_out="out"), OK],
            {"entries.0.going_out": "Ausmachen erst mit 2 Canastas; diese Partei hat 1."},
        ),
        (
            "en",
            [side(meld_points=300, aces_canastas=1), side(hand_points=60, aces_held=1)],
            {"entries.1.aces_held": "A natural aces canasta on the table leaves one ace: nobody holds 3."},
        ),
        (
            "en",
            [side(meld_points=165, wild_canastas=1), OK],
            {"entries.0.meld_points": "The canastas and unfinished melds counted need at least 170 meld points."},
        ),
        (
            "en",
            [side(meld_points=700), side(meld_points=300, hand_points=165)],
            {"_round": "Melds and hands add up to 1,165 points; the whole deck holds 1,160."},
        ),
        (  # issue 27: numbers in messages with the reader's separators
            "de",
            [side(meld_points=700), side(meld_points=300, hand_points=165)],
            {
                "_round": "Meldungen und Handkarten ergeben zusammen 1.165 Punkte; alle Karten zusammen sind nur "
                "1.160 wert."
            },
        ),
    ],
)
def test_refusals_say_what_is_wrong_in_the_readers_language(make_game, play, client, lang, entries, errors):
    game = make_game(ruleset="american", sides=NS_EW)
    url = f"/api/games/{game['id']}/rounds"
    headers = {"Authorization": f"Bearer {game['token']}", "Accept-Language": lang}
    refused = client.post(url, json={"entries": entries}, headers=headers)
    assert (refused.status_code, refused.get_json()["errors"]) == (422, errors)


def test_unlikely_hands_are_stored_with_warnings_or_only_previewed(client, make_game, play):
    game = make_game(ruleset="american", sides=NS_EW)
    odd = [{**WENT_OUT, "meld_points": 70}, {"meld_points": 650, "hand_points": 405}]
    previewed = client.post(f"/api/games/{game['id']}/rounds/preview", json={"entries": odd}).get_json()
    assert previewed["warnings"] == {
        "entries.0.meld_points": "Only 70 meld points? The initial meld alone needs 125.",
        "entries.1.meld_points": "650 meld points without a single canasta?",
        "entries.1.hand_points": "405 points left in hand?",
    }
    # NS: 100 + 2 x 500 + 70 = 1170; EW: -650 - 405 = -1055.
    assert [e["score"] for e in previewed["entries"]] == [1170, -1055]
    assert client.get(f"/api/games/{game['id']}").get_json()["rounds"] == []  # a preview stores nothing
    stored = play(game, *odd)
    assert stored.status_code == 201 and stored.get_json()["warnings"] == previewed["warnings"]
    special = play(game, side(special_hand="pairs"), QUIET).get_json()["warnings"]
    assert special == {}  # a side that showed a special hand counts nothing to doubt
