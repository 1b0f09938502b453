"""Conditional GET as RFC 9110 has it, the same before the app and in its views: If-None-Match matches by weak
comparison, any tag of a list matches, and `*` matches any version; anything else gets the bytes."""

import pytest

from scorepad.serving.cached_reads import FAST_READS
from scorepad.serving.conditional import not_modified
from tests.conftest import HELD, WON


@pytest.mark.parametrize(
    "header, matches",
    [
        ('"v1"', True),
        ('W/"v1"', True),
        ('"v0", "v1"', True),
        ("*", True),
        ('"v0"', False),
        ("v1", True),  # unquoted, as some clients send it: werkzeug reads it as the tag
        ("", False),
        (None, False),
    ],
)
def test_if_none_match(header, matches):
    assert not_modified("v1", header) is matches


@pytest.mark.parametrize("early", [True, False], ids=["before the app", "in the views"])
def test_lists_weak_tags_and_a_star_get_a_304_on_every_cached_read(app, make_game, play, monkeypatch, early):
    game = make_game()
    play(game, WON, HELD)
    if not early:
        for name in list(app.extensions[FAST_READS]):
            monkeypatch.delitem(app.extensions[FAST_READS], name)
    reader, asked = app.test_client(), []
    app.before_request_funcs.setdefault(None, []).insert(0, lambda: asked.append(1))
    for path in (f"/games/{game['id']}", f"/api/games/{game['id']}", f"/games/{game['id']}/news"):
        reader.get(path)  # remembered on this phone, and cached
        tag = reader.get(path).headers["ETag"]
        for held in (tag, f"W/{tag}", f'"other", {tag}', "*"):
            answer = reader.get(path, headers={"If-None-Match": held})
            assert answer.status_code == 304 and answer.headers["ETag"] == tag and not answer.data, (path, held)
        assert reader.get(path, headers={"If-None-Match": '"other"'}).status_code == 200
    app.before_request_funcs[None].pop(0)
    assert len(asked) == (5 if early else 21)  # before the app: first reads, and a follower's news that changed
