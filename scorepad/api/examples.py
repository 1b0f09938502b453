"""Examples in the document, taken from real games: tests/api/test_examples.py plays one game of every shipped
family through the API and keeps its requests and answers in the family's folder, examples.json (and checks, on
every run, that the API still answers them so). Each is put where a client reads it: a request body's examples
under its operation, an answer's under its status, every family's under its own name."""

from __future__ import annotations

import json
from typing import Any

from ..rules.registry import Registry
from .problems import PROBLEM


def kept(registry: Registry) -> dict[str, dict[str, Any]]:
    """The examples kept for every family of the app that brings some: operation -> what it sent and answered."""
    return {
        key: json.loads(member.examples.read_text(encoding="utf-8"))
        for key, member in registry.members.items()
        if member.examples is not None
    }


def add_examples(doc: dict[str, Any], registry: Registry) -> None:
    """Put every kept example into the document's operations (in place)."""
    operations = {op["operationId"]: op for item in doc["paths"].values() for op in item.values()}
    for family, calls in kept(registry).items():
        for name, call in calls.items():
            operation = operations.get(name)
            if operation is None:
                continue
            summary = f"{registry.families[family].name}: {call['summary']}"
            if "request" in call and "requestBody" in operation:
                media = operation["requestBody"]["content"]["application/json"]
                media.setdefault("examples", {})[family] = {"summary": summary, "value": call["request"]}
            for status, answer in call.get("answers", {}).items():
                content = operation["responses"].get(status, {}).get("content", {})
                media = content.get(PROBLEM) or content.get("application/json")
                if media is not None:
                    media.setdefault("examples", {})[f"{family}-{status}"] = {"summary": summary, "value": answer}
