"""The phones that score a casual game, as a change of the game: removing one is a new version with its history
event, so every page following the game hears of it (the removed phone first: its open form stops offering Save)."""

from __future__ import annotations

from ..accounts import grants
from ..storage.database import write
from .history import Actor, record
from .rounds import lock_game


@write
def remove_phone(game_id: str, grant_id: object, by: Actor) -> str:
    """Stop a phone from scoring a game (never the one that started it); returns the name it was listed by."""
    game = lock_game(game_id)
    name = grants.remove(game, grant_id)
    record(game, "phone_removed", None, {"phone": name}, None, by)
    return name
