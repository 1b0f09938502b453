"""Messages the engine hands out untranslated: problems tied to the field they concern, and the marks
that let the translation tools find them (the caller translates, in the reader's language)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

ROUND = "_round"
WHOLE = re.compile(r"%\((\w+)\)d")  # "%(points)d": written by the caller's `number` as text ("%(points)s")


def N_(message: str) -> str:
    """Mark a message for translation without translating it here (the caller translates)."""
    return message


def NN_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message with a plural form for translation; the count "n" of its values picks the form."""
    return singular, plural


class Translator(Protocol):
    """What a caller hands in to word a message in its reader's language (gettext and ngettext)."""

    def gettext(self, message: str) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int) -> str: ...


def render(
    message: str,
    plural: str | None,
    params: dict[str, Any],
    translator: Translator | None = None,
    number: Callable[[int], str] | None = None,
) -> str:
    """A message in words: the plural form when "n" asks for it, translated, whole numbers written by
    `number` (the reader's locale: 5,000 or 5.000) when given."""
    n = params.get("n", 1)
    if translator is None:
        template = plural if plural and n != 1 else message
    elif plural:
        template = translator.ngettext(message, plural, n)
    else:
        template = translator.gettext(message)
    if number is not None:
        params = {k: number(v) if type(v) is int else v for k, v in params.items()}
        template = WHOLE.sub(lambda m: f"%({m[1]})s" if isinstance(params.get(m[1]), str) else m[0], template)
    return template % params if params else template


@dataclass(frozen=True)
class Problem:
    """One thing wrong with one field: a message template (with its plural form, if any), its values, and a code
    that names what is wrong for a program (snake_case, never translated; "" leaves it to the answer's kind)."""

    path: str
    message: str
    params: dict[str, Any] = field(default_factory=dict)
    plural: str | None = None
    code: str = ""

    def text(self, translator: Translator | None = None, number: Callable[[int], str] | None = None) -> str:
        """The message in words, translated when a translator is given, whole numbers written by `number`."""
        return render(self.message, self.plural, self.params, translator, number)

    def at(self, prefix: str) -> Problem:
        """The same problem under a longer path ("rounds.3." + "entries.0.meld_points")."""
        return Problem(prefix + self.path, self.message, self.params, self.plural, self.code)


def by_path(
    problems: list[Problem], translator: Translator | None = None, number: Callable[[int], str] | None = None
) -> dict[str, str]:
    """Problems keyed by field path; several problems of one field are joined in one message."""
    out: dict[str, str] = {}
    for problem in problems:
        text = problem.text(translator, number)
        out[problem.path] = f"{out[problem.path]} {text}" if problem.path in out else text
    return out
