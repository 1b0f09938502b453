"""Why each part of a Hand and Foot round score is what it is: the counts and the rule setting behind it."""

from __future__ import annotations

from scorepad.rules.problems import N_, NN_
from scorepad.rules.reasons import Reason

from .entries import SideEntry
from .scoring import Breakdown
from .settings import HandFootRules

CARDS = ("card_values_8_9", "black_three_value")  # the settings behind the card points


def counted(part: str, points: int, n: int, each: int, setting: str, message: tuple[str, str]) -> Reason:
    """A part that is a count times a setting's points ("2 clean books x 500: 1000")."""
    singular, plural = message
    return Reason(part, points, singular, {"n": n, "each": each}, (setting,), plural)


def book_reasons(rules: HandFootRules, entry: SideEntry) -> list[Reason]:
    """One line per kind of book; together they make the "books" part."""
    kinds = (
        (
            "clean_book",
            entry.clean_books,
            rules.clean_book,
            NN_("%(n)s clean book x %(each)s: %(points)s", "%(n)s clean books x %(each)s: %(points)s"),
        ),
        (
            "dirty_book",
            entry.dirty_books,
            rules.dirty_book,
            NN_("%(n)s dirty book x %(each)s: %(points)s", "%(n)s dirty books x %(each)s: %(points)s"),
        ),
        (
            "wild_books",
            entry.wild_books,
            rules.wild_books or 0,
            NN_("%(n)s wild book x %(each)s: %(points)s", "%(n)s wild books x %(each)s: %(points)s"),
        ),
    )
    return [counted("books", n * each, n, each, setting, message) for setting, n, each, message in kinds if n]


def red_three_reason(rules: HandFootRules, entry: SideEntry, points: int) -> Reason:
    """Why the red threes laid down count what they count: the side went out, or it did not."""
    went_out = entry.going_out is not None
    each = rules.red_threes_laid(went_out)
    if went_out or rules.red_three_laid_not_out is None:
        message = NN_(
            "%(n)s red three laid down x %(each)s: %(points)s", "%(n)s red threes laid down x %(each)s: %(points)s"
        )
        return counted("red_threes", points, entry.red_threes, each, "red_three_laid", message)
    message = NN_(
        "%(n)s red three laid down, side did not go out, x %(each)s: %(points)s",
        "%(n)s red threes laid down, side did not go out, x %(each)s: %(points)s",
    )
    return counted("red_threes", points, entry.red_threes, each, "red_three_laid_not_out", message)


def explain(rules: HandFootRules, entry: SideEntry, breakdown: Breakdown) -> list[Reason]:
    """Every non-zero part of one side's round score (and the red threes laid down even when they are worth
    nothing), with the counts and settings that made it."""
    reasons: list[Reason] = []
    if breakdown.melds:
        reasons.append(Reason("melds", breakdown.melds, N_("Melded cards: %(points)s"), {}, CARDS))
    if breakdown.hand:
        message = N_("Cards left in hand and foot: %(points)s")
        reasons.append(Reason("hand", breakdown.hand, message, {}, CARDS))
    reasons += book_reasons(rules, entry)
    if entry.red_threes:
        reasons.append(red_three_reason(rules, entry, breakdown.red_threes))
    if breakdown.red_threes_caught:
        message = NN_(
            "%(n)s red three caught in hand or foot x %(each)s: %(points)s",
            "%(n)s red threes caught in hand or foot x %(each)s: %(points)s",
        )
        n, each = entry.red_threes_caught, rules.red_three_caught
        reasons.append(counted("red_threes_caught", breakdown.red_threes_caught, n, each, "red_three_caught", message))
    if breakdown.black_threes:
        message = NN_(
            "%(n)s black three caught, beyond its card value, x %(each)s: %(points)s",
            "%(n)s black threes caught, beyond their card value, x %(each)s: %(points)s",
        )
        n, each = entry.black_threes_caught, rules.black_three_caught_extra
        reasons.append(counted("black_threes", breakdown.black_threes, n, each, "black_three_caught_extra", message))
    if breakdown.exact_picks:
        message = NN_("%(n)s exact pick x %(each)s: %(points)s", "%(n)s exact picks x %(each)s: %(points)s")
        n, each = entry.exact_picks, rules.exact_pick_bonus
        reasons.append(counted("exact_picks", breakdown.exact_picks, n, each, "exact_pick_bonus", message))
    if breakdown.going_out:
        reasons.append(Reason("going_out", breakdown.going_out, N_("Went out: %(points)s"), {}, ("going_out",)))
    return reasons
