"""If-Match on every write that takes it (api/preconditions.py): werkzeug reads the header (a list, weak tags,
`*`); a tag names version v of game g when it is "g.v" or a read's longer "g.v.…"; a stale one answers 412
with the game as it is now and changes nothing."""

from __future__ import annotations

import pytest

from scorepad.api.preconditions import version_named
from tests.conftest import HELD, WON


@pytest.mark.parametrize(
    ("tag", "version"),
    [
        ("g1.3", 3),
        ("g1.3.20261125.de", 3),
        ("g1.3.20261125.7.en", 3),
        ("g1.30", 30),
        ("g1.03", None),
        ("g1.", None),
        ("g1.x", None),
        ("g1.٣", None),
        ("g2.3", None),
        ("g1", None),
        ("xg1.3", None),
    ],
)
def test_a_tag_names_a_version_of_one_game(tag, version):
    assert version_named(tag, "g1") == version


@pytest.fixture
def two_rounds(client, make_game, play):
    """A game with two rounds, the ETag of its first version after round 1, and its token."""
    game = make_game()
    play(game, WON, HELD)
    held = client.get(f"/api/games/{game['id']}").headers["ETag"]
    play(game, WON, HELD)
    return game, held


def put(client, game, if_match: str):
    """Correct round 1 under an If-Match header."""
    headers = {"Authorization": f"Bearer {game['token']}", "If-Match": if_match}
    return client.put(f"/api/games/{game['id']}/rounds/1", json={"entries": [HELD, WON]}, headers=headers)


def test_a_stale_tag_is_refused_with_the_game_as_it_is(client, two_rounds):
    game, held = two_rounds
    stale = put(client, game, held)
    assert stale.status_code == 412 and stale.get_json()["game"]["version"] == 3
    assert stale.get_json()["errors"] == {"_game": "The game changed meanwhile; reload it and try again."}
    assert client.get(f"/api/games/{game['id']}").get_json()["rounds"][0]["entries"][0]["meld_points"] == 240


@pytest.mark.parametrize(
    ("header", "status"),
    [
        ('"{id}.3"', 200),
        ('"{id}.2", "{id}.3"', 200),  # a list: any tag naming the version now
        ('"nope", "{id}.3.20261125.de"', 200),  # a read's longer tag
        ("*", 200),
        ('W/"{id}.3"', 412),  # weak tags never match: If-Match compares strongly
        ('"{id}.2", W/"{id}.3"', 412),
        ('"{id}.4"', 412),
        ('"other.3"', 412),
        ('"', 412),
    ],
)
def test_if_match_reads_lists_weak_tags_and_star(client, two_rounds, header, status):
    game, _held = two_rounds
    answer = put(client, game, header.format(id=game["id"]))
    assert answer.status_code == status, answer.get_json()
    assert client.get(f"/api/games/{game['id']}").get_json()["version"] == (4 if status == 200 else 3)


def test_a_rename_honours_if_match(client, two_rounds):
    """A PATCH with a stale tag was answered 200 and renamed the sides."""
    game, held = two_rounds
    url, auth = f"/api/games/{game['id']}", {"Authorization": f"Bearer {game['token']}"}
    names = {"sides": [{"name": "Us"}, {"name": "Them"}]}
    stale = client.patch(url, json=names, headers={**auth, "If-Match": held})
    assert stale.status_code == 412 and stale.get_json()["game"]["sides"][0]["name"] == "Anna & Ben"
    current = client.get(url).headers["ETag"]
    renamed = client.patch(url, json=names, headers={**auth, "If-Match": current})
    assert renamed.status_code == 200 and renamed.get_json()["sides"][0]["name"] == "Us"
    assert renamed.headers["ETag"] != current


def test_delete_and_restore_honour_if_match(client, two_rounds):
    game, held = two_rounds
    url, auth = f"/api/games/{game['id']}/rounds/2", {"Authorization": f"Bearer {game['token']}"}
    assert client.delete(url, headers={**auth, "If-Match": held}).status_code == 412
    deleted = client.delete(url, headers={**auth, "If-Match": f'"x", "{game["id"]}.3"'})
    assert deleted.status_code == 200
    assert client.post(f"{url}/restore", headers={**auth, "If-Match": held}).status_code == 412
    assert client.post(f"{url}/restore", headers={**auth, "If-Match": deleted.headers["ETag"]}).status_code == 200


GAME_WRITES = {  # every write on a game, as the table sends it (a Rommé game of two hands: it can end by the table)
    "change_game": ("patch", "", {"family": "romme", "sides": [{"name": "Us"}, {"name": "Them"}]}),
    "add_round": ("post", "/rounds", {"family": "romme", "entries": [{"going_out": "out"}, {"hand_points": 9}]}),
    "correct_round": ("put", "/rounds/1", {"family": "romme", "entries": [{"hand_points": 9}, {"going_out": "out"}]}),
    "delete_round": ("delete", "/rounds/2", None),
    "restore_round": ("post", "/rounds/2/restore", None),
    "finish_game": ("post", "/finish", None),
    "reopen_game": ("post", "/reopen", None),
    "confirm_round": ("post", "/rounds/1/confirmations", {"side": 0}),
}
PHOTO_WRITES = {"add_photo", "delete_photo"}  # multipart and a photo's id: tests/api/test_evidence.py sends them stale


def test_every_write_on_a_game_documents_if_match_and_412(client):
    doc = client.get("/api/openapi.json").get_json()
    writes = {
        op["operationId"]: op
        for path, item in doc["paths"].items()
        if path.startswith("/api/games/{game_id}") and not path.endswith("/preview")
        for method, op in item.items()
        if method in ("post", "put", "patch", "delete")
    }
    assert set(writes) == set(GAME_WRITES) | PHOTO_WRITES
    for name, op in writes.items():
        assert "If-Match" in {p["name"] for p in op["parameters"] if p["in"] == "header"}, name
        stale = op["responses"]["412"]["content"]["application/problem+json"]["schema"]
        assert stale["$ref"].startswith("#/components/schemas/"), name


@pytest.fixture
def romme_game(client, make_game, play):
    """A Rommé game where every write can be made: round 2 deleted (restore), then ended by the table (reopen)."""
    game = make_game(ruleset="romme", sides=[{"name": n, "players": [n]} for n in ("Anna", "Ben")])
    auth = {"Authorization": f"Bearer {game['token']}"}
    play(game, {"going_out": "out"}, {"hand_points": 20})
    play(game, {"hand_points": 5}, {"going_out": "out"})
    return game, auth


def state(client, game):
    """Everything a write could change: the game as a reader sees it."""
    return client.get(f"/api/games/{game['id']}").get_json()


@pytest.mark.parametrize("operation", list(GAME_WRITES))
def test_every_write_on_a_game_refuses_a_stale_tag_and_takes_the_current_one(client, romme_game, operation):
    game, auth = romme_game
    url = f"/api/games/{game['id']}"
    if operation == "restore_round":
        assert client.delete(f"{url}/rounds/2", headers=auth).status_code == 200
    if operation == "reopen_game":
        assert client.post(f"{url}/finish", headers=auth).status_code == 200
    method, tail, body = GAME_WRITES[operation]
    before = state(client, game)
    old = f'"{game["id"]}.{before["version"] - 1}"'
    stale = client.open(f"{url}{tail}", method=method.upper(), json=body, headers={**auth, "If-Match": old})
    assert stale.status_code == 412, stale.get_json()
    assert stale.get_json()["type"] == "/problems/stale" and stale.get_json()["game"] == before
    assert state(client, game) == before  # nothing stored
    current = client.get(url).headers["ETag"]
    taken = client.open(f"{url}{tail}", method=method.upper(), json=body, headers={**auth, "If-Match": current})
    assert taken.status_code in (200, 201), taken.get_json()
    assert state(client, game)["version"] == before["version"] + 1
