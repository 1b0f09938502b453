"""League standings in the reader's words: each row's figures written once, for the phone's cards and the wide
table alike, with the locale's number signs and the catalog found once per list rather than once per number."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from flask_babel import get_translations

from ..rules.family import Family
from ..rules.problems import N_
from . import Numbers, numbers

DECIMALS = frozenset({"average_margin", "mean_place", "points_per_game"})  # the rest are whole, or a share
LABELS = {  # every league's figures; a family words one its own way (`figure_labels`) and names its counts
    "win_rate": N_("Win rate"),
    "points_for": N_("For"),
    "points_against": N_("Against"),
    "average_margin": N_("Avg. margin"),
    "mean_place": N_("Mean place"),
    "points_per_game": N_("Points per game"),
    "rounds": N_("Rounds"),
    "went_out": N_("Went out"),
}

RATING_SCALE = N_(
    "The rating starts at 0 for a new player. Winning raises it and losing lowers it, both more against strong "
    "opponents; it is a cautious figure, so it also grows as a player plays more games. After a season of regular "
    "games most players are between 0 and 20; 25 or more is rare."
)
RATING_PLACES = N_(
    "A game of more than two sides counts by each player's place in it (tied players share the better place)."
)
RATING_PAIRS = N_("A partnership's rating is the average of its players' ratings.")


def column_labels(family: Family) -> dict[str, str]:
    """The label of every figure a league of this family can show, in the reader's language."""
    words = get_translations()
    labels = {**LABELS, **family.figure_labels, **{c.name: c.label for c in family.league_counts}}
    return {name: words.gettext(label) for name, label in labels.items()}


@dataclass(frozen=True)
class ShownStanding:
    """One standings row as the page shows it: every figure already a string."""

    rank: int
    name: str
    link: str | None  # a player's row links to the player's page; a partnership's has none
    played: str
    won: str
    lost: str
    summary: str  # "3 wins · 5 games · 60%", the card's line
    figures: tuple[str, ...]  # the family's league columns, in order
    rating: str


def figure(name: str, value: float, n: Numbers) -> str:
    """One league column's value: a win rate as a percentage, averages with one decimal, the rest whole."""
    if name == "win_rate":
        return n.percent(value)
    return n.decimal1(value) if name in DECIMALS else n.number(int(value))


def shown_standings(
    rows: list[dict[str, Any]], columns: tuple[str, ...], link: Callable[[int], str] | None = None
) -> list[ShownStanding]:
    """Standings rows (players or partnerships, as `leagues.standings` makes them) in the reader's words; `link`
    gives a player's page (partnerships have none)."""
    n, words = numbers(), get_translations()
    shown = []
    for row in rows:
        won, played = row["won"], row["played"]
        summary = " · ".join(
            (
                words.ngettext("%(num)d win", "%(num)d wins", won) % {"num": won},
                words.ngettext("%(num)d game", "%(num)d games", played) % {"num": played},
                n.percent(row["win_rate"]),
            )
        )
        shown.append(
            ShownStanding(
                rank=row["rank"],
                name=row["name"] if "name" in row else " & ".join(row["players"]),
                link=link(row["id"]) if link is not None else None,
                played=str(played),  # as the card's "5 games" says it
                won=str(won),
                lost=str(row["lost"]),
                summary=summary,
                figures=tuple(figure(name, row[name], n) for name in columns),
                rating=n.rating(row["rating"]),
            )
        )
    return shown
