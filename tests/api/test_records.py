"""History, renames, explanations, card counts, warnings, export and import."""

import random

from tests.conftest import HELD, WON


def auth(game):
    return {"Authorization": f"Bearer {game['token']}"}


def test_history_records_every_write_with_before_and_after(client, make_game, play):
    game = make_game()
    play(game, WON, HELD)
    play(game, HELD, WON)
    play(game, WON, WON | {"going_out": None}, method="put", number=2)
    client.delete(f"/api/games/{game['id']}/rounds/2", headers=auth(game))
    client.post(f"/api/games/{game['id']}/rounds/2/restore", headers=auth(game))
    client.patch(
        f"/api/games/{game['id']}", json={"sides": [{"name": "A&B"}, {"players": ["Cara", "Dora"]}]}, headers=auth(game)
    )
    events = client.get(f"/api/games/{game['id']}/history").get_json()["events"]
    assert [(e["action"], e["round"]) for e in events] == [
        ("created", None),
        ("round_added", 1),
        ("round_added", 2),
        ("round_corrected", 2),
        ("round_deleted", 2),
        ("round_restored", 2),
        ("game_changed", None),
    ]
    corrected = events[3]
    assert (
        corrected["before"]["entries"][0]["meld_points"] == 85 and corrected["after"]["entries"][1]["going_out"] is None
    )
    assert events[4]["before"] == events[5]["after"]
    assert events[6]["before"]["sides"][1]["players"] == ["Cara", "Dan"]
    assert events[6]["after"]["sides"] == [
        {"name": "A&B", "players": ["Anna", "Ben"]},
        {"name": "Cara & Dan", "players": ["Cara", "Dora"]},
    ]
    assert all(e["by"].startswith(("token ", "api")) and e["at"].endswith("Z") for e in events)


def test_settings_change_only_before_the_first_round(client, make_game, play):
    game = make_game()
    url = f"/api/games/{game['id']}"
    changed = client.patch(url, json={"settings": {"target": 3000}}, headers=auth(game))
    assert changed.status_code == 200 and changed.get_json()["target"] == 3000
    assert client.patch(url, json={"settings": {"target": 7}}, headers=auth(game)).status_code == 422
    assert client.patch(url, json={"settings": {"target": 3000}}).status_code == 401
    play(game, WON, HELD)
    assert client.patch(url, json={"settings": {"target": 2000}}, headers=auth(game)).status_code == 409
    assert client.get(url).get_json()["target"] == 3000


def test_round_explanation_names_part_amount_and_rule(client, make_game, play):
    game = make_game(ruleset="german")
    play(
        game,
        WON | {"red_threes": 4, "natural_canastas": 0, "mixed_canastas": 1, "going_out": "concealed"},
        {"meld_points": 60, "hand_points": 45},
    )
    body = client.get(f"/api/games/{game['id']}/rounds/1").get_json()
    first = {r["part"]: r for r in body["entries"][0]["explanation"]}
    assert first["red_threes"]["points"] == 800 and first["red_threes"]["text"] == (
        "4 red threes, side has a canasta: 800"
    )
    assert first["going_out"] == {
        "part": "going_out",
        "points": 200,
        "text": "Went out concealed: 200",
        "settings": ["concealed"],
    }
    assert client.get(f"/api/games/{game['id']}/rounds/2").status_code == 404


def test_card_counts_give_points_and_are_stored(client, make_game, play):
    game = make_game()
    cards = {"jokers": 1, "twos": 1, "aces": 3, "high": 7, "low": 0, "black_threes": 0}
    data = play(
        game, {"meld_cards": cards, "natural_canastas": 1, "going_out": "out"}, {"hand_cards": {"low": 3}}
    ).get_json()["game"]
    entry = data["rounds"][0]["entries"][0]
    assert entry["meld_points"] == 50 + 20 + 60 + 70 and entry["meld_cards"] == cards
    assert data["rounds"][0]["entries"][1]["hand_points"] == 15
    assert client.get(f"/api/games/{game['id']}").get_json()["rounds"][0]["entries"][0]["meld_cards"] == cards


def test_bad_card_counts_or_conflicting_points_change_nothing(client, make_game, play):
    game = make_game()
    five_jokers = play(game, {"meld_cards": {"jokers": 5}, "meld_points": 250}, HELD)
    assert five_jokers.status_code == 422 and "entries.0.meld_cards.jokers" in five_jokers.get_json()["errors"]
    conflict = play(game, {"meld_cards": {"aces": 3}, "meld_points": 70}, HELD)
    assert conflict.status_code == 422
    assert conflict.get_json()["errors"]["entries.0.meld_points"] == "The cards counted make 60 points, not 70."
    bad = play(game, {"meld_cards": {"aces": -1, "kings": 2}}, HELD)
    assert set(bad.get_json()["errors"]) == {"entries.0.meld_cards.kings"}  # the shape first: no such class
    bad = play(game, {"meld_cards": {"aces": -1}}, HELD)
    assert set(bad.get_json()["errors"]) == {"entries.0.meld_cards.aces"}  # then the bounds
    assert client.get(f"/api/games/{game['id']}").get_json()["rounds"] == []


def test_house_card_values(make_game, play):
    game = make_game(settings={"card_values": {"jokers": 30}})
    data = play(game, {"meld_cards": {"jokers": 2, "high": 5}}, HELD).get_json()["game"]
    assert data["rounds"][0]["entries"][0]["meld_points"] == 110


def test_plausibility_warnings_do_not_block(make_game, play):
    game = make_game()
    response = play(game, {"meld_points": 200, "natural_canastas": 5, "going_out": "out"}, HELD)
    assert response.status_code == 201
    assert set(response.get_json()["warnings"]) == {"entries.0.meld_points"}
    assert play(game, WON, HELD).get_json()["warnings"] == {}


def random_round(rng):
    """A plausible classic round with a winner that went out."""
    out = rng.randrange(2)
    entries = [{"meld_points": rng.randrange(0, 60, 5), "hand_points": rng.randrange(0, 80, 5)} for _ in range(2)]
    entries[out] = {
        "meld_points": rng.randrange(60, 400, 5),
        "natural_canastas": 1,
        "red_threes": rng.randrange(3),
        "going_out": rng.choice(["out", "concealed"]),
    }
    return entries


def test_export_then_import_of_a_40_round_game_round_trips(client, make_game, play):
    rng = random.Random(40)
    game = make_game(settings={"target": 100000})
    for _ in range(40):
        assert play(game, *random_round(rng)).status_code == 201
    play(game, *random_round(rng), method="put", number=7)
    exported = client.get(f"/api/games/{game['id']}/export?format=json").get_json()
    imported = client.post("/api/games/import", json=exported)
    assert imported.status_code == 201
    new = imported.get_json()
    assert new["id"] != game["id"] and new["token"]
    original = client.get(f"/api/games/{game['id']}").get_json()
    assert new["rounds"] == original["rounds"] and new["sides"] == original["sides"]
    old_events = client.get(f"/api/games/{game['id']}/history").get_json()["events"]
    new_events = client.get(f"/api/games/{new['id']}/history").get_json()["events"]
    assert [{k: v for k, v in e.items() if k != "imported"} for e in new_events[:-1]] == old_events
    assert all(e["imported"] for e in new_events[:-1])
    assert new_events[-1]["action"] == "created" and new_events[-1]["after"]["imported_from"] == game["id"]


def test_import_rescores_and_never_trusts_scores(client, make_game, play):
    game = make_game()
    play(game, WON, HELD)
    exported = client.get(f"/api/games/{game['id']}/export").get_json()
    exported["totals"] = [99999, 0]
    exported["rounds"][0]["entries"][0]["score"] = 5
    new = client.post("/api/games/import", json=exported).get_json()
    assert [s["total"] for s in new["sides"]] == [940, 40]
    exported["rounds"][0]["entries"][1] = WON
    assert client.post("/api/games/import", json=exported).status_code == 422
    assert client.post("/api/games/import", json={"format": "other"}).status_code == 422


def test_csv_export(client, make_game, play):
    game = make_game()
    play(game, WON, HELD)
    response = client.get(f"/api/games/{game['id']}/export?format=csv")
    lines = response.get_data(as_text=True).splitlines()
    assert response.mimetype == "text/csv" and lines[0].startswith("\ufeffround,side,meld_points")
    assert lines[1].endswith("out,940,940") and lines[2] == "1,Cara & Dan,85,45,0,0,0,0,0,0,,40,40"


def test_the_csv_export_is_its_own_operation_and_format_csv_answers_it_still(client, make_game, play):
    game = make_game()
    play(game, WON, HELD)
    own = client.get(f"/api/games/{game['id']}/export.csv")
    old = client.get(f"/api/games/{game['id']}/export?format=csv")  # API 1.0, deprecated
    assert own.status_code == 200 and own.mimetype == "text/csv" and own.data == old.data
    assert own.headers["Content-Disposition"] == f'attachment; filename="scorepad-{game["id"]}.csv"'
    assert client.get("/api/games/nope/export.csv").status_code == 404


def test_the_zip_export_is_its_own_operation_answering_bytes_to_who_asks_for_bytes(client, make_game, play):
    game = make_game()
    play(game, WON, HELD)
    own = client.get(f"/api/games/{game['id']}/export.zip")
    assert own.status_code == 200 and own.mimetype == "application/zip" and own.data[:2] == b"PK"
    raw = client.get(f"/api/games/{game['id']}/export.zip", headers={"Accept": "application/octet-stream"})
    assert raw.mimetype == "application/octet-stream" and raw.data[:2] == b"PK" and "Accept" in raw.headers["Vary"]


def test_the_document_deprecates_format_and_answers_the_files_by_their_own_operations(client):
    doc = client.get("/api/openapi.json").get_json()
    export = doc["paths"]["/api/games/{game_id}/export"]["get"]
    assert [p["deprecated"] for p in export["parameters"] if p["name"] == "format"] == [True]
    files = {
        "/api/games/{game_id}/export.csv": ("export_game_csv", "text/csv"),
        "/api/games/{game_id}/export.zip": ("export_game_archive", "application/zip"),
        "/api/leagues/{league_id}/standings.csv": ("read_standings_csv", "text/csv"),
        "/api/leagues/{league_id}/games.csv": ("list_league_games_csv", "text/csv"),
    }
    for path, (name, kind) in files.items():
        operation = doc["paths"][path]["get"]
        assert operation["operationId"] == name and kind in operation["responses"]["200"]["content"], path


def long_history(app, game_id: str, events: int = 10_000) -> list[int]:
    """Give a game `events` more events (renames, as an imported history may hold); their ids, oldest first."""
    from scorepad.extensions import db
    from scorepad.models import Event

    with app.app_context():
        db.session.execute(
            Event.__table__.insert(),
            [
                {
                    "game_id": game_id,
                    "action": "game_changed",
                    "by_kind": "api",
                    "by_name": "",
                    "imported": False,
                    "before": {"sides": [{"name": f"A{n}"}]},
                    "after": {"sides": [{"name": f"A{n + 1}"}]},
                }
                for n in range(events)
            ],
        )
        db.session.commit()
        return list(db.session.scalars(db.select(Event.id).where(Event.game_id == game_id).order_by(Event.id)))


def test_a_long_history_is_paged_by_cursor_with_next_links(app, client, make_game):
    game = make_game()
    every = long_history(app, game["id"])
    assert len(every) == 10_001  # the game's creation and 10,000 changes
    url, seen, pages = f"/api/games/{game['id']}/history", [], 0
    while url:
        answer = client.get(url)
        body = answer.get_json()
        assert answer.status_code == 200 and len(body["events"]) <= 500
        seen += [e["after"] for e in body["events"]]
        url, pages = body.get("next"), pages + 1
        assert (answer.headers.get("Link") == f'<{url}>; rel="next"') if url else "Link" not in answer.headers
    assert pages == 21 and len(seen) == 10_001 and seen[1] == {"sides": [{"name": "A1"}]}
    assert seen[-1] == {"sides": [{"name": "A10000"}]}
    big = client.get(f"/api/games/{game['id']}/history?limit=1000").get_json()
    assert len(big["events"]) == 1000 and "limit=1000" in big["next"]
    assert len(client.get(big["next"]).get_json()["events"]) == 1000


def test_a_short_history_comes_whole_and_bad_pages_are_named(client, make_game, play):
    game = make_game()
    play(game, WON, HELD)
    whole = client.get(f"/api/games/{game['id']}/history")
    assert list(whole.get_json()) == ["events", "next"] and whole.get_json()["next"] is None  # null on the last page
    assert len(whole.get_json()["events"]) == 2 and "Link" not in whole.headers
    one = client.get(f"/api/games/{game['id']}/history?limit=1").get_json()
    assert len(one["events"]) == 1 and [e["action"] for e in client.get(one["next"]).get_json()["events"]] == [
        "round_added"
    ]
    for query, field in (
        ("limit=0", "limit"),
        ("limit=1001", "limit"),
        ("limit=x", "limit"),
        ("after=%21%21", "after"),
    ):
        refused = client.get(f"/api/games/{game['id']}/history?{query}", headers={"Accept-Language": "de"})
        assert refused.status_code == 422 and list(refused.get_json()["errors"]) == [field], query
