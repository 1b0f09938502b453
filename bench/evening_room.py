"""A club evening's room on the README's production command: the room's screen and 40 tables' phones following
one evening, against 40 phones following 40 single games, while nothing changes.

Starts gunicorn as bench/reads.py does (2 sync workers, a temporary SQLite file or --database-url), starts an
individual Canasta evening of 160 players (40 tables) through the API in a public league, and measures:
- the server's CPU (from /proc, as a share of one core; PostgreSQL's processes too on PostgreSQL) while 40 phones
  poll their tables' games and the room's screen polls the evening, each once a second, nothing changing;
- the same with 40 phones polling 40 casual games (the yardstick: the evening must cost no more);
- the room's screen and the phone's ranking page made and kept (wrk: requests a second, bytes gzipped), and the
  room's conditional poll answered 304.
Prints figures; not a test.

    .venv/bin/python bench/evening_room.py [--database-url postgresql+psycopg://...] [--tables 40]
"""

from __future__ import annotations

import argparse
import gzip
import os
import secrets
import shutil
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from reads import BIN, HOST, ROOT, SIDES, Gunicorn, call, followers, wrk  # noqa: E402


def evening_of(base: str, tables: int) -> tuple[str, list[str]]:
    """A public league's individual Canasta evening of four players a table; its id and its tables' game ids."""
    opener = urllib.request.build_opener()
    league = call(opener, f"{base}/api/leagues", {"name": "Bench club", "ruleset": "classic", "visibility": "public"})
    auth = {"Authorization": f"Bearer {league['token']}"}
    names = [f"Player {n:03}" for n in range(1, 4 * tables + 1)]
    asked = {"name": "Bench evening", "form": "individuals", "rounds": 3, "new_players": names}
    evening = call(opener, f"{base}/api/leagues/{league['id']}/evenings", asked, auth)
    read = call(opener, f"{base}/api/evenings/{evening['id']}", None, auth)
    games = [table["game"] for table in read["drawn"][-1]["tables"]]
    assert len(games) == tables, f"{len(games)} tables drawn, not {tables}"
    return evening["id"], games


def casual_games(base: str, count: int) -> list[str]:
    """`count` casual games' ids."""
    opener = urllib.request.build_opener()
    return [call(opener, f"{base}/api/games", {"sides": SIDES})["id"] for _ in range(count)]


def weight(url: str) -> int:
    """A page's bytes gzipped at nginx's level 1."""
    return len(gzip.compress(urllib.request.urlopen(url).read(), 1))


def main() -> None:
    """Start the server, make the evening and the games, measure, print, clean up."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database-url", help="a SQLAlchemy URL, migrated first (default: a temporary SQLite file)")
    parser.add_argument("--tables", type=int, default=40, help="tables of the evening (default 40)")
    parser.add_argument("--seconds", type=int, default=30, help="seconds of following (default 30)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="scorepad-room-"))
    url = args.database_url or f"sqlite:///{folder / 'room.db'}"
    env = {**os.environ, "SCOREPAD_INSTANCE_PATH": str(folder), "SCOREPAD_DATABASE_URL": url}
    env.update(SCOREPAD_SECURE_COOKIES="0", SCOREPAD_CREATE_LIMIT="10000 per minute")
    env.setdefault("SCOREPAD_SECRET_KEY", secrets.token_hex(32))
    subprocess.run([str(BIN / "flask"), "--app", "scorepad", "db", "upgrade"], cwd=ROOT, env=env, check=True)
    app = Gunicorn("scorepad:create_app()", env, folder, "app", 2, database=True)
    try:
        base = f"http://{HOST}:{app.port}"
        evening, tables = evening_of(base, args.tables)
        games = casual_games(base, args.tables)
        room, ranking = f"{base}/evenings/{evening}/room", f"{base}/evenings/{evening}/ranking"
        kind = "PostgreSQL" if args.database_url else "SQLite"
        print(f"A club evening's room, {kind}, gunicorn -w 2; {args.tables} tables, {args.seconds} s a figure")
        evening_share = followers(
            app, [f"{base}/evenings/{evening}/news", *(f"{base}/games/{g}/news" for g in tables)], args.seconds
        )
        single_share = followers(app, [f"{base}/games/{g}/news" for g in games], args.seconds)
        print(f"  the room's screen + {args.tables} tables' phones polling: server CPU {evening_share:.1%} of one core")
        print(f"  {args.tables} phones polling {args.tables} single games:   server CPU {single_share:.1%} of one core")
        print(f"    the evening's share of the single games': {evening_share / single_share:.2f} (goal: at most ~1)")
        for name, page in (("room's screen", room), ("ranking (phone)", ranking)):
            rate = wrk(page, 5, {})
            print(f"  {name:18} {rate:7.0f} req/s, {weight(page):,} bytes gzipped (level 1)")
        tag = urllib.request.urlopen(f"{base}/evenings/{evening}/news").headers["ETag"]
        rate = wrk(f"{base}/evenings/{evening}/news", 5, {"If-None-Match": tag})
        print(f"  the room's poll, 304 {rate:7.0f} req/s")
    finally:
        app.stop()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
