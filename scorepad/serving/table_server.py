"""`scorepad serve`: the table's server in one command. It finds this machine's address on the Wi-Fi, makes every
link and QR code point there (SCOREPAD_BASE_URL), lets cookies travel over the network's plain HTTP, migrates the
database, prints the address with a QR code for the first phone, announces `scorepad.local` by multicast DNS where
the network allows, and serves with gunicorn (two sync workers, as in production) rather than a development server."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

import click
import segno
from flask import current_app
from flask_migrate import upgrade
from gunicorn.app.base import BaseApplication

from ..extensions import FACTORY
from .lan import port_taken, table_address
from .mdns import Announced, announce

LOOPBACK = "127.0.0.1"


def lan_config(base_url: str) -> dict[str, Any]:
    """The settings a table's server runs with: links made for the network's address, cookies without Secure (a
    browser keeps no Secure cookie from a plain-HTTP address other than this machine's own)."""
    return {"SCOREPAD_BASE_URL": base_url, "SESSION_COOKIE_SECURE": False, "REMEMBER_COOKIE_SECURE": False}


def terminal_qr(address: str) -> str:
    """An address as a QR code of half-block characters for a terminal (light modules drawn, dark ones blank)."""
    out = io.StringIO()
    segno.make(address, error="m").terminal(out, compact=True, border=2)
    return out.getvalue()


def banner(base_url: str, port: int, on_network: bool) -> str:
    """What the person starting the server reads: where phones go, a QR code of it, and how to stop."""
    if not on_network:
        return (
            f"Scorepad is serving this machine only: {base_url}\n"
            "No network address was found: join the table's Wi-Fi (or name the address with --address).\n"
            "Stop with Ctrl+C.\n"
        )
    return (
        f"Scorepad is serving the table's network. Phones open: {base_url}\n"
        "or point the camera at this code:\n\n"
        f"{terminal_qr(base_url)}\n"
        f"This machine: http://{LOOPBACK}:{port}. Stop with Ctrl+C.\n"
    )


class TableServer(BaseApplication):  # type: ignore[misc]
    """gunicorn serving the app on every interface with the table's settings, announced once it listens."""

    def __init__(
        self, factory: Callable[[dict[str, Any]], Any], options: dict[str, Any], config: dict[str, Any],
        address: str | None, port: int,
    ) -> None:  # fmt: skip
        self.factory, self.options, self.config, self.address, self.port = factory, options, config, address, port
        self.announced: Announced | None = None
        super().__init__()

    def load_config(self) -> None:
        """gunicorn's settings, and the hooks that greet and announce once it listens and withdraw at exit."""
        for name, value in {**self.options, "when_ready": self.ready, "on_exit": self.stopped}.items():
            self.cfg.set(name, value)

    def load(self) -> Any:
        """The app, built in each worker with the table's settings."""
        return self.factory(self.config)

    def ready(self, _arbiter: Any) -> None:
        """Listening: print the address and its QR code, then announce scorepad.local where the network allows."""
        base_url = self.config["SCOREPAD_BASE_URL"]
        click.echo(banner(base_url, self.port, self.address is not None))
        if self.address is None:
            return
        found = announce(self.address, self.port)
        if isinstance(found, Announced):
            self.announced = found
            click.echo(f"Announced as http://{found.name}:{self.port} for phones that know .local names.")
        else:
            click.echo(f"Not announced as scorepad.local: {found}. Phones use {base_url}.")

    def stopped(self, _arbiter: Any) -> None:
        """Stopping: withdraw the announcement."""
        if self.announced is not None:
            self.announced.close()


@click.command("serve")
@click.option("--port", default=5000, show_default=True, type=click.IntRange(1, 65535), help="The port to serve on.")
@click.option("--address", help="The address phones reach this machine at (default: found on the network).")
@click.option("--workers", default=2, show_default=True, type=click.IntRange(1, 16), help="gunicorn's sync workers.")
def serve_command(port: int, address: str | None, workers: int) -> None:
    """Serve the table's Wi-Fi: migrate the database, then serve on every interface with links and QR codes
    pointing at this machine's network address, printed with a QR code and announced as scorepad.local."""
    address = address or table_address()
    if port_taken(port):
        raise click.ClickException(f"Port {port} is in use by another program: choose another with --port.")
    upgrade()  # the database as this version needs it, before any worker serves
    options = {
        "bind": f"0.0.0.0:{port}",  # the Wi-Fi's address and this machine's own
        "workers": workers,
        "worker_class": "scorepad.serving.worker.SecuredWorker",
        "logger_class": "scorepad.serving.access_log.MaskingLogger",
        "control_socket_disable": True,
        "forwarder_headers": "",
    }
    factory = current_app.extensions[FACTORY]  # the app's own create_app: serving stands below the factory
    TableServer(factory, options, lan_config(f"http://{address or LOOPBACK}:{port}"), address, port).run()
