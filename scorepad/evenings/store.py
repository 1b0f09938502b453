"""An evening as stored, and as the engine takes it: found and locked by id, its settings as the engine's values,
its rounds drawn so far rebuilt with `seat_table`, who is present for a round, and the partnerships."""

from __future__ import annotations

from sqlalchemy import select

from ..core.errors import NotFound
from ..core.ids import db_key
from ..extensions import db, registry
from ..models import Evening, EveningPlayer, League, Player
from ..rules.problems import N_, Problem
from .bands import Band, Bands
from .evening import Evening as Draw
from .scores import Scoring
from .seats import Round, Team, seat_table

NO_EVENING = N_("No club evening with this id.")


def find_evening(evening_id: object) -> Evening | None:
    """An evening by its id, or None (an id no key could be, too)."""
    key = db_key(evening_id)
    return db.session.get(Evening, key) if key else None


def get_evening(evening_id: object) -> Evening:
    """An evening by its id, or NotFound."""
    evening = find_evening(evening_id)
    if evening is None:
        raise NotFound([Problem("_evening", NO_EVENING, code="not_found")])
    return evening


def lock_evening(evening_id: object) -> Evening:
    """An evening held for this write transaction (a row lock on PostgreSQL; SQLite's write lock is held)."""
    key = db_key(evening_id)
    evening = db.session.get(Evening, key, with_for_update=True, populate_existing=True) if key else None
    if evening is None:
        raise NotFound([Problem("_evening", NO_EVENING, code="not_found")])
    return evening


def league_of(evening: Evening) -> League:
    """The league an evening is played in."""
    league = db.session.get(League, evening.league_id)
    assert league is not None  # the foreign key holds it
    return league


def shapes_of(ruleset: str, form: str) -> tuple[tuple[int, ...], ...]:
    """The tables an evening of this rule set's family sets up (the family's declaration, never its key); fixed
    pairs sit at those whose sides are partnerships of the family's biggest size."""
    shapes = registry().family_of(ruleset).evening_shapes()
    if form != "pairs":
        return shapes
    biggest = max(shape[0] for shape in shapes)
    return tuple(shape for shape in shapes if shape[0] == biggest)


def draw_of(evening: Evening, ruleset: str) -> Draw:
    """The engine's settings of an evening's draw."""
    return Draw(evening.form, shapes_of(ruleset, evening.form), evening.seed, evening.movement)  # type: ignore[arg-type]


def bands_of(rows: list[list[int | None]]) -> Bands:
    """A band table as stored ([[up_to, winner, loser], ...])."""
    return Bands(tuple(Band(*row) for row in rows))  # type: ignore[arg-type]


def bands_json(bands: Bands) -> list[list[int | None]]:
    """A band table as stored."""
    return [[b.up_to, b.winner, b.loser] for b in bands.bands]


def scoring_of(evening: Evening, ruleset: str) -> Scoring:
    """How an evening is ranked: its method, band table and bye score, the lower total winning where the family's
    does."""
    lower = registry().family_of(ruleset).lower_wins
    return Scoring(evening.scoring, bands_of(evening.bands), evening.bye_score, lower)  # type: ignore[arg-type]


def drawn_rounds(evening: Evening) -> tuple[Round, ...]:
    """The rounds drawn so far as the engine's values (for the next draw's `previous`)."""
    return tuple(
        Round(
            drawn.number,
            tuple(seat_table(t.number, [tuple(s) for s in t.sides]) for t in drawn.tables),
            tuple(drawn.byes),
        )
        for drawn in evening.drawn
    )


def present(evening: Evening, number: int) -> list[EveningPlayer]:
    """The evening's players drawn in round `number`: arrived by then and not gone before it."""
    return [p for p in evening.players if p.arrived <= number and (p.left is None or number <= p.left)]


def partnerships(players: list[EveningPlayer]) -> tuple[Team, ...]:
    """The partnerships among these players (pairs form), each its players' ids."""
    teams: dict[int, list[int]] = {}
    for p in players:
        teams.setdefault(p.pair or 0, []).append(p.player_id)
    return tuple(tuple(sorted(team)) for _, team in sorted(teams.items()))


def names_of(ids: set[int]) -> dict[int, Player]:
    """League players by their database ids, in one query."""
    return {p.id: p for p in db.session.scalars(select(Player).where(Player.id.in_(ids)))} if ids else {}
