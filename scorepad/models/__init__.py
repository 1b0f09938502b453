"""Typed models: the raw counts a table typed, frozen settings, and the numbers kept for speed."""

from .accounts import Grant, Invitation, LoginSession, Membership, RateCounter, User
from .base import utcnow
from .evenings import Evening, EveningPlayer, EveningRound, EveningTable
from .evidence import Confirmation, Photo, PhotoBlob
from .games import Entry, Event, Game, Player, Round, Seat, Side
from .idempotency import IdempotentAnswer
from .leagues import League, LeagueMeeting, LeagueShare, LeagueTally, Season

__all__ = [
    "Confirmation",
    "Entry",
    "Evening",
    "EveningPlayer",
    "EveningRound",
    "EveningTable",
    "Event",
    "Game",
    "Grant",
    "IdempotentAnswer",
    "Invitation",
    "League",
    "LeagueMeeting",
    "LeagueShare",
    "LeagueTally",
    "LoginSession",
    "Membership",
    "Photo",
    "PhotoBlob",
    "Player",
    "RateCounter",
    "Round",
    "Season",
    "Seat",
    "Side",
    "User",
    "utcnow",
]
