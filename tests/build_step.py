"""setup.py's minifying step, for the tests: the file loaded as a module (setuptools runs it as __main__, the only
time it calls setup())."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

SETUP = Path(__file__).resolve().parents[1] / "setup.py"


def setup_py() -> ModuleType:
    """setup.py without running setup()."""
    spec = importlib.util.spec_from_file_location("scorepad_setup_py", SETUP)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def as_shipped(name: str, body: bytes) -> bytes:
    """A file's bytes as the built package ships them: scripts and stylesheets minified, anything else as it is."""
    if not name.endswith((".js", ".css")):
        return body
    return setup_py().minified(name, body.decode("utf-8")).encode("utf-8")
