"""Which phones may score a casual game: the game's edit link, and a row per phone that opened it (named,
with its last use), which the scorer may remove. A new edit link leaves the phones already scoring as they are.
The phone that started the game (its creator) can't be removed by a phone that came by the link, and only it
may make the game a new API token, so holding the link never locks out the one who started the game."""

from __future__ import annotations

import hashlib
import hmac

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError

from ..core.errors import Conflict, Invalid, NotAllowed, NotFound
from ..core.ids import db_id
from ..core.sizes import PHONE_NAME_MAX
from ..core.tokens import hash_secret, new_id, new_secret
from ..extensions import db
from ..models import Game, Grant, utcnow
from ..rules.problems import N_, Problem
from ..rules.typed_names import clean_name
from ..storage.database import write

TWICE = N_("This phone just opened the link; please go back to the game.")
WRONG_LINK = N_("This edit link does not work (any more): ask the scorer for the game's current edit link.")
CREATOR_STAYS = N_("The phone that started this game keeps scoring it: it can't be removed.")
TAG_LENGTH = 8  # a phone's key as its history records it: enough to tell a game's few phones apart
REMOVED = N_("The scorer removed this phone from scoring this game; ask them for the edit link to score again.")


def edit_token(game: Game, secret_key: str) -> str:
    """The secret of a game's edit link: derived from the server's key and the game's salt, so a new salt
    makes a new link and no table of links needs to be kept."""
    salt = f":{game.edit_link_salt}" if game.edit_link_salt else ""
    message = f"edit-link:{game.id}{salt}".encode()
    return hmac.new(secret_key.encode(), message, hashlib.sha256).hexdigest()[:32]


def opens_game(game: Game, token: str, secret_key: str, league_table: bool = False) -> bool:
    """Whether a token is the game's current edit link secret. The API's bearer token never is: it would sit
    in a page address, and so in histories and logs. League games are scored by role, not by link, except a club
    evening's table (`league_table`, as the caller found it), whose card hands its phone the link."""
    by_link = game.league_id is None or league_table
    return by_link and hmac.compare_digest(token.encode(), edit_token(game, secret_key).encode())


def phone_key(device: str) -> str:
    """The stored form of a phone's random id."""
    return hash_secret(f"phone:{device}")


def phone_tag(device: str) -> str:
    """The short form of a phone's stored key that the history records it by (its name is looked up when shown,
    so a phone named later is named in its whole history)."""
    return phone_key(device)[:TAG_LENGTH]


def tagged_phones(game_id: str) -> dict[str, tuple[str, bool]]:
    """Every phone that ever scored the game (removed ones too), by the tag the history names it by: its given
    name ("" when it has none) and whether it started the game."""
    rows = db.session.execute(select(Grant.device_hash, Grant.name, Grant.creator).where(Grant.game_id == game_id))
    return {row.device_hash[:TAG_LENGTH]: (row.name, row.creator) for row in rows}


def grant_of(game_id: str, device: str) -> Grant | None:
    """This phone's row for a game (removed or not), if it ever opened the game's edit link."""
    return db.session.scalar(select(Grant).where(Grant.game_id == game_id, Grant.device_hash == phone_key(device)))


def phone_name(name: str | None) -> str:
    """A phone's name as typed: blank is allowed (the phone is then listed without one)."""
    if not (name or "").strip():
        return ""
    clean, problems = clean_name("name", name, PHONE_NAME_MAX)
    if problems or clean is None:
        raise Invalid(problems)
    return clean


@write
def give(game: Game, device: str, name: str = "", creator: bool = False) -> Grant:
    """Let a phone score a game (the phone that starts a game, its creator, or one that opened its edit link):
    a removed phone that opens the link again is let back in."""
    row = grant_of(game.id, device)
    if row is None:
        row = Grant(game_id=game.id, device_hash=phone_key(device), name=name, creator=creator)
        db.session.add(row)
        try:
            db.session.flush()  # the same phone twice at the same moment: the unique key decides, not a 500
        except IntegrityError as error:
            raise Conflict([Problem("name", TWICE)]) from error
    else:
        row.removed_at = None
        row.name = name or row.name
        row.last_used_at = utcnow()
    return row


@write
def claim(game: Game, token: str, secret_key: str, device: str, name: str | None) -> Grant:
    """Open the edit link on a phone: it may score the game from now on, listed by the name it gave."""
    if not opens_game(game, token, secret_key):
        raise NotFound([Problem("token", WRONG_LINK)])
    return give(game, device, phone_name(name))


@write
def use(game: Game, device: str) -> None:
    """Record that a phone scored the game now; a removed phone is refused."""
    row = grant_of(game.id, device)
    if row is None or row.removed_at is not None:
        raise NotAllowed([Problem("_auth", REMOVED)])
    row.last_used_at = utcnow()


def phones(game: Game) -> list[Grant]:
    """The phones that may score a game, most recently used first."""
    query = select(Grant).where(Grant.game_id == game.id, Grant.removed_at.is_(None))
    return list(db.session.scalars(query.order_by(Grant.last_used_at.desc(), Grant.id)))


def phone_of(game: Game, grant_id: object) -> Grant | None:
    """One phone that may score a game, by its row's id (None: no such phone, or removed already)."""
    row = db.session.get(Grant, db_id(grant_id) or 0)
    return row if row is not None and row.game_id == game.id and row.removed_at is None else None


def is_creator(game: Game, device: str | None) -> bool:
    """Whether this phone started the game (and still may score it)."""
    row = grant_of(game.id, device) if device else None
    return row is not None and row.creator and row.removed_at is None


@write
def remove(game: Game, grant_id: object) -> str:
    """Stop a phone from scoring a game (its next write is refused, with a message); never the creator's.
    Returns the name the phone was listed by."""
    number = db_id(grant_id)
    changed = db.session.execute(
        update(Grant)
        .where(
            Grant.id == (number or 0), Grant.game_id == game.id, Grant.removed_at.is_(None), Grant.creator.is_(False)
        )
        .values(removed_at=utcnow())
    )
    if not changed.rowcount:  # type: ignore[attr-defined]
        row = db.session.get(Grant, number or 0)
        if row is not None and row.game_id == game.id and row.creator:
            raise NotAllowed([Problem("phone", CREATOR_STAYS)])
        raise NotFound([Problem("phone", N_("This phone is not among the game's scorers (any more)."))])
    row = db.session.get(Grant, number or 0)
    return row.name if row is not None else ""


@write
def new_api_token(game: Game, device: str | None) -> str:
    """A new API token for the game, asked for by its creator's phone: the old token stops working at once. The
    token is stored only as its hash, so the new one is shown once."""
    if game.league_id is not None or not is_creator(game, device):
        raise NotAllowed([Problem("_auth", N_("Only the phone that started this game may make it a new API token."))])
    token = new_secret()
    game.token_hash = hash_secret(token)
    return token


@write
def new_edit_link(game: Game) -> None:
    """Replace the game's edit link: the old one stops working; phones already scoring keep scoring."""
    game.edit_link_salt = new_id(12)
