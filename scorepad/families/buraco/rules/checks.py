"""Hands that can't have happened in Buraco (RULES.md 13.5), as problems tied to the field they concern. A hand
nobody went out of (the stock ran out, a director's time-out) is a real hand."""

from __future__ import annotations

from scorepad.families.kin import cards as kin
from scorepad.families.kin.checks import held_alone
from scorepad.rules.entries import unreadable
from scorepad.rules.problems import N_, NN_, Problem

from .entries import CANASTA_FIELDS, POINT_FIELDS, BuracoEntry
from .settings import CANASTA_CARDS, CARD_CLASSES, CARDS_IN_DECK, BuracoRules

MOST_CANASTAS = CARDS_IN_DECK // CANASTA_CARDS  # 15: what 108 cards make
NOT_SCORED = (  # RULES.md 13.5.4: a kind of canasta whose setting is 0 is not played
    ("semi_clean_canastas", "semi_clean", N_("Semi-clean canastas are not part of these rules.")),
    ("canastas_500", "canasta_500", N_("Clean runs from ace to king are not scored apart under these rules.")),
    ("canastas_1000", "canasta_1000", N_("Canastas of 1000 are not part of these rules.")),
)


def canasta_floor(rules: BuracoRules, entry: BuracoEntry) -> int:
    """The fewest meld points the side's canastas need: seven cards of at least the cheapest value each (35 by
    default); a floor, not each kind's true minimum (RULES.md 13.5.6)."""
    return entry.canastas * CANASTA_CARDS * rules.lowest_card


def check_canastas(rules: BuracoRules, at: str, entry: BuracoEntry, bad: frozenset[str]) -> list[Problem]:
    """Only the kinds of canasta the rules score, and only in meld points that can hold them (13.5.4, 13.5.6)."""
    problems = [
        Problem(at + name, message)
        for name, setting, message in NOT_SCORED
        if getattr(entry, name) and not getattr(rules, setting)
    ]
    if problems or "meld_points" in bad or bad & set(CANASTA_FIELDS):
        return problems
    if entry.meld_points < (floor := canasta_floor(rules, entry)):
        one, many = NN_(
            "%(n)d canasta needs at least %(floor)d meld points: seven cards of at least %(each)d.",
            "%(n)d canastas need at least %(floor)d meld points: seven cards each, of at least %(each)d.",
        )
        params = {"n": entry.canastas, "floor": floor, "each": rules.lowest_card}
        problems.append(Problem(at + "meld_points", one, params, many))
    return problems


def check_pot(rules: BuracoRules, at: str, entry: BuracoEntry, bad: frozenset[str]) -> list[Problem]:
    """Points in the pot only for a pot taken but not played where its cards count, and at most 11 jokers'
    worth (13.5.5); a side that went out has played its pot (13.5.2)."""
    problems: list[Problem] = []
    if entry.went_out and entry.pot != "played":
        problems.append(Problem(at + "pot", N_("A side that went out has taken and played its pot.")))
    if not entry.pot_points or "pot" in bad:
        return problems
    if entry.pot != "not_played":
        message = N_("Only a pot taken but not played counts the points of its cards; leave this at 0.")
        problems.append(Problem(at + "pot_points", message))
    elif not rules.pot_counts_cards:
        message = N_("These rules count a pot taken but not played as %(points)d, not by its cards; leave this at 0.")
        problems.append(Problem(at + "pot_points", message, {"points": rules.pot_not_taken}))
    elif entry.pot_points > rules.most_in_pot:
        message = N_("A pot of 11 cards holds at most %(most)d points (11 jokers).")
        problems.append(Problem(at + "pot_points", message, {"most": rules.most_in_pot}))
    return problems


def check_hand(rules: BuracoRules, at: str, entry: BuracoEntry, players: int, bad: frozenset[str]) -> list[Problem]:
    """Going out needs a canasta, a clean one where the rules say (13.5.3); a player who went out alone holds no
    card (13.5.9); the players of a side that never took its pot each still hold one (13.5.10)."""
    problems: list[Problem] = []
    if entry.went_out and not bad & set(CANASTA_FIELDS):
        if rules.clean_to_go_out and not entry.clean:
            message = N_("Going out needs a clean canasta under these rules; this side has none.")
            problems.append(Problem(at + "going_out", message, code="too_few_to_go_out"))
        elif not entry.canastas:
            problems.append(
                Problem(
                    at + "going_out", N_("Going out needs a canasta; this side has none."), code="too_few_to_go_out"
                )
            )
    if "hand_points" in bad:
        return problems
    if entry.went_out and players == 1:
        problems += held_alone(at, entry, ("hand_points",))
    least = players * rules.lowest_card
    if entry.pot == "not_taken" and entry.hand_points < least:
        one, many = NN_(
            "A player who never took the pot still holds cards: at least %(least)d points in hand.",
            "The players of a side that never took its pot each still hold cards: at least %(least)d points in hand.",
        )
        problems.append(Problem(at + "hand_points", one, {"n": players, "least": least}, many))
    return problems


def check_side(
    rules: BuracoRules, i: int, entry: BuracoEntry, players: int, bad: frozenset[str] = frozenset()
) -> list[Problem]:
    """Problems of one side's entry on its own; checks that rest on a `bad` (unreadable) field are left out."""
    at = f"entries.{i}."
    problems = [
        Problem(at + name, N_("Must be a multiple of 5."), code="not_multiple_of_5")
        for name in POINT_FIELDS
        if getattr(entry, name) % 5
    ]
    problems += check_canastas(rules, at, entry, bad)
    problems += check_pot(rules, at, entry, bad)
    problems += check_hand(rules, at, entry, players, bad)
    return problems + kin.check_cards(at, entry, rules.card_value, rules.card_count)


def check_table(rules: BuracoRules, entries: list[BuracoEntry]) -> list[Problem]:
    """Counts over the table: one side out at most (13.5.1), no more points or canastas than the deck holds
    (13.5.7), no more cards of a class than the deck has."""
    out = [i for i, e in enumerate(entries) if e.went_out]
    problems = [
        Problem(f"entries.{i}.going_out", N_("Only one side can go out in a hand."), code="several_went_out")
        for i in out[1:]
    ]
    total = sum(getattr(e, name) for e in entries for name in POINT_FIELDS)
    if total > rules.deck_points:
        message = N_("Melds, hands, pots and penalties add up to %(points)d points; the whole deck holds %(deck)d.")
        params = {"points": total, "deck": rules.deck_points}
        problems.append(Problem(kin.last_counting(entries, POINT_FIELDS), message, params))
    canastas = sum(e.canastas for e in entries)
    if canastas > MOST_CANASTAS:
        message = N_("%(n)d canastas on the table; the deck's 108 cards make at most %(most)d.")
        params = {"n": canastas, "most": MOST_CANASTAS}
        problems.append(Problem(kin.last_counting(entries, CANASTA_FIELDS), message, params))
    for card_class in (c.key for c in CARD_CLASSES):
        counts = kin.class_counts(entries, card_class)
        counted, held = sum(n for _, n in counts), rules.card_count(card_class)
        if counted > held and len(counts) > 1:  # one count alone beyond the deck is named by check_cards
            message = N_("%(counted)d of these cards counted over all sides; the deck has %(n)d.")
            problems.append(Problem(counts[-1][0], message, {"counted": counted, "n": held}))
    return problems


def check_round(
    rules: BuracoRules, entries: list[BuracoEntry], side_sizes: list[int], parse_problems: list[Problem] | None = None
) -> list[Problem]:
    """Every problem of a hand, each tied to the field it concerns; totals over the table are named on the last
    side that counted them."""
    problems: list[Problem] = []
    for i, (entry, players) in enumerate(zip(entries, side_sizes, strict=True)):
        problems += check_side(rules, i, entry, players, unreadable(parse_problems or [], i))
    return problems + check_table(rules, entries)
