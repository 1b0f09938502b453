"""The catalogs as shipped (Scorepad's own and every family's), and every message the code and templates of each mark,
extracted as `python3 dev.py translations` does (tools/translations.py)."""

from __future__ import annotations

from pathlib import Path

from babel.messages.catalog import Catalog

from tools.translations import Source, extracted, po_of, read, sources

ROOT = Path(__file__).resolve().parents[2]
CATALOGS: list[Source] = sources()
PO = po_of(CATALOGS[0].folder, "de")  # Scorepad's own German catalog


def extract(source: Source = CATALOGS[0]) -> Catalog:
    """Every translatable message of a catalog's code and templates, freshly extracted."""
    return extracted(source.files)


def german(source: Source = CATALOGS[0]) -> Catalog:
    """A catalog's German."""
    return read(po_of(source.folder, "de"), "de")
