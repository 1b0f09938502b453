"""The engine's one error names every problem."""

from __future__ import annotations

from scorepad.evenings.errors import EveningError
from scorepad.rules.problems import Problem


def test_the_error_lists_its_problems_by_path() -> None:
    problems = [Problem("players", "A player is named twice."), Problem("bands.0", "Bad %(n)d.", {"n": 3})]
    error = EveningError(problems)
    assert isinstance(error, ValueError)
    assert error.problems == problems
    assert str(error) == "players: A player is named twice.; bands.0: Bad 3."
