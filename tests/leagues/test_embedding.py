"""The websites that may frame a league's standings (leagues/embedding.py): typed origins read as origins, anything
else refused naming it, nothing stored then; the frame-ancestors directive they make."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorepad.core.errors import Invalid, NotFound
from scorepad.extensions import db
from scorepad.leagues.embedding import frame_ancestors, origin, read_origins, set_embed_origins
from scorepad.models import League
from tests.games.conftest import context, new_league  # noqa: F401  (fixtures shared by name)


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("https://club.example", "https://club.example"),
        ("HTTPS://Club.Example/", "https://club.example"),
        ("https://club.example:443", "https://club.example"),
        ("http://club.example:80", "http://club.example"),
        ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
        ("https://xn--mnchen-3ya.example:8443", "https://xn--mnchen-3ya.example:8443"),
        ("club.example", None),
        ("https://club.example/standings", None),
        ("https://club.example?x", None),
        ("https://club.example#top", None),
        ("https://a:b@club.example", None),
        ("https://@club.example", None),
        ("ftp://club.example", None),
        ("https://*.club.example", None),
        ("https://club.example:0x50", None),
        ("https://club.example:70000", None),
        ("https://club_example.org", None),
        ("https://-club.example", None),
        ("data:text/html,hi", None),
        ("'self'", None),
        ("https://", None),
    ],
)
def test_an_origin_is_a_scheme_a_host_and_a_port_only(typed: str, read: str | None) -> None:
    assert origin(typed) == read


def test_origins_are_read_one_a_line_or_by_spaces_or_commas_each_once() -> None:
    typed = "https://a.example\n\nhttp://b.example:81,https://A.example/ ,  https://c.example"
    assert read_origins(typed) == ["https://a.example", "http://b.example:81", "https://c.example"]
    assert read_origins("") == [] and read_origins(" \n ") == []


def test_every_origin_that_is_none_is_named() -> None:
    with pytest.raises(Invalid) as refused:
        read_origins("https://fine.example club.example https://x.example/path")
    (problem,) = refused.value.problems
    assert problem.path == "origins" and problem.params == {"origins": "club.example, https://x.example/path"}
    with pytest.raises(Invalid):
        read_origins(None)
    with pytest.raises(Invalid) as many:
        read_origins(" ".join(f"https://c{n}.example" for n in range(11)))
    assert many.value.problems[0].params == {"n": 10}


def test_set_embed_origins_stores_them_and_refuses_changing_nothing(new_league: Callable[..., League]) -> None:  # noqa: F811
    league = new_league()
    assert frame_ancestors(league) == "frame-ancestors 'none'"
    set_embed_origins(league.id, "https://club.example\nhttp://127.0.0.1:8080")
    db.session.expire_all()
    league = db.session.get(League, league.id)
    assert league.embed_origins == "https://club.example http://127.0.0.1:8080"
    assert frame_ancestors(league) == "frame-ancestors https://club.example http://127.0.0.1:8080"
    with pytest.raises(Invalid):
        set_embed_origins(league.id, "https://club.example; script-src *")
    db.session.expire_all()
    assert db.session.get(League, league.id).embed_origins == "https://club.example http://127.0.0.1:8080"
    with pytest.raises(NotFound):
        set_embed_origins("nobodys", "")
