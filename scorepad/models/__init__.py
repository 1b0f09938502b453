"""Typed models: the raw counts a table typed, frozen settings, and the numbers kept for speed."""

from .accounts import Grant, Invitation, LoginSession, Membership, RateCounter, User
from .base import utcnow
from .games import Entry, Event, Game, Player, Round, Seat, Side
from .leagues import League, Season, StandingsCache

__all__ = [
    "Entry",
    "Event",
    "Game",
    "Grant",
    "Invitation",
    "League",
    "LoginSession",
    "Membership",
    "Player",
    "RateCounter",
    "Round",
    "Season",
    "Seat",
    "Side",
    "StandingsCache",
    "User",
    "utcnow",
]
