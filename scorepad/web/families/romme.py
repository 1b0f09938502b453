"""Rommé on the pages: one row per player on the round form (loss points, "went out", the card counter),
and the totals lowest first with the hands left and the scorer's Finish button."""

from __future__ import annotations

from .adapter import Adapter

ADAPTER = Adapter("web/families/romme_side.html", "web/families/romme_totals.html", None, ways_in_rows=True)
