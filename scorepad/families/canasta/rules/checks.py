"""Checks of a round as a whole (RULES.md 7): hands that can't have happened, as problems."""

from __future__ import annotations

from scorepad.rules.cards import CardCount, beyond_the_deck
from scorepad.rules.entries import unreadable
from scorepad.rules.problems import N_, NN_, ROUND, Problem

from .cards import canasta_floor
from .entries import SideEntry
from .settings import CARD_CLASSES, CanastaRules

CANASTA_FIELDS = ("natural_canastas", "mixed_canastas", "joker_canastas")
POINT_FIELDS = ("meld_points", "hand_points", "penalty_points")


def check_side(
    rules: CanastaRules, i: int, entry: SideEntry, players: int, bad: frozenset[str] = frozenset()
) -> list[Problem]:
    """Problems of one side's entry on its own; checks that rest on a `bad` (unreadable) field are left out."""
    at = f"entries.{i}."
    problems: list[Problem] = []
    for name in POINT_FIELDS:
        if getattr(entry, name) % 5:
            problems.append(Problem(at + name, N_("Must be a multiple of 5.")))
    if entry.going_out == "hand_canasta" and not rules.hand_canasta_allowed:
        problems.append(Problem(at + "going_out", N_("A hand canasta worth its own bonus is not part of these rules.")))
    if entry.going_out and entry.canastas < rules.canastas_to_go_out and not bad & set(CANASTA_FIELDS):
        one, many = NN_(
            "Going out needs at least %(n)d canasta; this side has %(has)d.",
            "Going out needs at least %(n)d canastas; this side has %(has)d.",
        )
        problems.append(Problem(at + "going_out", one, {"n": rules.canastas_to_go_out, "has": entry.canastas}, many))
    if entry.joker_canastas and not rules.joker_canastas_allowed:
        problems.append(Problem(at + "joker_canastas", N_("Joker canastas are not allowed by these rules.")))
    if "meld_points" in bad:
        pass
    elif entry.meld_points == 0:
        for name in CANASTA_FIELDS:
            if getattr(entry, name):
                problems.append(Problem(at + name, N_("A side that melded nothing can't have canastas.")))
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
            Problem(at + "red_threes", N_("The deck has only %(n)d red threes."), {"n": rules.red_threes_in_deck})
        )
    if entry.going_out and players == 1 and entry.hand_points:
        problems.append(Problem(at + "hand_points", N_("A player who went out alone holds no cards.")))
    if entry.going_out and players == 1 and entry.red_threes_in_hand:
        problems.append(Problem(at + "red_threes_in_hand", N_("A player who went out alone holds no cards.")))
    problems += check_cards(rules, at, entry)
    return problems


def check_cards(rules: CanastaRules, at: str, entry: SideEntry) -> list[Problem]:
    """Card counts that disagree with the points given, or exceed the deck."""
    problems: list[Problem] = []
    for kind in ("meld", "hand"):
        cards: CardCount | None = getattr(entry, f"{kind}_cards")
        if cards is None:
            continue
        problems += beyond_the_deck(cards, f"{at}{kind}_cards", rules.card_count)
        if cards.points(rules.card_value) != getattr(entry, f"{kind}_points"):
            problems.append(
                Problem(
                    f"{at}{kind}_points",
                    N_("The cards counted make %(cards)d points, not %(points)d."),
                    {"cards": cards.points(rules.card_value), "points": getattr(entry, f"{kind}_points")},
                )
            )
    return problems


def check_round(
    rules: CanastaRules, entries: list[SideEntry], side_sizes: list[int], parse_problems: list[Problem] | None = None
) -> list[Problem]:
    """Every problem of a round, each tied to the field it concerns (`_round` across sides)."""
    problems: list[Problem] = []
    for i, (entry, players) in enumerate(zip(entries, side_sizes, strict=True)):
        problems += check_side(rules, i, entry, players, unreadable(parse_problems or [], i))
    if sum(1 for e in entries if e.going_out) > 1:
        problems.append(Problem(ROUND, N_("Only one side can go out in a round.")))
    reds = rules.red_threes_in_deck
    if sum(e.red_threes for e in entries) > reds:
        problems.append(Problem(ROUND, N_("More red threes laid down than the deck's %(n)d."), {"n": reds}))
    elif sum(e.red_threes + e.red_threes_in_hand for e in entries) > reds:
        problems.append(Problem(ROUND, N_("More red threes laid down and held than the deck's %(n)d."), {"n": reds}))
    points = sum(e.meld_points + e.hand_points for e in entries)
    if points > rules.deck_points:
        problems.append(
            Problem(
                ROUND,
                N_("Melds and hands add up to %(points)d points; the whole deck holds %(deck)d."),
                {"points": points, "deck": rules.deck_points},
            )
        )
    problems += check_card_totals(rules, entries)
    return problems


def check_card_totals(rules: CanastaRules, entries: list[SideEntry]) -> list[Problem]:
    """Card counts over all sides that exceed the deck (5 jokers in two packs with 4 jokers)."""
    problems: list[Problem] = []
    for card_class in (c.key for c in CARD_CLASSES):
        counted = sum(
            cards.get(card_class) for e in entries for cards in (e.meld_cards, e.hand_cards) if cards is not None
        )
        if counted > rules.card_count(card_class):
            problems.append(
                Problem(
                    ROUND,
                    N_("%(counted)d cards of one class counted over all sides; the deck has %(n)d."),
                    {"counted": counted, "n": rules.card_count(card_class)},
                )
            )
    return problems
