"""The package is the app: one version everywhere it is shown, a release that names what ships, the instance
folder in the working directory (never inside the installed package), `scorepad --version`."""

import hashlib
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import scorepad
from scorepad import config
from scorepad.serving.static_files import fingerprint
from tests.build_step import as_shipped

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = Path(sys.executable).parent / "scorepad"


def test_the_version_is_written_once_and_shown_in_the_api_document_and_the_footer(client):
    assert re.fullmatch(r"\d+\.\d+\.\d+", scorepad.__version__)
    assert client.get("/api/openapi.json").get_json()["info"]["x-app-version"] == scorepad.__version__
    assert client.get("/api/rulesets").headers["Scorepad-Version"] == scorepad.__version__
    assert f'<p class="release">Scorepad {scorepad.__version__}</p>' in client.get("/").get_data(as_text=True)
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert 'dynamic = ["version"]' in pyproject and "scorepad.config.VERSION" in pyproject
    assert scorepad.__version__ == config.VERSION


def test_the_release_is_the_version_and_a_digest_unless_a_deploy_id_is_given(monkeypatch):
    config.release.cache_clear()
    try:
        assert re.fullmatch(rf"{re.escape(scorepad.__version__)}\+[0-9a-f]{{10}}", config.release())
        config.release.cache_clear()
        monkeypatch.setenv("SCOREPAD_RELEASE", "2026-11-27.1")
        assert config.release() == "2026-11-27.1"
    finally:
        config.release.cache_clear()


def test_flask_version_and_scorepad_version(runner, app):
    said = runner.invoke(args=["version"]).output
    assert said.startswith(f"Scorepad {scorepad.__version__} (release {app.config['SCOREPAD_RELEASE']})\nPython ")
    assert "\nFlask " in said and "\nWerkzeug " in said
    if SCRIPT.exists():  # installed with the package (pip install -e . made it)
        done = subprocess.run([str(SCRIPT), "--version"], capture_output=True, text=True, timeout=60, check=True)  # noqa: S603
        assert done.stdout.startswith(f"Scorepad {scorepad.__version__} (release ")


def test_the_instance_folder_is_in_the_working_directory(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "SCOREPAD_INSTANCE_PATH"}
    script = "import scorepad; print(scorepad.create_app({'SECRET_KEY': 't'}).instance_path)"
    done = subprocess.run(  # noqa: S603
        [sys.executable, "-c", script],
        cwd=tmp_path,
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
    )
    assert done.stdout.strip() == str(tmp_path / "instance"), done.stderr[-1500:]
    assert (tmp_path / "instance").is_dir() and not (ROOT / "scorepad" / "instance").exists()


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    """The wheel, built once for this module's tests as .ci/run builds it."""
    folder = tmp_path_factory.mktemp("wheel")
    done = subprocess.run(  # noqa: S603
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(folder), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    (built,) = folder.glob("scorepad-*.whl")
    return built


def test_the_wheel_ships_every_family_folder_whole(wheel):
    """Built as .ci/run builds it: every family's folder goes into the wheel with its code, templates, styles, API
    examples and catalogs (pyproject's package-data), as do kin/ and Scorepad's own catalogs."""
    shipped = set(zipfile.ZipFile(wheel).namelist())
    families = ROOT / "scorepad" / "families"
    wanted = {
        p.relative_to(ROOT).as_posix()
        for p in families.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix in (".py", ".html", ".css", ".json", ".po", ".mo")
    }
    assert any("/static/" in w for w in wanted) and any("/templates/" in w for w in wanted)
    assert wanted <= shipped, sorted(wanted - shipped)
    catalogs = {p.relative_to(ROOT).as_posix() for p in (ROOT / "scorepad" / "translations").rglob("*.[mp]o")}
    assert catalogs and catalogs <= shipped
    assert not {n for n in shipped if n.startswith(("tests/", "tools/"))}


def test_the_wheel_ships_its_scripts_and_styles_minified_under_their_own_fingerprints(wheel, tmp_path):
    """setup.py's build minifies every script and stylesheet it ships (the source tree keeps them as written); the
    static addresses' fingerprints are digests of the shipped bytes, and the service worker's list names files the
    wheel holds."""
    archive = zipfile.ZipFile(wheel)
    sources = {f"scorepad/static/{p.name}": p for p in (ROOT / "static").glob("*")}
    sources |= {p.relative_to(ROOT).as_posix(): p for p in (ROOT / "scorepad" / "families").glob("*/static/*")}
    minified = [name for name in sources if name.endswith((".js", ".css"))]
    assert {"scorepad/static/app.js", "scorepad/static/outbox.js", "scorepad/static/app.css"} <= set(minified)
    for name in minified:
        shipped, source = archive.read(name), sources[name].read_bytes()
        assert shipped == as_shipped(name, source) and len(shipped) < len(source), name
    assert archive.read("scorepad/static/icon.svg") == (ROOT / "static" / "icon.svg").read_bytes()

    archive.extractall(tmp_path, [n for n in archive.namelist() if n.startswith("scorepad/static/")])
    folder = str(tmp_path / "scorepad" / "static")
    shipped_js = (tmp_path / "scorepad" / "static" / "app.js").read_bytes()
    assert fingerprint(folder, "app.js") == hashlib.sha256(shipped_js).hexdigest()[:10]
    assert fingerprint(folder, "app.js") != fingerprint(str(ROOT / "static"), "app.js")  # a new address
    cached = re.search(r"const FILES=\[([^\]]*)\]", archive.read("scorepad/static/sw.js").decode())
    assert cached, "the service worker's list of files"
    names = re.findall(r'"([^"]+)"', cached.group(1))
    assert "outbox.js" in names and all(f"scorepad/static/{n}" in archive.namelist() for n in names), names
