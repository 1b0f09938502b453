"""What a write refuses because of the game's state, as typed errors: each carries what a door shows about it
(the other phone's round, the next free number, the version as it is now), so a door maps the type to its
answer and never reads a message to find out what happened. Nothing was stored when one is raised."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.errors import Conflict, Stale
from ..rules import entries as declared_entries
from ..rules.problems import N_, Problem
from .history import Actor


@dataclass(frozen=True)
class StoredRound:
    """A round as another phone stored it: its number, its entries (the family's typed values), the round's
    version, who wrote it last (None when the history names nobody) and the round as it was before that last
    change (as history keeps it; None when the history holds none: the round was added, not changed)."""

    number: int
    entries: list[Any]
    version: int
    by: Actor | None
    before: dict[str, Any] | None = None

    @property
    def record(self) -> dict[str, Any]:
        """The round as history keeps it: its number and raw entries."""
        return {"number": self.number, "entries": [declared_entries.to_json(e) for e in self.entries]}


class GameOver(Conflict):
    """The game is over: no round is added until the last one is corrected or deleted."""

    def __init__(self) -> None:
        super().__init__(
            [Problem("_round", N_("The game is over; correct or delete the last round first."), code="game_over")]
        )


class GameFull(Conflict):
    """The game holds as many rounds as a game may."""

    def __init__(self, most: int) -> None:
        super().__init__(
            [Problem("_round", N_("A game holds at most %(n)d rounds."), {"n": most}, code="too_many_rounds")]
        )
        self.most = most


class NumberTaken(Conflict):
    """A new round's number is not the next free one: another phone stored a round there (`theirs`), or
    rounds before it were never stored (a round discarded from a phone's outbox; `theirs` is None)."""

    def __init__(self, number: int, next_number: int, theirs: StoredRound | None) -> None:
        said, code = N_("Round %(n)d is already recorded; the next is %(next)d."), "round_taken"
        if number > next_number:
            said, code = N_("Round %(n)d can't be recorded yet; the next is %(next)d."), "round_not_next"
        super().__init__([Problem("number", said, {"n": number, "next": next_number}, code=code)])
        self.number, self.next, self.theirs = number, next_number, theirs


class IdTaken(Conflict):
    """A phone's round id already names another round of the game (`number`): the same id again must carry the
    same round, else the second body would be dropped unseen."""

    def __init__(self, phone_id: str, number: int) -> None:
        said = N_("The round id %(id)s already names round %(n)d, with other counts: give a new round a new id.")
        super().__init__([Problem("id", said, {"id": phone_id, "n": number}, code="round_id_taken")])
        self.phone_id, self.number = phone_id, number


class RoundChanged(Conflict):
    """A correction opened on an older version of the round: `theirs` is the round as it is now (and as it was
    before their change), `yours` the round as this correction would store it (as history keeps it), so a door
    shows what each changes and nobody overwrites what they haven't seen."""

    def __init__(self, theirs: StoredRound, yours: dict[str, Any] | None = None) -> None:
        problem = Problem(
            "_round",
            N_("Round %(n)d was changed on another phone meanwhile."),
            {"n": theirs.number},
            code="changed_elsewhere",
        )
        super().__init__([problem])
        self.theirs, self.yours = theirs, yours


class VersionChanged(Stale):
    """A write made against an older version of the game than the one stored (`version`)."""

    def __init__(self, version: int) -> None:
        super().__init__([Problem("_game", N_("The game changed meanwhile; reload it and try again."), code="stale")])
        self.version = version


def expect_version(version: int, expected: int | None) -> None:
    """Refuse a write made against another version of the game than `version` (None: any version will do)."""
    if expected is not None and expected != version:
        raise VersionChanged(version)
