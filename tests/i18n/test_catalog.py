"""Every page string is marked for translation, and every marked string has a German translation in its catalog
(Scorepad's own, or its family's)."""

import gettext
import re
from pathlib import Path

import pytest

from tools.translations import po_of

from .catalog import CATALOGS, extract, german

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = [ROOT / "templates", *(ROOT / "scorepad" / "families").glob("*/templates")]
NAMES = [c.name for c in CATALOGS]
ALLOWED = {"Scorepad", "English", "Deutsch", "JSON", "CSV"}  # names, shown as they are in every language
JINJA = re.compile(r"\{#.*?#\}|\{%.*?%\}|\{\{.*?\}\}", re.S)
TAG = re.compile(r"<[^>]*>", re.S)
TEXT_ATTRIBUTE = re.compile(r'\b(?:aria-label|title|placeholder|alt)="([^"{]*[A-Za-z]{2,}[^"{]*)"')


def unmarked(source: str) -> list[str]:
    """Words of visible text or labelling attributes that are not inside a translation call."""
    found = TEXT_ATTRIBUTE.findall(JINJA.sub("", source))
    text = TAG.sub(" ", JINJA.sub(" ", source))
    found += [w for w in re.findall(r"[A-Za-zÄÖÜäöüß][\w'-]+", text) if w not in ALLOWED]
    return found


def test_no_template_text_escapes_translation():
    problems = {}
    for path in sorted(p for folder in TEMPLATES for p in folder.rglob("*.html")):
        words = unmarked(path.read_text())
        if words:
            problems[str(path.relative_to(ROOT))] = words[:8]
    assert problems == {}


def test_the_checker_catches_unmarked_text():
    assert unmarked('<p>Hello {{ _("World") }}</p><a aria-label="Go home">x</a>') == ["Go home", "Hello"]
    assert unmarked('<p>{{ _("Fine") }}</p>{# a comment #}') == []


@pytest.mark.parametrize("source", CATALOGS, ids=NAMES)
def test_every_message_has_a_german_translation(source):
    catalog = german(source)
    missing = []
    for message in extract(source):
        if not message.id:
            continue
        translated = catalog.get(message.id)
        strings = (
            (translated.string if isinstance(translated.string, tuple) else (translated.string,)) if translated else ()
        )
        if translated is None or not all(strings) or translated.fuzzy:
            missing.append(message.id if isinstance(message.id, str) else message.id[0])
    assert missing == []


@pytest.mark.parametrize("source", CATALOGS, ids=NAMES)
def test_placeholders_survive_translation(source):
    for message in german(source):
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if not ids[0] or not any(strings):
            continue
        wanted = set(re.findall(r"%\(\w+\)[sd]", " ".join(ids)))
        for text in strings:
            assert set(re.findall(r"%\(\w+\)[sd]", text)) == wanted, (ids[0], text)


@pytest.mark.parametrize("source", CATALOGS, ids=NAMES)
def test_the_compiled_catalog_is_the_catalog(source):
    """The committed .mo says exactly what the .po says (run `python3 dev.py translations` after editing the .po)."""
    with po_of(source.folder, "de").with_suffix(".mo").open("rb") as compiled:
        shipped = gettext.GNUTranslations(compiled)._catalog  # type: ignore[attr-defined]
    expected = {}
    for message in german(source):
        if not message.id or message.fuzzy:
            continue
        if isinstance(message.id, tuple):
            for n, text in enumerate(message.string):
                expected[(message.id[0], n)] = text
        else:
            expected[message.id] = message.string
    assert {k: v for k, v in shipped.items() if k} == expected
