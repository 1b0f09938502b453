"""The package is the app: one version everywhere it is shown, a release that names what ships, the instance
folder in the working directory (never inside the installed package), `scorepad --version`."""

import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import scorepad
from scorepad import config

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


def test_the_wheel_ships_every_family_folder_whole(tmp_path):
    """Built as .ci/run builds it: every family's folder goes into the wheel with its code, templates, styles, API
    examples and catalogs (pyproject's package-data), as do kin/ and Scorepad's own catalogs."""
    done = subprocess.run(  # noqa: S603
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(tmp_path), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    (wheel,) = tmp_path.glob("scorepad-*.whl")
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
