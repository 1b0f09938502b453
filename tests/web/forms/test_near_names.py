"""The new-game form's questions about names close to a league player's (web/forms/near_names.py): which field a
question is about, asked again while one is unanswered, and the answer put into the player's field and the side's
name."""

from __future__ import annotations

from scorepad.games.start import GameRequest
from scorepad.web.forms.game import new_game_form
from scorepad.web.forms.near_names import asked_again, player_field, questions, renamed, take_meant

SIDES = {"ruleset": "german", "sides-0-name": "Karli & Dora", "sides-0-size": "2", "sides-1-name": "Cara & Dan"}
SIDES |= {
    "sides-0-player_0": "Karli",
    "sides-0-player_1": "Dora",
    "sides-1-player_0": "Cara",
    "sides-1-player_1": "Dan",
}


def test_a_typed_name_is_replaced_as_a_whole_word_once() -> None:
    assert renamed("Karli & Dora", "Karli", "Karl") == "Karl & Dora"
    assert renamed("Karlina & Karli", "Karli", "Karl") == "Karlina & Karl"  # not inside another name
    assert renamed("Ana & Ana", "Ana", "Anna") == "Anna & Ana"
    assert renamed("K.arli", "K.arli", "Karl") == "Karl"  # the typed name is text, not a pattern


def test_a_player_field_is_found_by_its_id_and_nothing_else_is(app) -> None:
    with app.test_request_context(method="POST", data=SIDES):
        form = new_game_form()
        assert player_field(form, "sides-0-player_1") is form.sides[0].form.player_1
        for other in ("sides-0-name", "sides-99-player_0", "sides-x-player_0", "ruleset", "sides-0-player_9"):
            assert player_field(form, other) is None


def test_each_close_name_is_asked_about_at_its_field(app) -> None:
    with app.test_request_context(method="POST", data=SIDES):
        form = new_game_form()
        asked = GameRequest(ruleset="german", sides=[{"name": "Karli & Dora", "players": ["Karli", "Dora"]}])
        (question,) = questions(form, asked, {"sides.0.players.0": "Karl"})
        assert (question.field_id, question.typed, question.meant, question.chosen) == (
            "sides-0-player_0", "Karli", "Karl", None
        )  # fmt: skip


def test_start_with_a_question_unanswered_asks_it_again_keeping_the_answers_given(app) -> None:
    answers = {"asked-sides-0-player_0": "Karl", "typed-sides-0-player_0": "Karli"}
    answers |= {"asked-sides-1-player_1": "Daniel", "typed-sides-1-player_1": "Dan", "meant-sides-1-player_1": "Dan"}
    with app.test_request_context(method="POST", data=SIDES):
        form = new_game_form()
        again = {q.field_id: q for q in asked_again(form, answers)}
        assert again["sides-0-player_0"].unanswered and again["sides-0-player_0"].chosen is None
        assert not again["sides-1-player_1"].unanswered and again["sides-1-player_1"].chosen == "Dan"
        offered_not = {**answers, "meant-sides-0-player_0": "Someone else"}  # an answer that was not offered
        assert asked_again(form, offered_not)[0].unanswered
        answered = {**answers, "meant-sides-0-player_0": "Karl"}
        assert asked_again(form, answered) == []


def test_the_names_chosen_go_into_the_fields_and_the_sides_name(app) -> None:
    answers = {"meant-sides-0-player_0": "Karl", "typed-sides-0-player_0": "Karli"}
    answers |= {"meant-sides-1-player_1": "Dan", "typed-sides-1-player_1": "Dan"}  # the new name as typed
    with app.test_request_context(method="POST", data=SIDES):
        form = new_game_form()
        take_meant(form, answers)
        assert form.sides[0].form.player_0.data == "Karl" and form.sides[0].form.name.data == "Karl & Dora"
        assert form.sides[1].form.player_1.data == "Dan" and form.sides[1].form.name.data == "Cara & Dan"
