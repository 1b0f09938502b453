"""Tally as a family: its presets, tables, figures, league counts and words, made from its rules."""

from __future__ import annotations

from scorepad.rules.family import Family, Figure, LeagueCount, Preset, Rank
from scorepad.rules.problems import N_

from . import rules

FAMILY = Family(
    key="tally",
    name=N_("Tally"),
    rules_class=rules.TallyRules,
    entry_class=rules.TallyEntry,
    presets=(
        Preset("tally", N_("Tally to 100"), N_("Marks per round; the first past 100 wins."), N_("the tests"), {}),
    ),
    tables=((1, 1), (1, 1, 1), (2, 2)),
    parts=rules.PARTS,
    check_round=rules.check_round,
    warnings=rules.warnings,
    play_round=rules.play_round,
    explain=rules.explain,
    figures=(
        Figure("side", "to_go", int, N_("The marks a side still needs."), N_("To go: %(n)s")),
        Figure("game", "target", int, N_("The marks that win."), N_("target %(n)s")),
    ),
    game_figures=rules.game_figures,
    side_figures=rules.side_figures,
    ranking=(Rank("won"), Rank("average_margin")),
    ranking_words=N_("Ranked by wins, then by the mean margin."),
    league_columns=("win_rate", "average_margin", "fifties"),
    league_counts=(LeagueCount("fifties", N_("Rounds of 50 or more"), lambda entry: int(entry.marks >= 50)),),
    phrases={"halfway": N_("%(side)s is halfway there: %(total)s.")},
)
