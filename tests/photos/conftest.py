"""Fixtures for the photo stores: games made by the operations, an app whose photos go into a folder of the test's
own, or into another store a test makes."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from flask import Flask

from scorepad.photos.stores import EXTENSION, PhotoStore
from tests.games.conftest import context, folder_store, new_game, new_league, play_round  # noqa: F401  (fixtures shared by name)


@pytest.fixture
def store_is(app: Flask) -> Iterator[Callable[[PhotoStore], PhotoStore]]:
    """Put another photo store in the app for one test (the database's comes back after)."""
    kept = app.extensions[EXTENSION]

    def use(store: PhotoStore) -> PhotoStore:
        app.extensions[EXTENSION] = store
        return store

    yield use
    app.extensions[EXTENSION] = kept
