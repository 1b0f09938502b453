"""Migration 0008 stores each entry as its family's own value: a Canasta and a Rommé game written in the 0006 layout
(one column per count) keep every number, every count and every history entry, and the downgrade gives the old
columns back exactly."""

import json
import os
from dataclasses import replace

from flask_migrate import downgrade, upgrade
from sqlalchemy import text

from scorepad import MIGRATIONS, create_app
from scorepad.extensions import db
from scorepad.rules.settings import to_json
from tests.registry import preset_rules

OLD_COLUMNS = (
    "meld_points, hand_points, natural_canastas, mixed_canastas, joker_canastas, red_threes, red_threes_in_hand,"
    " going_out, penalty_points, meld_cards, hand_cards, score, total"
)
MELD_CARDS = {"jokers": 1, "twos": 0, "aces": 2, "high": 3, "low": 0, "black_threes": 0}  # 50 + 40 + 30 = 120
ENTRIES = [  # (id, round id, side, the 0006 columns as the old code wrote them, score and total included)
    # Canasta round 1: 240 + 500 (natural) + 100 (red three, melded) + 100 (out) = 940; 85 - 45 = 40.
    (1, 1, 0, (240, 0, 1, 0, 0, 1, 0, "out", 0, None, None, 940, 940)),
    (2, 1, 1, (85, 45, 0, 0, 0, 0, 0, None, 0, None, None, 40, 40)),
    # Canasta round 2, cards counted: 120 + 300 (mixed) + 200 (concealed, in all) = 620;
    # 50 - 30 (three tens) - 500 (a red three caught) - 100 (penalty) = -580.
    (3, 2, 0, (120, 0, 0, 1, 0, 0, 0, "concealed", 0, MELD_CARDS, None, 620, 1560)),
    (4, 2, 1, (50, 30, 0, 0, 0, 0, 1, None, 100, None, {"tens": 0, "high": 3}, -580, -540)),
    # Rommé hand 1: Anna out (0), Ben 25, Cara an ace and a joker: 11 + 40 = 51.
    (5, 3, 0, (0, 0, 0, 0, 0, 0, 0, "out", 0, None, None, 0, 0)),
    (6, 3, 1, (0, 25, 0, 0, 0, 0, 0, None, 0, None, None, 25, 25)),
    (7, 3, 2, (0, 51, 0, 0, 0, 0, 0, None, 0, None, {"aces": 1, "jokers": 1}, 51, 51)),
    # Rommé hand 2: Ben's Hand-Rommé doubles the others: Anna 10 -> 20, Cara 4 -> 8.
    (8, 4, 0, (0, 10, 0, 0, 0, 0, 0, None, 0, None, None, 20, 20)),
    (9, 4, 1, (0, 0, 0, 0, 0, 0, 0, "hand", 0, None, None, 0, 25)),
    (10, 4, 2, (0, 4, 0, 0, 0, 0, 0, None, 0, None, None, 8, 59)),
]
CORRECTED = {"number": 2, "entries": [{"meld_points": 100}, {"meld_points": 50}]}


def old_rows(settings: dict[str, str]) -> list[tuple[str, dict]]:
    """The two games as the 0006 code stored them."""
    game = (
        "INSERT INTO games (id, token_hash, ruleset_key, settings, first_dealer, deal_rotation, played_on, created_at,"
        " updated_at, version, status, ended_by_table, rated) VALUES (:id, 'x', :ruleset, :settings, 0, 'clockwise',"
        " '2026-11-01', '2026-11-01 20:00:00', '2026-11-01 21:00:00', 5, 'playing', 0, 0)"
    )
    rows = [
        (game, {"id": "canasta-game", "ruleset": "classic", "settings": settings["classic"]}),
        (game, {"id": "romme-game", "ruleset": "romme", "settings": settings["romme"]}),
        ("INSERT INTO players (id, name) VALUES (1, 'Anna'), (2, 'Ben'), (3, 'Cara'), (4, 'Dan')", {}),
        (
            "INSERT INTO sides (id, game_id, position, name, start, total, won, against, rounds_played, canastas,"
            " went_out, place, partnership) VALUES"
            " (1, 'canasta-game', 0, 'Anna & Ben', 0, 1560, 0, -540, 2, 2, 2, 1, '1-2'),"
            " (2, 'canasta-game', 1, 'Cara & Dan', 0, -540, 0, 1560, 2, 0, 0, 2, '3-4'),"
            " (3, 'romme-game', 0, 'Anna', 0, 20, 0, 25, 2, 0, 1, 1, ''),"
            " (4, 'romme-game', 1, 'Ben', 0, 25, 0, 20, 2, 0, 1, 2, ''),"
            " (5, 'romme-game', 2, 'Cara', 0, 59, 0, 20, 2, 0, 0, 3, '')",
            {},
        ),
        (
            "INSERT INTO seats (id, side_id, player_id, position) VALUES (1, 1, 1, 0), (2, 1, 2, 1), (3, 2, 3, 0),"
            " (4, 2, 4, 1), (5, 3, 1, 0), (6, 4, 2, 0), (7, 5, 3, 0)",
            {},
        ),
        (
            "INSERT INTO rounds (id, game_id, number, version, created_at) VALUES (1, 'canasta-game', 1, 2, '2026-11-01'),"
            " (2, 'canasta-game', 2, 5, '2026-11-01'), (3, 'romme-game', 1, 2, '2026-11-01'),"
            " (4, 'romme-game', 2, 3, '2026-11-01')",
            {},
        ),
        (
            "INSERT INTO events (id, game_id, at, action, round, before, after, by_kind, by_name, imported) VALUES"
            " (1, 'canasta-game', '2026-11-01 20:00:00', 'round_corrected', 2, :before, :after, 'phone', 'Anna', 0)",
            {"before": json.dumps(CORRECTED), "after": json.dumps({"number": 2, "entries": []})},
        ),
    ]
    for entry_id, round_id, position, values in ENTRIES:
        names = [f"v{i}" for i in range(len(values))]
        params = {n: json.dumps(v) if isinstance(v, dict) else v for n, v in zip(names, values, strict=True)}
        statement = (
            f"INSERT INTO entries (id, round_id, position, {OLD_COLUMNS}) VALUES"  # noqa: S608 (our own names)
            f" ({entry_id}, {round_id}, {position}, {', '.join(':' + n for n in names)})"
        )
        rows.append((statement, params))
    return rows


def test_entries_keep_every_number_across_the_upgrade_and_back(tmp_path):
    os.environ["SCOREPAD_INSTANCE_PATH"] = str(tmp_path)
    app = create_app(
        {"SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'old.db'}", "SECRET_KEY": "t", "TESTING": True}
    )
    house_rule = replace(preset_rules("romme"), hand_romme_doubles=True)
    settings = {"classic": json.dumps(to_json(preset_rules("classic"))), "romme": json.dumps(to_json(house_rule))}
    with app.app_context():
        upgrade(directory=MIGRATIONS, revision="0006")
        for statement, params in old_rows(settings):
            db.session.execute(text(statement), params)
        db.session.commit()
        upgrade(directory=MIGRATIONS)
        stored = dict(db.session.execute(text("SELECT id, counts FROM entries")).all())
        kept = db.session.execute(text("SELECT id, went_out, count_1, count_2 FROM entries ORDER BY id")).all()
        sides = db.session.execute(text("SELECT count_1, count_2, went_out FROM sides ORDER BY id")).all()
    counts = {k: json.loads(v) if isinstance(v, str) else v for k, v in stored.items()}
    assert counts[3] == {
        "meld_points": 120, "hand_points": 0, "natural_canastas": 0, "mixed_canastas": 1, "joker_canastas": 0,
        "red_threes": 0, "red_threes_in_hand": 0, "going_out": "concealed", "penalty_points": 0,
        "meld_cards": MELD_CARDS,
    }  # fmt: skip
    assert counts[7] == {"hand_points": 51, "going_out": None, "hand_cards": {"aces": 1, "jokers": 1}}
    assert counts[9] == {"hand_points": 0, "going_out": "hand"}
    assert [tuple(r) for r in kept][:4] == [(1, 1, 1, 0), (2, 0, 0, 0), (3, 1, 1, 0), (4, 0, 0, 0)]
    assert [tuple(s) for s in sides] == [(2, 0, 2), (0, 0, 0), (0, 0, 1), (0, 0, 1), (0, 0, 0)]

    client = app.test_client()
    canasta = client.get("/api/games/canasta-game").get_json()
    assert [s["total"] for s in canasta["sides"]] == [1560, -540]
    assert [[e["score"] for e in r["entries"]] for r in canasta["rounds"]] == [[940, 40], [620, -580]]
    assert canasta["rounds"][1]["entries"][0]["meld_cards"] == MELD_CARDS
    romme = client.get("/api/games/romme-game").get_json()
    assert [s["total"] for s in romme["sides"]] == [20, 25, 59]
    assert romme["rounds"][1]["entries"][1]["going_out"] == "hand"
    events = client.get("/api/games/canasta-game/history").get_json()["events"]
    assert events[0]["before"] == CORRECTED and events[0]["round"] == 2

    with app.app_context():
        downgrade(directory=MIGRATIONS, revision="0006")
        back = db.session.execute(text(f"SELECT id, round_id, position, {OLD_COLUMNS} FROM entries ORDER BY id")).all()  # noqa: S608
        canastas = db.session.execute(text("SELECT canastas FROM sides ORDER BY id")).scalars().all()
    cards = lambda v: json.loads(v) if isinstance(v, str) and v.startswith("{") else v  # noqa: E731  (text on SQLite)
    assert [(r[0], r[1], r[2], tuple(cards(v) for v in r[3:])) for r in back] == ENTRIES
    assert canastas == [2, 0, 0, 0, 0]
