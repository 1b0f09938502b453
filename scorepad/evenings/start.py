"""Starting a club evening in a league: its settings checked, who came found or added to the league, the
partnerships named or drawn, and round 1 drawn from a new seed (kept), each table a league game."""

from __future__ import annotations

from ..core.errors import Invalid
from ..core.tokens import new_id
from ..extensions import db
from ..games.history import Actor
from ..models import Evening, EveningPlayer, League, Player
from ..rules.problems import N_, Problem
from ..storage.database import write
from .draw import new_seed, pair_up
from .players import resolve
from .settings import EveningRequest, NewEvening, check_evening
from .store import bands_json, draw_of
from .tables import draw_next


@write
def create_evening(league: League, asked: EveningRequest, by: Actor) -> Evening:
    """Check and start an evening in the league (its organiser's: the caller checked), round 1 drawn and its
    tables' games started; Invalid or Conflict naming what is wrong, nothing stored."""
    new = check_evening(asked, league.ruleset_key)
    people = resolve(league, new.groups, set())
    evening = Evening(
        id=new_id(),
        league_id=league.id,
        name=new.name,
        form=new.form,
        movement=new.movement,
        rounds=new.rounds,
        hands=new.hands,
        scoring=new.scoring.method,
        bands=bands_json(new.scoring.bands),
        bye_score=new.scoring.bye_score,
        seed=new_seed(),
        state="playing",
        version=1,
    )
    evening.players.extend(members(evening, league, new, people))
    db.session.add(evening)
    draw_next(evening, league, by, Invalid)
    return evening


def members(evening: Evening, league: League, new: NewEvening, people: list[list[Player]]) -> list[EveningPlayer]:
    """The evening's players, with their partnerships in the pairs form (named, or drawn from the seed)."""
    if new.form != "pairs":
        return [EveningPlayer(player_id=p.id, arrived=1) for group in people for p in group]
    size = draw_of(evening, league.ruleset_key).pair_size()
    if new.named_pairs:
        wrong = [i for i, group in enumerate(people) if len(group) != size]
        if wrong:
            message = N_("A partnership is %(size)d players.")
            raise Invalid([Problem(f"pairs.{i}", message, {"size": size}, code="not_a_partnership") for i in wrong])
        teams = [tuple(p.id for p in group) for group in people]
    else:
        drawn, left_over = pair_up(tuple(p.id for group in people for p in group), evening.seed, size)
        if left_over:
            message = N_("The players make no whole partnerships: %(n)d left over.")
            raise Invalid([Problem("players", message, {"n": len(left_over)}, code="no_partner")])
        teams = list(drawn)
    return [EveningPlayer(player_id=p, pair=n, arrived=1) for n, team in enumerate(teams, start=1) for p in team]
