"""Every catalog made again from what the code marks (`python3 dev.py translations`): Scorepad's own catalog from
scorepad/ (the family folders left out) and templates/; each shipped family's from its folder and the helper packages
it builds on (kin/). Each is extracted, then updated in every language any catalog has (a language new to a catalog
is begun), each message's translation carried over from whichever catalog of its language held it (a translation
memory: a message moved from one catalog to another keeps its words), obsolete messages dropped, and compiled."""

from __future__ import annotations

import ast
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
PACKAGE, FAMILIES = ROOT / "scorepad", ROOT / "scorepad" / "families"
KEYWORDS = {"_": None, "gettext": None, "ngettext": (1, 2), "N_": None, "NN_": (1, 2), "_l": None, "lazy_gettext": None}
DOMAIN = "messages"
Key = tuple[str | tuple[str, ...], str | None]  # a message's id and context


@dataclass(frozen=True)
class Source:
    """One catalog: the folder of its translations and the files whose marked texts it holds."""

    name: str
    folder: Path
    files: tuple[Path, ...]


def family_folders() -> list[Path]:
    """Every shipped family's folder (one with a family.py)."""
    return sorted(p.parent for p in FAMILIES.glob("*/family.py"))


def helpers_of(folder: Path) -> list[Path]:
    """The helper packages beside the families (no family.py) a family's modules import."""
    used = set()
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("scorepad.families."):
                used.add(node.module.split(".")[2])
    return [FAMILIES / name for name in sorted(used) if not (FAMILIES / name / "family.py").exists()]


def sources() -> list[Source]:
    """Scorepad's own catalog, then every shipped family's."""
    own = [p for p in PACKAGE.rglob("*.py") if not p.is_relative_to(FAMILIES) and "migrations" not in p.parts]
    found = [Source("scorepad", PACKAGE / "translations", (*own, *(ROOT / "templates").rglob("*.html")))]
    for folder in family_folders():
        files = [p for f in (folder, *helpers_of(folder)) for p in f.rglob("*") if p.suffix in (".py", ".html")]
        found.append(Source(folder.name, folder / "translations", tuple(files)))
    return found


def extracted(files: Iterable[Path]) -> Catalog:
    """Every message the files mark, as pybabel extracts it (no locations, sorted when written)."""
    template = Catalog(project="scorepad", domain=DOMAIN)
    for path in sorted(files):
        method = "jinja2" if path.suffix == ".html" else "python"
        for _line, message, comments, context in extract_from_file(method, str(path), keywords=KEYWORDS):
            template.add(message, None, auto_comments=comments, context=context)
    return template


def po_of(folder: Path, language: str) -> Path:
    """A catalog's file in one language."""
    return folder / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(path: Path, language: str) -> Catalog:
    """A catalog as it is."""
    with path.open("rb") as source:
        return read_po(source, locale=language, domain=DOMAIN)


def key(message: object) -> Key:
    """A message's identity across catalogs."""
    return message.id, message.context  # type: ignore[attr-defined]


def memory(found: list[Source], language: str) -> dict[Key, object]:
    """Every translation a catalog of this language holds, obsolete ones too, by message."""
    known: dict[Key, object] = {}
    for source in found:
        path = po_of(source.folder, language)
        if path.exists():
            catalog = read(path, language)
            for message in [*catalog.obsolete.values(), *catalog]:
                strings = message.string if isinstance(message.string, tuple) else (message.string,)
                if message.id and all(strings) and not message.fuzzy:
                    known.setdefault(key(message), message.string)
    return known


def languages(found: list[Source]) -> list[str]:
    """Every language any catalog has."""
    return sorted({p.parent.parent.name for s in found for p in s.folder.glob(f"*/LC_MESSAGES/{DOMAIN}.po")})


def update(source: Source, template: Catalog, language: str, known: dict[Key, object]) -> Catalog:
    """A catalog made again from its template: kept translations, then the memory's, obsolete ones dropped."""
    path = po_of(source.folder, language)
    catalog = read(path, language) if path.exists() else Catalog(locale=language, project="scorepad", domain=DOMAIN)
    catalog.update(template, no_fuzzy_matching=True)
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.id and not all(strings) and key(message) in known:
            message.string = known[key(message)]
    catalog.obsolete.clear()
    return catalog


def write(catalog: Catalog, path: Path) -> None:
    """A catalog written (as pybabel writes it: sorted, no locations, 120 wide) and compiled beside it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as out:
        write_po(out, catalog, width=120, no_location=True, sort_output=True, ignore_obsolete=True)
    with path.with_suffix(".mo").open("wb") as out:
        write_mo(out, catalog)


def main() -> None:
    """Every catalog, in every language, made again."""
    found = sources()
    for language in languages(found):
        known = memory(found, language)
        for source in found:
            template = extracted(source.files)
            if not any(message.id for message in template):
                continue
            write(update(source, template, language, known), po_of(source.folder, language))
            print(f"{source.name} {language}: {len([m for m in template if m.id])} messages")


if __name__ == "__main__":
    main()
