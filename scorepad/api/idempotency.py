"""`Idempotency-Key` (IETF httpapi draft "The Idempotency-Key HTTP Header Field") on every POST that creates
something: the first successful answer to a key is kept a day and given again to a retry with the same key and
the same request, from the same client, without writing again. The key is a structured-field string
(`Idempotency-Key: "8e03978e-40d5-43e8-bc93-6894a57f9324"`); another request with a used key is refused (422),
one arriving while the key's first request is still in flight too (409). A refused request's key is freed, so a
retry of it is tried again. Rows are keyed by a hash of who asks, the method, the path and the key."""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

from flask import Flask, Response, current_app, g, request
from flask_openapi3 import APIBlueprint

from ..core.errors import Conflict, Invalid, Misshapen
from ..rules.problems import N_, Problem
from ..serving import idempotency_store as store
from ..serving.rate_limits import phone
from .spec import operation_id

HEADER = "Idempotency-Key"
KEY_MAX = 255  # characters of a key; a UUID is 36
SF_STRING = re.compile(r'"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"')  # RFC 8941 3.3.3
KEPT_HEADERS = ("Content-Type", "Location", "ETag", "Content-Language", "Vary", "Cache-Control", "Preference-Applied")
REPLAYED = "Idempotent-Replayed"
CREATING = "scorepad.api_creating"  # the endpoints of the POSTs that create (their document answers 201)
CLAIMED = "idempotency_claim"
BAD_KEY = N_('Must be a quoted string of 1 to %(n)d characters (printable ASCII), e.g. "8e03978e-40d5-43e8".')
REUSED = N_("This key was used with another request: send a new key for a new request.")
IN_FLIGHT = N_("The first request with this key is still being answered: try again in a moment.")


def creating() -> frozenset[str]:
    """The endpoints of the POSTs that create (their operation answers 201), read from the document that
    flask-openapi3 makes, once per app."""
    app = current_app._get_current_object()  # type: ignore[attr-defined]
    if CREATING not in app.extensions:
        paths = app.api_doc["paths"]  # type: ignore[attr-defined]
        names = {op["operationId"] for item in paths.values() for m, op in item.items() if creates(m, op)}
        ids = {operation_id(name=e.removeprefix("api.")): e for e in app.view_functions if e.startswith("api.")}
        app.extensions[CREATING] = frozenset(ids[name] for name in names)
    return app.extensions[CREATING]


def creates(method: str, operation: dict[str, Any]) -> bool:
    """Whether an operation of the document is a POST that creates (answers 201)."""
    return method.lower() == "post" and any(str(status) == "201" for status in operation.get("responses", {}))


def key_of(value: str) -> str:
    """The key a header's value names: one structured-field string of 1 to KEY_MAX characters between its quotes."""
    found = SF_STRING.fullmatch(value.strip(" "))
    if found is None or not 1 <= len(found.group(1)) <= KEY_MAX:  # as sent, escapes and all (as the document says)
        raise Misshapen([Problem(HEADER, BAD_KEY, {"n": KEY_MAX}, code="idempotency_key_malformed")])
    return re.sub(r"\\(.)", r"\1", found.group(1))


def fingerprint() -> str:
    """A hash of what the request asks: its query and its body (JSON read as data, so its spacing and the order
    of its members don't matter; a form's fields and files, whatever boundary separates them)."""
    digest = hashlib.sha256(request.query_string + b"\0")
    if request.mimetype in ("multipart/form-data", "application/x-www-form-urlencoded"):
        fields = sorted((name or "", value) for name, values in request.form.lists() for value in values)
        files = []
        for name, upload in request.files.items(multi=True):
            content = hashlib.file_digest(upload.stream, "sha256").hexdigest()  # type: ignore[arg-type]
            upload.stream.seek(0)
            files.append((name or "", upload.filename or "", content))
        digest.update(json.dumps([fields, sorted(files)]).encode())
    elif request.is_json and (body := request.get_json(silent=True)) is not None:
        digest.update(json.dumps(body, sort_keys=True, separators=(",", ":")).encode())
    else:
        digest.update(request.get_data())
    return digest.hexdigest()


def row_and_secret(key: str) -> tuple[str, bytes]:
    """A key's row (a hash of who asks, the method, the path and the key) and the secret its answer is kept
    enciphered by (another hash of the same: the row's name doesn't give it away)."""
    asked = "\0".join((phone(), request.method, request.path, key)).encode()
    return hashlib.sha256(b"row\0" + asked).hexdigest(), hashlib.sha256(b"answer\0" + asked).digest()


def replay_or_claim() -> Response | None:
    """Before a creating POST with a key: give the key's kept answer again, refuse a reused or busy key, or claim
    the key for this request."""
    value = request.headers.get(HEADER)
    if value is None or request.method != "POST" or request.endpoint not in creating():
        return None
    row, secret = row_and_secret(key_of(value))
    printed = fingerprint()
    kept = store.claim(row, secret, printed)
    if kept is None:
        g.setdefault(CLAIMED, (row, secret))
        return None
    if kept.fingerprint != printed:
        raise Invalid([Problem(HEADER, REUSED, code="idempotency_key_reused")])
    if kept.status is None:
        raise Conflict([Problem(HEADER, IN_FLIGHT, code="idempotency_key_in_flight")])
    response = Response(kept.body, kept.status, headers=kept.headers)
    response.headers[REPLAYED] = "true"
    return response


def keep_answer(response: Response) -> Response:
    """After a claimed key's request: keep its answer when it succeeded, else free the key."""
    claimed = g.pop(CLAIMED, None)
    if claimed is None:
        return response
    row, secret = claimed
    if 200 <= response.status_code < 300:
        headers = {name: response.headers[name] for name in KEPT_HEADERS if name in response.headers}
        store.keep(row, secret, response.status_code, headers, response.get_data())
    else:
        store.release(row)
    return response


def release_unanswered(_error: BaseException | None) -> None:
    """A claimed key whose request ended with no answer kept (an exception no handler answered) is freed."""
    claimed = g.pop(CLAIMED, None)
    if claimed is not None:
        store.release(claimed[0])


def remember_answers(bp: APIBlueprint, app: Flask) -> None:
    """Answer retries of creating POSTs from their kept answers (checked after the token, the media type and the
    rate limits); answers are kept once everything else has added its headers."""
    bp.before_request(replay_or_claim)
    app.after_request(keep_answer)
    app.teardown_request(release_unanswered)
