"""README's "Install it": the quick-start's last two lines (migrate, then gunicorn) run as written, the virtualenv's
folder and the port being the test's: a `SCRIPT_NAME:` header (a client's, or a local proxy's passing it on) is
harmless there, as under the production command, not gunicorn's 500."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

from tests.live import free_port, send

from .club import ROOT, stop, wait_for

BIN = Path(sys.prefix) / "bin"


def quick_start() -> list[str]:
    """The indented command lines of README's "Install it" section, as written."""
    section = (ROOT / "README.md").read_text().split("## Install it", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^    (\S.*?)(?:\s+#.*)?$", section, re.MULTILINE)


def test_the_quick_start_serves_and_a_script_name_header_is_harmless(tmp_path: Path) -> None:
    lines = quick_start()
    migrate, serve = next(x for x in lines if x.startswith("venv/bin/scorepad db upgrade")), lines[-1]
    assert serve.startswith("venv/bin/gunicorn ") and "--forwarder-headers=" in serve.split()
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCOREPAD_")}
    ours = [BIN / "scorepad" if w == "venv/bin/scorepad" else w for w in shlex.split(migrate)]
    subprocess.run(ours, cwd=tmp_path, env=env, check=True, capture_output=True)  # noqa: S603
    port = free_port()
    command = [str(BIN / "gunicorn") if w == "venv/bin/gunicorn" else w for w in shlex.split(serve)]
    command[command.index("127.0.0.1:8001")] = f"127.0.0.1:{port}"
    with open(tmp_path / "gunicorn.log", "ab") as log:
        server = subprocess.Popen(command, cwd=tmp_path, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)  # noqa: S603
    try:
        assert wait_for(lambda: send(port, "GET", "/healthz")[0] == 200, 60), (tmp_path / "gunicorn.log").read_text()
        status, _headers, page = send(port, "GET", "/", headers={"SCRIPT_NAME": "/zzz"})
        assert status == 200 and "/zzz" not in page
        status, _headers, page = send(port, "GET", "/zzz/leagues", headers={"SCRIPT_NAME": "/zzz"})
        assert status == 404 and "/zzz/static" not in page
    finally:
        stop(server)
