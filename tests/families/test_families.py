"""How an app finds its families (scorepad/families/__init__.py): every folder with a family.py, in the order of
their names, then the packages SCOREPAD_FAMILIES names; each registered with what its folder brings."""

from __future__ import annotations

from scorepad.families import HERE, discover, folder_of, named_in, own, register, shipped
from scorepad.families.canasta.family import FAMILY as CANASTA
from scorepad.families.romme.pages import ADAPTER as ROMME_PAGES
from scorepad.rules.registry import Registry

TALLY = "tests.families.tally"


def test_the_shipped_families_are_the_folders_with_a_family_py():
    names = shipped()
    assert names == sorted(names) and "scorepad.families.canasta" in names and "scorepad.families.romme" in names
    assert "scorepad.families.kin" not in names  # a helper: no family.py
    assert all((HERE / n.rsplit(".", 1)[1] / "family.py").is_file() for n in names)


def test_a_registry_of_the_shipped_families_in_their_order_and_those_named():
    found = discover()
    assert list(found.families)[:2] == ["canasta", "american"] and "tally" not in found.families
    assert found.families["canasta"] is CANASTA and not found.frozen  # create_app adds its listeners, then freezes
    named = discover([TALLY])
    assert list(named.families)[-1] == "tally" and named.members["tally"].package == TALLY


def test_what_a_folder_brings_is_registered_with_its_family():
    romme = discover().members["romme"]
    folder = HERE / "romme"
    assert (romme.package, romme.adapter) == ("scorepad.families.romme", ROMME_PAGES)
    assert (romme.templates, romme.static) == (folder / "templates", folder / "static")
    assert (romme.examples, romme.translations) == (folder / "examples.json", folder / "translations")
    canasta = discover().members["canasta"]
    assert canasta.templates is None and canasta.static is None  # pages made from its declarations
    tally = Registry()
    register(tally, TALLY)
    member = tally.members["tally"]
    assert member.static is None and member.examples is None and member.templates.name == "templates"
    assert folder_of(TALLY).name == "tally" and own(folder, "nothing") is None


def test_the_setting_names_packages_as_a_list_or_as_text_with_commas():
    assert named_in(None) == [] and named_in("") == [] and named_in([]) == []
    assert named_in("a.b, c.d ,") == ["a.b", "c.d"] and named_in(["a.b", " c "]) == ["a.b", "c"]
