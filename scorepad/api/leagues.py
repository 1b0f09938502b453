"""League endpoints: leagues, seasons, standings, games, players, adding games and merging players."""

from __future__ import annotations

from typing import Any

from flask import Response, jsonify
from flask_login import current_user
from flask_openapi3 import APIBlueprint

from ..core.errors import Invalid, NotFound
from ..core.tokens import matches
from ..extensions import registry
from ..games.view import find_game
from ..leagues import changes, players
from ..leagues.export import games_csv, league_games, league_games_page, standings_csv
from ..leagues.standings import standings
from ..leagues.view import get_league, get_player, league_players, league_season, leagues_page
from ..models import League, Season
from ..rules.problems import N_, Problem
from ..serving.headers import PERSONAL
from ..storage.paging import Ask, side_by_side
from .auth import require_league_reader, require_league_writer, wrong_token
from .cors import opened
from .games import game_response, ruleset_problems
from .http import created, next_page, tagged_read
from .records import csv_download
from .schemas.leagues import AttachGame, LeagueGames, Leagues, Merge, NewSeason, PlayerRecord
from .schemas.leagues import Season as SeasonShape
from .schemas.params import PAGE, PAGE_MAX, LeaguePath, PageQuery, PlayerPath, SeasonFormat, SeasonOnly, SeasonPath
from .schemas.shapes import Shapes, current_shapes
from .spec import CSV_ANSWER, READ, READ_MAYBE, WRITE, answers, taking
from .spec import LEAGUES as LEAGUES_TAG


def league_json(league: League) -> dict[str, Any]:
    """A league with its rules, seasons and players, in its family's shape."""
    listed = league_players(league)
    family = registry().family_of(league.ruleset_key).key
    data = {
        "family": family,
        "id": league.id,
        "name": league.name,
        "ruleset": {"key": league.ruleset_key, "settings": league.settings},
        "seasons": [season_json(s) for s in league.seasons],
        "players": [{"id": p.public_id, "name": p.name} for p in listed],
        "visibility": league.visibility,
    }
    return current_shapes().leagues[family]["league"].model_validate(data).model_dump(mode="json")


def season_json(season: Season) -> dict[str, Any]:
    """A season as the API shows it."""
    return {"id": season.id, "name": season.name, "start": season.start.isoformat(), "end": season.end.isoformat()}


def readable_league(league_id: str) -> League:
    """The league, if the request may see it (auth.require_league_reader)."""
    league = get_league(league_id)
    require_league_reader(league)
    return league


def kept_by_whom(response: Response, league: League) -> Response:
    """A league seen by its members only is answered for who asks: kept by their browser alone; a public league's
    answer is open to pages of any origin (cors.py)."""
    if league.visibility != "public":
        response.headers["Cache-Control"] = PERSONAL
    return opened(response, league)


def writable_league(league_id: str) -> League:
    """The league, if the request holds its token."""
    league = get_league(league_id)
    require_league_writer(league)
    return league


def season_asked(league: League, raw: str | None) -> Season | None:
    """The season named by ?season=<id>, or None for the whole league; Invalid for a season not of this league."""
    if not raw:
        return None
    season = league_season(league, raw)
    if season is None:
        raise Invalid([Problem("season", N_("No season with this id in this league."))])
    return season


def page_asked(query: Any) -> Ask:
    """The page of a list asked for (`limit`, `after`)."""
    return Ask.read(query.limit, query.after, default=PAGE, most=PAGE_MAX)


def create_league(body: Any) -> Response:
    """Start a league.

    A league plays one family by one rule set and its house rules; the answer carries its token, shown only this
    once (adding seasons and games, merging players need it)."""
    asked = body.root
    if problems := ruleset_problems(asked.ruleset, asked.family):
        raise Invalid(problems)
    settings = asked.model_dump(exclude_unset=True).get("settings")
    league, token = changes.create_league(asked.name, asked.ruleset, settings, visibility=asked.visibility)
    data = {**league_json(league), "token": token}
    family = registry().family_of(league.ruleset_key).key
    answer = current_shapes().leagues[family]["created"].model_validate(data).model_dump(mode="json")
    return created(answer, ".read_league", league_id=league.id)


def list_leagues(query: PageQuery) -> Response:
    """List the leagues.

    The public leagues and those of the member signed in on this browser, by name, a page at a time (500 unless
    `limit` says; `next` and the `Link` header give the following page). Conditional: If-None-Match with the page's
    ETag answers 304 while it reads the same."""
    ask = page_asked(query)
    page = leagues_page(ask, current_user.id if current_user.is_authenticated else None)
    listed = [
        {"id": lg.id, "name": lg.name, "family": registry().family_of(lg.ruleset_key).key, "ruleset": lg.ruleset_key}
        for lg in page.items
    ]
    link = next_page(".list_leagues", page.after)
    body = Leagues.model_validate({"leagues": listed, "next": link})
    response = tagged_read("leagues", "leagues", body.model_dump(mode="json", exclude_unset=True), link=link)
    response.headers["Cache-Control"] = PERSONAL  # which leagues depends on who asks
    return response


def read_league(path: LeaguePath) -> Response:
    """Read a league.

    Its family, rule set and every setting, its seasons and its players. Conditional: If-None-Match with its
    ETag answers 304 while it reads the same."""
    league = readable_league(path.league_id)
    return kept_by_whom(tagged_read("league", league.id, league_json(league)), league)


def add_season(path: LeaguePath, body: NewSeason) -> Response:
    """Add a season.

    A named date range of the league (the league's token): a game's date decides its season."""
    league = writable_league(path.league_id)
    season = changes.add_season(league, body.name, body.start, body.end)
    data = SeasonShape.model_validate(season_json(season)).model_dump(mode="json")
    return created(data, ".read_season", league_id=league.id, season_id=season.id)


def read_season(path: SeasonPath) -> Response:
    """Read a season.

    Its name, first and last day. Conditional: If-None-Match with its ETag answers 304 while it reads the same."""
    league = readable_league(path.league_id)
    season = league_season(league, path.season_id)
    if season is None:
        raise NotFound([Problem("_season", N_("No season with this id in this league."))])
    data = SeasonShape.model_validate(season_json(season)).model_dump(mode="json")
    return kept_by_whom(tagged_read("league", f"{path.league_id}/seasons/{season.id}", data), league)


def league_standings(path: LeaguePath, query: SeasonFormat) -> Response:
    """Read a league's standings.

    Players and partnerships in rank order, ranked the family's way (only finished games count), for the whole
    league or one season, a page at a time (up to 500 rows of each unless `limit` says; `next` and the `Link`
    header give the following page). `format=csv` (API 1.0) is deprecated: read_standings_csv answers the CSV.
    Conditional: If-None-Match with the page's ETag answers 304 while it reads the same."""
    league = readable_league(path.league_id)
    season = season_asked(league, query.season)
    family = registry().family_of(league.ruleset_key)
    table = standings(league, season)
    if query.format == "csv":
        return kept_by_whom(csv_download(standings_csv(table, family), f"standings-{league.id}.csv"), league)
    (people, pairs), after = side_by_side([table["players"], table["partnerships"]], page_asked(query))
    link = next_page(".league_standings", after, league_id=league.id)
    data = {**table, "family": family.key, "players": people, "partnerships": pairs, "next": link}
    shape = current_shapes().leagues[family.key]["standings"]
    shown = shape.model_validate(data).model_dump(mode="json", exclude_unset=True)
    return kept_by_whom(tagged_read("standings-page", league.id, shown, link=link), league)


def league_game_list(path: LeaguePath, query: SeasonFormat) -> Response:
    """List a league's games.

    Every game of the league or one season, oldest first: date, status, result, sides with players and totals,
    a page at a time (500 unless `limit` says; `next` and the `Link` header give the following page).
    `format=csv` (API 1.0) is deprecated: list_league_games_csv answers the CSV. Conditional: If-None-Match with
    the page's ETag answers 304 while it reads the same."""
    league = readable_league(path.league_id)
    season = season_asked(league, query.season)
    if query.format == "csv":
        return kept_by_whom(csv_download(games_csv(league_games(league, season)), f"games-{league.id}.csv"), league)
    page = league_games_page(league, season, page_asked(query))
    link = next_page(".league_game_list", page.after, league_id=league.id)
    body = LeagueGames.model_validate({"games": page.items, "next": link})
    return kept_by_whom(
        tagged_read("league-games", league.id, body.model_dump(mode="json", exclude_unset=True), link=link), league
    )


def read_standings_csv(path: LeaguePath, query: SeasonOnly) -> Response:
    """Read a league's standings as CSV.

    Every player and partnership in rank order (the whole table), for the whole league or one season."""
    league = readable_league(path.league_id)
    table = standings(league, season_asked(league, query.season))
    family = registry().family_of(league.ruleset_key)
    return kept_by_whom(csv_download(standings_csv(table, family), f"standings-{league.id}.csv"), league)


def list_league_games_csv(path: LeaguePath, query: SeasonOnly) -> Response:
    """List a league's games as CSV.

    Every game of the league or one season (the whole list), oldest first, a line per side."""
    league = readable_league(path.league_id)
    games = league_games(league, season_asked(league, query.season))
    return kept_by_whom(csv_download(games_csv(games), f"games-{league.id}.csv"), league)


def attach_game_to_league(path: LeaguePath, body: AttachGame) -> Response:
    """Attach a game to a league.

    An existing casual game of the league's family joins the league (the league's token, and the game's own token
    in the body); its players become the league's players of the same names."""
    league = writable_league(path.league_id)
    game = find_game(body.game)
    if game is None:
        raise Invalid([Problem("game", N_("No game with this id."), code="not_found")])
    if not matches(game.token_hash, body.token):
        raise wrong_token(Problem("token", N_("Adding a game needs the game's own token too.")))
    return game_response(changes.attach_game(league, game.id))


def merge_players(path: LeaguePath, body: Merge) -> Response:
    """Merge two players.

    Two records of the same person become one: every game of `from` moves to `into`, which answers."""
    league = writable_league(path.league_id)
    return jsonify(players.player_json(players.merge_players(league, body.from_, body.into)))


def read_player(path: PlayerPath) -> Response:
    """Read a player.

    A player's games, partners, results, best and average round. Conditional: If-None-Match with its ETag
    answers 304 while it reads the same."""
    player = get_player(path.player_id)
    league = readable_league(player.league_id) if player.league_id else None  # a league's player: as it is seen
    data = PlayerRecord.model_validate(players.player_json(player)).model_dump(mode="json")
    answer = tagged_read("player", player.public_id, data)
    return kept_by_whom(answer, league) if league is not None else answer


def declare(bp: APIBlueprint, shapes: Shapes) -> None:
    """The league routes, in the shapes of this app's families."""
    tags, league, season = [LEAGUES_TAG], "/leagues/<key:league_id>", "/leagues/<key:league_id>/seasons"
    created = answers(shapes.league_created, status=201)
    bp.post("/leagues", responses=created, tags=tags, **READ)(taking(create_league, shapes.new_league))
    bp.get("/leagues", responses=answers(Leagues, not_modified=True), tags=tags, **READ)(list_leagues)
    bp.get(league, responses=answers(shapes.league, not_modified=True), tags=tags, **READ_MAYBE)(read_league)
    bp.post(season, responses=answers(SeasonShape, status=201), tags=tags, **WRITE)(add_season)
    bp.get(f"{season}/<num:season_id>", responses=answers(SeasonShape, not_modified=True), tags=tags, **READ_MAYBE)(
        read_season
    )
    standings_read = answers(shapes.standings, not_modified=True)
    bp.get(f"{league}/standings", responses=standings_read, tags=tags, **READ_MAYBE)(league_standings)
    games_read = answers(LeagueGames, not_modified=True)
    bp.get(f"{league}/games", responses=games_read, tags=tags, **READ_MAYBE)(league_game_list)
    csv = {200: CSV_ANSWER}
    bp.get(f"{league}/standings.csv", responses=csv, tags=tags, **READ_MAYBE)(read_standings_csv)
    bp.get(f"{league}/games.csv", responses=csv, tags=tags, **READ_MAYBE)(list_league_games_csv)
    bp.post(f"{league}/games", responses=answers(shapes.game), tags=tags, **WRITE)(attach_game_to_league)
    bp.post(f"{league}/players/merge", responses=answers(PlayerRecord), tags=tags, **WRITE)(merge_players)
    player_read = answers(PlayerRecord, not_modified=True)
    bp.get("/players/<key:player_id>", responses=player_read, tags=tags, **READ_MAYBE)(read_player)
