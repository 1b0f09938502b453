"""The Brazilian Portuguese catalogs are complete: every message of the German catalog (the reviewed reference) has a
pt_BR translation with every plural form pt_BR has and exactly the placeholders of its English source; the compiled
catalogs say what the .po files say; the tests' own family (Tally) is translated too."""

from __future__ import annotations

import gettext
import re
from collections import Counter
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from .catalog import ROOT, german

PO = ROOT / "scorepad" / "translations" / "pt_BR" / "LC_MESSAGES" / "messages.po"
TALLY = ROOT / "tests" / "families" / "tally" / "translations"
PLACEHOLDER = re.compile(r"%\(\w+\)[sdif]|%%|\{\w+\}")  # gettext's named values, a literal %, the page script's {n}


def portuguese(path: Path = PO) -> Catalog:
    """A pt_BR catalog as shipped."""
    with path.open("rb") as source:
        return read_po(source, locale="pt_BR")


def forms(message: Message) -> tuple[str, ...]:
    """A message's translations, one per plural form (one for a message without a plural)."""
    return message.string if isinstance(message.string, tuple) else (message.string,)


def untranslated(reference: Catalog, translated: Catalog) -> list[str]:
    """Messages of the reference missing from the translation, fuzzy, empty, or short of a plural form."""
    missing = []
    for message in reference:
        if not message.id:
            continue
        found = translated.get(message.id)
        plural = isinstance(message.id, tuple)
        wanted = translated.num_plurals if plural else 1
        strings = forms(found) if found is not None else ()
        if found is None or found.fuzzy or len(strings) != wanted or not all(strings) or found.pluralizable != plural:
            missing.append(message.id[0] if plural else message.id)
    return missing


def misplaced(translated: Catalog) -> list[tuple[str, str]]:
    """Translations whose placeholders differ from their English source's (form 0 from the singular, the rest from
    the plural), as (source, translation)."""
    wrong = []
    for message in translated:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        for n, text in enumerate(forms(message)):
            source = ids[min(n, len(ids) - 1)]
            if Counter(PLACEHOLDER.findall(source)) != Counter(PLACEHOLDER.findall(text or "")):
                wrong.append((source, text))
    return wrong


def shipped(mo: Path) -> dict[object, str]:
    """What a compiled catalog holds, header left out."""
    with mo.open("rb") as compiled:
        return {k: v for k, v in gettext.GNUTranslations(compiled)._catalog.items() if k}  # type: ignore[attr-defined]


def expected(catalog: Catalog) -> dict[object, str]:
    """What compiling a catalog should give: every translated message, each plural form by its index."""
    out: dict[object, str] = {}
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        if isinstance(message.id, tuple):
            for n, text in enumerate(message.string):
                out[(message.id[0], n)] = text
        else:
            out[message.id] = message.string
    return out


def test_every_german_message_has_a_portuguese_translation():
    catalog = portuguese()
    assert catalog.num_plurals == Catalog(locale="pt_BR").num_plurals == 3  # CLDR's one, many, other
    assert untranslated(german(), catalog) == []


def test_placeholders_survive_translation():
    assert misplaced(portuguese()) == []


def test_the_checkers_catch_what_is_missing_or_misplaced():
    reference = Catalog(locale="de")
    reference.add("Round %(n)d")
    reference.add(("%(num)d game", "%(num)d games"))
    reference.add("Save")
    translated = Catalog(locale="pt_BR")
    translated.add("Round %(n)d", "Rodada %(num)d")
    translated.add(("%(num)d game", "%(num)d games"), ("%(num)d partida", "", "%(num)d partidas"))
    assert untranslated(reference, translated) == ["%(num)d game", "Save"]
    assert misplaced(translated) == [("Round %(n)d", "Rodada %(num)d"), ("%(num)d games", "")]


def test_plural_forms_follow_the_count():
    with PO.with_suffix(".mo").open("rb") as compiled:
        words = gettext.GNUTranslations(compiled)
    one, many = (
        "%(side)s now needs %(new)s for the initial meld (was %(old)s).",
        "%(side)s now need %(new)s for their initial meld (was %(old)s).",
    )
    assert words.ngettext(one, many, 1).startswith("%(side)s agora precisa ")
    assert words.ngettext(one, many, 2).startswith("%(side)s agora precisam ")
    assert words.ngettext("%(num)d game", "%(num)d games", 0) % {"num": 0} == "0 partida"  # CLDR: 0 and 1 are "one"
    assert words.ngettext("%(num)d game", "%(num)d games", 1000000) % {"num": 1000000} == "1000000 partidas"


def test_the_compiled_catalog_is_the_catalog():
    """The committed .mo says exactly what the .po says (run `pybabel compile -l pt_BR` after editing the .po)."""
    assert shipped(PO.with_suffix(".mo")) == expected(portuguese())


def test_the_tests_family_speaks_portuguese():
    with (TALLY / "de" / "LC_MESSAGES" / "messages.po").open("rb") as source:
        reference = read_po(source, locale="de")
    tally = portuguese(TALLY / "pt_BR" / "LC_MESSAGES" / "messages.po")
    assert untranslated(reference, tally) == []
    assert misplaced(tally) == []
    assert shipped(TALLY / "pt_BR" / "LC_MESSAGES" / "messages.mo") == expected(tally)
