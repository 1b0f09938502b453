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
