"""What a game family provides, so that a new family (Hand and Foot, Modern American Canasta) is one new
folder, not a hunt through the code.

A family is one `Family` value, FAMILY in its folder's family.py (scorepad/families/<key>/family.py), which an app's
registry (rules/registry.py) takes when the app is made:

* `rules_class`: a frozen dataclass whose fields declare every setting (rules/settings.py `setting`),
  defaults being the first preset's; `presets` name the shipped rule sets as changes to those defaults.
  The class may define `check()` for settings that depend on each other.
* `entry_class`: a frozen dataclass whose fields declare what a table counts per side per round
  (rules/entries.py `counted`); one entry per side.
* `tables`: the numbers of players per side the family seats (2-2, 3-2, ... or 1-1-1-1-1-1).
* `evening_tables`: the tables a club evening sets up (Canasta's two pairs; Rommé's 3 to 5 alone); empty: every
  table of the family whose sides are all of one size and at which nobody sits out (`evening_shapes`).
* `sits_out`: the tables at which the biggest side has a player too many, so its players sit out a hand each in
  turn (Canasta's table of five, 3-2); at every other table everybody plays every hand.
* `check_round(rules, entries, side_sizes, parse_problems)`: the hands that can't have happened.
* `warnings(rules, entries, totals)`: possible but unlikely counts ("Are you sure?"); `totals` are each side's
  total before the round (a side's own minimum).
* `play_round(rules, entries, totals_before, side_sizes, rounds_before)`: the scored round: each side's
  signed parts and score, the totals, whether the game ended, and what to announce.
* `explain(rules, entry, result)`: each part of one side's score in words, with the settings behind it.
* `figures`: the family's own numbers in the game's JSON (Canasta: the target, each side's initial-meld
  minimum), with `game_figures(rules, side_sizes, replay)` and `side_figures(rules, total, rounds_played)` giving them;
  a round's own figures come with its outcome (`RoundOutcome.extras`).
* `lower_wins`: True when the lowest total leads (loss points); `parts`: the names of a score's parts.
* `can_finish`: whether the table may end the game when it likes (Rommé); else only the rules end it.
* `ranking`: how a league of this family ranks its players and partnerships, as standings figures in order
  (`Rank`: a figure and whether more of it is better; rows equal on all of them share a rank), with
  `ranking_words` saying it in players' words and `league_columns` naming the figures a league's table shows
  (figures: played, won, lost, win_rate, points_for, points_against, average_margin, head_to_head,
  mean_place, points_per_game, and the family's own `league_counts`; head-to-head counts wins among the rows
  tied on the ranking before it). `figure_labels` words a shared figure the family's way (Rommé's points are
  loss points).
* `league_counts`: what a league sums over the family's rounds besides points and wins (Canasta: canastas;
  Hand and Foot: books), at most two, each with the count one side's entry adds.
* `phrases`: the family's announcements in words by kind (`Phrase`); kinds every family shares (game over, a
  tie for best, who leads) are worded in words/ unless the family words them itself.
* `order`: where the family stands among the games offered; the first family's first preset is the default.

Beside family.py its folder holds its pure rules (rules/), its pages (pages.py: an `Adapter`, web/games/adapter.py:
the templates of one side's part of the round form and of the board's totals, made from the declarations unless it
draws its own in templates/, its styles in static/, the words of "nobody went out"), its API examples
(examples.json) and its words (translations/). Everything here is pure: no Flask, no database, no I/O.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from .game import Replay, RoundOutcome
from .problems import Problem


@dataclass(frozen=True, eq=False)  # one of a kind: compared and hashed by identity
class Preset:
    """A named rule set that ships with Scorepad: its changes to the family's defaults, in players' words."""

    key: str
    name: str
    summary: str
    source: str
    changes: dict[str, Any]


@dataclass(frozen=True)
class Figure:
    """One of a family's own numbers in the game's JSON: where it stands, its name, its type, what it means."""

    where: Literal["game", "side", "round"]
    name: str
    type: Any
    description: str
    label: str = ""  # how a page says it, with the value as %(n)s ("Initial meld: %(n)s"); empty: not shown


@dataclass(frozen=True)
class Rank:
    """One step of a league's ranking: a standings figure, and whether more of it ranks higher."""

    figure: str
    more_is_better: bool = True


@dataclass(frozen=True)
class LeagueCount:
    """A count a league sums over a family's rounds and shows: its name, label, and what one side's entry adds."""

    name: str
    label: str
    of: Callable[[Any], int]


Phrase = str | tuple[str, str]  # N_(sentence), or NN_(said of one player, said of a side of more)


@dataclass(frozen=True, eq=False)  # one of a kind: compared and hashed by identity
class Family:
    """A game family: its settings and entries declared once, its checks, scoring and end of the game."""

    key: str
    name: str
    rules_class: type
    entry_class: type
    presets: tuple[Preset, ...]
    tables: tuple[tuple[int, ...], ...]
    parts: tuple[str, ...]
    check_round: Callable[[Any, list[Any], list[int], list[Problem]], list[Problem]]
    warnings: Callable[[Any, list[Any], list[int]], list[Problem]]
    play_round: Callable[..., RoundOutcome]
    explain: Callable[[Any, Any, Any], list[Any]]
    figures: tuple[Figure, ...]
    game_figures: Callable[[Any, list[int], Replay], dict[str, Any]]
    side_figures: Callable[[Any, int, int], dict[str, Any]]
    ranking: tuple[Rank, ...]
    ranking_words: str
    league_columns: tuple[str, ...]
    lower_wins: bool = False
    can_finish: bool = False
    points_step: int = 5  # every score moves in multiples of this (Rommé's loss points: any whole number, 1)
    league_counts: tuple[LeagueCount, ...] = ()
    sits_out: tuple[tuple[int, ...], ...] = ()
    evening_tables: tuple[tuple[int, ...], ...] = ()  # a club evening's tables; empty: see `evening_shapes`
    figure_labels: dict[str, str] = field(default_factory=dict)
    phrases: dict[str, Phrase] = field(default_factory=dict)
    order: int = 100

    def rules_of(self, preset: Preset) -> Any:
        """The settings of one of this family's presets."""
        return self.rules_class(**preset.changes)

    def evening_shapes(self) -> tuple[tuple[int, ...], ...]:
        """The tables a club evening of this family sets up (its `evening_tables`, else its even tables)."""
        even = tuple(t for t in self.tables if len(set(t)) == 1 and t not in self.sits_out)
        return self.evening_tables or even

    def figures_at(self, where: str) -> tuple[Figure, ...]:
        """The family's own figures of the game, of each side or of each round."""
        return tuple(f for f in self.figures if f.where == where)
