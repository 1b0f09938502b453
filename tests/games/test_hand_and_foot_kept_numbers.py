"""Every number kept for speed of a Hand and Foot game (scores, totals, status, winner, margin, the league's books
and tallies) equals a replay of its stored counts after any writes: random rounds that can have happened under
both presets added, corrected, deleted, restored, imported, through games that end after their rounds (the same
check as Canasta's, tests/games/test_kept_numbers.py)."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorepad.core.errors import Invalid, Refused
from scorepad.extensions import db
from scorepad.games import export_import, rounds
from scorepad.games.rounds import RoundWrite
from scorepad.games.start import GameRequest, create_game
from scorepad.leagues.changes import create_league
from scorepad.models import Game
from tests.registry import preset_rules

from .conftest import ME, PAIRS
from .test_kept_numbers import check, check_tallies

KINDS = ("add", "add", "add", "correct", "delete", "restore", "import")
FLOORS = {"clean_books": 35, "dirty_books": 50, "wild_books": 140}  # 7 fives; 6 fives and a 2; 7 twos


@st.composite
def possible_round(draw: st.DrawFn, ruleset: str) -> list[dict[str, Any]]:
    """A round of two pairs that can have happened under a preset (RULES.md 12.7): at most one side out, holding
    the books the preset asks for; books in meld points that hold them; threes and points within 5 decks."""
    rules = preset_rules(ruleset)
    out = draw(st.none() | st.integers(0, 1))
    entries = []
    for i in range(2):
        wild = draw(st.integers(0, 1)) if rules.wild_books is not None else 0
        entry: dict[str, Any] = {
            "clean_books": draw(st.integers(0, 3)),
            "dirty_books": draw(st.integers(0, 3)),
            "wild_books": wild,
            "red_threes": draw(st.integers(0, 3)),
            "red_threes_caught": draw(st.integers(0, 1)),
            "black_threes_caught": draw(st.integers(0, 1)),
            "exact_picks": draw(st.integers(0, 2)),
        }
        if out == i:
            for kind, needed in rules.books_to_go_out.items():
                entry[f"{kind}_books"] = max(entry[f"{kind}_books"], needed)
            entry["going_out"] = "out"
        floor = sum(FLOORS[name] * entry[name] for name in FLOORS)
        entry["meld_points"] = floor + 5 * draw(st.integers(0, 40)) if floor or draw(st.booleans()) else 0
        entry["hand_points"] = 5 * entry["black_threes_caught"] + 5 * draw(st.integers(0, 40))
        entries.append(entry)
    return entries


def write(kind: str, game: Game, ruleset: str, data: st.DataObject) -> str | None:
    """One write of the given kind; returns the id of a game it made (an import), if any."""
    last = rounds.last_number(game)
    if kind == "add":
        rounds.save_round(game.id, RoundWrite(data.draw(possible_round(ruleset))), ME)
    elif kind == "correct" and last:
        number = data.draw(st.integers(1, last))
        rounds.save_round(game.id, RoundWrite(data.draw(possible_round(ruleset)), number, correcting=True), ME)
    elif kind == "delete" and last:
        rounds.delete_round(game.id, last, ME)
    elif kind == "restore":
        rounds.restore_round(game.id, last + 1, ME)
    elif kind == "import":
        copy, _token = export_import.import_game(export_import.export_json(game), ME)
        return copy.id
    return None


@settings(
    max_examples=60,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_kept_numbers_match_a_replay_after_any_writes(data: st.DataObject, context: None) -> None:
    ruleset = data.draw(st.sampled_from(["hand_and_foot", "whitnack"]))
    house = {"rounds": data.draw(st.integers(1, 4))}  # short games, so that they also end (ties among them)
    league, _token = create_league(f"Club {data.draw(st.integers(0, 10**9))}", ruleset, house)
    game, _token = create_game(GameRequest(sides=PAIRS), ME, league)
    for kind in data.draw(st.lists(st.sampled_from(KINDS), max_size=20)):
        try:
            made = write(kind, db.session.get(Game, game.id), ruleset, data)
        except Invalid as refused:
            raise AssertionError(f"a possible round was refused: {refused.problems}") from refused
        except Refused:
            db.session.rollback()  # the game is over, or nothing to delete or restore: nothing changes
            made = None
        check(game.id)
        if made:
            check(made)
        check_tallies(league.id)


def test_the_rounds_drawn_are_all_possible(context: None) -> None:
    """The strategy itself: every round it draws passes the checks (a refused round would test nothing)."""
    games = {
        ruleset: create_game(GameRequest(sides=PAIRS, ruleset=ruleset), ME)[0]
        for ruleset in ("hand_and_foot", "whitnack")
    }

    @settings(max_examples=300, deadline=None, database=None)
    @given(data=st.data())
    def possible(data: st.DataObject) -> None:
        ruleset = data.draw(st.sampled_from(sorted(games)))
        hand = data.draw(possible_round(ruleset))
        _entries, problems = rounds.round_problems(db.session.get(Game, games[ruleset].id), hand)
        assert problems == [], (hand, problems)

    possible()
