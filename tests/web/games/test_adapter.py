"""Who went out, asked first on every family's round form: the sides (and nobody, where a hand may end so), then how,
offering exactly the ways and special hands the preset allows, each with its points; without JavaScript too."""

from __future__ import annotations

import html
import re

import pytest

from ..conftest import errors
from ..test_romme import start_romme  # noqa: F401 (a fixture)

CLA_HANDS = [
    "pairs",
    "wild_pairs",
    "miami_pairs",
    "zip_code",
    "straight",
    "garbage",
    "blast_off",
    "triples",
    "quads",
    "dream_hand",
]
PAGAT_HANDS = ["pairs", "wild_pairs", "straight", "garbage"]
OFFERED = {  # preset -> the ways of going out (a special hand is one answer, with its list), the special hands
    "classic": (["out", "concealed"], []),
    "german": (["out", "concealed", "hand_canasta"], []),
    "three_pack": (["out", "concealed"], []),
    "american": (["out", "special_hand"], CLA_HANDS),
    "american_pagat": (["out", "special_hand"], PAGAT_HANDS),
    "hand_and_foot": ([], []),  # going out is the one way: asked as the side alone
    "whitnack": ([], []),
}


def values(text: str, name: str) -> list[str]:
    """The values of a radio group or select on a page."""
    radios = re.findall(rf'<input[^>]*name="{name}"[^>]*value="([^"]*)"', text)
    select = re.search(rf'<select[^>]*name="{name}"[^>]*>(.*?)</select>', text, re.S)
    return radios or (re.findall(r'value="([^"]*)"', select.group(1)) if select else [])


def labels(text: str, name: str) -> list[str]:
    """The labels of a radio group's options, in order."""
    ids = re.findall(rf'<input[^>]*id="([^"]+)"[^>]*name="{name}"', text)
    return [html.unescape(re.search(rf'<label for="{i}">([^<]*)</label>', text).group(1)) for i in ids]


@pytest.mark.parametrize("preset", OFFERED)
def test_the_form_offers_exactly_the_ways_and_special_hands_of_the_preset(client, start_game, preset: str) -> None:
    board = start_game(ruleset=preset)
    text = client.get(board + "/rounds/new").get_data(as_text=True)
    ways, hands = OFFERED[preset]
    assert values(text, "out") == ["0", "1", "none"]  # a side first (or nobody: the stock ran out)
    assert values(text, "how") == ways
    assert values(text, "special_hand")[1:] == hands  # "Which one?" first
    assert 'name="entries-0-special_hand"' not in text  # asked with who went out, not in the side's panel
    if ways:
        firsts = [label.split()[0] for label in labels(text, "how")]
        assert len(set(firsts)) == len(firsts)  # every answer differs from the others in its first word
    assert text.index('name="out"') < text.index('name="entries-0-')  # the question comes first


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_way_says_its_points_in_the_readers_language(client, start_game, lang: str) -> None:
    board = start_game(ruleset="german")
    text = client.get(board + "/rounds/new", headers={"Accept-Language": lang}).get_data(as_text=True)
    if lang == "en":
        assert labels(text, "how") == [
            "Normally (+100)",
            "Concealed: the whole hand at once (+200)",
            "Hand-Canasta: out with no earlier meld (+1,000)",
        ]
    else:
        assert labels(text, "how") == [
            "Normal (+100)",
            "Verdeckt: das ganze Blatt auf einmal (+200)",
            "Hand-Canasta: ausgemacht ohne vorher gemeldet zu haben (+1.000)",
        ]


def test_romme_asks_how_only_where_hand_romme_is_agreed(client, start_romme) -> None:  # noqa: F811
    plain = client.get(start_romme("A", "B", "C") + "/rounds/new").get_data(as_text=True)
    assert values(plain, "out") == ["0", "1", "2"] and values(plain, "how") == []  # somebody always calls Rommé
    agreed = start_romme("A", "B", **{"settings-romme-hand_romme_doubles": "yes"})
    assert values(client.get(agreed + "/rounds/new").get_data(as_text=True), "how") == ["out", "hand"]


def test_a_side_is_asked_how_it_went_out_without_javascript(client, start_game) -> None:
    board = start_game()
    data = {"entries-0-meld_points": "240", "entries-0-natural_canastas": "1", "entries-1-hand_points": "45"}
    asked = client.post(board + "/rounds/new", data={**data, "out": "0"})
    assert asked.status_code == 422 and "Say how Anna &amp; Ben went out." in errors(asked)
    assert client.get("/api" + board).get_json()["rounds"] == []  # nothing stored
    saved = client.post(board + "/rounds/new", data={**data, "out": "0", "how": "concealed"})
    assert saved.status_code == 303, errors(saved)
    entries = client.get("/api" + board).get_json()["rounds"][0]["entries"]
    assert [e["going_out"] for e in entries] == ["concealed", None]


def test_a_way_not_offered_is_refused(client, start_game) -> None:
    board = start_game()  # classic: no Hand-Canasta
    response = client.post(
        board + "/rounds/new", data={"entries-0-meld_points": "240", "out": "0", "how": "hand_canasta"}
    )
    assert response.status_code == 422 and "Who went out must be one of the sides and ways offered." in errors(response)


def test_a_special_hand_is_the_sides_whole_entry(client, start_game) -> None:
    board = start_game(ruleset="american")
    typed = {"entries-0-meld_points": "300", "entries-1-meld_points": "150", "entries-1-hand_points": "30"}
    unsaid = client.post(board + "/rounds/new", data={**typed, "out": "0", "how": "special_hand", "special_hand": ""})
    assert unsaid.status_code == 422 and "Say which one." in errors(unsaid)
    text = unsaid.get_data(as_text=True)
    assert "Special hand shown: this side enters nothing else." in html.unescape(text)
    saved = client.post(
        board + "/rounds/new", data={**typed, "out": "0", "how": "special_hand", "special_hand": "pairs"}
    )
    assert saved.status_code == 303, errors(saved)
    first, second = client.get("/api" + board).get_json()["rounds"][0]["entries"]
    assert first["special_hand"] == "pairs" and first["meld_points"] == 0  # its typed counts are not read
    assert second["meld_points"] == 150 and second["special_hand"] is None
