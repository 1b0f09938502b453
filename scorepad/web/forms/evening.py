"""Forms of a club evening: starting one (who came, the form and movement, rounds and hands, how it is ranked), a
late arrival. Each turns what was typed into the plain values the evening's operations take, and puts their
problems next to the fields they name."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import Field, RadioField, SelectMultipleField, StringField, TextAreaField
from wtforms.fields.choices import SelectChoice
from wtforms.widgets import CheckboxInput, ListWidget

from ...evenings.bands import PRESETS
from ...rules.problems import N_, Problem
from ...words.times import date_text
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
NOT_PAIRED = N_("Name every partnership, or none (they are drawn then): %(names)s in none.")
NAMES_MAX = 200  # a club's evening seats 40: a text of names this long is a mistake, not a club


def lines(text: str | None) -> list[str]:
    """The lines of a text box that hold something, trimmed."""
    return [line.strip() for line in (text or "").splitlines() if line.strip()][:NAMES_MAX]


class EveningForm(FieldsByName, FlaskForm):
    """A new club evening in a league."""

    name = StringField(
        _l("Name of the evening"),
        description=_l("Such as the date or the occasion."),
        default=lambda: date_text(datetime.now(UTC).date()),
    )
    players = SelectMultipleField(
        _l("Who came"), widget=ListWidget(prefix_label=False), option_widget=CheckboxInput(), validate_choice=False
    )
    new_players = TextAreaField(_l("New players"), description=_l("Not yet in the league: one name a line."))
    form = RadioField(
        _l("Form"), choices=[SelectChoice(k, v) for k, v in FORMS.items()], default="individuals", validate_choice=False
    )
    pairs = TextAreaField(
        _l("Partnerships"),
        description=_l("One a line, such as Anna & Ben: every pair, or leave it blank and the pairs are drawn."),
    )
    movement = RadioField(
        _l("Movement of the pairs"),
        choices=[SelectChoice(k, v) for k, v in MOVEMENTS.items()],
        default="mitchell",
        validate_choice=False,
    )
    rounds = StringField(_l("Rounds"), default="3")
    hands = StringField(
        _l("Hands per round"), description=_l("Leave it blank to play each round to the game's target.")
    )
    scoring = RadioField(
        _l("Ranked by"),
        choices=[SelectChoice(k, v) for k, v in METHODS.items()],
        default="victory_points",
        validate_choice=False,
    )
    bands = RadioField(
        _l("Band table"),
        choices=[SelectChoice(k, BAND_NAMES.get(k, k)) for k in PRESETS],
        default=next(iter(PRESETS)),
        validate_choice=False,
    )
    bye_score = StringField(
        _l("Score of a bye"),
        description=_l("Leave it blank for the rules' own: 12 victory points, the round's average."),
    )

    def __init__(self, *args: Any, players: list[SelectChoice] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.players.choices = players or []

    def values(self) -> tuple[dict[str, Any], list[Problem]]:
        """What was typed as the evening's operation takes it (settings.EveningRequest's fields: the league's
        players by id, new players by name, or the partnerships named, each a list of either), and the problems
        found before asking it: numbers that are not whole numbers, players left out of the partnerships named."""
        problems: list[Problem] = []
        numbers = {name: read_number(self[name], name, problems) for name in ("rounds", "hands", "bye_score")}
        players: list[Any] = [{"id": pid} for pid in self.players.data or []]
        new_players = lines(self.new_players.data)
        pairs = self.form.data == "pairs"
        named = [[name.strip() for name in line.split("&") if name.strip()] for line in lines(self.pairs.data)]
        teams = self.partnerships(named, players + new_players, problems) if pairs and named else []
        evening = {
            "name": (self.name.data or "").strip(),
            "players": [] if teams else players,
            "new_players": [] if teams else new_players,
            "pairs": teams,
            "form": self.form.data,
            "movement": self.movement.data if pairs else None,
            "scoring": self.scoring.data,
            "bands": self.bands.data,
            **numbers,
        }
        return evening, problems

    def partnerships(self, named: list[list[str]], came: list[Any], problems: list[Problem]) -> list[Any]:
        """The partnerships as typed, each name a league player's id where the league has the name; whoever came
        but is in none of them is a problem (every partnership is named, or none)."""
        ids = {str(c.label).casefold(): c.value for c in self.players.choices}
        teams = [[{"id": ids[n.casefold()]} if n.casefold() in ids else n for n in team] for team in named]
        in_teams = {repr(one) if isinstance(one, dict) else one.casefold() for team in teams for one in team}
        left = [c for c in came if (repr(c) if isinstance(c, dict) else c.casefold()) not in in_teams]
        if left:
            names = {c.value: str(c.label) for c in self.players.choices}
            said = ", ".join(names.get(c["id"], c["id"]) if isinstance(c, dict) else c for c in left)
            problems.append(Problem("pairs", NOT_PAIRED, {"names": said}))
        return teams


class ArrivalForm(FieldsByName, FlaskForm):
    """A player who came late: a league player not yet in the evening, or a new name (joins from the next round)."""

    player = RadioField(_l("A league player"), validate_choice=False)
    name = StringField(_l("Or a new player's name"))
    partner = StringField(_l("Partner (pairs: the late pair's other player)"))

    def __init__(self, *args: Any, players: list[SelectChoice] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.player.choices = players or []

    def field_for(self, path: str) -> Field | None:
        """The field a problem names: who arrives is the new name's field (the one always shown)."""
        return self.name if path.split(".")[0] == "players" else super().field_for(path)

    def arrival(self) -> list[Any]:
        """Who arrives as the evening's operation takes it: a league player ({"id": ...}) or a new name, and a
        late pair's partner (a name, or a league player's where the league has the name)."""
        ids = {str(c.label).casefold(): c.value for c in self.player.choices}
        names = [(self.name.data or "").strip(), (self.partner.data or "").strip()]
        came: list[Any] = [{"id": self.player.data}] if self.player.data else []
        return came + [{"id": ids[n.casefold()]} if n.casefold() in ids else n for n in names if n]
