"""Every Hand and Foot rule setting (RULES.md 12.9), declared once; the defaults are the most published values,
the hand_and_foot preset's. The deck: one more deck than players unless the table says otherwise."""

from __future__ import annotations

from dataclasses import dataclass

from scorepad.families.kin.cards import ACES, BLACK_THREES, JOKERS, LOW, TWOS
from scorepad.rules.cards import CardClass
from scorepad.rules.problems import N_, Problem
from scorepad.rules.settings import points, setting

CARD_CLASSES = (  # a book's naturals: 10 to K, 8s and 9s (their own value), 4 to 7, aces
    JOKERS,
    TWOS,
    ACES,
    CardClass("high", N_("10 to K")),
    CardClass("eights_nines", N_("8s and 9s")),
    LOW,
    BLACK_THREES,
)
# One deck: 52 cards and 2 jokers; its two red threes are a bonus or a penalty, never a card value (RULES.md 12.2).
PER_DECK = {"jokers": 2, "twos": 4, "aces": 4, "high": 16, "eights_nines": 8, "low": 16, "black_threes": 2}
RED_THREES_PER_DECK = 2
FIXED_VALUES = {"jokers": 50, "twos": 20, "aces": 20, "high": 10, "low": 5}
BOOK_KINDS = (("clean", N_("Clean books")), ("dirty", N_("Dirty books")), ("wild", N_("Wild books")))
MOST_ROUNDS = 1000  # a game holds at most this many rounds (limits.ROUNDS_MAX)
MOST_DECKS = 20


@dataclass(frozen=True)
class HandFootRules:
    """Every scoring setting of a Hand and Foot game, fixed for the game."""

    decks: int | None = setting(
        None,
        "count",
        N_("Decks"),
        help=N_("Decks of 52 cards and 2 jokers shuffled together."),
        low=1,
        high=MOST_DECKS,
        none_label=N_("one more than the players"),
    )
    pile_size: int = setting(
        11,
        "count",
        N_("Cards in each hand and each foot"),
        help=N_("Picking up exactly the cards of both piles earns the exact-pick bonus."),
        low=5,
        high=20,
    )
    rounds: int | None = setting(
        4,
        "count",
        N_("Rounds in a game"),
        low=1,
        high=MOST_ROUNDS,
        none_label=N_("no fixed number: play to the target"),
    )
    target: int | None = points(
        None,
        N_("Target (game ends)"),
        low=5,
        help=N_("The first side at or over it with the single best total wins, even before the last round."),
        none_label=N_("none: the rounds decide"),
    )
    minimums: tuple[int, ...] = setting(
        (50, 90, 120, 150),
        "list",
        N_("Minimum first meld by round"),
        help=N_(
            'What the first meld needs in round 1, 2, ..., written "50, 90, 120, 150"; later rounds keep the last.'
        ),
        multiple=5,
    )
    clean_book: int = points(500, N_("Clean book"), help=N_("Seven or more natural cards of one rank."))
    dirty_book: int = points(
        300,
        N_("Dirty book"),
        help=N_("Seven or more cards of one rank with one to three wild cards, naturals outnumbering them."),
    )
    wild_books: int | None = points(
        None, N_("Wild book"), low=5, help=N_("Seven wild cards."), none_label=N_("not allowed")
    )
    books_to_go_out: dict[str, int] = setting(
        {"clean": 2, "dirty": 2, "wild": 0},
        "counts",
        N_("Books needed to go out"),
        help=N_("The clean, dirty and wild books a side must hold before one of its players may go out."),
        keys=BOOK_KINDS,
        high=20,
    )
    going_out: int = points(100, N_("Going out"))
    red_three_laid: int = points(100, N_("Each red three laid down"))
    red_three_laid_not_out: int | None = points(
        None,
        N_("Each red three laid down by a side that did not go out"),
        none_label=N_("the same as for the side that went out"),
    )
    red_three_caught: int = points(500, N_("Red three caught in hand or foot costs"))
    black_three_value: int = points(5, N_("Card value of a black three"))
    black_three_caught_extra: int = points(
        0, N_("Black three caught in hand or foot costs extra"), help=N_("Beyond its card value.")
    )
    card_values_8_9: int = points(
        10, N_("Card value of 8s and 9s"), low=5, high=10, help=N_("10 like the other high cards, or 5 like 4 to 7.")
    )
    exact_pick_bonus: int = points(
        100,
        N_("Exact pick, per player"),
        help=N_("A player who picks up exactly the cards of both piles (22, or 26 with 13-card piles)."),
    )

    def decks_for(self, players: int) -> int:
        """The decks in play at a table of this many players (RULES.md 12.1: one more than players)."""
        return self.decks if self.decks is not None else players + 1

    def card_count(self, card_class: str, decks: int) -> int:
        """How many cards of one class these decks hold."""
        return PER_DECK[card_class] * decks

    def card_value(self, card_class: str) -> int:
        """The points of one card of a class (RULES.md 12.2)."""
        if card_class == "eights_nines":
            return self.card_values_8_9
        if card_class == "black_threes":
            return self.black_three_value
        return FIXED_VALUES[card_class]

    def deck_points(self, decks: int) -> int:
        """Card points of these decks, red threes excluded (590 a deck by default)."""
        return sum(self.card_count(c.key, decks) * self.card_value(c.key) for c in CARD_CLASSES)

    def red_threes_laid(self, went_out: bool) -> int:
        """What one red three laid down earns a side that went out, or one that did not."""
        if went_out or self.red_three_laid_not_out is None:
            return self.red_three_laid
        return self.red_three_laid_not_out

    def minimum(self, round_number: int) -> int:
        """The minimum first meld of a round (from 1); rounds past the list keep its last (RULES.md 12.5)."""
        return self.minimums[min(max(round_number, 1), len(self.minimums)) - 1]

    def check(self) -> list[Problem]:
        """Settings that depend on each other: an end of the game, and wild books to go out only where allowed."""
        problems: list[Problem] = []
        if self.rounds is None and self.target is None:
            problems.append(
                Problem(
                    "settings.rounds", N_("Choose a number of rounds or a target: without either the game never ends.")
                )
            )
        if self.books_to_go_out.get("wild", 0) and self.wild_books is None:
            problems.append(
                Problem(
                    "settings.books_to_go_out.wild", N_("Wild books are not allowed, so none can be needed to go out.")
                )
            )
        return problems
