"""Forms of a club evening: starting one (who came, the form and movement, rounds and hands, how it is ranked), a
late arrival. Each turns what was typed into the plain values the evening's operations take, and puts their
problems next to the fields they name."""

from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import RadioField, SelectMultipleField, StringField, TextAreaField
from wtforms.fields.choices import SelectChoice
from wtforms.widgets import CheckboxInput, ListWidget

from ...evenings.bands import PRESETS
from ...rules.problems import Problem
from . import read_number
from .accounts import FieldsByName

FORMS = {"pairs": _l("Fixed pairs"), "individuals": _l("Individuals: partners change every round")}
MOVEMENTS = {
    "mitchell": _l("Mitchell: North-South stay, East-West move one table up"),
    "standing": _l("By standing: 1st against 2nd, 3rd against 4th"),
}
METHODS = {
    "victory_points": _l("Victory points: each table's margin split into 20 by the band table"),
    "points": _l("Points: the sum of each player's game points"),
    "match_points": _l("Match points: win 2, draw 1, loss 0"),
}
BAND_NAMES = {
    "burraco_3_hands": _l("Burraco, a round of 3 hands"),
    "burraco_4_hands": _l("Burraco, a round of 4 hands"),
}
NAMES_MAX = 200  # a club's evening seats 40: a text of names this long is a mistake, not a club


def lines(text: str | None) -> list[str]:
    """The lines of a text box that hold something, trimmed."""
    return [line.strip() for line in (text or "").splitlines() if line.strip()][:NAMES_MAX]


class EveningForm(FieldsByName, FlaskForm):
    """A new club evening in a league."""

    name = StringField(_l("Name of the evening"), description=_l("Optional, such as the date or the occasion."))
    players = SelectMultipleField(
        _l("Who came"), widget=ListWidget(prefix_label=False), option_widget=CheckboxInput(), validate_choice=False
    )
    new_players = TextAreaField(_l("New players"), description=_l("Not yet in the league: one name a line."))
    form = RadioField(_l("Form"), choices=[SelectChoice(k, v) for k, v in FORMS.items()], default="individuals")
    pairs = TextAreaField(
        _l("Partnerships"),
        description=_l("One a line, such as Anna & Ben. Players not named here are paired at random."),
    )
    movement = RadioField(
        _l("Movement of the pairs"), choices=[SelectChoice(k, v) for k, v in MOVEMENTS.items()], default="mitchell"
    )
    rounds = StringField(_l("Rounds"), default="3")
    hands = StringField(
        _l("Hands per round"), description=_l("Leave it blank to play each round to the game's target.")
    )
    scoring = RadioField(
        _l("Ranked by"), choices=[SelectChoice(k, v) for k, v in METHODS.items()], default="victory_points"
    )
    bands = RadioField(
        _l("Band table"), choices=[SelectChoice(k, BAND_NAMES.get(k, k)) for k in PRESETS], default=next(iter(PRESETS))
    )
    bye_score = StringField(
        _l("Score of a bye"),
        description=_l("Leave it blank for the rules' own: 12 victory points, the round's average."),
    )

    def __init__(self, *args: Any, players: list[SelectChoice] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.players.choices = players or []

    def values(self) -> tuple[dict[str, Any], list[Problem]]:
        """What was typed as the evening's operation takes it, and the numbers that are not whole numbers."""
        problems: list[Problem] = []
        numbers = {name: read_number(self[name], name, problems) for name in ("rounds", "hands", "bye_score")}
        pairs = [[name.strip() for name in line.split("&") if name.strip()] for line in lines(self.pairs.data)]
        evening = {
            "name": (self.name.data or "").strip(),
            "players": list(self.players.data or []),
            "new_players": lines(self.new_players.data),
            "form": self.form.data,
            "pairs": pairs if self.form.data == "pairs" else [],
            "movement": self.movement.data if self.form.data == "pairs" else None,
            "scoring": self.scoring.data,
            "bands": self.bands.data,
            **numbers,
        }
        return evening, problems


class ArrivalForm(FieldsByName, FlaskForm):
    """A player who came late: a league player not yet in the evening, or a new name (joins from the next round)."""

    player = RadioField(_l("A league player"), validate_choice=False)
    name = StringField(_l("Or a new player's name"))
    partner = StringField(_l("Partner (pairs: the late pair's other player)"))

    def __init__(self, *args: Any, players: list[SelectChoice] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.player.choices = players or []

    def arrival(self) -> dict[str, str | None]:
        """Who arrives as the evening's operation takes it: a league player's id or a new name, and a partner."""
        return {
            "player": self.player.data or None,
            "name": (self.name.data or "").strip() or None,
            "partner": (self.partner.data or "").strip() or None,
        }
