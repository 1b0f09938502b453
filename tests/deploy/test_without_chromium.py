"""README's test command on a machine without Chromium (SCOREPAD_TEST_CHROMIUM pointing nowhere, as the browser
fixtures honour it): every browser test, the club's among them, is skipped with its reason, none errors, and the
command succeeds. Only the browser tests are selected (`-m browser`): the rest of the suite is this run's own."""

from __future__ import annotations

import os
import re
import shlex
import subprocess

from .club import ROOT

NOWHERE = "/nonexistent/chromium"


def readme_test_command() -> list[str]:
    """The command README's "Test it" gives."""
    section = (ROOT / "README.md").read_text().split("## Test it", 1)[1]
    found = re.search(r"^    (python3 dev\.py test)$", section, re.MULTILINE)
    assert found, "README's Test it names no `python3 dev.py test`"
    return shlex.split(found.group(1))


def test_without_chromium_every_browser_test_is_skipped_with_its_reason_and_none_errors() -> None:
    env = {**os.environ, "SCOREPAD_TEST_CHROMIUM": NOWHERE}
    done = subprocess.run(  # noqa: S603
        [*readme_test_command(), "-m", "browser", "-q", "-rs", "-p", "no:cacheprovider"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    summary = done.stdout.strip().splitlines()[-1]
    assert re.fullmatch(r"=* ?\d+ skipped, \d+ deselected in [\d.]+s( \(.*\))? ?=*", summary), summary
    reasons = [line for line in done.stdout.splitlines() if line.startswith("SKIPPED")]
    assert reasons and all(f"Chromium not installed at {NOWHERE}: browser tests skipped" in r for r in reasons), reasons
    assert any("tests/deploy/test_club_browser.py" in r for r in reasons)
