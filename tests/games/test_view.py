"""A game read back: who deals and who sits out, as the pages and the API show it. A table of five started on the
new-game form, "Anna & Ben & Carl" against "Dora & Emil", sits Anna, Dora, Ben, Emil, Carl clockwise (sides
alternate); the deal goes round all five, and the side of three sits one out each hand, in turn, never the dealer
(worked by hand in tests/rules/test_seating.py)."""

from __future__ import annotations

import html
import re

import pytest

from scorepad.core.errors import NotFound
from scorepad.extensions import db
from scorepad.games import rounds
from scorepad.games.rounds import RoundWrite
from scorepad.games.view import (
    GameView,
    find_game,
    game_version,
    game_version_alone,
    games_by_ids,
    get_game,
    round_version,
    rules_of,
    shown_alone,
    shown_version,
)
from scorepad.models import Game
from tests.conftest import HELD, WON

from .conftest import ME

FIVE = {
    "ruleset": "classic",
    "sides-0-name": "Anna & Ben & Carl",
    "sides-0-size": "3",
    "sides-1-name": "Dora & Emil",
    "sides-1-size": "2",
    "dealer_first": "0",
    "rotation": "clockwise",
}
HAND = {  # the three go out: 240 + 500 + 100 + 100 = 940; the pair 85 - 45 = 40
    "entries-0-meld_points": "240",
    "entries-0-natural_canastas": "1",
    "entries-0-red_threes": "1",
    "out": "0:out",
    "entries-1-meld_points": "85",
    "entries-1-hand_points": "45",
}
DEALT = ["Anna", "Dora", "Ben", "Emil", "Carl", "Anna"]
SAT_OUT = ["Ben", "Anna", "Carl", "Ben", "Anna", "Carl"]


def said(client, path: str, lang: str = "en") -> str:
    """The dealer line of a page ("Anna deals · Ben sits out this hand")."""
    text = html.unescape(client.get(path, headers={"Accept-Language": lang}).get_data(as_text=True))
    return re.search(r'<p class="dealer">(.*?)</p>', text, re.S).group(1)


def start(client, **fields: str) -> str:
    """Start a game on the form; the board's path."""
    started = client.post("/games/new", data={**FIVE, **fields})
    assert started.status_code == 303, started.get_data(as_text=True)
    return started.headers["Location"]


def test_six_hands_at_a_table_of_five_every_dealer_and_sitter_out(client):
    board = start(client, **{"settings-canasta-target": "10000"})
    for number, (dealer, out) in enumerate(zip(DEALT, SAT_OUT, strict=True), start=1):
        assert said(client, board) == f"Next to deal: {dealer} · {out} sits out this hand · target 10,000"
        assert said(client, board + "/rounds/new") == f"{dealer} deals · {out} sits out this hand"
        assert client.post(board + "/rounds/new", data=HAND).status_code == 303, number
    assert said(client, board).startswith("Next to deal: Dora · Ben sits out this hand")
    assert said(client, board, "de").startswith("Als Nächstes gibt: Dora · Ben setzt diese Runde aus")
    assert client.get("/api" + board).get_json()["dealer"]["next"] == "Dora"


@pytest.mark.parametrize(
    ("first", "dealer", "out"), [("0", "Anna", "Ben"), ("1", "Dora", "Anna"), ("2", "Ben", "Anna")]
)
def test_the_first_dealer_chosen_starts_the_deal(client, first, dealer, out):
    board = start(client, dealer_first=first)
    assert said(client, board + "/rounds/new") == f"{dealer} deals · {out} sits out this hand"


def test_hand_and_foot_at_a_table_of_five_sits_nobody_out(client):
    sides = [
        {"name": "Anna & Ben & Carl", "players": ["Anna", "Ben", "Carl"]},
        {"name": "D", "players": ["Dora", "Emil"]},
    ]
    game = client.post("/api/games", json={"ruleset": "hand_and_foot", "sides": sides}).get_json()
    board = f"/games/{game['id']}"
    for dealer in ("Anna", "Dora", "Ben"):
        assert said(client, board).startswith(f"Next to deal: {dealer}")  # nobody sits out
        entries = [{"meld_points": 150, "hand_points": 20}, {"meld_points": 150, "hand_points": 20}]
        token = {"Authorization": f"Bearer {game['token']}"}
        assert client.post(f"/api{board}/rounds", json={"entries": entries}, headers=token).status_code == 201


# Mirrored tests of the module's own behaviour (branch mirror1)


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
    assert [h.dealer for h in winner.hands] == [
        0,
        2,
    ] and winner.next_dealer == "Ben"  # Anna's side won: her partner deals
    assert winner.seat_name(3) == "Dan"


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
    with pytest.raises(NotFound):
        shown_version("no-such-game")


def test_a_game_is_read_by_its_id_or_refused(app, new_game):
    game = new_game()
    assert get_game(game.id) is game and find_game(game.id) is game
    with pytest.raises(NotFound) as missing:
        get_game("nosuchgame")
    assert missing.value.problems[0].path == "_game"
    assert find_game("nosuchgame") is None and find_game({"id": game.id}) is None and find_game("a b") is None


def test_the_games_a_phone_remembers_and_a_rounds_version(new_game):
    first, second = new_game(), new_game()
    assert {g.id for g in games_by_ids([first.id, "gone", second.id])} == {first.id, second.id}
    assert games_by_ids([]) == []
    rounds.save_round(first.id, RoundWrite([WON, HELD]), ME)  # version 2: the game's when the round changed
    assert round_version(first.id, 1) == 2 and round_version(first.id, 2) is None


def test_the_versions_a_reader_and_a_follower_compare_alone_and_in_the_session(app, new_game):
    game = new_game()
    rounds.save_round(game.id, RoundWrite([WON, HELD]), ME)
    version = db.session.get(Game, game.id).version
    assert game_version(game.id) == version == game_version_alone(db.engine, game.id)
    assert game_version("nosuchgame") is None and game_version_alone(db.engine, "nosuchgame") is None
    assert shown_alone(db.engine, game.id) == shown_version(game.id)
    assert shown_alone(db.engine, "nosuchgame") is None
