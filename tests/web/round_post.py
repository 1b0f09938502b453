"""Posting a round through the round form as a phone would, from entries written as the API takes them: the one
place that knows the form's field names (who went out is `out`, a side's number or "none", and `how` the way; a
special hand is the way `special_hand` with the hand in `special_hand`; each count is `entries-<i>-<name>`, a flag
"y", a choice its key, counted cards `entries-<i>-<name>-<class>`)."""

from __future__ import annotations

from typing import Any

WAY = "going_out"  # the count that says a side went out, in the API's entries of these families
SPECIAL = "special_hand"  # Modern American Canasta's special hand: asked with who went out


def form_fields(entries: list[dict[str, Any]], confirm: bool = True) -> dict[str, str]:
    """The form fields of a round given as the API's entries (counts left out are left blank)."""
    fields: dict[str, str] = {"out": "none"}
    for i, entry in enumerate(entries):
        for name, value in entry.items():
            at = f"entries-{i}-{name}"
            if name == WAY:
                if value is not None:
                    fields |= {"out": str(i), "how": value}
            elif name == SPECIAL:
                if value is not None:
                    fields |= {"out": str(i), "how": SPECIAL, SPECIAL: value}
            elif isinstance(value, dict):
                fields.update({f"{at}-{key}": str(count) for key, count in value.items()})
            elif value is True:
                fields[at] = "y"
            elif value not in (False, None):
                fields[at] = str(value)
    if confirm:
        fields["confirm"] = "1"
    return fields


def post_round(client: Any, board: str, *entries: dict[str, Any], confirm: bool = True, **headers: str) -> Any:
    """Post the next round on the round form of a game (its board's path); `confirm` answers "Are you sure?"."""
    return client.post(f"{board}/rounds/new", data=form_fields(list(entries), confirm), headers=headers)


def start_game(client: Any, ruleset: str, sides: list[tuple[str, int]], **fields: str) -> str:
    """Start a game on the new-game form with the named sides of so many players; returns the board's path."""
    data = {"ruleset": ruleset, "dealer_first": "0", "rotation": "clockwise", **fields}
    for i, (name, size) in enumerate(sides):
        data[f"sides-{i}-name"], data[f"sides-{i}-size"] = name, str(size)
    response = client.post("/games/new", data=data)
    assert response.status_code == 303, response.get_data(as_text=True)
    return response.headers["Location"].split("?")[0]
