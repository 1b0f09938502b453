"""League meetings (leagues/meetings.py): who won how often against whom, kept from the counted shares with every
write, all time and per season."""

from __future__ import annotations

from scorepad.extensions import db
from scorepad.leagues.changes import add_season
from scorepad.leagues.meetings import gather, rows
from scorepad.leagues.tallies import recount_league
from scorepad.models import League, LeagueMeeting, Player


def met(league: League) -> dict[tuple[int, str, str, str], int]:
    """The kept meetings by (season, kind, winner, opponent), players by name."""
    names = {str(p.id): p.name for p in db.session.scalars(db.select(Player).where(Player.league_id == league.id))}

    def who(key: str) -> str:
        return "-".join(names[i] for i in key.split("-"))

    query = db.select(LeagueMeeting).where(LeagueMeeting.league_id == league.id, LeagueMeeting.wins != 0)
    return {(m.season_id, m.kind, who(m.key), who(m.opponent)): m.wins for m in db.session.scalars(query)}


def share(side: int, key: str, won: bool, kind: str = "player") -> dict:
    """One game's share of a row, as far as meetings read it."""
    return {"league_id": "L", "kind": kind, "key": key, "side": side, "won": won}


def test_a_win_counts_against_every_row_that_sat_opposite_and_cancels_out():
    game = [share(0, "1", True), share(0, "2", True), share(1, "3", False), share(0, "1-2", True, "partnership")]
    game.append(share(1, "3-4", False, "partnership"))
    found: dict = {}
    gather(found, game, [0, 5], 1)
    assert found[("L", 0, "player", "1", "3")] == 1 and found[("L", 5, "player", "2", "3")] == 1
    assert found[("L", 0, "partnership", "1-2", "3-4")] == 1
    assert ("L", 0, "player", "1", "2") not in found and ("L", 0, "player", "1", "3-4") not in found
    assert len(rows(found)) == 6
    gather(found, game, [5], -1)
    assert {(r["season_id"], r["key"], r["opponent"]) for r in rows(found) if r["kind"] == "player"} == {
        (0, "1", "3"),
        (0, "2", "3"),
    }


def test_meetings_are_kept_with_every_finished_game_and_recounted_alike(new_league, played):
    league = new_league(target=500)
    played(league, ["Anna", "Ben"], ["Cara", "Dan"], "2025-05-01")
    played(league, ["Anna", "Cara"], ["Ben", "Dan"], "2025-07-01")
    add_season(league, "Summer", "2025-06-01", "2025-08-31")
    kept = met(league)
    assert kept[(0, "player", "Anna", "Dan")] == 2 and kept[(0, "player", "Anna", "Cara")] == 1
    assert kept[(0, "partnership", "Anna-Ben", "Cara-Dan")] == 1
    summer = {k: v for k, v in kept.items() if k[0] != 0}
    assert sorted((k[2], k[3]) for k in summer if k[1] == "player") == [
        ("Anna", "Ben"),
        ("Anna", "Dan"),
        ("Cara", "Ben"),
        ("Cara", "Dan"),
    ]
    recount_league(league.id)
    assert met(league) == kept
