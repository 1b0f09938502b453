"""League meetings: how often each player or partnership won a game in which another sat opposite, all time and
per season, kept from the same counted shares as the tallies (games/tallies.py) with every write. Head-to-head
between two tied rows is then one lookup each, whatever the league's size."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import and_, func, insert, literal, select
from sqlalchemy.orm import aliased

from ..extensions import db
from ..models import LeagueMeeting, LeagueShare

Met = dict[tuple[str, int, str, str, str], int]  # (league, season or 0, kind, key, opponent) -> net wins


def gather(met: Met, shares: list[dict[str, Any]], into: list[int], sign: int) -> None:
    """Add (sign 1) or take back (sign -1) one game's wins over the rows that sat opposite, in every scope."""
    for mine in shares:
        if not mine["won"]:
            continue
        for theirs in shares:
            if theirs["kind"] == mine["kind"] and theirs["side"] != mine["side"]:
                for scope in into:
                    at = (mine["league_id"], scope, mine["kind"], mine["key"], theirs["key"])
                    met[at] = met.get(at, 0) + sign


def rows(met: Met) -> list[dict[str, Any]]:
    """The net changes as rows for the upsert (those that cancel out left out)."""
    names = ("league_id", "season_id", "kind", "key", "opponent")
    return [{**dict(zip(names, at, strict=True)), "wins": wins} for at, wins in met.items() if wins]


def count_range(league_id: str, scope: int, start: date | None, end: date | None) -> None:
    """Count a league's meetings from `start` to `end` (None: no bound) into `scope`, from its shares."""
    mine, theirs = aliased(LeagueShare), aliased(LeagueShare)
    dates = [mine.played_on >= start] if start else []
    dates += [mine.played_on <= end] if end else []
    query = (
        select(literal(league_id), literal(scope), mine.kind, mine.key, theirs.key, func.count())
        .join(theirs, and_(theirs.game_id == mine.game_id, theirs.kind == mine.kind, theirs.side != mine.side))
        .where(mine.league_id == league_id, mine.won == 1, *dates)
        .group_by(mine.kind, mine.key, theirs.key)
    )
    columns = ["league_id", "season_id", "kind", "key", "opponent", "wins"]
    db.session.execute(insert(LeagueMeeting).from_select(columns, query))
