"""The club's topology, started once for the tests of this folder (see club.py), on its own PostgreSQL schema."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, make_url, text

from tests.browser.conftest import (
    browser_type_launch_args,  # noqa: F401  (Debian's Chromium, for the browser test)
    skip_without_chromium,
)
from tests.live import free_port

from .club import Club, Missing
from .files import certificate

SCHEMA = "club_topology"
HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The club's browser test is skipped, saying why, where Chromium isn't installed (as tests/browser's are)."""
    skip_without_chromium(items, HERE)


def own_schema(url: str) -> str:
    """The test database's URL with a schema of its own first on the search path (made anew, empty)."""
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text(f"DROP SCHEMA IF EXISTS {SCHEMA} CASCADE; CREATE SCHEMA {SCHEMA}"))
    engine.dispose()
    return make_url(url).update_query_dict({"options": f"-csearch_path={SCHEMA}"}).render_as_string(False)


def drop_schema(url: str) -> None:
    """Remove the topology's schema."""
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text(f"DROP SCHEMA IF EXISTS {SCHEMA} CASCADE"))
    engine.dispose()


@pytest.fixture(scope="package")
def club(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Club]:
    """nginx (TLS) -> two app servers -> PostgreSQL, with Redis for the cache and the limits, as deploy/ says."""
    url = os.environ.get("SCOREPAD_TEST_DATABASE_URL", "")
    if not url.startswith("postgresql"):
        pytest.skip(
            "the club's topology runs on PostgreSQL: set SCOREPAD_TEST_DATABASE_URL (.ci/run does in its PostgreSQL "
            "pass)"
        )
    folder = tmp_path_factory.mktemp("club")
    topology = Club(folder, own_schema(url), https_port=free_port(), http_port=free_port())
    try:
        topology.cert, _key = certificate(folder)
        topology.start_redis()
        topology.migrate(topology.environment(folder / "instance-migrate"))
        a, b = topology.start_server("a"), topology.start_server("b")
        topology.start_nginx([a.port, b.port])
    except Missing as why:
        topology.stop()
        drop_schema(url)
        pytest.skip(str(why))
    try:
        yield topology
    finally:
        topology.stop()
        drop_schema(url)
