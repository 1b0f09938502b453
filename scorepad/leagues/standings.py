"""League standings from the sums kept with every write (games/tallies.py): a read neither replays nor adds up
games, and head-to-head for all tied groups is one statement.

Ranking: the league's game family declares it (rules/family.py `ranking`), and it is applied here the same
way for every family. Canasta: most wins first; then win rate; then head-to-head (wins in games where the
tied players or partnerships sat on opposing sides); then average margin (points for minus points against,
per game). Rommé: most wins first; then the lower mean place (tied players share the better place); then
fewer loss points per game. Rows equal on every step share a rank. Unfinished games never count.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Any

from sqlalchemy import func, select, tuple_

from ..extensions import db, registry
from ..models import League, LeagueMeeting, LeagueShare, LeagueTally, Player, Season
from ..rules.family import Family, Rank
from ..storage.cache import cache_key, cached
from .ratings import MODEL

COUNTS = ("count_1", "count_2")  # the family's league counts, stored in its declared order
SUMS = ("points_for", "points_against", "rounds", *COUNTS, "went_out")
FIGURES = ("played", "won", "lost", "win_rate", "points_for", "points_against", "average_margin", "rounds")
LAST = ("went_out", "head_to_head")  # after the family's counts
EXTRA = ("mean_place", "points_per_game")  # shown for a family that ranks by them or shows them


def tallied(league: League, season: Season | None, kind: str) -> list[Any]:
    """The kept sums of every player's or partnership's row (a few hundred rows, whatever the league's size)."""
    return list(
        db.session.execute(
            select(LeagueTally).where(
                LeagueTally.league_id == league.id,
                LeagueTally.season_id == (season.id if season is not None else 0),
                LeagueTally.kind == kind,
                LeagueTally.played > 0,
            )
        ).scalars()
    )


def head_to_head(groups: list[list[Any]], kind: str, league: League, season: Season | None) -> dict[Any, int]:
    """For every group of tied keys: each key's wins in games where it sat opposite another of its group. Two
    tied keys (most groups) read their kept meetings; larger groups the shares of the games where two met."""
    pairs = [[str(k) for k in group] for group in groups if len(group) == 2]
    wins = meetings_between(pairs, kind, league, season)
    wins.update(met_in_groups([[str(k) for k in group] for group in groups if len(group) > 2], kind, league, season))
    return {int(key) if kind == "player" else key: n for key, n in wins.items()}


def meetings_between(pairs: list[list[str]], kind: str, league: League, season: Season | None) -> dict[str, int]:
    """Each key's kept wins over the other of its pair (a lookup each)."""
    if not pairs:
        return {}
    between = [(a, b) for x, y in pairs for a, b in ((x, y), (y, x))]
    query = select(LeagueMeeting.key, LeagueMeeting.wins).where(
        LeagueMeeting.league_id == league.id,
        LeagueMeeting.season_id == (season.id if season is not None else 0),
        LeagueMeeting.kind == kind,
        tuple_(LeagueMeeting.key, LeagueMeeting.opponent).in_(between),  # not an OR: that reads every row
    )
    return {key: wins for key, wins in db.session.execute(query) if wins}


def met_in_groups(groups: list[list[str]], kind: str, league: League, season: Season | None) -> dict[str, int]:
    """Each key's wins in games where another of its group (of three or more) sat opposite, once per game (a
    game can seat two of them against it): from the shares of the games where two tied keys met."""
    group_of = {key: n for n, group in enumerate(groups) for key in group}
    if not group_of:
        return {}
    dates = [LeagueShare.played_on >= season.start, LeagueShare.played_on <= season.end] if season else []
    shares = [LeagueShare.league_id == league.id, LeagueShare.kind == kind, LeagueShare.key.in_(list(group_of)), *dates]
    met = select(LeagueShare.game_id).where(*shares).group_by(LeagueShare.game_id).having(func.count() > 1)
    query = select(LeagueShare.game_id, LeagueShare.key, LeagueShare.side, LeagueShare.won).where(
        *shares, LeagueShare.game_id.in_(met)
    )
    seated: dict[str, list[tuple[int, int, int, str]]] = defaultdict(list)
    for game, key, side, won in db.session.connection().execute(query):
        seated[game].append((group_of[key], side, won, key))
    wins: Counter[str] = Counter()
    for table in seated.values():
        for group, side, won, key in table:
            if won and any(g == group and s != side for g, s, _, _ in table):
                wins[key] += 1
    return wins


def rows_of(result: list[Any], player_keys: bool) -> list[dict[str, Any]]:
    """Kept tallies as standings rows (without rank)."""
    rows = []
    for r in result:
        played, won = int(r.played), int(r.won)
        key = int(r.key) if player_keys else r.key
        row = {"key": key, "played": played, "won": won, "lost": played - won, "win_rate": won / played}
        row.update({name: int(getattr(r, name)) for name in SUMS})
        row["average_margin"] = (row["points_for"] - row["points_against"]) / played
        row["mean_place"] = int(r.places) / played
        row["points_per_game"] = row["points_for"] / played
        rows.append(row)
    return rows


def ranked(
    rows: list[dict[str, Any]], kind: str, league: League, season: Season | None, ranking: tuple[Rank, ...]
) -> list[dict[str, Any]]:
    """Rows in rank order by the family's ranking, with head-to-head computed for tied groups only (the rows
    equal on the steps before it, or on every step when the ranking doesn't use it)."""
    steps = [r.figure for r in ranking]
    before = steps[: steps.index("head_to_head")] if "head_to_head" in steps else steps
    groups: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault(tuple(row[k] for k in before), []).append(row)
    tied = [[r["key"] for r in group] for group in groups.values() if len(group) > 1]
    wins = head_to_head(tied, kind, league, season)
    for row in rows:
        row["head_to_head"] = wins.get(row["key"], 0)
    rows.sort(key=lambda r: (*(-r[k.figure] if k.more_is_better else r[k.figure] for k in ranking), r["name_key"]))
    previous: tuple[Any, ...] | None = None
    for position, row in enumerate(rows, start=1):
        order = tuple(row[k] for k in steps)
        row["rank"] = rows[position - 2]["rank"] if order == previous else position
        previous = order
    return rows


def standings(league: League, season: Season | None) -> dict[str, Any]:
    """Players and partnerships of a league (or one season) in rank order, made once per league version.

    Every write a league's standings show bumps its version in the database (in the write's own transaction),
    so the key is right whichever server made the entry; a read writes nothing.
    """
    key = cache_key("standings", league_scope(league, season), [league.standings_version])
    return cached(key, lambda: compute(league, season))


def league_scope(league: League, season: Season | None) -> str:
    """Whose standings: a league's all-time ones, or one season's."""
    return f"{league.id}/{season.id if season is not None else 0}"


def compute(league: League, season: Season | None) -> dict[str, Any]:
    """Players and partnerships of a league (or one season) in rank order, from the kept tallies."""
    family = registry().family_of(league.ruleset_key)
    players = {p.id: p for p in db.session.scalars(select(Player).where(Player.league_id == league.id))}
    ordinals = {pid: MODEL.rating(mu=p.rating_mu, sigma=p.rating_sigma).ordinal() for pid, p in players.items()}
    person_rows = rows_of(tallied(league, season, "player"), player_keys=True)
    for row in person_rows:
        row["name_key"] = players[row["key"]].name
    pair_rows = rows_of(tallied(league, season, "partnership"), player_keys=False)
    for row in pair_rows:
        row["ids"] = [int(i) for i in row["key"].split("-")]
        row["name_key"] = " & ".join(sorted(players[i].name for i in row["ids"]))
    out_players = [
        {
            "rank": r["rank"],
            "id": players[r["key"]].public_id,
            "name": players[r["key"]].name,
            **shown(r, family),
            "rating": round(ordinals[r["key"]], 2),
        }
        for r in ranked(person_rows, "player", league, season, family.ranking)
    ]
    out_pairs = [
        {
            "rank": r["rank"],
            "players": [players[i].name for i in r["ids"]],
            "player_ids": [players[i].public_id for i in r["ids"]],
            **shown(r, family),
            "rating": round(sum(ordinals[i] for i in r["ids"]) / len(r["ids"]), 2),
        }
        for r in ranked(pair_rows, "partnership", league, season, family.ranking)
    ]
    return {"players": out_players, "partnerships": out_pairs, "ratings_stale": league.ratings_stale}


def extra_figures(family: Family) -> tuple[str, ...]:
    """The figures beyond every league's that a family's standings carry (those it ranks by or shows)."""
    named = {r.figure for r in family.ranking} | set(family.league_columns)
    return tuple(k for k in EXTRA if k in named)


def shown(row: dict[str, Any], family: Family) -> dict[str, Any]:
    """The figures of a standings row, in the API's order, the family's counts under their own names."""
    counts = {count.name: row[stored] for count, stored in zip(family.league_counts, COUNTS, strict=False)}
    return {
        **{k: row[k] for k in FIGURES},
        **counts,
        **{k: row[k] for k in (*LAST, *extra_figures(family))},
    }
