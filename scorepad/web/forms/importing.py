"""The import form: one file, a game's JSON export. Whatever is wrong with it is said on the file's field, each
problem with its place in the file in words ("Round 4, side 2, meld_points")."""

from __future__ import annotations

from flask_babel import gettext
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from flask_wtf.file import FileField

from ...core.sizes import PROBLEMS_LISTED
from ...rules.problems import NN_, Problem
from ...words import problem_texts
from . import Summary

NUMBERED = {  # a list in the file, and how a reader names its n-th item
    "rounds": lambda n: gettext("Round %(n)d", n=n),
    "entries": lambda n: gettext("side %(n)d", n=n),
    "sides": lambda n: gettext("Side %(n)d", n=n),
    "players": lambda n: gettext("player %(n)d", n=n),
    "history": lambda n: gettext("history event %(n)d", n=n),
}
MORE = NN_("And %(n)d more problem.", "And %(n)d more problems.")


def place(path: str) -> str:
    """Where in the file a problem is, in words: list items counted from 1, other parts by the file's own key."""
    parts, said = path.split("."), []
    i = 0
    while i < len(parts):
        part = parts[i]
        if part in NUMBERED and i + 1 < len(parts) and parts[i + 1].isdigit():
            said.append(NUMBERED[part](int(parts[i + 1]) + 1))
            i += 2
            continue
        if part and not part.startswith("_"):
            said.append(f"“{part}”")
        i += 1
    return ", ".join(said)


class ImportForm(FlaskForm):
    """A game's JSON export, to start it anew on this server."""

    file = FileField(_l("The game's JSON file"))

    def show(self, problems: list[Problem]) -> list[Summary]:
        """The problems on the file's field (the first PROBLEMS_LISTED, each with its place in the file, the rest
        counted); the summary links to the field."""
        listed, more = problems[:PROBLEMS_LISTED], len(problems) - PROBLEMS_LISTED
        said = [
            f"{where}: {message}" if (where := place(path)) else message
            for path, message in problem_texts(listed).items()
        ]
        if more > 0:
            said.extend(problem_texts([Problem("", MORE[0], {"n": more}, MORE[1])]).values())
        self.file.errors = [*self.file.errors, *said]
        return [Summary(str(self.file.label.text), message, self.file.id) for message in said]
