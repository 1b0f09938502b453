"""Rommé on the pages: one row per player on the round form (loss points, the card counter), who called Rommé
asked first as every family's round form does, and the totals lowest first with the hands left and the scorer's
Finish button."""

from __future__ import annotations

from scorepad.web.games.adapter import Adapter

ADAPTER = Adapter("side.html", "totals.html", None, side_by_side=False, styles=("romme.css",))
