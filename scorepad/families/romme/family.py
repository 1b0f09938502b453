"""Rommé (RULES.md 10, the booklet for blind players), the second game family: each player for themself,
loss points per hand, the lowest total wins; the game ends after the agreed hands or when the table says so."""

from __future__ import annotations

from scorepad.rules.family import Family, Figure, Preset, Rank
from scorepad.rules.problems import N_

from .rules.checks import check_round
from .rules.entries import PlayerHand
from .rules.explain import explain
from .rules.game import game_figures, play_round, side_figures
from .rules.plausibility import round_warnings
from .rules.scoring import PARTS
from .rules.settings import RommeRules

PRESETS = (
    Preset(
        "romme",
        N_("Rommé"),
        N_("Rommé as the booklet for blind players describes it: loss points, the lowest total wins."),
        N_("the booklet for blind players (its Rommé part)"),
        {},
    ),
)
ALONE = tuple(tuple(1 for _ in range(n)) for n in range(2, 7))  # 2 to 6 players, each for themself

FAMILY = Family(
    key="romme",
    name=N_("Rommé"),
    rules_class=RommeRules,
    entry_class=PlayerHand,
    presets=PRESETS,
    tables=ALONE,
    evening_tables=ALONE[1:4],  # tables of 3 to 5 (RULES.md 14)
    parts=PARTS,
    check_round=check_round,
    warnings=round_warnings,
    play_round=play_round,
    explain=explain,
    figures=(
        Figure("game", "leader", int, N_("The player with the single lowest total (null on a tie, or before a hand).")),
        Figure("game", "hands_left", int, N_("Hands still to play (null: the table ends the game).")),
    ),
    game_figures=game_figures,
    side_figures=side_figures,
    ranking=(Rank("won"), Rank("mean_place", more_is_better=False), Rank("points_per_game", more_is_better=False)),
    ranking_words=N_(
        "Only finished games count. Ranked by most games won; ties are broken by the mean place (1 is the lowest "
        "total of a game; tied players share the better place), then by fewer loss points per game."
    ),
    league_columns=("win_rate", "mean_place", "points_per_game"),
    lower_wins=True,
    can_finish=True,
    points_step=1,
    figure_labels={"points_for": N_("Loss points"), "points_per_game": N_("Loss points per game")},
    phrases={
        "went_out": N_("%(side)s called Rommé."),
        "hand_romme": N_("Hand-Rommé! %(side)s went out in one go: everyone else's points count double."),
    },
    order=90,
)
