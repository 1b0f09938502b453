"""The one place pages turn refusals and HTTP errors into pages (web/shared/errors.py): a refusal's status as the
pages answer it, its messages on the page, a bare page when even the error page can't be made."""

from __future__ import annotations

from werkzeug.exceptions import MethodNotAllowed

from scorepad.core.errors import NotFound, Stale
from scorepad.rules.problems import Problem
from scorepad.web.shared.errors import bare_page, http_error_page, refused_page, status_of


def test_a_stale_write_on_a_page_is_the_conflict_it_shows():
    assert status_of(Stale([])) == 409 and status_of(NotFound([])) == 404


def test_a_refusal_as_a_page_naming_what_was_wrong(app):
    with app.test_request_context(headers={"Accept-Language": "de"}):
        page = refused_page(NotFound([Problem("_game", "No game with this id.")]))
    assert page.status_code == 404 and "Content-Security-Policy" in page.headers
    assert "Kein Spiel mit dieser ID." in page.get_data(as_text=True)


def test_an_http_error_page_keeps_what_it_must_say(app):
    with app.test_request_context():
        page = http_error_page(MethodNotAllowed(valid_methods=["GET"]))
    assert page.status_code == 405 and page.headers["Allow"] == "GET"


def test_a_bare_page_needs_nothing(app):
    with app.test_request_context(headers={"Accept-Language": "de"}):
        bare = bare_page()
    assert bare.startswith('<!doctype html>\n<html lang="de">') and '<a href="/">' in bare
