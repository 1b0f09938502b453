"""Answers that change only with a release (the API document, whole or of one family): their bytes made once per
app, kept plain and gzipped, tagged by their digest, so a client revalidates them (If-None-Match: 304) and is sent
them compressed when it takes gzip. Every server of one release makes the same bytes, so the same tags."""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from flask import Response, current_app, request
from werkzeug.http import quote_etag
from werkzeug.wrappers import Request

from ..serving.cached_reads import Asked
from ..serving.conditional import Answer, digest, not_modified
from ..serving.language import tag
from .http import VERSIONS

KEPT = "scorepad.api_kept"  # the kept answers of this app, by name
REVALIDATE = "public, no-cache"  # any cache may keep it, and asks (a 304 is a few bytes) before using it again


@dataclass(frozen=True)
class Kept:
    """One answer's bytes, plain and gzipped, and its tag."""

    plain: bytes
    gzipped: bytes
    tag: str

    def etag(self, gzipped: bool) -> str:
        """The tag of one of its encodings (a strong tag names one encoding's bytes, RFC 9110 8.8.3)."""
        return f"{self.tag}-gzip" if gzipped else self.tag


def kept(data: Any) -> Kept:
    """The bytes of a JSON answer, plain and gzipped (mtime 0: the same bytes on every server), and their tag."""
    plain = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    return Kept(plain, gzip.compress(plain, compresslevel=9, mtime=0), digest(plain))


def kept_once(name: str, make: Callable[[], Any]) -> Kept:
    """The kept answer `name` of this app, made by `make` the first time it is asked for (an answer that changes
    only with a release may live as long as the app: a new release is a new app)."""
    made = current_app.extensions.setdefault(KEPT, {})
    if name not in made:
        made[name] = kept(make())
    return made[name]


def answer_kept(answer: Kept, content_type: str = "application/json") -> Response:
    """The kept answer in the encoding the client takes, or its 304 when the client holds it."""
    status, headers, body = kept_answer(answer, request, content_type)
    return Response(body, status, headers)


def kept_answer(answer: Kept, asked: Request, content_type: str = "application/json") -> Answer:
    """`answer_kept` as status, headers and body: the view's answer and the one given before the app alike."""
    gzipped = asked.accept_encodings["gzip"] > 0
    etag = answer.etag(gzipped)
    headers = [("ETag", quote_etag(etag)), ("Cache-Control", REVALIDATE), ("Vary", "Accept-Encoding")]
    if not_modified(etag, asked.headers.get("If-None-Match")):
        return 304, headers, b""
    body = answer.gzipped if gzipped else answer.plain
    encoding = [("Content-Encoding", "gzip")] if gzipped else []
    return 200, [("Content-Type", content_type), ("Content-Length", str(len(body))), *headers, *encoding], body


def kept_early(asked: Asked, name: str, language: str | None = None) -> Answer | None:
    """The kept answer `name` before the app, once the app has made it (else None: the view makes it), with
    the headers the API's view adds: its versions, and for words in a language which one and what chose it."""
    made = asked.app.extensions.get(KEPT, {}).get(name)
    if made is None:
        return None
    status, headers, body = kept_answer(made, asked.request)
    said = [("Content-Language", tag(language))] if language and status == 200 else []
    vary = ("Vary", "Accept-Encoding, Cookie" + (", Accept-Language" if language else ""))  # the session is read
    return status, [*(h for h in headers if h[0] != "Vary"), vary, *said, *VERSIONS], body
