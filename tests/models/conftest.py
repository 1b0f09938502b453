"""The models are tested in an app context, with games and leagues made by the operations."""

from tests.games.conftest import context, new_game, new_league  # noqa: F401  (fixtures shared by name)
