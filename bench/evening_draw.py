"""Time the draw of a club evening of 40 players over 7 rounds, in every form: individuals at Canasta's tables
of two partnerships, individuals at Rommé's tables of 3 to 5, 20 fixed pairs by Mitchell and by standing.
Target: well under a second an evening. Prints figures; it is not a test.

Pure Python, in-process: each evening is drawn round by round as the app will (every round given the rounds
before it), over several seeds; wall and CPU time of this process, because the machine is shared.
"""

from __future__ import annotations

import argparse
import statistics
import time

from scorepad.evenings.draw import draw_round, pair_up
from scorepad.evenings.evening import Evening
from scorepad.evenings.seats import Round

CANASTA = ((2, 2),)
ROMME = ((1, 1, 1), (1, 1, 1, 1), (1, 1, 1, 1, 1))
FORMS = {
    "individuals, Canasta 2-2": ("individuals", CANASTA, None),
    "individuals, Rommé 3-5": ("individuals", ROMME, None),
    "pairs, Mitchell": ("pairs", CANASTA, "mitchell"),
    "pairs, by standing": ("pairs", CANASTA, "standing"),
}


def evening(form: str, shapes: tuple[tuple[int, ...], ...], movement: str | None, players: int, rounds: int,
            seed: int) -> tuple[float, float]:  # fmt: skip
    """Draw one evening; its wall and CPU seconds."""
    settings = Evening(form, shapes, seed, movement)  # type: ignore[arg-type]
    present = tuple(range(1, players + 1))
    pairs = pair_up(present, seed)[0] if form == "pairs" else ()
    drawn: tuple[Round, ...] = ()
    wall, cpu = time.perf_counter(), time.process_time()
    for number in range(1, rounds + 1):
        standings = tuple(sorted(present, key=lambda p: (p * 7919 + number) % 101))  # a standing that moves
        drawn += (draw_round(settings, present, drawn, pairs=pairs, standings=standings),)
    return time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    """Print the median and the slowest evening of each form."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seeds", type=int, default=20, help="evenings drawn per form (seeds 0, 1, ...)")
    args = parser.parse_args()
    print(f"{args.players} players, {args.rounds} rounds, {args.seeds} seeds each")
    print(f"{'form':<28}{'median wall':>12}{'max wall':>10}{'median CPU':>12}")
    for name, (form, shapes, movement) in FORMS.items():
        times = [evening(form, shapes, movement, args.players, args.rounds, seed) for seed in range(args.seeds)]
        walls, cpus = [t[0] for t in times], [t[1] for t in times]
        print(
            f"{name:<28}{statistics.median(walls) * 1000:>10.1f}ms{max(walls) * 1000:>8.1f}ms"
            f"{statistics.median(cpus) * 1000:>10.1f}ms"
        )


if __name__ == "__main__":
    main()
