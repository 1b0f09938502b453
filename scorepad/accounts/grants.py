"""Which phones may score a game: the game's edit link, and the right a phone holds once it opened it."""

from __future__ import annotations

import hashlib
import hmac

from ..models import Game
from ..tokens import matches


def edit_token(game: Game, secret_key: str) -> str:
    """The secret of a game's edit link: derived from the server's key and the game's salt, so a new salt
    makes a new link and no table of links needs to be kept."""
    salt = f":{game.edit_link_salt}" if game.edit_link_salt else ""
    message = f"edit-link:{game.id}{salt}".encode()
    return hmac.new(secret_key.encode(), message, hashlib.sha256).hexdigest()[:32]


def opens_game(game: Game, token: str, secret_key: str) -> bool:
    """Whether a token opens the game for scoring: its edit link's secret (or its API token)."""
    return hmac.compare_digest(token, edit_token(game, secret_key)) or matches(game.token_hash, token)
