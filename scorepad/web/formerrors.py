"""Showing the engine's problems next to the form fields they concern."""

from __future__ import annotations

from typing import Any

from ..rules.problems import Problem, by_path


class ProblemsOnFields:
    """A form mixin: each problem goes to the field its path names (`field_for`); the rest are returned."""

    def field_for(self, path: str) -> Any:
        """The field a problem path points at, or None."""
        raise NotImplementedError

    def show(self, problems: list[Problem], translate: Any) -> list[str]:
        """Put each problem next to its field; returns the messages that concern no single field."""
        general = []
        for path, message in by_path(problems, translate).items():
            field = self.field_for(path)
            if field is None:
                general.append(message)
            else:
                field.errors = [*field.errors, message]
        return general
