"""Conditional GET and the headers of an answer served from the cache, the same for the views and for the
middleware that answers before Flask (cached_reads.py): ETags parsed by werkzeug (a list of tags, weak tags and
`*` all match, as RFC 9110 asks of If-None-Match), and one place that quotes them."""

from __future__ import annotations

import base64
import hashlib
from dataclasses import dataclass
from functools import cached_property

from flask import Response
from werkzeug.http import parse_etags, quote_etag, remove_entity_headers

from ..storage.cache import CacheKey, Store

VARY = "Cookie, Accept-Language"  # what a cached answer's bytes depend on besides what its key names
Answer = tuple[int, list[tuple[str, str]], bytes]  # status, headers, body: what the views and the middleware send


@dataclass(frozen=True)
class CachedRead:
    """A read answered from the cache: the key of its bytes, their type, and how phones may keep them."""

    key: CacheKey
    content_type: str
    cache_control: str = "no-cache"

    @cached_property
    def etag(self) -> str:
        """The ETag (unquoted): whose it is and the versions first, so a game's JSON begins with the game's own
        tag (If-Match takes it), then the language, the kind of reader, the kind of value and the release."""
        key = self.key
        return ".".join(p for p in (key.of, *key.versions, key.lang, key.reader, key.kind, key.release) if p)

    def headers(self) -> list[tuple[str, str]]:
        """The headers of the answer, 200 or 304 alike: an answer in a language says which, and that it varies
        with what picks it (the phone's choice in its cookie, else Accept-Language)."""
        headers = [("ETag", quote_etag(self.etag))]
        if self.key.lang or self.key.reader:
            headers.append(("Vary", VARY))
        if self.key.lang:
            headers.append(("Content-Language", self.key.lang))
        return [*headers, ("Cache-Control", self.cache_control)]


def not_modified(etag: str, if_none_match: str | None) -> bool:
    """Whether a request's If-None-Match names `etag` (weak comparison, any tag of a list, or `*`)."""
    return bool(if_none_match) and parse_etags(if_none_match).contains_weak(etag)


def cached_answer(read: CachedRead, if_none_match: str | None, store: Store) -> Answer | None:
    """The answer from the cache: 304 when the phone holds this version, else the cached bytes; None when they
    aren't cached (the view makes them)."""
    if not_modified(read.etag, if_none_match):
        return unchanged(read)
    body = store.get(read.key)
    return None if body is None else made_answer(read, body)


def unchanged(read: CachedRead) -> Answer:
    """The 304 of a read: its headers without those about a body (Content-Language among them), as werkzeug
    sends a view's 304, so the middleware and the views answer alike."""
    headers = read.headers()
    remove_entity_headers(headers)
    return 304, headers, b""


def made_answer(read: CachedRead, body: bytes) -> Answer:
    """The 200 answer of these bytes."""
    return 200, [("Content-Type", read.content_type), ("Content-Length", str(len(body))), *read.headers()], body


def digest(body: bytes) -> str:
    """A short digest of an answer's bytes, the version of an answer that has none of its own to name."""
    return base64.urlsafe_b64encode(hashlib.sha256(body).digest()[:15]).decode()


def tagged(store: Store, kind: str, of: str, body: bytes, lang: str = "") -> CachedRead:
    """A read tagged by the digest of the bytes it answers (what a league, a player, a history page or a list
    shows has no version of its own): its key, so its ETag is made as every other one is."""
    return CachedRead(store.key(kind, of, [digest(body)], lang), "application/json")


def conditional(read: CachedRead, body: bytes, if_none_match: str | None) -> Answer:
    """The answer of bytes just made: 304 when the phone holds them (If-None-Match), else 200."""
    if not_modified(read.etag, if_none_match):
        return unchanged(read)
    return made_answer(read, body)


def version_tag(version: object) -> str:
    """The ETag of what a follower polls: the bare version (quoted)."""
    return quote_etag(str(version))


def version_answer(version: object, if_none_match: str | None) -> Answer | None:
    """A follower's 304 when it already shows this version, else None."""
    if not not_modified(str(version), if_none_match):
        return None
    return 304, [("ETag", version_tag(version)), ("Cache-Control", "no-cache")], b""


def response_of(answer: Answer) -> Response:
    """An answer as the views return it."""
    status, headers, body = answer
    return Response(body, status, headers)
