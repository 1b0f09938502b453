"""Each fact lives in one place: every setting and every count a family declares reaches the API's
schema, the pages' forms and the rules sheet from that one declaration, and limits are the columns' sizes."""

from __future__ import annotations

import html
import re

import pytest
from flask.testing import FlaskClient

from scorepad.core import sizes
from scorepad.models import League, Player, Side, User
from scorepad.rules.entries import declared as declared_counts
from scorepad.rules.settings import declared as declared_settings
from scorepad.web.forms.game import KEYED, keyed_name, settings_form
from tests.conftest import TWO_PAIRS
from tests.registry import FAMILIES, RULESETS


def title(key: str) -> str:
    """A family's schema prefix."""
    return key.title().replace("_", "")


@pytest.mark.parametrize("family", FAMILIES.values(), ids=lambda f: f.key)
def test_every_setting_and_count_is_in_the_schema(client: FlaskClient, family) -> None:
    schemas = client.get("/api/openapi.json").get_json()["components"]["schemas"]
    names = [s.name for s in declared_settings(family.rules_class)]
    assert set(schemas[f"{title(family.key)}Settings"]["properties"]) == set(names)
    assert set(schemas[f"{title(family.key)}SettingsChange"]["properties"]) == set(names)
    counts = [c.name for c in declared_counts(family.entry_class)]
    assert set(schemas[f"{title(family.key)}EntryInput"]["properties"]) == set(counts)


def test_every_setting_has_a_field_on_the_new_game_form(app) -> None:
    with app.test_request_context():
        groups = settings_form(tuple(FAMILIES.values()))()
        for family in FAMILIES.values():
            fields = set(groups[family.key].form._fields)
            for item in declared_settings(family.rules_class):
                wanted = {keyed_name(item, k) for k, _ in item.keys} if item.kind in KEYED else {item.name}
                assert wanted <= fields, (family.key, item.name)


@pytest.mark.parametrize("ruleset", list(RULESETS))
def test_every_setting_of_every_preset_is_on_the_rules_sheet(client: FlaskClient, ruleset: str) -> None:
    family, _preset = RULESETS[ruleset]
    sides = (
        TWO_PAIRS
        if 2 in {len(t) for t in family.tables} and (2, 2) in family.tables
        else [
            {"name": "A", "players": ["A"]},
            {"name": "B", "players": ["B"]},
        ]
    )
    game = client.post("/api/games", json={"ruleset": ruleset, "sides": sides}).get_json()
    page = html.unescape(client.get(f"/games/{game['id']}/rules").get_data(as_text=True))
    labels = re.findall(r'<th scope="row">([^<]*)</th>', page)
    assert labels == [item.label for item in declared_settings(family.rules_class)]


def test_limits_are_the_columns_sizes(client: FlaskClient) -> None:
    assert Side.__table__.c.name.type.length == sizes.SIDE_NAME_MAX
    assert Player.__table__.c.name.type.length == sizes.PLAYER_NAME_MAX
    assert League.__table__.c.name.type.length == sizes.LEAGUE_NAME_MAX
    assert User.__table__.c.name.type.length == sizes.USER_NAME_MAX
    schemas = client.get("/api/openapi.json").get_json()["components"]["schemas"]
    for key in FAMILIES:  # one request schema per family, named for it
        prefix = title(key)
        assert schemas[f"{prefix}NewSide"]["properties"]["name"]["maxLength"] == sizes.SIDE_NAME_MAX
        assert schemas[f"{prefix}NewLeague"]["properties"]["name"]["maxLength"] == sizes.LEAGUE_NAME_MAX
