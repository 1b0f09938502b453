"""League standings by SQL aggregation over the sides' maintained summaries (never a replay of games).

Ranking: the league's game family declares it (rules/family.py `ranking`), and it is applied here the same
way for every family. Canasta: most wins first; then win rate; then head-to-head (wins in games where the
tied players or partnerships sat on opposing sides); then average margin (points for minus points against,
per game). Rommé: most wins first; then the lower mean place (tied players share the better place); then
fewer loss points per game. Rows equal on every step share a rank. Unfinished games never count.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Select, and_, case, func, select
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlalchemy.orm import aliased

from ..extensions import db
from ..games.ratings import MODEL, rebuild
from ..models import Game, League, Player, Season, Seat, Side, StandingsCache
from ..rules.families import family_of
from ..rules.family import Family, Rank

SUMS = ("points_for", "points_against", "rounds", "canastas", "went_out")
FIGURES = (
    "played",
    "won",
    "lost",
    "win_rate",
    "points_for",
    "points_against",
    "average_margin",
    "rounds",
    "canastas",
    "went_out",
    "head_to_head",
)
EXTRA = ("mean_place", "points_per_game")  # shown for a family that ranks by them or shows them


def finished_in(league: League, season: Season | None) -> list[Any]:
    """The SQL conditions for the games that count: the league's finished games, in the season if given."""
    conditions = [Game.league_id == league.id, Game.status == "finished"]
    if season is not None:
        conditions += [Game.played_on >= season.start, Game.played_on <= season.end]
    return conditions


def totals(key: Any, conditions: list[Any]) -> Select[Any]:
    """Per `key` (a player or a partnership): games, wins and the summed side counts."""
    return (
        select(
            key.label("key"),
            func.count().label("played"),
            func.sum(case((Side.won, 1), else_=0)).label("won"),
            func.sum(Side.total).label("points_for"),
            func.sum(Side.against).label("points_against"),
            func.sum(Side.rounds_played).label("rounds"),
            func.sum(Side.canastas).label("canastas"),
            func.sum(Side.went_out).label("went_out"),
            func.sum(Side.place).label("places"),
        )
        .join(Game, Game.id == Side.game_id)
        .where(*conditions)
        .group_by(key)
    )


def head_to_head(keys: list[Any], column: str, conditions: list[Any]) -> dict[Any, int]:
    """Wins of each of `keys` in games where it sat opposite another of `keys`."""
    mine, theirs = aliased(Side), aliased(Side)
    if column == "player":
        my_seat, their_seat = aliased(Seat), aliased(Seat)
        my_key, their_key = my_seat.player_id, their_seat.player_id
        query = (
            select(my_key, func.count(func.distinct(mine.game_id)))
            .select_from(my_seat)
            .join(mine, mine.id == my_seat.side_id)
            .join(theirs, and_(theirs.game_id == mine.game_id, theirs.id != mine.id))
            .join(their_seat, their_seat.side_id == theirs.id)
        )
    else:
        my_key, their_key = mine.partnership, theirs.partnership
        query = (
            select(my_key, func.count(func.distinct(mine.game_id)))
            .select_from(mine)
            .join(theirs, and_(theirs.game_id == mine.game_id, theirs.id != mine.id))
        )
    query = (
        query.join(Game, Game.id == mine.game_id)
        .where(*conditions, mine.won, my_key.in_(keys), their_key.in_(keys))
        .group_by(my_key)
    )
    return dict(db.session.execute(query).all())


def rows_of(result: Any) -> list[dict[str, Any]]:
    """Aggregated SQL rows as standings rows (without rank)."""
    rows = []
    for r in result:
        played, won = int(r.played), int(r.won)
        row = {"key": r.key, "played": played, "won": won, "lost": played - won, "win_rate": won / played}
        row.update({name: int(getattr(r, name)) for name in SUMS})
        row["average_margin"] = (row["points_for"] - row["points_against"]) / played
        row["mean_place"] = int(r.places) / played
        row["points_per_game"] = row["points_for"] / played
        rows.append(row)
    return rows


def ranked(
    rows: list[dict[str, Any]], column: str, conditions: list[Any], ranking: tuple[Rank, ...]
) -> list[dict[str, Any]]:
    """Rows in rank order by the family's ranking, with head-to-head computed for tied groups only (the rows
    equal on the steps before it, or on every step when the ranking doesn't use it)."""
    steps = [r.figure for r in ranking]
    before = steps[: steps.index("head_to_head")] if "head_to_head" in steps else steps
    groups: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault(tuple(row[k] for k in before), []).append(row)
    for group in groups.values():
        wins = head_to_head([r["key"] for r in group], column, conditions) if len(group) > 1 else {}
        for row in group:
            row["head_to_head"] = wins.get(row["key"], 0)
    rows.sort(key=lambda r: (*(-r[k.figure] if k.more_is_better else r[k.figure] for k in ranking), r["name_key"]))
    previous: tuple[Any, ...] | None = None
    for position, row in enumerate(rows, start=1):
        order = tuple(row[k] for k in steps)
        row["rank"] = rows[position - 2]["rank"] if order == previous else position
        previous = order
    return rows


def standings(league: League, season: Season | None) -> dict[str, list[dict[str, Any]]]:
    """Players and partnerships of a league (or one season) in rank order; computed once per league version.

    Every write to a league game bumps the league's standings version, so a stored table is used only
    while nothing it depends on has changed.
    """
    if league.ratings_stale:
        rebuild(league)
    key = season.id if season is not None else 0
    cached = db.session.get(StandingsCache, (league.id, key))
    if cached is not None and cached.version == league.standings_version:
        return cached.body
    table = compute(league, season)
    try:
        if cached is None:
            db.session.add(
                StandingsCache(league_id=league.id, season_id=key, version=league.standings_version, body=table)
            )
        else:
            cached.version, cached.body = league.standings_version, table
        db.session.commit()
    except (IntegrityError, OperationalError):  # another request stored it first, or holds the write lock
        db.session.rollback()
    return table


def compute(league: League, season: Season | None) -> dict[str, list[dict[str, Any]]]:
    """Players and partnerships of a league (or one season) in rank order, by SQL aggregation."""
    conditions = finished_in(league, season)
    family = family_of(league.ruleset_key)
    players = {p.id: p for p in db.session.scalars(select(Player).where(Player.league_id == league.id))}
    ordinals = {pid: MODEL.rating(mu=p.rating_mu, sigma=p.rating_sigma).ordinal() for pid, p in players.items()}
    person_rows = rows_of(db.session.execute(totals(Seat.player_id, conditions).join(Seat, Seat.side_id == Side.id)))
    for row in person_rows:
        row["name_key"] = players[row["key"]].name
    pair_rows = rows_of(db.session.execute(totals(Side.partnership, [*conditions, Side.partnership != ""])))
    for row in pair_rows:
        row["ids"] = [int(i) for i in row["key"].split("-")]
        row["name_key"] = " & ".join(sorted(players[i].name for i in row["ids"]))
    out_players = [
        {
            "rank": r["rank"],
            "id": r["key"],
            "name": players[r["key"]].name,
            **shown(r, family),
            "rating": round(ordinals[r["key"]], 2),
        }
        for r in ranked(person_rows, "player", conditions, family.ranking)
    ]
    out_pairs = [
        {
            "rank": r["rank"],
            "players": [players[i].name for i in r["ids"]],
            "player_ids": r["ids"],
            **shown(r, family),
            "rating": round(sum(ordinals[i] for i in r["ids"]) / len(r["ids"]), 2),
        }
        for r in ranked(pair_rows, "partnership", conditions, family.ranking)
    ]
    return {"players": out_players, "partnerships": out_pairs}


def extra_figures(family: Family) -> tuple[str, ...]:
    """The figures beyond every league's that a family's standings carry (those it ranks by or shows)."""
    named = {r.figure for r in family.ranking} | set(family.league_columns)
    return tuple(k for k in EXTRA if k in named)


def shown(row: dict[str, Any], family: Family) -> dict[str, Any]:
    """The figures of a standings row, in the API's order."""
    return {k: row[k] for k in (*FIGURES, *extra_figures(family))}
