"""Which schemas a document uses: those its paths name, directly or through other schemas; the rest left out."""

from __future__ import annotations

from scorepad.api.document_refs import names_in, referenced, without_unused

REF = "#/components/schemas/"


def document() -> dict:
    """Paths that use A (which uses B), a response that uses C, and D that nothing uses."""
    return {
        "paths": {"/a": {"get": {"responses": {"200": {"content": {"x": {"schema": {"$ref": f"{REF}A"}}}}}}}},
        "components": {
            "responses": {"Problem": {"content": {"x": {"schema": {"$ref": f"{REF}C"}}}}},
            "schemas": {
                "D": {"type": "string"},
                "B": {"type": "integer"},
                "A": {"type": "object", "properties": {"b": {"$ref": f"{REF}B"}, "self": {"$ref": f"{REF}A"}}},
                "C": {"type": "object"},
            },
        },
    }


def test_names_in_a_piece_of_the_document() -> None:
    assert names_in('{"$ref": "#/components/schemas/A"}, {"$ref": "#/components/schemas/B2"}') == ["A", "B2"]
    assert names_in('{"type": "string"}') == []


def test_the_schemas_used_are_kept_in_name_order_and_the_rest_left_out() -> None:
    doc = document()
    assert referenced(doc) == {"A", "B", "C"}  # A names itself: read once
    assert list(without_unused(doc)["components"]["schemas"]) == ["A", "B", "C"]
