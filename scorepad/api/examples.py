"""Examples in the document, taken from real games: tests/api/test_examples.py plays one game of every shipped
family through the API and keeps its requests and answers in examples/<family>.json (and checks, on every run,
that the API still answers them so). Each is put where a client reads it: a request body's examples under its
operation, an answer's under its status, every family's under its own name."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..rules.families import FAMILIES
from .problems import PROBLEM

FOLDER = Path(__file__).resolve().parents[1] / "families"


def kept() -> dict[str, dict[str, Any]]:
    """The examples kept for every registered family that has some: operation -> what it sent and answered."""
    out = {}
    for key in FAMILIES:
        path = FOLDER / key / "examples.json"
        if path.is_file():
            out[key] = json.loads(path.read_text(encoding="utf-8"))
    return out


def add_examples(doc: dict[str, Any]) -> None:
    """Put every kept example into the document's operations (in place)."""
    operations = {op["operationId"]: op for item in doc["paths"].values() for op in item.values()}
    for family, calls in kept().items():
        for name, call in calls.items():
            operation = operations.get(name)
            if operation is None:
                continue
            summary = f"{FAMILIES[family].name}: {call['summary']}"
            if "request" in call and "requestBody" in operation:
                media = operation["requestBody"]["content"]["application/json"]
                media.setdefault("examples", {})[family] = {"summary": summary, "value": call["request"]}
            for status, answer in call.get("answers", {}).items():
                content = operation["responses"].get(status, {}).get("content", {})
                media = content.get(PROBLEM) or content.get("application/json")
                if media is not None:
                    media.setdefault("examples", {})[f"{family}-{status}"] = {"summary": summary, "value": answer}
