"""New names of a game's sides (web/forms/renaming.py): read in side order, problems on their fields."""

from __future__ import annotations

from scorepad.web.forms.renaming import NamesForm


def test_names_in_side_order_and_problems_on_their_fields(app):
    data = {"sides-0-name": "A", "sides-0-players-0": "a", "sides-0-players-1": "b", "sides-1-name": "B"}
    with app.test_request_context(method="POST", data=data):
        form = NamesForm()
        assert form.names() == [{"name": "A", "players": ["a", "b"]}, {"name": "B", "players": []}]
        assert form.field_for("sides.0.players.1") is form.sides[0].form.players[1]
        assert form.field_for("sides.1.name") is form.sides[1].form.name and form.field_for("sides.9.name") is None
        assert form.label_of(form.sides[0].form.players[1]) == "Side 1: Player 2"
