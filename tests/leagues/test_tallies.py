"""League tallies (leagues/tallies.py), below HTTP: a finished game's shares summed into every row it counts in,
taken back exactly on a later write, and a recount from scratch giving the same sums."""

from __future__ import annotations

from typing import Any

from scorepad.extensions import db
from scorepad.games import rounds
from scorepad.games.rounds import RoundWrite
from scorepad.leagues.changes import add_season
from scorepad.leagues.tallies import SUMMED, gather, in_order, recount_league, scopes, shares_of
from scorepad.models import League, LeagueTally, Player

from .conftest import LOSS, ME


def tallies(league: League) -> dict[tuple[int, str, str], dict[str, int]]:
    """The kept tallies by (season, kind, name or names)."""
    names = {str(p.id): p.name for p in db.session.scalars(db.select(Player).where(Player.league_id == league.id))}
    out = {}
    for t in db.session.scalars(db.select(LeagueTally).where(LeagueTally.league_id == league.id)):
        who = "-".join(names[i] for i in t.key.split("-"))
        out[(t.season_id, t.kind, who)] = {k: getattr(t, k) for k in SUMMED}
    return out


def test_a_finished_game_adds_a_share_per_player_and_per_partnership(new_league, played):
    league = new_league(target=500)
    game = played(league, ["Anna", "Ben"], ["Cara", "Dan"])
    shares = shares_of(game)
    assert len(shares) == 6 and sorted(s["kind"] for s in shares).count("partnership") == 2
    kept = tallies(league)
    assert kept[(0, "player", "Anna")] == {
        "played": 1,
        "won": 1,
        "points_for": 900,
        "points_against": 80,
        "rounds": 1,
        "count_1": 1,
        "count_2": 0,
        "went_out": 1,
        "places": 1,
    }
    assert kept[(0, "player", "Dan")] == kept[(0, "player", "Cara")]
    assert (kept[(0, "player", "Cara")]["won"], kept[(0, "player", "Cara")]["places"]) == (0, 2)
    assert kept[(0, "partnership", "Anna-Ben")] == kept[(0, "player", "Anna")]


def test_a_later_write_takes_the_games_shares_back_exactly(new_league, played):
    league = new_league(target=500)
    game = played(league, ["Anna", "Ben"], ["Cara", "Dan"])
    played(league, ["Anna", "Cara"], ["Ben", "Dan"])
    rounds.save_round(game.id, RoundWrite([LOSS, LOSS], 1, correcting=True), ME)  # no longer finished
    kept = tallies(league)
    assert kept[(0, "player", "Anna")]["played"] == 1 and kept[(0, "player", "Anna")]["points_for"] == 900
    assert kept[(0, "player", "Ben")]["played"] == 1 and kept[(0, "player", "Ben")]["won"] == 0
    assert kept[(0, "partnership", "Cara-Dan")]["played"] == 0  # only the taken-back game had them together
    assert kept[(0, "partnership", "Anna-Cara")]["won"] == 1


def test_a_recount_gives_the_kept_sums_and_seasons_count_their_dates(new_league, played):
    league = new_league(target=500)
    played(league, ["Anna", "Ben"], ["Cara", "Dan"], "2025-05-01")
    played(league, ["Cara", "Dan"], ["Anna", "Ben"], "2025-07-01")
    season = add_season(league, "Summer", "2025-06-01", "2025-08-31")
    assert scopes(league.id, season.start) == [0, season.id] and scopes(
        league.id, season.start.replace(day=1, month=1)
    ) == [0]
    kept = tallies(league)
    assert kept[(season.id, "player", "Anna")]["played"] == 1 and kept[(0, "player", "Anna")]["played"] == 2
    assert kept[(season.id, "player", "Cara")]["won"] == 1
    recount_league(league.id)
    assert tallies(league) == kept


def test_shares_are_gathered_with_their_sign_into_every_scope():
    share: dict[str, Any] = {"league_id": "L", "kind": "player", "key": "1", "won": 1, "place": 1}
    share |= {"points_for": 900, "points_against": 80, "rounds": 1, "count_1": 1, "count_2": 0, "went_out": 1}
    deltas: dict = {}
    gather(deltas, [share], [0, 7], 1)
    gather(deltas, [{**share, "points_for": 100}], [0], -1)
    assert deltas[("L", 7, "player", "1")]["points_for"] == 900
    assert deltas[("L", 0, "player", "1")] == dict.fromkeys(SUMMED, 0) | {"points_for": 800}
    assert in_order([{"kind": "player", "key": "2"}, {"kind": "partnership", "key": "1-2"}])[0]["kind"] == "partnership"
