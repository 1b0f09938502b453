"""One way to show an error on a page: every problem path the domain can name resolves, on its form, to a
field shown by its label in the reader's language, with a summary line that links to it."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask_babel import gettext

from scorepad.rules.entries import declared as declared_counts
from scorepad.rules.problems import Problem
from scorepad.rules.settings import declared as declared_settings
from scorepad.web.forms.accounts import AccountForm, LeagueForm, MergeForm, SeasonForm
from scorepad.web.forms.game import new_game_form
from scorepad.web.forms.renaming import NamesForm
from scorepad.web.forms.round import Ending, round_form
from tests.registry import FAMILIES

FORM_WIDE = {"_round", "entries", "_body", "_game", "_auth", "number", "id", "settings"}


def round_paths(family: Any, sides: int) -> list[str]:
    """Every field path of a round the engine can name."""
    paths = []
    for i in range(sides):
        for item in declared_counts(family.entry_class):
            paths.append(f"entries.{i}.{item.name}")
            paths += [f"entries.{i}.{item.name}.{c.key}" for c in item.classes]
    return paths


def game_paths() -> list[str]:
    """Every field path of a new game the domain can name."""
    paths = ["ruleset", "played_on", "league", "dealer.first", "dealer.rotation", "sides"]
    for i in range(2):
        paths += [f"sides.{i}.name", f"sides.{i}.start", f"sides.{i}.players"]
        paths += [f"sides.{i}.players.{j}" for j in range(2)]
    for family in FAMILIES.values():
        for item in declared_settings(family.rules_class):
            paths.append(f"settings.{item.name}")
            paths += [f"settings.{item.name}.{key}" for key, _ in item.keys]
    return list(dict.fromkeys(paths))  # families may share a setting's name (a target), and its field


def resolved(form: Any, paths: list[str]) -> list[Any]:
    """The summary of one problem per path, after checking each found a labelled field (or is form-wide)."""
    summary = form.show([Problem(path, "Problem at " + path) for path in paths])
    by_path = dict(zip(paths, summary, strict=True))
    for path, line in by_path.items():
        if path.split(".")[0] in FORM_WIDE and line.target is None:
            continue
        assert line.target, f"{path} has no field"
        assert line.label.strip(), f"{path} has no label"
    return summary


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_path_finds_its_field_and_label(app: Flask, lang: str) -> None:
    with app.test_request_context(headers={"Accept-Language": lang}):
        for family in FAMILIES.values():
            names = ["Anna & Ben", "Cara & Dan"]
            enders = [(c.name, c.label) for c in declared_counts(family.entry_class) if c.ends_round]
            form = round_form(family)().setup(family, names, Ending([("none", "x")], [("out", "y")], enders))
            whole = ["_round", "entries", "out", "how", *(name for name, _ in enders)]
            summary = resolved(form, round_paths(family, 2) + whole)
            first = next(c for c in declared_counts(family.entry_class) if c.kind == "points")
            meld = next(s for s in summary if s.target == f"entries-0-{first.name}")
            assert meld.label == f"Anna & Ben: {gettext(first.label)}"
        assert gettext("Meld points") == {"en": "Meld points", "de": "Gemeldete Punkte"}[lang]
        game = resolved(new_game_form(), game_paths())
        start = next(s for s in game if s.target == "sides-1-start")
        assert start.label == ("Partei 2: Übertrag" if lang == "de" else "Side 2: Total carried over")
        names = NamesForm()
        names.sides.append_entry({"name": "A", "players": ["a", "b"]})
        names.sides.append_entry({"name": "B", "players": ["c", "d"]})
        resolved(names, ["sides.0.name", "sides.0.players.1", "sides.1.players.0"])
        resolved(AccountForm(), ["name", "password"])
        resolved(LeagueForm(), ["name", "ruleset"])
        resolved(SeasonForm(), ["name", "start", "end"])
        resolved(MergeForm(), ["from", "into"])
