"""Hands of Modern American Canasta that can't have happened (RULES.md 11.9), one side at a time; the checks
across the table are in table.py. Each problem is tied to the field it concerns."""

from __future__ import annotations

from scorepad.families.kin.cards import check_cards
from scorepad.families.kin.checks import canastas_to_go_out, held_alone, without_melds
from scorepad.rules.entries import declared, unreadable
from scorepad.rules.problems import N_, NN_, Problem

from .cards import THREES, hand_floor, meld_floor
from .entries import CANASTA_FIELDS, INCOMPLETE_FIELDS, AmericanEntry
from .settings import THREES_OF_A_COLOUR, AmericanRules
from .table import check_table

POINT_FIELDS = ("meld_points", "hand_points")
SAME_KIND = (  # a completed canasta and an unfinished meld of one kind can't lie on one side (one meld per rank)
    ("aces_canastas", "incomplete_aces", N_("A side with a natural aces canasta has no second aces meld.")),
    ("sevens_canastas", "incomplete_sevens", N_("A side with a sevens canasta has no second sevens meld.")),
    ("wild_canasta_count", "incomplete_wild", N_("A side with a wild canasta has no second wild meld.")),
)


def special_hand_alone(i: int, entry: AmericanEntry) -> list[Problem]:
    """A side that shows a special hand enters nothing else: the hand replaces its whole score (11.7)."""
    message = N_("A side that shows a special hand enters nothing else: the hand replaces its whole score.")
    return [
        Problem(f"entries.{i}.{item.name}", message)
        for item in declared(AmericanEntry)
        if item.name != "special_hand" and getattr(entry, item.name) not in (0, False, None)
    ]


def check_going_out(
    rules: AmericanRules, at: str, entry: AmericanEntry, players: int, bad: frozenset[str]
) -> list[Problem]:
    """Going out needs the canastas and no unfinished aces, sevens or wild meld; alone, no cards are left."""
    problems: list[Problem] = []
    if not bad & set(CANASTA_FIELDS):
        problems += canastas_to_go_out(at, entry.canastas, rules.canastas_to_go_out)
    for name in INCOMPLETE_FIELDS:
        if getattr(entry, name):
            problems.append(
                Problem(at + name, N_("A side that went out can't leave an aces, sevens or wild meld unfinished."))
            )
    if players == 1:
        problems += held_alone(at, entry, ("hand_points", "threes_in_hand", "aces_held", "sevens_held"))
    return problems


def check_melds(at: str, entry: AmericanEntry, bad: frozenset[str]) -> list[Problem]:
    """Canastas and unfinished melds need meld points to hold them, and one kind lies once on a side."""
    problems: list[Problem] = []
    if "meld_points" in bad:
        pass
    elif entry.meld_points == 0:
        problems += without_melds(at, entry, CANASTA_FIELDS, N_("A side that melded nothing can't have canastas."))
        message = N_("A side that melded nothing can't have an unfinished meld.")
        problems += without_melds(at, entry, INCOMPLETE_FIELDS, message)
    elif entry.meld_points < meld_floor(entry):
        problems.append(
            Problem(
                at + "meld_points",
                N_("The canastas and unfinished melds counted need at least %(floor)d meld points."),
                {"floor": meld_floor(entry)},
            )
        )
    for completed, unfinished, message in SAME_KIND:
        if getattr(entry, completed) and getattr(entry, unfinished):
            problems.append(Problem(at + unfinished, message))
    if entry.incomplete_wild_four_jokers and not entry.incomplete_wild:
        problems.append(
            Problem(
                at + "incomplete_wild_four_jokers",
                N_("Four jokers in an unfinished wild meld, but no unfinished wild meld is counted."),
            )
        )
    return problems


def check_counts(at: str, entry: AmericanEntry, players: int, bad: frozenset[str]) -> list[Problem]:
    """Counts beyond the deck or the side: threes, players caught holding aces or sevens, the points they hold."""
    problems: list[Problem] = []
    for name in ("red_threes", "black_threes"):
        if getattr(entry, name) > THREES_OF_A_COLOUR:
            message = N_("The deck has only %(n)d threes of each colour.")
            problems.append(Problem(at + name, message, {"n": THREES_OF_A_COLOUR}))
    if entry.threes_in_hand > THREES:
        problems.append(
            Problem(
                at + "threes_in_hand", N_("The deck has only %(n)d threes."), {"n": THREES}, code="more_than_the_deck"
            )
        )
    holders = players - (1 if entry.going_out else 0)
    for name in ("aces_held", "sevens_held"):
        if getattr(entry, name) > holders:
            one, many = (
                NN_(
                    "Only %(n)d player of this side still holds cards (whoever went out holds none).",
                    "Only %(n)d players of this side still hold cards (whoever went out holds none).",
                )
                if entry.going_out
                else NN_("This side has only %(n)d player.", "This side has only %(n)d players.")
            )
            problems.append(Problem(at + name, one, {"n": holders}, many))
    if "hand_points" not in bad and entry.hand_points < hand_floor(entry):
        problems.append(
            Problem(
                at + "hand_points",
                N_("Players caught with 3 or more aces or sevens hold at least %(floor)d points in hand."),
                {"floor": hand_floor(entry)},
            )
        )
    return problems


def check_side(
    rules: AmericanRules, i: int, entry: AmericanEntry, players: int, bad: frozenset[str] = frozenset()
) -> list[Problem]:
    """Problems of one side's entry on its own; checks that rest on a `bad` (unreadable) field are left out."""
    if entry.special_hand is not None:
        return special_hand_alone(i, entry)
    at = f"entries.{i}."
    problems = [
        Problem(at + name, N_("Must be a multiple of 5."), code="not_multiple_of_5")
        for name in POINT_FIELDS
        if getattr(entry, name) % 5
    ]
    if entry.going_out:
        problems += check_going_out(rules, at, entry, players, bad)
    problems += check_melds(at, entry, bad)
    problems += check_counts(at, entry, players, bad)
    return problems + check_cards(at, entry, rules.card_value, rules.card_count)


def check_round(
    rules: AmericanRules,
    entries: list[AmericanEntry],
    side_sizes: list[int],
    parse_problems: list[Problem] | None = None,
) -> list[Problem]:
    """Every problem of a hand, each tied to the field it concerns (`_round` across sides)."""
    problems: list[Problem] = []
    for i, (entry, players) in enumerate(zip(entries, side_sizes, strict=True)):
        problems += check_side(rules, i, entry, players, unreadable(parse_problems or [], i))
    return problems + check_table(rules, entries)
