"""What the evening's pages show: a table's seats side by side, how many tables still play, the round being
played, a player still in the draw."""

from scorepad.web.evenings.shown import EveningShown, PlayerShown, RoundShown, SeatShown, TableShown


def table(number: int, state: str) -> TableShown:
    """A (2, 2) table as the draw seats it: side 0 at seats 1 and 3, side 1 at 2 and 4."""
    seats = tuple(SeatShown(f"{number}.{s}", name, (s - 1) % 2) for s, name in zip((1, 2, 3, 4), "ABCD", strict=True))
    return TableShown(number, f"g{number}", state, 2, seats)


def test_a_tables_seats_side_by_side():
    sides = table(1, "playing").sides
    assert [[s.seat for s in side] for side in sides] == [["1.1", "1.3"], ["1.2", "1.4"]]
    assert [[s.name for s in side] for side in sides] == [["A", "C"], ["B", "D"]]
    assert TableShown(2, "g", "playing", 0, ()).sides == ()


def test_tables_still_playing_and_the_round_being_played():
    first = RoundShown(1, "closed", (table(1, "finished"), table(2, "closed")), ("Eve",))
    second = RoundShown(2, "playing", (table(1, "playing"), table(2, "finished"), table(3, "playing")))
    assert first.playing_tables == 0 and second.playing_tables == 2
    assert [t.playing for t in second.tables] == [True, False, True]
    evening = EveningShown("e", "", "l", "League", "individuals", None, "points", 3, None, "playing", 7, 1,
                           rounds=(first, second))  # fmt: skip
    assert evening.current == second and evening.round(1) == first and evening.round(3) is None
    assert not evening.finished
    assert EveningShown("e", "", "l", "L", "pairs", "mitchell", "points", 3, 2, "finished", 1, 1).current is None


def test_a_player_who_left_is_out_of_the_draw():
    assert PlayerShown("p1", "Anna").present
    assert not PlayerShown("p2", "Ben", arrived=2, left=2).present
