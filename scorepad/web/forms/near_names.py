"""The new-game form's questions about names close to a league player's ("Did you mean Karl?"): asked with nothing
chosen, asked again when "Start" comes unanswered, and the answer put into the player's field and the side's name."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from wtforms import Field

from ...games.start import GameRequest
from .game import SPLIT_NAMES, NewGameForm


@dataclass(frozen=True)
class Question:
    """A new name close to a league player's, asked about: the field, its label, the name typed and the player's."""

    field_id: str
    label: str
    typed: str
    meant: str
    chosen: str | None = None  # the answer given, if any: nothing is chosen for the table
    unanswered: bool = False


def renamed(side_name: str, typed: str, chosen: str) -> str:
    """A side's name with one player's name as typed replaced by the name the table chose for them."""
    return re.sub(rf"(?<!\w){re.escape(typed)}(?!\w)", lambda _m: chosen, side_name, count=1)


def questions(form: NewGameForm, asked: GameRequest, meant: dict[str, str]) -> list[Question]:
    """Each new name close to a league player's, with its field, to ask "Did you mean …?"."""
    out = []
    for path, name in meant.items():
        field = form.field_for(path)
        _sides, side, _players, player = path.split(".")
        if field is not None:
            typed = asked.sides[int(side)]["players"][int(player)]
            out.append(Question(field.id, form.label_of(field), typed, name))
    return out


def player_field(form: NewGameForm, field_id: str) -> Field | None:
    """A player field by its id ("sides-0-player_1"), if the form has it."""
    parts = field_id.split("-")
    if len(parts) == 3 and parts[0] == "sides" and parts[1].isdigit() and int(parts[1]) < len(form.sides):
        return form.sides[int(parts[1])].form._fields.get(parts[2]) if parts[2].startswith("player_") else None
    return None


def asked_again(form: NewGameForm, data: Mapping[str, str]) -> list[Question]:
    """The questions of the page before, with their answers, when one of them has none (or one not offered) and
    must be asked again; none when every question was answered."""
    asked = []
    for key, meant in data.items():
        field_id = key.removeprefix("asked-")
        if key.startswith("asked-") and (field := player_field(form, field_id)) is not None:
            typed, chosen = data.get(f"typed-{field_id}", ""), data.get(f"meant-{field_id}")
            ok = chosen is not None and chosen in (meant, typed)
            asked.append(Question(field_id, form.label_of(field), typed, meant, chosen if ok else None, not ok))
    return asked if any(q.unanswered for q in asked) else []


def take_meant(form: NewGameForm, data: Mapping[str, str]) -> None:
    """Put the names the table confirmed (a league player's, or the new one as typed) into the player fields, and
    into the side's name where it was written with the typed one ("Karli & Dora" -> "Karl & Dora")."""
    for side in form.sides:
        for i in range(3):
            player = side.form[f"player_{i}"]
            if f"meant-{player.id}" in data:
                typed, player.data = data.get(f"typed-{player.id}", ""), data[f"meant-{player.id}"]
                parts = SPLIT_NAMES.split(side.form.name.data or "")
                if typed and typed in parts and player.data not in parts:
                    side.form.name.data = renamed(side.form.name.data or "", typed, player.data)
