"""League endpoints: leagues, seasons, standings, games, players, adding games and merging players."""

from __future__ import annotations

from typing import Any

from flask import Response, jsonify
from sqlalchemy import select

from ..core.errors import Invalid
from ..core.ids import db_key
from ..core.tokens import matches
from ..extensions import db
from ..leagues import ops, players
from ..leagues.export import games_csv, league_games, standings_csv
from ..leagues.standings import league_scope, standings
from ..models import Game, League, Player, Season
from ..rules.families import family_of
from ..rules.problems import N_, Problem
from ..storage.cache import cache_key, cached
from ..storage.database import found
from . import bp
from .auth import require_league_writer, wrong_token
from .games import game_response
from .records import csv_download
from .schemas.games import Game as GameShape
from .schemas.leagues import (
    AttachGame,
    LeagueCreated,
    LeagueGames,
    Leagues,
    Merge,
    NewLeague,
    NewSeason,
    PlayerRecord,
    Standings,
)
from .schemas.leagues import League as LeagueShape
from .schemas.leagues import Season as SeasonShape
from .schemas.params import LeaguePath, PlayerPath, SeasonFormat
from .spec import LEAGUES, READ, WRITE, errors


def league_json(league: League) -> dict[str, Any]:
    """A league with its rules, seasons and players."""
    listed = db.session.scalars(select(Player).where(Player.league_id == league.id).order_by(Player.name))
    return {
        "id": league.id,
        "name": league.name,
        "ruleset": {"key": league.ruleset_key, "settings": league.settings},
        "seasons": [season_json(s) for s in league.seasons],
        "players": [{"id": p.id, "name": p.name} for p in listed],
    }


def season_json(season: Season) -> dict[str, Any]:
    """A season as the API shows it."""
    return {"id": season.id, "name": season.name, "start": season.start.isoformat(), "end": season.end.isoformat()}


def found_league(league_id: str) -> League:
    """The league, or NotFound."""
    return found(League, league_id, "_league", N_("No league with this id."))


def writable_league(league_id: str) -> League:
    """The league, if the request holds its token."""
    league = found_league(league_id)
    require_league_writer(league)
    return league


def season_asked(league: League, raw: str | None) -> Season | None:
    """The season named by ?season=<id>, or None for the whole league; Invalid for a season not of this league."""
    if not raw:
        return None
    season = ops.league_season(league, raw)
    if season is None:
        raise Invalid([Problem("season", N_("No season with this id in this league."))])
    return season


@bp.post("/leagues", responses={201: LeagueCreated, **errors(400, 413, 422)}, tags=[LEAGUES], **READ)
def create_league(body: NewLeague) -> Response:
    """Start a league; the answer carries its token, shown only this once."""
    data = body.model_dump(exclude_unset=True)
    league, token = ops.create_league(data.get("name"), data.get("ruleset"), data.get("settings"))
    answer = LeagueCreated.model_validate({**league_json(league), "token": token}).model_dump(mode="json")
    response = jsonify(answer)
    response.status_code, response.headers["Location"] = 201, f"/api/leagues/{league.id}"
    response.headers["Cache-Control"] = "no-store"  # it carries the league's token
    return response


@bp.get("/leagues", responses={200: Leagues, **errors()}, tags=[LEAGUES], **READ)
def list_leagues() -> Response:
    """Every league, by name."""
    leagues = db.session.scalars(select(League).order_by(League.name))
    return jsonify({"leagues": [{"id": lg.id, "name": lg.name, "ruleset": lg.ruleset_key} for lg in leagues]})


@bp.get("/leagues/<key:league_id>", responses={200: LeagueShape, **errors(404)}, tags=[LEAGUES], **READ)
def read_league(path: LeaguePath) -> Response:
    """One league with its rules, seasons and players."""
    return jsonify(LeagueShape.model_validate(league_json(found_league(path.league_id))).model_dump(mode="json"))


@bp.post(
    "/leagues/<key:league_id>/seasons",
    responses={201: SeasonShape, **errors(400, 401, 403, 404, 413, 422)},
    tags=[LEAGUES],
    **WRITE,
)
def add_season(path: LeaguePath, body: NewSeason) -> Response:
    """Add a season (a named date range)."""
    league = writable_league(path.league_id)
    response = jsonify(
        SeasonShape.model_validate(season_json(ops.add_season(league, body.name, body.start, body.end))).model_dump(
            mode="json"
        )
    )
    response.status_code = 201
    return response


@bp.get("/leagues/<key:league_id>/standings", responses={200: Standings, **errors(404, 422)}, tags=[LEAGUES], **READ)
def league_standings(path: LeaguePath, query: SeasonFormat) -> Response:
    """Players and partnerships in rank order, for the whole league or one season (?format=csv too)."""
    league = found_league(path.league_id)
    season = season_asked(league, query.season)
    if query.format == "csv":
        family = family_of(league.ruleset_key)
        return csv_download(standings_csv(standings(league, season), family), f"standings-{league.id}.csv")
    key = cache_key("standings-json", league_scope(league, season), [league.standings_version])
    return Response(cached(key, lambda: jsonify(standings(league, season)).get_data()), mimetype="application/json")


@bp.get("/leagues/<key:league_id>/games", responses={200: LeagueGames, **errors(404, 422)}, tags=[LEAGUES], **READ)
def league_game_list(path: LeaguePath, query: SeasonFormat) -> Response:
    """Every game of the league or season, oldest first (?format=csv too)."""
    league = found_league(path.league_id)
    listed = league_games(league, season_asked(league, query.season))
    if query.format == "csv":
        return csv_download(games_csv(listed), f"games-{league.id}.csv")
    return jsonify({"games": listed})


@bp.post(
    "/leagues/<key:league_id>/games",
    responses={200: GameShape, **errors(400, 401, 403, 404, 409, 413, 422)},
    tags=[LEAGUES],
    **WRITE,
)
def add_game(path: LeaguePath, body: AttachGame) -> Response:
    """Add an existing game to the league (the league's token, and the game's token in the body)."""
    league = writable_league(path.league_id)
    game = db.session.get(Game, game_id) if (game_id := db_key(body.game)) else None
    if game is None:
        raise Invalid([Problem("game", N_("No game with this id."))])
    if not matches(game.token_hash, body.token):
        raise wrong_token(Problem("token", N_("Adding a game needs the game's own token too.")))
    return game_response(ops.attach_game(league, game.id))


@bp.post(
    "/leagues/<key:league_id>/players/merge",
    responses={200: PlayerRecord, **errors(400, 401, 403, 404, 409, 413, 422)},
    tags=[LEAGUES],
    **WRITE,
)
def merge_players(path: LeaguePath, body: Merge) -> Response:
    """Merge two records of the same person, keeping all their games."""
    league = writable_league(path.league_id)
    return jsonify(players.player_json(players.merge_players(league, body.from_, body.into)))


@bp.get("/players/<num:player_id>", responses={200: PlayerRecord, **errors(404)}, tags=[LEAGUES], **READ)
def read_player(path: PlayerPath) -> Response:
    """A player's games, partners, results, best and average round."""
    player = found(Player, path.player_id, "_player", N_("No player with this id."))
    return jsonify(players.player_json(player))
