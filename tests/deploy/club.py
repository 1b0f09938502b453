"""A club's server as deploy/ sets it up, started by a test: nginx ending TLS (deploy/nginx-scorepad.conf, a
certificate made now), app servers by deploy/scorepad@.service's ExecStart after deploy/scorepad-migrate.service's,
with deploy/scorepad.env's settings, PostgreSQL and Redis. The files are used as they are; only what a test must
choose is swapped (ports, host name, certificate, virtualenv, addresses, secret), each swap checked to match the
file exactly as often as expected, so a change to a deploy file that the test can't follow fails loudly here."""

from __future__ import annotations

import contextlib
import getpass
import http.client
import json
import os
import secrets
import shutil
import signal
import socket
import ssl
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from scorepad.config import shipped
from tests.live import free_port

from .files import DEPLOY, ROOT, env_file, swapped, unit_command

__all__ = ["ROOT", "AppServer", "Club", "Missing", "stop", "wait_for"]

NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
REDIS = shutil.which("redis-server") or "/usr/bin/redis-server"
START_SECONDS = 60
REQUEST_SECONDS = 30


class Missing(Exception):
    """Something the topology needs is not on this machine (the tests are skipped, saying what)."""


def wait_for(check: Any, seconds: float = START_SECONDS, every: float = 0.1) -> bool:
    """Whether `check()` became true within `seconds` (exceptions count as not yet)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError):
            if check():
                return True
        time.sleep(every)
    return False


def stop(process: subprocess.Popen[bytes] | None, sig: int = signal.SIGTERM) -> None:
    """Stop a process started in its own group (and its children), KILL after 10 s."""
    if process is None or process.poll() is not None:
        return
    try:
        os.killpg(process.pid, sig)
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
    except ProcessLookupError:
        process.wait(timeout=10)


@dataclass
class Answer:
    """What a server answered: status, headers (lower-case names, a repeated one's values joined), body as text, and
    as JSON when it is; the body's bytes as sent and every Set-Cookie."""

    status: int
    headers: dict[str, str]
    text: str
    raw: bytes = b""
    set_cookies: list[str] = field(default_factory=list)

    def json(self) -> Any:
        """The body as JSON."""
        return json.loads(self.text)


@dataclass
class AppServer:
    """One gunicorn of the club: its port, process and log (standard output and error)."""

    name: str
    port: int
    log: Path
    process: subprocess.Popen[bytes] | None = None

    def output(self) -> str:
        """Everything the server wrote."""
        return self.log.read_text(errors="replace") if self.log.exists() else ""


@dataclass
class Club:
    """The running topology: nginx on an HTTPS port in front of the app servers, PostgreSQL and Redis."""

    folder: Path
    database_url: str
    https_port: int = 0
    http_port: int = 0
    redis_port: int = 0
    cert: Path = Path()
    secret: str = field(default_factory=lambda: secrets.token_hex(32))  # as the README makes one
    servers: dict[str, AppServer] = field(default_factory=dict)
    redis: subprocess.Popen[bytes] | None = None
    nginx: subprocess.Popen[bytes] | None = None

    @property
    def base(self) -> str:
        """The address phones reach the club at."""
        return f"https://127.0.0.1:{self.https_port}"

    def environment(self, instance: Path, **extra: str) -> dict[str, str]:
        """An app server's environment: deploy/scorepad.env with this club's addresses and secret."""
        settings = env_file(
            {
                "SCOREPAD_DATABASE_URL": self.database_url,
                "SCOREPAD_SECRET_KEY": self.secret,
                "SCOREPAD_BASE_URL": self.base,
                "SCOREPAD_CACHE_REDIS_URL": f"redis://127.0.0.1:{self.redis_port}/0",
                "SCOREPAD_INSTANCE_PATH": str(instance),
            }
        )
        keep = {k: v for k, v in os.environ.items() if not k.startswith("SCOREPAD_")}
        return {**keep, **settings, **extra}

    def start_redis(self) -> None:
        """Redis on a free port, keeping nothing on disk."""
        if not Path(REDIS).exists():
            raise Missing(f"redis-server not found ({REDIS}): apt-get install redis-server")
        self.redis_port = self.redis_port or free_port()
        command = [REDIS, "--port", str(self.redis_port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]
        with open(self.folder / "redis.log", "ab") as out:
            self.redis = subprocess.Popen(  # noqa: S603
                command, cwd=self.folder, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
            )
        if not wait_for(lambda: self.redis_answers()):
            raise Missing("redis-server did not start: " + (self.folder / "redis.log").read_text()[-800:])

    def redis_answers(self) -> bool:
        """Whether Redis answers a PING."""
        with socket.create_connection(("127.0.0.1", self.redis_port), timeout=1) as conn:
            conn.sendall(b"PING\r\n")
            return conn.recv(16).startswith(b"+PONG")

    def stop_redis(self) -> None:
        """Stop Redis (the servers go on without it)."""
        stop(self.redis)
        self.redis = None

    def migrate(self, env: dict[str, str]) -> None:
        """Run deploy/scorepad-migrate.service's command."""
        done = subprocess.run(  # noqa: S603
            unit_command(DEPLOY / "scorepad-migrate.service"), cwd=self.folder, env=env, capture_output=True, text=True
        )
        assert done.returncode == 0, done.stdout + done.stderr

    def start_server(self, name: str, port: int | None = None, cwd: Path | None = None, **extra: str) -> AppServer:
        """An app server by deploy/scorepad@.service's command, answering /healthz (its port kept on a restart)."""
        server = self.servers.get(name) or AppServer(name, port or free_port(), self.folder / f"{name}.log")
        instance = self.folder / f"instance-{name}"
        instance.mkdir(exist_ok=True)
        env = self.environment(instance, **extra)
        with open(server.log, "ab") as out:
            server.process = subprocess.Popen(  # noqa: S603
                unit_command(DEPLOY / "scorepad@.service", server.port),
                cwd=cwd or self.folder,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        self.servers[name] = server
        if not wait_for(lambda: self.direct(server.port, "GET", "/healthz").status in (200, 503), every=0.2):
            stop(server.process)
            raise Missing(f"app server {name} did not start; its log ends:\n{server.output()[-1500:]}")
        return server

    def start_nginx(self, upstreams: list[int]) -> None:
        """nginx with deploy/nginx-scorepad.conf, on this test's ports and certificate, in front of `upstreams`."""
        if not Path(NGINX).exists():
            raise Missing(f"nginx not found ({NGINX}): apt-get install nginx")
        self.https_port, self.http_port = self.https_port or free_port(), self.http_port or free_port()
        site = swapped(
            (DEPLOY / "nginx-scorepad.conf").read_text(),
            [
                ("server 127.0.0.1:8001 ", f"server 127.0.0.1:{upstreams[0]} ", 1),
                ("server 127.0.0.1:8002 ", f"server 127.0.0.1:{upstreams[1]} ", 1),
                ("listen 80;", f"listen 127.0.0.1:{self.http_port};", 1),
                ("listen 443 ssl;", f"listen 127.0.0.1:{self.https_port} ssl;", 1),
                ("server_name scores.club.example;", "server_name 127.0.0.1;", 2),
                ("https://scores.club.example$request_uri", f"{self.base}$request_uri", 1),
                ("/etc/letsencrypt/live/scores.club.example/fullchain.pem", str(self.cert), 1),
                ("/etc/letsencrypt/live/scores.club.example/privkey.pem", str(self.cert.with_name("key.pem")), 1),
                ("/var/log/nginx/scorepad-access.log", str(self.access_log), 2),
                ("alias /srv/scorepad/static/;", f"alias {shipped('static')}/;", 1),
            ],
        )
        here = self.folder / "nginx"
        (here / "temp").mkdir(parents=True, exist_ok=True)
        (here / "scorepad.conf").write_text(site)
        temps = "".join(
            f"  {k}_temp_path {here / 'temp' / k};\n" for k in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
        )
        (here / "nginx.conf").write_text(
            f"daemon off;\nuser {getpass.getuser()};\nworker_processes 1;\npid {here / 'nginx.pid'};\n"
            f"error_log {here / 'error.log'} warn;\nevents {{ worker_connections 512; }}\n"
            f"http {{\n  access_log {here / 'access.log'};\n{temps}  include {here / 'scorepad.conf'};\n}}\n"
        )  # fmt: skip
        with open(here / "nginx.out", "ab") as out:
            self.nginx = subprocess.Popen(  # noqa: S603
                [NGINX, "-p", str(here), "-e", str(here / "error.log"), "-c", str(here / "nginx.conf")],
                stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
            )  # fmt: skip
        if not wait_for(lambda: self.https("GET", "/healthz").status > 0):  # any answer (502: no server is up)
            raise Missing("nginx did not start: " + (here / "error.log").read_text(errors="replace")[-1500:])

    @property
    def access_log(self) -> Path:
        """nginx's access log (the site's own, masked)."""
        return self.folder / "nginx" / "scorepad-access.log"

    def plain(self, method: str, path: str, headers: dict[str, str] | None = None) -> Answer:
        """One request to nginx's plain-HTTP port (which only redirects)."""
        conn = http.client.HTTPConnection("127.0.0.1", self.http_port, timeout=REQUEST_SECONDS)
        return exchange(conn, method, path, None, headers)

    def https(self, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None) -> Answer:
        """One request through nginx over TLS (the certificate checked against the one made for the test)."""
        context = ssl.create_default_context(cafile=str(self.cert))
        conn = http.client.HTTPSConnection("127.0.0.1", self.https_port, timeout=REQUEST_SECONDS, context=context)
        return exchange(conn, method, path, body, headers)

    def direct(
        self, port: int, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None
    ) -> Answer:
        """One request straight to an app server, with the headers nginx adds for a phone (unless given)."""
        host = f"127.0.0.1:{self.https_port}"
        https = {"Host": host, "X-Forwarded-Proto": "https", "X-Forwarded-Host": host, "X-Forwarded-For": "203.0.113.1"}
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=REQUEST_SECONDS)
        return exchange(conn, method, path, body, {**https, **(headers or {})})

    def stop(self) -> None:
        """Stop everything that was started."""
        stop(self.nginx, signal.SIGQUIT)
        for server in self.servers.values():
            stop(server.process)
        self.stop_redis()


def exchange(
    conn: http.client.HTTPConnection, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None
) -> Answer:
    """Send one request on a new connection: a dict body as JSON, a list of pairs as a form."""
    head = dict(headers or {})
    data = None
    if isinstance(body, list):
        data = urlencode(body).encode()
        head["Content-Type"] = "application/x-www-form-urlencoded"
    elif body is not None:
        data = json.dumps(body).encode()
        head["Content-Type"] = "application/json"
    try:
        conn.request(method, path, body=data, headers=head)
        response = conn.getresponse()
        raw = response.read()
        headers = response.getheaders()
        cookies = [v for k, v in headers if k.lower() == "set-cookie"]
        joined: dict[str, str] = {}
        for name, value in headers:  # a repeated header as one, its values in order (RFC 9110 5.3)
            joined[name.lower()] = f"{joined[name.lower()]}, {value}" if name.lower() in joined else value
        return Answer(response.status, joined, raw.decode(errors="replace"), raw, cookies)
    finally:
        conn.close()
