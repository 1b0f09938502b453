"""Every number kept for speed equals what a full replay of the stored counts gives, after any sequence of
writes of every kind (add, correct, delete, restore, rename, merge, finish, reopen, import): one path keeps them all,
the league tallies too. One property, played for every family Scorepad ships, each family's kit saying how its games
are played (tests/families/<family>/kit.py `PLAY`: its rule sets, house rules and a strategy of rounds that can have
happened). Covers games/refresh.py through every write of games/ (rounds, changes, export_import, seats) and
leagues/ (players, tallies, meetings)."""

from __future__ import annotations

import importlib
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import func, select

from scorepad.core.errors import Invalid, Refused
from scorepad.extensions import db
from scorepad.families import shipped
from scorepad.games import changes, export_import, rounds
from scorepad.games.rounds import RoundWrite
from scorepad.games.seats import league_player
from scorepad.games.start import GameRequest, create_game
from scorepad.games.view import GameView
from scorepad.leagues.changes import create_league
from scorepad.leagues.players import merge_players
from scorepad.leagues.tallies import SUMMED, recount_league
from scorepad.models import Entry, Event, Game, League, LeagueMeeting, LeagueTally, Round
from scorepad.rules.entries import went_out
from scorepad.rules.game import places
from tests.families.play import Play

from .conftest import ME, PAIRS

FAMILIES = [name.rsplit(".", 1)[1] for name in shipped()]  # every family Scorepad ships, each with its kit
HEALTH = [HealthCheck.function_scoped_fixture, HealthCheck.too_slow]


def play_of(family: str) -> Play:
    """How the family's kit plays its games."""
    return importlib.import_module(f"tests.families.{family}.kit").PLAY


def check(game_id: str) -> None:
    """Every kept number of a game, and its league's side summaries, against a replay of its stored counts."""
    db.session.expire_all()
    game = db.session.get(Game, game_id)
    view = GameView(game)
    replay = view.replay
    stored = db.session.execute(
        select(Round.number, Entry.position, Entry.score, Entry.total)
        .join(Entry, Entry.round_id == Round.id)
        .where(Round.game_id == game_id)
        .order_by(Round.number, Entry.position)
    ).all()
    assert [(s, t) for *_, s, t in stored] == [(r.score, r.total) for o in replay.outcomes for r in o.results]
    assert [s.total for s in game.sides] == view.totals
    assert game.status == ("finished" if view.finished else "playing")
    assert (game.winner, game.margin) == (view.winner, view.margin)
    entries = list(zip(*view.round_entries, strict=True)) if view.round_entries else [() for _ in game.sides]
    lower = view.family.lower_wins
    for side, own, place in zip(game.sides, entries, places(view.totals, lower), strict=True):
        others = [o.total for o in game.sides if o is not side]
        assert side.rounds_played == view.round_count
        counts = [*(c.of for c in view.family.league_counts), lambda _e: 0, lambda _e: 0][:2]
        assert (side.count_1, side.count_2) == tuple(sum(of(e) for e in own) for of in counts)
        assert side.went_out == sum(1 for e in own if went_out(e))
        assert side.won == (view.finished and view.winner == side.position)
        assert side.against == (min(others) if lower else max(others))
        assert side.place == place
        ids = sorted(seat.player_id for seat in side.seats)
        assert side.partnership == ("-".join(map(str, ids)) if len(ids) > 1 else "")
    own_events = select(func.count()).where(Event.game_id == game_id, Event.imported.is_(False))
    assert game.version == db.session.scalar(own_events)


def check_tallies(league_id: str) -> None:
    """The league's tallies and meetings, kept write by write, equal the ones counted anew from every finished
    game."""

    def rows() -> tuple[set[tuple[Any, ...]], set[tuple[Any, ...]]]:
        tallies = db.session.scalars(
            select(LeagueTally).where(LeagueTally.league_id == league_id, LeagueTally.played > 0)
        )
        met = db.session.scalars(
            select(LeagueMeeting).where(LeagueMeeting.league_id == league_id, LeagueMeeting.wins > 0)
        )
        return (
            {(t.season_id, t.kind, t.key, *(getattr(t, k) for k in SUMMED)) for t in tallies},
            {(m.season_id, m.kind, m.key, m.opponent, m.wins) for m in met},
        )

    kept = rows()
    recount_league(league_id)
    fresh = rows()
    db.session.rollback()
    assert kept == fresh


def write(kind: str, game: Game, league: League | None, play: Play, ruleset: str, data: st.DataObject) -> str | None:
    """One write of the given kind to the game; returns the id of a game it made (an import), if any. A possible
    round refused is a failure of the test."""
    last = rounds.last_number(game)
    try:
        if kind == "add":
            rounds.save_round(game.id, RoundWrite(data.draw(play.rounds(ruleset))), ME)
        elif kind == "correct" and last:
            number = data.draw(st.integers(1, last))
            rounds.save_round(game.id, RoundWrite(data.draw(play.rounds(ruleset)), number, correcting=True), ME)
    except Invalid as refused:
        raise AssertionError(f"a possible round was refused: {refused.problems}") from refused
    if kind == "delete" and last:
        rounds.delete_round(game.id, last, ME)
    elif kind == "restore":
        rounds.restore_round(game.id, last + 1, ME)
    elif kind == "rename":
        names = data.draw(st.sampled_from(["Anna", "Eve", "Finn", "Gus", "Hal"]) | st.just("New"))
        change_game_names(game, names)
    elif kind == "merge" and league is not None:
        outsider = league_player(league, data.draw(st.sampled_from(["Ida", "Jon"])), None)
        db.session.commit()
        source = data.draw(st.sampled_from([s.player for side in game.sides for s in side.seats]))
        merge_players(league, source.id, outsider.id)
    elif kind == "finish":
        changes.finish_game(game.id, ME)
    elif kind == "reopen":
        changes.reopen_game(game.id, ME)
    elif kind == "import":
        copy, _token = export_import.import_game(export_import.export_json(game), ME)
        return copy.id
    return None


def change_game_names(game: Game, names: str) -> None:
    """A new name of the first side, and of the second side's first player."""
    changes.change_game(game.id, [{"name": f"{names} & co"}, {"players": [f"{names} 2", "Dan"]}], None, ME)


def new_game(play: Play, data: st.DataObject) -> tuple[Game, League | None, str]:
    """A game of the family as its kit plays it (a league's, when it says so), and its rule set."""
    ruleset = data.draw(st.sampled_from(play.rulesets))
    house = play.house(data.draw, ruleset)
    sides = play.sides or PAIRS
    if not play.league:
        return create_game(GameRequest(sides=sides, ruleset=ruleset, settings=house), ME)[0], None, ruleset
    league, _token = create_league(f"Club {data.draw(st.integers(0, 10**9))}", ruleset, house)
    return create_game(GameRequest(sides=sides), ME, league)[0], league, ruleset


@pytest.mark.parametrize("family", FAMILIES)
def test_kept_numbers_match_a_replay_after_any_writes(family: str, context: None) -> None:
    play = play_of(family)

    @settings(max_examples=play.examples, deadline=None, database=None, suppress_health_check=HEALTH)
    @given(data=st.data())
    def played(data: st.DataObject) -> None:
        game, league, ruleset = new_game(play, data)
        for kind in data.draw(st.lists(st.sampled_from(play.kinds), max_size=play.writes)):
            before = db.session.get(League, league.id).standings_version if league else 0
            try:
                made = write(kind, db.session.get(Game, game.id), league, play, ruleset, data)
            except Refused:
                db.session.rollback()  # refused writes (the game is over, nothing to restore) change nothing
                made = None
            check(game.id)
            if made:
                check(made)
            if league is not None:
                if kind not in ("merge", "import"):
                    assert db.session.get(League, league.id).standings_version >= before
                check_tallies(league.id)
        if league is not None:
            assert db.session.get(League, league.id).ruleset_key == ruleset

    played()


@pytest.mark.parametrize("family", FAMILIES)
def test_the_rounds_drawn_are_all_possible(family: str, context: None) -> None:
    """A kit's strategy itself: every round it draws passes the checks of a game played by its house rules (a
    refused round would test nothing)."""
    play = play_of(family)
    sides = play.sides or PAIRS

    @settings(max_examples=300, deadline=None, database=None, suppress_health_check=HEALTH)
    @given(data=st.data())
    def possible(data: st.DataObject) -> None:
        ruleset = data.draw(st.sampled_from(play.rulesets))
        asked = GameRequest(sides=sides, ruleset=ruleset, settings=play.house(data.draw, ruleset))
        game = create_game(asked, ME)[0]
        drawn = data.draw(play.rounds(ruleset))
        _entries, problems = rounds.round_problems(db.session.get(Game, game.id), drawn)
        assert problems == [], (drawn, problems)

    possible()
