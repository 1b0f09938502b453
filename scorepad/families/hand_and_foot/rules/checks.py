"""Hands that can't have happened in Hand and Foot (RULES.md 12.7), as problems tied to the field they concern."""

from __future__ import annotations

from scorepad.families.kin import cards as kin
from scorepad.families.kin.checks import held_alone, without_melds
from scorepad.rules.entries import unreadable
from scorepad.rules.problems import N_, NN_, Problem

from .entries import SideEntry
from .settings import BOOK_KINDS, CARD_CLASSES, RED_THREES_PER_DECK, HandFootRules

BOOK_FIELDS = ("clean_books", "dirty_books", "wild_books")
POINT_FIELDS = ("meld_points", "hand_points", "foot_points")
HELD_FIELDS = ("hand_points", "foot_points", "red_threes_caught", "black_threes_caught")  # none, out alone


NATURALS = ("aces", "high", "eights_nines", "low")  # the classes of the natural cards a book can be made of


def book_floor(rules: HandFootRules, entry: SideEntry) -> int:
    """The fewest meld points that can hold the side's books: 7 naturals (35), 6 naturals and a wild card (50),
    7 wild cards (140) by default."""
    return kin.meld_floor(rules.card_value, NATURALS, entry.clean_books, entry.dirty_books, entry.wild_books)


def check_contract(rules: HandFootRules, at: str, entry: SideEntry) -> list[Problem]:
    """A side goes out only holding the books the table agreed on (RULES.md 12.6)."""
    needed = rules.books_to_go_out
    if all(entry.books_of(kind) >= needed.get(kind, 0) for kind, _ in BOOK_KINDS):
        return []
    params = {
        "clean": needed.get("clean", 0),
        "dirty": needed.get("dirty", 0),
        "wild": needed.get("wild", 0),
        "has_clean": entry.clean_books,
        "has_dirty": entry.dirty_books,
        "has_wild": entry.wild_books,
    }
    if params["wild"]:
        message = N_(
            "Going out needs %(clean)d clean, %(dirty)d dirty and %(wild)d wild books; this side has "
            "%(has_clean)d clean, %(has_dirty)d dirty and %(has_wild)d wild."
        )
    else:
        message = N_(
            "Going out needs %(clean)d clean and %(dirty)d dirty books; this side has %(has_clean)d clean and "
            "%(has_dirty)d dirty."
        )
    return [Problem(at + "going_out", message, params, code="too_few_to_go_out")]


def check_books(rules: HandFootRules, at: str, entry: SideEntry, bad: frozenset[str]) -> list[Problem]:
    """Wild books only where allowed, and books only in meld points that can hold them."""
    problems: list[Problem] = []
    if entry.wild_books and rules.wild_books is None:
        problems.append(
            Problem(at + "wild_books", N_("Wild books are not allowed by these rules."), code="not_in_these_rules")
        )
    if "meld_points" in bad or bad & set(BOOK_FIELDS):
        return problems
    if entry.meld_points == 0:
        problems += without_melds(at, entry, BOOK_FIELDS, N_("A side that melded nothing can't have books."))
    elif entry.meld_points < (floor := book_floor(rules, entry)):
        one, many = NN_(
            "%(n)d book needs at least %(floor)d meld points.", "%(n)d books need at least %(floor)d meld points."
        )
        problems.append(Problem(at + "meld_points", one, {"n": entry.books, "floor": floor}, many))
    return problems


def check_side(
    rules: HandFootRules, i: int, entry: SideEntry, players: int, decks: int, bad: frozenset[str] = frozenset()
) -> list[Problem]:
    """Problems of one side's entry on its own; checks that rest on a `bad` (unreadable) field are left out."""
    at = f"entries.{i}."
    problems = [
        Problem(at + name, N_("Must be a multiple of 5."), code="not_multiple_of_5")
        for name in POINT_FIELDS
        if getattr(entry, name) % 5
    ]
    problems += check_books(rules, at, entry, bad)
    if entry.going_out and not bad & set(BOOK_FIELDS):
        problems += check_contract(rules, at, entry)
    if entry.going_out and players == 1:
        problems += held_alone(at, entry, HELD_FIELDS)
    if entry.exact_picks > players:
        one, many = NN_(
            "A side of %(n)d player has at most %(n)d exact pick.",
            "A side of %(n)d players has at most %(n)d exact picks.",
        )
        problems.append(Problem(at + "exact_picks", one, {"n": players}, many))
    held = entry.black_threes_caught * rules.black_three_value
    if held > entry.held_points and not bad & {"hand_points", "foot_points", "black_threes_caught"}:
        problems.append(
            Problem(
                at + "hand_points",
                N_("The black threes caught count %(held)d card points, more than the %(points)d left in hand."),
                {"held": held, "points": entry.held_points},
            )
        )
    problems += check_cards(rules, at, entry, decks)
    return problems


def check_cards(rules: HandFootRules, at: str, entry: SideEntry, decks: int) -> list[Problem]:
    """Card counts that disagree with the points given or the black threes caught, or exceed the decks."""
    problems = kin.check_cards(at, entry, rules.card_value, lambda c: rules.card_count(c, decks))
    cards = entry.hand_cards
    counted = cards.get("black_threes") if cards is not None else None
    # Caught black threes matter beyond their card value only with an extra cost; then they must match the cards.
    if (
        counted is not None
        and counted != entry.black_threes_caught
        and (entry.black_threes_caught or rules.black_three_caught_extra)
    ):
        one, many = NN_(
            "The cards counted in hand hold %(n)d black three, not %(caught)d.",
            "The cards counted in hand hold %(n)d black threes, not %(caught)d.",
        )
        problems.append(
            Problem(at + "black_threes_caught", one, {"n": counted, "caught": entry.black_threes_caught}, many)
        )
    return problems


def check_table(rules: HandFootRules, entries: list[SideEntry], decks: int) -> list[Problem]:
    """Counts over all sides beyond the decks: going out, red and black threes, points, counted cards."""
    problems = [
        Problem(f"entries.{i}.going_out", N_("Only one side can go out in a round."), code="several_went_out")
        for i in [i for i, e in enumerate(entries) if e.going_out][1:]
    ]
    reds, blacks = RED_THREES_PER_DECK * decks, rules.card_count("black_threes", decks)
    totals = (
        (
            ("red_threes", "red_threes_caught"),
            reds,
            NN_(
                "%(counted)d red threes laid down and caught over all sides; %(n)d deck holds %(held)d.",
                "%(counted)d red threes laid down and caught over all sides; %(n)d decks hold %(held)d.",
            ),
        ),
        (
            ("black_threes_caught",),
            blacks,
            NN_(
                "%(counted)d black threes caught over all sides; %(n)d deck holds %(held)d.",
                "%(counted)d black threes caught over all sides; %(n)d decks hold %(held)d.",
            ),
        ),
        (
            POINT_FIELDS,
            rules.deck_points(decks),
            NN_(
                "Melds, hands and feet add up to %(counted)d points over all sides; %(n)d deck holds %(held)d.",
                "Melds, hands and feet add up to %(counted)d points over all sides; %(n)d decks hold %(held)d.",
            ),
        ),
    )
    for names, held, (one, many) in totals:
        counted = sum(getattr(e, name) for e in entries for name in names)
        if counted > held:
            params = {"counted": counted, "n": decks, "held": held}
            problems.append(Problem(kin.last_counting(entries, names), one, params, many))
    for card_class in (c.key for c in CARD_CLASSES):
        counts = kin.class_counts(entries, card_class)
        counted, held = sum(n for _, n in counts), rules.card_count(card_class, decks)
        if counted > held and len(counts) > 1:  # one count alone beyond the decks is named by check_cards
            one, many = NN_(
                "%(counted)d of these cards counted over all sides; %(n)d deck holds %(held)d.",
                "%(counted)d of these cards counted over all sides; %(n)d decks hold %(held)d.",
            )
            problems.append(Problem(counts[-1][0], one, {"counted": counted, "n": decks, "held": held}, many))
    return problems


def check_round(
    rules: HandFootRules, entries: list[SideEntry], side_sizes: list[int], parse_problems: list[Problem] | None = None
) -> list[Problem]:
    """Every problem of a round, each tied to the field it concerns; totals over the table are named on the last
    side that counted them."""
    decks = rules.decks_for(sum(side_sizes))
    problems: list[Problem] = []
    for i, (entry, players) in enumerate(zip(entries, side_sizes, strict=True)):
        problems += check_side(rules, i, entry, players, decks, unreadable(parse_problems or [], i))
    return problems + check_table(rules, entries, decks)
