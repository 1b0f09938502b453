"""The German catalog as shipped, and every message the code and templates mark, extracted as pybabel does."""

from __future__ import annotations

from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
PO = ROOT / "scorepad" / "translations" / "de" / "LC_MESSAGES" / "messages.po"
KEYWORDS = {"_": None, "gettext": None, "ngettext": (1, 2), "N_": None, "NN_": (1, 2), "_l": None, "lazy_gettext": None}


def extract() -> Catalog:
    """Every translatable message of the code and the templates, freshly extracted with babel.cfg."""
    with (ROOT / "babel.cfg").open() as config:
        method_map, options_map = parse_mapping_cfg(config)
    catalog = Catalog(project="scorepad")
    for filename, lineno, message, comments, context in extract_from_dir(
        str(ROOT), method_map, options_map, keywords=KEYWORDS
    ):
        if not filename.startswith((".venv", "tests", "bench")):
            catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def german() -> Catalog:
    """The German catalog."""
    with PO.open("rb") as source:
        return read_po(source, locale="de")
