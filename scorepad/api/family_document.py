"""The document for a client of one family's games: every union of the families' shapes (told apart by `family`)
replaced by that family's shape itself (a generator then names `RommeGame` where it named a union of five), the
other families' examples left out, and the schemas nothing uses then dropped. The operations are the same: a
client of one family calls the same API."""

from __future__ import annotations

import copy
from typing import Any

from .document_refs import without_unused

FAMILY_FIELD = "family"
SCHEMAS = "#/components/schemas/"


def of_family(document: dict[str, Any], family: str, families: list[str]) -> dict[str, Any]:
    """`document` as a client of `family` needs it (a new document; the whole one is left as it is)."""
    doc = copy.deepcopy(document)
    schemas = doc["components"]["schemas"]
    unions = {name: ref for name, schema in schemas.items() if (ref := shape_of(schema, family))}
    for name in unions:
        del schemas[name]
    doc = narrowed(doc, family, {SCHEMAS + name: ref for name, ref in unions.items()})
    keep_examples(doc["paths"], family, set(families))
    doc["info"]["title"] = f"{doc['info']['title']} ({family})"
    doc["info"]["x-family"] = family
    return without_unused(doc)


def shape_of(node: Any, family: str) -> str | None:
    """The reference to `family`'s shape when `node` is a union of the families' shapes told apart by `family`
    (None otherwise, or when the union has no shape of this family: it stays whole)."""
    discriminator = node.get("discriminator") if isinstance(node, dict) else None
    if isinstance(discriminator, dict) and discriminator.get("propertyName") == FAMILY_FIELD:
        return discriminator.get("mapping", {}).get(family)
    return None


def narrowed(node: Any, family: str, unions: dict[str, str]) -> Any:
    """`node` with every union of the families' shapes, named (`unions`) or inline, replaced by `family`'s."""
    if isinstance(node, list):
        return [narrowed(item, family, unions) for item in node]
    if not isinstance(node, dict):
        return node
    if ref := shape_of(node, family):
        return {"$ref": ref} | ({"description": node["description"]} if "description" in node else {})
    if isinstance(node.get("$ref"), str) and node["$ref"] in unions:
        return {**node, "$ref": unions[node["$ref"]]}
    return {key: narrowed(value, family, unions) for key, value in node.items()}


def keep_examples(node: Any, family: str, families: set[str]) -> None:
    """Examples named by family (one per family) keep only `family`'s."""
    if isinstance(node, list):
        for item in node:
            keep_examples(item, family, families)
        return
    if not isinstance(node, dict):
        return
    examples = node.get("examples")
    if isinstance(examples, dict) and examples and set(examples) <= families:
        node["examples"] = {name: e for name, e in examples.items() if name == family}
        if not node["examples"]:
            del node["examples"]
    for value in node.values():
        keep_examples(value, family, families)
