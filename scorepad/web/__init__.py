"""The HTML pages: server-rendered, phone-first, working without JavaScript; thin views over the operations and the
reads, grouped by what they are about: games/, leagues/, evenings/, accounts/, with shared/ helpers and forms/
beneath them."""

from flask import Blueprint

bp = Blueprint("web", __name__)

from .accounts import account  # noqa: E402,F401  (views register themselves)
from .evenings import cards, changes, organiser, results, room  # noqa: E402,F401
from .games import (  # noqa: E402,F401
    board,
    disputes,
    family_files,
    finish,
    home,
    importing,
    outbox,
    photos,
    renaming,
    result,
    rounds,
    share,
    start,
)
from .leagues import embed, invitations, league, members, players  # noqa: E402,F401
from .shared import live, offline, problem_kinds, spreadsheets  # noqa: E402,F401
