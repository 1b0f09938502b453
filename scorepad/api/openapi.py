"""The API described as an OpenAPI 3.1 document, built in code and served at /api/openapi.json."""

from __future__ import annotations

from functools import cache
from typing import Any

from flask import jsonify
from flask.typing import ResponseReturnValue

from ..newgame import PLAYER_NAME_MAX, SIDE_NAME_MAX, START_LIMIT
from ..rules.entries import COUNT_FIELDS, GOING_OUT_WAYS, POINT_FIELDS
from ..rules.overrides import ENUMS, FLAGS, MAX_SETTING, POINTS, RANGES, SETTING_NAMES
from ..rules.parse import MAX_COUNT, MAX_POINTS
from ..rules.scoring import PARTS
from ..rules.seating import ROTATIONS
from ..rules.settings import CARD_CLASSES, PRESETS
from . import bp

Schema = dict[str, Any]

# ---- small helpers for repeated shapes ---------------------------------------------------------


def ref(name: str) -> Schema:
    """A reference to a shared schema."""
    return {"$ref": f"#/components/schemas/{name}"}


def integer(**limits: Any) -> Schema:
    """A JSON integer, with optional limits (minimum, maximum, multipleOf)."""
    return {"type": "integer", **limits}


def text(**limits: Any) -> Schema:
    """A JSON string."""
    return {"type": "string", **limits}


def nullable(schema: Schema) -> Schema:
    """The schema, or null."""
    return {"anyOf": [schema, {"type": "null"}]}


def array(items: Schema, **limits: Any) -> Schema:
    """A JSON array of one kind of item."""
    return {"type": "array", "items": items, **limits}


def closed(properties: dict[str, Schema], required: list[str] | None = None, description: str = "") -> Schema:
    """An object with exactly these properties (all of them required unless `required` says otherwise)."""
    out: Schema = {
        "type": "object",
        "properties": properties,
        "required": list(properties) if required is None else required,
        "additionalProperties": False,
    }
    if description:
        out["description"] = description
    return out


def mapping(values: Schema, description: str = "") -> Schema:
    """An object of free keys, every value of one kind."""
    out: Schema = {"type": "object", "additionalProperties": values}
    if description:
        out["description"] = description
    return out


def json_body(schema: Schema) -> dict[str, Any]:
    """Content of an application/json body."""
    return {"application/json": {"schema": schema}}


def answer(description: str, schema: Schema | None = None, headers: dict[str, Any] | None = None) -> dict[str, Any]:
    """A response, with a JSON body when `schema` is given."""
    out: dict[str, Any] = {"description": description}
    if schema is not None:
        out["content"] = json_body(schema)
    if headers:
        out["headers"] = headers
    return out


def error(name: str) -> dict[str, str]:
    """A reference to a shared error response."""
    return {"$ref": f"#/components/responses/{name}"}


def header(name: str) -> dict[str, str]:
    """A reference to a shared response header."""
    return {"$ref": f"#/components/headers/{name}"}


def parameter(name: str) -> dict[str, str]:
    """A reference to a shared parameter."""
    return {"$ref": f"#/components/parameters/{name}"}


ETAG = {"ETag": header("ETag")}
WRITER = [{"bearer": []}]


def operation(
    op_id: str,
    summary: str,
    responses: dict[str, Any],
    *,
    tag: str = "games",
    body: Schema | None = None,
    params: list[Any] | None = None,
    writer: bool = False,
    optional_auth: bool = False,
) -> dict[str, Any]:
    """One operation: its answers, any JSON body and parameters; writes need a token (optional: sometimes)."""
    out: dict[str, Any] = {"operationId": op_id, "summary": summary, "tags": [tag]}
    if params:
        out["parameters"] = params
    if body is not None:
        out["requestBody"] = {"required": True, "content": json_body(body)}
    errors: dict[str, Any] = {}
    if body is not None:
        errors |= {"400": error("BadRequest"), "413": error("TooLarge")}
    if writer or optional_auth:
        out["security"] = WRITER if writer else [{}, *WRITER]
        errors |= {"401": error("Unauthorized"), "403": error("Forbidden")}
    out["responses"] = {**responses, **errors, "default": error("Error")}
    return out


# ---- the shapes -------------------------------------------------------------------------------


def setting_schemas() -> dict[str, Schema]:
    """Every rule setting's JSON value, as the API shows and accepts it."""
    points = integer(minimum=0, maximum=MAX_SETTING, multipleOf=5)
    out: dict[str, Schema] = {}
    for name in SETTING_NAMES:
        if name in ENUMS:
            out[name] = {"type": "string", "enum": list(ENUMS[name])}
        elif name in FLAGS:
            out[name] = {"type": "boolean"}
        elif name in RANGES:
            out[name] = integer(minimum=RANGES[name][0], maximum=RANGES[name][1])
        elif name in POINTS:
            out[name] = {**points, "minimum": 5} if name == "target" else points
        elif name == "target_single_players":
            out[name] = nullable({**points, "minimum": 5})
        elif name == "card_values":
            out[name] = closed(
                {c: {**points, "minimum": 5} for c in CARD_CLASSES}, required=[], description="Points per card class."
            )
        elif name == "red_three_totals":
            out[name] = {
                **mapping(points, 'Special totals for a number of red threes laid down, as {"4": 800}.'),
                "propertyNames": {"pattern": "^[1-6]$"},
            }
        elif name == "initial_meld_steps":
            out[name] = array(
                {
                    "type": "array",
                    "prefixItems": [integer(minimum=0, maximum=MAX_SETTING, multipleOf=5)] * 2,
                    "items": False,
                    "minItems": 2,
                    "description": "[total from, minimum]",
                },
                minItems=1,
                description="Initial-meld minimums by total, the first from 0, totals rising.",
            )
        else:  # a setting this document does not know yet: any JSON value
            out[name] = {}
    return out


def settings_schema(complete: bool) -> Schema:
    """A game's settings (every one, as answered) or a table's changes to a preset (any of them)."""
    if complete:
        return closed(setting_schemas(), description="Every rule setting of the game.")
    return closed(setting_schemas(), required=[], description="House rules: changes to the preset's settings.")


def card_counts(complete: bool) -> Schema:
    """Cards by class; in a request, classes left out count 0."""
    counts = {c: integer(minimum=0, maximum=MAX_COUNT) for c in CARD_CLASSES}
    return closed(counts, required=None if complete else [], description="Cards counted, by class.")


def entry_fields(complete: bool) -> dict[str, Schema]:
    """One side's raw counts (the fields a table types)."""
    fields: dict[str, Schema] = {}
    for name in COUNT_FIELDS:
        if name in POINT_FIELDS:
            fields[name] = integer(minimum=0, maximum=MAX_POINTS, multipleOf=5)
        else:
            fields[name] = integer(minimum=0, maximum=MAX_COUNT)
    fields["going_out"] = {"enum": [*GOING_OUT_WAYS, None]}
    for kind in ("meld_cards", "hand_cards"):
        fields[kind] = ref("CardCount") if complete else nullable(ref("CardCountInput"))
    return fields


def entry_schema(complete: bool, scored: bool = False, explained: bool = False) -> Schema:
    """A side's entry: as sent, as stored (raw) or as answered (with breakdown, score, total)."""
    fields = entry_fields(complete)
    if not complete:
        return closed(fields, required=[], description="One side's counts; fields left out count 0.")
    required = [*COUNT_FIELDS, "going_out"]  # card counts appear only where they were given
    if scored:
        fields |= {"breakdown": ref("Breakdown"), "score": integer(), "total": integer()}
        required += ["breakdown", "score", "total"]
    if explained:
        fields["explanation"] = array(ref("Reason"))
        required.append("explanation")
    return closed(fields, required=required)


def outcome_schema(explained: bool = False, extra: dict[str, Schema] | None = None) -> Schema:
    """A scored round: entries, announcements, initial-meld minimums before and after (and `extra`)."""
    entry = ref("ExplainedEntry" if explained else "ScoredEntry")
    properties = {
        **(extra or {}),
        "entries": array(entry),
        "announcements": array(text(), description="What to say aloud, most important first."),
        "initial_meld": closed({"before": array(integer()), "after": array(integer())}),
    }
    return closed(properties)


def game_schema(extra: dict[str, Schema] | None = None) -> Schema:
    """A whole game as answered (with `extra` properties, e.g. the token once at creation)."""
    properties: dict[str, Schema] = {
        "id": text(),
        "ruleset": closed(
            {"key": {"type": "string", "enum": list(PRESETS)}, "name": text(), "settings": ref("Settings")}
        ),
        "status": {"type": "string", "enum": ["playing", "finished"]},
        "sides": array(
            closed(
                {
                    "name": text(),
                    "players": array(text()),
                    "start": integer(),
                    "total": integer(),
                    "initial_meld": integer(description="The initial-meld minimum for the next round."),
                }
            )
        ),
        "rounds": array(ref("Round")),
        "winner": nullable(integer(minimum=0)),
        "margin": nullable(integer()),
        "target": integer(),
        "tie_over_target": {"type": "boolean"},
        "dealer": closed(
            {"first": integer(minimum=0), "rotation": {"type": "string", "enum": list(ROTATIONS)}, "next": text()}
        ),
        "played_on": text(format="date"),
        "version": integer(minimum=1),
        **(extra or {}),
    }
    return closed(properties)


def event_schema() -> Schema:
    """One change in a game's history."""
    properties = {
        "at": text(format="date-time"),
        "action": text(),
        "round": nullable(integer()),
        "before": {"description": "The state before (any JSON value)."},
        "after": {"description": "The state after (any JSON value)."},
        "by": text(),
        "imported": {"const": True},
    }
    return closed(properties, required=[k for k in properties if k != "imported"])


def new_side_schema() -> Schema:
    """A side of a new game."""
    return closed(
        {
            "name": text(minLength=1, maxLength=SIDE_NAME_MAX),
            "players": array(
                {
                    "anyOf": [
                        text(minLength=1, maxLength=PLAYER_NAME_MAX),
                        closed({"id": integer(minimum=1)}, description="A league player, by id (league games only)."),
                    ]
                },
                minItems=1,
                maxItems=3,
            ),
            "start": integer(minimum=-START_LIMIT, maximum=START_LIMIT, multipleOf=5),
        },
        required=["name", "players"],
    )


def new_game_fields(league: bool = False) -> dict[str, Schema]:
    """The fields of a new game (as created, and inside an export); a league game names its league."""
    extra = {"league": nullable(text(description="A league's id: the game is played by the league's rules."))}
    return {
        **(extra if league else {}),
        "ruleset": {"type": "string", "enum": list(PRESETS)},
        "settings": nullable(ref("SettingsChange")),
        "sides": array(
            ref("NewSide"),
            minItems=2,
            maxItems=3,
            description="Tables of 1-1, 1-1-1, 2-2, 3-2, 2-3, 2-2-2 or 3-3 players.",
        ),
        "dealer": nullable(
            closed(
                {"first": integer(minimum=0), "rotation": {"type": "string", "enum": list(ROTATIONS)}},
                required=[],
                description="The first dealer's seat (0 = the first player of the first side) and how the deal moves.",
            )
        ),
        "played_on": nullable(text(format="date")),
    }


def export_schema() -> Schema:
    """A whole game as exported (and imported again)."""
    side = closed({"name": text(), "players": array(text()), "start": integer()})
    raw_round = closed({"number": integer(minimum=1), "entries": array(ref("RawEntry"))})
    return closed(
        {
            "format": {"const": "scorepad-game"},
            "version": {"const": 1},
            "id": text(),
            "ruleset": {"type": "string", "enum": list(PRESETS)},
            "settings": ref("Settings"),
            "sides": array(side),
            "dealer": closed({"first": integer(minimum=0), "rotation": {"type": "string", "enum": list(ROTATIONS)}}),
            "played_on": text(format="date"),
            "rounds": array(raw_round),
            "totals": array(integer()),
            "history": array(ref("Event")),
        }
    )


def import_schema() -> Schema:
    """An export to import: the game's fields, raw rounds and history; computed fields are ignored."""
    fields = new_game_fields()
    imported_event = {
        "type": "object",
        "description": "An event as exported; a missing or unreadable time becomes the time of the import.",
        "properties": {
            "at": text(format="date-time"),
            "action": text(),
            "round": nullable(integer()),
            "before": {},
            "after": {},
            "by": text(),
        },
    }
    round_in = {
        "type": "object",
        "properties": {"number": integer(minimum=1), "entries": array(ref("EntryInput"), minItems=2, maxItems=3)},
        "required": ["entries"],
    }
    return {
        "type": "object",
        "description": "What GET /api/games/{game_id}/export answers; scores, totals and ids in it are ignored.",
        "properties": {
            "format": {"const": "scorepad-game"},
            **fields,
            "rounds": array(round_in),
            "history": array(imported_event),
        },
        "required": ["format", "sides", "rounds"],
    }


def league_schemas() -> dict[str, Schema]:
    """The shapes of leagues, seasons, standings and player records."""
    ruleset_key = {"type": "string", "enum": list(PRESETS)}
    league = {
        "id": text(),
        "name": text(),
        "ruleset": closed({"key": ruleset_key, "settings": ref("Settings")}),
        "seasons": array(ref("Season")),
        "players": array(closed({"id": integer(), "name": text()})),
    }
    figures = {
        "rank": integer(minimum=1),
        "played": integer(minimum=0),
        "won": integer(minimum=0),
        "lost": integer(minimum=0),
        "win_rate": {"type": "number"},
        "rating": {"type": "number"},
    }
    player_row = {"type": "object", "properties": {"id": integer(), "name": text(), **figures}}
    pair_row = {
        "type": "object",
        "properties": {"players": array(text()), "player_ids": array(integer()), **figures},
    }
    listed_game = {
        "type": "object",
        "properties": {
            "id": text(),
            "played_on": text(format="date"),
            "status": {"type": "string", "enum": ["playing", "finished"]},
            "winner": nullable(integer(minimum=0)),
            "margin": nullable(integer()),
            "sides": array(closed({"name": text(), "players": array(text()), "total": integer()})),
        },
        "required": ["id", "played_on", "status", "winner", "margin", "sides"],
    }
    record = {
        "type": "object",
        "description": "A player's games, partners, results, best and average round.",
        "properties": {
            "id": integer(),
            "name": text(),
            "league": nullable(text()),
            "rating": {"type": "number"},
            "played": integer(minimum=0),
            "won": integer(minimum=0),
            "games": array({"type": "object"}),
            "partners": array({"type": "object"}),
            "best_round": nullable({"type": "object"}),
            "average_round": nullable({"type": "number"}),
        },
        "required": ["id", "name", "league", "rating", "played", "won", "games", "partners"],
    }
    name = text(minLength=1, maxLength=80)
    return {
        "Season": closed({"id": integer(), "name": text(), "start": text(format="date"), "end": text(format="date")}),
        "League": closed(league),
        "LeagueCreated": closed({**league, "token": text(description="The league's token, shown only this once.")}),
        "Leagues": closed({"leagues": array(closed({"id": text(), "name": text(), "ruleset": ruleset_key}))}),
        "Standings": closed(
            {
                "players": array({**player_row, "required": list(player_row["properties"])}),
                "partnerships": array({**pair_row, "required": list(pair_row["properties"])}),
            }
        ),
        "LeagueGames": closed({"games": array(listed_game)}),
        "PlayerRecord": record,
        "NewLeague": closed(
            {"name": name, "ruleset": ruleset_key, "settings": nullable(ref("SettingsChange"))}, required=["name"]
        ),
        "NewSeason": closed({"name": name, "start": text(format="date"), "end": text(format="date")}),
        "AttachGame": closed(
            {"game": text(description="The game's id."), "token": text(description="The game's token.")}
        ),
        "Merge": closed({"from": integer(minimum=1), "into": integer(minimum=1)}),
    }


def components() -> dict[str, Any]:
    """The shared schemas, parameters, headers, responses and the bearer scheme."""
    schemas: dict[str, Schema] = {
        "Settings": settings_schema(complete=True),
        "SettingsChange": settings_schema(complete=False),
        "CardCount": card_counts(complete=True),
        "CardCountInput": card_counts(complete=False),
        "EntryInput": entry_schema(complete=False),
        "RawEntry": entry_schema(complete=True),
        "ScoredEntry": entry_schema(complete=True, scored=True),
        "ExplainedEntry": entry_schema(complete=True, scored=True, explained=True),
        "Breakdown": closed({part: integer() for part in PARTS}, description="Signed parts; they add up to the score."),
        "Reason": closed(
            {
                "part": {"type": "string", "enum": list(PARTS)},
                "points": integer(),
                "text": text(),
                "settings": array(text()),
            }
        ),
        "Round": outcome_schema(extra={"number": integer(minimum=1)}),
        "ExplainedRound": outcome_schema(explained=True, extra={"number": integer(minimum=1)}),
        "Preview": outcome_schema(extra={"warnings": ref("Warnings")}),
        "Warnings": mapping(text(), "Possible but unlikely counts by field path; they never block."),
        "Game": game_schema(),
        "GameCreated": game_schema({"token": text(description="The write token, shown only this once.")}),
        "GameWritten": game_schema({"warnings": ref("Warnings")}),
        "Event": event_schema(),
        "History": closed({"events": array(ref("Event"))}),
        "Export": export_schema(),
        "Import": import_schema(),
        "Rulesets": closed(
            {"rulesets": array(closed({"key": text(), "name": text(), "source": text(), "settings": ref("Settings")}))}
        ),
        "NewSide": new_side_schema(),
        "NewGame": closed(new_game_fields(league=True), required=["sides"]),
        "RoundInput": closed(
            {"entries": array(ref("EntryInput"), minItems=2, maxItems=3), "number": integer(minimum=1)},
            required=["entries"],
        ),
        "GameChange": closed(
            {
                "sides": array(
                    closed(
                        {
                            "name": text(minLength=1, maxLength=SIDE_NAME_MAX),
                            "players": array(text(minLength=1, maxLength=PLAYER_NAME_MAX), minItems=1, maxItems=3),
                        },
                        required=[],
                    ),
                    minItems=2,
                    maxItems=3,
                    description="One object per side, in order; players must stay as many.",
                ),
                "settings": ref("SettingsChange"),
            },
            required=[],
        ),
        **league_schemas(),
        "Error": {
            "type": "object",
            "properties": {
                "errors": mapping(text(), "What is wrong, by field path (`_body`, `_auth`, `_round`, `entries.0.x`)."),
                "game": ref("Game"),
            },
            "required": ["errors"],
            "additionalProperties": False,
        },
    }
    errors = {
        "BadRequest": "The body is not JSON or not a JSON object.",
        "Unauthorized": "No token: Authorization: Bearer <token> is needed.",
        "Forbidden": "The token may not change this game.",
        "NotFound": "No such game, round, league or player.",
        "Conflict": "The game's state refuses this (the game is answered with the errors).",
        "PreconditionFailed": "The game changed since the If-Match version (the game is answered with the errors).",
        "TooLarge": "The body is too large.",
        "Unprocessable": "The input has problems, each named by its field.",
        "Error": "An error, named by field.",
    }
    responses = {name: answer(description, ref("Error")) for name, description in errors.items()}
    responses["Unauthorized"]["headers"] = {"WWW-Authenticate": {"schema": {"const": "Bearer"}}}
    return {
        "schemas": schemas,
        "responses": responses,
        "parameters": {
            "game_id": {"name": "game_id", "in": "path", "required": True, "schema": text(minLength=1)},
            "number": {"name": "number", "in": "path", "required": True, "schema": integer(minimum=1)},
            "league_id": {"name": "league_id", "in": "path", "required": True, "schema": text(minLength=1)},
            "player_id": {"name": "player_id", "in": "path", "required": True, "schema": integer(minimum=1)},
            "season": {
                "name": "season",
                "in": "query",
                "required": False,
                "description": "Only this season's games (a season id of the league).",
                "schema": integer(minimum=1),
            },
            "format": {
                "name": "format",
                "in": "query",
                "required": False,
                "schema": {"type": "string", "enum": ["json", "csv"], "default": "json"},
            },
            "if_match": {
                "name": "If-Match",
                "in": "header",
                "required": False,
                "description": "Refuse the write (412) unless the game still has this ETag (or *).",
                "schema": text(),
            },
            "if_none_match": {"name": "If-None-Match", "in": "header", "required": False, "schema": text()},
        },
        "headers": {"ETag": {"description": "The game's version, for If-Match.", "schema": text()}},
        "securitySchemes": {
            "bearer": {
                "type": "http",
                "scheme": "bearer",
                "description": "The token answered when the game (or league) was created.",
            }
        },
    }


def paths() -> dict[str, Any]:
    """Every route of the API blueprint."""
    game, number = parameter("game_id"), parameter("number")
    guarded = [game, number, parameter("if_match")]
    written = answer("The game, with the round's plausibility warnings.", ref("GameWritten"), ETAG)
    changed = answer("The game.", ref("Game"), ETAG)
    not_found, conflict, stale = error("NotFound"), error("Conflict"), error("PreconditionFailed")
    invalid = error("Unprocessable")
    return {
        "/api/openapi.json": {
            "get": operation(
                "openapi",
                "This document.",
                {"200": answer("The OpenAPI document.", {"type": "object"})},
                tag="meta",
            )
        },
        "/api/rulesets": {
            "get": operation(
                "rulesets",
                "Every preset with every setting and its value.",
                {"200": answer("The presets.", ref("Rulesets"))},
                tag="meta",
            )
        },
        "/api/games": {
            "post": operation(
                "createGame",
                "Start a game; the answer carries the write token, shown only this once.",
                {
                    "201": answer(
                        "The new game and its token.",
                        ref("GameCreated"),
                        {**ETAG, "Location": {"schema": text()}},
                    ),
                    "422": invalid,
                },
                body=ref("NewGame"),
                optional_auth=True,
            )
        },
        "/api/games/import": {
            "post": operation(
                "importGame",
                "Create an exported game anew (new id and token), re-scored by Scorepad's engine.",
                {"201": answer("The new game and its token.", ref("GameCreated"), ETAG), "422": invalid},
                body=ref("Import"),
                tag="records",
            )
        },
        "/api/games/{game_id}": {
            "get": operation(
                "readGame",
                "A game with every round, breakdown and total.",
                {
                    "200": changed,
                    "304": {"description": "Unchanged since If-None-Match.", "headers": ETAG},
                    "404": not_found,
                },
                params=[game, parameter("if_none_match")],
            ),
            "patch": operation(
                "changeGame",
                "Rename sides and players, or change settings before the first round.",
                {"200": changed, "404": not_found, "409": conflict, "422": invalid},
                body=ref("GameChange"),
                params=[game],
                writer=True,
                tag="records",
            ),
        },
        "/api/games/{game_id}/rounds": {
            "post": operation(
                "addRound",
                "Record the next round.",
                {
                    "201": answer("The game with the new round and its warnings.", ref("GameWritten"), ETAG),
                    "404": not_found,
                    "409": conflict,
                    "422": invalid,
                },
                body=ref("RoundInput"),
                params=[game],
                writer=True,
            )
        },
        "/api/games/{game_id}/rounds/preview": {
            "post": operation(
                "previewRound",
                "Score a round as if it were the next one; nothing is stored.",
                {"200": answer("The scored round.", ref("Preview")), "404": not_found, "422": invalid},
                body=ref("RoundInput"),
                params=[game],
            )
        },
        "/api/games/{game_id}/rounds/{number}": {
            "get": operation(
                "readRound",
                "One round with every part of every side's score explained in words.",
                {"200": answer("The round, explained.", ref("ExplainedRound")), "404": not_found},
                params=[game, number],
            ),
            "put": operation(
                "correctRound",
                "Replace a round; every later total is re-computed.",
                {"200": written, "404": not_found, "409": conflict, "412": stale, "422": invalid},
                body=ref("RoundInput"),
                params=guarded,
                writer=True,
            ),
            "delete": operation(
                "deleteRound",
                "Delete the last round (it stays in the history).",
                {"200": changed, "404": not_found, "409": conflict, "412": stale},
                params=guarded,
                writer=True,
            ),
        },
        "/api/games/{game_id}/rounds/{number}/restore": {
            "post": operation(
                "restoreRound",
                "Bring back a deleted round while it would again be the last.",
                {"200": changed, "404": not_found, "409": conflict, "412": stale},
                params=guarded,
                writer=True,
            )
        },
        "/api/games/{game_id}/history": {
            "get": operation(
                "gameHistory",
                "Every change to the game, oldest first.",
                {"200": answer("The history.", ref("History")), "404": not_found},
                params=[game],
                tag="records",
            )
        },
        "/api/games/{game_id}/export": {
            "get": operation(
                "exportGame",
                "The whole game as JSON (to import again) or CSV (for a spreadsheet).",
                {
                    "200": {
                        "description": "The game as a file to download.",
                        "headers": {"Content-Disposition": {"schema": text()}},
                        "content": {
                            "application/json": {"schema": ref("Export")},
                            "text/csv": {"schema": text()},
                        },
                    },
                    "404": not_found,
                    "422": invalid,
                },
                params=[game, parameter("format")],
                tag="records",
            )
        },
        **league_paths(),
    }


def listing(schema: Schema, description: str) -> dict[str, Any]:
    """A 200 answer as JSON, or as CSV with ?format=csv."""
    return {
        "description": description,
        "content": {"application/json": {"schema": schema}, "text/csv": {"schema": text()}},
    }


def league_paths() -> dict[str, Any]:
    """The league routes: leagues, seasons, standings, games, players."""
    league = parameter("league_id")
    not_found, invalid = error("NotFound"), error("Unprocessable")
    listed = [league, parameter("season"), parameter("format")]
    return {
        "/api/leagues": {
            "get": operation(
                "leagues", "Every league, by name.", {"200": answer("The leagues.", ref("Leagues"))}, tag="leagues"
            ),
            "post": operation(
                "createLeague",
                "Start a league; the answer carries its token, shown only this once.",
                {
                    "201": answer(
                        "The new league and its token.", ref("LeagueCreated"), {"Location": {"schema": text()}}
                    ),
                    "422": invalid,
                },
                body=ref("NewLeague"),
                tag="leagues",
            ),
        },
        "/api/leagues/{league_id}": {
            "get": operation(
                "readLeague",
                "One league with its rules, seasons and players.",
                {"200": answer("The league.", ref("League")), "404": not_found},
                params=[league],
                tag="leagues",
            )
        },
        "/api/leagues/{league_id}/seasons": {
            "post": operation(
                "addSeason",
                "Add a season (a named date range); needs the league's token.",
                {"201": answer("The season.", ref("Season")), "404": not_found, "422": invalid},
                body=ref("NewSeason"),
                params=[league],
                writer=True,
                tag="leagues",
            )
        },
        "/api/leagues/{league_id}/standings": {
            "get": operation(
                "leagueStandings",
                "Players and partnerships in rank order, for the whole league or one season.",
                {"200": listing(ref("Standings"), "The standings."), "404": not_found, "422": invalid},
                params=listed,
                tag="leagues",
            )
        },
        "/api/leagues/{league_id}/games": {
            "get": operation(
                "leagueGames",
                "Every game of the league or season, oldest first.",
                {"200": listing(ref("LeagueGames"), "The games."), "404": not_found, "422": invalid},
                params=listed,
                tag="leagues",
            ),
            "post": operation(
                "attachGame",
                "Add an existing game to the league (the league's token, and the game's token in the body).",
                {
                    "200": answer("The game, now the league's.", ref("Game"), ETAG),
                    "404": not_found,
                    "409": error("Conflict"),
                    "422": invalid,
                },
                body=ref("AttachGame"),
                params=[league],
                writer=True,
                tag="leagues",
            ),
        },
        "/api/leagues/{league_id}/players/merge": {
            "post": operation(
                "mergePlayers",
                "Merge two records of the same person, keeping all their games.",
                {
                    "200": answer("The merged player's record.", ref("PlayerRecord")),
                    "404": not_found,
                    "409": error("Conflict"),
                    "422": invalid,
                },
                body=ref("Merge"),
                params=[league],
                writer=True,
                tag="leagues",
            )
        },
        "/api/players/{player_id}": {
            "get": operation(
                "readPlayer",
                "A player's games, partners, results, best and average round.",
                {"200": answer("The player's record.", ref("PlayerRecord")), "404": not_found},
                params=[parameter("player_id")],
                tag="leagues",
            )
        },
    }


@cache
def document() -> dict[str, Any]:
    """The whole OpenAPI 3.1 document."""
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Scorepad API",
            "version": "1",
            "description": (
                "A Canasta score keeper. Writes need the game's token (Authorization: Bearer <token>); "
                'every error answers {"errors": {field path: message}}.'
            ),
        },
        "tags": [{"name": "games"}, {"name": "records"}, {"name": "leagues"}, {"name": "meta"}],
        "paths": paths(),
        "components": components(),
    }


@bp.get("/openapi.json")
def openapi_json() -> ResponseReturnValue:
    """The OpenAPI document of this API."""
    return jsonify(document())
