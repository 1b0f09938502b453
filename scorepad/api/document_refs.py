"""Which schemas a document uses, so those nothing uses can be left out of it."""

from __future__ import annotations

import json
from typing import Any


def referenced(doc: dict[str, Any]) -> set[str]:
    """The schemas the paths use, directly or through other schemas."""
    text = json.dumps(doc["paths"]) + json.dumps(doc["components"]["responses"])
    found: set[str] = set()
    todo = set(names_in(text))
    while todo:
        name = todo.pop()
        if name not in found and name in doc["components"]["schemas"]:
            found.add(name)
            todo |= set(names_in(json.dumps(doc["components"]["schemas"][name])))
    return found


def names_in(text: str) -> list[str]:
    """The schema names referred to in a piece of the document."""
    prefix = '"#/components/schemas/'
    return [part.split('"', 1)[0] for part in text.split(prefix)[1:]]


def without_unused(doc: dict[str, Any]) -> dict[str, Any]:
    """`doc` with only the schemas its paths use (in name order); the document is changed in place."""
    used = referenced(doc)
    doc["components"]["schemas"] = {n: s for n, s in sorted(doc["components"]["schemas"].items()) if n in used}
    return doc
