"""Kept answers: made once per app, the same bytes on every server of a release, answered plain or gzipped with a
tag per encoding, and 304 to a client that holds them."""

from __future__ import annotations

import gzip
import json

from flask import Flask, request

from scorepad.api.kept import REVALIDATE, answer_kept, kept, kept_once
from tests.serving.test_cached_reads import headers_of, the_app_alone


def test_the_bytes_and_the_tag_are_the_same_wherever_they_are_made() -> None:
    data = {"name": "Rommé", "numbers": [1, 2, 3]}
    one, other = kept(data), kept(dict(reversed(list(data.items()))) | {"name": "Rommé"})
    assert one.plain == json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    assert gzip.decompress(one.gzipped) == one.plain and one.gzipped == kept(data).gzipped  # no time in the header
    assert one.tag == kept(data).tag and one.tag != kept({"name": "Romme"}).tag and other.plain != one.plain
    assert one.etag(gzipped=True) == f"{one.tag}-gzip" and one.etag(gzipped=False) == one.tag


def test_an_answer_is_made_once_per_app(app: Flask) -> None:
    made: list[int] = []
    with app.test_request_context("/"):
        first = kept_once("test-answer", lambda: made.append(1) or {"n": 1})
        again = kept_once("test-answer", lambda: made.append(1) or {"n": 2})
    assert first is again and made == [1] and json.loads(first.plain) == {"n": 1}


def test_the_answer_is_in_the_encoding_asked_for_and_304_when_held(app: Flask) -> None:
    answer = kept({"n": 1})
    with app.test_request_context("/", headers={"Accept-Encoding": "gzip"}):
        zipped = answer_kept(answer)
    assert zipped.status_code == 200 and zipped.headers["Content-Encoding"] == "gzip"
    assert zipped.get_data() == answer.gzipped and zipped.headers["ETag"] == f'"{answer.tag}-gzip"'
    assert zipped.headers["Cache-Control"] == REVALIDATE and zipped.headers["Vary"] == "Accept-Encoding"
    with app.test_request_context("/", headers={"If-None-Match": f'W/"{answer.tag}", "x"'}):
        held = answer_kept(answer)
    assert held.status_code == 304 and held.get_data() == b"" and held.headers["ETag"] == f'"{answer.tag}"'
    with app.test_request_context("/", headers={"If-None-Match": f'"{answer.tag}-gzip"'}):  # plain asked: not held
        plain = answer_kept(answer)
    assert plain.status_code == 200 and plain.get_data() == answer.plain and "Content-Encoding" not in plain.headers


def test_what_the_app_kept_is_answered_before_it_with_its_own_bytes_and_headers(app: Flask, monkeypatch) -> None:
    asked: list[str] = []
    app.before_request_funcs.setdefault(None, []).insert(0, lambda: asked.append(request.full_path.rstrip("?")))
    client = app.test_client()
    paths = ["/api/rulesets", "/api/openapi.json", "/api/openapi.json?family=romme"]
    headers = [
        {},
        {"Accept-Encoding": "gzip"},
        {"Accept-Language": "de"},
        {"Accept-Encoding": "gzip", "Accept-Language": "pt-BR"},
    ]
    for path in paths:
        for sent in headers:
            client.get(path, headers=sent)  # kept by the app the first time it is asked for in this language
            asked.clear()
            early = client.get(path, headers=sent)
            assert asked == [] and early.status_code == 200, (path, sent)
            alone = the_app_alone(monkeypatch, client, path, headers=sent)
            assert early.data == alone.data and same_headers(early, alone), (path, sent)
            held = {**sent, "If-None-Match": early.headers["ETag"]}
            unchanged, alone = client.get(path, headers=held), the_app_alone(monkeypatch, client, path, headers=held)
            assert unchanged.status_code == alone.status_code == 304 and same_headers(unchanged, alone)
    german = client.get("/api/rulesets", headers={"Accept-Language": "de"})
    assert german.headers["Content-Language"] == "de" and "Römmé" not in german.get_data(as_text=True)
    assert json.loads(german.data) != json.loads(client.get("/api/rulesets").data)  # each language its own bytes
    asked.clear()
    assert client.get("/api/openapi.json?family=chess").status_code == 422  # the view says what is wrong
    assert client.get("/api/openapi.json?famly=romme").status_code == 200  # a query it doesn't know: the view's
    assert asked == ["/api/openapi.json?family=chess", "/api/openapi.json?famly=romme"]


def same_headers(early, alone) -> bool:
    """The app's headers, with a Vary naming at least what the app's names: whether the app's answer says it varies
    with the cookie depends on whether something read the session (Flask 3.1.0 and later releases differ), and a
    Vary naming more only makes a cache keep more copies."""
    varies = [{v.strip() for v in answer.headers.get("Vary", "").split(",") if v.strip()} for answer in (early, alone)]
    rest = [[(k, v) for k, v in headers_of(answer) if k != "Vary"] for answer in (early, alone)]
    return rest[0] == rest[1] and varies[1] <= varies[0] and "Accept-Encoding" in varies[0]
