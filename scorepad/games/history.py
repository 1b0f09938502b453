"""A game's history: who changed what, and when. Every write adds one event in its own transaction."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import insert, inspect, select

from ..extensions import db
from ..models import Event, Game, utcnow
from ..storage.paging import Ask, Page, paged


@dataclass(frozen=True)
class Actor:
    """Who makes a change, as data (worded when shown): a phone, a user, a token, the API, an import."""

    kind: str
    name: str = ""

    @property
    def text(self) -> str:
        """The actor as the API's history shows it ("phone 1a2b", "user Anna", "api")."""
        return f"{self.kind} {self.name}".strip()


API = Actor("api")
NEW_EVENT = insert(Event.__table__)  # its values bound per event


def record(game: Game, action: str, number: int | None, before: Any, after: Any, by: Actor, bump: bool = True) -> None:
    """Add a history event and (unless it is the game's creation) mark the game changed: a new version. The event
    of a stored game goes in as a plain insert at once (nothing reads it back as an object); a new game's waits
    for the game's own row, with the session's flush."""
    values = {"action": action, "round": number, "before": before, "after": after, "by_kind": by.kind}
    if inspect(game).persistent:
        db.session.connection().execute(NEW_EVENT, {"game_id": game.id, "by_name": by.name, **values})
    else:
        db.session.add(Event(game_id=game.id, by_name=by.name, **values))
    if bump:
        game.version += 1
        game.updated_at = utcnow()


def events_of(game: Game) -> list[Event]:
    """Every event of a game, oldest first."""
    return list(db.session.scalars(select(Event).where(Event.game_id == game.id).order_by(Event.id)))


def events_page(game: Game, ask: Ask) -> Page[Event]:
    """One page of a game's events, oldest first (a long history is read a page at a time)."""
    rows = db.session.scalars(paged(select(Event).where(Event.game_id == game.id), [Event.id], ask)).all()
    return Page.of(list(rows), ask, key=lambda e: (e.id,))


def own_events_after(game: Game, skipped: int) -> list[Event]:
    """The game's own events (not copied from an imported file), oldest first, after the first `skipped` of
    them: what a following page hasn't shown yet, read without the rest of a long history."""
    query = select(Event).where(Event.game_id == game.id, Event.imported.is_(False)).order_by(Event.id)
    return list(db.session.scalars(query.offset(skipped)))


def newest_event(game: Game) -> Event | None:
    """The game's latest event."""
    return db.session.scalars(select(Event).where(Event.game_id == game.id).order_by(Event.id.desc()).limit(1)).first()


def newest_round_event(game: Game) -> Event | None:
    """The game's latest event about a round (added, corrected, deleted, restored)."""
    query = select(Event).where(Event.game_id == game.id, Event.round.is_not(None))
    return db.session.scalars(query.order_by(Event.id.desc()).limit(1)).first()


def last_event(game: Game, number: int) -> Event | None:
    """The newest event about one round of a game."""
    return db.session.scalars(
        select(Event).where(Event.game_id == game.id, Event.round == number).order_by(Event.id.desc()).limit(1)
    ).first()


def added_records(game: Game, number: int) -> list[Any]:
    """Every round this game's history says was added at this number, as it was added."""
    found = select(Event.after).where(Event.game_id == game.id, Event.round == number, Event.action == "round_added")
    return list(db.session.scalars(found))
