"""Modern American Canasta's game through the API (RULES.md 11.6, 11.8, 11.10): minimums by total reported per side
in every answer and announced, 8500 and the higher total, an exact tie over it playing on, a dream hand winning at
once; both presets listed with their differences, house rules checked."""

from __future__ import annotations

from typing import Any

from .test_american import NS_EW, OUT, QUIET, hand, scores, totals

TWO_NATURALS = {**OUT, "meld_points": 140, "natural_canastas": 2}  # 100 + 1000 + 140 = 1240
EW = {"meld_points": 120, "hand_points": 150, "red_threes": 1}  # A8's EW: -120 - 100 - 150 = -370


def started(make_game, *starts: int, **settings: Any) -> dict[str, Any]:
    """A League game of NS and EW carrying over the given totals, with house rules if given."""
    sides = [{**s, "start": start} for s, start in zip(NS_EW, starts or (0, 0), strict=True)]
    return make_game(ruleset="american", sides=sides, **({"settings": settings} if settings else {}))


def minimums(data: dict[str, Any]) -> list[int]:
    """Each side's initial-meld minimum as the game answer reports it."""
    return [s["initial_meld"] for s in data["sides"]]


def test_minimums_by_total_in_every_answer_and_announced(client, make_game, play):
    game = started(make_game, 2900, -500)
    assert minimums(game) == [125, 125]  # below 3000, negative totals too: 125
    first = hand(play, game, TWO_NATURALS, QUIET)  # 2900 + 1240 = 4140: 155; -500 - 190 = -690: 125
    assert (totals(first), minimums(first)) == ([4140, -690], [155, 125])
    assert first["rounds"][0]["initial_meld"] == {"before": [125, 125], "after": [155, 125]}
    assert first["rounds"][0]["announcements"] == ["NS now need 155 for their initial meld (was 125)."]
    second = hand(play, game, TWO_NATURALS, QUIET)  # 4140 + 1240 = 5380: 180
    assert minimums(second) == [180, 125]
    assert second["rounds"][1]["announcements"] == ["NS now need 180 for their initial meld (was 155)."]
    read = client.get(f"/api/games/{game['id']}").get_json()
    assert minimums(read) == [180, 125] and read["target"] == 8500
    german = client.get(f"/api/games/{game['id']}", headers={"Accept-Language": "de"}).get_json()
    assert german["rounds"][1]["announcements"] == ["NS brauchen jetzt 180 für die Erstmeldung (bisher 155)."]


def test_an_exact_tie_over_8500_plays_another_hand(make_game, play):
    game = started(make_game, 8000, 8000)
    # Both sides: one natural canasta, meld 200, hand 40: 200 - 40 + 500 = 660; 8660 each.
    level = {"meld_points": 200, "natural_canastas": 1, "hand_points": 40}
    tied = hand(play, game, level, level)
    assert (totals(tied), tied["status"], tied["winner"], tied["tie_over_target"]) == (
        [8660, 8660],
        "playing",
        None,
        True,
    )
    assert tied["rounds"][0]["announcements"] == ["Tied at 8,660 over the target: another hand is played."]
    decided = hand(play, game, level, QUIET)  # 8660 + 660 = 9320 against 8660 - 190 = 8470
    assert (totals(decided), decided["status"], decided["winner"], decided["margin"]) == (
        [9320, 8470],
        "finished",
        0,
        850,
    )
    assert decided["tie_over_target"] is False


def test_both_over_8500_the_higher_total_wins(make_game, play):
    game = started(make_game, 8000, 8300)
    # NS: 8000 + 1240 = 9240; EW: one natural canasta, meld 200, hand 40: 8300 + 660 = 8960. NS by 280.
    data = hand(play, game, TWO_NATURALS, {"meld_points": 200, "natural_canastas": 1, "hand_points": 40})
    assert (totals(data), data["winner"], data["margin"]) == ([9240, 8960], 0, 280)


def test_a_dream_hand_wins_at_once(client, make_game, play):
    game = started(make_game, 0, 8000)
    # NS shows a dream hand: 8500, and wins though EW lead until then; EW: 8000 - 370 = 7630. Margin: the
    # difference of the totals, 8500 - 7630 = 870.
    data = hand(play, game, {"special_hand": "dream_hand"}, EW)
    assert (scores(data), totals(data)) == ([8500, -370], [8500, 7630])
    assert (data["status"], data["winner"], data["margin"]) == ("finished", 0, 870)
    assert data["rounds"][0]["announcements"][:2] == [
        "Game over: NS win by 870 (NS 8,500, EW 7,630).",
        "NS show a dream hand and win the game at once.",
    ]
    explained = client.get(f"/api/games/{game['id']}/rounds/1").get_json()["entries"][0]["explanation"]
    assert [(p["text"], p["settings"]) for p in explained] == [
        (
            "Dream hand: it replaces the side's whole score and wins the game at once: 8,500",
            ["special_hands", "dream_hand_wins"],
        )
    ]
    assert play(game, QUIET, QUIET).status_code == 409


def test_a_dream_hand_below_the_target_without_the_rule_plays_on(make_game, play):
    game = started(make_game, -1000, 0, dream_hand_wins=False)
    data = hand(play, game, {"special_hand": "dream_hand"}, EW)  # -1000 + 8500 = 7500: below 8500
    assert (totals(data), data["status"], data["winner"]) == ([7500, -370], "playing", None)
    assert data["rounds"][0]["announcements"][0] == "NS show a special hand: 8,500."


def test_both_presets_are_listed_with_what_pagat_changes(client):
    listed = {r["key"]: r for r in client.get("/api/rulesets").get_json()["rulesets"]}
    league, pagat = listed["american"], listed["american_pagat"]
    assert (league["family"], pagat["family"]) == ("american", "american")
    assert league["name"] == "Modern American Canasta (Canasta League of America)"
    assert pagat["description"] == (
        "Modern American Canasta as Pagat describes it: four special hands, garbage 2000. Differs from the Canasta "
        "League of America's rules: Unfinished wild meld holding all four jokers costs: 2,500; Special hands: Pairs "
        "(seven natural pairs) 2,500, Wild pairs (seven pairs, one of them wild) 2,000, Straight (one of each rank, "
        "a 3 and both wilds) 3,000, Garbage (4-4-3-3, no wilds) 2,000."
    )
    assert pagat["settings"]["special_hands"] == {"pairs": 2500, "wild_pairs": 2000, "straight": 3000, "garbage": 2000}


def test_house_rules_are_checked_by_their_declarations(client, make_game):
    made = client.post(
        "/api/games",
        json={
            "ruleset": "american",
            "sides": NS_EW,
            "settings": {"threes_scale": [100, 300], "special_hands": {"pairs": 2500, "royal": 100}, "target": 8501},
        },
    )
    assert made.status_code == 422
    assert made.get_json()["errors"] == {
        "settings.threes_scale": "Must be a list of 4 whole numbers.",
        "settings.special_hands.royal": "Unknown name.",
        "settings.target": "Must be a multiple of 5.",
    }
    game = make_game(ruleset="american", sides=NS_EW, settings={"target": 5000, "held_three": 50})
    assert game["ruleset"]["settings"]["target"] == 5000 and game["target"] == 5000
