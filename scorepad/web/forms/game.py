"""The new-game form: rule set, house rules (made from the setting declarations of every family of the app), sides,
league, date and dealing; it hands the operation a typed request. Its sides and house rules are shaped by the app's
families, so the form is made per app (`new_game_form`), never when a module is imported."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import DateField, Field, FieldList, Form, FormField, HiddenField, RadioField, SelectField, StringField
from wtforms.fields.choices import SelectChoice
from wtforms.validators import Optional

from ...core.sizes import PLAYER_NAME_MAX
from ...extensions import registry
from ...games.start import GameRequest
from ...rules.family import Family
from ...rules.problems import Problem
from ...rules.seating import ROTATIONS
from ...rules.settings import Setting, declared
from . import ProblemsOnFields, read_number, rule_sets, whole

SPLIT_NAMES = re.compile(r"\s*(?:&|\+|,|/|\band\b|\bund\b)\s*", re.IGNORECASE)
ROTATION_LABELS = {
    "clockwise": _l("clockwise"),
    "counterclockwise": _l("counter-clockwise"),
    "winner": _l("the round's winner deals"),
    "loser": _l("the round's loser deals"),
    "same": _l("always the same dealer"),
}


@dataclass(frozen=True)
class Question:
    """A new name close to a league player's, asked about: the field, its label, the name typed and the player's."""

    field_id: str
    label: str
    typed: str
    meant: str


class SideForm(Form):
    """One side: its name, how many players, their names (optional) and a carried-over total."""

    name = StringField(_l("Side name"))
    size = SelectField(_l("Players"), choices=[SelectChoice("1"), SelectChoice("2"), SelectChoice("3")], default="2")
    player_0 = StringField(_l("Player 1"))
    player_1 = StringField(_l("Player 2"))
    player_2 = StringField(_l("Player 3"))
    start = StringField(_l("Total carried over"))

    def players(self, alone: bool) -> list[str]:
        """The player names; blank ones come from the side name ("Anna & Ben") or are numbered."""
        count = 1 if alone else int(self.size.data) if self.size.data in ("1", "2", "3") else 2
        typed = [(self[f"player_{i}"].data or "").strip() for i in range(count)]
        name = (self.name.data or "").strip()
        guessed = [n for n in SPLIT_NAMES.split(name) if n]
        if count == 1 and not typed[0]:
            return [name[:PLAYER_NAME_MAX].rstrip()]  # a side name may be longer than a player's
        if len(guessed) == count:
            guessed = [g[:PLAYER_NAME_MAX].rstrip() for g in guessed]
        else:
            short = name[: PLAYER_NAME_MAX - 2].rstrip()  # room for " 3"
            guessed = [f"{short} {i + 1}" for i in range(count)]
        return [t or g for t, g in zip(typed, guessed, strict=True)]


def setting_fields(item: Setting) -> dict[str, Field]:
    """The form fields of one setting (blank keeps the preset's value; "-" clears an optional one)."""
    if item.kind == "choice":
        return {
            item.name: SelectField(
                _l(item.label),
                choices=[SelectChoice("")] + [SelectChoice(k, _l(v)) for k, v in item.choices],
                default="",
            )
        }
    if item.kind == "flag":
        return {
            item.name: SelectField(
                _l(item.label),
                choices=[SelectChoice(""), SelectChoice("yes", _l("yes")), SelectChoice("no", _l("no"))],
                default="",
            )
        }
    if item.kind in KEYED:
        return {
            keyed_name(item, key): StringField(_l("%(group)s: %(name)s", group=_l(item.label), name=_l(label)))
            for key, label in item.keys
        }
    hint = _l(item.help) if item.help else ""
    if item.optional:
        hint = (
            _l("%(help)s Type - for: %(none)s.", help=hint, none=_l(item.none_label))
            if hint
            else _l("Type - for: %(none)s.", none=_l(item.none_label))
        )
    return {item.name: StringField(_l(item.label), description=hint)}


KEYED = ("card_values", "counts", "selection")  # one field per key


def keyed_name(item: Setting, key: str) -> str:
    """The field of one key of a setting by keys ("card_jokers", "books_to_go_out_clean")."""
    return f"card_{key}" if item.kind == "card_values" else f"{item.name}_{key}"


def settings_form(families: tuple[Family, ...]) -> type[Form]:
    """The house-rule fields of these families, a group each (families may use one name for different kinds)."""
    groups = {
        family.key: FormField(
            type(
                f"{family.key}_settings",
                (Form,),
                {k: v for i in declared(family.rules_class) for k, v in setting_fields(i).items()},
            )
        )
        for family in families
    }
    return type("SettingsForm", (Form,), groups)


def setting_names(family: Family) -> list[str]:
    """The names of a family's house-rule fields, in declaration order."""
    return [name for item in declared(family.rules_class) for name in setting_fields(item)]


def pairs(text: str) -> list[list[Any]]:
    """ "0:50, 1500:90" as [[0, 50], [1500, 90]]; anything else is left for the checks to name."""
    return [
        [whole(left), whole(right)]
        for left, _, right in (p.strip().partition(":") for p in text.split(",") if p.strip())
    ]


class NewGameForm(ProblemsOnFields, FlaskForm):
    """Everything a table decides before the first round (an app's form: `new_game_form`)."""

    ruleset = RadioField(_l("Rules"), default=lambda: registry().default_ruleset())
    sides = FieldList(FormField(SideForm))  # as many as the app's biggest table (new_game_form)
    dealer_first = SelectField(
        _l("First dealer (seat, clockwise)"), default="0", choices=[SelectChoice(str(i), str(i + 1)) for i in range(6)]
    )
    rotation = SelectField(
        _l("The deal moves"), default="clockwise", choices=[SelectChoice(r, ROTATION_LABELS[r]) for r in ROTATIONS]
    )
    settings = FormField(Form)  # every family's house rules (new_game_form)
    league = HiddenField(default="")  # a league's page starts its games: they are played by its rules
    played_on = DateField(_l("Played on"), validators=[Optional()])

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.ruleset.choices = rule_sets()

    @property
    def family(self) -> Any:
        """The family of the chosen rule set (the first one's when none is chosen, or an unknown one)."""
        families = registry()
        chosen = self.ruleset.data if self.ruleset.data in families.rulesets else families.default_ruleset()
        return families.family_of(chosen)

    def setting_changes(self, problems: list[Problem]) -> dict[str, Any]:
        """Only the settings of the chosen family the table filled in, as typed values."""
        out: dict[str, Any] = {}
        form = self.settings.form[self.family.key].form
        for item in declared(self.family.rules_class):
            if item.kind in KEYED:
                for key, _label in item.keys:
                    value = read_number(form[keyed_name(item, key)], f"settings.{item.name}.{key}", problems)
                    if value is not None:
                        out.setdefault(item.name, {})[key] = value
                if item.kind == "selection" and item.name in out:  # 0 leaves a key out; all 0: none at all
                    out[item.name] = {k: v for k, v in out[item.name].items() if v}
                continue
            text = (form[item.name].data or "").strip()
            if not text:
                continue
            if item.optional and text == "-":
                out[item.name] = None
            elif item.kind == "list":
                out[item.name] = [whole(part) for part in text.split(",") if part.strip()]
            elif item.kind == "flag":
                out[item.name] = text == "yes"
            elif item.kind == "choice":
                out[item.name] = text
            elif item.kind in ("steps", "table"):
                listed = pairs(text)
                out[item.name] = listed if item.kind == "steps" else {str(k): v for k, v in listed}
            else:
                value = read_number(form[item.name], f"settings.{item.name}", problems)
                if value is not None:
                    out[item.name] = value
        return out

    def request(self, league_ruleset: str | None = None) -> tuple[GameRequest, list[Problem]]:
        """The new game as the operation takes it (a field holding no whole number is left out), and the
        problems of those fields; a league game's sides are read for the league's family."""
        problems: list[Problem] = []
        families = registry()
        family = families.family_of(league_ruleset) if league_ruleset in families.rulesets else self.family
        alone = all(max(t) == 1 for t in family.tables)
        shown = 2 + sum(1 for s in list(self.sides)[2:] if (s.form.name.data or "").strip())
        sides = []
        for i, side in enumerate(list(self.sides)[:shown]):
            start = read_number(side.form.start, f"sides.{i}.start", problems)
            sides.append({"name": side.form.name.data or "", "players": side.form.players(alone), "start": start or 0})
        asked = GameRequest(
            sides=sides,
            dealer={"first": int(self.dealer_first.data or 0), "rotation": self.rotation.data},
            played_on=self.played_on.data,
        )
        if not self.league.data:  # a league game is played by its league's rules
            asked = GameRequest(
                **{**asked.__dict__, "ruleset": self.ruleset.data, "settings": self.setting_changes(problems)}
            )
        return asked, problems

    def take_meant(self, data: Mapping[str, str]) -> None:
        """Put the names the table confirmed (a league player's, or the new one as typed) into the player fields."""
        for side in self.sides:
            for i in range(3):
                player = side.form[f"player_{i}"]
                if f"meant-{player.id}" in data:
                    player.data = data[f"meant-{player.id}"]

    def questions(self, asked: GameRequest, meant: dict[str, str]) -> list[Question]:
        """Each new name close to a league player's, with its field, to ask "Did you mean …?"."""
        out = []
        for path, name in meant.items():
            field = self.field_for(path)
            _sides, side, _players, player = path.split(".")
            if field is not None:
                typed = asked.sides[int(side)]["players"][int(player)]
                out.append(Question(field.id, self.label_of(field), typed, name))
        return out

    def field_for(self, path: str) -> Field | None:
        """The form field a problem path points at, if there is one."""
        parts = path.split(".")
        if parts[0] == "sides" and len(parts) >= 3 and parts[1].isdigit() and int(parts[1]) < len(self.sides):
            side = self.sides[int(parts[1])].form
            if parts[2] == "players":
                return side[f"player_{parts[3]}"] if len(parts) == 4 and parts[3] in "012" else side["size"]
            return side._fields.get(parts[2])
        if parts[0] == "sides":
            return self.sides[0].form.name
        if parts[0] == "settings" and len(parts) >= 2:
            form = self.settings.form[self.family.key].form
            item = next((i for i in declared(self.family.rules_class) if i.name == parts[1]), None)
            if item is not None and item.kind in KEYED and len(parts) > 2:
                return form._fields.get(keyed_name(item, parts[2]))
            return form._fields.get(parts[1])
        if parts[0] == "dealer" and len(parts) == 2:
            return self.dealer_first if parts[1] == "first" else self.rotation
        return {"ruleset": self.ruleset, "league": self.league, "played_on": self.played_on}.get(parts[0])

    def label_of(self, field: Field) -> str:
        """A field's label, with its side where it belongs to one ("Side 2: Player 1")."""
        parts = field.id.split("-")
        if parts[0] == "sides" and len(parts) > 2:
            return f"{_l('Side %(n)d', n=int(parts[1]) + 1)}: {field.label.text}"
        return str(field.label.text)


def in_place_of(field: Any, made: Any) -> Any:
    """A field made for an app, standing where the form declares its placeholder (fields keep their order)."""
    made.creation_counter = field.creation_counter
    return made


@cache
def form_for(families: tuple[Family, ...]) -> type[NewGameForm]:
    """The new-game form of these families: as many sides as their biggest table, every family's house rules."""
    most = max(len(t) for f in families for t in f.tables)
    fields = {
        "sides": in_place_of(NewGameForm.sides, FieldList(FormField(SideForm), min_entries=most, max_entries=most)),
        "settings": in_place_of(NewGameForm.settings, FormField(settings_form(families))),
    }
    return type("NewGameForm", (NewGameForm,), fields)


def new_game_form(**kwargs: Any) -> NewGameForm:
    """The new-game form of the app at hand (its families shape its sides and house rules)."""
    return form_for(tuple(registry().families.values()))(**kwargs)
