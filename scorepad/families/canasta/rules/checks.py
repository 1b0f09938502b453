"""Checks of a round as a whole (RULES.md 7): hands that can't have happened, as problems."""

from __future__ import annotations

from scorepad.families.kin.cards import check_card_totals, check_cards, check_deck_points
from scorepad.families.kin.checks import canastas_to_go_out, held_alone, without_melds
from scorepad.rules.entries import unreadable
from scorepad.rules.problems import N_, NN_, ROUND, Problem

from .cards import canasta_floor
from .entries import SideEntry
from .settings import CARD_CLASSES, CanastaRules

CANASTA_FIELDS = ("natural_canastas", "mixed_canastas", "joker_canastas")
POINT_FIELDS = ("meld_points", "hand_points", "penalty_points")
NO_CANASTAS = N_("A side that melded nothing can't have canastas.")


def check_side(
    rules: CanastaRules, i: int, entry: SideEntry, players: int, bad: frozenset[str] = frozenset()
) -> list[Problem]:
    """Problems of one side's entry on its own; checks that rest on a `bad` (unreadable) field are left out."""
    at = f"entries.{i}."
    problems: list[Problem] = []
    for name in POINT_FIELDS:
        if getattr(entry, name) % 5:
            problems.append(Problem(at + name, N_("Must be a multiple of 5."), code="not_multiple_of_5"))
    if entry.going_out == "hand_canasta" and not rules.hand_canasta_allowed:
        problems.append(
            Problem(
                at + "going_out",
                N_("A hand canasta worth its own bonus is not part of these rules."),
                code="not_in_these_rules",
            )
        )
    if entry.going_out and not bad & set(CANASTA_FIELDS):
        problems += canastas_to_go_out(at, entry.canastas, rules.canastas_to_go_out)
    if entry.joker_canastas and not rules.joker_canastas_allowed:
        problems.append(
            Problem(
                at + "joker_canastas", N_("Joker canastas are not allowed by these rules."), code="not_in_these_rules"
            )
        )
    if "meld_points" in bad:
        pass
    elif entry.meld_points == 0:
        problems += without_melds(at, entry, CANASTA_FIELDS, NO_CANASTAS)
    else:
        floor = canasta_floor(rules, entry.natural_canastas, entry.mixed_canastas, entry.joker_canastas)
        if entry.meld_points < floor:
            one, many = NN_(
                "%(n)d canasta needs at least %(floor)d meld points.",
                "%(n)d canastas need at least %(floor)d meld points.",
            )
            problems.append(Problem(at + "meld_points", one, {"n": entry.canastas, "floor": floor}, many))
    if entry.red_threes > rules.red_threes_in_deck:
        problems.append(
            Problem(
                at + "red_threes",
                N_("The deck has only %(n)d red threes."),
                {"n": rules.red_threes_in_deck},
                code="more_than_the_deck",
            )
        )
    if entry.going_out and players == 1:
        problems += held_alone(at, entry, ("hand_points", "red_threes_in_hand"))
    problems += check_cards(at, entry, rules.card_value, rules.card_count)
    return problems


def check_round(
    rules: CanastaRules, entries: list[SideEntry], side_sizes: list[int], parse_problems: list[Problem] | None = None
) -> list[Problem]:
    """Every problem of a round, each tied to the field it concerns (`_round` across sides)."""
    problems: list[Problem] = []
    for i, (entry, players) in enumerate(zip(entries, side_sizes, strict=True)):
        problems += check_side(rules, i, entry, players, unreadable(parse_problems or [], i))
    if sum(1 for e in entries if e.going_out) > 1:
        problems.append(Problem(ROUND, N_("Only one side can go out in a round."), code="several_went_out"))
    reds = rules.red_threes_in_deck
    if sum(e.red_threes for e in entries) > reds:
        problems.append(
            Problem(
                ROUND, N_("More red threes laid down than the deck's %(n)d."), {"n": reds}, code="more_than_the_deck"
            )
        )
    elif sum(e.red_threes + e.red_threes_in_hand for e in entries) > reds:
        problems.append(
            Problem(
                ROUND,
                N_("More red threes laid down and held than the deck's %(n)d."),
                {"n": reds},
                code="more_than_the_deck",
            )
        )
    problems += check_deck_points(entries, rules.deck_points)
    return problems + check_card_totals(entries, CARD_CLASSES, rules.card_count)
