"""What the rounds drawn so far say about each player: byes, tables played, partners and opponents met."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import combinations

from .seats import Round, Team

Pair = frozenset[int]  # two players (or two teams' keys), in no order


def pair(a: int, b: int) -> Pair:
    """Two players as a key that doesn't depend on their order."""
    return frozenset((a, b))


@dataclass(frozen=True)
class History:
    """Counts over the rounds drawn so far (read-only by convention: built once by `history`)."""

    rounds: int = 0
    byes: Counter[int] = field(default_factory=Counter)
    played: Counter[int] = field(default_factory=Counter)
    partners: Counter[Pair] = field(default_factory=Counter)
    opponents: Counter[Pair] = field(default_factory=Counter)
    last_bye: dict[int, int] = field(default_factory=dict)

    def met(self, a: Team, b: Team) -> int:
        """How often two teams sat at one table as opponents (the most any of their players did)."""
        return max(self.opponents[pair(x, y)] for x in a for y in b)

    def then(self, playing: Iterable[int], out: Iterable[int]) -> History:
        """The history one round on, for looking ahead at the byes: who played and who sat out added (partners
        and opponents as they were)."""
        out = list(out)
        return History(
            self.rounds + 1,
            self.byes + Counter(out),
            self.played + Counter(playing),
            self.partners,
            self.opponents,
            {**self.last_bye, **dict.fromkeys(out, self.rounds + 1)},
        )

    def partnered(self, players: Team) -> int:
        """How many pairs of these players partnered before, counted once per earlier time."""
        return sum(self.partners[pair(x, y)] for x, y in combinations(players, 2))


def history(rounds: tuple[Round, ...]) -> History:
    """Who sat out, who played, who partnered and who faced whom in these rounds."""
    found = History(rounds=len(rounds))
    for drawn in rounds:
        found.byes.update(drawn.byes)
        for player in drawn.byes:
            found.last_bye[player] = drawn.number
        for table in drawn.tables:
            teams = table.teams
            found.played.update(table.players)
            for team in teams:
                found.partners.update(pair(x, y) for x, y in combinations(team, 2))
            for one, other in combinations(teams, 2):
                found.opponents.update(pair(x, y) for x in one for y in other)
    return found
