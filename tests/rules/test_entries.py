"""The shared entry kinds: a flag (JSON true or false) and a choice (null or a key of a rules setting); where two
records of a round differ."""

from dataclasses import dataclass, field

import pytest

from scorepad.families.canasta.rules.entries import SideEntry
from scorepad.families.canasta.rules.settings import CARD_CLASSES
from scorepad.rules.cards import CardCount
from scorepad.rules.entries import (
    changed_paths,
    choice_labels,
    counted,
    declared,
    options_allowed,
    parse_entries,
    to_json,
    unreadable,
)
from scorepad.rules.settings import setting


@dataclass(frozen=True)
class Bonuses:
    """Rules offering two bonuses by key."""

    bonuses: dict[str, int] = field(default_factory=lambda: {"star": 10, "moon": 20})


@dataclass(frozen=True)
class Tiny:
    """An entry with one of each kind this test is about."""

    points: int = counted("points", "Points", multiple=5)
    lucky: bool = counted("flag", "Lucky")
    bonus: str | None = counted("choice", "Bonus", options="bonuses")


def parse(data, rules=Bonuses()):
    """One side's entry and the paths of its problems."""
    entries, problems = parse_entries(Tiny, rules, [data], 1)
    return (entries[0] if entries else None), [(p.path, p.text()) for p in problems]


def test_defaults_and_declarations():
    assert Tiny() == Tiny(points=0, lucky=False, bonus=None)
    assert [(c.name, c.kind, c.options) for c in declared(Tiny)] == [
        ("points", "points", ""),
        ("lucky", "flag", ""),
        ("bonus", "choice", "bonuses"),
    ]
    assert options_allowed(declared(Tiny)[2], Bonuses()) == ("star", "moon")
    assert options_allowed(declared(Tiny)[0], Bonuses()) == ()


def test_good_values_and_left_out_ones():
    assert parse({"lucky": True, "bonus": "moon"}) == (Tiny(lucky=True, bonus="moon"), [])
    assert parse({"lucky": False, "bonus": None}) == (Tiny(), [])
    assert parse({}) == (Tiny(), [])
    assert to_json(Tiny(points=5, lucky=True, bonus="star")) == {"points": 5, "lucky": True, "bonus": "star"}


@pytest.mark.parametrize("value", [1, 0, "true", None, [], {}, 1.0])
def test_a_flag_is_only_true_or_false(value):
    entry, problems = parse({"lucky": value})
    assert problems == [("entries.0.lucky", "Must be true or false.")]
    assert entry.lucky is False  # read as no, so the round's checks still run


@pytest.mark.parametrize("value", ["sun", "", 1, True, ["star"], {"star": 1}])
def test_a_choice_is_null_or_one_of_the_rules_keys(value):
    entry, problems = parse({"bonus": value})
    assert problems == [("entries.0.bonus", "Must be one of: star, moon.")]
    assert entry.bonus is None
    assert unreadable([p for p in parse_entries(Tiny, Bonuses(), [{"bonus": value}], 1)[1]], 0) == {"bonus"}


def test_a_choice_where_the_rules_offer_none():
    assert parse({"bonus": "star"}, Bonuses(bonuses={})) == (
        Tiny(),
        [("entries.0.bonus", "Must be null: these rules have none.")],
    )
    assert parse({"bonus": None}, Bonuses(bonuses={})) == (Tiny(), [])


def test_where_two_records_of_a_round_differ_field_by_field():
    before = [to_json(Tiny(points=5, lucky=True)), to_json(Tiny(bonus="star"))]
    after = [to_json(Tiny(points=10, lucky=True)), to_json(Tiny(lucky=True))]
    assert changed_paths(Tiny, before, after) == ["entries.0.points", "entries.1.lucky", "entries.1.bonus"]
    assert changed_paths(Tiny, before, before) == []
    assert changed_paths(Tiny, [{"points": 0}], [{}]) == []  # a count left out is its default
    assert changed_paths(Tiny, [{}], []) == []  # so is a side left out
    assert changed_paths(Tiny, [{"points": 5}], []) == ["entries.0.points"]


def test_counted_cards_differ_card_by_card_and_going_out_by_side():
    keys = [c.key for c in CARD_CLASSES]
    first = [
        to_json(SideEntry(meld_points=110, meld_cards=CardCount.of({"aces": 2, "high": 7}, keys), going_out="out"))
    ]
    again = [to_json(SideEntry(meld_points=110, meld_cards=CardCount.of({"aces": 3, "high": 7}, keys)))]
    assert changed_paths(SideEntry, [*first, {}], [*again, {"going_out": "out"}]) == [
        "entries.0.going_out",
        "entries.0.meld_cards.aces",
        "entries.1.going_out",
    ]
    typed = [to_json(SideEntry(meld_points=110))]  # the same points typed instead of counted
    assert changed_paths(SideEntry, first, typed) == [
        "entries.0.going_out",
        "entries.0.meld_cards.aces",
        "entries.0.meld_cards.high",
    ]


@dataclass(frozen=True)
class Declared:
    """Rules declaring a selection of bonuses (labels on the setting), and a property listing two moods."""

    bonuses: dict[str, int] = setting({"star": 10}, "selection", "Bonuses", keys=(("star", "Star"), ("moon", "Moon")))

    @property
    def moods(self) -> tuple[str, ...]:
        """Keys no setting declares."""
        return ("calm", "storm")


def test_a_choices_labels_are_its_own_or_its_settings():
    by_setting = counted("choice", "Bonus", options="bonuses").metadata["counted"]
    own = counted("choice", "Mood", options="moods", choices=(("calm", "Calm"), ("storm", "Storm")))
    assert choice_labels(by_setting, Declared) == (("star", "Star"), ("moon", "Moon"))
    assert choice_labels(own.metadata["counted"], Declared) == (("calm", "Calm"), ("storm", "Storm"))
    assert options_allowed(own.metadata["counted"], Declared()) == ("calm", "storm")
    assert choice_labels(counted("choice", "None", options="nothing").metadata["counted"], Declared) == ()
