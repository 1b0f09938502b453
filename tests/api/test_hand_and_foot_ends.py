"""A Hand and Foot game through the API (RULES.md 12.5, 12.6, 12.9): the minimum first meld by round reported on
every side and announced for the next round, four rounds and the highest total, a tie after the last round with no
winner, a target instead (a tie over it plays on), three sides, both presets listed, house rules checked."""

from __future__ import annotations

from typing import Any

from .test_hand_and_foot import H3_A, H3_B, PAIRS, QUIET, scored, scores

# QUIET here: meld 150, hand 40, no books: 150 - 40 = 110.


def minimums(data: dict[str, Any]) -> list[int]:
    """Each side's minimum first meld of the next round, as every game answer reports it."""
    return [s["initial_meld"] for s in data["sides"]]


def totals(data: dict[str, Any]) -> list[int]:
    """Each side's total."""
    return [s["total"] for s in data["sides"]]


def test_four_rounds_with_minimums_by_round_then_the_highest_total_wins(client, make_game, play):
    game = make_game(ruleset="hand_and_foot", sides=PAIRS)
    assert (minimums(game), game["rounds_left"], game["target"]) == ([50, 50], 4, None)
    first = scored(play, game, H3_A, H3_B)  # 2330 and 440
    assert (totals(first), minimums(first), first["rounds_left"]) == ([2330, 440], [90, 90], 3)
    assert first["rounds"][0]["initial_meld"] == {"before": [50, 50], "after": [90, 90]}
    assert first["rounds"][0]["announcements"] == [
        "Round 2: the first meld of each side needs 90.",
        "A lead with 2,330.",  # a side of two takes a plural verb (as "now need")
    ]
    second = scored(play, game, H3_B, H3_A)  # 2330 + 440 = 2770 each: level, nobody leads
    assert (totals(second), second["rounds"][1]["announcements"]) == (
        [2770, 2770],
        ["Round 3: the first meld of each side needs 120."],
    )
    third = scored(play, game, QUIET, QUIET)  # 2880 each
    assert third["rounds"][2]["announcements"] == ["Last round, round 4: the first meld of each side needs 150."]
    assert minimums(third) == [150, 150]
    last = scored(play, game, H3_A, H3_B)  # 2880 + 2330 = 5210; 2880 + 440 = 3320: A by 1890
    assert (totals(last), last["status"], last["winner"], last["margin"], last["rounds_left"]) == (
        [5210, 3320],
        "finished",
        0,
        1890,
        0,
    )
    assert last["rounds"][3]["announcements"] == ["Game over: A win by 1,890 (A 5,210, B 3,320)."]
    assert play(game, QUIET, QUIET).status_code == 409
    german = client.get(f"/api/games/{game['id']}", headers={"Accept-Language": "de"}).get_json()
    assert german["rounds"][0]["announcements"][0] == "Runde 2: Die erste Meldung jeder Partei braucht 90."


def test_a_tie_after_the_last_round_has_no_winner(client, make_game, play):
    game = make_game(ruleset="hand_and_foot", sides=PAIRS, settings={"rounds": 2})
    scored(play, game, H3_A, H3_B)
    tied = scored(play, game, H3_B, H3_A)  # 2770 each after the last round
    assert (totals(tied), tied["status"], tied["winner"], tied["margin"]) == ([2770, 2770], "finished", None, None)
    assert tied["rounds"][1]["announcements"] == ["Game over: tied for the best total, 2,770."]


def test_a_target_instead_of_rounds_and_a_tie_over_it_plays_on(make_game, play):
    sides = [{**s, "start": 3000} for s in PAIRS]
    game = make_game(ruleset="hand_and_foot", sides=sides, settings={"rounds": None, "target": 3000})
    assert (game["rounds_left"], game["target"]) == (None, 3000)
    tied = scored(play, game, QUIET, QUIET)  # 3110 each: over the target, level
    assert (tied["status"], tied["tie_over_target"], tied["rounds"][0]["announcements"][0]) == (
        "playing",
        True,
        "Tied at 3,110 over the target: play goes on.",
    )
    won = scored(play, game, H3_A, H3_B)  # 3110 + 2330 = 5440 against 3110 + 440 = 3550
    assert (totals(won), won["winner"], won["margin"], won["tie_over_target"]) == ([5440, 3550], 0, 1890, False)


def test_three_partnerships_and_players_alone(make_game, play):
    third = {"name": "C", "players": ["Cy", "Di"]}
    game = make_game(ruleset="hand_and_foot", sides=[*PAIRS, third], settings={"rounds": 1})
    # 6 players: 7 decks. A 2330, B 440, C 110: A wins by 1890 over the best other side.
    data = scored(play, game, H3_A, H3_B, QUIET)
    assert (scores(data), data["winner"], data["margin"], minimums(data)) == ([2330, 440, 110], 0, 1890, [90] * 3)
    alone = [{"name": n, "players": [n]} for n in ("Xena", "Yuri", "Zoe")]
    three = make_game(ruleset="whitnack", sides=alone)
    assert [s["players"] for s in three["sides"]] == [["Xena"], ["Yuri"], ["Zoe"]]


def test_both_presets_are_listed_with_what_whitnack_changes(client):
    listed = {r["key"]: r for r in client.get("/api/rulesets").get_json()["rulesets"]}
    assert listed["hand_and_foot"]["family"] == listed["whitnack"]["family"] == "hand_and_foot"
    assert listed["whitnack"]["description"].endswith(
        "Differs from the most published Hand and Foot rules: Cards in each hand and each foot: 13; Wild book: "
        "1,500; Books needed to go out: Clean books 2, Dirty books 2, Wild books 1; Red three caught in hand or "
        "foot costs: 100."
    )
    assert listed["whitnack"]["settings"]["books_to_go_out"] == {"clean": 2, "dirty": 2, "wild": 1}


def test_house_rules_are_checked_together(client, make_game):
    refused = client.post(
        "/api/games",
        json={"ruleset": "hand_and_foot", "sides": PAIRS, "settings": {"rounds": None, "books_to_go_out": {"wild": 1}}},
    )
    assert refused.status_code == 422
    assert refused.get_json()["errors"] == {
        "settings.rounds": "Choose a number of rounds or a target: without either the game never ends.",
        "settings.books_to_go_out.wild": "Wild books are not allowed, so none can be needed to go out.",
    }
    game = make_game(ruleset="hand_and_foot", sides=PAIRS, settings={"minimums": [60, 90, 120, 150], "decks": 6})
    assert minimums(game) == [60, 60] and game["ruleset"]["settings"]["decks"] == 6
