"""Hands that can't have happened in Rommé (RULES.md 10), as problems tied to the field they concern."""

from __future__ import annotations

from scorepad.rules.cards import beyond_the_deck
from scorepad.rules.entries import unreadable
from scorepad.rules.problems import N_, ROUND, Problem

from .entries import PlayerHand
from .settings import CARD_CLASSES, RommeRules


def check_player(rules: RommeRules, i: int, entry: PlayerHand, bad: frozenset[str] = frozenset()) -> list[Problem]:
    """Problems of one player's hand on its own; checks that rest on a `bad` (unreadable) field are left out."""
    at = f"entries.{i}."
    problems: list[Problem] = []
    if entry.going_out == "hand" and not rules.hand_romme_doubles:
        problems.append(
            Problem(at + "going_out", N_("Hand-Rommé counts double only when the table agreed to it (a house rule)."))
        )
    if "hand_points" not in bad:
        if entry.hand_points == 1:
            message = N_("No hand holds exactly 1 point: an ace counts 11 at the end.")
            problems.append(Problem(at + "hand_points", message))
        elif entry.out and entry.hand_points > rules.romme_limit:
            problems.append(
                Problem(
                    at + "hand_points",
                    N_("Went out holding %(points)d; Rommé may be called holding at most %(limit)d."),
                    {"points": entry.hand_points, "limit": rules.romme_limit},
                )
            )
    cards = entry.hand_cards
    if cards is not None and "hand_cards" not in bad:
        problems += beyond_the_deck(cards, f"{at}hand_cards", rules.card_count)
        if "hand_points" not in bad and cards.points(rules.card_value) != entry.hand_points:
            problems.append(
                Problem(
                    at + "hand_points",
                    N_("The cards counted make %(cards)d points, not %(points)d."),
                    {"cards": cards.points(rules.card_value), "points": entry.hand_points},
                )
            )
    return problems


def check_going_out(entries: list[PlayerHand], parse_problems: list[Problem]) -> list[Problem]:
    """Exactly one player goes out in a hand (a way the parser refused leaves it to that problem)."""
    if any(p.path.endswith(".going_out") for p in parse_problems):
        return []
    out = [i for i, e in enumerate(entries) if e.out]
    if not out:
        return [
            Problem(
                ROUND, N_("Say who called Rommé: exactly one player goes out in every hand."), code="nobody_went_out"
            )
        ]
    return [
        Problem(f"entries.{i}.going_out", N_("Only one player goes out in a hand."), code="several_went_out")
        for i in out[1:]
    ]


def check_card_totals(rules: RommeRules, entries: list[PlayerHand]) -> list[Problem]:
    """Card counts over all players beyond the pack (3 jokers, 9 aces, 33 tens to kings): named on the last
    player who counted that class."""
    problems: list[Problem] = []
    for card_class in (c.key for c in CARD_CLASSES):
        counts = [e.hand_cards.get(card_class) if e.hand_cards is not None else 0 for e in entries]
        if sum(counts) > rules.card_count(card_class) and sum(1 for n in counts if n) > 1:
            last = max(i for i, n in enumerate(counts) if n)
            problems.append(
                Problem(
                    f"entries.{last}.hand_cards.{card_class}",
                    N_("%(counted)d of these cards counted over all players; the deck has only %(n)d."),
                    {"counted": sum(counts), "n": rules.card_count(card_class)},
                )
            )
    return problems


def check_round(
    rules: RommeRules, entries: list[PlayerHand], side_sizes: list[int], parse_problems: list[Problem] | None = None
) -> list[Problem]:
    """Every problem of a hand, each tied to the field it concerns (`_round` across players)."""
    found = parse_problems or []
    problems: list[Problem] = []
    for i, entry in enumerate(entries):
        problems += check_player(rules, i, entry, unreadable(found, i))
    problems += check_going_out(entries, found)
    problems += check_card_totals(rules, entries)
    return problems
