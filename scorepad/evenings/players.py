"""Who plays an evening: league players named by id or by name (a new name joins the league on the spot), a late
arrival drawn from the next round on, and a player who leaves drawn no more (what was scored stays). A round
already drawn never changes."""

from __future__ import annotations

from typing import Any

from ..core.errors import Conflict, Invalid, NotFound
from ..extensions import db
from ..games.history import Actor
from ..games.seats import by_id, named, new_player, roster
from ..models import Evening, EveningPlayer, League, Player
from ..rules.problems import N_, Problem
from ..storage.database import write
from .settings import EveningRequest, Ref, groups_of
from .store import draw_of, league_of, lock_evening

OVER = N_("The evening is over.")


def resolve(league: League, groups: list[list[Ref]], taken: set[int]) -> list[list[Player]]:
    """The league's players for the groups asked (by id, or by name: a new name makes a new player), none of them
    twice nor among `taken` (database ids); Invalid naming the field of each one that can't be."""
    players = roster(league)
    found: list[list[Player]] = []
    problems: list[Problem] = []
    seen = set(taken)
    for group in groups:
        people = []
        for name, public_id, at in group:
            person = by_id(league, public_id) if public_id is not None else named(players, name or "")
            if person is None and public_id is not None:
                problems.append(Problem(at, N_("No player with this id in this league."), code="not_found"))
                continue
            person = person or new_player(league, name or "", players)
            db.session.flush()
            if person.id in seen:
                problems.append(Problem(at, N_("This player is at the evening already."), code="player_twice"))
            seen.add(person.id)
            people.append(person)
        found.append(people)
    if problems:
        raise Invalid(problems)
    return found


def member(evening: Evening, league: League, player_id: object) -> EveningPlayer:
    """One player of the evening by the league player's public id, or NotFound."""
    player = by_id(league, player_id) if isinstance(player_id, str) else None
    row = next((p for p in evening.players if player is not None and p.player_id == player.id), None)
    if row is None:
        raise NotFound([Problem("_player", N_("No player with this id at this evening."), code="not_found")])
    return row


@write
def arrive(evening_id: str, players: Any, by: Actor, new_players: Any = ()) -> Evening:
    """Late arrivals (league players by id or name in `players`, names new to the league in `new_players`): drawn
    from the next round on. Individuals arrive one by one or several at once; in the pairs form the players named
    arrive as one partnership. A player who left may come back."""
    evening = lock_evening(evening_id)
    if evening.state != "playing":
        raise Conflict([Problem("_evening", OVER, code="evening_over")])
    groups, _named, problems = groups_of(EveningRequest("", players, new_players=new_players))
    if problems:
        raise Invalid(problems)
    league = league_of(evening)
    here = {p.player_id: p for p in evening.players}
    gone = {pid for pid, p in here.items() if p.left is not None}
    found = [p for group in resolve(league, groups, set(here) - gone) for p in group]
    next_round = len(evening.drawn) + 1
    pair = None
    if evening.form == "pairs":
        size = draw_of(evening, league.ruleset_key).pair_size()
        if len(found) != size:
            message = N_("A partnership of %(n)d players arrives together.")
            raise Invalid([Problem("players", message, {"n": size}, code="not_a_partnership")])
        pair = max((p.pair or 0 for p in evening.players), default=0) + 1
    for person in found:
        row = here.get(person.id)
        if row is None:
            evening.players.append(EveningPlayer(player_id=person.id, pair=pair, arrived=next_round))
        else:
            row.arrived, row.left, row.pair = next_round, None, pair if pair is not None else row.pair
    evening.version += 1
    return evening


@write
def leave(evening_id: str, player_id: object, by: Actor) -> Evening:
    """A player leaves: out of the draw from the next round on (a partnership leaves together), the rounds drawn
    and what was scored staying as they are."""
    evening = lock_evening(evening_id)
    if evening.state != "playing":
        raise Conflict([Problem("_evening", OVER, code="evening_over")])
    row = member(evening, league_of(evening), player_id)
    if row.left is not None:
        raise Conflict([Problem("_player", N_("This player has left already."), code="conflict")])
    last = len(evening.drawn)
    partners = [p for p in evening.players if evening.form == "pairs" and p.pair == row.pair] or [row]
    for one in partners:
        if one.arrived > last:  # came late and never played: gone without a trace
            evening.players.remove(one)
        else:
            one.left = last
    evening.version += 1
    return evening
