"""Benchmark league standings: one league grown to 1,000, 10,000 and 100,000 finished 8-round games.

In-process through Flask's test client, on a temporary SQLite file (or --database-url). The league and
its first game go through the API; the rest is bulk-inserted with SQLAlchemy Core from ~240 real 8-round
games precomputed with the rules engine, so every stored score, total and side summary is what the app
itself would have stored. After each fill the league's tallies are counted and its ratings rebuilt as
`flask rebuild-ratings --all` does (timed: a command, never a request). Then, at each size, new games are
played through the API and it times the finishing round's POST, the first standings read after it (JSON and
the league page), the repeated reads (all time, one season, the page), and counts the SQL statements of a
read and any INSERT/UPDATE/DELETE a read sends (there must be none). Prints figures; it is not a test.
"""

from __future__ import annotations

import argparse
import base64
import dataclasses
import functools
import json
import random
import statistics
import sys
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
    entry_rows: list[list[dict[str, Any]]]  # the stored entry columns (the family's counts, score, total, ...)
    sides: list[dict[str, Any]]  # the side summaries (total, won, against, rounds_played, the league counts, went_out)
    winner: int
    margin: int


@functools.cache
def rules() -> Any:
    """Classic rules with the league's target of 3000."""
    from scorepad.families import discover

    return dataclasses.replace(discover().preset_rules("classic"), target=RULES_TARGET)


def five(rng: random.Random, low: int, high: int) -> int:
    """A multiple of 5 from low to high."""
    return 5 * rng.randint(low // 5, high // 5)


def random_round(rng: random.Random, sizes: list[int]) -> list[Any]:
    """One plausible round: one side goes out with a canasta or two, the others meld a little or not at all."""
    from scorepad.families.canasta.rules.cards import canasta_floor
    from scorepad.families.canasta.rules.entries import SideEntry

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
    from scorepad.families.canasta.rules.checks import check_round
    from scorepad.families.canasta.rules.game import play_round
    from scorepad.rules.entries import to_json
    from scorepad.rules.game import replay

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
    played = replay(play_round, game_rules, [0] * len(sizes), sizes, rounds)
    assert played.ended_at == ROUNDS and played.finished, "a template must end exactly at its last round"
    end = played.outcomes[-1].ending
    entry_rows = [
        [
            {
                "counts": to_json(entry),
                "score": result.score,
                "total": result.total,
                "went_out": bool(entry.going_out),
                "count_1": entry.canastas,  # Canasta's one league count
                "count_2": 0,
            }
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
            "count_1": sum(r[i].canastas for r in rounds),  # Canasta's one league count
            "count_2": 0,
            "went_out": sum(1 for r in rounds if r[i].going_out),
        }
        for i, total in enumerate(played.totals)
    ]
    assert end.winner is not None and end.margin is not None
    return Template(sizes, rounds, entry_rows, sides, end.winner, end.margin)


def entry_json(entry: Any) -> dict[str, Any]:
    """An entry as the API takes it."""
    from scorepad.rules.entries import to_json

    return to_json(entry)


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
    """The app, migrated, on a temporary SQLite file unless a database URL is given."""
    from migrated import bench_folder, migrated_app

    return migrated_app(bench_folder(keep), database_url)


def call(client: FlaskClient, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
    """One API request that must succeed; its JSON."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    response = client.open(path, method=method, json=body, headers=headers)
    if response.status_code not in (200, 201):
        sys.exit(f"{method} {path} -> {response.status_code}: {response.get_data()[:500]!r}")
    return response.get_json()


def start_league(app: Flask, client: FlaskClient, template: Template) -> tuple[str, str, list[int], list[int]]:
    """The league, its two seasons, one game played through the API, and the other league players.

    The API game replays the first template; its stored sides must equal what the bulk fill writes.
    Returns the league id, its token, the season ids and the player ids.
    """
    from sqlalchemy import insert, select

    from scorepad.extensions import db
    from scorepad.models import Game, Player

    league = call(
        client,
        "POST",
        "/api/leagues",
        {"name": "Bench Club", "ruleset": "classic", "settings": {"target": RULES_TARGET}, "visibility": "public"},
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
        call(client, "POST", f"/api/games/{game['id']}/rounds", {"entries": [entry_json(e) for e in entries]}, token)
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
    return league["id"], token, seasons, [ids[n] for n in names]


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
) -> None:
    """Add `count` finished games to the league, in transactions of CHUNK_GAMES games (unrated and uncounted:
    `settle` then counts and rates them, as `flask rebuild-ratings --all` would after a bulk load)."""
    from sqlalchemy import text

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


def settle(app: Flask, league_id: str) -> tuple[float, float]:
    """Count the league's tallies anew and rebuild its ratings, as `flask rebuild-ratings --all` does; seconds."""
    from scorepad.extensions import db
    from scorepad.leagues.ratings import rebuild
    from scorepad.leagues.tallies import recount_league
    from scorepad.models import League
    from scorepad.storage.database import writing

    with app.app_context():
        start = time.perf_counter()
        with writing():
            recount_league(league_id)
        counted = time.perf_counter() - start
        start = time.perf_counter()
        with writing():
            rebuild(db.session.get(League, league_id))  # type: ignore[arg-type]
        rebuilt = time.perf_counter() - start
        db.session.remove()
    return counted, rebuilt


def new_game(
    client: FlaskClient, league_id: str, token: str, template: Template, names: list[str], played_on: date
) -> float:
    """One more league game through the API, on a date after every other; ms of the round POST that ends it."""
    body = {
        "league": league_id,
        "played_on": played_on.isoformat(),
        "sides": [{"name": " & ".join(names[i : i + 2]), "players": names[i : i + 2]} for i in (0, 2)],
    }
    game = call(client, "POST", "/api/games", body, token)
    path, last = f"/api/games/{game['id']}/rounds", 0.0
    for entries in template.rounds:
        start = time.perf_counter()
        call(client, "POST", path, {"entries": [entry_json(e) for e in entries]}, token)
        last = (time.perf_counter() - start) * 1000
    return last


def writes_during(app: Flask, client: FlaskClient, paths: list[str]) -> int:
    """INSERT, UPDATE and DELETE statements sent while reading these paths (a read must send none)."""
    from sqlalchemy import event

    from scorepad.extensions import db

    seen = []

    def note(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        if statement.lstrip().split(" ", 1)[0].upper() in ("INSERT", "UPDATE", "DELETE"):
            seen.append(statement)

    with app.app_context():
        engine = db.engine
    event.listen(engine, "before_cursor_execute", note)
    try:
        for path in paths:
            read_ok(client, path)
    finally:
        event.remove(engine, "before_cursor_execute", note)
    return len(seen)


def latest_day(app: Flask, league_id: str) -> date:
    """The date of the league's latest game."""
    from sqlalchemy import func, select

    from scorepad.extensions import db
    from scorepad.models import Game

    with app.app_context():
        day = db.session.scalar(select(func.max(Game.played_on)).where(Game.league_id == league_id))
        db.session.remove()
    assert day is not None
    return day


def after_new_games(
    app: Flask, client: FlaskClient, league: tuple[str, str], template: Template, paths: dict[str, str], games: int
) -> dict[str, Any]:
    """Play `games` new games; after each, time the first JSON read and then the first page read (standings
    already made), and after one more the first page read that makes the standings itself. Medians, ms."""
    league_id, token = league
    names = [f"Player {i:02d}" for i in (1, 2, 3, 4)]
    day = latest_day(app, league_id) + timedelta(days=1)  # after every game so far: rated at once
    post, first, page = [], [], []
    for i in range(games):
        post.append(new_game(client, league_id, token, template, names, day + timedelta(days=i)))
        first.append(read_ok(client, paths["steady"])[:2])
        page.append(read_ok(client, paths["page"])[:2])
    new_game(client, league_id, token, template, names, day + timedelta(days=games))
    cold_page = read_ok(client, paths["page"])[:2]
    sql_first = count_statements(app, client, paths["steady"])  # kept now: a repeated read's statements
    new_game(client, league_id, token, template, names, day + timedelta(days=games + 1))
    sql_cold = count_statements(app, client, paths["steady"])
    return {
        "post": statistics.median(post),
        "first": statistics.median(t[0] for t in first),
        "first_cpu": statistics.median(t[1] for t in first),
        "page_first": statistics.median(t[0] for t in page),
        "page_cold": cold_page[0],
        "sql_cold": sql_cold,
        "sql_kept": sql_first,
    }


# --- the run ---------------------------------------------------------------------------------------------


def run(args: argparse.Namespace) -> None:
    """Build templates, grow the league size by size, measure each, print the table."""
    rng = random.Random(7)
    start = time.perf_counter()
    templates = make_templates(rng, pairs=200, threes=40)
    print(f"{len(templates)} game templates (200 of 2-2, 40 of 1-1-1) in {time.perf_counter() - start:.1f} s")
    app = make_app(args.database_url, args.keep)
    client = app.test_client()
    league_id, token, seasons, players = start_league(app, client, templates[0])
    api = f"/api/leagues/{league_id}/standings"
    paths = {"steady": api, "season": f"{api}?season={seasons[1]}", "page": f"/leagues/{league_id}"}
    results: list[dict[str, Any]] = []
    for size in args.sizes:
        have, _ = counts(app, league_id)
        start = time.perf_counter()
        fill(app, league_id, players, templates, size - have, rng)
        row: dict[str, Any] = {"fill": time.perf_counter() - start}
        row["recount"], row["rebuild"] = settle(app, league_id)
        if args.sql:
            run_sql(app, args.sql)
        row.update(after_new_games(app, client, (league_id, token), templates[0], paths, args.new_games))
        row["games"], threes = counts(app, league_id)
        body = read_ok(client, api)[2]
        check_standings(body, row["games"], threes)
        check_games(app, client, league_id, rng)
        read_ok(client, paths["season"])
        for name, path in paths.items():
            row[name], row[f"{name}_cpu"] = median_read(client, path, args.reads)
        row["writes"] = writes_during(app, client, [*paths.values(), f"{api}?format=csv"])
        row["pairs"], row["bytes"] = len(json.loads(body)["partnerships"]), len(body)
        results.append(row)
        print(
            f"{row['games']:>7,} games: fill {row['fill']:.1f} s, tallies counted {row['recount']:.1f} s, ratings "
            f"rebuilt {row['rebuild']:.1f} s; finishing POST {row['post']:.0f} ms; first read after it "
            f"{row['first']:.0f} ms (CPU {row['first_cpu']:.0f}, {row['sql_cold']} SQL), page after it "
            f"{row['page_first']:.1f} ms ({row['page_cold']:.0f} ms making the standings too); repeated: JSON "
            f"{row['steady']:.2f} ms ({row['sql_kept']} SQL), season {row['season']:.2f} ms, page "
            f"{row['page']:.1f} ms; {row['writes']} writes by reads; {row['pairs']} partnerships, "
            f"{row['bytes']:,} bytes of JSON",
            flush=True,
        )
    table(results)


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
    """The figures as a Markdown table (ms unless said; medians)."""
    print(
        "\n| games | fill s | tallies counted s | ratings rebuilt s | finishing POST | first read after it (CPU) "
        "| page after it | page, making the standings | repeated JSON (CPU) | repeated season | repeated page "
        "| SQL first / repeated | writes by reads |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in results:
        print(
            f"| {row['games']:,} | {row['fill']:.1f} | {row['recount']:.1f} | {row['rebuild']:.1f} "
            f"| {row['post']:.0f} | {row['first']:.0f} ({row['first_cpu']:.0f}) | {row['page_first']:.1f} "
            f"| {row['page_cold']:.0f} | {row['steady']:.2f} ({row['steady_cpu']:.2f}) | {row['season']:.2f} "
            f"| {row['page']:.1f} | {row['sql_cold']} / {row['sql_kept']} | {row['writes']} |"
        )


def main() -> None:
    """Parse the flags and run."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", help="comma-separated league sizes in games (default 1000,10000,100000)")
    parser.add_argument("--quick", action="store_true", help="sizes 1000,10000 only")
    parser.add_argument("--reads", type=int, default=21, help="repeated reads per figure (default 21)")
    parser.add_argument("--new-games", type=int, default=5, help="new games played per size (default 5)")
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
    if any(s < 2 for s in args.sizes) or args.sizes != sorted(args.sizes) or args.reads < 1 or args.new_games < 1:
        parser.error("--sizes must grow and be at least 2 (the league starts with one API game); --reads >= 1")
    where = args.database_url.split("://")[0] if args.database_url else "SQLite temp file"
    print(f"Scorepad league standings benchmark (in-process, {where})")
    run(args)


if __name__ == "__main__":
    main()
