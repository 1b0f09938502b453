"""Translations: extracted from code and templates, German catalog kept as .po, compiled to .mo when needed."""

from __future__ import annotations

from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

HERE = Path(__file__).resolve().parent
DIRECTORY = HERE / "translations"
ROOT = HERE.parent
KEYWORDS = {"_": None, "gettext": None, "ngettext": (1, 2), "N_": None, "_l": None, "lazy_gettext": None}
METHODS = [("scorepad/**.py", "python"), ("templates/**.html", "jinja2")]


def compile_catalogs() -> list[Path]:
    """Compile every .po whose .mo is missing or older; returns the files written."""
    written = []
    for po in DIRECTORY.glob("*/LC_MESSAGES/messages.po"):
        mo = po.with_suffix(".mo")
        if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
            continue
        with po.open("rb") as source:
            catalog = read_po(source)
        with mo.open("wb") as target:
            write_mo(target, catalog)
        written.append(mo)
    return written


def extract() -> Catalog:
    """Every translatable message of the code and the templates, freshly extracted."""
    catalog = Catalog(project="scorepad")
    for filename, lineno, message, comments, context in extract_from_dir(
        str(ROOT), METHODS, keywords=KEYWORDS, comment_tags=("NOTE:",), strip_comment_tags=True
    ):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def update_german() -> Path:
    """Bring the German catalog up to date with the code: new messages added, old ones kept as obsolete."""
    from babel.messages.pofile import write_po

    po = DIRECTORY / "de" / "LC_MESSAGES" / "messages.po"
    po.parent.mkdir(parents=True, exist_ok=True)
    template = extract()
    if po.exists():
        with po.open("rb") as source:
            catalog = read_po(source, locale="de")
        catalog.update(template, no_fuzzy_matching=True)
    else:
        catalog = Catalog(locale="de", project="scorepad")
        catalog.update(template)
    with po.open("wb") as target:
        write_po(target, catalog, sort_output=True, ignore_obsolete=True, width=120)
    return po


if __name__ == "__main__":
    print(f"updated {update_german()}")
