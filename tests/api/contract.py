"""The served document as a strict contract: every request and answer of the API tests is checked against it with a
JSON Schema 2020-12 validator that asserts formats (a oneOf passes only when exactly one branch matches).

A request the server took (2xx, 304) must be valid by the document; one it refused for its shape (400, 415, a 422
of type shape) must be invalid by it. Refusals by the rules (a hand that can't have happened) are the domain's,
which no schema can say. Every answer must have a status the operation documents (explicitly: not only through
`default`), a documented content type, a body valid by its schema, and the documented headers it promises."""

from __future__ import annotations

import gzip
import json
import re
from functools import cache
from typing import Any

from jsonschema import Draft202012Validator
from werkzeug.wrappers import Request, Response

PROBLEM = "application/problem+json"
SHAPE = "/problems/shape"
ALWAYS = (
    "ETag",
    "Location",
    "Content-Language",
    "Retry-After",
)  # when documented (Link and Preference-Applied: only some)


class Contract:
    """The document's operations, and a validator per schema."""

    def __init__(self, doc: dict[str, Any]) -> None:
        self.doc = doc
        self.formats = Draft202012Validator.FORMAT_CHECKER
        templates = sorted(doc["paths"], key=lambda p: (p.count("{"), p))  # /games/import before /games/{game_id}
        self.routes = [(re.compile("^" + re.sub(r"\{[^}]+\}", "([^/]+)", t) + "$"), t) for t in templates]

    @cache  # noqa: B019  (one contract per run)
    def validator(self, pointer: str) -> Draft202012Validator:
        """A validator of the schema at `pointer`, its references resolved in the document."""
        return Draft202012Validator({**self.doc, "$ref": pointer}, format_checker=self.formats)

    def errors(self, schema: dict[str, Any], value: Any) -> list[str]:
        """What is wrong with `value` by `schema` (a reference into the document, or a schema of its own)."""
        if "$ref" in schema and len(schema) == 1:
            found = self.validator(schema["$ref"]).iter_errors(value)
        else:
            found = Draft202012Validator({**self.doc, **schema}, format_checker=self.formats).iter_errors(value)
        return [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:300]}" for e in found]

    def operation(self, path: str, method: str) -> tuple[str, dict[str, Any], dict[str, str]] | None:
        """The documented operation a request asks for, with its path parameters."""
        for pattern, template in self.routes:
            match = pattern.match(path)
            if match and method.lower() in self.doc["paths"][template]:
                names = re.findall(r"\{([^}]+)\}", template)
                return (
                    template,
                    self.doc["paths"][template][method.lower()],
                    dict(zip(names, match.groups(), strict=True)),
                )
        return None

    def request_errors(
        self, operation: dict[str, Any], request: Request, path_values: dict[str, str], family: str | None = None
    ) -> list[str]:
        """What the document refuses of a request: its body, query and path parameters. With `family`, a body
        that names none is read as naming it (the server reads it as its game's family, as before 1.0)."""
        found: list[str] = []
        for parameter in operation.get("parameters", []):
            where, name = parameter["in"], parameter["name"]
            raw = {"path": path_values, "query": request.args, "header": request.headers}.get(where, {}).get(name)
            if raw is None:
                if parameter.get("required"):
                    found.append(f"{where} {name}: missing")
                continue
            found += [f"{where} {name}: {e}" for e in self.errors(parameter["schema"], typed(parameter["schema"], raw))]
        if "requestBody" in operation:
            content = operation["requestBody"]["content"]
            if request.mimetype not in content:
                return [*found, f"body: {request.mimetype or 'no'} content type is not documented"]
            if request.mimetype == "multipart/form-data":  # a file upload: each part by name, a file as a string
                body: Any = {**request.form.to_dict(), **{name: "(a file)" for name in request.files}}
                found += [f"body {e}" for e in self.errors(content[request.mimetype]["schema"], body)]
                return found
            try:
                body = json.loads(request.get_data(as_text=True))
            except ValueError:
                return [*found, "body: not JSON"]
            if family and isinstance(body, dict) and "family" not in body:
                body = {**body, "family": family}
            found += [f"body {e}" for e in self.errors(content[request.mimetype]["schema"], body)]
        return found

    def answer_errors(self, operation: dict[str, Any], response: Response) -> list[str]:
        """What the document says otherwise of an answer: its status, content type, body and headers."""
        documented = operation["responses"].get(str(response.status_code))
        if documented is None:
            return [f"status {response.status_code} is not documented"]
        if response.status_code == 304:
            return [] if not response.get_data() else ["a 304 has a body"]
        content = documented.get("content", {})
        if response.mimetype not in content:
            return [f"content type {response.mimetype} is not documented for {response.status_code}"]
        if response.mimetype in ("text/csv", "application/zip"):  # a download: whole, untagged (headers: JSON's)
            return []
        if response.mimetype.startswith("image/") or response.mimetype == "application/octet-stream":  # a picture
            return [] if response.get_data() else ["an image answer without bytes"]
        found = [
            f"header {h} missing" for h in documented.get("headers", {}) if h in ALWAYS and h not in response.headers
        ]
        raw = response.get_data()
        if response.headers.get("Content-Encoding") == "gzip":  # what an HTTP client decodes before it reads
            raw = gzip.decompress(raw)
        body = json.loads(raw)
        return found + [f"answer {e}" for e in self.errors(content[response.mimetype]["schema"], body)]

    def check(self, request: Request, response: Response) -> list[str]:
        """Every way an exchange breaks the contract."""
        found = self.operation(request.path, request.method)
        if found is None:  # no such operation: a problem, as every error
            if response.mimetype != PROBLEM or response.status_code not in (404, 405):
                return [f"{request.method} {request.path}: undocumented, answered {response.status_code}"]
            return [f"answer {e}" for e in self.errors({"$ref": "#/components/schemas/Problem"}, response.get_json())]
        template, operation, values = found
        problems = self.answer_errors(operation, response)
        refused = self.request_errors(operation, request, values)
        if refused and response.status_code < 400:
            refused = self.request_errors(operation, request, values, family=answered_family(response))
        status = response.status_code
        if status < 400 and refused:
            problems.append(f"the server took a request the document refuses: {refused}")
        shape = status in (400, 415) or status == 422 and (response.get_json() or {}).get("type") == SHAPE
        cursor_only = set((response.get_json(silent=True) or {}).get("errors", {})) <= {"after", "before"}
        if shape and not refused and not cursor_only:  # a cursor's shape is opaque to the document
            problems.append("the server refused for its shape a request the document takes")
        return [f"{request.method} {template} -> {status}: {p}" for p in problems]


def answered_family(response: Response) -> str | None:
    """The family an answer names (a game's, a round's), if any."""
    body = response.get_json(silent=True) if response.is_json else None
    return body.get("family") if isinstance(body, dict) and isinstance(body.get("family"), str) else None


def typed(schema: dict[str, Any], raw: str) -> Any:
    """A parameter's text as the JSON value its schema asks for (an integer's digits as the integer)."""
    kinds = {schema.get("type")} | {s.get("type") for s in schema.get("anyOf", [])}
    if "integer" in kinds and raw.isascii() and raw.lstrip("-").isdigit():
        return int(raw)
    return raw
