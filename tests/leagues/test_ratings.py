"""League ratings: a finished game rates its own players only, in the order games were played; a game that
belongs before rated ones marks the ratings stale (readers see the last values and a note) until the rebuild
command, which gives what rating the games in date order by hand gives."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest
from openskill.models import PlackettLuce

from scorepad.extensions import db
from scorepad.games import rounds
from scorepad.games.rounds import RoundWrite
from scorepad.leagues.ratings import rebuild
from scorepad.leagues.standings import standings
from scorepad.models import Game, League, Player
from scorepad.storage.database import writing
from tests.games.conftest import ME

WIN = {"meld_points": 300, "natural_canastas": 1, "going_out": "out"}  # 900: over the league's target of 500
LOSS = {"meld_points": 100, "hand_points": 20}


def ratings_of(league: League) -> dict[str, tuple[float | None, float | None]]:
    """Every league player's (mu, sigma) by name, as stored."""
    db.session.expire_all()
    people = db.session.scalars(db.select(Player).where(Player.league_id == league.id))
    return {p.name: (p.rating_mu, p.rating_sigma) for p in people}


def by_hand(games: list[tuple[list[str], list[str]]]) -> dict[str, tuple[float, float]]:
    """Rate (winners, losers) games in this order with a fresh openskill model: the worked expectation."""
    model, rated = PlackettLuce(), {}
    for winners, losers in games:
        teams = [[rated.get(n) or model.rating() for n in side] for side in (winners, losers)]
        for names, team in zip((winners, losers), model.rate(teams, ranks=[1, 2]), strict=True):
            rated.update(zip(names, team, strict=True))
    return {name: (r.mu, r.sigma) for name, r in rated.items()}


@pytest.fixture
def finished(new_game: Callable[..., Game], new_league: Callable[..., League]) -> Callable[..., Game]:
    """A factory: a league game of two pairs on a date, ended by one round the first side wins."""
    league = new_league(target=500)

    def play(first: list[str], second: list[str], on: date) -> Game:
        sides = [{"name": " & ".join(first), "players": first}, {"name": " & ".join(second), "players": second}]
        game = new_game(league=league, sides=sides, played_on=on.isoformat())
        rounds.save_round(game.id, RoundWrite([WIN, LOSS]), ME)
        return db.session.get(Game, game.id)

    play.league = league  # type: ignore[attr-defined]
    return play


def test_games_in_order_rate_their_own_players_only_and_equal_a_rebuild(finished: Callable[..., Game]) -> None:
    league = finished.league  # type: ignore[attr-defined]
    finished(["Anna", "Ben"], ["Cara", "Dan"], date(2026, 3, 1))
    finished(["Cara", "Eva"], ["Anna", "Finn"], date(2026, 3, 2))
    before = ratings_of(league)
    finished(["Anna", "Cara"], ["Ben", "Dan"], date(2026, 3, 3))
    after = ratings_of(league)
    # The third game's players moved; Eva and Finn, who sat out, kept theirs to the last digit.
    assert all(after[n] != before[n] for n in ("Anna", "Ben", "Cara", "Dan"))
    assert after["Eva"] == before["Eva"] and after["Finn"] == before["Finn"]
    expected = by_hand(
        [(["Anna", "Ben"], ["Cara", "Dan"]), (["Cara", "Eva"], ["Anna", "Finn"]), (["Anna", "Cara"], ["Ben", "Dan"])]
    )
    assert after == {n: pytest.approx(v) for n, v in expected.items()}
    assert not db.session.get(League, league.id).ratings_stale
    with writing():
        rebuild(db.session.get(League, league.id))
    assert ratings_of(league) == {n: pytest.approx(v) for n, v in after.items()}


def test_a_backdated_game_marks_the_ratings_stale_until_the_rebuild(finished: Callable[..., Game]) -> None:
    league = finished.league  # type: ignore[attr-defined]
    finished(["Anna", "Ben"], ["Cara", "Dan"], date(2026, 3, 1))
    finished(["Cara", "Dan"], ["Anna", "Ben"], date(2026, 3, 8))
    last_rated = ratings_of(league)
    late = finished(["Anna", "Dan"], ["Ben", "Cara"], date(2026, 3, 4))  # a paper sheet typed in a week late
    assert not late.rated and db.session.get(League, league.id).ratings_stale
    # Readers see the last rated values, and the standings say they wait for a rebuild.
    assert ratings_of(league) == last_rated
    table = standings(db.session.get(League, league.id), None)
    assert table["ratings_stale"] is True and {r["played"] for r in table["players"]} == {3}
    # While stale, a new game isn't rated on top of the old values either.
    finished(["Anna", "Ben"], ["Cara", "Dan"], date(2026, 3, 9))
    assert ratings_of(league) == last_rated
    with writing():
        rebuild(db.session.get(League, league.id))
    expected = by_hand(
        [
            (["Anna", "Ben"], ["Cara", "Dan"]),
            (["Anna", "Dan"], ["Ben", "Cara"]),  # 4 March, between the other two
            (["Cara", "Dan"], ["Anna", "Ben"]),
            (["Anna", "Ben"], ["Cara", "Dan"]),
        ]
    )
    assert ratings_of(league) == {n: pytest.approx(v) for n, v in expected.items()}
    assert not db.session.get(League, league.id).ratings_stale
    assert standings(db.session.get(League, league.id), None)["ratings_stale"] is False


def test_a_correction_to_a_rated_game_marks_the_ratings_stale(finished: Callable[..., Game]) -> None:
    league = finished.league  # type: ignore[attr-defined]
    game = finished(["Anna", "Ben"], ["Cara", "Dan"], date(2026, 3, 1))
    rated = ratings_of(league)
    rounds.save_round(game.id, RoundWrite([LOSS, WIN], 1, correcting=True), ME)
    assert db.session.get(League, league.id).ratings_stale and ratings_of(league) == rated
    with writing():
        rebuild(db.session.get(League, league.id))
    expected = by_hand([(["Cara", "Dan"], ["Anna", "Ben"])])
    assert ratings_of(league) == {n: pytest.approx(v) for n, v in expected.items()}
