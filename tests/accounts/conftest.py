"""Fixtures for the account operations below HTTP: the operations' app context and factories, and a user."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorepad.accounts.users import sign_up
from scorepad.models import User
from tests.games.conftest import context, new_game, new_league  # noqa: F401  (shared fixtures)


@pytest.fixture
def new_user(context: None) -> Callable[..., User]:  # noqa: F811
    """A factory: an account made through the operations."""

    def make(name: str = "Anna", password: str = "a long passphrase") -> User:
        return sign_up(name, password)

    return make
