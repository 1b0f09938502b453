"""A club evening's engine (RULES.md 14): the draw of each round and the evening's ranking, pure functions of
frozen values (no Flask, no database; of Scorepad only `scorepad.rules`' problems and seating). The app keeps
the evening, its rounds and its tables' games; it calls these functions with what it kept.

The draw (`draw.py`):

    Evening(form: "pairs" | "individuals", shapes: tuple[tuple[int, ...], ...], seed: int,
            movement: "mitchell" | "standing" | None = None)          # .problems() -> list[Problem]
    new_seed() -> int                                                 # once, kept with the evening
    pair_up(players, seed, size=2) -> (pairs, left_over)              # pairs drawn when not named
    draw_round(evening, players: tuple[int, ...], previous: tuple[Round, ...] = (), *,
               pairs: tuple[tuple[int, ...], ...] = (), standings: tuple[int, ...] = ()) -> Round
    draw_problems(evening, players, previous, drawn: Round, pairs=()) -> list[Problem]   # checks.py
    input_problems(evening, players, previous, pairs=(), standings=()) -> list[Problem]  # evening.py

`shapes` are the family's tables as side sizes, given as data (no `if` on a family): Canasta, Modern American,
Hand and Foot in partnerships `((2, 2),)`; Rommé `((1, 1, 1), (1, 1, 1, 1), (1, 1, 1, 1, 1))`. `players` are
the ids present for this round (a late arrival is in them from the round after arriving, a player who left is
not; rounds already drawn never change). `pairs`: the fixed partnerships of a pairs evening (every player
present in one, each of the sides' size; a late pair arrives as a partnership). `previous`: the rounds drawn
so far, as the app stored them. `standings` (movement "standing"): player ids best first, e.g. the players of
`ranking()`'s rows. The draw's randomness is `Random` from the evening's seed and the round's number alone.

    Round(number, tables: tuple[Table, ...], byes: tuple[int, ...])   # seats.py
    Table(number, sides: tuple[tuple[Seat, ...], ...])                # .players, .teams, .shape, .side_of(p)
    Seat(player: int, name: str)                                      # name "table.seat", e.g. "1.3"
    seat_table(number, sides: list[tuple[int, ...]]) -> Table         # a stored table back as a value

Tables are numbered from 1; a side's index is its side in the table's game (side 0 first). Seats are numbered
clockwise as the game seats a table (rules/seating.py): sides alternate, so at a (2, 2) table side 0 has seats
1 and 3 and side 1 seats 2 and 4 (`seat_numbers(shape)`, `seat_side(shape, seat)`). Byes: players sitting out.

The movements: Mitchell (mitchell.py: North-South pairs stay, East-West move one table up, a phantom station for
an odd number of pairs; no repeated meeting for as many rounds as there are stations), by standing
(standing.py: 1st v 2nd, 3rd v 4th, no repeat where avoidable), individuals (partners.py: nobody partners the
same player twice — guaranteed with sides of two in any round r <= m / 2 of m seated players, and for the
n - 1 rounds of a round robin when the field stays the same and everyone plays; opponents.py: opponents
repeated as rarely as a seeded local search finds). Byes (byes.py) go round: the fewest byes first. How many
tables of which shape (layout.py): as many seated as possible, tables as even as possible, near the middle
size (Rommé: 4), fewest tables.

The ranking (`ranking.py`, `scores.py`, `bands.py`):

    Scoring(method: "points" | "victory_points" | "match_points" = "victory_points",
            bands: Bands = BURRACO_3_HANDS, bye_score: int | None = None, lower_wins: bool = False)
    Bands(bands: tuple[Band(up_to: int | None, winner: int, loser: int), ...])   # .problems(), .split(margin)
    bands(*rows) -> Bands; BURRACO_3_HANDS, BURRACO_4_HANDS, PRESETS = {"burraco_3_hands": ..., ...}
    RoundResult(number, tables: tuple[TableResult, ...], byes: tuple[int, ...] = ())
    TableResult(sides: tuple[tuple[int, ...], ...], points: tuple[int, ...],
                state: "playing" | "finished" | "closed" = "finished")
    ranking(results, scoring, players=()) -> tuple[Row, ...]
    Row(player, points, victory_points, match_points, difference, played, byes, rank)
    round_scores(result, scoring) -> dict[int, Score]                # one round, per player
    table_scores(table, scoring) -> tuple[Score, ...]                 # one table, per side
    Score(points, victory_points, match_points, difference, bye=False)

Ranked by the method's total, then victory points, point difference, points scored; equal on all share a rank.
Tables of more than two sides are scored against the table's best other side (scores.py says how).

Bad inputs: `draw_round` and `ranking` raise `EveningError` (errors.py, a ValueError) whose `problems` are
`scorepad.rules.problems.Problem`s naming the input; the `*problems` functions return them without raising.
Their messages are English templates, not yet marked for translation: the app marks the ones it shows.
"""
