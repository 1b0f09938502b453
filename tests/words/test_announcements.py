"""A round's announcements in the reader's words (words/announcements.py): a family's phrase or a shared one, numbers
in the reader's locale, an unworded kind said plainly. They agree with the side they speak of: a side of two takes a
plural verb in every language ("Anna & Ben führen"), a player alone a singular one ("Ben führt"); a margin reads as
German says it.
(Italian, Portuguese and Spanish are read with their catalogs forced: pages offer them once they are switched on.)"""

from __future__ import annotations

import pytest
from flask import Flask
from flask_babel import force_locale

from scorepad.families.canasta.family import FAMILY as CANASTA
from scorepad.rules.game import Announcement
from scorepad.words.announcements import say, say_all, values

PAIR, ALONE = ["Anna & Ben", "Cara & Dan"], ["Ben", "Anna"]
NAMES = ["Anna & Ben", "Cara"]
LEADS = Announcement("leads", 0, {"total": 2420})
BELOW = Announcement("below_zero", 1, {"total": -20})
OVER = Announcement("game_over", 0, {"margin": 9, "totals": [120, 111]})


@pytest.mark.parametrize(
    ("lang", "pair", "alone"),
    [
        ("en", "Anna & Ben lead with 2,420.", "Ben leads with 2,420."),
        ("de", "Anna & Ben führen, Stand: 2.420.", "Ben führt, Stand: 2.420."),
        ("it", "Anna & Ben sono in testa con 2.420.", "Ben è in testa con 2.420."),
        ("pt_BR", "Anna & Ben estão na frente, com 2.420.", "Ben está na frente, com 2.420."),
        ("es", "Anna & Ben van en cabeza con 2.420.", "Ben va en cabeza con 2.420."),
    ],
)
def test_the_leader_takes_the_verb_of_its_size(app: Flask, lang: str, pair: str, alone: str) -> None:
    with app.test_request_context(), force_locale(lang):
        assert say(CANASTA, LEADS, PAIR, [2, 2]) == pair
        assert say(CANASTA, LEADS, ALONE, [1, 1]) == alone


@pytest.mark.parametrize(
    ("lang", "pair", "alone"),
    [
        ("de", "Cara & Dan sind ins Minus gerutscht: -20.", "Anna ist ins Minus gerutscht: -20."),
        ("it", "Cara & Dan sono scesi sotto zero: -20.", "Anna è sceso sotto zero: -20."),
        ("pt_BR", "Cara & Dan ficaram abaixo de zero: -20.", "Anna ficou abaixo de zero: -20."),
        ("es", "Cara & Dan quedaron bajo cero: -20.", "Anna quedó bajo cero: -20."),
    ],
)
def test_going_below_zero_takes_the_verb_of_its_size(app: Flask, lang: str, pair: str, alone: str) -> None:
    with app.test_request_context(), force_locale(lang):
        assert say(CANASTA, BELOW, PAIR, [2, 2]) == pair
        assert say(CANASTA, BELOW, ALONE, [1, 1]) == alone


def test_a_german_margin_is_a_lead_of_so_many(app: Flask) -> None:
    with app.test_request_context(), force_locale("de"):
        assert (
            say(CANASTA, OVER, ALONE, [1, 1]) == "Spielende: Ben gewinnt mit einem Vorsprung von 9 (Ben 120, Anna 111)."
        )
        assert say(CANASTA, OVER, PAIR, [2, 2]).startswith("Spielende: Anna & Ben gewinnen mit einem Vorsprung von 9")


def test_values_name_the_side_and_write_the_numbers(app):
    with app.test_request_context(headers={"Accept-Language": "de"}):
        said = values(Announcement("game_over", 0, {"totals": [5120, 3000], "margin": 2120, "flag": True}), NAMES)
    assert said == {
        "side": "Anna & Ben",
        "kind": "game_over",
        "totals": "Anna & Ben 5.120, Cara 3.000",
        "margin": "2.120",
        "flag": True,
    }


def test_a_pair_needs_in_the_plural_a_player_alone_in_the_singular(app):
    minimum = Announcement("minimum", 0, {"old": 50, "new": 90})
    with app.test_request_context():
        assert say(CANASTA, minimum, NAMES, [2, 1]) == "Anna & Ben now need 90 for their initial meld (was 50)."
        alone = Announcement("minimum", 1, {"old": 90, "new": 120})
        assert say(CANASTA, alone, NAMES, [2, 1]) == "Cara now needs 120 for the initial meld (was 90)."


def test_shared_kinds_and_an_unworded_one(app):
    with app.test_request_context():
        leads = say_all(CANASTA, [Announcement("leads", 1, {"total": 1500})], NAMES, [2, 1])
        assert leads == ["Cara leads with 1,500."]
        assert say(CANASTA, Announcement("surprise", 1), NAMES, [2, 1]) == "Cara: surprise."
