"""Forms of a club evening (web/forms/evening.py): what was typed becomes the evening's values (who came, new
names a line each, partnerships "Anna & Ben", whole numbers); a number that isn't one is a problem at its field."""

from __future__ import annotations

from wtforms.fields.choices import SelectChoice

from scorepad.rules.problems import Problem
from scorepad.web.forms.evening import ArrivalForm, EveningForm, lines

PLAYERS = [SelectChoice("p-anna", "Anna"), SelectChoice("p-ben", "Ben"), SelectChoice("p-cara", "Cara")]


def test_a_new_evening_as_its_operation_takes_it(app):
    data = {
        "name": "  Thursday ",
        "players": ["p-anna", "p-cara"],
        "new_players": "Dora\n\n  Emil  \n",
        "form": "individuals",
        "rounds": "4",
        "hands": "",
        "scoring": "match_points",
        "bands": "burraco_4_hands",
        "bye_score": "12",
    }
    with app.test_request_context(method="POST", data=data):
        form = EveningForm(players=PLAYERS)
        assert form.validate()
        values, problems = form.values()
    assert problems == []
    assert values == {
        "name": "Thursday",
        "players": [{"id": "p-anna"}, {"id": "p-cara"}],
        "new_players": ["Dora", "Emil"],
        "pairs": [],
        "form": "individuals",
        "movement": None,
        "rounds": 4,
        "hands": None,
        "scoring": "match_points",
        "bands": "burraco_4_hands",
        "bye_score": 12,
    }


def test_partnerships_named_are_the_players_each_a_league_players_id_where_the_league_has_the_name(app):
    data = {"players": ["p-anna", "p-cara"], "new_players": "Dora\nEmil", "form": "pairs", "movement": "standing",
            "pairs": "anna & Dora\n Cara&Emil \n"}  # fmt: skip
    with app.test_request_context(method="POST", data=data):
        form = EveningForm(players=PLAYERS)
        values, problems = form.values()
        assert problems == [] and values["movement"] == "standing"
        assert values["pairs"] == [[{"id": "p-anna"}, "Dora"], [{"id": "p-cara"}, "Emil"]]
        assert values["players"] == [] and values["new_players"] == []  # the partnerships name everyone
        assert form.field_for("pairs.1.0") is form.pairs and form.field_for("new_players.1") is form.new_players
    data |= {"pairs": "Anna & Dora"}  # Cara and Emil came but are in no partnership
    with app.test_request_context(method="POST", data=data):
        form = EveningForm(players=PLAYERS)
        _values, problems = form.values()
        assert [p.path for p in problems] == ["pairs"] and problems[0].params == {"names": "Cara, Emil"}


def test_individuals_have_no_pairs_nor_movement_and_words_are_not_numbers(app):
    data = {"form": "individuals", "pairs": "Anna & Ben", "movement": "mitchell", "rounds": "three", "hands": "2,5"}
    with app.test_request_context(method="POST", data=data):
        form = EveningForm(players=PLAYERS)
        values, problems = form.values()
        assert values["pairs"] == [] and values["movement"] is None and values["rounds"] is None
        assert form.field_for("players.0") is form.players
        assert [p.path for p in problems] == ["rounds", "hands"]
        summary = form.show(problems)
        assert [s.target for s in summary] == ["rounds", "hands"]
        assert form.rounds.errors == ["Must be a whole number."]


def test_the_form_offers_the_leagues_players_and_the_shipped_band_tables(app):
    with app.test_request_context():
        form = EveningForm(players=PLAYERS)
        assert [option.data for option in form.players] == ["p-anna", "p-ben", "p-cara"]
        assert [c.data for c in form.bands] == ["burraco_3_hands", "burraco_4_hands"]
        assert form.form.data == "individuals" and form.scoring.data == "victory_points" and form.rounds.data == "3"
        assert form.field_for("bye_score") is form.bye_score
        form.show([Problem("players", "Name at least four players.")])
        assert form.players.errors == ["Name at least four players."]


def test_a_late_arrival(app):
    with app.test_request_context(method="POST", data={"player": "p-ben", "name": " ", "partner": " Fritz "}):
        form = ArrivalForm(players=PLAYERS)
        assert form.arrival() == [{"id": "p-ben"}, "Fritz"]
        assert form.field_for("players.1") is form.name
    with app.test_request_context(method="POST", data={"name": "Gustav", "partner": "cara"}):
        assert ArrivalForm(players=PLAYERS).arrival() == ["Gustav", {"id": "p-cara"}]


def test_lines_keep_what_holds_something():
    assert lines(" a \n\n b\r\n") == ["a", "b"] and lines(None) == [] and len(lines("x\n" * 500)) == 200
