"""Modern American Canasta (RULES.md 11): the Canasta League of America's rules and Pagat's, seven kinds of
canasta, threes on a scale, special hands, minimums by total, 8500 to win."""

from __future__ import annotations

from scorepad.families.kin.figures import CANASTAS, MINIMUM_CHANGED, MINIMUM_FIGURES, TARGET_FIGURES
from scorepad.rules.family import Family, Preset, Rank
from scorepad.rules.problems import N_, NN_

from .rules.checks import check_round
from .rules.entries import AmericanEntry
from .rules.explain import explain
from .rules.game import game_figures, play_round, side_figures
from .rules.plausibility import round_warnings
from .rules.scoring import PARTS
from .rules.settings import AmericanRules

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
    "minimum": MINIMUM_CHANGED,
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
    evening_tables=((2, 2),),
    parts=PARTS,
    check_round=check_round,
    warnings=round_warnings,
    play_round=play_round,
    explain=explain,
    figures=(*MINIMUM_FIGURES, *TARGET_FIGURES),
    game_figures=game_figures,
    side_figures=side_figures,
    ranking=(Rank("won"), Rank("average_margin")),
    ranking_words=N_(
        "Only finished games count. Ranked by most wins; ties are broken by the average margin (own final total "
        "minus the other side's, per game)."
    ),
    league_columns=("win_rate", "points_for", "points_against", "average_margin", "canastas"),
    league_counts=(CANASTAS,),
    phrases=PHRASES,
    order=10,
)
