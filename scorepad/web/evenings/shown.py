"""What the evening's pages show, in the shape the templates read: the evening's read (scorepad/evenings/view.py)
turned into rounds of tables with named seats, byes by name, and the ranking's rows by name. No query here: one read
of the evening makes every page, so the organiser's page, the table cards, the room's screen and the ranking show
the same numbers."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class SeatShown:
    """One seat of a table: its name ("1.3"), who sits there, and the side of the table's game."""

    seat: str
    name: str
    side: int


@dataclass(frozen=True)
class TableShown:
    """One table of a round: its number, its game, its state (playing, finished, closed), hands played, seats."""

    number: int
    game_id: str
    state: str
    hands: int
    seats: tuple[SeatShown, ...]

    @property
    def sides(self) -> tuple[tuple[SeatShown, ...], ...]:
        """The seats side by side (side 0 first), as the table's game names its sides."""
        count = max((s.side for s in self.seats), default=-1) + 1
        return tuple(tuple(s for s in self.seats if s.side == n) for n in range(count))

    @property
    def playing(self) -> bool:
        """Whether the table is still playing its game."""
        return self.state == "playing"


@dataclass(frozen=True)
class RoundShown:
    """One round: its number, state (playing or closed), its tables and who has a bye (by name)."""

    number: int
    state: str
    tables: tuple[TableShown, ...]
    byes: tuple[str, ...] = ()

    @property
    def playing_tables(self) -> int:
        """How many tables of the round are still playing."""
        return sum(t.playing for t in self.tables)


@dataclass(frozen=True)
class PlayerShown:
    """A player of the evening: the league player's id and name, from which round, and after which round gone."""

    id: str
    name: str
    arrived: int = 1
    left: int | None = None

    @property
    def present(self) -> bool:
        """Whether the player is still in the draw."""
        return self.left is None


@dataclass(frozen=True)
class RankShown:
    """A line of the evening's ranking, by name."""

    rank: int
    name: str
    points: int
    victory_points: int
    match_points: int
    difference: int
    played: int
    byes: int


@dataclass(frozen=True)
class EveningShown:
    """An evening as its pages show it."""

    id: str
    name: str
    league_id: str
    league_name: str
    form: str
    movement: str | None
    scoring: str
    rounds_planned: int
    hands: int | None
    state: str
    version: int
    seed: int
    rounds: tuple[RoundShown, ...] = ()
    players: tuple[PlayerShown, ...] = ()
    ranking: tuple[RankShown, ...] = field(default=())

    @property
    def current(self) -> RoundShown | None:
        """The round being played (the last drawn), None before the first draw."""
        return self.rounds[-1] if self.rounds else None

    @property
    def finished(self) -> bool:
        """Whether the evening is over (its last round closed): the ranking is final."""
        return self.state == "finished"

    def round(self, number: int) -> RoundShown | None:
        """A round by its number."""
        return next((r for r in self.rounds if r.number == number), None)
