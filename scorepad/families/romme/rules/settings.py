"""Every Rommé rule setting (RULES.md 10), declared once, and the pack the game is played with."""

from __future__ import annotations

from dataclasses import dataclass

from scorepad.rules.cards import CardClass
from scorepad.rules.problems import N_
from scorepad.rules.settings import setting

FACES = tuple(str(n) for n in range(2, 10))
CARD_CLASSES = (
    CardClass("jokers", N_("Jokers")),
    CardClass("aces", N_("Aces")),
    CardClass("tens", N_("10 to K")),
    CardClass("9", N_("9s")),
    CardClass("8", N_("8s")),
    CardClass("7", N_("7s")),
    CardClass("6", N_("6s")),
    CardClass("5", N_("5s")),
    CardClass("4", N_("4s")),
    CardClass("3", N_("3s")),
    CardClass("2", N_("2s")),
)
# Loss points of one card at the final Rommé ("Schluss-Rommé"): an ace is never 1 then (RULES.md 10).
CARD_VALUES = {"jokers": 40, "aces": 11, "tens": 10, **{face: int(face) for face in FACES}}
# Two packs of 52 and two jokers (106 cards): 8 of each value, 32 tens to kings.
IN_PACK = {"jokers": 2, "aces": 8, "tens": 32, **{face: 8 for face in FACES}}
MOST_HANDS = 1000  # a game holds at most this many rounds (limits.ROUNDS_MAX)


@dataclass(frozen=True)
class RommeRules:
    """Every setting a Rommé table agrees on before the first hand, fixed for the game."""

    romme_limit: int = setting(
        0,
        "count",
        N_("Rommé limit: points a player may still hold when calling Rommé"),
        help=N_("Agreed before play, 0 to 9: 9 is easiest, 0 hardest (the whole hand laid down)."),
        low=0,
        high=9,
    )
    hands: int | None = setting(
        None,
        "count",
        N_("Hands in a game"),
        help=N_("Blank or none: the table ends the game when it likes."),
        low=1,
        high=MOST_HANDS,
        none_label=N_("until the table ends the game"),
    )
    hand_romme_doubles: bool = setting(
        False,
        "flag",
        N_("Hand-Rommé doubles everyone else's loss points"),
        help=N_("Going out in one go, without having laid anything down before (a house rule beyond the booklet)."),
    )

    def card_count(self, card_class: str) -> int:
        """How many cards of one class the pack holds (jokers 2, aces 8, each of 2-9 8, tens to kings 32)."""
        return IN_PACK[card_class]

    def card_value(self, card_class: str) -> int:
        """The loss points of one card of a class."""
        return CARD_VALUES[card_class]
