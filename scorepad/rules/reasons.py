"""Why each part of a score is what it is, in words the caller translates."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .problems import Translator, render


@dataclass(frozen=True)
class Reason:
    """One part of a score in words: the part, its points, a message template and the settings used."""

    part: str
    points: int
    message: str
    params: dict[str, Any] = field(default_factory=dict)
    settings: tuple[str, ...] = ()
    plural: str | None = None

    def text(self, translator: Translator | None = None, number: Callable[[int], str] | None = None) -> str:
        """The reason in words, translated when a translator is given, numbers in the reader's locale."""
        return render(self.message, self.plural, {**self.params, "points": self.points}, translator, number)
