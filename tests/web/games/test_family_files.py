"""A family's own static files (web/games/family_files.py): served from its folder under /static/families/<key>/ as
the app's own are, linked on that family's round form and board only."""

from __future__ import annotations

import re

from tests.web.test_romme import start_romme  # noqa: F401  (a fixture)

STYLES = re.compile(r'<link rel="stylesheet" href="([^"]+)">')


def test_a_familys_file_is_served_as_static_files_are_and_nothing_else(client):
    css = client.get("/static/families/romme/romme.css")
    assert css.status_code == 200 and css.mimetype == "text/css" and b".romme-row" in css.data
    assert css.headers.get("ETag") and client.get("/static/app.css").headers.get("ETag")  # as the app's own
    again = client.get("/static/families/romme/romme.css", headers={"If-None-Match": css.headers["ETag"]})
    assert again.status_code == 304
    assert client.get("/static/families/canasta/romme.css").status_code == 404  # a family without static files
    assert client.get("/static/families/poker/romme.css").status_code == 404
    assert client.get("/static/families/romme/../../app.css").status_code == 404


def test_linked_on_its_own_pages_only(client, start_romme, start_game):  # noqa: F811
    board = start_romme("Anna", "Ben")
    own = "/static/families/romme/romme.css"
    assert own in STYLES.findall(client.get(board + "/rounds/new").get_data(as_text=True))
    assert own in STYLES.findall(client.get(board).get_data(as_text=True))
    other = start_game()
    assert not [s for s in STYLES.findall(client.get(other + "/rounds/new").get_data(as_text=True)) if "/families/" in s]
    assert b".romme-row" not in client.get("/static/round.css").data  # out of the shared styles
