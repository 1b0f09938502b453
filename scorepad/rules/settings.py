"""The rule settings a table agrees on before a game, and the three shipped presets."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any, Literal

from .problems import N_

RedThreesNeed = Literal["meld", "canasta", "canasta_else_zero"]
RedThreesUnmet = Literal["negative", "zero", "positive"]
MeldsWithoutCanasta = Literal["positive", "negative"]

CARD_CLASSES = ("jokers", "twos", "aces", "high", "low", "black_threes")
DEFAULT_CARD_VALUES = {"jokers": 50, "twos": 20, "aces": 20, "high": 10, "low": 5, "black_threes": 5}


@dataclass(frozen=True)
class RuleSet:
    """Every scoring setting of RULES.md sections 1 and 3-8, fixed for one game."""

    packs: int = 2
    jokers: int = 4
    card_values: dict[str, int] = field(default_factory=lambda: dict(DEFAULT_CARD_VALUES))
    target: int = 5000
    target_single_players: int | None = None
    initial_meld_below_zero: int = 15
    initial_meld_steps: tuple[tuple[int, int], ...] = ((0, 50), (1500, 90), (3000, 120))
    natural_canasta: int = 500
    mixed_canasta: int = 300
    joker_canastas_allowed: bool = False
    joker_canasta: int = 1000
    red_three: int = 100
    red_three_totals: dict[int, int] = field(default_factory=lambda: {4: 800})
    red_three_card_points: int = 0
    red_threes_need: RedThreesNeed = "meld"
    red_threes_unmet: RedThreesUnmet = "negative"
    red_three_in_hand: int = 500
    going_out: int = 100
    concealed: int = 200
    hand_canasta_allowed: bool = False
    hand_canasta: int = 1000
    stock_out: int = 0
    canastas_to_go_out: int = 1
    melds_without_canasta: MeldsWithoutCanasta = "positive"

    @property
    def red_threes_in_deck(self) -> int:
        """Red threes in the whole deck: two per pack."""
        return 2 * self.packs

    def card_count(self, card_class: str) -> int:
        """How many cards of one class the deck holds (RULES.md 1, 8)."""
        per_pack = {"twos": 4, "aces": 4, "high": 24, "low": 16, "black_threes": 2}
        return self.jokers if card_class == "jokers" else per_pack[card_class] * self.packs

    @property
    def deck_points(self) -> int:
        """Card points of the whole deck, red threes excluded (1180 for two packs and 4 jokers)."""
        return sum(self.card_count(c) * self.card_values[c] for c in CARD_CLASSES)

    def target_for(self, side_sizes: list[int]) -> int:
        """The target of a game with these sides: the single-player target when every side is one player."""
        if self.target_single_players is not None and all(size == 1 for size in side_sizes):
            return self.target_single_players
        return self.target

    def to_dict(self) -> dict[str, Any]:
        """The settings as plain JSON values (the shape the API shows and accepts)."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "initial_meld_steps":
                value = [list(step) for step in value]
            elif f.name == "red_three_totals":
                value = {str(k): v for k, v in sorted(value.items())}
            elif isinstance(value, dict):
                value = dict(value)
            out[f.name] = value
        return out


CLASSIC = RuleSet()
GERMAN = replace(
    CLASSIC,
    target_single_players=3000,
    red_threes_need="canasta",
    hand_canasta_allowed=True,
    stock_out=100,
)
THREE_PACK = replace(
    CLASSIC,
    packs=3,
    jokers=6,
    target=10000,
    initial_meld_steps=((0, 50), (1500, 90), (3000, 120), (7000, 150)),
    red_three_totals={4: 400, 5: 1000, 6: 1200},
    canastas_to_go_out=2,
)


@dataclass(frozen=True)
class Preset:
    """A named rule set that ships with Scorepad, and the rule book it follows."""

    key: str
    name: str
    source: str
    rules: RuleSet


PRESETS: dict[str, Preset] = {
    p.key: p
    for p in (
        Preset("classic", N_("Classic (Regency Club)"), "Regency Club rules (seeds 000, 001, 002)", CLASSIC),
        Preset("german", N_("German club rules"), "German club rules (seeds 003, 004)", GERMAN),
        Preset("three_pack", N_("Three-pack Canasta"), "Regency Club three-pack variant (seed 000)", THREE_PACK),
    )
}
