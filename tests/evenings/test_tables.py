"""Each table of a drawn round a league game: the league's rules, the drawn sides in their seats, the evening's
hands, a token the organiser can hand out; a draw the engine refuses is a conflict that stores nothing."""

from __future__ import annotations

import pytest

from scorepad.core.errors import Conflict
from scorepad.core.tokens import matches
from scorepad.evenings.players import leave
from scorepad.evenings.rights import table_token
from scorepad.evenings.rounds import close_round
from scorepad.evenings.tables import standings_now
from scorepad.extensions import db
from scorepad.models import Evening, Game, Player
from tests.evenings.conftest import NAMES, ORGANISER, play


def test_a_tables_game_is_a_league_game_of_the_drawn_sides(start, league):
    evening = start(count=8, form="pairs", hands=4)
    table = evening.drawn[0].tables[0]
    game = db.session.get(Game, table.game_id)
    names = {p.id: p.name for p in db.session.scalars(db.select(Player))}
    assert [s.name for s in game.sides] == [" & ".join(names[p] for p in side) for side in table.sides]
    assert (game.league_id, game.ruleset_key, game.hands) == (league.id, league.ruleset_key, 4)
    assert matches(game.token_hash, table_token(game.id))


def test_standing_draws_the_leaders_together(start):
    evening = start(count=8, form="pairs", movement="standing")
    first, second = evening.drawn[0].tables
    play(first.game_id, times=3)
    play(second.game_id, {"meld_points": 50, "hand_points": 20}, {"meld_points": 85, "hand_points": 45}, times=3)
    order = standings_now(evening, "classic")
    leaders = {*first.sides[0]}
    assert set(order[:2]) == leaders
    evening = close_round(evening.id, ORGANISER)
    winners = {*first.sides[0]}, {*second.sides[1]}
    assert any({*side} in winners for side in evening.drawn[1].tables[0].sides)


def test_a_draw_with_too_few_players_is_refused_and_stores_nothing(start):
    evening = start(count=4)
    for name in NAMES[:2]:
        public = db.session.scalar(db.select(Player.public_id).where(Player.name == name))
        leave(evening.id, public, ORGANISER)
    with pytest.raises(Conflict) as refused:
        close_round(evening.id, ORGANISER, force=True)
    assert refused.value.problems[0].path == "players"
    db.session.rollback()
    stored = db.session.get(Evening, evening.id)
    assert [r.state for r in stored.drawn] == ["playing"]
    assert all(db.session.get(Game, t.game_id).status == "playing" for t in stored.drawn[0].tables)
