"""Links handed to other phones (serving/links.py) are made from the configured address, never the Host header."""

from __future__ import annotations

from scorepad.serving.links import absolute_url


def test_an_absolute_address_from_the_configured_base_whatever_host_was_asked(app):
    with app.test_request_context("/", headers={"Host": "evil.example"}):
        assert absolute_url("web.board", game_id="abc") == "http://127.0.0.1:5000/games/abc"
