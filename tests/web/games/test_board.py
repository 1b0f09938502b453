"""The board's notes: what was just done is said once and in the right words; announcements only while they are
news (never a round's again after an undo)."""

import re

import pytest

from ..test_pages import ROUND

BIG = {**ROUND, "entries-0-meld_points": "400", "entries-0-natural_canastas": "2"}  # 400 + 1,000 + 100 + 100
SMALL = {**ROUND, "number": "2"}  # 1,600 + 940: no new minimum
NEEDS = "Anna &amp; Ben now need 90 for their initial meld (was 50)."
WORDS = {
    "en": {"corrected": "Round 1 corrected.", "saved": "Round 1 saved.", "just": "(just corrected)"},
    "de": {"corrected": "Runde 1 korrigiert.", "saved": "Runde 1 gespeichert.", "just": "(gerade korrigiert)"},
}


def announcements(html: str) -> list[str]:
    """The sentences in the board's announcements region."""
    region = re.search(r'<div id="announcements".*?</div>', html, re.S).group(0)
    return re.findall(r"<p[^>]*>([^<]*)</p>", region)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_correction_is_said_as_one_once(client, start_game, lang):
    words = WORDS[lang]
    board = start_game()
    client.post(board + "/rounds/new", data={**ROUND, "confirm": "1"})
    corrected = client.post(board + "/rounds/1/edit", data={**ROUND, "entries-1-hand_points": "25", "confirm": "1"})
    assert corrected.status_code == 303 and corrected.headers["Location"] == board + "?corrected=1"
    html = client.get(corrected.headers["Location"], headers={"Accept-Language": lang}).get_data(as_text=True)
    assert f'<p class="sr-only" data-once>{words["corrected"]}</p>' in html and words["saved"] not in html
    assert f'<span class="sr-only" data-once> {words["just"]}</span>' in html  # app.js drops these on a reload
    assert 'id="round-1" class="saved" aria-current="true"' in html
    plain = client.get(board, headers={"Accept-Language": lang}).get_data(as_text=True)
    assert words["corrected"] not in plain and 'class="saved"' not in plain


def test_announcements_are_the_last_rounds_only_while_they_are_news(client, start_game):
    board = start_game()
    client.post(board + "/rounds/new", data={**BIG, "confirm": "1"})
    first = announcements(client.get(board).get_data(as_text=True))
    assert first == [NEEDS]
    client.post(board + "/rounds/new", data={**SMALL, "confirm": "1"})
    assert NEEDS not in announcements(client.get(board).get_data(as_text=True))
    assert client.post(board + "/rounds/2/delete").status_code == 303
    assert announcements(client.get(board).get_data(as_text=True)) == []  # round 1's news is old: not said again
    client.post(board + "/rounds/1/edit", data={**BIG, "entries-1-hand_points": "25", "confirm": "1"})
    assert announcements(client.get(board).get_data(as_text=True)) == [NEEDS]  # the last round again: news again
