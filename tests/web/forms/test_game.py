"""The new-game form (web/forms/game.py), made per app from its families: as many sides as the biggest table, every
family's house rules, a side's players guessed from its name."""

from __future__ import annotations

from scorepad.extensions import REGISTRY
from scorepad.families.romme.family import FAMILY as ROMME
from scorepad.web.forms.game import NewGameForm, form_for, new_game_form, setting_names


def test_the_form_of_an_apps_families(app):
    families = app.extensions[REGISTRY]
    with app.test_request_context():
        form = new_game_form()
        assert isinstance(form, NewGameForm) and len(form.sides) == families.most_sides() == 6
        assert set(form.settings.form._fields) == set(families.families)
        assert list(form._fields)[:3] == ["ruleset", "sides", "dealer_first"]  # the declared order
        only = form_for((ROMME,))()
        assert set(only.settings.form._fields) == {"romme"} and form_for((ROMME,)) is type(only)


def test_a_sides_players_and_the_chosen_family(app):
    data = {"ruleset": "german", "sides-0-name": "Anna & Ben", "sides-0-size": "2", "sides-1-name": "Cara"}
    with app.test_request_context(method="POST", data=data):
        form = new_game_form()
        assert form.family.key == "canasta" and form.sides[0].form.players(alone=False) == ["Anna", "Ben"]
        assert form.sides[1].form.players(alone=True) == ["Cara"]
    with app.test_request_context(method="POST", data={"ruleset": "poker"}):
        assert new_game_form().family.key == "canasta"  # an unknown rule set: the first family's
    assert setting_names(ROMME)[:2] == ["romme_limit", "hands"]
