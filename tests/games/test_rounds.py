"""The round operations themselves, below HTTP: what `save_round` stores, what it refuses (typed conflicts
carrying what a door shows), that a refusal stores nothing, and that a round is parsed and checked once."""

from __future__ import annotations

import pytest

from scorepad.core.errors import Conflict, Invalid, NotFound
from scorepad.core.sizes import ROUNDS_MAX
from scorepad.extensions import db
from scorepad.games import changes, rounds
from scorepad.games.conflicts import GameFull, IdTaken, NumberTaken, RoundChanged, VersionChanged
from scorepad.games.history import events_of
from scorepad.games.rounds import RoundWrite
from scorepad.models import Game, Round
from scorepad.rules import entries as declared_entries
from tests.conftest import HELD, WON

from .conftest import ME

ODD = {**WON, "meld_points": 200, "natural_canastas": 5}  # 175 holds them, but a fifth rank is 8-K: 210 is real


def add(game: Game, *entries: dict, **asked) -> rounds.Saved:
    """Add a round through the one write operation."""
    return rounds.save_round(game.id, RoundWrite(list(entries), **asked), ME)


def correct(game: Game, number: int, *entries: dict, **asked) -> rounds.Saved:
    """Correct a round through the one write operation."""
    return rounds.save_round(game.id, RoundWrite(list(entries), number, correcting=True, **asked), ME)


def counted_rounds() -> int:
    """How many rounds are stored."""
    return db.session.scalar(db.select(db.func.count()).select_from(Round))


def test_add_stores_the_counts_and_every_kept_number(new_game):
    game = new_game()
    saved = add(game, WON, HELD)
    assert saved.number == 1 and saved.done == "added" and [r.score for r in saved.outcome.results] == [940, 40]
    stored = db.session.get(Game, game.id)
    assert [s.total for s in stored.sides] == [940, 40] and stored.version == 2
    assert [e.action for e in events_of(stored)] == ["created", "round_added"]


def test_a_refused_round_stores_nothing(new_game):
    game = new_game()
    with pytest.raises(Invalid) as refused:
        add(game, {**WON, "meld_points": 241}, HELD)
    assert [p.path for p in refused.value.problems] == ["entries.0.meld_points"]
    assert counted_rounds() == 0
    assert db.session.get(Game, game.id).version == 1


def test_the_same_phone_id_again_answers_with_the_stored_round(new_game):
    game = new_game()
    first = add(game, WON, HELD, phone_id="phone-1-round-1")
    again = add(game, WON, HELD, phone_id="phone-1-round-1")
    assert first.done == "added" and again.done == "repeated" and again.number == 1 and not again.changed
    assert [e.meld_points for e in again.entries] == [240, 85]  # the stored round
    with pytest.raises(IdTaken) as reused:  # another body under the same id: refused, never dropped in silence
        add(game, HELD, WON, phone_id="phone-1-round-1")
    assert (reused.value.phone_id, reused.value.number) == ("phone-1-round-1", 1)
    with pytest.raises(NumberTaken) as taken:  # another phone's round at a number already taken
        add(game, WON, HELD, number=1, phone_id="phone-2-round-1")
    assert (taken.value.number, taken.value.next) == (1, 2)
    theirs = taken.value.theirs  # the other phone's round, read in the same transaction
    assert theirs.number == 1 and theirs.by == ME and [e.meld_points for e in theirs.entries] == [240, 85]
    with pytest.raises(NumberTaken) as early:  # rounds before it were never stored: not yet, and the next is named
        add(game, WON, HELD, number=3, phone_id="phone-2-round-3")
    assert (early.value.number, early.value.next, early.value.theirs) == (3, 2, None)
    assert [p.message for p in early.value.problems] == ["Round %(n)d can't be recorded yet; the next is %(next)d."]
    assert counted_rounds() == 1


@pytest.mark.parametrize("number", [0, -1, 2**31, 2**63, True])
def test_a_round_number_no_database_holds_is_refused(new_game, number):
    game = new_game()
    with pytest.raises(Invalid) as refused:
        add(game, WON, HELD, number=number)
    assert [p.path for p in refused.value.problems] == ["number"] and counted_rounds() == 0


def test_a_correction_opened_on_an_older_round_is_refused_with_the_round_as_it_is(new_game):
    game = new_game()
    add(game, WON, HELD)
    version = db.session.scalar(db.select(Round.version).where(Round.game_id == game.id))
    correct(game, 1, WON, {**HELD, "hand_points": 25}, round_version=version)
    with pytest.raises(RoundChanged) as changed:
        correct(game, 1, WON, {**HELD, "hand_points": 5}, round_version=version)
    theirs = changed.value.theirs
    assert theirs.record["entries"][1]["hand_points"] == 25 and theirs.by == ME
    assert theirs.version == db.session.scalar(db.select(Round.version).where(Round.game_id == game.id)) != version
    # What each phone changes: the round before their correction (the history's last event holds it), and mine
    assert theirs.before is not None and theirs.before["entries"][1]["hand_points"] == 45
    assert changed.value.yours is not None and changed.value.yours["entries"][1]["hand_points"] == 5
    assert changed.value.yours["entries"][0] == theirs.record["entries"][0]


def test_a_round_another_phone_added_has_no_before(new_game):
    game = new_game()
    add(game, WON, HELD)
    with pytest.raises(NumberTaken) as taken:
        add(game, HELD, WON, number=1)
    assert taken.value.theirs is not None and taken.value.theirs.before is None


def test_a_correction_that_changes_nothing_stores_nothing(new_game):
    game = new_game()
    add(game, WON, HELD)
    before = db.session.get(Game, game.id).version
    same = correct(game, 1, WON, HELD)
    assert same.done == "unchanged" and not same.changed and same.number == 1
    stored = db.session.get(Game, game.id)
    assert stored.version == before and [e.action for e in events_of(stored)] == ["created", "round_added"]
    assert correct(game, 1, WON, {**HELD, "hand_points": 25}).done == "corrected"
    assert db.session.get(Game, game.id).version == before + 1


def test_odd_counts_come_back_as_warnings_until_confirmed(new_game):
    game = new_game()
    asked = add(game, ODD, HELD, confirmed=False)
    assert asked.done == "unsure" and [w.path for w in asked.warnings] == ["entries.0.meld_points"]
    assert counted_rounds() == 0 and db.session.get(Game, game.id).version == 1
    saved = add(game, ODD, HELD)
    assert saved.done == "added" and saved.warnings == asked.warnings  # written, and still said
    assert add(game, WON, HELD, confirmed=False).done == "added"  # nothing odd: nothing to ask


def test_a_round_is_parsed_and_checked_once_per_write(new_game, monkeypatch):
    game = new_game()
    parsed = []
    real = declared_entries.parse_entries
    monkeypatch.setattr(declared_entries, "parse_entries", lambda *a: parsed.append(1) or real(*a))
    add(game, ODD, HELD, confirmed=False)
    add(game, ODD, HELD)
    correct(game, 1, WON, HELD, confirmed=False)
    assert len(parsed) == 3


def test_a_write_against_another_version_of_the_game_is_refused(new_game):
    game = new_game()
    add(game, WON, HELD)
    with pytest.raises(VersionChanged) as stale:
        correct(game, 1, HELD, WON, game_version=1)
    assert stale.value.version == 2
    with pytest.raises(VersionChanged):
        rounds.delete_round(game.id, 1, ME, expected=1)
    with pytest.raises(VersionChanged):
        changes.change_game(game.id, [{"name": "Us"}, {"name": "Them"}], None, ME, expected=1)
    assert correct(game, 1, HELD, WON, game_version=2).done == "corrected"
    assert db.session.get(Game, game.id).sides[0].name != "Us"


def test_delete_then_restore_brings_the_round_back(new_game):
    game = new_game()
    add(game, WON, HELD)
    rounds.delete_round(game.id, 1, ME)
    assert [s.total for s in db.session.get(Game, game.id).sides] == [0, 0]
    with pytest.raises(NotFound):
        rounds.delete_round(game.id, 1, ME)
    rounds.restore_round(game.id, 1, ME)
    assert [s.total for s in db.session.get(Game, game.id).sides] == [940, 40]


def test_a_canasta_game_ends_by_its_rules_not_by_the_table(new_game):
    game = new_game()
    add(game, WON, HELD)
    with pytest.raises(Conflict):
        changes.finish_game(game.id, ME)


def test_a_game_holds_at_most_the_documented_number_of_rounds(new_game, monkeypatch):
    monkeypatch.setattr(rounds, "ROUNDS_MAX", 2)
    game = new_game(settings={"target": 1_000_000})
    add(game, WON, HELD)
    add(game, WON, HELD)
    with pytest.raises(GameFull) as full:
        add(game, WON, HELD)
    assert full.value.problems[0].params == {"n": 2} and ROUNDS_MAX == 1000


def test_a_sides_own_minimum_is_asked_about_for_a_new_round_and_a_correction(make_game, play):
    # RULES.md 11: 180 from 5,000; the side carried 5,200 over from a paper sheet, the other starts at 0 (125)
    sides = [{"name": "NS", "players": ["N", "S"], "start": 5200}, {"name": "EW", "players": ["E", "W"]}]
    game = make_game(ruleset="american", sides=sides)
    ns = {"going_out": "out", "meld_points": 150, "natural_canastas": 2}  # two canastas of fours and fives: real
    ew = {"meld_points": 150, "hand_points": 40}
    saved = play(game, ns, ew)
    assert saved.status_code == 201, saved.get_json()
    assert saved.get_json()["warnings"] == {
        "entries.0.meld_points": "Only 150 meld points? The initial meld alone needs 180."
    }
    play(game, {"meld_points": 200, "hand_points": 40}, {**ew, "going_out": "out", "natural_canastas": 1})
    corrected = play(game, ns, {**ew, "meld_points": 100}, method="put", number=1)  # by the totals before round 1
    assert corrected.status_code == 200, corrected.get_json()
    assert corrected.get_json()["warnings"] == {
        "entries.0.meld_points": "Only 150 meld points? The initial meld alone needs 180.",
        "entries.1.meld_points": "Only 100 meld points? The initial meld alone needs 125.",
    }


def test_a_round_id_sent_again_after_a_correction_still_answers_with_the_round(new_game):
    game = new_game()
    add(game, WON, HELD, phone_id="phone-1-round-1")
    correct(game, 1, WON, {**HELD, "hand_points": 40})  # the scorer corrected it before the phone heard back
    again = add(game, WON, HELD, phone_id="phone-1-round-1")  # the outbox sends what it holds once more
    assert again.done == "repeated" and [e.hand_points for e in again.entries] == [0, 40]
    with pytest.raises(IdTaken):
        add(game, WON, {**HELD, "hand_points": 45}, number=2, phone_id="phone-1-round-1")  # another number
    with pytest.raises(IdTaken):
        add(game, {**WON, "meld_points": 241}, HELD, phone_id="phone-1-round-1")  # counts the rules refuse
    assert counted_rounds() == 1
