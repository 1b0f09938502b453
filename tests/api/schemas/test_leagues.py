"""Leagues as the API takes and answers them (api/schemas/leagues.py): a family's league, and its standings with
its own counts."""

from __future__ import annotations

from scorepad.api.schemas.leagues import Merge, league_models
from scorepad.api.schemas.shapes import own_shapes
from scorepad.families.hand_and_foot.family import FAMILY as HAND_AND_FOOT


def test_a_familys_league_and_standings_with_its_counts():
    made = league_models(HAND_AND_FOOT, own_shapes(HAND_AND_FOOT))
    assert made["league"].__name__ == "HandAndFootLeague" and "token" in made["created"].model_fields
    row = made["standings"].model_fields["players"].annotation.__args__[0]
    assert "books" in row.model_fields and "rating" in row.model_fields
    assert made["asked"].model_validate({"name": "Club"}).ruleset == "hand_and_foot"
    assert made["asked"].model_validate({"name": "Club"}).visibility == "members"  # unless the owner says public
    assert made["asked"].model_validate({"name": "Club", "visibility": "public"}).visibility == "public"


def test_a_merge_names_its_records_by_from_and_into():
    merge = Merge.model_validate({"from": "Qm3kx", "into": "Zp0a"})
    assert (merge.from_, merge.into) == ("Qm3kx", "Zp0a") and merge.model_dump() == {"from": "Qm3kx", "into": "Zp0a"}
