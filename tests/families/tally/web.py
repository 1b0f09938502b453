"""Tally on the pages: its own totals template (a family from elsewhere brings its templates); the round form and
the rules sheet are made from its declarations."""

from pathlib import Path

from scorepad.web.families import register_adapter
from scorepad.web.games.adapter import Adapter

TEMPLATES = Path(__file__).resolve().parent / "templates"
ADAPTER = register_adapter("tally", Adapter(totals_template="tally/totals.html", template_folder=str(TEMPLATES)))
