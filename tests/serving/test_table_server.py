"""`scorepad serve`'s parts: the settings a table's server runs with (links to the network address, cookies a
browser keeps over plain HTTP), what it prints (the address and a QR code that decodes to it; a plain word when
there is no network), and a clear refusal when the port is taken. The command itself is started on a link of its
own in tests/browser/test_table_server.py."""

from __future__ import annotations

import socket

from flask import Flask

from scorepad import create_app
from scorepad.serving.links import absolute_url
from scorepad.serving.table_server import banner, lan_config, serve_command
from tests.terminal_qr import read_terminal_qr

LAN = "http://192.168.1.20:5000"


def test_links_point_at_the_network_address_and_cookies_travel_over_plain_http(database_url: str) -> None:
    app = create_app({"SQLALCHEMY_DATABASE_URI": database_url, "SECRET_KEY": "test-only, " * 4, **lan_config(LAN)})
    assert app.config["SESSION_COOKIE_SECURE"] is False and app.config["REMEMBER_COOKIE_SECURE"] is False
    assert app.config["SESSION_COOKIE_NAME"] == "scorepad"  # a __Host- cookie is refused over plain HTTP
    with app.test_request_context("/", base_url="http://127.0.0.1:5000"):
        assert absolute_url("web.board", game_id="abc") == f"{LAN}/games/abc"


def test_the_greeting_gives_the_address_and_a_qr_code_of_it() -> None:
    said = banner(LAN, 5000, on_network=True)
    assert f"Phones open: {LAN}" in said
    assert "This machine: http://127.0.0.1:5000" in said
    assert read_terminal_qr(said) == LAN


def test_without_a_network_it_says_only_this_machine_is_served() -> None:
    said = banner("http://127.0.0.1:5000", 5000, on_network=False)
    assert said.startswith("Scorepad is serving this machine only: http://127.0.0.1:5000")
    assert "No network address was found" in said


def test_a_taken_port_is_refused_before_anything_starts(app: Flask) -> None:
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        port = other.getsockname()[1]
        result = app.test_cli_runner().invoke(serve_command, ["--port", str(port), "--address", "192.168.1.20"])
    assert result.exit_code == 1
    assert f"Port {port} is in use by another program: choose another with --port." in result.output
