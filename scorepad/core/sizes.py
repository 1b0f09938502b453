"""Sizes and caps shared by the columns, the checks and the API schemas, so they can't drift apart."""

from __future__ import annotations

SIDE_NAME_MAX = 80
PLAYER_NAME_MAX = 40
USER_NAME_MAX = 40
LEAGUE_NAME_MAX = 80
SEASON_NAME_MAX = 80
EVENING_NAME_MAX = 80
EVENING_ROUNDS_MAX = 20  # rounds planned for one club evening
EVENING_PLAYERS_MAX = 200  # players at one club evening
PHONE_NAME_MAX = 40
START_LIMIT = 1_000_000
ROUNDS_MAX = 1_000  # a game's rounds, whether typed one by one or imported
HISTORY_MAX = 10 * ROUNDS_MAX  # events of an imported game's history
ROUND_ID_MAX = 40  # the id a phone gives a round when it is first saved
PASSWORD_MIN = 12
PASSWORD_MAX = 200
SIGN_IN_DAYS = 30  # a sign-in (and its remember-me cookie) ends this long after it began
SIGN_IN_IDLE_DAYS = 14  # ... or this long after it was last used, whichever comes first
INVITATION_DAYS = 7  # an invitation link's life unless its owner picks another (up to INVITATION_DAYS_MAX)
INVITATION_DAYS_MAX = 90
INVITATION_USES_MAX = 100
BODY_MAX = 64 * 1024  # any JSON body
IMPORT_MAX = 2 * 1024 * 1024  # an exported game with its history
JSON_DEPTH_MAX = 32
PHOTO_UPLOAD_MAX = 15 * 1024 * 1024  # a photo as sent: a phone's 12-48 megapixel JPEG is 3-12 MB
PHOTO_PIXELS_MAX = 50_000_000  # a photo's pixels as its header declares them, checked before decoding
PHOTO_SIDE = 1600  # the long side of a kept photo, in pixels
PHOTO_BYTES_MAX = 400 * 1024  # a kept photo, re-encoded
PHOTO_THUMB_SIDE = 320  # the long side of its thumbnail
PHOTOS_PER_ROUND = 4
ARCHIVE_MAX = 50 * 1024 * 1024  # an exported game with its photos (a zip), as imported
PROBLEMS_LISTED = 20  # problems named in one answer; the rest are counted (a refusal costs milliseconds, kilobytes)
EMBED_ORIGINS_MAX = 1000  # the origins a league lets frame its standings, as stored (space-separated)
EMBED_ORIGINS_MOST = 10
