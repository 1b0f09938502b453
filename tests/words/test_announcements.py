"""A round's announcements in the reader's words (words/announcements.py): a family's phrase or a shared one, a side
of one player "needs", a pair "need", numbers in the reader's locale, an unworded kind said plainly."""

from __future__ import annotations

from scorepad.families.canasta.family import FAMILY as CANASTA
from scorepad.rules.game import Announcement
from scorepad.words.announcements import say, say_all, values

NAMES = ["Anna & Ben", "Cara"]


def test_values_name_the_side_and_write_the_numbers(app):
    with app.test_request_context(headers={"Accept-Language": "de"}):
        said = values(Announcement("game_over", 0, {"totals": [5120, 3000], "margin": 2120, "flag": True}), NAMES)
    assert said == {"side": "Anna & Ben", "kind": "game_over", "totals": "Anna & Ben 5.120, Cara 3.000", "margin": "2.120", "flag": True}


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
