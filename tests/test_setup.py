"""setup.py's minifying step: the package's scripts and styles come out smaller and still valid (the scripts parse
in Node, every template literal kept character for character, the styles keep every rule), the rest untouched. The
built wheel's files are checked in tests/test_package.py."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.build_step import setup_py

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = sorted(
    p for p in [*(ROOT / "static").glob("*"), *(ROOT / "scorepad" / "families").glob("*/static/**/*")]
    if p.suffix in (".js", ".css")
)  # fmt: skip
TEMPLATE = re.compile(r"`[^`]*`")
COMMENT = re.compile(r"(^|\s)//.*$", re.M)  # a line's comment (after white space: not the // of an address)
NODE = shutil.which("node")


def test_there_are_scripts_and_styles_to_minify() -> None:
    names = {p.name for p in SHIPPED}
    assert {"app.js", "outbox.js", "sw.js", "app.css", "american.css"} <= names, names


@pytest.mark.parametrize("path", [p for p in SHIPPED if p.suffix == ".js"], ids=lambda p: p.name)
def test_a_script_is_minified_and_still_parses(path: Path, tmp_path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    made = setup_py().minified(path.name, source)
    assert len(made.encode()) < 0.85 * len(source.encode())  # comments and indentation gone
    assert "\n  " not in made and "// " not in made
    templates = TEMPLATE.findall(COMMENT.sub("", source))
    assert all(t in made for t in templates), [t for t in templates if t not in made]  # rjsmin: unnested ones only
    if NODE is None:
        pytest.skip("node is not installed: the minified script's syntax is not checked")
    (tmp_path / path.name).write_text(made, encoding="utf-8")
    checked = subprocess.run([NODE, "--check", str(tmp_path / path.name)], capture_output=True, text=True)  # noqa: S603
    assert checked.returncode == 0, checked.stderr


@pytest.mark.parametrize("path", [p for p in SHIPPED if p.suffix == ".css"], ids=lambda p: p.name)
def test_a_stylesheet_is_minified_and_keeps_every_rule(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    made = setup_py().minified(path.name, source)
    assert len(made.encode()) < 0.9 * len(source.encode())
    assert "/*" not in made and "\n" not in made.strip()
    plain = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    assert made.count("{") == plain.count("{") == made.count("}")  # no rule lost or merged
    assert re.findall(r"--[\w-]+:", made) == re.findall(r"--[\w-]+:", plain)  # the custom properties, in order


def test_other_files_are_left_as_they_are() -> None:
    svg = (ROOT / "static" / "icon.svg").read_text()
    assert setup_py().minified("icon.svg", svg) == svg
    assert setup_py().minified("board.html", "<p>\n  two  spaces\n</p>") == "<p>\n  two  spaces\n</p>"


def test_the_build_minifies_but_an_editable_install_runs_the_source(tmp_path: Path) -> None:
    from setuptools import Distribution

    static = tmp_path / "scorepad" / "static"
    static.mkdir(parents=True)
    source = (ROOT / "static" / "pages.js").read_text()
    for editable in (False, True):
        (static / "pages.js").write_text(source)
        build = setup_py().MinifyingBuild(Distribution({"packages": []}))
        build.initialize_options()
        build.build_lib, build.editable_mode = str(tmp_path), editable
        build.finalize_options()
        build.run()
        kept = (static / "pages.js").read_text()
        assert kept == (source if editable else setup_py().minified("pages.js", source))
