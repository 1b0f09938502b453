"""Static files are addressed by their bytes: `?v=` and the first 10 hex digits of the file's SHA-256 on every
address the app makes, so the proxy may let phones keep them for a year and a changed file is a new address."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from flask import Flask, url_for

from scorepad.serving.static_files import fingerprint


def test_every_static_address_carries_the_digest_of_its_file(app: Flask) -> None:
    folder = Path(app.static_folder or "")
    with app.test_request_context():
        for name in ("app.css", "app.js", "outbox.js", "icon.svg", "manifest.webmanifest"):
            digest = hashlib.sha256((folder / name).read_bytes()).hexdigest()[:10]
            assert url_for("static", filename=name) == f"/static/{name}?v={digest}"
        assert url_for("static", filename="no-such-file.css") == "/static/no-such-file.css"  # nothing to fingerprint


def test_the_pages_link_their_files_by_fingerprint_and_the_app_still_serves_them(app: Flask) -> None:
    client = app.test_client()
    page = client.get("/").get_data(as_text=True)
    files = re.findall(r'(?:href|src)="(/static/[^"]+)"', page)
    assert files and all(re.fullmatch(r"/static/[\w.-]+\?v=[0-9a-f]{10}", f) for f in files), files
    for address in files:
        answer = client.get(address)
        assert answer.status_code == 200 and answer.headers["Cache-Control"] == "no-cache"  # the app's own: revalidated


def test_a_changed_file_is_a_new_address(tmp_path: Path) -> None:
    (tmp_path / "a.css").write_text("body { color: black }")
    first = fingerprint(str(tmp_path), "a.css")
    (tmp_path / "b.css").write_text("body { color: navy }")
    assert first and fingerprint(str(tmp_path), "b.css") not in (None, first)
    assert fingerprint(str(tmp_path), "c.css") is None
