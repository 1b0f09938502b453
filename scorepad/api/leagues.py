"""League endpoints: leagues, seasons, standings, players, adding games and merging players."""

from __future__ import annotations

from typing import Any

from flask import jsonify, request
from flask.typing import ResponseReturnValue
from sqlalchemy import select

from ..extensions import db
from ..games import GameError, get_game, token_matches
from ..leagues import ops
from ..leagues.export import games_csv, league_games, standings_csv
from ..leagues.players import player_json
from ..leagues.standings import standings
from ..models import League, Player, Season
from ..rules.problems import N_, Problem
from ..urls import db_key
from . import bp
from .auth import require_league_writer
from .games import csv_download, game_response, json_body


def league_json(league: League) -> dict[str, Any]:
    """A league with its rules, seasons and players."""
    players = db.session.scalars(select(Player).where(Player.league_id == league.id).order_by(Player.name))
    return {
        "id": league.id,
        "name": league.name,
        "ruleset": {"key": league.ruleset_key, "settings": league.settings},
        "seasons": [season_json(s) for s in league.seasons],
        "players": [{"id": p.id, "name": p.name} for p in players],
    }


def season_json(season: Season) -> dict[str, Any]:
    """A season as the API shows it."""
    return {"id": season.id, "name": season.name, "start": season.start.isoformat(), "end": season.end.isoformat()}


def found_league(league_id: str) -> League:
    """The league, or a 404."""
    league = db.session.get(League, league_id)
    if league is None:
        raise GameError(404, [Problem("_league", N_("No league with this id."))])
    return league


@bp.post("/leagues")
def create_league() -> ResponseReturnValue:
    """Start a league; the answer carries its token, shown only this once."""
    league, token = ops.create_league(json_body())
    return jsonify({**league_json(league), "token": token}), 201, {"Location": f"/api/leagues/{league.id}"}


@bp.get("/leagues")
def list_leagues() -> ResponseReturnValue:
    """Every league, by name."""
    leagues = db.session.scalars(select(League).order_by(League.name))
    return jsonify({"leagues": [{"id": lg.id, "name": lg.name, "ruleset": lg.ruleset_key} for lg in leagues]})


@bp.get("/leagues/<key:league_id>")
def read_league(league_id: str) -> ResponseReturnValue:
    """One league with its rules, seasons and players."""
    return jsonify(league_json(found_league(league_id)))


@bp.post("/leagues/<key:league_id>/seasons")
def add_season(league_id: str) -> ResponseReturnValue:
    """Add a season (a named date range)."""
    league = found_league(league_id)
    require_league_writer(league)
    return jsonify(season_json(ops.add_season(league, json_body()))), 201


def season_asked(league: League) -> Season | None:
    """The season named by ?season=<id>, or None for the whole league; a 422 for a season not of this league."""
    raw = request.args.get("season")
    if not raw:
        return None
    season = ops.league_season(league, raw)
    if season is None:
        raise GameError(422, [Problem("season", N_("No season with this id in this league."))])
    return season


@bp.get("/leagues/<key:league_id>/standings")
def league_standings(league_id: str) -> ResponseReturnValue:
    """Players and partnerships in rank order, for the whole league or one season (?format=csv too)."""
    league = found_league(league_id)
    table = standings(league, season_asked(league))
    if request.args.get("format") == "csv":
        return csv_download(standings_csv(table), f"standings-{league.id}.csv")
    return jsonify(table)


@bp.get("/leagues/<key:league_id>/games")
def league_game_list(league_id: str) -> ResponseReturnValue:
    """Every game of the league or season, oldest first (?format=csv too)."""
    league = found_league(league_id)
    listed = league_games(league, season_asked(league))
    if request.args.get("format") == "csv":
        return csv_download(games_csv(listed), f"games-{league.id}.csv")
    return jsonify({"games": listed})


@bp.post("/leagues/<key:league_id>/games")
def add_game(league_id: str) -> ResponseReturnValue:
    """Add an existing game to the league (the league's token, and the game's token in the body)."""
    league = found_league(league_id)
    require_league_writer(league)
    data = json_body()
    game = get_game(game_id) if (game_id := db_key(data.get("game"))) else None
    if game is None:
        raise GameError(422, [Problem("game", N_("No game with this id."))])
    if not isinstance(data.get("token"), str) or not token_matches(game, data["token"]):
        raise GameError(403, [Problem("token", N_("Adding a game needs the game's own token too."))])
    return game_response(ops.attach_game(league, game))


@bp.post("/leagues/<key:league_id>/players/merge")
def merge_players(league_id: str) -> ResponseReturnValue:
    """Merge two records of the same person, keeping all their games."""
    league = found_league(league_id)
    require_league_writer(league)
    player = ops.merge_players(league, json_body())
    return jsonify(player_json(player))


@bp.get("/players/<num:player_id>")
def read_player(player_id: str) -> ResponseReturnValue:
    """A player's games, partners, results, best and average round."""
    player = db.session.get(Player, player_id)
    if player is None:
        raise GameError(404, [Problem("_player", N_("No player with this id."))])
    return jsonify(player_json(player))
