"""Every page string is marked for translation, and every marked string has a German translation."""

import gettext
import re
from pathlib import Path

from .catalog import PO, extract, german

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"
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
    for path in sorted(TEMPLATES.rglob("*.html")):
        words = unmarked(path.read_text())
        if words:
            problems[str(path.relative_to(TEMPLATES))] = words[:8]
    assert problems == {}


def test_the_checker_catches_unmarked_text():
    assert unmarked('<p>Hello {{ _("World") }}</p><a aria-label="Go home">x</a>') == ["Go home", "Hello"]
    assert unmarked('<p>{{ _("Fine") }}</p>{# a comment #}') == []


def test_every_message_has_a_german_translation():
    catalog = german()
    missing = []
    for message in extract():
        if not message.id:
            continue
        translated = catalog.get(message.id)
        strings = (
            (translated.string if isinstance(translated.string, tuple) else (translated.string,)) if translated else ()
        )
        if translated is None or not all(strings) or translated.fuzzy:
            missing.append(message.id if isinstance(message.id, str) else message.id[0])
    assert missing == []


def test_placeholders_survive_translation():
    for message in german():
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if not ids[0] or not any(strings):
            continue
        wanted = set(re.findall(r"%\(\w+\)[sd]", " ".join(ids)))
        for text in strings:
            assert set(re.findall(r"%\(\w+\)[sd]", text)) == wanted, (ids[0], text)


def test_the_compiled_catalog_is_the_catalog():
    """The committed .mo says exactly what the .po says (run `make translations` after editing the .po)."""
    with PO.with_suffix(".mo").open("rb") as compiled:
        shipped = gettext.GNUTranslations(compiled)._catalog  # type: ignore[attr-defined]
    expected = {}
    for message in german():
        if not message.id or message.fuzzy:
            continue
        if isinstance(message.id, tuple):
            for n, text in enumerate(message.string):
                expected[(message.id[0], n)] = text
        else:
            expected[message.id] = message.string
    assert {k: v for k, v in shipped.items() if k} == expected
