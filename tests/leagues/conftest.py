"""League operations below HTTP use the same fixtures as the game operations (an app context, made games)."""

from tests.games.conftest import context, new_game, new_league  # noqa: F401  (fixtures shared by name)
