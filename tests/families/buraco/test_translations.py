"""The family's own catalogs (translations/<lang>/LC_MESSAGES): every message of its folder is there and translated
in German, Italian, Brazilian Portuguese and Spanish, with each language's plural forms, the placeholders kept, the
players' own words of RULES.md 13.9, and the compiled catalogs made from the current ones."""

from __future__ import annotations

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import read_mo
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po
from babel.support import Translations

from scorepad.rules.problems import render

from .kit import CATALOGS

FOLDER = CATALOGS
LANGUAGES = ("de", "it", "pt_BR", "es")
KEYWORDS = {"_": None, "gettext": None, "ngettext": (1, 2), "N_": None, "NN_": (1, 2), "_l": None}


def catalog(lang: str) -> Catalog:
    """One language's catalog as written."""
    with (FOLDER / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        return read_po(f, locale=lang)


def marked() -> set[str]:
    """Every message the family's folder and the helpers it builds on (kin/) mark for translation (a plural by its
    singular)."""
    out: set[str] = set()
    for folder in (FOLDER.parent, FOLDER.parent.parent / "kin"):
        found = extract_from_dir(
            str(folder), method_map=[("**.py", "python"), ("**.html", "jinja2")], keywords=KEYWORDS
        )
        out |= {message if isinstance(message, str) else message[0] for _file, _line, message, _c, _ctx in found}
    return out


def said(lang: str, message: str, plural: str | None = None, **params: object) -> str:
    """A message in one language as the app renders it: from the compiled catalog, the plural form by "n"."""
    return render(message, plural, params, Translations.load(str(FOLDER), [lang]))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_of_the_folder_is_translated(lang):
    found = catalog(lang)
    ids = {m.id if isinstance(m.id, str) else m.id[0] for m in found if m.id}
    assert ids == marked()  # nothing missing, nothing left over from an older extraction
    assert found.num_plurals == get_plural(lang).num_plurals  # the language's own plural rules
    for message in found:
        if not message.id:
            continue
        assert not message.fuzzy, message.id
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert len(strings) == (found.num_plurals if message.pluralizable else 1), message.id
        assert all(s.strip() for s in strings), f"{lang}: untranslated {message.id!r}"
    assert [error for _message, errors in found.check() for error in errors] == []  # placeholders kept


def flat(value: object) -> object:
    """A message or translation, a plural one as a tuple (a compiled catalog reads them as lists)."""
    return tuple(value) if isinstance(value, list | tuple) else value


def pairs(found: Catalog) -> set[tuple[object, object]]:
    """A catalog's messages with their translations."""
    return {(flat(m.id), flat(m.string)) for m in found if m.id}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_compiled_catalog_is_the_current_one(lang):
    with (FOLDER / lang / "LC_MESSAGES" / "messages.mo").open("rb") as f:
        compiled = read_mo(f)
    written = catalog(lang)
    assert pairs(compiled) == pairs(written)


@pytest.mark.parametrize(
    ("lang", "pot", "canasta", "out", "hand"),
    [
        ("it", "Il pozzetto", "Burraco pulito", "Chiusura", "Numero fisso di smazzate"),
        ("pt_BR", "O morto", "Canastra limpa", "Batida", "Número fixo de rodadas"),
        ("es", "El muerto", "Canasta pura", "Cierre", "Número fijo de manos"),
        ("de", "Der Pott", "Sauberer Canasta", "Ausmachen", "Feste Zahl von Runden"),
    ],
)
def test_the_players_own_words(lang, pot, canasta, out, hand):
    # RULES.md 13.9: pozzetto, morto, muerto, Pott; burraco, canastra, canasta; chiusura, batida, cierre; smazzata,
    # rodada, mano, Runde.
    assert [said(lang, m) for m in ("The pot", "Clean canasta", "Going out", "Fixed number of hands")] == [
        pot,
        canasta,
        out,
        hand,
    ]


def test_the_family_is_called_buraco_or_burraco_as_each_table_says():
    # RULES.md 13.7: Buraco (pt-BR, es), Burraco (it, en, de).
    assert [said(lang, "Burraco") for lang in LANGUAGES] == ["Burraco", "Burraco", "Buraco", "Buraco"]


def test_plural_forms_by_each_languages_rules():
    one, many = "%(n)s dirty canasta x %(each)s: %(points)s", "%(n)s dirty canastas x %(each)s: %(points)s"
    assert said("it", one, many, n=1, each=100, points=100) == "1 burraco sporco × 100: 100"
    assert said("it", one, many, n=2, each=100, points=200) == "2 burrachi sporchi × 100: 200"
    assert said("pt_BR", one, many, n=0, each=100, points=0) == "0 canastra suja × 100: 0"  # 0 is singular there
    assert said("pt_BR", one, many, n=2, each=100, points=200) == "2 canastras sujas × 100: 200"
    assert said("es", one, many, n=3, each=100, points=300) == "3 canastas impuras × 100: 300"
    assert said("es", one, many, n=1_000_000, each=100, points=0).startswith("1000000 canastas impuras")
    assert said("de", one, many, n=2, each=100, points=200) == "2 schmutzige Canastas × 100: 200"
    assert render(one, many, {"n": 2, "each": 100, "points": 200}) == "2 dirty canastas x 100: 200"  # English
