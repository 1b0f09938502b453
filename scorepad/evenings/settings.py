"""What an organiser asks for when an evening starts, checked: its name, form, movement, rounds, hands, scoring
(a band table by preset or given), bye score and who came; every problem named by its field, nothing stored."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.errors import Invalid
from ..core.sizes import EVENING_NAME_MAX, EVENING_PLAYERS_MAX, EVENING_ROUNDS_MAX, PLAYER_NAME_MAX
from ..rules.problems import N_, Problem
from ..rules.typed_names import clean_name
from .bands import PRESETS, Band, Bands
from .evening import FORMS, MOVEMENTS
from .evening import Evening as Draw
from .scores import METHODS, Scoring
from .store import shapes_of

HANDS_MAX = 100
WHOLE_FROM_TO = N_("Must be a whole number from %(low)d to %(high)d.")
ONE_OF = N_("Must be one of: %(choices)s.")

Ref = tuple[str | None, str | None, str]  # a player as asked: (a name, None) or (None, a public id), and its field


@dataclass(frozen=True)
class EveningRequest:
    """What an organiser asks for (typed, not yet checked): the API and the pages both make one. `players`: league
    players, each {"id": a league player's id} or a name (a new name joins the league); `new_players`: names of
    players new to the league (the same as names in `players`, a field of its own for a form); `pairs`: in the
    pairs form, the partnerships named (each a list of such players; then nobody else), else they are drawn.
    `bands`: a preset's key or rows [margin up to (None: above), winner, loser]."""

    name: Any
    players: Any = ()
    form: Any = "individuals"
    movement: Any = None
    rounds: Any = 3
    hands: Any = None
    scoring: Any = "victory_points"
    bands: Any = "burraco_3_hands"
    bye_score: Any = None
    new_players: Any = ()
    pairs: Any = ()


@dataclass(frozen=True)
class NewEvening:
    """An evening's settings, checked; `groups`: the players as named, each group one player (individuals, or
    pairs to be drawn) or one partnership (`named_pairs`)."""

    name: str
    form: str
    movement: str | None
    rounds: int
    hands: int | None
    scoring: Scoring
    groups: list[list[Ref]]
    named_pairs: bool


def whole(path: str, value: Any, low: int, high: int) -> list[Problem]:
    """A whole number from `low` to `high`, or the problem."""
    if type(value) is int and low <= value <= high:
        return []
    return [Problem(path, WHOLE_FROM_TO, {"low": low, "high": high}, code="out_of_range")]


def ref_of(path: str, item: Any, by_name_only: bool = False) -> tuple[Ref | None, list[Problem]]:
    """One player as asked: a name, or {"id": a league player's id} (unless `by_name_only`)."""
    if not by_name_only and isinstance(item, dict) and set(item) == {"id"} and isinstance(item["id"], str):
        return (None, item["id"], path), []
    if isinstance(item, dict):
        message = N_('A player is a name or {"id": a league player\'s id}.')
        return None, [Problem(path, message if not by_name_only else N_("Must be text."), code="not_player")]
    name, problems = clean_name(path, item, PLAYER_NAME_MAX)
    return ((name, None, path) if name else None), problems


def listed(field: str, data: Any, most: int = EVENING_PLAYERS_MAX) -> tuple[list[Any], list[Problem]]:
    """A list field of at most `most` items (none when not given)."""
    if data is None or data == ():
        return [], []
    if not isinstance(data, list | tuple) or len(data) > most:
        return [], [Problem(field, N_("Must be a list of at most %(n)d players."), {"n": most}, code="not_list")]
    return list(data), []


def groups_of(asked: EveningRequest) -> tuple[list[list[Ref]], bool, list[Problem]]:
    """The players as named, grouped (see `NewEvening`), whether partnerships were named, and what is wrong."""
    players, problems = listed("players", asked.players)
    news, found = listed("new_players", asked.new_players)
    pairs, more = listed("pairs", asked.pairs)
    problems += found + more
    groups: list[list[Ref]] = []
    for field, items, names_only in (("players", players, False), ("new_players", news, True)):
        for i, item in enumerate(items):
            ref, found = ref_of(f"{field}.{i}", item, names_only)
            problems += found
            groups += [[ref]] if ref else []
    if pairs and asked.form != "pairs":
        problems.append(Problem("pairs", N_("Only an evening of fixed pairs has partnerships."), code="refused"))
    elif pairs and groups:
        problems.append(Problem("pairs", N_("Name every partnership, or none (they are drawn)."), code="refused"))
    for i, team in enumerate(pairs):
        if not isinstance(team, list | tuple) or not team:
            problems.append(Problem(f"pairs.{i}", N_("A partnership is a list of players."), code="not_list"))
            continue
        refs = [ref_of(f"pairs.{i}.{j}", one) for j, one in enumerate(team)]
        problems += [p for _, found in refs for p in found]
        groups.append([ref for ref, _ in refs if ref])
    if not groups and not problems:
        problems.append(Problem("players", N_("Name the players who came."), code="empty"))
    return groups, bool(pairs), problems


def bands_asked(data: Any) -> tuple[Bands | None, list[Problem]]:
    """A band table by a preset's key, or as rows of [margin up to (None: above), winner, loser]."""
    if isinstance(data, str):
        if data in PRESETS:
            return PRESETS[data], []
        return None, [Problem("bands", ONE_OF, {"choices": ", ".join(PRESETS)}, code="not_one_of")]
    rows = data if isinstance(data, list) and data else None
    if rows is None or not all(isinstance(r, list) and len(r) == 3 for r in rows):
        message = N_("Must be a preset's name or a list of bands, each [margin up to, winner, loser].")
        return None, [Problem("bands", message, code="not_bands")]
    return Bands(tuple(Band(*row) for row in rows)), []


def check_evening(asked: EveningRequest, ruleset: str) -> NewEvening:
    """An evening's settings checked for a league of this rule set (the tables are its family's); Invalid naming
    every problem."""
    name, problems = clean_name("name", asked.name, EVENING_NAME_MAX)
    form, movement = asked.form, asked.movement
    if form not in FORMS:
        problems.append(Problem("form", ONE_OF, {"choices": ", ".join(FORMS)}, code="not_one_of"))
    if form == "pairs" and movement is None:
        movement = "mitchell"
    if form == "pairs" and movement not in MOVEMENTS:
        problems.append(Problem("movement", ONE_OF, {"choices": ", ".join(MOVEMENTS)}, code="not_one_of"))
    elif form == "individuals" and movement is not None:
        problems.append(Problem("movement", N_("Only an evening of fixed pairs has a movement."), code="refused"))
    elif form in FORMS:
        problems += Draw(form, shapes_of(ruleset, form), 0, movement).problems()
    problems += whole("rounds", asked.rounds, 1, EVENING_ROUNDS_MAX)
    if asked.hands is not None:
        problems += whole("hands", asked.hands, 1, HANDS_MAX)
    if asked.scoring not in METHODS:
        problems.append(Problem("scoring", ONE_OF, {"choices": ", ".join(METHODS)}, code="not_one_of"))
    bands, found = bands_asked(asked.bands)
    problems += found
    scoring = Scoring(asked.scoring, bands or PRESETS["burraco_3_hands"], asked.bye_score)
    if bands is not None:  # the method is checked above, as "scoring"
        problems += [p for p in scoring.problems() if p.path != "method"]
    groups, named, found = groups_of(asked)
    problems += found
    if problems or name is None:
        raise Invalid(problems)
    return NewEvening(name, form, movement, asked.rounds, asked.hands, scoring, groups, named)
