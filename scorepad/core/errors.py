"""What an operation refuses, and why: domain errors that know nothing of HTTP (the API and the pages
each turn them into answers in one place). Nothing was stored when one is raised. The problems a refusal carries
are rules/problems.py's `Problem`s; core, the ground floor, names no module above it, so it holds them as given."""

from __future__ import annotations

from typing import Any


class Refused(Exception):
    """A request the state or the input can't accept; each problem names the field it concerns. What a door
    needs besides the problems is carried by a subclass's typed attributes (games/conflicts.py)."""

    def __init__(self, problems: list[Any]) -> None:
        super().__init__(problems)
        self.problems = problems


class Invalid(Refused):
    """Input the rules refuse: a number out of bounds, a hand that can't have happened."""


class NotFound(Refused):
    """No such game, round, league, player, season or link."""


class Ended(Refused):
    """A link that worked once and no longer does: expired, used up or revoked."""


class Conflict(Refused):
    """The state refuses it now: the game is over, the round number is taken, the name is someone else's."""


class Stale(Refused):
    """Made against an older version of the game than the one stored."""


class NeedsCredentials(Refused):
    """Who asks has said nothing of who they are (no token, not signed in)."""


class NotAllowed(Refused):
    """Who asks may not do this (a wrong token, a removed phone, a viewer's role)."""
