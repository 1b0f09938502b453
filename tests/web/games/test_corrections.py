"""Two phones correcting one round (web/games/corrections.py): the page says each field the other phone changed and what
saving again would change, marks those fields, and keeps the other phone's changes where this phone changed
nothing, in English and German."""

from __future__ import annotations

import html as markup
import re

import pytest

from ..test_pages import ROUND

WORDS = {
    "en": {
        "theirs": "The other phone changed:",
        "saving": "Saving again changes:",
        "same": "With their changes kept, yours change nothing: saving again stores nothing.",
        "meld": "Anna & Ben: Meld points",
        "threes": "Cara & Dan: Red threes laid down",
        "hand": "Cara & Dan: Points left in hand",
        "out": "Who went out",
        "went_out": "Anna & Ben: Normally (+100)",
        "nobody": "Nobody: the stock ran out",
    },
    "de": {
        "theirs": "Das andere Handy hat geändert:",
        "saving": "Nochmal speichern ändert:",
        "same": "Mit seinen Änderungen ändern deine nichts: nochmal speichern speichert nichts.",
        "meld": "Anna & Ben: Gemeldete Punkte",
        "threes": "Cara & Dan: Rote Dreien ausgelegt",
        "hand": "Cara & Dan: Punkte auf der Hand",
        "out": "Wer hat ausgemacht",
        "went_out": "Anna & Ben: Normal (+100)",
        "nobody": "Niemand: Nachziehstapel aufgebraucht",
    },
}


def page_text(response) -> str:
    """A page's text: tags dropped, entities read, spaces squeezed."""
    text = markup.unescape(re.sub(r"<[^>]+>", " ", response.get_data(as_text=True)))
    return re.sub(r"\s+([:.,])", r"\1", re.sub(r"\s+", " ", text))


def version_of(html: str) -> str:
    """The round version a correction form carries."""
    return re.search(r'name="version"[^>]*value="([^"]*)"', html).group(1)


def field_tag(response, name: str) -> str:
    """The input tag of a field, as the page has it."""
    return re.search(rf'<input[^>]*name="{re.escape(name)}"[^>]*>', response.get_data(as_text=True)).group(0)


def stored(client, board: str) -> list[dict]:
    """Round 1's entries as the API reads them."""
    return client.get("/api" + board).get_json()["rounds"][0]["entries"]


@pytest.fixture
def crossing(client, start_game):
    """Round 1 saved, opened for correction here, then corrected by another phone (the same session stands in
    for it) with `theirs`; returns a function posting this phone's correction, opened on the older round."""

    def cross(theirs: dict[str, str], lang: str = "en"):
        board = start_game()
        client.post(board + "/rounds/new", data={**ROUND, "confirm": "1"})
        opened = version_of(client.get(board + "/rounds/1/edit").get_data(as_text=True))
        other = client.post(board + "/rounds/1/edit", data={**ROUND, **theirs, "version": opened, "confirm": "1"})
        assert other.status_code == 303

        def post(mine: dict[str, str]):
            headers = {"Accept-Language": lang}
            return client.post(board + "/rounds/1/edit", data={**ROUND, **mine, "version": opened}, headers=headers)

        return board, post

    return cross


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_other_phones_changes_are_kept_marked_and_said_and_saving_changes_only_mine(client, crossing, lang):
    words = WORDS[lang]
    board, post = crossing({"entries-0-meld_points": "260", "entries-1-red_threes": "1"}, lang)
    conflict = post({"entries-1-hand_points": "50"})
    text = page_text(conflict)
    assert conflict.status_code == 409
    assert f"{words['theirs']} {words['meld']}: 240 → 260 {words['threes']}: 0 → 1 {words['saving']}" in text
    assert f"{words['saving']} {words['hand']}: 45 → 50 " in text
    # The form holds their changes where I changed nothing, and mine; each field changed is marked and described.
    meld, threes, hand = (
        field_tag(conflict, f"entries-{n}") for n in ("0-meld_points", "1-red_threes", "1-hand_points")
    )
    assert 'value="260"' in meld and 'value="1"' in threes and 'value="50"' in hand
    assert 'aria-describedby="theirs-title theirs-entries-0-meld_points"' in meld and "data-changed" in meld
    assert 'aria-describedby="saving-title saving-entries-1-hand_points"' in hand and "data-changed" in hand
    assert "data-changed" not in field_tag(conflict, "entries-1-meld_points")
    html = conflict.get_data(as_text=True)
    assert '<li id="theirs-entries-0-meld_points"><a href="#entries-0-meld_points">' in html
    assert stored(client, board)[1]["hand_points"] == 45  # nothing overwritten yet

    again = post({"entries-0-meld_points": "260", "entries-1-red_threes": "1", "entries-1-hand_points": "50"})
    assert again.status_code == 409  # still the old version: asked again, never overwritten unseen
    fields = {**ROUND, "entries-0-meld_points": "260", "entries-1-red_threes": "1", "entries-1-hand_points": "50"}
    saved = client.post(board + "/rounds/1/edit", data={**fields, "version": version_of(html), "confirm": "1"})
    assert saved.status_code == 303
    entries = stored(client, board)
    assert (entries[0]["meld_points"], entries[1]["red_threes"], entries[1]["hand_points"]) == (260, 1, 50)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_field_both_phones_changed_keeps_mine_and_says_both(crossing, lang):
    words = WORDS[lang]
    _board, post = crossing({"entries-1-hand_points": "25"}, lang)
    conflict = post({"entries-1-hand_points": "5"})
    text = page_text(conflict)
    assert f"{words['theirs']} {words['hand']}: 45 → 25 {words['saving']} {words['hand']}: 25 → 5 " in text
    hand = field_tag(conflict, "entries-1-hand_points")
    assert 'value="5"' in hand
    assert (
        'aria-describedby="theirs-title theirs-entries-1-hand_points saving-title saving-entries-1-hand_points"' in hand
    )


@pytest.mark.parametrize("lang", ["en", "de"])
def test_who_went_out_is_one_field_for_every_side(crossing, lang):
    words = WORDS[lang]
    _board, post = crossing({"out": "none"}, lang)
    conflict = post({"entries-1-hand_points": "50"})
    text = page_text(conflict)
    assert f"{words['theirs']} {words['out']}: {words['went_out']} → {words['nobody']} {words['saving']}" in text
    assert f"{words['saving']} {words['hand']}: 45 → 50 " in text  # who went out: theirs, kept
    assert re.search(
        r'<input[^>]*checked[^>]*value="none"|<input[^>]*value="none"[^>]*checked', conflict.get_data(as_text=True)
    )
    radios = re.findall(r'<input[^>]*name="out"[^>]*>', conflict.get_data(as_text=True))
    assert radios and all('aria-describedby="theirs-title theirs-out"' in r and "data-changed" in r for r in radios)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_correction_that_changed_nothing_they_did_not_says_saving_changes_nothing(client, crossing, lang):
    board, post = crossing({"entries-1-hand_points": "25"}, lang)
    conflict = post({})  # opened, nothing changed, saved: their round is kept in the form
    assert WORDS[lang]["same"] in page_text(conflict) and WORDS[lang]["saving"] not in page_text(conflict)
    html = conflict.get_data(as_text=True)
    assert 'value="25"' in field_tag(conflict, "entries-1-hand_points")
    same = client.post(
        board + "/rounds/1/edit", data={**ROUND, "entries-1-hand_points": "25", "version": version_of(html)}
    )
    assert same.headers["Location"].endswith("?unchanged=1")
