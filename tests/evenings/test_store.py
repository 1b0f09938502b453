"""An evening as stored and as the engine takes it: found by id, its settings and drawn rounds as engine values
(the seed reproduces the stored draw), who is present in a round, and the partnerships."""

from __future__ import annotations

import pytest

from scorepad.core.errors import NotFound
from scorepad.evenings import store
from scorepad.evenings.bands import BURRACO_4_HANDS
from scorepad.evenings.draw import draw_round
from scorepad.evenings.players import arrive, leave
from scorepad.extensions import db
from scorepad.models import Player
from tests.evenings.conftest import NAMES, ORGANISER


def test_an_evening_is_found_by_its_id_or_not_at_all(start):
    evening = start(count=8)
    assert store.get_evening(evening.id) is evening and store.lock_evening(evening.id) is evening
    for wrong in ("no-such-evening", 7, None, "a/b"):
        assert store.find_evening(wrong) is None
        with pytest.raises(NotFound):
            store.get_evening(wrong)
        with pytest.raises(NotFound):
            store.lock_evening(wrong)
    db.session.rollback()


def test_the_stored_draw_is_the_one_the_seed_makes(start, league):
    evening = start(count=13)
    draw = store.draw_of(evening, league.ruleset_key)
    assert (draw.form, draw.shapes, draw.seed, draw.movement) == ("individuals", ((2, 2),), evening.seed, None)
    players = tuple(sorted(p.player_id for p in evening.players))
    assert store.drawn_rounds(evening) == (draw_round(draw, players),)


def test_who_is_present_in_a_round(start):
    evening = start(count=8)
    arrive(evening.id, ["Zoe"], ORGANISER)
    anna = db.session.scalar(db.select(Player).where(Player.name == NAMES[0]))
    evening = leave(evening.id, anna.public_id, ORGANISER)
    zoe = db.session.scalar(db.select(Player.id).where(Player.name == "Zoe"))
    one, two = ({p.player_id for p in store.present(evening, n)} for n in (1, 2))
    assert anna.id in one and zoe not in one and anna.id not in two and zoe in two and len(one) == len(two) == 8


def test_partnerships_and_shapes_of_a_pairs_evening(start):
    evening = start(count=8, form="pairs")
    teams = store.partnerships(evening.players)
    assert len(teams) == 4 and all(len(team) == 2 and list(team) == sorted(team) for team in teams)
    assert store.shapes_of("tally", "pairs") == ((2, 2),)
    assert store.shapes_of("tally", "individuals") == ((1, 1), (1, 1, 1), (2, 2))


def test_a_band_table_is_stored_as_rows_and_read_back(start, league):
    rows = store.bands_json(BURRACO_4_HANDS)
    assert rows[0] == [100, 10, 10] and rows[-1] == [None, 20, 0]
    assert store.bands_of(rows) == BURRACO_4_HANDS
    evening = start(count=8, scoring="match_points", bye_score=2)
    scoring = store.scoring_of(evening, league.ruleset_key)
    assert (scoring.method, scoring.bye_score, scoring.lower_wins) == ("match_points", 2, False)
    assert store.scoring_of(evening, "romme").lower_wins  # Rommé's loss points: the lower total wins
