"""The cache: every key names the release, what it is, its versions, language and kind of reader, and nothing
else; the release changes with what shapes the bytes; a process's cache stays within its byte budget, even
filled with versions of games at the round cap; a store that fails is a miss, never an error."""

import logging

import pytest

from scorepad import create_app
from scorepad.config import release_of
from scorepad.core.sizes import ROUNDS_MAX
from scorepad.storage.cache import cache_store
from scorepad.storage.memory_cache import BudgetCache
from tests.conftest import HELD, WON

MB = 1024 * 1024


@pytest.fixture
def another_app(app, tmp_path, monkeypatch):
    """Another app on the test database, made with the given settings."""

    def make(**settings):
        monkeypatch.setenv("SCOREPAD_INSTANCE_PATH", str(tmp_path))
        base = {"TESTING": True, "SQLALCHEMY_DATABASE_URI": app.config["SQLALCHEMY_DATABASE_URI"]}
        return create_app({**base, "SECRET_KEY": "test-only-secret-key-of-a-test-server", "WTF_CSRF_ENABLED": False, **settings})

    return make


def test_a_key_names_the_release_what_it_is_its_versions_language_and_reader(app):
    with app.app_context():
        store = cache_store()
        key = store.key("board", "GAME", [3, "20260101"], "de", "reader")
        assert str(key) == f"{app.config['SCOREPAD_RELEASE']}|board|GAME|3.20260101|de|reader"
        with pytest.raises(ValueError):
            store.key("anything", "GAME", [3])


def test_the_release_changes_with_a_template_a_static_file_or_a_translation(tmp_path):
    templates, static = tmp_path / "templates", tmp_path / "static"
    templates.mkdir()
    static.mkdir()
    (templates / "board.html").write_text("<p>{{ total }}</p>")
    (static / "app.css").write_text("p {}")
    first = release_of("1.0.0", [templates, static])
    assert release_of("1.0.0", [templates, static]) == first and first.startswith("1.0.0+")
    (templates / "board.html").write_text("<p><b>{{ total }}</b></p>")
    second = release_of("1.0.0", [templates, static])
    (static / "app.css").write_text("p { color: red }")
    assert len({first, second, release_of("1.0.0", [templates, static]), release_of("1.0.1", [static])}) == 4


def test_an_etag_of_one_release_is_no_304_in_another(make_game, play, another_app):
    game = make_game()
    play(game, WON, HELD)
    first, second = another_app(SCOREPAD_RELEASE="first"), another_app(SCOREPAD_RELEASE="second")
    for path in (f"/games/{game['id']}", f"/api/games/{game['id']}"):
        held = first.test_client().get(path).headers["ETag"]
        assert "first" in held and first.test_client().get(path, headers={"If-None-Match": held}).status_code == 304
        fresh = second.test_client().get(path, headers={"If-None-Match": held})  # a browser after a deploy
        assert fresh.status_code == 200 and "second" in fresh.headers["ETag"]


def capped_export(client, game) -> dict:
    """A game's export with its one round played ROUNDS_MAX times (the history left out: it is optional)."""
    exported = client.get(f"/api/games/{game['id']}/export?format=json").get_json()
    (played,) = exported["rounds"]
    exported["rounds"] = [{**played, "number": n} for n in range(1, ROUNDS_MAX + 1)]
    exported.pop("history")
    return exported


def test_a_process_filled_with_versions_of_capped_games_stays_within_its_byte_budget(
    client, make_game, play, another_app
):
    game = make_game(settings={"target": 1_000_000})
    play(game, WON, HELD)
    capped = client.post("/api/games/import", json=capped_export(client, game)).get_json()
    budget = 3 * MB
    small = another_app(SCOREPAD_CACHE_BYTES=budget)
    with small.app_context():
        memory = cache_store().backend
    assert isinstance(memory, BudgetCache)
    reader, german = small.test_client(), small.test_client()
    auth = {"Authorization": f"Bearer {capped['token']}"}
    seen = set()
    for version in range(3):  # each version of a capped game: about 2 MB of JSON and boards in two languages
        names = [{"name": f"Anna & Ben {version}"}, {}]
        assert client.patch(f"/api/games/{capped['id']}", json={"sides": names}, headers=auth).status_code == 200
        for phone, language in ((reader, "en"), (german, "de")):
            board = phone.get(f"/games/{capped['id']}", headers={"Accept-Language": language})
            data = phone.get(f"/api/games/{capped['id']}", headers={"Accept-Language": language})
            assert board.status_code == data.status_code == 200 and f"Anna &amp; Ben {version}" in board.text
            seen.add(len(data.data))
            assert memory.used <= budget
    assert max(seen) > 600_000  # a capped game's JSON, each version's cached while it fits
    held = sum(BudgetCache.size(key, data) for key, (_, data, _) in memory._entries.items())
    assert held == memory.used <= budget and len(memory._entries) < 3 * 4  # the oldest versions left


def test_no_answer_over_the_entry_limit_is_cached_and_it_is_still_served(make_game, play, another_app):
    game = make_game()
    play(game, WON, HELD)
    tight = another_app(SCOREPAD_CACHE_ENTRY_MAX=2_000)  # a game's JSON is more than that
    reader = tight.test_client()
    first, again = reader.get(f"/api/games/{game['id']}"), reader.get(f"/api/games/{game['id']}")
    assert first.status_code == again.status_code == 200 and first.data == again.data
    with tight.app_context():
        assert cache_store().backend.used == 0


class Broken:
    """A store that fails as a stopped Redis does."""

    def get(self, key):
        raise ConnectionError("Connection refused")

    set = get


def test_a_failing_store_is_a_miss_with_a_warning_never_an_error(app, make_game, play, caplog, monkeypatch):
    game = make_game()
    play(game, WON, HELD)
    reader = app.test_client()
    reader.get(f"/games/{game['id']}")
    before = reader.get(f"/games/{game['id']}").data
    with app.app_context():
        store = cache_store()
    monkeypatch.setattr(store, "backend", Broken())
    monkeypatch.setattr(store, "down_until", 0.0)
    with caplog.at_level(logging.WARNING, logger="scorepad.storage.cache"):
        assert reader.get(f"/games/{game['id']}").data == before  # made anew, the same bytes
        assert reader.get(f"/api/games/{game['id']}").status_code == 200
        assert play(game, HELD, WON).status_code == 201
        assert reader.get(f"/games/{game['id']}").status_code == 200
    assert "The cache store in this process's memory failed (ConnectionError: Connection refused)" in caplog.text
    with app.app_context():
        from scorepad.storage.cache import store_ok

        assert store_ok() is False
    monkeypatch.undo()
    with app.app_context():
        assert store_ok() is True
