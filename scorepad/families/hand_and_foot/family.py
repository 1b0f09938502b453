"""Hand and Foot (RULES.md 12): a hand and a foot per player, books instead of canastas, a minimum first meld by
round, four rounds and the highest total wins. No official rules exist; almost every number is a setting."""

from __future__ import annotations

from itertools import product

from scorepad.families.kin.figures import minimum_figures
from scorepad.rules.family import Family, Figure, LeagueCount, Preset, Rank
from scorepad.rules.problems import N_

from .rules.checks import check_round
from .rules.entries import SideEntry
from .rules.explain import explain
from .rules.game import game_figures, play_round, side_figures
from .rules.plausibility import round_warnings
from .rules.scoring import PARTS
from .rules.settings import HandFootRules

SEATS = 6  # the most players a table seats (RULES.md 12.1: 2 to 6; rules/seating.py seats sides alternately)
TABLES = tuple(sizes for count in range(2, 7) for sizes in product((1, 2, 3), repeat=count) if sum(sizes) <= SEATS)


PRESETS = (
    Preset(
        "hand_and_foot",
        N_("Hand and Foot"),
        N_(
            "The values most published rules print: 11-card piles, one more deck than players, clean books 500, "
            "dirty books 300, red threes 100 laid down and 500 against when caught, two clean and two dirty books "
            "to go out, four rounds with minimums 50, 90, 120 and 150."
        ),
        N_("the most published Hand and Foot rules"),
        {},
    ),
    Preset(
        "whitnack",
        N_("Hand and Foot (Whitnack, Pagat)"),
        N_(
            "Bill Whitnack's rules as Pagat gives them: 13-card piles, wild books 1500, red threes 100 either way, "
            "and a wild book besides two clean and two dirty ones to go out."
        ),
        N_("Bill Whitnack's rules, as pagat.com gives them"),
        {
            "pile_size": 13,
            "wild_books": 1500,
            "red_three_caught": 100,
            "books_to_go_out": {"clean": 2, "dirty": 2, "wild": 1},
        },
    ),
)

PHRASES = {
    "minimum": N_("Round %(round)s: the first meld of each side needs %(new)s."),
    "last_round": N_("Last round, round %(round)s: the first meld of each side needs %(new)s."),
    "tie": N_("Tied at %(total)s over the target: play goes on."),
}

FAMILY = Family(
    key="hand_and_foot",
    name=N_("Hand and Foot"),
    rules_class=HandFootRules,
    entry_class=SideEntry,
    presets=PRESETS,
    tables=TABLES,
    evening_tables=((2, 2),),
    parts=PARTS,
    check_round=check_round,
    warnings=round_warnings,
    play_round=play_round,
    explain=explain,
    figures=(
        *minimum_figures(
            N_("The minimum first meld of the next round (by the round: the same on every side)."),
            N_("The minimum first meld of the round and of the next one."),
        ),
        Figure(
            "game", "target", int, N_("The total that ends the game (null: the rounds decide)."), N_("target %(n)s")
        ),
        Figure(
            "game", "rounds_left", int, N_("Rounds still to play (null: play to the target)."), N_("rounds left: %(n)s")
        ),
        Figure("game", "tie_over_target", bool, N_("A tie at the top over the target: play goes on.")),
    ),
    game_figures=game_figures,
    side_figures=side_figures,
    ranking=(Rank("won"), Rank("average_margin")),
    ranking_words=N_(
        "Only finished games count. Ranked by most wins; ties are broken by average margin (own final total minus "
        "the best other side's, per game)."
    ),
    league_columns=("win_rate", "points_for", "points_against", "average_margin", "books"),
    league_counts=(LeagueCount("books", N_("Books"), lambda entry: entry.books),),
    phrases=PHRASES,
    order=20,
)
