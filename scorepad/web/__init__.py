"""The HTML pages: server-rendered, phone-first, working without JavaScript."""

from flask import Blueprint

bp = Blueprint("web", __name__)

from . import auth, board, home, leagues, names, newgame, records, rounds  # noqa: E402,F401  (views register themselves on bp)
