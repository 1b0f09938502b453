"""The one error the evening engine raises: its inputs are wrong, and its problems say which and why."""

from __future__ import annotations

from ..rules.problems import Problem


class EveningError(ValueError):
    """An input of the draw or the ranking is wrong; `problems` says what (each naming the input it concerns)."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("; ".join(f"{p.path}: {p.text()}" for p in problems))
        self.problems = problems
