"""Every catalog (Scorepad's own, each family's, the tests' Tally) is complete in Italian, Brazilian Portuguese and
Spanish: every message of its German catalog (the reviewed reference) translated with every plural form the language
has (CLDR, as Babel says), exactly the placeholders of its English source, no message the German lacks, and the
compiled .mo saying what the .po says. German itself is checked against the code in test_catalog.py."""

from __future__ import annotations

import gettext
import re
from collections import Counter
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message

from tools.translations import po_of, read

from .catalog import CATALOGS, ROOT

LANGUAGES = ("it", "pt_BR", "es")
TALLY = ROOT / "tests" / "families" / "tally" / "translations"
FOLDERS = {**{c.name: c.folder for c in CATALOGS}, "tally": TALLY}
PLACEHOLDER = re.compile(r"%\(\w+\)[sdif]|%%|\{\w+\}")  # gettext's named values, a literal %, the page script's {n}
STRAY_PERCENT = re.compile(r"%(?!\(\w+\)[sdif]|%)")
CASES = [(language, name) for language in LANGUAGES for name in FOLDERS]


def forms(message: Message) -> tuple[str, ...]:
    """A message's translations, one per plural form (one for a message without a plural)."""
    return message.string if isinstance(message.string, tuple) else (message.string,)


def problems(reference: Catalog, translated: Catalog) -> list[str]:
    """What is wrong with a translation of `reference`: missing, fuzzy or empty messages, plural forms short of the
    language's, placeholders that differ from the English source, a lone %, messages the reference lacks."""
    found: list[str] = []
    for message in reference:
        if not message.id:
            continue
        plural = isinstance(message.id, tuple)
        first = message.id[0] if plural else message.id
        ours = translated.get(message.id)
        if ours is None or ours.fuzzy or not all(forms(ours)) or ours.pluralizable != plural:
            found.append(f"untranslated: {first}")
        elif plural and len(forms(ours)) != translated.num_plurals:
            found.append(f"{len(forms(ours))} of {translated.num_plurals} plural forms: {first}")
    for message in translated:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        if reference.get(message.id) is None:
            found.append(f"not in the German catalog: {ids[0]}")
        for n, text in enumerate(forms(message)):
            source = ids[min(n, len(ids) - 1)]
            if Counter(PLACEHOLDER.findall(source)) != Counter(PLACEHOLDER.findall(text or "")):
                found.append(f"placeholders differ: {source!r} -> {text!r}")
            elif STRAY_PERCENT.search(text or ""):
                found.append(f"a lone %: {text!r}")
    return found


def compiled(po: Path, catalog: Catalog) -> tuple[dict[object, str], dict[object, str]]:
    """What the committed .mo holds and what compiling the .po would give (header left out)."""
    with po.with_suffix(".mo").open("rb") as handle:
        shipped = {k: v for k, v in gettext.GNUTranslations(handle)._catalog.items() if k}  # type: ignore[attr-defined]
    expected: dict[object, str] = {}
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        if isinstance(message.id, tuple):
            expected.update({(message.id[0], n): text for n, text in enumerate(message.string)})
        else:
            expected[message.id] = message.string
    return shipped, expected


def words(language: str) -> gettext.NullTranslations:
    """Every catalog of a language merged, as Flask-Babel merges them for a page."""
    merged: gettext.NullTranslations | None = None
    for folder in FOLDERS.values():
        with po_of(folder, language).with_suffix(".mo").open("rb") as handle:
            one = gettext.GNUTranslations(handle)
        if merged is None:
            merged = one
        else:
            merged._catalog.update(one._catalog)  # type: ignore[attr-defined]
    assert merged is not None
    return merged


@pytest.mark.parametrize(("language", "name"), CASES, ids=[f"{lang}-{name}" for lang, name in CASES])
def test_every_catalog_is_complete_and_compiled(language: str, name: str):
    po = po_of(FOLDERS[name], language)
    assert po.exists(), f"no {language} catalog beside {po_of(FOLDERS[name], 'de').relative_to(ROOT)}"
    catalog = read(po, language)
    cldr = Catalog(locale=language)
    assert (catalog.num_plurals, catalog.plural_expr) == (cldr.num_plurals, cldr.plural_expr)
    assert problems(read(po_of(FOLDERS[name], "de"), "de"), catalog) == []
    shipped, expected = compiled(po, catalog)
    assert shipped == expected


def test_the_checker_catches_what_it_should():
    german, italian = Catalog(locale="de"), Catalog(locale="it")
    for catalog in (german, italian):
        catalog.add("Round %(n)d saved.", "x")
        catalog.add(("%(num)d game", "%(num)d games"), ("x", "x", "x"))
        catalog.add("Round {n} sent.", "x")
        catalog.add("Missing", "x")
        catalog.add("Empty", "x")
    italian["Round %(n)d saved."].string = "Smazzata %(num)d salvata."
    italian[("%(num)d game", "%(num)d games")].string = ("%(num)d partita", "%(num)d partite")
    italian["Round {n} sent."].string = "100% inviata {n}."
    italian["Empty"].string = ""
    italian.add("Stale", "Vecchio")
    del italian["Missing"]
    assert problems(german, italian) == [
        "2 of 3 plural forms: %(num)d game",
        "untranslated: Missing",
        "untranslated: Empty",
        "placeholders differ: 'Round %(n)d saved.' -> 'Smazzata %(num)d salvata.'",
        "a lone %: '100% inviata {n}.'",
        "not in the German catalog: Stale",
    ]


NEEDS = (
    "%(side)s now needs %(new)s for the initial meld (was %(old)s).",
    "%(side)s now need %(new)s for their initial meld (was %(old)s).",
)


@pytest.mark.parametrize(
    ("language", "one", "many"),
    [
        ("pt_BR", "%(side)s agora precisa ", "%(side)s agora precisam "),
        ("es", "%(side)s necesita ahora ", "%(side)s necesitan ahora "),
        ("it", "%(side)s ora ha bisogno ", "%(side)s ora hanno bisogno "),
    ],
)
def test_plural_forms_follow_the_count(language: str, one: str, many: str):
    said = words(language)
    assert said.ngettext(*NEEDS, 1).startswith(one)
    assert said.ngettext(*NEEDS, 2).startswith(many)
    assert said.ngettext("%(num)d game", "%(num)d games", 1000000) % {"num": 1000000} != "1000000 games"


def test_portuguese_counts_zero_as_one():
    assert words("pt_BR").ngettext("%(num)d game", "%(num)d games", 0) % {"num": 0} == "0 partida"  # CLDR pt
