"""The kinds of problem the API answers, each with a page of its own (`/problems/<kind>`, in every language): what
it means, its status, what a client should do, and the stable codes its field problems carry (snake_case, never
translated: a program branches on them; the message beside a code is for people)."""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.problems import N_


@dataclass(frozen=True)
class Kind:
    """A kind of problem: its status, its title, what it means and what to do (words translated on its page),
    and the codes its problems carry, the first the one a problem without a finer code carries."""

    key: str
    status: int
    title: str
    meaning: str
    action: str
    codes: tuple[str, ...]


SHAPE, RULES, CONFLICT, STALE = "shape", "rules", "conflict", "stale"
KINDS = {
    kind.key: kind
    for kind in (
        Kind(
            "malformed",
            400,
            N_("The request can't be read."),
            N_("The body is no JSON object: not JSON, nested deeper than 32 levels, or with NaN or Infinity."),
            N_("Send the body as a JSON object; this is a fault of the client, so repeating it won't help."),
            ("malformed", "not_json", "not_object", "too_deep", "not_a_json_number"),
        ),
        Kind(
            "token",
            401,
            N_("A token is needed"),
            N_("The request needs a token that proves who sends it, and brought none, or one that may not do this."),
            N_("Send the token answered when the game or league was created: Authorization: Bearer <token>."),
            ("token_needed", "token_refused"),
        ),
        Kind(
            "forbidden",
            403,
            N_("Not allowed"),
            N_("Who asks is known, and may not do this."),
            N_("Ask the game's or league's owner for the right; repeating the request won't help."),
            ("not_allowed", "round_closed"),
        ),
        Kind(
            "not-found",
            404,
            N_("Not found"),
            N_("There is no such game, round, league, season, player or address."),
            N_("Check the id; a game deleted by its owner is gone for good."),
            ("not_found",),
        ),
        Kind(
            "method",
            405,
            N_("Method not allowed"),
            N_("The address exists, but doesn't take this method."),
            N_("Use one of the methods the Allow header names."),
            ("method_not_allowed",),
        ),
        Kind(
            CONFLICT,
            409,
            N_("The game's state refuses this now."),
            N_("The request is well formed, but the state of the game or league refuses it now."),
            N_("Read the game anew (a game's conflict carries it as it is now in `game`), then decide again."),
            (
                "conflict",
                "game_over",
                "too_many_rounds",
                "round_taken",
                "round_not_next",
                "round_id_taken",
                "changed_elsewhere",
                "not_last_round",
                "not_restorable",
                "idempotency_key_in_flight",
                "tables_playing",
                "evening_over",
            ),
        ),
        Kind(
            "gone",
            410,
            N_("Gone"),
            N_("A link that worked once no longer does: it expired, was used up or was revoked."),
            N_("Ask for a new link."),
            ("gone",),
        ),
        Kind(
            STALE,
            412,
            N_("The game changed meanwhile."),
            N_("If-Match named a version of the game that is no longer the current one."),
            N_(
                "Take the game this answer carries in `game` (and its version), check your change still holds,"
                " and send it again with the new ETag in If-Match."
            ),
            ("stale",),
        ),
        Kind(
            "too-large",
            413,
            N_("Too large"),
            N_("The body is larger than the operation takes (64 KiB; an import 2 MiB, a photo 15 MiB)."),
            N_("Send less: a smaller file or fewer rounds at once."),
            ("too_large",),
        ),
        Kind(
            "media-type",
            415,
            N_("Not the media type the operation takes"),
            N_("The body is not sent as JSON."),
            N_("Send the body with Content-Type: application/json (Accept-Post or Accept-Patch names it)."),
            ("unsupported_media_type",),
        ),
        Kind(
            SHAPE,
            422,
            N_("The request doesn't have the documented shape."),
            N_(
                "The body, a parameter or a header doesn't have the documented shape or types: the document refuses"
                " it too."
            ),
            N_("Correct the field each problem points at; every field problem of the request is named at once."),
            (
                "invalid",
                "required",
                "unknown_field",
                "not_integer",
                "not_number",
                "not_text",
                "not_boolean",
                "not_list",
                "not_object",
                "not_one_of",
                "not_player",
                "wrong_family",
                "idempotency_key_malformed",
            ),
        ),
        Kind(
            RULES,
            422,
            N_("The rules refuse a value."),
            N_(
                "The shape is right, but the rules or the bounds refuse a value: a count out of bounds, a hand that"
                " can't have happened."
            ),
            N_(
                "Show each problem's message beside its field, or correct the value; every such problem of the"
                " request is named at once."
            ),
            (
                "refused",
                "below_minimum",
                "above_maximum",
                "out_of_range",
                "not_multiple_of_5",
                "not_integer",
                "not_boolean",
                "not_object",
                "not_list",
                "not_one_of",
                "not_meld_steps",
                "unknown_field",
                "unknown_card_class",
                "unknown_name",
                "unknown_setting",
                "wrong_entry_count",
                "wrong_family",
                "not_a_cursor",
                "after_and_before",
                "not_round_number",
                "bad_round_id",
                "no_such_league",
                "not_json",
                "too_deep",
                "not_text",
                "empty",
                "too_long",
                "bad_characters",
                "several_went_out",
                "nobody_went_out",
                "too_few_to_go_out",
                "more_than_the_deck",
                "not_in_these_rules",
                "idempotency_key_reused",
                "player_twice",
                "not_a_partnership",
                "no_partner",
                "not_bands",
            ),
        ),
        Kind(
            "rate-limited",
            429,
            N_("Too many requests"),
            N_("Too many requests came in a short time from this client, for this game or this address."),
            N_("Wait as many seconds as Retry-After says, then send the request again."),
            ("rate_limited",),
        ),
        Kind(
            "server",
            500,
            N_("Server error"),
            N_("Something went wrong on the server."),
            N_("Try again later; if it stays, tell whoever runs the server."),
            ("server_error",),
        ),
    )
}
BY_STATUS = {409: CONFLICT, 412: STALE, 422: RULES} | {
    kind.status: key for key, kind in KINDS.items() if kind.status not in (409, 412, 422)
}
CODES = {  # what each code means, in a few words (on its kind's page, translated)
    "malformed": N_("The body could not be read."),
    "not_json": N_("The body is not JSON."),
    "not_object": N_("The body, or a part of it, must be a JSON object."),
    "too_deep": N_("The JSON is nested deeper than 32 levels."),
    "not_a_json_number": N_("NaN or Infinity where a number goes."),
    "token_needed": N_("No token was sent."),
    "token_refused": N_("The token sent may not do this."),
    "not_allowed": N_("Who asks may not do this."),
    "not_found": N_("No such thing."),
    "method_not_allowed": N_("The address doesn't take this method."),
    "conflict": N_("The state refuses this now."),
    "game_over": N_("The game is over."),
    "too_many_rounds": N_("The game holds as many rounds as it can."),
    "round_taken": N_("The round's number is already recorded."),
    "round_not_next": N_("The round's number is not the next one."),
    "round_id_taken": N_("The round's id already names another round, with other counts."),
    "changed_elsewhere": N_("The round was changed on another phone meanwhile."),
    "not_last_round": N_("Only the last round can be deleted."),
    "not_restorable": N_("The round can't be restored."),
    "idempotency_key_in_flight": N_("The first request with this Idempotency-Key is still being answered."),
    "idempotency_key_malformed": N_("The Idempotency-Key header is not a quoted string of 1 to 255 characters."),
    "idempotency_key_reused": N_("The Idempotency-Key was used before with another request."),
    "gone": N_("The link no longer works."),
    "stale": N_("The game changed meanwhile."),
    "too_large": N_("The body is too large."),
    "unsupported_media_type": N_("The body is not sent as JSON."),
    "invalid": N_("The value doesn't have the documented shape."),
    "required": N_("A required field is missing."),
    "unknown_field": N_("The field is not one the document names."),
    "not_integer": N_("Must be a whole number."),
    "not_number": N_("Must be a number."),
    "not_text": N_("Must be text."),
    "not_boolean": N_("Must be true or false."),
    "not_list": N_("Must be a list."),
    "not_one_of": N_("Must be one of the values the document names."),
    "not_player": N_('Must be a player\'s name or {"id": <player id>}.'),
    "wrong_family": N_("The body names another game family than the game's or league's."),
    "refused": N_("The rules refuse the value; the message says why."),
    "below_minimum": N_("The number is below the least allowed."),
    "above_maximum": N_("The number is above the most allowed."),
    "out_of_range": N_("The number is outside the range allowed."),
    "not_multiple_of_5": N_("Must be a multiple of 5."),
    "unknown_card_class": N_("No such card class."),
    "unknown_name": N_("No such name."),
    "unknown_setting": N_("No such setting."),
    "wrong_entry_count": N_("A round needs one entry per side."),
    "not_a_cursor": N_("The cursor is not a place in this list."),
    "after_and_before": N_("Give either after or before, not both."),
    "not_round_number": N_("The number is not the round's."),
    "bad_round_id": N_("The round id is not 1 to 40 letters, digits, - or _."),
    "not_meld_steps": N_("Must be a list of [total from, minimum] pairs, starting at 0 with rising totals."),
    "no_such_league": N_("No league with this id."),
    "empty": N_("Must not be empty."),
    "too_long": N_("The text is longer than allowed."),
    "bad_characters": N_("The text holds characters that are not allowed."),
    "several_went_out": N_("More than one side went out in the same round."),
    "nobody_went_out": N_("Nobody went out, though a round ends when someone does."),
    "too_few_to_go_out": N_("The side went out without the melds going out needs."),
    "more_than_the_deck": N_("More cards of a kind than the deck holds."),
    "not_in_these_rules": N_("The rules chosen for the game don't have this."),
    "round_closed": N_("The club evening's round is closed: only its organiser may change its tables' games."),
    "tables_playing": N_("Tables of the club evening's round are still playing."),
    "evening_over": N_("The club evening is over."),
    "player_twice": N_("The player is named twice, or is at the evening already."),
    "not_a_partnership": N_("A partnership has as many players as a side of the family's tables."),
    "no_partner": N_("The players make no whole partnerships."),
    "not_bands": N_("Must be a band table's name or a list of bands, each [margin up to, winner, loser]."),
    "rate_limited": N_("Too many requests."),
    "server_error": N_("Something went wrong on the server."),
}
