"""A stored game read back: its rules, and every round re-scored from the raw counts."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .models import Entry, Game, Round
from .rules.cards import CardCount
from .rules.entries import SideEntry
from .rules.game import Replay, minimum, replay
from .rules.overrides import rules_from_dict
from .rules.seating import dealers, seating
from .rules.settings import PRESETS, RuleSet


def entry_of(row: Entry) -> SideEntry:
    """The engine's view of a stored entry."""
    return SideEntry(
        meld_points=row.meld_points,
        hand_points=row.hand_points,
        natural_canastas=row.natural_canastas,
        mixed_canastas=row.mixed_canastas,
        joker_canastas=row.joker_canastas,
        red_threes=row.red_threes,
        red_threes_in_hand=row.red_threes_in_hand,
        going_out=row.going_out,  # type: ignore[arg-type]
        penalty_points=row.penalty_points,
        meld_cards=CardCount(**row.meld_cards) if row.meld_cards else None,
        hand_cards=CardCount(**row.hand_cards) if row.hand_cards else None,
    )


def entries_of(row: Round) -> list[SideEntry]:
    """The engine's view of a stored round."""
    return [entry_of(e) for e in row.entries]


def rules_of(game: Game) -> RuleSet:
    """The game's frozen rule settings."""
    return rules_from_dict(game.settings)


def side_sizes(game: Game) -> list[int]:
    """Players per side, in side order."""
    return [len(side.seats) for side in game.sides]


@dataclass
class GameView:
    """A game with its rounds replayed through the rules engine: what pages and the API show."""

    game: Game

    @cached_property
    def rules(self) -> RuleSet:
        """The game's rule settings."""
        return rules_of(self.game)

    @cached_property
    def sizes(self) -> list[int]:
        """Players per side."""
        return side_sizes(self.game)

    @cached_property
    def round_entries(self) -> list[list[SideEntry]]:
        """Every stored round's raw counts, in round order."""
        return [entries_of(r) for r in self.game.rounds]

    @cached_property
    def replay(self) -> Replay:
        """Every round scored again from its raw counts."""
        return replay(self.rules, [s.start for s in self.game.sides], self.sizes, self.round_entries)

    @property
    def preset_name(self) -> str:
        """The name of the preset the game started from."""
        return PRESETS[self.game.ruleset_key].name

    @property
    def totals(self) -> list[int]:
        """Each side's current total."""
        return self.replay.totals

    @property
    def minimums(self) -> list[int]:
        """Each side's initial-meld minimum for the next round."""
        return [minimum(self.rules, t) for t in self.totals]

    @property
    def target(self) -> int:
        """The total that ends this game."""
        return self.rules.target_for(self.sizes)

    @property
    def finished(self) -> bool:
        """Whether the last round ended the game."""
        return self.replay.finished

    @property
    def winner(self) -> int | None:
        """The winning side, once the game is over."""
        return self.replay.outcomes[-1].ending.winner if self.finished else None

    @property
    def margin(self) -> int | None:
        """The winner's lead over the next side, once the game is over."""
        return self.replay.outcomes[-1].ending.margin if self.finished else None

    @property
    def tie_over_target(self) -> bool:
        """Whether the last round left a tie at the top over the target (play goes on)."""
        return bool(self.replay.outcomes) and self.replay.outcomes[-1].ending.tie_over_target

    @cached_property
    def dealer_seats(self) -> list[int]:
        """The dealer's seat of every round and of the next one."""
        scores = [[r.score for r in o.results] for o in self.replay.outcomes]
        return dealers(self.sizes, self.game.first_dealer, self.game.deal_rotation, scores)

    def seat_name(self, seat: int) -> str:
        """The name of the player in a seat."""
        side, player = seating(self.sizes)[seat]
        return self.game.sides[side].seats[player].player.name

    @property
    def next_dealer(self) -> str:
        """Who deals the next round."""
        return self.seat_name(self.dealer_seats[-1])

    @property
    def etag(self) -> str:
        """The version tag of the game as it is now (for If-Match)."""
        return f'"{self.game.id}.{self.game.version}"'
