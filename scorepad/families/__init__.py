"""Scorepad's game families, one folder each, and how an app finds the families it plays: every folder here holding a
family.py (the marker: a helper package beside them, such as kin/, has none and is not even imported), then every
package the config names in SCOREPAD_FAMILIES, the door a family from elsewhere comes in by (the tests' own does).
Each is registered with what its folder brings: its pages (pages.py's ADAPTER), templates/, static/, examples.json
and translations/. create_app calls `discover` once; nothing is found when a module is imported."""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from pathlib import Path

from ..rules.registry import Registry

HERE = Path(__file__).resolve().parent
MARKER = "family.py"


def shipped(folder: Path = HERE, package: str = __name__) -> list[str]:
    """The dotted names of the family packages in a folder (those with a family.py), in the order of their names."""
    return [f"{package}.{p.name}" for p in sorted(folder.iterdir()) if (p / MARKER).is_file()]


def folder_of(package: str) -> Path:
    """Where a package's files are."""
    module = importlib.import_module(package)
    return Path(next(iter(module.__path__))).resolve()


def own(folder: Path, name: str) -> Path | None:
    """A file or folder a family's folder brings, if it has it."""
    path = folder / name
    return path if path.exists() else None


def register(registry: Registry, package: str) -> None:
    """Register the family of one package (its family.py's FAMILY) with what its folder brings."""
    family = importlib.import_module(f"{package}.family").FAMILY
    folder = folder_of(package)
    pages = importlib.import_module(f"{package}.pages") if (folder / "pages.py").is_file() else None
    registry.register(
        family,
        package=package,
        adapter=getattr(pages, "ADAPTER", None),
        templates=own(folder, "templates"),
        static=own(folder, "static"),
        examples=own(folder, "examples.json"),
        translations=own(folder, "translations"),
    )


def discover(named: Iterable[str] = (), folder: Path = HERE, package: str = __name__) -> Registry:
    """A registry of every family folder here and every package named (not frozen: create_app adds its listeners
    and freezes it)."""
    registry = Registry()
    for name in [*shipped(folder, package), *named]:
        register(registry, name)
    return registry


def named_in(setting: str | Iterable[str] | None) -> list[str]:
    """The packages a SCOREPAD_FAMILIES setting names: a list, or text separated by commas (the environment's)."""
    if not setting:
        return []
    names = setting.split(",") if isinstance(setting, str) else setting
    return [n.strip() for n in names if n.strip()]
