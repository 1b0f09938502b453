"""What a client sends to start and play a game (api/schemas/requests.py), in a family's shape."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from scorepad.api.schemas.requests import game_change, most_sides, new_game, player_kind, round_input, tables_words
from scorepad.api.schemas.shapes import own_shapes
from scorepad.families.hand_and_foot.family import FAMILY as HAND_AND_FOOT
from scorepad.families.romme.family import FAMILY as ROMME


def test_a_familys_tables_in_words():
    assert tables_words(ROMME) == "1-1, 1-1-1, 1-1-1-1, 1-1-1-1-1 or 1-1-1-1-1-1" and most_sides(ROMME) == 6
    assert tables_words(HAND_AND_FOOT).startswith("2 to 6 sides") and player_kind({"id": 1}) == "by-id"


def test_a_new_game_a_round_and_a_change_in_a_familys_shape():
    own = own_shapes(ROMME)
    sides = [{"name": "A", "players": ["A"]}, {"name": "B", "players": ["B"]}]
    game = new_game(ROMME, own).model_validate({"sides": sides})
    assert (game.family, game.ruleset) == ("romme", "romme")
    played = round_input(ROMME, own).model_validate({"entries": [{"going_out": "out"}, {"hand_points": 4}]})
    assert played.number is None and played.id is None
    with pytest.raises(ValidationError):
        round_input(ROMME, own).model_validate({"entries": [{"hand_points": "4"}]})
    change = game_change(ROMME, own).model_validate({"settings": {"hands": 5}})
    assert change.settings.hands == 5
