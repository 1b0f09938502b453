"""Every number kept for speed of a Modern American Canasta game (scores, totals, status, winner, margin, the
league's canastas and tallies) equals a replay of its stored counts after any writes: random hands that can have
happened (special hands and dream hands among them) added, corrected, deleted, restored, imported (the same check
as Canasta's, tests/games/test_kept_numbers.py)."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorepad.core.errors import Invalid, Refused
from scorepad.extensions import db
from scorepad.families.american.rules.cards import MELD_FLOORS
from scorepad.games import export_import, rounds
from scorepad.games.rounds import RoundWrite
from scorepad.games.start import GameRequest, create_game
from scorepad.leagues.changes import create_league
from scorepad.models import Game, League
from tests.registry import preset_rules

from .conftest import ME, PAIRS
from .test_kept_numbers import check, check_tallies

KINDS = ("add", "add", "add", "correct", "delete", "restore", "import")
LEAGUE_HANDS = tuple(preset_rules("american").special_hands)
RANKS = ("aces", "sevens")
THREES = ("red_threes", "black_threes", "threes_in_hand", "last_card_three")


@st.composite
def possible_hand(draw: st.DrawFn) -> list[dict[str, Any]]:
    """A hand of two pairs that can have happened under the League's rules (RULES.md 11.9): one way it ended,
    at most one thing of the aces, the sevens and the wild cards each on the table, threes within the deck, and
    meld and hand points that hold what was counted (their sum within the deck's 1160)."""
    ended = draw(st.sampled_from(["out_0", "out_1", "special_0", "special_1", "stock"]))
    entries: list[dict[str, Any]] = [{}, {}]
    for rank in RANKS:  # a canasta, an unfinished meld or a player holding three: on one side, or nowhere
        what, where = draw(st.sampled_from(["canastas", "incomplete", "held", None])), draw(st.integers(0, 1))
        if what:
            entries[where][f"{rank}_{what}" if what != "incomplete" else f"incomplete_{rank}"] = (
                True if what == "incomplete" else 1
            )
    wild = draw(st.sampled_from(["wild_canastas", "joker_canastas", "deuce_canastas", "incomplete_wild", None]))
    if wild:
        entries[draw(st.integers(0, 1))][wild] = True if wild == "incomplete_wild" else 1
    last_three = draw(st.integers(0, 1)) if ended == "stock" else None
    for i, entry in enumerate(entries):
        if ended == f"special_{i}":
            entries[i] = {"special_hand": draw(st.sampled_from(LEAGUE_HANDS))}
            continue
        entry["natural_canastas"] = draw(st.integers(0, 2))
        entry["mixed_canastas"] = draw(st.integers(0, 2))
        if ended == f"out_{i}":
            for name in [n for n in list(entry) if n.startswith("incomplete") or n.endswith("_held")]:
                del entry[name]  # a side that went out leaves nothing unfinished; its players hold little
            entry["natural_canastas"] = max(entry["natural_canastas"], 2)
            entry["going_out"] = "out"
        floor = sum(MELD_FLOORS[name] * int(value) for name, value in entry.items() if name in MELD_FLOORS)
        entry["meld_points"] = floor + 5 * draw(st.integers(0, 20)) if floor or draw(st.booleans()) else 0
        held = 60 * entry.get("aces_held", 0) + 15 * entry.get("sevens_held", 0)
        entry["hand_points"] = held + 5 * draw(st.integers(0, 20))
        entry["red_threes"], entry["black_threes"] = draw(st.integers(0, 2)), draw(st.integers(0, 2))
        entry["threes_in_hand"] = draw(st.integers(0, 1))
        entry["last_card_three"] = last_three == i
    for name in ("threes_in_hand", "black_threes", "black_threes"):  # both sides' threes within the deck's 8
        for entry in entries:
            if sum(e.get(k, 0) for e in entries for k in THREES) > 8 and entry.get(name):
                entry[name] -= 1
    return entries


def write(kind: str, game: Game, data: st.DataObject) -> str | None:
    """One write of the given kind; returns the id of a game it made (an import), if any."""
    last = rounds.last_number(game)
    if kind == "add":
        rounds.save_round(game.id, RoundWrite(data.draw(possible_hand())), ME)
    elif kind == "correct" and last:
        number = data.draw(st.integers(1, last))
        rounds.save_round(game.id, RoundWrite(data.draw(possible_hand()), number, correcting=True), ME)
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
    # A target of 3000 so that games also end (by points, or at once by a dream hand).
    league, _token = create_league(f"Club {data.draw(st.integers(0, 10**9))}", "american", {"target": 3000})
    game, _token = create_game(GameRequest(sides=PAIRS), ME, league)
    for kind in data.draw(st.lists(st.sampled_from(KINDS), max_size=20)):
        try:
            made = write(kind, db.session.get(Game, game.id), data)
        except Invalid as refused:
            raise AssertionError(f"a possible hand was refused: {refused.problems}") from refused
        except Refused:
            db.session.rollback()  # the game is over, or nothing to delete or restore: nothing changes
            made = None
        check(game.id)
        if made:
            check(made)
        check_tallies(league.id)
    assert db.session.get(League, league.id).ruleset_key == "american"


def test_the_hands_drawn_are_all_possible(context: None) -> None:
    """The strategy itself: every hand it draws passes the checks (a refused hand would test nothing)."""
    game, _token = create_game(GameRequest(sides=PAIRS, ruleset="american"), ME)

    @settings(max_examples=300, deadline=None, database=None)
    @given(hand=possible_hand())
    def possible(hand: list[dict[str, Any]]) -> None:
        _entries, problems = rounds.round_problems(db.session.get(Game, game.id), hand)
        assert problems == [], (hand, problems)

    possible()
