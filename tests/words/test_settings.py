"""Settings in players' words (words/settings.py): each kind of value, a rule set, and how a preset differs."""

from __future__ import annotations

from scorepad.families.canasta.family import FAMILY as CANASTA
from scorepad.families.canasta.rules.settings import CanastaRules
from scorepad.rules.settings import declared
from scorepad.words.settings import describe, differs, preset_description, value_words

SETTINGS = {s.name: s for s in declared(CanastaRules)}


def test_every_kind_of_value_in_words(app):
    with app.test_request_context():
        assert value_words(SETTINGS["target"], 5000) == "5,000"
        assert value_words(SETTINGS["joker_canastas_allowed"], False) == "no"
        assert value_words(SETTINGS["red_threes_need"], "canasta") == "has a canasta"
        assert value_words(SETTINGS["target_single_players"], None) == "the same target"
        assert value_words(SETTINGS["initial_meld_steps"], ((0, 50), (1500, 90))) == "from 0: 50, from 1,500: 90"
        assert value_words(SETTINGS["red_three_totals"], {4: 800}) == "4 red threes: 800"
        assert value_words(SETTINGS["card_values"], {"jokers": 50, "twos": 20}) == "Jokers 50, 2s 20"


def test_a_rule_set_and_how_a_preset_differs(app):
    with app.test_request_context():
        assert ("target", "Target (game ends)", "5,000") in describe(CanastaRules())
        classic, german = CANASTA.presets[0], CANASTA.presets[1]
        assert differs(CANASTA, classic) == "" and preset_description(CANASTA, classic) == "The Regency Club rules most books print."
        said = differs(CANASTA, german)
        assert said.startswith("Differs from the Regency Club rules (New York, 1949/51): ") and "3,000" in said
        assert preset_description(CANASTA, german).startswith("The German club rules. Differs from ")
