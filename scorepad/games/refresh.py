"""The one path for every number kept for speed. Each write (start, add, correct, delete, restore, finish,
rename, import, merge) calls `refresh` (adding a round `refresh_added`, which scores only the new round),
which brings in line with the stored counts: each entry's score
and total, each side's total and summaries (rounds, the family's league counts, went out, won, against, place,
partnership),
the game's status, winner and margin; then it tells whoever listens (a league's standings and ratings)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import case, func, insert, select

from ..core.errors import Conflict
from ..extensions import db, registry
from ..models import Entry, Game, Round, Side
from ..rules.entries import to_json, went_out
from ..rules.family import Family
from ..rules.game import Ending, RoundOutcome, places, standing
from ..rules.problems import N_, Problem
from .confirmations import settle
from .listeners import game_changed
from .view import entries_of, rules_of, side_sizes

ROUNDS, ENTRIES = Round.__table__, Entry.__table__
NEW_ROUND, NEW_ENTRIES = insert(ROUNDS).returning(ROUNDS.c.id), insert(ENTRIES)  # their values bound per round
SUMMARIES: dict[str, Any] = {  # each side's counts over every round of its game, as one SQL aggregation
    "rounds_played": func.count(Entry.id),
    "count_1": func.coalesce(func.sum(Entry.count_1), 0),
    "count_2": func.coalesce(func.sum(Entry.count_2), 0),
    "went_out": func.coalesce(func.sum(case((Entry.went_out, 1), else_=0)), 0),
}


def league_counts(family: Family, entry: Any) -> tuple[int, int]:
    """The family's league counts one side's entry adds (0 where it declares fewer than two)."""
    first, second, *_ = [*(c.of(entry) for c in family.league_counts), 0, 0]
    return first, second


def partnership_key(side: Side) -> str:
    """The set of a side's players as one key ("3-17"); empty for a single player."""
    ids = sorted(seat.player_id for seat in side.seats)
    return "-".join(str(i) for i in ids) if len(ids) > 1 else ""


def totals_before(game: Game, number: int) -> list[int]:
    """Each side's total before round `number`: the stored totals of the round before, or the starts."""
    if number <= 1:
        return [s.start for s in game.sides]
    rows = db.session.execute(
        select(Entry.total)
        .join(Round, Round.id == Entry.round_id)
        .where(Round.game_id == game.id, Round.number == number - 1)
        .order_by(Entry.position)
    ).scalars()
    return list(rows)


def rounds_from(game: Game, number: int) -> list[Round]:
    """The stored rounds from `number` on, in order."""
    query = select(Round).where(Round.game_id == game.id, Round.number >= number).order_by(Round.number)
    return list(db.session.scalars(query))


def last_number(game: Game) -> int:
    """The number of the game's last stored round (0 before the first)."""
    return db.session.scalar(select(func.max(Round.number)).where(Round.game_id == game.id)) or 0


def replay_rounds(game: Game, since: int) -> tuple[list[RoundOutcome], list[int]]:
    """Score the stored rounds from `since` on again and store each entry's score and total; a round before
    the last may not end the game. Returns their outcomes and the totals after the last."""
    family, rules, sizes = registry().family_of(game.ruleset_key), rules_of(game), side_sizes(game)
    totals = totals_before(game, since)
    rows = rounds_from(game, since)
    outcomes: list[RoundOutcome] = []
    for i, row in enumerate(rows):
        entries = entries_of(family, row)
        outcome = family.play_round(rules, entries, totals, sizes, row.number - 1)
        if outcome.ending.over and i < len(rows) - 1:
            message = N_("This would end the game at round %(n)d, before its last round.")
            raise Conflict([Problem("_round", message, {"n": row.number})])
        keep_scores(family, row, entries, outcome)
        totals = [r.total for r in outcome.results]
        outcomes.append(outcome)
    return outcomes, totals


def refresh(game: Game, since: int | None = None) -> list[RoundOutcome]:
    """Bring every derived number of a game in line with its stored counts, re-scoring the rounds from
    `since` on (None: only the last, to know where the game stands). Returns the re-scored rounds' outcomes."""
    db.session.flush()
    family = registry().family_of(game.ruleset_key)
    was_finished = game.status == "finished"
    last = last_number(game)
    outcomes, totals = replay_rounds(game, min(since or last, last) or 1) if last else ([], totals_before(game, 1))
    stand(game, family, totals, outcomes[-1].ending if outcomes else Ending(False, None, None), last)
    settle(game, last)
    summarise(game, family.lower_wins)
    game_changed(game, was_finished)
    return outcomes


def refresh_added(game: Game, row: dict[str, Any], entries: list[Any]) -> RoundOutcome:
    """`refresh` for a new last round (`row`: the round's columns, inserted here with its entries), reading back
    nothing the write holds: the round is scored from each side's kept total (what `refresh` reads as the totals
    before it) and stored with its scores, and each side's summaries move on by the round's own counts. The round
    and its entries go in as two plain inserts (nothing reads them back as objects). Returns the round's
    outcome."""
    family, rules = registry().family_of(game.ruleset_key), rules_of(game)
    was_finished = game.status == "finished"
    outcome = family.play_round(rules, entries, [s.total for s in game.sides], side_sizes(game), row["number"] - 1)
    connection = db.session.connection()
    round_id = connection.execute(NEW_ROUND, row).scalar_one()
    stored = [
        entry_row(family, round_id, i, entry, result)
        for i, (entry, result) in enumerate(zip(entries, outcome.results, strict=True))
    ]
    connection.execute(NEW_ENTRIES, stored)
    for side, kept in zip(game.sides, stored, strict=True):
        side.rounds_played += 1
        side.count_1, side.count_2 = side.count_1 + kept["count_1"], side.count_2 + kept["count_2"]
        side.went_out += int(kept["went_out"])
    stand(game, family, [r.total for r in outcome.results], outcome.ending, row["number"])
    game.confirmed = False  # its new round has no confirmation yet: what `settle` says, without counting them
    rank(game, family.lower_wins)
    game_changed(game, was_finished)
    return outcome


def entry_row(family: Family, round_id: int, position: int, entry: Any, result: Any) -> dict[str, Any]:
    """A new entry's columns: exactly what the table typed, and what it scores (as `keep_scores` stores it)."""
    count_1, count_2 = league_counts(family, entry)
    counts = to_json(entry)
    return {
        "round_id": round_id,
        "position": position,
        "counts": counts,
        "score": result.score,
        "total": result.total,
        "went_out": went_out(entry),
        "count_1": count_1,
        "count_2": count_2,
    }


def keep_scores(family: Family, row: Round, entries: list[Any], outcome: RoundOutcome) -> None:
    """Store what a round's entries score: each one's score, total, whether it went out, the league counts."""
    for stored, entry, result in zip(row.entries, entries, outcome.results, strict=True):
        stored.score, stored.total, stored.went_out = result.score, result.total, went_out(entry)
        stored.count_1, stored.count_2 = league_counts(family, entry)


def stand(game: Game, family: Family, totals: list[int], ending: Ending, rounds: int) -> None:
    """Each side's total, and the game's status, winner and margin: as its rules end it, as the table did, or
    after its `hands` rounds (a club evening's table) as the totals stand."""
    for side, total in zip(game.sides, totals, strict=True):
        side.total = total
    if game.ended_by_table or (game.hands is not None and rounds >= game.hands and not ending.over):
        winner, margin = standing(totals, family.lower_wins)
        ending = Ending(True, winner, margin, tie=winner is None)
    game.status = "finished" if ending.over else "playing"
    game.winner, game.margin = (ending.winner, ending.margin) if ending.over else (None, None)


def summarise(game: Game, lower_wins: bool) -> None:
    """Each side's counts over every round, and who won, the best opposing total and its place."""
    counted = {
        position: row
        for position, *row in db.session.execute(
            select(Entry.position, *SUMMARIES.values())
            .join(Round, Round.id == Entry.round_id)
            .where(Round.game_id == game.id)
            .group_by(Entry.position)
        )
    }
    for side in game.sides:
        values = counted.get(side.position, [0] * len(SUMMARIES))
        for name, value in zip(SUMMARIES, values, strict=True):
            setattr(side, name, int(value))
    rank(game, lower_wins)


def rank(game: Game, lower_wins: bool) -> None:
    """Who won, each side's best opposing total, its place and its partnership."""
    totals = [s.total for s in game.sides]
    for side, place in zip(game.sides, places(totals, lower_wins), strict=True):
        others = [o.total for o in game.sides if o is not side]
        side.against = (min(others) if lower_wins else max(others)) if others else 0
        side.won = game.status == "finished" and game.winner == side.position
        side.place = place
        side.partnership = partnership_key(side)
