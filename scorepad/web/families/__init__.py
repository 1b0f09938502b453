"""What each game family shows on the pages beyond its declarations, found by the family's key: a module here named
like the family (its ADAPTER), or one registered from elsewhere (`register_adapter`, before the app is made). A
family with neither gets the pages its declarations make (`DEFAULT`). Nothing else names a family."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

from ...rules.family import Family
from ..games.adapter import DEFAULT, Adapter

ADAPTERS: dict[str, Adapter] = {}


def register_adapter(key: str, adapter: Adapter) -> Adapter:
    """The pages of the family `key` (a key already taken is refused)."""
    if key in ADAPTERS:
        raise ValueError(f"already registered: {key}")
    ADAPTERS[key] = adapter
    return adapter


def _discover() -> None:
    """Register the ADAPTER of every module here named for a family."""
    folder = Path(__file__).parents[2] / "families"
    for module in pkgutil.iter_modules([str(folder)]):
        if (folder / module.name / "pages.py").is_file():
            register_adapter(module.name, importlib.import_module(f"scorepad.families.{module.name}.pages").ADAPTER)


_discover()


def adapter_of(family: Family) -> Adapter:
    """The pages of a family."""
    return ADAPTERS.get(family.key, DEFAULT)
