"""Buraco as a family (RULES.md 13): its four presets, its announcements in words, its figures, its league counts
and ranking, gathered into `FAMILY`, the value that marks this folder as a family."""

from __future__ import annotations

from scorepad.rules.family import Family, Figure, LeagueCount, Phrase, Preset, Rank
from scorepad.rules.problems import N_, NN_

from .rules.checks import check_round
from .rules.entries import BuracoEntry
from .rules.explain import explain
from .rules.game import game_figures, play_round, side_figures
from .rules.plausibility import round_warnings
from .rules.scoring import PARTS
from .rules.settings import SOUTH_AMERICA, BuracoRules

PRESETS = (
    Preset(
        "burraco",
        N_("Burraco (Italy, FIBUR)"),
        N_(
            "The Italian federation's rules: joker 30, clean canasta 200, dirty 100, going out 100; a pot never "
            "taken costs 100, one taken but not played its cards; 2005 to win."
        ),
        N_("the Italian Burraco federation's rules (FIBUR)"),
        {},
    ),
    Preset(
        "burraco_internazionale",
        N_("Burraco internazionale"),
        N_("The Italian federation's values, but going out needs a clean canasta."),
        N_("the international Burraco rules"),
        {"clean_to_go_out": True},
    ),
    Preset(
        "buraco_stbl",
        N_("Buraco STBL (Brazil)"),
        N_(
            "Brazil's closed Buraco, runs only: joker 50, a clean run from ace to king 500, from ace to ace 1000; "
            "going out needs a clean canasta, and without one a side's melds count minus; a pot taken but not "
            "played costs 100; 3000 to win."
        ),
        N_("Brazil's Buraco fechado STBL rules"),
        {
            "values": SOUTH_AMERICA,
            "canasta_500": 500,
            "canasta_1000": 1000,
            "clean_to_go_out": True,
            "pot_not_played": "flat",
            "no_clean_counts_negative": True,
            "target": 3000,
        },
    ),
    Preset(
        "burako",
        N_("Burako (Argentina)"),
        N_(
            "Argentina's rules: joker 50, a canasta of seven wild cards 1000; a pot never taken or not played "
            "costs 100; 3000 to win."
        ),
        N_("Argentina's Burako rules"),
        {"values": SOUTH_AMERICA, "canasta_1000": 1000, "pot_not_played": "flat", "target": 3000},
    ),
)

PHRASES: dict[str, Phrase] = {
    "tie": N_("Tied at %(total)s over the target: another hand is played."),
    "below_zero": NN_(
        "%(side)s fell into the buraco: %(total)s.",
        "%(side)s fell into the buraco: %(total)s.",
    ),
    "out_of_buraco": NN_(
        "%(side)s is out of the buraco again: %(total)s.",
        "%(side)s are out of the buraco again: %(total)s.",
    ),
    "takes_lead": NN_(
        "%(side)s takes the lead with %(total)s.",
        "%(side)s take the lead with %(total)s.",
    ),
    "level": N_("Level at %(total)s."),
    "last_hand": N_("The next hand is the last one, hand %(hand)s."),
    "game_tied": N_("Game over: a draw at %(total)s."),
}

FAMILY = Family(
    key="buraco",
    name=N_("Burraco"),
    rules_class=BuracoRules,
    entry_class=BuracoEntry,
    presets=PRESETS,
    tables=((1, 1), (2, 2)),
    evening_tables=((2, 2),),
    parts=PARTS,
    check_round=check_round,
    warnings=round_warnings,
    play_round=play_round,
    explain=explain,
    figures=(
        Figure(
            "game",
            "target",
            int,
            N_("The total that ends the game (null: a fixed number of hands decides)."),
            N_("target %(n)s"),
        ),
        Figure(
            "game",
            "hands_left",
            int,
            N_("Hands still to play (null: play to the target)."),
            N_("hands left: %(n)s"),
        ),
        Figure("game", "tie_over_target", bool, N_("Equal totals over the target: another hand is played.")),
    ),
    game_figures=game_figures,
    side_figures=side_figures,
    ranking=(Rank("won"), Rank("win_rate"), Rank("head_to_head"), Rank("average_margin")),
    ranking_words=N_(
        "Only finished games count. Ranked by most wins; ties are broken by win rate, then head-to-head (wins in "
        "games where the tied players sat on opposing sides), then average margin (own final total minus the other "
        "side's, per game)."
    ),
    league_columns=("win_rate", "points_for", "points_against", "average_margin", "clean_canastas", "dirty_canastas"),
    league_counts=(
        LeagueCount("clean_canastas", N_("Clean canastas"), lambda entry: entry.clean),
        LeagueCount("dirty_canastas", N_("Dirty canastas"), lambda entry: entry.with_wild_card),
    ),
    phrases=PHRASES,
    order=30,
)
