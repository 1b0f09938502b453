"""nginx as deploy/nginx-scorepad.conf ships it, in front of the club's two servers: its access log keeps no secret
of an edit link or an invitation, its own error answers carry the app's security headers, its port 80 redirects to
the configured host whatever the client names, it shows no version, serves static files itself (a year for a
fingerprinted address) and gzips JSON, HTML, CSS, JS and SVG, but not a game's answers (their ETag is If-Match's)."""

from __future__ import annotations

import gzip
import re
import socket
import ssl
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorepad.config import shipped
from scorepad.serving.headers import HEADERS, HSTS
from tests.conftest import HELD, TWO_PAIRS, WON
from tests.live import free_port

from .club import Answer, Club, stop, wait_for
from .phone import Phone, path_of

PASSWORD = "a long enough secret"
YEAR = "public, max-age=31536000, immutable"
OWN_HEADERS = {**{k.lower(): v for k, v in HEADERS.items()}, "strict-transport-security": HSTS}


def secret_of(link: str) -> str:
    """The secret segment of an edit link or an invitation link."""
    return link.rstrip("/").rsplit("/", 1)[1]


def test_the_access_log_keeps_no_secret_of_a_claimed_game_or_a_followed_invitation(club: Club) -> None:
    owner = Phone(club)
    owner.sign_up("Log Owner", PASSWORD)
    made = owner.submit("/leagues/new", [("name", "Log Club"), ("ruleset", "classic")])
    assert made.status == 303, made.text[:500]
    members = path_of(made.headers["location"]) + "/members"
    invited = owner.submit(members, [("role", "viewer"), ("uses", "1"), ("days", "7")])
    found = re.search(r'https://[^"<\s]+/invite/[^"<\s]+', invited.text)
    assert invited.status == 200 and found, invited.text[:500]
    invitation = path_of(found.group(0))
    guest = Phone(club)
    guest.sign_up("Log Guest", PASSWORD)
    assert guest.get(invitation.replace("/invite/", "/%69nvite/")).status == 200  # an escaped letter: the same page
    assert guest.submit(invitation, []).status == 303  # joined

    game = club.https("POST", "/api/games", {"ruleset": "classic", "sides": TWO_PAIRS}).json()
    edit = path_of(game["edit_link"])
    scorer = Phone(club)
    assert scorer.get(edit.replace("/claim/", "/cl%61im/")).status == 200
    assert scorer.submit(edit, [("name", "Table 3")]).status == 303  # the phone keeps score now
    assert scorer.get(edit).status == 303  # and the link just opens the board

    secrets = [secret_of(invitation), secret_of(edit)]
    assert wait_for(lambda: club.access_log.read_text().count("/claim/***") >= 2, 5)
    log = club.access_log.read_text()
    assert not [s for s in secrets if s in log or s[:12] in log], log[-2000:]
    assert "GET /%69nvite/*** HTTP/1.1" in log and "POST /invite/*** HTTP/1.1" in log
    assert f"GET /games/{game['id']}/cl%61im/*** HTTP/1.1" in log and f"POST /games/{game['id']}/claim/*** HTTP/1.1" in log
    assert not [s for s in secrets for server in club.servers.values() if s in server.output()]  # nor the apps'


def assert_own_headers(answer: Answer) -> None:
    """An answer nginx made itself: the app's security headers, no version named."""
    missing = {k: v for k, v in OWN_HEADERS.items() if answer.headers.get(k) != v}
    assert not missing, (answer.status, answer.headers)
    assert answer.headers["server"] == "nginx" and "nginx" not in answer.text


def raw_https(club: Club, request: bytes) -> Answer:
    """Send bytes as they are (a request no client library would send) and read the answer's head and body."""
    context = ssl.create_default_context(cafile=str(club.cert))
    with (
        socket.create_connection(("127.0.0.1", club.https_port), timeout=30) as plain,
        context.wrap_socket(plain, server_hostname="127.0.0.1") as conn,
    ):
        conn.sendall(request)
        received = b""
        while chunk := conn.recv(65536):
            received += chunk
    head, _, body = received.partition(b"\r\n\r\n")
    lines = head.decode().split("\r\n")
    headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
    return Answer(int(lines[0].split()[1]), headers, body.decode(errors="replace"), body)


def test_nginxs_own_error_answers_carry_the_security_headers(club: Club) -> None:
    answers = {
        400: raw_https(club, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n"),
        404: club.https("GET", "/static/no-such-file.css"),
        405: club.https("POST", "/static/app.css", {"x": 1}),
        413: raw_https(  # a body over client_max_body_size, refused by its length before it is sent
            club,
            b"POST /api/games/import HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Content-Length: 4000000\r\nConnection: close\r\n\r\n",
        ),
        414: club.https("GET", "/api/games/" + "a" * 9000),
    }
    for status, answer in answers.items():
        assert answer.status == status, (status, answer.status, answer.text[:300])
        assert_own_headers(answer)
    assert answers[413].headers["content-type"] == "application/problem+json"  # an API request: a problem
    assert answers[413].json() == {"type": "about:blank", "title": "Content Too Large", "status": 413}
    assert answers[405].headers["content-type"] == "text/html; charset=utf-8" and "405 Method Not Allowed" in answers[405].text


@pytest.fixture
def unreachable(club: Club) -> Iterator[Club]:
    """A second nginx from the same file, whose two servers are never up (its own folder, the club's certificate)."""
    folder = club.folder / "unreachable"
    folder.mkdir(exist_ok=True)
    other = Club(folder, "", cert=club.cert)
    other.start_nginx([free_port(), free_port()])
    yield other
    stop(other.nginx)


def test_with_no_server_up_nginx_answers_502_with_the_headers(unreachable: Club) -> None:
    page, api = unreachable.https("GET", "/games/x"), unreachable.https("GET", "/api/games/x")
    assert page.status == api.status == 502
    assert_own_headers(page)
    assert_own_headers(api)
    assert api.json() == {"type": "about:blank", "title": "Bad Gateway", "status": 502}


def test_port_80_redirects_to_the_configured_host_whatever_the_client_names(club: Club) -> None:
    for host in ("evil.example", "evil.example:443", f"127.0.0.1:{club.http_port}"):
        answer = club.plain("GET", "/games/abc?lang=de", {"Host": host})
        assert answer.status == 301 and answer.headers["location"] == f"{club.base}/games/abc?lang=de", answer.headers
        assert answer.headers["server"] == "nginx"


def test_no_answer_names_nginxs_version(club: Club) -> None:
    for path in ("/", "/healthz", "/api/rulesets", "/static/app.css", "/static/no-such-file.css"):
        answer = club.https("GET", path)
        assert answer.headers["server"] == "nginx", (path, answer.headers)


def test_static_files_are_nginxs_own_kept_a_year_when_fingerprinted(club: Club) -> None:
    page = club.https("GET", "/")
    files = re.findall(r'(?:href|src)="(/static/[^"?]+\?v=[0-9a-f]{10})"', page.text)
    assert len(files) >= 4, page.text[:1000]
    folder = Path(shipped("static"))
    for address in files:
        answer = club.https("GET", address)
        name = address.split("?")[0].removeprefix("/static/")
        assert answer.status == 200 and answer.raw == (folder / name).read_bytes()
        assert answer.headers["cache-control"] == YEAR and "x-request-id" not in answer.headers  # no app server saw it
        assert answer.headers["x-content-type-options"] == "nosniff" and answer.headers["x-frame-options"] == "DENY"
    types = {".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".svg": "image/svg+xml; charset=utf-8"}
    for address in files:
        suffix = Path(address.split("?")[0]).suffix
        if suffix in types:
            assert club.https("GET", address).headers["content-type"] == types[suffix]
    again = club.https("GET", "/static/app.css")  # an address without its fingerprint: kept, but asked again
    assert again.headers["cache-control"] == "no-cache" and again.headers["etag"]
    assert club.https("GET", "/static/app.css", headers={"If-None-Match": again.headers["etag"]}).status == 304
    asked = [line for s in club.servers.values() for line in s.output().splitlines() if '"path": "/static/' in line]
    assert not asked, asked[:3]


def gzipped(club: Club, path: str) -> tuple[Answer, Answer]:
    """A read as identity and as gzip."""
    return club.https("GET", path), club.https("GET", path, headers={"Accept-Encoding": "gzip"})


def test_json_html_css_js_and_svg_are_gzipped(club: Club) -> None:
    for path in ("/api/rulesets", "/api/openapi.json"):
        plain, zipped = gzipped(club, path)
        assert zipped.headers["content-encoding"] == "gzip" and "accept-encoding" in zipped.headers["vary"].lower()
        assert gzip.decompress(zipped.raw) == plain.raw and len(zipped.raw) < len(plain.raw) / 3
    _plain, page = gzipped(club, "/")
    assert page.headers["content-encoding"] == "gzip" and gzip.decompress(page.raw).startswith(b"<!doctype html>")
    for name in ("app.css", "app.js", "icon.svg"):
        _plain, kept = gzipped(club, f"/static/{name}")
        assert kept.headers["content-encoding"] == "gzip" and gzip.decompress(kept.raw) == kept_bytes(name)


def kept_bytes(name: str) -> bytes:
    """A static file as the package ships it."""
    return (Path(shipped("static")) / name).read_bytes()


def test_a_games_answers_keep_their_strong_etag_so_if_match_works_through_nginx(club: Club) -> None:
    game = club.https("POST", "/api/games", {"ruleset": "classic", "settings": {"target": 1_000_000}, "sides": TWO_PAIRS}).json()
    auth = {"Authorization": f"Bearer {game['token']}", "Accept-Encoding": "gzip"}
    assert club.https("POST", f"/api/games/{game['id']}/rounds", {"entries": [WON, HELD]}, auth).status == 201
    read = club.https("GET", f"/api/games/{game['id']}", headers=auth)
    assert "content-encoding" not in read.headers and not read.headers["etag"].startswith("W/")
    corrected = club.https(
        "PUT", f"/api/games/{game['id']}/rounds/1", {"entries": [HELD, WON]}, {**auth, "If-Match": read.headers["etag"]}
    )
    assert corrected.status == 200, corrected.text[:500]
    _plain, history = gzipped(club, f"/api/games/{game['id']}/history")  # no If-Match there: compressed
    assert history.headers["content-encoding"] == "gzip" and history.headers["etag"].startswith("W/")
