"""Problems found in input, tied to the field they concern, with translatable messages."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ROUND = "_round"


def N_(message: str) -> str:
    """Mark a message for translation without translating it here (the caller translates)."""
    return message


@dataclass(frozen=True)
class Problem:
    """One thing wrong with one field: a message template and the values that fill it."""

    path: str
    message: str
    params: dict[str, Any] = field(default_factory=dict)

    def text(self, translate: Any = None) -> str:
        """The message in words, translated by `translate` (a gettext) when given."""
        template = translate(self.message) if translate else self.message
        return template % self.params if self.params else template


def by_path(problems: list[Problem], translate: Any = None) -> dict[str, str]:
    """Problems keyed by field path; several problems of one field are joined in one message."""
    out: dict[str, str] = {}
    for problem in problems:
        text = problem.text(translate)
        out[problem.path] = f"{out[problem.path]} {text}" if problem.path in out else text
    return out
