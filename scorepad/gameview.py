"""A stored game read back: its rules, and every round re-scored from the raw counts."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any

from sqlalchemy import select

from .extensions import db
from .models import Entry, Game, Round
from .rules.cards import CardCount
from .rules.entries import COUNT_FIELDS, SideEntry
from .rules.game import Replay, minimum, replay
from .rules.overrides import rules_from_dict
from .rules.seating import dealers, seating
from .rules.settings import PRESETS, RuleSet

ENTRY_COLUMNS = (*COUNT_FIELDS, "going_out", "meld_cards", "hand_cards")


def entry_from_values(values: dict[str, Any]) -> SideEntry:
    """The engine's view of stored entry values."""
    for kind in ("meld_cards", "hand_cards"):
        values[kind] = CardCount(**values[kind]) if values[kind] else None
    return SideEntry(**values)


def entry_of(row: Entry) -> SideEntry:
    """The engine's view of a stored entry."""
    return entry_from_values({name: getattr(row, name) for name in ENTRY_COLUMNS})


def entries_of(row: Round) -> list[SideEntry]:
    """The engine's view of a stored round."""
    return [entry_of(e) for e in row.entries]


@lru_cache(maxsize=512)
def rules_from_json(text: str) -> RuleSet:
    """Stored settings parsed once per distinct text (a RuleSet is immutable, so sharing it is safe)."""
    return rules_from_dict(json.loads(text))


def rules_of(game: Game) -> RuleSet:
    """The game's frozen rule settings."""
    return rules_from_json(json.dumps(game.settings, sort_keys=True))


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
    def stored_rounds(self) -> list[tuple[int, list[SideEntry]]]:
        """Every stored round's number and raw counts, read in one query (no ORM objects: reads stay fast)."""
        if "rounds" in self.game.__dict__:  # already loaded (a write just changed them): use those
            return [(r.number, entries_of(r)) for r in self.game.rounds]
        columns = [getattr(Entry, name) for name in ENTRY_COLUMNS]
        rows = db.session.execute(
            select(Round.number, *columns)
            .join(Entry, Entry.round_id == Round.id)
            .where(Round.game_id == self.game.id)
            .order_by(Round.number, Entry.position)
        )
        rounds: list[tuple[int, list[SideEntry]]] = []
        for number, *values in rows:
            if not rounds or rounds[-1][0] != number:
                rounds.append((number, []))
            rounds[-1][1].append(entry_from_values(dict(zip(ENTRY_COLUMNS, values, strict=True))))
        return rounds

    @cached_property
    def round_entries(self) -> list[list[SideEntry]]:
        """Every stored round's raw counts, in round order."""
        return [entries for _, entries in self.stored_rounds]

    @property
    def round_count(self) -> int:
        """How many rounds the game has."""
        return len(self.stored_rounds)

    @property
    def round_numbers(self) -> list[int]:
        """The numbers of the stored rounds, in order."""
        return [number for number, _ in self.stored_rounds]

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
