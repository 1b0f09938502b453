"""Drawing an evening's next round and making each of its tables a league game: the league's rules, the drawn
sides in their seats, the evening's hands (its game ends after them), and a token the organiser can hand out."""

from __future__ import annotations

from ..core.errors import Conflict, Refused
from ..core.sizes import SIDE_NAME_MAX
from ..core.tokens import hash_secret
from ..extensions import db
from ..games.history import Actor
from ..games.start import NewGame, NewSide, league_rules, start_game
from ..models import Evening, EveningRound, EveningTable, Game, League, Player
from .draw import draw_round
from .errors import EveningError
from .ranking import ranking
from .results import round_results, table_games
from .rights import table_token
from .seats import Table
from .store import draw_of, drawn_rounds, names_of, partnerships, present, scoring_of

JOINED = " & "


def standings_now(evening: Evening, ruleset: str) -> tuple[int, ...]:
    """The players best first by the ranking so far (the movement by standing draws by it)."""
    results = round_results(evening, table_games(evening))
    return tuple(row.player for row in ranking(results, scoring_of(evening, ruleset)))


def draw_next(evening: Evening, league: League, by: Actor, refused: type[Refused] = Conflict) -> EveningRound:
    """Draw the evening's next round for the players present in it and start a game at each of its tables (in the
    caller's write); `refused` (a Conflict unless said) naming what the engine finds wrong (too few players, say)."""
    previous = drawn_rounds(evening)
    number = len(previous) + 1
    here = present(evening, number)
    draw = draw_of(evening, league.ruleset_key)
    pairs = partnerships(here) if draw.pairs else ()
    standings = standings_now(evening, league.ruleset_key) if evening.movement == "standing" and previous else ()
    try:
        drawn = draw_round(draw, tuple(sorted(p.player_id for p in here)), previous, pairs=pairs, standings=standings)
    except EveningError as error:
        fields = ("players", "pairs")
        raise refused([p if p.path.split(".")[0] in fields else p.at("draw.") for p in error.problems]) from error
    row = EveningRound(number=number, state="playing", byes=list(drawn.byes))
    evening.drawn.append(row)
    people = names_of({p.player_id for p in here})
    for table in drawn.tables:
        game = table_game(evening, league, table, people, by)
        row.tables.append(
            EveningTable(
                evening_id=evening.id, number=table.number, game_id=game.id, sides=[list(t) for t in table.teams]
            )
        )
    db.session.flush()
    return row


def table_game(evening: Evening, league: League, table: Table, people: dict[int, Player], by: Actor) -> Game:
    """Start one table's game: a league game of the league's rules with the drawn sides seated in order."""
    ruleset, rules = league_rules(league)
    seated = [[people[p] for p in team] for team in table.teams]
    sides = [NewSide(JOINED.join(p.name for p in team)[:SIDE_NAME_MAX], [p.name for p in team]) for team in seated]
    game, _token = start_game(NewGame(ruleset, rules, sides), by, league, seated)
    game.hands = evening.hands
    game.token_hash = hash_secret(table_token(game.id))  # the organiser's read hands this token to the table
    return game
