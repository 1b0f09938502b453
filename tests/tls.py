"""A TLS proxy in front of test servers, as the README's production set-up has one: Debian's nginx run as the
test's own process (never a system service), on a free port of 127.0.0.1, with a certificate made at test time
by openssl, passing requests to the upstream servers it is given (round robin when several) with the
X-Forwarded-For, -Proto and -Host headers the app believes under SCOREPAD_PROXIES=1.

    with tls_proxy(["127.0.0.1:8001", "127.0.0.1:8002"], tmp_path / "tls") as proxy:
        proxy.url        # https://127.0.0.1:<port>
        proxy.cert       # the certificate (to trust in a client: ssl.create_default_context(cafile=...))

Browsers take the certificate with Playwright's `ignore_https_errors=True` (Chromium also needs
`--ignore-certificate-errors` for a service worker to register). NotStarted when nginx or openssl is missing or
nginx won't start: a test skips, saying why.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import ssl
import subprocess
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.live import NotStarted, free_port

NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
OPENSSL = shutil.which("openssl") or "/usr/bin/openssl"
START_SECONDS = 20
CONFIG = """\
worker_processes 1;
daemon off;
pid {dir}/nginx.pid;
error_log {dir}/error.log;
events {{ worker_connections 512; }}
http {{
  access_log {dir}/access.log;
  client_body_temp_path {dir}/client_body;
  proxy_temp_path {dir}/proxy;
  fastcgi_temp_path {dir}/fastcgi;
  uwsgi_temp_path {dir}/uwsgi;
  scgi_temp_path {dir}/scgi;
  client_max_body_size 3m;
  upstream scorepad {{
{servers}
  }}
  server {{
    listen 127.0.0.1:{port} ssl;
    server_name {name};
    ssl_certificate {dir}/cert.pem;
    ssl_certificate_key {dir}/key.pem;
    location / {{
      proxy_pass http://scorepad;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_read_timeout 60s;
    }}
  }}
}}
"""


@dataclass
class TlsProxy:
    """A running TLS proxy: its port, its address and its certificate, and the folder of its files and logs."""

    port: int
    folder: Path

    @property
    def url(self) -> str:
        """The proxy's https address."""
        return f"https://127.0.0.1:{self.port}"

    @property
    def cert(self) -> Path:
        """The self-signed certificate it presents (for 127.0.0.1 and localhost)."""
        return self.folder / "cert.pem"

    def context(self) -> ssl.SSLContext:
        """A client's TLS context that trusts this proxy's certificate."""
        return ssl.create_default_context(cafile=str(self.cert))

    def error_log(self) -> str:
        """What nginx wrote to its error log."""
        path = self.folder / "error.log"
        return path.read_text(errors="replace") if path.exists() else ""


def make_certificate(folder: Path) -> None:
    """A self-signed certificate for 127.0.0.1 and localhost, valid one day, with its key."""
    command = [
        OPENSSL, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
        "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
        "-keyout", str(folder / "key.pem"), "-out", str(folder / "cert.pem"),
    ]  # fmt: skip
    done = subprocess.run(command, capture_output=True, timeout=60, check=False)  # noqa: S603  (fixed arguments)
    if done.returncode:
        raise NotStarted(f"openssl could not make a certificate: {done.stderr.decode(errors='replace')[-500:]}")


def answers_tls(port: int) -> bool:
    """Whether something on the port completes a TLS handshake."""
    context = ssl.create_default_context()
    context.check_hostname, context.verify_mode = False, ssl.CERT_NONE
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=2) as raw, context.wrap_socket(raw):
            return True
    except OSError:
        return False


@contextmanager
def tls_proxy(
    upstreams: Sequence[str], folder: Path, port: int | None = None, name: str = "127.0.0.1"
) -> Iterator[TlsProxy]:
    """nginx terminating TLS on `port` (a free one when None) of 127.0.0.1, in front of `upstreams` ("host:port"
    each), its files in `folder`; stopped when the block ends."""
    if not (Path(NGINX).exists() and Path(OPENSSL).exists()):
        raise NotStarted(f"nginx ({NGINX}) or openssl ({OPENSSL}) is not installed")
    folder.mkdir(parents=True, exist_ok=True)
    make_certificate(folder)
    port = port or free_port()
    servers = "\n".join(f"    server {upstream};" for upstream in upstreams)
    (folder / "nginx.conf").write_text(CONFIG.format(dir=folder, servers=servers, port=port, name=name))
    command = [NGINX, "-p", str(folder), "-e", str(folder / "error.log"), "-c", str(folder / "nginx.conf")]
    with open(folder / "nginx.out", "ab") as out:
        process = subprocess.Popen(  # noqa: S603  (Debian's nginx, our own config)
            command, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
    try:
        deadline = time.monotonic() + START_SECONDS
        while not answers_tls(port):
            if process.poll() is not None or time.monotonic() > deadline:
                raise NotStarted(f"nginx did not start: {(folder / 'nginx.out').read_text(errors='replace')[-800:]}")
            time.sleep(0.1)
        yield TlsProxy(port, folder)
    finally:
        stop_nginx(process)


def stop_nginx(process: subprocess.Popen[bytes]) -> None:
    """Stop nginx and its worker: TERM (a fast shutdown), KILL to its process group if it hasn't gone in 10 s."""
    if process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)  # nginx's own process group: its worker too
        process.wait(timeout=10)
