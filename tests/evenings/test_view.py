"""The evening's read: players, rounds, tables (seats "table.seat", states, hands played), byes and ranking, in
a few queries whatever the number of tables; and the version alone for a conditional read."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import event

from scorepad.evenings.players import arrive
from scorepad.evenings.rights import table_token
from scorepad.evenings.rounds import close_round
from scorepad.evenings.view import evening_version, read_evening, table_of, table_tokens
from scorepad.extensions import db
from tests.evenings.conftest import ORGANISER, play

WIN_BIG = {"meld_points": 240, "natural_canastas": 1, "red_threes": 1, "going_out": "out"}  # 940
SMALL = {"meld_points": 85, "hand_points": 45}  # 40


@contextmanager
def counted() -> Iterator[list[str]]:
    """The statements sent to the database meanwhile."""
    sent: list[str] = []

    def note(*args: object) -> None:
        sent.append(str(args[2]))

    event.listen(db.engine, "before_cursor_execute", note)
    try:
        yield sent
    finally:
        event.remove(db.engine, "before_cursor_execute", note)


def test_the_read_shows_tables_seats_states_and_hands(start):
    evening = start(count=14)
    first = evening.drawn[0].tables[0]
    play(first.game_id, times=3)
    play(evening.drawn[0].tables[1].game_id)
    db.session.expire_all()
    view = read_evening(evening.id)
    assert view.family == "canasta" and view.current.number == 1
    (drawn,) = view.rounds
    assert [(t.number, t.state, t.hands) for t in drawn.tables] == [
        (1, "finished", 3),
        (2, "playing", 1),
        (3, "playing", 0),
    ]
    assert [s.seat for s in drawn.tables[0].seats] == ["1.1", "1.3", "1.2", "1.4"]
    assert [s.side for s in drawn.tables[0].seats] == [0, 0, 1, 1]
    assert drawn.tables[0].totals == (3 * 940, 3 * 40)
    assert len(drawn.byes) == 2 and {b.name for b in drawn.byes}.isdisjoint(
        s.player.name for t in drawn.tables for s in t.seats
    )
    assert len(view.players) == 14 and len(view.ranking) == 14
    leaders = [line for line in view.ranking if line.row.rank == 1]
    assert {line.player.name for line in leaders} == {s.player.name for s in drawn.tables[0].seats[:2]}
    assert leaders[0].row.victory_points == 20 and leaders[0].row.played == 1  # a margin of 2700: 20-0
    assert all(line.row.byes == 0 for line in view.ranking)  # the round isn't complete: byes don't count yet


def test_byes_count_once_the_round_is_complete(start):
    evening = start(count=13, bye_score=12)
    evening = close_round(evening.id, ORGANISER, force=True)
    view = read_evening(evening.id)
    (bye,) = view.rounds[0].byes
    line = next(line for line in view.ranking if line.player == bye)
    assert (line.row.byes, line.row.victory_points, line.row.played) == (1, 12, 0)


def test_the_whole_evening_is_read_in_a_few_queries_however_many_tables(start):
    sent = []
    for evening in (start(count=8), start(count=40)):  # 2 tables, 10 tables
        db.session.expire_all()
        with counted() as one:
            read_evening(evening.id)
        sent.append(len([s for s in one if s != "BEGIN"]))
    assert sent[0] == sent[1] <= 8, sent  # the evening, its rounds, players, tables, league, games, sides, names


def test_the_version_alone_is_one_query_and_moves_with_the_tables(start):
    evening = start()
    with counted() as sent:
        before = evening_version(evening.id)
    (query,) = [s for s in sent if s != "BEGIN"]
    assert query.startswith("SELECT evenings.version \nFROM evenings \nWHERE evenings.id = ")  # ? or %(key)s
    assert evening_version("no-such-evening") is None
    play(evening.drawn[0].tables[2].game_id)
    assert evening_version(evening.id) > before
    arrived = evening_version(arrive(evening.id, ["Zoe"], ORGANISER).id)
    assert arrived > before + 1


def test_the_organiser_is_given_each_tables_token_and_a_game_names_its_table(start):
    evening = start()
    tokens = table_tokens(evening)
    assert set(tokens) == {t.game_id for t in evening.drawn[0].tables}
    assert all(tokens[g] == table_token(g) for g in tokens)
    table = table_of(evening.drawn[0].tables[1].game_id)
    assert table.number == 2 and table.evening_id == evening.id and table_of("no-such-game") is None


def test_the_version_read_before_the_app_is_the_same(start, app):
    from scorepad.evenings.view import evening_version_alone

    evening = start(count=8)
    assert evening_version_alone(db.engine, evening.id) == evening_version(evening.id) == evening.version
    assert evening_version_alone(db.engine, "no-such-evening") is None


def test_a_leagues_evenings_newest_first(start, league):
    from scorepad.evenings.view import league_evenings

    assert league_evenings(league.id) == []
    first = start(count=8, name="First")
    second = close_round(start(count=8, name="Second", rounds=1).id, ORGANISER, force=True)
    listed = league_evenings(league.id)
    assert [(e.id, e.name, e.state, e.drawn, e.rounds) for e in listed] == [
        (second.id, "Second", "finished", 1, 1),
        (first.id, "First", "playing", 1, 3),
    ]
    assert league_evenings("another-league") == []
