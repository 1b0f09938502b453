"""Storage tests that need an app context or a made game use the game operations' fixtures."""

from tests.games.conftest import context, new_game  # noqa: F401  (fixtures shared by name)
