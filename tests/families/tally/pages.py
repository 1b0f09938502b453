"""Tally on the pages: its own totals template (templates/totals.html, named relative to its folder); the round form
and the rules sheet are made from its declarations."""

from scorepad.web.games.adapter import Adapter

ADAPTER = Adapter(totals_template="totals.html")
