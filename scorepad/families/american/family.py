"""Modern American Canasta (RULES.md 11): the Canasta League of America's rules and Pagat's, seven kinds of
canasta, threes on a scale, special hands, minimums by total, 8500 to win."""

from __future__ import annotations

from dataclasses import dataclass, field

from scorepad.rules.family import Family, Figure, LeagueCount, Preset, Rank
from scorepad.rules.problems import N_, NN_

from .rules.checks import check_round
from .rules.entries import AmericanEntry
from .rules.explain import explain
from .rules.game import game_figures, play_round, side_figures
from .rules.plausibility import round_warnings
from .rules.scoring import PARTS
from .rules.settings import AmericanRules


@dataclass(frozen=True)
class Minimums:
    """Each side's initial-meld minimum before and after a hand."""

    before: list[int] = field(metadata={"description": "Each side's minimum for this hand, in the sides' order."})
    after: list[int] = field(metadata={"description": "Each side's minimum for the next hand, in the sides' order."})


PRESETS = (
    Preset(
        "american",
        N_("Modern American Canasta (Canasta League of America)"),
        N_("The Canasta League of America's rules: 8500 to win, seven kinds of canasta, special hands."),
        N_("the Canasta League of America's rules"),
        {},
    ),
    Preset(
        "american_pagat",
        N_("Modern American Canasta (Pagat)"),
        N_("Modern American Canasta as Pagat describes it: four special hands, garbage 2000."),
        N_("Pagat's Modern American Canasta (pagat.com)"),
        {
            "special_hands": {"pairs": 2500, "wild_pairs": 2000, "straight": 3000, "garbage": 2000},
            "incomplete_wild_four_jokers": 2500,
        },
    ),
)

PHRASES = {
    "tie": N_("Tied at %(total)s over the target: another hand is played."),
    "minimum": NN_(
        "%(side)s now needs %(new)s for the initial meld (was %(old)s).",
        "%(side)s now need %(new)s for their initial meld (was %(old)s).",
    ),
    "special_hand": NN_(
        "%(side)s shows a special hand: %(points)s.",
        "%(side)s show a special hand: %(points)s.",
    ),
    "dream_hand": NN_(
        "%(side)s shows a dream hand and wins the game at once.",
        "%(side)s show a dream hand and win the game at once.",
    ),
}

FAMILY = Family(
    key="american",
    name=N_("Modern American Canasta"),
    rules_class=AmericanRules,
    entry_class=AmericanEntry,
    presets=PRESETS,
    tables=((1, 1), (2, 2)),
    parts=PARTS,
    check_round=check_round,
    warnings=round_warnings,
    play_round=play_round,
    explain=explain,
    figures=(
        Figure(
            "side", "initial_meld", int, N_("The initial-meld minimum for the next round."), N_("Initial meld: %(n)s")
        ),
        Figure("round", "initial_meld", Minimums, N_("Each side's initial-meld minimum before and after the round.")),
        Figure("game", "target", int, N_("The total that ends the game."), N_("target %(n)s")),
        Figure("game", "tie_over_target", bool, N_("A tie at the top over the target: play goes on.")),
    ),
    game_figures=game_figures,
    side_figures=side_figures,
    ranking=(Rank("won"), Rank("average_margin")),
    ranking_words=N_(
        "Only finished games count. Ranked by most wins; ties are broken by the average margin (own final total "
        "minus the other side's, per game)."
    ),
    league_columns=("win_rate", "points_for", "points_against", "average_margin", "canastas"),
    league_counts=(LeagueCount("canastas", N_("Canastas"), lambda entry: entry.canastas),),
    phrases=PHRASES,
    order=10,
)
