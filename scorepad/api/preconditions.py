"""If-Match, read as the version of the game a write expects: the HTTP side of "nobody overwrites unseen"
(the operations take a plain version number and know nothing of headers)."""

from __future__ import annotations

from werkzeug.http import parse_etags

from ..games.conflicts import VersionChanged
from ..models import Game


def version_named(tag: str, game_id: str) -> int | None:
    """The version of game `game_id` an entity tag names: `g.v`, or a read's longer tag `g.v.…` (its
    language and what else the answer shows); None when it names none of this game's."""
    prefix = f"{game_id}."
    head = tag[len(prefix) :].split(".", 1)[0] if tag.startswith(prefix) else ""
    return int(head) if head.isascii() and head.isdigit() and str(int(head)) == head else None


def expected_version(if_match: str | None, game: Game) -> int | None:
    """The game version a write's If-Match header expects (None when it asks for none: no header, or `*`).
    A list matches when any of its tags names the version read now; weak tags never match (If-Match compares
    strongly, RFC 9110 13.1.1). A header that names no version of it now is refused at once (412); the
    operation checks the version again under its lock."""
    if not (if_match or "").strip():
        return None
    tags = parse_etags(if_match)
    if tags.star_tag:
        return None
    if any(version_named(tag, game.id) == game.version for tag in tags.as_set()):
        return game.version
    raise VersionChanged(game.version)
