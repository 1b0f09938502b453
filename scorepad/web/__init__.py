"""The HTML pages: server-rendered, phone-first, working without JavaScript; thin views over the operations."""

from flask import Blueprint

bp = Blueprint("web", __name__)

from . import (  # noqa: E402,F401  (views register themselves)
    accounts,
    board,
    finish,
    home,
    importing,
    invitations,
    leagues,
    live,
    members,
    offline,
    outbox,
    photos,
    records,
    renaming,
    result,
    rounds,
    share,
    spreadsheets,
    start,
)
