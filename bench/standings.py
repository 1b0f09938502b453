"""Benchmark league standings: one league grown to 1,000, 10,000 and 100,000 finished 8-round games.

In-process through Flask's test client, on a temporary SQLite file (or --database-url). The league and
its first game go through the API; the rest is bulk-inserted with SQLAlchemy Core from ~200 real 8-round
games precomputed with the rules engine, so every stored score, total and side summary is what the app
itself would have stored. At each size it times the first standings read (which rebuilds the ratings
over all games; only up to --rebuild-up-to games, as the rebuild is slow), the steady-state read (all time
and one season) and the league page, and prints the SQL query plans of the aggregations. Prints figures;
it is not a test.
"""

from __future__ import annotations

import argparse
import atexit
import base64
import dataclasses
import functools
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from datetime import date, datetime, timedelta
from typing import Any

from flask import Flask
from flask.testing import FlaskClient

RULES_TARGET = 3000
ROUNDS = 8
PLAYERS = 40
THREE_HANDED = 0.1  # share of 1-1-1 games; the rest are 2-2
FIRST_DAY, DAYS = date(2025, 1, 1), 730  # games are played over two years, one season each
SEASONS = [
    {"name": "2025", "start": "2025-01-01", "end": "2025-12-31"},
    {"name": "2026", "start": "2026-01-01", "end": "2026-12-31"},
]
CHUNK_GAMES = 5_000  # games per transaction while filling
CHUNK_ROWS = 10_000  # rows per executemany


# --- game templates: real 8-round games scored by the engine ------------------------------------------


@dataclasses.dataclass
class Template:
    """One finished game as the engine scores it, independent of who sat where."""

    sizes: list[int]
    rounds: list[list[Any]]  # SideEntry per side, per round
    entry_rows: list[list[dict[str, Any]]]  # the stored entry columns (raw counts, score, total)
    sides: list[dict[str, Any]]  # the side summaries (total, won, against, rounds_played, canastas, went_out)
    winner: int
    margin: int


@functools.cache
def rules() -> Any:
    """Classic rules with the league's target of 3000."""
    from scorepad.rules.settings import CLASSIC

    return dataclasses.replace(CLASSIC, target=RULES_TARGET)


def five(rng: random.Random, low: int, high: int) -> int:
    """A multiple of 5 from low to high."""
    return 5 * rng.randint(low // 5, high // 5)


def random_round(rng: random.Random, sizes: list[int]) -> list[Any]:
    """One plausible round: one side goes out with a canasta or two, the others meld a little or not at all."""
    from scorepad.rules.cards import canasta_floor
    from scorepad.rules.entries import SideEntry

    game_rules, n = rules(), len(sizes)
    goer, reds_left, entries = rng.randrange(n), 4, []
    for i, players in enumerate(sizes):
        reds = min(reds_left, rng.choice((0, 0, 0, 1, 1, 2)))
        reds_left -= reds
        if i == goer:
            natural, mixed = rng.choice(((0, 1), (0, 1), (0, 1), (1, 0), (1, 0), (1, 1), (0, 2)))
            meld = canasta_floor(game_rules, natural, mixed, 0) + five(rng, 0, 150)
            hand = 0 if players == 1 else rng.choice((0, 0, 0, five(rng, 5, 40)))
            way = "concealed" if rng.random() < 0.05 else "out"
            entries.append(SideEntry(meld, hand, natural, mixed, 0, reds, 0, way))
        elif rng.random() < 0.8:  # melded
            natural, mixed = rng.choice(((0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 1), (1, 0)))
            meld = max(canasta_floor(game_rules, natural, mixed, 0), 50) + five(rng, 0, 150)
            in_hand = 1 if reds_left and rng.random() < 0.03 else 0
            reds_left -= in_hand
            entries.append(SideEntry(meld, five(rng, 0, 150), natural, mixed, 0, reds, in_hand))
        else:  # caught without a meld: red threes count against
            entries.append(SideEntry(0, five(rng, 20, 200), 0, 0, 0, reds, 0))
    return entries


def make_template(rng: random.Random, sizes: list[int]) -> Template:
    """A game whose 8th round, and no earlier one, ends it (checked and scored by the engine)."""
    from scorepad.rules.checks import check_round

    from scorepad.rules.game import play_round, replay

    game_rules = rules()
    while True:
        totals, rounds = [0] * len(sizes), []
        for number in range(1, ROUNDS + 1):
            for _ in range(300):
                entries = random_round(rng, sizes)
                if check_round(game_rules, entries, sizes):
                    continue
                outcome = play_round(game_rules, entries, totals, sizes)
                if (outcome.ending.winner is not None) == (number == ROUNDS):
                    break
            else:
                break  # this game can't end at round 8 any more: start another
            rounds.append(entries)
            totals = [r.total for r in outcome.results]
        if len(rounds) == ROUNDS:
            break
    played = replay(game_rules, [0] * len(sizes), sizes, rounds)
    assert played.ended_at == ROUNDS and played.finished, "a template must end exactly at its last round"
    end = played.outcomes[-1].ending
    entry_rows = [
        [
            {**entry.to_dict(), "meld_cards": None, "hand_cards": None, "score": result.score, "total": result.total}
            for entry, result in zip(entries, outcome.results, strict=True)
        ]
        for entries, outcome in zip(rounds, played.outcomes, strict=True)
    ]
    sides = [
        {
            "start": 0,
            "total": total,
            "won": i == end.winner,
            "against": max(t for j, t in enumerate(played.totals) if j != i),
            "rounds_played": ROUNDS,
            "canastas": sum(r[i].canastas for r in rounds),
            "went_out": sum(1 for r in rounds if r[i].going_out),
        }
        for i, total in enumerate(played.totals)
    ]
    assert end.winner is not None and end.margin is not None
    return Template(sizes, rounds, entry_rows, sides, end.winner, end.margin)


def make_templates(rng: random.Random, pairs: int, threes: int) -> list[Template]:
    """Distinct 2-2 and 1-1-1 templates."""
    seen, out = set(), []
    for sizes, count in (([2, 2], pairs), ([1, 1, 1], threes)):
        made = 0
        while made < count:
            template = make_template(rng, sizes)
            key = repr(template.rounds)
            if key not in seen:
                seen.add(key)
                out.append(template)
                made += 1
    return out


# --- the app, the league and its players --------------------------------------------------------------


def make_app(database_url: str | None, keep: bool) -> Flask:
    """The app on a temporary SQLite file unless a database URL is given."""
    tmp = tempfile.mkdtemp(prefix="scorepad-bench-standings-")
    if keep:
        print(f"keeping {tmp}")
    else:
        atexit.register(shutil.rmtree, tmp, ignore_errors=True)
    os.environ["SCOREPAD_INSTANCE_PATH"] = os.path.join(tmp, "instance")
    from scorepad import create_app

    url = database_url or f"sqlite:///{os.path.join(tmp, 'bench.db')}"
    return create_app({"SQLALCHEMY_DATABASE_URI": url, "SECRET_KEY": "bench"})


def call(client: FlaskClient, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
    """One API request that must succeed; its JSON."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    response = client.open(path, method=method, json=body, headers=headers)
    if response.status_code not in (200, 201):
        sys.exit(f"{method} {path} -> {response.status_code}: {response.get_data()[:500]!r}")
    return response.get_json()


def start_league(app: Flask, client: FlaskClient, template: Template) -> tuple[str, list[int], list[int]]:
    """The league, its two seasons, one game played through the API, and the other league players.

    The API game replays the first template; its stored sides must equal what the bulk fill writes.
    Returns the league id, the season ids and the player ids.
    """
    from sqlalchemy import insert, select

    from scorepad.extensions import db
    from scorepad.models import Game, Player

    league = call(
        client,
        "POST",
        "/api/leagues",
        {"name": "Bench Club", "ruleset": "classic", "settings": {"target": RULES_TARGET}},
    )
    token = league["token"]
    seasons = [call(client, "POST", f"/api/leagues/{league['id']}/seasons", s, token)["id"] for s in SEASONS]
    names = [f"Player {i:02d}" for i in range(1, PLAYERS + 1)]
    body = {
        "league": league["id"],
        "played_on": FIRST_DAY.isoformat(),
        "sides": [{"name": " & ".join(names[i : i + 2]), "players": names[i : i + 2]} for i in (0, 2)],
    }
    game = call(client, "POST", "/api/games", body, token)
    for entries in template.rounds:
        call(client, "POST", f"/api/games/{game['id']}/rounds", {"entries": [e.to_dict() for e in entries]}, token)
    with app.app_context():
        row = db.session.get(Game, game["id"])
        assert row is not None and (row.status, row.winner, row.margin) == (
            "finished",
            template.winner,
            template.margin,
        )
        db.session.execute(insert(Player.__table__), [{"name": n, "league_id": league["id"]} for n in names[4:]])
        db.session.commit()
        ids = {p.name: p.id for p in db.session.scalars(select(Player).where(Player.league_id == league["id"]))}
        for side, expected in zip(row.sides, template.sides, strict=True):
            stored = {k: getattr(side, k) for k in expected}
            assert stored == expected, f"API game side {side.position}: {stored} != bulk fill's {expected}"
            assert side.partnership == partnership([s.player_id for s in side.seats])
        db.session.remove()
    return league["id"], seasons, [ids[n] for n in names]


def partnership(player_ids: list[int]) -> str:
    """The partnership key of a side's players, as scorepad.summaries.partnership_key writes it."""
    return "-".join(str(i) for i in sorted(player_ids)) if len(player_ids) > 1 else ""


# --- bulk fill --------------------------------------------------------------------------------------


def next_ids(tables: list[Any]) -> dict[str, int]:
    """The next free primary key of each table (the fill assigns ids itself, to link rows without RETURNING)."""
    from sqlalchemy import func, select

    from scorepad.extensions import db

    return {t.name: (db.session.scalar(select(func.max(t.c.id))) or 0) + 1 for t in tables}


def bulk(table: Any, rows: list[dict[str, Any]]) -> None:
    """Insert rows with Core executemany, CHUNK_ROWS at a time."""
    from sqlalchemy import insert

    from scorepad.extensions import db

    for i in range(0, len(rows), CHUNK_ROWS):
        db.session.execute(insert(table), rows[i : i + CHUNK_ROWS])


def fill(
    app: Flask,
    league_id: str,
    players: list[int],
    templates: list[Template],
    count: int,
    rng: random.Random,
    stale: bool = True,
) -> None:
    """Add `count` finished games to the league, in transactions of CHUNK_GAMES games; mark ratings stale.

    Unless `stale`, the ratings are left as they are (the new games unrated), so no read rebuilds them.
    """
    from sqlalchemy import text, update

    from scorepad.extensions import db
    from scorepad.models import Entry, Game, League, Round, Seat, Side

    pairs = [t for t in templates if t.sizes == [2, 2]]
    threes = [t for t in templates if t.sizes == [1, 1, 1]] or pairs
    with app.app_context():
        settings = db.session.get(League, league_id).settings  # type: ignore[union-attr]
        ids = next_ids([Side.__table__, Seat.__table__, Round.__table__, Entry.__table__])
        done = 0
        while done < count:
            games, sides, seats, rounds, entries = [], [], [], [], []
            for _ in range(min(CHUNK_GAMES, count - done)):
                template = rng.choice(threes if rng.random() < THREE_HANDED else pairs)
                seated = rng.sample(players, sum(template.sizes))
                game_id = base64.urlsafe_b64encode(rng.randbytes(12)).decode()  # like secrets.token_urlsafe(12)
                played_on = FIRST_DAY + timedelta(days=rng.randrange(DAYS))
                created = datetime(played_on.year, played_on.month, played_on.day, 18) + timedelta(
                    seconds=rng.randrange(4 * 3600)
                )
                games.append(
                    {
                        "id": game_id,
                        "token_hash": "0" * 64,
                        "ruleset_key": "classic",
                        "settings": settings,
                        "first_dealer": 0,
                        "deal_rotation": "clockwise",
                        "played_on": played_on,
                        "created_at": created,
                        "updated_at": created + timedelta(minutes=15 * ROUNDS),
                        "version": 1 + ROUNDS,
                        "status": "finished",
                        "winner": template.winner,
                        "margin": template.margin,
                        "league_id": league_id,
                        "rated": False,
                    }
                )
                side_ids, at = [], 0
                for position, (size, summary) in enumerate(zip(template.sizes, template.sides, strict=True)):
                    people = seated[at : at + size]
                    at += size
                    side_ids.append(ids["sides"])
                    sides.append(
                        {
                            "id": ids["sides"],
                            "game_id": game_id,
                            "position": position,
                            "name": " & ".join(f"Player {players.index(p) + 1:02d}" for p in people),
                            **summary,
                            "partnership": partnership(people),
                        }
                    )
                    for seat_position, person in enumerate(people):
                        seats.append(
                            {
                                "id": ids["seats"],
                                "side_id": ids["sides"],
                                "player_id": person,
                                "position": seat_position,
                            }
                        )
                        ids["seats"] += 1
                    ids["sides"] += 1
                for number, rows in enumerate(template.entry_rows, start=1):
                    rounds.append(
                        {
                            "id": ids["rounds"],
                            "game_id": game_id,
                            "number": number,
                            "created_at": created + timedelta(minutes=15 * number),
                        }
                    )
                    for position, row in enumerate(rows):
                        entries.append({**row, "id": ids["entries"], "round_id": ids["rounds"], "position": position})
                        ids["entries"] += 1
                    ids["rounds"] += 1
            for table, rows in (
                (Game.__table__, games),
                (Side.__table__, sides),
                (Seat.__table__, seats),
                (Round.__table__, rounds),
                (Entry.__table__, entries),
            ):
                bulk(table, rows)
            db.session.commit()
            done += len(games)
        if stale:
            db.session.execute(update(League).where(League.id == league_id).values(ratings_stale=True))
        if db.engine.dialect.name == "postgresql":  # explicit ids: move the sequences past them
            for name in ids:
                db.session.execute(text(f"SELECT setval(pg_get_serial_sequence('{name}', 'id'), {ids[name] - 1})"))
        db.session.commit()
        db.session.remove()


# --- reading -------------------------------------------------------------------------------------------


def timed_get(client: FlaskClient, path: str) -> tuple[float, float, int, bytes]:
    """One GET: wall and CPU time in ms (CPU of this process: in-process, the server's work), status, body."""
    start, cpu = time.perf_counter(), time.process_time()
    response = client.get(path)
    body = response.get_data()
    return (time.perf_counter() - start) * 1000, (time.process_time() - cpu) * 1000, response.status_code, body


def read_ok(client: FlaskClient, path: str) -> tuple[float, float, bytes]:
    """A GET that must answer 200: wall ms, CPU ms, body."""
    wall, cpu, status, body = timed_get(client, path)
    if status != 200:
        sys.exit(f"GET {path} -> {status}: {body[:500]!r}")
    return wall, cpu, body


def median_read(client: FlaskClient, path: str, reads: int) -> tuple[float, float]:
    """The median wall and CPU time of `reads` GETs, in ms."""
    timings = [read_ok(client, path)[:2] for _ in range(reads)]
    return statistics.median(t[0] for t in timings), statistics.median(t[1] for t in timings)


def count_statements(app: Flask, client: FlaskClient, path: str) -> int:
    """How many SQL statements one GET runs."""
    from sqlalchemy import event

    from scorepad.extensions import db

    seen = []

    def count(*_: Any) -> None:
        seen.append(1)

    with app.app_context():
        engine = db.engine
    event.listen(engine, "before_cursor_execute", count)
    try:
        read_ok(client, path)
    finally:
        event.remove(engine, "before_cursor_execute", count)
    return len(seen)


def check_standings(body: bytes, games: int, threes: int) -> None:
    """The standings add up: every seat played, every game has one winning side."""
    data = json.loads(body)
    seats = 4 * (games - threes) + 3 * threes
    played = sum(r["played"] for r in data["players"])
    won = sum(r["won"] for r in data["players"])
    assert len(data["players"]) == PLAYERS, len(data["players"])
    assert played == seats, f"players played {played} seats, expected {seats}"
    assert won == 2 * (games - threes) + threes, f"player wins {won}"
    assert sum(r["played"] for r in data["partnerships"]) == 2 * (games - threes)


def check_games(app: Flask, client: FlaskClient, league_id: str, rng: random.Random, samples: int = 3) -> None:
    """A few bulk-filled games read back through the API (a full replay) agree with what was stored."""
    from sqlalchemy import func, select

    from scorepad.extensions import db
    from scorepad.models import Game

    with app.app_context():
        ids = db.session.scalars(
            select(Game.id).where(Game.league_id == league_id).order_by(func.random()).limit(samples)
        ).all()
        stored = {g: db.session.get(Game, g) for g in ids}
        expected = {g: (r.winner, r.margin, [s.total for s in r.sides]) for g, r in stored.items()}  # type: ignore
        db.session.remove()
    for game_id, (winner, margin, totals) in expected.items():
        data = json.loads(read_ok(client, f"/api/games/{game_id}")[2])
        got = (data["winner"], data["margin"], [s["total"] for s in data["sides"]])
        assert data["status"] == "finished" and got == (winner, margin, totals), f"{game_id}: {got}"


def counts(app: Flask, league_id: str) -> tuple[int, int]:
    """Finished games of the league, and how many of them are 1-1-1."""
    from sqlalchemy import func, select

    from scorepad.extensions import db
    from scorepad.models import Game, Side

    with app.app_context():
        games = db.session.scalar(select(func.count()).select_from(Game).where(Game.league_id == league_id))
        three_sided = (
            select(Side.game_id)
            .join(Game, Game.id == Side.game_id)
            .where(Game.league_id == league_id)
            .group_by(Side.game_id)
            .having(func.count() == 3)
            .subquery()
        )
        threes = db.session.scalar(select(func.count()).select_from(three_sided))
        db.session.remove()
    return int(games or 0), int(threes or 0)


def explain(app: Flask, league_id: str, season_id: int) -> None:
    """Print the query plan of the per-player aggregation (all time and one season) and the per-pair one."""
    from sqlalchemy import text

    from scorepad.extensions import db
    from scorepad.leagues.standings import finished_in, totals
    from scorepad.models import League, Season, Seat, Side

    with app.app_context():
        league, season = db.session.get(League, league_id), db.session.get(Season, season_id)
        assert league is not None and season is not None
        dialect = db.engine.dialect
        queries = {
            "players, all time": totals(Seat.player_id, finished_in(league, None)).join(Seat, Seat.side_id == Side.id),
            "players, one season": totals(Seat.player_id, finished_in(league, season)).join(
                Seat, Seat.side_id == Side.id
            ),
            "partnerships, all time": totals(Side.partnership, [*finished_in(league, None), Side.partnership != ""]),
        }
        for title, query in queries.items():
            sql = str(query.compile(dialect=dialect, compile_kwargs={"literal_binds": True}))
            print(f"\n{title}:")
            if title == "players, all time":
                print("  " + " ".join(sql.split()))
            if dialect.name == "sqlite":
                rows = db.session.execute(text("EXPLAIN QUERY PLAN " + sql)).all()
                depth = {0: -1}
                for node, parent, _, detail in rows:
                    depth[node] = depth.get(parent, -1) + 1
                    print("  " + "  " * depth[node] + detail)
            else:
                for (line,) in db.session.execute(text("EXPLAIN " + sql)).all():
                    print("  " + line)
        db.session.remove()


# --- the run ---------------------------------------------------------------------------------------------


def run(args: argparse.Namespace) -> None:
    """Build templates, grow the league size by size, measure each, print the table and the query plan."""
    rng = random.Random(7)
    start = time.perf_counter()
    templates = make_templates(rng, pairs=200, threes=40)
    print(f"{len(templates)} game templates (200 of 2-2, 40 of 1-1-1) in {time.perf_counter() - start:.1f} s")
    app = make_app(args.database_url, args.keep)
    client = app.test_client()
    league_id, seasons, players = start_league(app, client, templates[0])
    api = f"/api/leagues/{league_id}/standings"
    paths = {"steady": api, "season": f"{api}?season={seasons[1]}", "page": f"/leagues/{league_id}"}
    results: list[dict[str, Any]] = []
    for size in args.sizes:
        have, _ = counts(app, league_id)
        start = time.perf_counter()
        fill(app, league_id, players, templates, size - have, rng, stale=size <= args.rebuild_up_to)
        row: dict[str, Any] = {"fill": time.perf_counter() - start, "rebuilt": size <= args.rebuild_up_to}
        if args.sql:
            run_sql(app, args.sql)
        row["games"], threes = counts(app, league_id)
        row["first"], row["first_cpu"], body = read_ok(client, api)
        check_standings(body, row["games"], threes)
        check_games(app, client, league_id, rng)
        for name, path in paths.items():
            status = timed_get(client, path)[2] if name == "page" else 200
            row[name], row[f"{name}_cpu"] = median_read(client, path, args.reads) if status == 200 else (None, None)
        row["sql"] = count_statements(app, client, api)
        row["pairs"], row["bytes"] = len(json.loads(body)["partnerships"]), len(body)
        results.append(row)
        first = f"first read {row['first']:,.0f} ms" + ("" if row["rebuilt"] else " (no rating rebuild)")
        page = "n/a" if row["page"] is None else f"{row['page']:.1f} ms"
        print(
            f"{row['games']:>7,} games: fill {row['fill']:.1f} s, {first}, steady p50 {row['steady']:.1f} ms "
            f"(CPU {row['steady_cpu']:.1f}), season p50 {row['season']:.1f} ms, page p50 {page}; "
            f"{row['sql']} SQL statements per read, {row['pairs']} partnerships, {row['bytes']:,} bytes of JSON",
            flush=True,
        )
    table(results)
    explain(app, league_id, seasons[1])


def run_sql(app: Flask, statements: list[str]) -> None:
    """Run the --sql statements (e.g. CREATE INDEX ideas) on the bench database."""
    from sqlalchemy import text

    from scorepad.extensions import db

    with app.app_context():
        for statement in statements:
            db.session.execute(text(statement))
        db.session.commit()
        db.session.remove()


def table(results: list[dict[str, Any]]) -> None:
    """The figures as a Markdown table."""
    print(
        "\n| games | fill s | first read ms (with rating rebuild) | steady p50 ms (CPU) | season p50 ms (CPU) "
        "| page p50 ms (CPU) | steady vs previous size |"
    )
    print("|---:|---:|---:|---:|---:|---:|---|")
    previous = None
    for row in results:
        ratio = (
            ""
            if previous is None
            else (f"×{row['steady'] / previous['steady']:.2f} for ×{row['games'] / previous['games']:.1f} games")
        )
        first = f"{row['first']:,.0f}" if row["rebuilt"] else f"({row['first']:,.0f}, not rebuilt)"
        figures = [
            "n/a" if row[k] is None else f"{row[k]:,.0f} ({row[k + '_cpu']:,.0f})" for k in ("steady", "season", "page")
        ]
        print(f"| {row['games']:,} | {row['fill']:.1f} | {first} | {' | '.join(figures)} | {ratio} |")
        previous = row


def main() -> None:
    """Parse the flags and run."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", help="comma-separated league sizes in games (default 1000,10000,100000)")
    parser.add_argument("--quick", action="store_true", help="sizes 1000,10000 only")
    parser.add_argument("--reads", type=int, default=5, help="steady-state reads per figure (default 5)")
    parser.add_argument(
        "--rebuild-up-to",
        type=int,
        default=10_000,
        metavar="GAMES",
        help="mark ratings stale (first read rebuilds them) only up to this size (default 10000; the shipped "
        "rebuild takes 5-7 ms a game here, about 12 minutes at 100,000)",
    )
    parser.add_argument("--database-url", help="a SQLAlchemy URL instead of a temporary SQLite file")
    parser.add_argument("--sql", action="append", help="SQL to run after each fill, e.g. a CREATE INDEX to try")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder with the database")
    args = parser.parse_args()
    if args.sizes and args.quick:
        parser.error("--sizes and --quick exclude each other")
    raw = args.sizes or ("1000,10000" if args.quick else "1000,10000,100000")
    try:
        args.sizes = [int(s.replace("_", "")) for s in raw.split(",")]
    except ValueError:
        parser.error("--sizes must be whole numbers, e.g. 1000,10000")
    if any(s < 2 for s in args.sizes) or args.sizes != sorted(args.sizes) or args.reads < 1:
        parser.error("--sizes must grow and be at least 2 (the league starts with one API game); --reads >= 1")
    where = args.database_url.split("://")[0] if args.database_url else "SQLite temp file"
    print(f"Scorepad league standings benchmark (in-process, {where})")
    run(args)


if __name__ == "__main__":
    main()
