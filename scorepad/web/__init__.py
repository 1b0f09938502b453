"""The HTML pages: server-rendered, phone-first, working without JavaScript; thin views over the operations."""

from flask import Blueprint

bp = Blueprint("web", __name__)

from . import accounts, board, finish, home, leagues, members, names, records, rounds, start  # noqa: E402,F401  (views register themselves)
