"""The Italian catalogs are complete: every message of each German catalog (the app's and every family's) has an
Italian translation in the catalog beside it, with every plural form Italian has, the same placeholders as its
English source, and a compiled .mo that says exactly what the .po says."""

import gettext
import re
from collections import Counter
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
GERMAN = sorted(
    path
    for folder in ("scorepad", "tests")
    for path in (ROOT / folder).rglob("translations/de/LC_MESSAGES/messages.po")
)
PLACEHOLDER = re.compile(r"%\(\w+\)[sd]|%%|\{\w+\}")  # Python's named formats, a literal %, the pages' {n}
STRAY_PERCENT = re.compile(r"%(?!\(\w+\)[sd]|%)")


def read(path: Path, locale: str) -> Catalog:
    """One catalog as Babel reads it."""
    with path.open("rb") as source:
        return read_po(source, locale=locale)


def italian_of(german: Path) -> Path:
    """The Italian catalog that sits beside a German one."""
    return german.parents[2] / "it" / "LC_MESSAGES" / "messages.po"


def strings(message) -> tuple[str, ...]:
    """A message's translation as a tuple (one string, or every plural form)."""
    return message.string if isinstance(message.string, tuple) else (message.string,)


def translation_problems(german: Catalog, italian: Catalog) -> list[str]:
    """What is wrong with the Italian catalog, measured against the German one's messages."""
    problems = []
    for message in german:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        found = italian.get(message.id)
        if found is None or found.fuzzy:
            problems.append(f"untranslated: {ids[0]}")
            continue
        forms = strings(found)
        if isinstance(message.id, tuple) and len(forms) != italian.num_plurals:
            problems.append(f"{len(forms)} of {italian.num_plurals} plural forms: {ids[0]}")
        for n, text in enumerate(forms):
            source = ids[0] if n == 0 else ids[-1]
            if not text:
                problems.append(f"empty form {n}: {ids[0]}")
            elif Counter(PLACEHOLDER.findall(text)) != Counter(PLACEHOLDER.findall(source)):
                problems.append(f"placeholders differ: {source!r} -> {text!r}")
            elif STRAY_PERCENT.search(text):
                problems.append(f"a lone %: {text!r}")
    return problems


def test_there_are_german_catalogs_to_follow():
    assert ROOT / "scorepad" / "translations" / "de" / "LC_MESSAGES" / "messages.po" in GERMAN
    assert any("tests" in path.relative_to(ROOT).parts[:1] for path in GERMAN)


@pytest.mark.parametrize("german", GERMAN, ids=lambda path: str(path.relative_to(ROOT).parents[2]))
def test_every_message_has_a_complete_italian_translation(german: Path):
    italian = italian_of(german)
    assert italian.exists(), f"no Italian catalog beside {german.relative_to(ROOT)}"
    catalog = read(italian, "it")
    assert catalog.num_plurals == 3 and catalog.plural_expr.startswith("(n == 1 ? 0")  # Babel's CLDR rule for it
    assert translation_problems(read(german, "de"), catalog) == []


@pytest.mark.parametrize("german", GERMAN, ids=lambda path: str(path.relative_to(ROOT).parents[2]))
def test_the_compiled_italian_catalog_is_the_catalog(german: Path):
    """The committed .mo says exactly what the .po says (`pybabel compile -l it` after editing the .po)."""
    po = italian_of(german)
    with po.with_suffix(".mo").open("rb") as compiled:
        shipped = gettext.GNUTranslations(compiled)._catalog  # type: ignore[attr-defined]
    expected = {}
    for message in read(po, "it"):
        if not message.id or message.fuzzy:
            continue
        if isinstance(message.id, tuple):
            expected.update({(message.id[0], n): text for n, text in enumerate(message.string)})
        else:
            expected[message.id] = message.string
    assert {k: v for k, v in shipped.items() if k} == expected


def test_the_checker_catches_what_it_should():
    german, italian = Catalog(locale="de"), Catalog(locale="it")
    for catalog in (german, italian):
        catalog.add("Round %(n)d saved.", "x")
        catalog.add(("%(num)d game", "%(num)d games"), ("x", "x"))
        catalog.add("Round {n} sent.", "x")
        catalog.add("Missing", "x")
    italian["Round %(n)d saved."].string = "Smazzata %(num)d salvata."
    italian[("%(num)d game", "%(num)d games")].string = ("%(num)d partita", "%(num)d partite")
    italian["Round {n} sent."].string = "100% inviata {n}."
    del italian["Missing"]
    assert translation_problems(german, italian) == [
        "placeholders differ: 'Round %(n)d saved.' -> 'Smazzata %(num)d salvata.'",
        "2 of 3 plural forms: %(num)d game",
        "a lone %: '100% inviata {n}.'",
        "untranslated: Missing",
    ]
