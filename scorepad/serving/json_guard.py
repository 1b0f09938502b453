"""JSON bodies are measured before they are parsed: Python's parser recurses once per level of nesting, so a
body of 30,000 `[` would exhaust the stack (a 500, on every JSON route) before any schema could refuse it.
A body nested deeper than JSON_DEPTH_MAX is refused with 400 instead, on every route and inside imports. And JSON
is read as RFC 8259 says: `NaN`, `Infinity` and `-Infinity` (which Python's parser takes) are refused with 400."""

from __future__ import annotations

import json
import re
from array import array
from itertools import accumulate
from typing import Any

from flask import Flask, Request
from flask.json.provider import DefaultJSONProvider
from werkzeug.exceptions import BadRequest

from ..core.errors import Invalid
from ..core.sizes import JSON_DEPTH_MAX
from ..rules.problems import N_, Problem

# A JSON string, escapes and all. Every quote starts a match that succeeds (an unclosed string runs to the end)
# and nothing is tried twice (possessive quantifiers), so the scan is one pass: a string pattern that can fail
# is retried from every later quote, which made 32,700 escaped quotes cost 25 s.
STRINGS = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+(?:"|\\?\Z)', re.DOTALL)
NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")  # deleted by bytes.translate
STEPS = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")  # +1 and -1 as signed bytes


def depth(data: bytes | str) -> int:
    """How deeply a JSON text nests arrays and objects (brackets inside strings don't count). One pass at C
    speed over the text, without recursion; text that is no JSON gets some number, and the parser refuses it."""
    if isinstance(data, bytes):
        try:
            data = data.decode(json.detect_encoding(data), "surrogatepass")
        except (UnicodeDecodeError, LookupError):
            return 0  # the parser refuses it before nesting anything
    steps = STRINGS.sub("", data).encode("utf-8", "surrogatepass").translate(STEPS, NOT_BRACKETS)
    return max(0, max(accumulate(array("b", steps)), default=0))


def file_json(raw: bytes, path: str, too_deep: str, not_json: str) -> Any:
    """A file's JSON (an import's), measured before it is parsed; Invalid at `path` when it nests deeper than
    JSON_DEPTH_MAX (`too_deep`, given the depth as n) or is no JSON (`not_json`)."""
    if depth(raw) > JSON_DEPTH_MAX:
        raise Invalid([Problem(path, too_deep, {"n": JSON_DEPTH_MAX}, code="too_deep")])
    try:
        return json.loads(raw)
    except (ValueError, RecursionError):
        raise Invalid([Problem(path, not_json, code="not_json")]) from None


class TooDeep(BadRequest):
    """A JSON body nested deeper than we read (answered 400, named at `_body`)."""

    description = "The JSON body is nested too deeply."

    @property
    def problems(self) -> list[Problem]:
        """What is wrong, in words translated when answered."""
        message = N_("JSON nested deeper than %(n)d levels is not accepted.")
        return [Problem("_body", message, {"n": JSON_DEPTH_MAX}, code="too_deep")]


class NotANumber(BadRequest):
    """A JSON body holding NaN or an infinity, which JSON has no words for (answered 400, named at `_body`)."""

    description = "The JSON body holds NaN or Infinity."

    @property
    def problems(self) -> list[Problem]:
        """What is wrong, in words translated when answered."""
        return [Problem("_body", N_("NaN and Infinity are not JSON numbers: send a number."), code="not_a_json_number")]


def no_constant(name: str) -> Any:
    """Refuse the constants Python's parser would read as floats (NaN, Infinity, -Infinity)."""
    raise NotANumber()


class StrictJSON(DefaultJSONProvider):
    """Flask's JSON, reading only what RFC 8259 calls JSON (no NaN or Infinity)."""

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        """Parse a JSON text; NaN and the infinities are refused with 400."""
        kwargs.setdefault("parse_constant", no_constant)
        return super().loads(s, **kwargs)


class GuardedRequest(Request):
    """A request whose JSON body is measured before it is parsed (also when parsing is `silent`)."""

    measured = False

    def get_json(self, force: bool = False, silent: bool = False, cache: bool = True) -> Any:
        """The parsed JSON body, or TooDeep when it nests deeper than JSON_DEPTH_MAX."""
        if (force or self.is_json) and not self.measured:
            if depth(self.get_data(cache=True)) > JSON_DEPTH_MAX:
                raise TooDeep()
            self.measured = True  # the body is read once, however often its JSON is asked for
        value = super().get_json(force=force, silent=silent, cache=cache)
        if isinstance(value, str) and depth(value) > JSON_DEPTH_MAX:  # a JSON text inside a string is read too
            raise TooDeep()
        return value


def init_json_guard(app: Flask) -> None:
    """Make every request of the app measure its JSON body before parsing it, and read only strict JSON."""
    app.request_class = GuardedRequest
    app.json = StrictJSON(app)
