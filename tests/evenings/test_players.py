"""Late arrivals and leavers: drawn from the next round on, or no more; a round already drawn never changes."""

from __future__ import annotations

import pytest

from scorepad.core.errors import Conflict, Invalid, NotFound
from scorepad.evenings.players import arrive, leave
from scorepad.evenings.rounds import close_round
from scorepad.extensions import db
from scorepad.models import Evening, Player
from tests.evenings.conftest import NAMES, ORGANISER


def public(name: str) -> str:
    """A league player's public id by name."""
    return db.session.scalar(db.select(Player.public_id).where(Player.name == name))


def key(name: str) -> int:
    """A league player's database id by name."""
    return db.session.scalar(db.select(Player.id).where(Player.name == name))


def drawn_players(drawn) -> list[int]:
    """Everyone of a round: seated or sitting out."""
    return sorted([p for t in drawn.tables for side in t.sides for p in side] + list(drawn.byes))


def test_a_late_arrival_joins_from_the_next_round_and_the_round_playing_stays(start):
    evening = start()
    first = drawn_players(evening.drawn[0])
    evening = arrive(evening.id, ["Zoe", "Yann"], ORGANISER)
    assert drawn_players(evening.drawn[0]) == first
    late = [p for p in evening.players if p.arrived == 2]
    assert len(late) == 2
    evening = close_round(evening.id, ORGANISER, force=True)
    second = evening.drawn[1]
    assert drawn_players(second) == sorted(first + [p.player_id for p in late])
    assert len(second.tables) == 3 and len(second.byes) == 2  # 14 players: three tables of four, two sit out


def test_a_leaver_is_out_of_the_next_draw_keeping_what_was_played(start):
    evening = start()
    gone = key(NAMES[0])
    evening = leave(evening.id, public(NAMES[0]), ORGANISER)
    assert gone in drawn_players(evening.drawn[0])
    assert next(p for p in evening.players if p.player_id == gone).left == 1
    evening = close_round(evening.id, ORGANISER, force=True)
    assert gone not in drawn_players(evening.drawn[1]) and len(evening.drawn[1].byes) == 3


def test_a_leaver_may_come_back(start):
    evening = start()
    leave(evening.id, public(NAMES[0]), ORGANISER)
    evening = arrive(evening.id, [NAMES[0]], ORGANISER)
    row = next(p for p in evening.players if p.player_id == key(NAMES[0]))
    assert (row.arrived, row.left) == (2, None)


def test_a_late_arrival_who_leaves_before_playing_leaves_no_trace(start):
    evening = start()
    arrive(evening.id, ["Zoe"], ORGANISER)
    evening = leave(evening.id, public("Zoe"), ORGANISER)
    assert key("Zoe") not in {p.player_id for p in evening.players}


def test_pairs_arrive_and_leave_as_partnerships(start):
    evening = start(count=8, form="pairs", movement="mitchell")
    with pytest.raises(Invalid) as refused:
        arrive(evening.id, ["Zoe"], ORGANISER)
    assert refused.value.problems[0].code == "not_a_partnership"
    evening = arrive(evening.id, ["Zoe", "Yann"], ORGANISER)
    pair = {p.pair for p in evening.players if p.arrived == 2}
    assert len(pair) == 1 and pair != {None}
    partner = next(p for p in evening.players if p.player_id == key(NAMES[0])).pair
    evening = leave(evening.id, public(NAMES[0]), ORGANISER)
    assert all(p.left == 1 for p in evening.players if p.pair == partner)
    evening = close_round(evening.id, ORGANISER, force=True)
    seated = drawn_players(evening.drawn[1])
    assert key("Zoe") in seated and not {p.player_id for p in evening.players if p.pair == partner} & set(seated)


@pytest.mark.parametrize(
    ("players", "kind"),
    [("Zoe", Invalid), ([], Invalid), ([{"id": "no-such-player"}], Invalid), ([NAMES[0]], Invalid)],
)
def test_a_bad_arrival_names_its_problem_and_stores_nothing(start, players, kind):
    evening = start()
    before = (len(evening.players), evening.version)
    with pytest.raises(kind) as refused:
        arrive(evening.id, players, ORGANISER)
    assert refused.value.problems and all(p.path.startswith("players") for p in refused.value.problems)
    db.session.rollback()
    stored = db.session.get(Evening, evening.id)
    assert (len(stored.players), stored.version) == before


def test_leaving_twice_or_as_a_stranger_or_after_the_evening_is_refused(start):
    evening = start(rounds=1)
    leave(evening.id, public(NAMES[0]), ORGANISER)
    with pytest.raises(Conflict):
        leave(evening.id, public(NAMES[0]), ORGANISER)
    with pytest.raises(NotFound):
        leave(evening.id, "no-such-player", ORGANISER)
    with pytest.raises(NotFound):
        leave("no-such-evening", public(NAMES[1]), ORGANISER)
    close_round(evening.id, ORGANISER, force=True)
    with pytest.raises(Conflict) as refused:
        arrive(evening.id, ["Zoe"], ORGANISER)
    assert refused.value.problems[0].code == "evening_over"
