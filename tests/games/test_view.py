"""A stored game read back (games/view.py): rounds re-scored from the raw counts, where the game stands, who deals,
who sits out, and the versions a cached page is keyed by."""

from __future__ import annotations

import pytest

from scorepad.core.errors import NotFound
from scorepad.extensions import db
from scorepad.games import rounds
from scorepad.games.rounds import RoundWrite
from scorepad.games.view import GameView, etag_of, rules_of, shown_version, side_sizes
from scorepad.models import Game
from tests.conftest import HELD, WON

from .conftest import ME

FIVE = [{"name": "Three", "players": ["Anna", "Ben", "Cara"]}, {"name": "Two", "players": ["Dan", "Eve"]}]


def played(game: Game, *rows: list[dict]) -> GameView:
    """The game after these rounds, read back afresh."""
    for entries in rows:
        rounds.save_round(game.id, RoundWrite(entries), ME)
    db.session.expire_all()
    return GameView(db.session.get(Game, game.id))


def test_rounds_are_replayed_from_the_raw_counts(new_game):
    view = played(new_game(), [WON, HELD], [HELD, WON])  # 940 and 40, then 40 and 940
    assert view.round_numbers == [1, 2] and view.round_count == 2
    assert view.totals == [980, 980] and [[r.score for r in o.results] for o in view.replay.outcomes] == [
        [940, 40],
        [40, 940],
    ]
    assert view.round_entries[0][0].meld_points == 240 and view.names == ["Anna & Ben", "Cara & Dan"]
    assert (view.finished, view.winner, view.margin) == (False, None, None)
    assert view.family.key == "canasta" and view.preset_name == "Classic (Regency Club)"
    assert view.figures == {"target": 5000, "tie_over_target": False}
    assert view.side_figures == [{"initial_meld": 50}, {"initial_meld": 50}]


def test_a_finished_game_has_its_winner_and_margin(new_game):
    game = new_game(sides=[{"name": "A", "players": ["a", "b"], "start": 4500}, {"name": "B", "players": ["c", "d"]}])
    view = played(game, [WON, HELD])  # 4500 + 940 = 5440 against 40
    assert view.totals == [5440, 40] and (view.finished, view.winner, view.margin) == (True, 0, 5400)


def test_who_deals_next_by_the_rotation(new_game):
    assert played(new_game(), [WON, HELD]).next_dealer == "Cara"  # clockwise from Anna
    winner = played(new_game(dealer={"first": 0, "rotation": "winner"}), [WON, HELD])
    assert winner.dealer_seats == [0, 2] and winner.next_dealer == "Ben"  # Anna's side won: her partner deals
    assert winner.seat_name(3) == "Dan"


def test_at_a_table_of_five_the_side_of_three_sits_out_in_turn(new_game):
    game = new_game(sides=FIVE)
    view = played(game)
    assert side_sizes(view.game) == [3, 2] and view.sitting_out == "Anna" and view.next_dealer == "Dan"
    assert played(game, [WON, HELD]).sitting_out == "Ben"


def test_stored_settings_are_read_once_per_text(new_game):
    first, second = new_game(), new_game()
    assert rules_of(first) is rules_of(second) and rules_of(first).target == 5000


def test_the_versions_a_page_is_keyed_by(new_game, new_league):
    game = new_game()
    shown = shown_version(game.id)
    assert (shown.id, shown.league_id, shown.version, shown.versions[0]) == (game.id, None, 1, "1")
    assert len(shown.versions) == 2 and shown.versions[1].isdigit()  # when it last changed
    in_league = shown_version(new_game(new_league()).id)
    assert in_league.league_id is not None and len(in_league.versions) == 3
    assert etag_of("abc", 3) == '"abc.3"' and GameView(game).etag == f'"{game.id}.1"'
    with pytest.raises(NotFound):
        shown_version("no-such-game")
