"""A league player's record: games, partners, results over time, best and average round."""

from __future__ import annotations

from typing import Any

from sqlalchemy import and_, func, select, update
from sqlalchemy.orm import aliased

from ..core.errors import Conflict, Invalid
from ..core.sizes import PLAYER_NAME_MAX
from ..extensions import db, registry
from ..games.refresh import refresh
from ..games.seats import by_id, named
from ..models import Entry, EveningPlayer, Game, League, Player, Round, Seat, Side
from ..rules.problems import N_, Problem
from ..rules.typed_names import clean_name
from ..storage.database import write
from .ratings import invalidate, ordinal, touch


def games_of(player: Player) -> list[Game]:
    """Every game a player sat in."""
    ids = select(Side.game_id).join(Seat, Seat.side_id == Side.id).where(Seat.player_id == player.id)
    return list(db.session.scalars(select(Game).where(Game.id.in_(ids))))


@write
def merge_players(league: League, source_id: Any, target_id: Any) -> Player:
    """Merge two records of the same person: every game of `from` moves to `into`, `from` is removed."""
    found = {k: by_id(league, v) for k, v in (("from", source_id), ("into", target_id))}
    problems = [Problem(k, N_("No player with this id in this league.")) for k, p in found.items() if p is None]
    if problems:
        raise Invalid(problems)
    source, target = found["from"], found["into"]
    assert source is not None and target is not None
    if source.id == target.id:
        raise Invalid([Problem("into", N_("A player can't be merged into themself."))])
    if db.session.scalar(select(EveningPlayer.id).where(EveningPlayer.player_id == source.id).limit(1)):
        message = N_("A player of a club evening can't be merged into another: the evening's draw names them.")
        raise Conflict([Problem("from", message)])
    shared = {g.id for g in games_of(source)} & {g.id for g in games_of(target)}
    if shared:
        raise Conflict([Problem("into", N_("These two played in the same game, so they are two people."))])
    games = games_of(source)
    db.session.execute(update(Seat).where(Seat.player_id == source.id).values(player_id=target.id))
    db.session.flush()
    db.session.expire_all()
    db.session.delete(db.session.get(Player, source.id))
    for game in games:
        refresh(db.session.get(Game, game.id))
    invalidate(db.session.get(League, league.id))
    return db.session.get(Player, target.id)


@write
def rename_player(league: League, player_id: Any, name: Any) -> Player:
    """Change a league player's own name (the owner's, on the league page): every game shows the new name."""
    person = by_id(league, player_id)
    if person is None:
        raise Invalid([Problem("player", N_("No player with this id in this league."))])
    clean, problems = clean_name("name", name, PLAYER_NAME_MAX)
    if problems or clean is None:
        raise Invalid(problems)
    others = [p for p in db.session.scalars(select(Player).where(Player.league_id == league.id)) if p is not person]
    if named(others, clean) is not None:  # "karl" would be Karl in every game typed from now on
        raise Conflict([Problem("name", N_("Another player of this league has this name."))])
    person.name = clean
    for game in games_of(person):
        refresh(game)
    touch(league)  # its standings show the name, played or not
    return person


def player_games(player: Player) -> list[dict[str, Any]]:
    """Every game of the player, oldest first: date, own side, partners, opponents, totals, result."""
    sides = db.session.scalars(
        select(Side)
        .join(Seat, Seat.side_id == Side.id)
        .join(Game, Game.id == Side.game_id)
        .where(Seat.player_id == player.id)
        .order_by(Game.played_on, Game.created_at)
    ).all()
    games = []
    for side in sides:
        game = side.game
        others = [s for s in game.sides if s is not side]
        games.append(
            {
                "id": game.id,
                "played_on": game.played_on.isoformat(),
                "status": game.status,
                "side": side.name,
                "partners": [
                    {"id": s.player.public_id, "name": s.player.name} for s in side.seats if s.player_id != player.id
                ],
                "opponents": [s.name for s in others],
                "total": side.total,
                "against": side.against,
                "won": side.won,
            }
        )
    return games


def lower_wins(player: Player) -> bool:
    """Whether the player's games are won by the lowest total (a league of Rommé, say): their league's family,
    or for a player of a casual game that game's."""
    key = db.session.scalar(select(League.ruleset_key).where(League.id == player.league_id))
    if key is None:
        key = db.session.scalar(
            select(Game.ruleset_key)
            .join(Side, Side.game_id == Game.id)
            .join(Seat, Seat.side_id == Side.id)
            .where(Seat.player_id == player.id)
            .limit(1)
        )
    return registry().family_of(key).lower_wins if key in registry().rulesets else False


def round_figures(player: Player) -> tuple[dict[str, Any] | None, float | None]:
    """The player's best round (game, round, score: the lowest where the lowest total wins) and average round
    score, from the stored scores."""
    side = aliased(Side)
    scores = (
        select(Entry.score, Round.number, Round.game_id)
        .join(Round, Round.id == Entry.round_id)
        .join(side, and_(side.game_id == Round.game_id, side.position == Entry.position))
        .join(Seat, Seat.side_id == side.id)
        .where(Seat.player_id == player.id)
    )
    best_first = Entry.score.asc() if lower_wins(player) else Entry.score.desc()
    best = db.session.execute(scores.order_by(best_first, Round.game_id, Round.number).limit(1)).first()
    average = db.session.scalar(select(func.avg(scores.subquery().c.score)))
    best_json = {"game": best.game_id, "round": best.number, "score": best.score} if best else None
    return best_json, (float(average) if average is not None else None)


def player_json(player: Player) -> dict[str, Any]:
    """Everything the player page shows, as the API gives it."""
    games = player_games(player)
    partners: dict[str, dict[str, Any]] = {}
    for game in games:
        for partner in game["partners"]:
            partners.setdefault(partner["id"], {**partner, "games": 0})["games"] += 1
    best, average = round_figures(player)
    finished = [g for g in games if g["status"] == "finished"]
    return {
        "id": player.public_id,
        "name": player.name,
        "league": player.league_id,
        "rating": round(ordinal(player), 2),
        "played": len(finished),
        "won": sum(1 for g in finished if g["won"]),
        "games": games,
        "partners": sorted(partners.values(), key=lambda p: (-p["games"], p["name"])),
        "best_round": best,
        "average_round": average,
    }
