"""Every number kept for speed equals what a full replay of the stored counts gives, after any sequence of
writes of every kind (add, correct, delete, restore, rename, merge, import): one path keeps them all, the
league tallies too. Covers games/refresh.py through every write of games/ (rounds, changes, export_import,
seats) and leagues/ (players, tallies, meetings)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import func, select

from scorepad.core.errors import Refused
from scorepad.extensions import db
from scorepad.games import export_import, rounds
from scorepad.games.changes import change_game
from scorepad.games.rounds import RoundWrite
from scorepad.games.seats import league_player
from scorepad.games.view import GameView
from scorepad.leagues.players import merge_players
from scorepad.leagues.tallies import SUMMED, recount_league
from scorepad.models import Entry, Event, Game, League, LeagueMeeting, LeagueTally, Round
from scorepad.rules.entries import went_out
from scorepad.rules.game import places
from tests.families.canasta.kit import CLASSIC

from .conftest import ME

KINDS = ("add", "add", "add", "correct", "delete", "restore", "rename", "merge", "import")


@st.composite
def possible_round(draw: st.DrawFn, sides: int = 2) -> list[dict[str, Any]]:
    """A round that can have happened under classic rules, with target 1,000 so games also end."""
    out = draw(st.none() | st.integers(0, sides - 1))
    reds = CLASSIC.red_threes_in_deck
    entries = []
    for side in range(sides):
        natural = draw(st.integers(1 if side == out else 0, 2))
        laid = draw(st.integers(0, min(2, reds)))
        reds -= laid
        entries.append(
            {
                "meld_points": max(draw(st.integers(0, 60)) * 5, 35 * natural),
                "hand_points": 0 if side == out else draw(st.integers(0, 20)) * 5,
                "natural_canastas": natural,
                "red_threes": laid,
                "going_out": draw(st.sampled_from(["out", "concealed"])) if side == out else None,
            }
        )
    return entries


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


def write(kind: str, game: Game, league: League, data: st.DataObject) -> str | None:
    """One write of the given kind to the game; returns the id of a game it made (an import), if any."""
    last = rounds.last_number(game)
    if kind == "add":
        rounds.save_round(game.id, RoundWrite(data.draw(possible_round())), ME)
    elif kind == "correct" and last:
        rounds.save_round(
            game.id, RoundWrite(data.draw(possible_round()), data.draw(st.integers(1, last)), correcting=True), ME
        )
    elif kind == "delete" and last:
        rounds.delete_round(game.id, last, ME)
    elif kind == "restore":
        rounds.restore_round(game.id, last + 1, ME)
    elif kind == "rename":
        names = data.draw(st.sampled_from(["Anna", "Eve", "Finn", "Gus", "Hal"]) | st.just("New"))
        change_game(game.id, [{"name": f"{names} & co"}, {"players": [f"{names} 2", "Dan"]}], None, ME)
    elif kind == "merge":
        outsider = league_player(league, data.draw(st.sampled_from(["Ida", "Jon"])), None)
        db.session.commit()
        source = data.draw(st.sampled_from([s.player for side in game.sides for s in side.seats]))
        merge_players(league, source.id, outsider.id)
    elif kind == "import":
        copy, _token = export_import.import_game(export_import.export_json(game), ME)
        return copy.id
    return None


@settings(
    max_examples=200,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_kept_numbers_match_a_replay_after_any_writes(
    data: st.DataObject, new_game: Callable[..., Game], new_league: Callable[..., League]
) -> None:
    league = new_league(f"Club {data.draw(st.integers(0, 10**9))}", target=1000)
    game = new_game(league=league)
    for kind in data.draw(st.lists(st.sampled_from(KINDS), max_size=30)):
        before = db.session.get(League, league.id).standings_version
        try:
            made = write(kind, db.session.get(Game, game.id), league, data)
        except Refused:
            db.session.rollback()  # refused writes (the game is over, nothing to restore) change nothing
            made = None
        check(game.id)
        if made:
            check(made)
        elif kind not in ("merge", "import"):
            assert db.session.get(League, league.id).standings_version >= before
        check_tallies(league.id)
