"""League tallies: each standings row's sums over the league's finished games, all time and per season, kept
with every write so a standings read adds nothing up.

A finished league game's shares (one per player, one per partnership) are stored as counted. Any later write to
the game (a correction, a reopen, a renamed seat, a merge) takes exactly those shares back out of the tallies
and counts the game's new ones, so the tallies never drift, in constant time per game.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import String, case, cast, delete, func, insert, literal, select
from sqlalchemy.dialects import postgresql, sqlite

from ..extensions import db
from ..models import Game, League, LeagueMeeting, LeagueShare, LeagueTally, Season, Seat, Side
from . import meetings

FIGURES = ("won", "points_for", "points_against", "rounds", "count_1", "count_2", "went_out")
SUMMED = ("played", *FIGURES, "places")
TALLY_KEY = ("league_id", "season_id", "kind", "key")


def shares_of(game: Game) -> list[dict[str, Any]]:
    """What a finished league game adds to each of its players' and partnerships' rows."""
    out = []
    for side in game.sides:
        figures = {
            "side": side.position,
            "won": int(side.won),
            "points_for": side.total,
            "points_against": side.against,
            "rounds": side.rounds_played,
            "count_1": side.count_1,
            "count_2": side.count_2,
            "went_out": side.went_out,
            "place": side.place,
        }
        keys = [("player", str(seat.player_id)) for seat in side.seats]
        if side.partnership:
            keys.append(("partnership", side.partnership))
        out += [{"kind": kind, "key": key, **figures} for kind, key in keys]
    return out


Deltas = dict[tuple[str, int, str, str], dict[str, int]]  # (league, season or 0, kind, key) -> net change


def counts(game: Game) -> bool:
    """Whether a game counts in its league's standings: finished, and confirmed throughout by every side where
    the league requires it."""
    if game.league_id is None or game.status != "finished":
        return False
    return game.confirmed or not db.session.scalar(
        select(League.confirmations_required).where(League.id == game.league_id)
    )


def recount_game(game: Game) -> bool:
    """Take the game's counted shares out of its league's tallies and count its present ones (if it counts);
    whether it counts."""
    table = LeagueShare.__table__
    old = [dict(r) for r in db.session.execute(select(table).where(table.c.game_id == game.id)).mappings()]
    counted = counts(game)
    new = shares_of(game) if counted else []
    if not old and not new:
        return counted  # a round of an unfinished game: nothing the standings read
    placed = {"game_id": game.id, "league_id": game.league_id, "played_on": game.played_on}
    if in_order(old) == in_order([{**row, **placed} for row in new]):
        return counted  # a renamed side, say
    deltas: Deltas = {}
    met: meetings.Met = {}
    if old:
        into = scopes(old[0]["league_id"], old[0]["played_on"])
        gather(deltas, old, into, -1)
        meetings.gather(met, old, into, -1)
        db.session.execute(delete(table).where(table.c.game_id == game.id))
    if new:
        rows = [{**row, **placed} for row in new]
        db.session.execute(insert(table), rows)
        into = scopes(rows[0]["league_id"], rows[0]["played_on"])
        gather(deltas, rows, into, 1)
        meetings.gather(met, rows, into, 1)
    upsert(
        LeagueTally,
        SUMMED,
        [{**dict(zip(TALLY_KEY, at, strict=True)), **n} for at, n in deltas.items() if any(n.values())],
    )
    upsert(LeagueMeeting, ("wins",), meetings.rows(met))
    return counted


def in_order(shares: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Shares in one order, to compare."""
    return sorted(shares, key=lambda s: (s["kind"], s["key"]))


def scopes(league_id: str, day: date) -> list[int]:
    """The tallies a game played on `day` counts in: all games (0) and every season holding that day."""
    seasons = select(Season.id).where(Season.league_id == league_id, Season.start <= day, Season.end >= day)
    return [0, *db.session.scalars(seasons)]


def gather(deltas: Deltas, shares: list[dict[str, Any]], into: list[int], sign: int) -> None:
    """Add (sign 1) or take back (sign -1) one game's shares in the net change of every tally they count in."""
    for share in shares:
        amounts = {"played": sign, **{k: sign * share[k] for k in FIGURES}, "places": sign * share["place"]}
        for scope in into:
            net = deltas.setdefault((share["league_id"], scope, share["kind"], share["key"]), dict.fromkeys(SUMMED, 0))
            for name, amount in amounts.items():
                net[name] += amount


def upsert(model: Any, summed: tuple[str, ...], rows: list[dict[str, Any]]) -> None:
    """Add the rows' `summed` columns to the stored ones (a row not stored yet is inserted), in one statement
    and atomically in the database: two writers of one league on PostgreSQL never lose each other's sums."""
    if not rows:
        return
    dialect = postgresql if db.engine.dialect.name == "postgresql" else sqlite
    statement = dialect.insert(model).values(rows)
    statement = statement.on_conflict_do_update(
        index_elements=[c.name for c in model.__table__.primary_key.columns],
        set_={k: getattr(model, k) + getattr(statement.excluded, k) for k in summed},
    )
    db.session.execute(statement)


def count_season(season: Season) -> None:
    """Fill a new season's tallies from the shares of the games in its dates (a write, once per season)."""
    db.session.flush()
    count_range(season.league_id, season.id, season.start, season.end)


def count_range(league_id: str, scope: int, start: date | None, end: date | None) -> None:
    """Sum a league's shares from `start` to `end` (None: no bound) into the tallies of `scope`."""
    dates = [LeagueShare.played_on >= start] if start else []
    dates += [LeagueShare.played_on <= end] if end else []
    query = (
        select(
            literal(league_id),
            literal(scope),
            LeagueShare.kind,
            LeagueShare.key,
            func.count(),
            *(func.sum(getattr(LeagueShare, k)) for k in FIGURES),
            func.sum(LeagueShare.place),
        )
        .where(LeagueShare.league_id == league_id, *dates)
        .group_by(LeagueShare.kind, LeagueShare.key)
    )
    db.session.execute(insert(LeagueTally).from_select([*TALLY_KEY, *SUMMED], query))
    meetings.count_range(league_id, scope, start, end)


def recount_league(league_id: str) -> None:
    """Count every finished game of a league anew (after a bulk load; a write that can take seconds)."""
    db.session.execute(delete(LeagueTally).where(LeagueTally.league_id == league_id))
    db.session.execute(delete(LeagueMeeting).where(LeagueMeeting.league_id == league_id))
    db.session.execute(delete(LeagueShare).where(LeagueShare.league_id == league_id))
    finished = [Game.league_id == league_id, Game.status == "finished"]
    if db.session.scalar(select(League.confirmations_required).where(League.id == league_id)):
        finished.append(Game.confirmed.is_(True))
    common = (
        Side.game_id,
        Game.league_id,
        Game.played_on,
        Side.position,
        case((Side.won, 1), else_=0),
        Side.total,
        Side.against,
        Side.rounds_played,
        Side.count_1,
        Side.count_2,
        Side.went_out,
        Side.place,
    )
    columns = ["kind", "key", "game_id", "league_id", "played_on", "side", *FIGURES, "place"]
    players = (
        select(literal("player"), cast(Seat.player_id, String), *common)
        .select_from(Seat)
        .join(Side, Side.id == Seat.side_id)
        .join(Game, Game.id == Side.game_id)
        .where(*finished)
    )
    pairs = (
        select(literal("partnership"), Side.partnership, *common)
        .join(Game, Game.id == Side.game_id)
        .where(*finished, Side.partnership != "")
    )
    db.session.execute(insert(LeagueShare).from_select(columns, players))
    db.session.execute(insert(LeagueShare).from_select(columns, pairs))
    count_range(league_id, 0, None, None)
    for season in db.session.scalars(select(Season).where(Season.league_id == league_id)):
        count_range(league_id, season.id, season.start, season.end)
