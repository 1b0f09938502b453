"""Canasta (RULES.md 1-9), the first game family: presets, settings, entries, checks, scoring."""

from __future__ import annotations

from typing import Any

from scorepad.families.kin.figures import CANASTAS, MINIMUM_CHANGED, MINIMUM_FIGURES, TARGET_FIGURES
from scorepad.rules.family import Family, Preset, Rank
from scorepad.rules.game import Replay
from scorepad.rules.problems import N_, NN_
from scorepad.rules.seating import TABLES

from .rules.checks import check_round
from .rules.entries import SideEntry
from .rules.explain import explain
from .rules.game import minimum, play_round
from .rules.plausibility import round_warnings
from .rules.scoring import PARTS
from .rules.settings import CanastaRules

PRESETS = (
    Preset(
        "classic",
        N_("Classic (Regency Club)"),
        N_("The Regency Club rules most books print."),
        N_("the Regency Club rules (New York, 1949/51)"),
        {},
    ),
    Preset(
        "german",
        N_("German club rules"),
        N_("The German club rules."),
        N_("the German club rules"),
        {"target_single_players": 3000, "red_threes_need": "canasta", "hand_canasta_allowed": True, "stock_out": 100},
    ),
    Preset(
        "three_pack",
        N_("Three-pack Canasta"),
        N_("Canasta with three packs and six jokers."),
        N_("the Regency Club rules for three packs"),
        {
            "packs": 3,
            "jokers": 6,
            "target": 10000,
            "initial_meld_steps": ((0, 50), (1500, 90), (3000, 120), (7000, 150)),
            "red_three_totals": {4: 400, 5: 1000, 6: 1200},
            "canastas_to_go_out": 2,
        },
    ),
)


PHRASES = {
    "tie": N_("Tied at %(total)s over the target: play goes on."),
    "minimum": MINIMUM_CHANGED,
    "below_zero": NN_("%(side)s went below zero: %(total)s.", "%(side)s went below zero: %(total)s."),
    "last_500": NN_(
        "%(side)s is within 500 of the target: %(needed)s to go.",
        "%(side)s are within 500 of the target: %(needed)s to go.",
    ),
}


def game_figures(rules: CanastaRules, side_sizes: list[int], replay: Replay) -> dict[str, Any]:
    """The game's own figures: the target, and whether a tie over it plays on."""
    ending = replay.ending
    return {"target": rules.target_for(side_sizes), "tie_over_target": bool(ending and ending.tie)}


def side_figures(rules: CanastaRules, total: int, _played: int) -> dict[str, Any]:
    """A side's own figure: its initial-meld minimum for the next round (by its total, not the rounds played)."""
    return {"initial_meld": minimum(rules, total)}


FAMILY = Family(
    key="canasta",
    name=N_("Canasta"),
    rules_class=CanastaRules,
    entry_class=SideEntry,
    presets=PRESETS,
    tables=TABLES,
    evening_tables=((2, 2),),
    sits_out=((3, 2), (2, 3)),  # five players: the side of three sits one out each hand (000, 004)
    parts=PARTS,
    check_round=check_round,
    warnings=round_warnings,
    play_round=play_round,
    explain=explain,
    figures=(*MINIMUM_FIGURES, *TARGET_FIGURES),
    game_figures=game_figures,
    side_figures=side_figures,
    ranking=(Rank("won"), Rank("win_rate"), Rank("head_to_head"), Rank("average_margin")),
    ranking_words=N_(
        "Only finished games count. Ranked by most wins; ties are broken by win rate, then head-to-head (wins in "
        "games where the tied players sat on opposing sides), then average margin (own final total minus the best "
        "other side's, per game)."
    ),
    league_columns=("win_rate", "points_for", "points_against", "average_margin", "canastas"),
    league_counts=(CANASTAS,),
    phrases=PHRASES,
    order=0,
)
