"""The one path for the numbers kept for speed (games/refresh.py), below HTTP: after a write, each entry, side and
game holds what a replay of the stored counts gives (tests/games/test_kept_numbers.py checks it for any sequence
of writes; here the parts, worked by hand)."""

from __future__ import annotations

import pytest

from scorepad.core.errors import Conflict
from scorepad.extensions import db
from scorepad.families.canasta.family import FAMILY as CANASTA
from scorepad.families.canasta.rules.entries import SideEntry
from scorepad.families.romme.family import FAMILY as ROMME
from scorepad.families.romme.rules.entries import PlayerHand
from scorepad.games import evidence, rounds
from scorepad.games.refresh import last_number, league_counts, partnership_key, refresh, totals_before
from scorepad.games.rounds import RoundWrite
from scorepad.leagues.changes import create_league
from scorepad.models import Game
from scorepad.storage.database import writing
from tests.conftest import HELD, WON

from .conftest import ME


def add(game: Game, *entries: dict) -> None:
    """Add a round through the write operation."""
    rounds.save_round(game.id, RoundWrite(list(entries)), ME)


def test_a_familys_league_counts_fill_two_slots():
    assert league_counts(CANASTA, SideEntry(natural_canastas=2, joker_canastas=1)) == (3, 0)
    assert league_counts(ROMME, PlayerHand(hand_points=20)) == (0, 0)


def test_a_partnership_is_its_players_ids_in_order(new_game, new_league):
    game = new_game(new_league())
    ids = sorted(seat.player_id for seat in game.sides[0].seats)
    assert partnership_key(game.sides[0]) == f"{ids[0]}-{ids[1]}"
    alone = new_game(sides=[{"name": "A", "players": ["Anna"]}, {"name": "B", "players": ["Ben"]}])
    assert partnership_key(alone.sides[0]) == ""


def test_totals_before_a_round_are_the_starts_or_the_round_befores(new_game):
    game = new_game(sides=[{"name": "A", "players": ["a", "b"], "start": 1500}, {"name": "B", "players": ["c", "d"]}])
    assert last_number(game) == 0 and totals_before(game, 1) == [1500, 0]
    add(game, WON, HELD)
    add(game, HELD, WON)
    assert last_number(game) == 2 and totals_before(game, 2) == [2440, 40] and totals_before(game, 3) == [2480, 980]


def test_every_side_summary_after_a_write(new_game):
    game = new_game()
    add(game, {**WON, "mixed_canastas": 1, "meld_points": 300}, HELD)  # 300+500+300+100+100 = 1300, and 40
    add(game, HELD, WON)  # 40 and 940
    stored = db.session.get(Game, game.id)
    first, second = stored.sides
    assert [s.total for s in stored.sides] == [1340, 980] and stored.status == "playing"
    assert (first.rounds_played, first.count_1, first.went_out, first.against, first.place) == (2, 2, 1, 980, 1)
    assert (second.count_1, second.went_out, second.against, second.place, second.won) == (1, 1, 1340, 2, False)
    assert [e.score for e in stored.rounds[0].entries] == [1300, 40]
    assert [e.total for e in stored.rounds[1].entries] == [1340, 980]


KEPT = ("total", "rounds_played", "count_1", "count_2", "went_out", "against", "won", "place", "partnership")


def kept(game_id: str) -> list[object]:
    """Every number a game keeps for speed: its own, each side's and each entry's, read from the database."""
    db.session.expire_all()
    game = db.session.get(Game, game_id)
    own = [game.status, game.winner, game.margin, game.confirmed]
    sides = [[getattr(side, name) for name in KEPT] for side in game.sides]
    entries = [(e.score, e.total, e.went_out, e.count_1, e.count_2) for r in game.rounds for e in r.entries]
    return [own, sides, entries]


def test_a_round_added_keeps_what_a_full_refresh_gives(new_game):
    league, _token = create_league("Club", "classic", confirmations_required=True)
    game = new_game(
        league, sides=[{"name": "A", "players": ["a", "b"], "start": 3000}, {"name": "B", "players": ["c", "d"]}]
    )
    add(game, {**WON, "mixed_canastas": 1, "meld_points": 300}, HELD)  # 1300 and 40: 4300 against 40
    for side in (0, 1):
        evidence.confirm_round(game.id, 1, side, ME)
    assert kept(game.id)[0] == ["playing", None, None, True]
    add(game, HELD, WON)  # 40 and 940: 4340 against 980, nobody confirmed round 2 yet
    add(game, WON, HELD)  # 940 and 40: 5280 against 1020, the game is over
    added = kept(game.id)
    assert added[0] == ["finished", 0, 4260, False] and added[1][0][:5] == [5280, 3, 3, 0, 2]
    with writing():
        refresh(db.session.get(Game, game.id), since=1)
    assert kept(game.id) == added


def test_a_game_over_the_target_is_finished_with_its_winner(new_game):
    game = new_game(sides=[{"name": "A", "players": ["a", "b"], "start": 4500}, {"name": "B", "players": ["c", "d"]}])
    add(game, WON, HELD)  # 5440 against 40
    stored = db.session.get(Game, game.id)
    assert (stored.status, stored.winner, stored.margin) == ("finished", 0, 5400)
    assert [s.won for s in stored.sides] == [True, False]


def test_a_round_before_the_last_may_not_end_the_game(new_game):
    game = new_game(sides=[{"name": "A", "players": ["a", "b"], "start": 4000}, {"name": "B", "players": ["c", "d"]}])
    add(game, HELD, HELD)
    add(game, HELD, HELD)
    round_1 = db.session.get(Game, game.id).rounds[0]
    round_1.entries[0].counts = {**round_1.entries[0].counts, "meld_points": 1200, "natural_canastas": 2}
    with pytest.raises(Conflict) as refused:
        refresh(db.session.get(Game, game.id), since=1)
    assert refused.value.problems[0].text() == "This would end the game at round 1, before its last round."
    db.session.rollback()
