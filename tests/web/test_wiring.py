"""The pages wired into an app (web/wiring.py): the app's templates then each family's under its key, every family's
adapter placed, the template helpers, the locale selector."""

from __future__ import annotations

from scorepad.extensions import REGISTRY
from scorepad.web.games.adapter import PAGES, SIDE, TOTALS
from scorepad.web.wiring import this_page


def test_a_familys_templates_by_its_key_beside_the_apps(app):
    loader = app.jinja_env.loader
    assert loader.get_source(app.jinja_env, "romme/side.html")[0].startswith("{#")
    assert loader.get_source(app.jinja_env, "tally/totals.html") and loader.get_source(app.jinja_env, "base.html")
    assert "romme/side.html" in app.jinja_env.list_templates()


def test_every_family_of_the_app_has_its_pages_placed(app):
    pages = app.extensions[PAGES]
    assert set(pages) == set(app.extensions[REGISTRY].families)
    assert (pages["romme"].side_template, pages["romme"].styles) == ("romme/side.html", ("romme.css",))
    assert (pages["canasta"].side_template, pages["canasta"].totals_template) == (SIDE, TOTALS)
    assert pages["tally"].totals_template == "tally/totals.html" and pages["tally"].side_template == SIDE


def test_helpers_every_template_may_call(app):
    with app.test_request_context("/games/abc?x=1"):
        assert app.jinja_env.globals["preset_of"]("german").key == "german"
        assert this_page() == "/games/abc?x=1" and this_page(query=False) == "/games/abc"
    assert app.extensions["babel"].locale_selector.__name__ == "select_locale"
