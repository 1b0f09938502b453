"""A club evening's words in every language the app speaks: the engine's messages the app shows (settings, the
band table, the bye score, a draw it can't make), which the engine hands out in English and the pages and the API
translate in the reader's language (marked here, where the translation tools find them), and the names of an
evening's parts for its pages."""

from __future__ import annotations

from ..rules.problems import N_

ENGINE_MESSAGES = (  # evening.py, bands.py, scores.py: what a bad setting or a draw the engine refuses says
    N_("The form is pairs or individuals, not %(form)s."),
    N_("An evening needs at least one table shape."),
    N_("A table has two sides or more, each of one player or more."),
    N_("Only an evening of fixed pairs has a movement."),
    N_("Fixed pairs move by mitchell or by standing."),
    N_("Fixed pairs need tables whose sides are all of one size."),
    N_("A Mitchell movement needs tables of two sides."),
    N_("Players are named by whole numbers."),
    N_("A player is named twice."),
    N_("An individual evening has no fixed pairs."),
    N_("Too few for a table: %(present)d here, a table takes %(smallest)d."),
    N_("A partnership is %(size)d players."),
    N_("Every player present is in exactly one partnership, and nobody else."),
    N_("A band table has at least one band."),
    N_("The last band has no upper end: every margin above."),
    N_("A band ends at a margin of 0 or more."),
    N_("A band ends above the band before it."),
    N_("Victory points are whole numbers, 0 or more."),
    N_("A band splits %(total)d victory points, the winner's share the larger."),
    N_("The first band (a tie) splits the victory points evenly."),
    N_("Each band gives the winner more than the band before."),
    N_("A bye scores a whole number."),
    N_("A bye scores a whole number from 0 to %(top)d."),
)
NAMES = {  # an evening's parts, for its pages (German: Clubabend, Durchgang, Tisch, Tischkarte, Rangliste, Freilos)
    "evening": N_("Club evening"),
    "round": N_("Round %(n)d of %(rounds)d"),
    "table": N_("Table %(n)d"),
    "table_card": N_("Table card"),
    "ranking": N_("Ranking"),
    "bye": N_("Bye"),
}
