"""deploy/constraints.txt pins every package `scorepad[postgres,redis]` pulls in (on this Python, and on the oldest
one pyproject.toml allows, which Debian's 3.11.2 a club runs is near: redis wants async-timeout there), nothing else,
and each at the version installed here, the environment the tests run on (`python3 dev.py setup` installs with it;
`python3 dev.py constraints` writes it anew)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from importlib.metadata import PackageNotFoundError, distribution

import pytest
from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from .files import DEPLOY

pytestmark = pytest.mark.skipif(
    bool(os.environ.get("SCOREPAD_TEST_LOWEST")),
    reason="this run installed .ci/lowest.txt's floors, not deploy/constraints.txt (.ci/run's lowest-versions pass)",
)
EXTRAS = frozenset({"postgres", "redis"})  # what README's install names
REDO = "run `python3 dev.py constraints` (then the tests) and commit deploy/constraints.txt"


def environments() -> list[dict[str, str]]:
    """The marker environments a club's server may have: this Python's, and the oldest 3.11 pyproject.toml allows."""
    here = dict(default_environment())
    return [here, {**here, "python_version": "3.11", "python_full_version": "3.11.0"}]


def active(requirement: Requirement, extras: frozenset[str]) -> bool:
    """Whether a requirement applies on any of those Pythons, for the extras asked of its package."""
    if requirement.marker is None:
        return True
    return any(requirement.marker.evaluate({**env, "extra": e}) for env in environments() for e in extras or {""})


def pulled_in(name: str, extras: frozenset[str]) -> Iterator[tuple[str, bool]]:
    """Every package `name[extras]` requires, recursively (each name, and whether it is installed here)."""
    seen: set[str] = set()
    todo = [(name, extras)]
    while todo:
        current, asked = todo.pop()
        for line in distribution(current).requires or []:
            requirement = Requirement(line)
            found = canonicalize_name(requirement.name)
            if not active(requirement, asked) or (found, frozenset(requirement.extras)) in seen:  # type: ignore[comparison-overlap]
                continue
            seen.add((found, frozenset(requirement.extras)))  # type: ignore[arg-type]
            try:
                distribution(found)
            except PackageNotFoundError:  # needed on another Python only: pinned, not walked
                yield found, False
                continue
            yield found, True
            todo.append((found, frozenset(requirement.extras)))


def pins() -> dict[str, str]:
    """The constraints file's pins: package -> version."""
    lines = [line.strip() for line in (DEPLOY / "constraints.txt").read_text().splitlines()]
    pairs = [line.split("==") for line in lines if line and not line.startswith("#")]
    assert all(len(pair) == 2 for pair in pairs), "only name==version lines"
    return {canonicalize_name(name): version for name, version in pairs}


def test_every_package_the_installed_extras_pull_in_is_pinned_and_nothing_else() -> None:
    needed = dict(pulled_in("scorepad", EXTRAS))
    pinned = pins()
    assert {"zxcvbn", "async-timeout", "psycopg-binary", "redis", "gunicorn"} <= set(needed)  # the walk sees them
    assert not sorted(set(needed) - set(pinned)), f"not pinned: {sorted(set(needed) - set(pinned))}; {REDO}"
    assert not sorted(set(pinned) - set(needed)), f"pinned but not needed: {sorted(set(pinned) - set(needed))}; {REDO}"
    assert "scorepad" not in pinned


def test_each_pin_is_the_version_the_tests_run_on() -> None:
    installed = {name: distribution(name).version for name, here in pulled_in("scorepad", EXTRAS) if here}
    differ = {name: (pins()[name], version) for name, version in installed.items() if pins()[name] != version}
    assert not differ, f"pinned vs installed here: {differ}; `python3 dev.py setup` installs the pins, or {REDO}"
