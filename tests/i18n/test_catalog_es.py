"""The Spanish catalogs (the app's and the test family's): every German msgid translated, every plural form there,
the same placeholders as the English, and the committed .mo saying what the .po says."""

from __future__ import annotations

import gettext
import re
from collections import Counter
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from .catalog import ROOT, german

PO = ROOT / "scorepad" / "translations" / "es" / "LC_MESSAGES" / "messages.po"
TALLY = ROOT / "tests" / "families" / "tally" / "translations"
PLACEHOLDER = re.compile(r"%\(\w+\)[sd]|%%|\{\w+\}")  # Python's named formats, a literal %, the pages' {n}


def read(path: Path, locale: str) -> Catalog:
    """One catalog as Babel reads it."""
    with path.open("rb") as source:
        return read_po(source, locale=locale)


def spanish() -> Catalog:
    """The app's Spanish catalog."""
    return read(PO, "es")


def forms(message: Message) -> tuple[str, ...]:
    """A message's translations: one, or one per plural form."""
    return message.string if isinstance(message.string, tuple) else (message.string,)


def key(message: Message) -> str:
    """A message's msgid (the singular, for a plural message)."""
    return message.id if isinstance(message.id, str) else message.id[0]


def untranslated(source: Catalog, target: Catalog) -> list[str]:
    """Every msgid of `source` that `target` lacks, leaves empty or fuzzy, or gives too few plural forms."""
    missing = []
    for message in source:
        if not message.id:
            continue
        found = target.get(message.id)
        plural = isinstance(message.id, tuple)
        wanted = target.num_plurals if plural else 1
        if (
            found is None
            or found.fuzzy
            or isinstance(found.id, tuple) != plural
            or len(forms(found)) != wanted
            or not all(text.strip() for text in forms(found))
        ):
            missing.append(key(message))
    return missing


def placeholder_slips(catalog: Catalog) -> list[tuple[str, str]]:
    """Every translation whose placeholders differ from its msgid's (the singular's for the first plural form,
    the plural's for the others), counted: a name typed twice in English is typed twice here."""
    slips = []
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        for n, text in enumerate(forms(message)):
            source = ids[0] if n == 0 else ids[-1]
            if Counter(PLACEHOLDER.findall(text)) != Counter(PLACEHOLDER.findall(source)):
                slips.append((source, text))
    return slips


def compiled(po: Path, catalog: Catalog) -> tuple[dict, dict]:
    """The committed .mo next to `po`, and what the .po says it should hold (gettext's keys)."""
    with po.with_suffix(".mo").open("rb") as source:
        shipped = {k: v for k, v in gettext.GNUTranslations(source)._catalog.items() if k}  # type: ignore[attr-defined]
    expected = {}
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        if isinstance(message.id, tuple):
            for n, text in enumerate(message.string):
                expected[(message.id[0], n)] = text
        else:
            expected[message.id] = message.string
    return shipped, expected


def test_every_german_message_has_a_spanish_translation():
    assert untranslated(german(), spanish()) == []


def test_no_spanish_message_outlives_the_german_catalog():
    ours = {key(m) for m in spanish() if m.id}
    assert ours == {key(m) for m in german() if m.id}


def test_the_header_has_spanish_plural_rules():
    catalog = spanish()
    assert catalog.plural_forms == Catalog(locale="es").plural_forms
    assert catalog.num_plurals == Catalog(locale="es").num_plurals
    assert not catalog.fuzzy


def test_placeholders_survive_translation():
    assert placeholder_slips(spanish()) == []


def test_the_compiled_catalog_is_the_catalog():
    """The committed .mo says exactly what the .po says (`pybabel compile -d scorepad/translations -l es`)."""
    shipped, expected = compiled(PO, spanish())
    assert shipped == expected


def test_the_test_familys_catalog_is_complete_and_compiled():
    po = TALLY / "es" / "LC_MESSAGES" / "messages.po"
    catalog = read(po, "es")
    assert untranslated(read(TALLY / "de" / "LC_MESSAGES" / "messages.po", "de"), catalog) == []
    assert placeholder_slips(catalog) == []
    shipped, expected = compiled(po, catalog)
    assert shipped == expected


@pytest.fixture
def pair() -> tuple[Catalog, Catalog]:
    """A tiny German and Spanish pair, both complete."""
    de, es = Catalog(locale="de"), Catalog(locale="es")
    de.add("Round %(n)d", "Runde %(n)d")
    es.add("Round %(n)d", "Mano %(n)d")
    de.add(("%(num)d game", "%(num)d games"), ("%(num)d Spiel", "%(num)d Spiele"))
    es.add(("%(num)d game", "%(num)d games"), ("%(num)d partida", "%(num)d partidas", "%(num)d partidas"))
    return de, es


def test_the_checks_pass_a_complete_catalog(pair):
    de, es = pair
    assert untranslated(de, es) == []
    assert placeholder_slips(es) == []


def test_the_checks_catch_a_missing_or_empty_translation(pair):
    de, es = pair
    de.add("Save", "Speichern")
    de.add("Copy", "Kopieren")
    es.add("Copy", "")
    assert untranslated(de, es) == ["Save", "Copy"]


def test_the_checks_catch_a_missing_plural_form(pair):
    de, es = pair
    es["%(num)d game"].string = ("%(num)d partida", "%(num)d partidas", "")
    assert untranslated(de, es) == ["%(num)d game"]


def test_the_checks_catch_a_lost_or_renamed_placeholder(pair):
    _, es = pair
    es["Round %(n)d"].string = "Mano"
    es.add("Enter round {n}", "Anotar la mano {num}")
    es.add("%(side)s leads: %(total)s", "%(side)s: %(total)d")
    assert placeholder_slips(es) == [
        ("Round %(n)d", "Mano"),
        ("Enter round {n}", "Anotar la mano {num}"),
        ("%(side)s leads: %(total)s", "%(side)s: %(total)d"),
    ]
