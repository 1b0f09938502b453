"""Each language's pages are free of English: for every family Scorepad ships, the first step of a new game and the
family's own, a board with rounds, the round form, the rules sheet and a league's page, read in German, Italian,
Brazilian Portuguese and Spanish, hold no sentence of three words or more that the English page holds too (the
players' and the league's names and numbers aside)."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any
from urllib.parse import urlsplit

import pytest

from scorepad.families import shipped
from tests.api.test_examples import GAMES

LANGUAGES = ("de", "it", "pt-BR", "es")
FAMILIES = [name.rsplit(".", 1)[1] for name in shipped()]
LEAGUE = "Thursday Club"
PROPER = {"Canasta League of America"}  # a body's own name, said as it is in every language
HIDDEN = {"script", "style", "template", "title", "noscript"}
WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


class Text(HTMLParser):
    """The text a reader sees on a page, one piece per text node (scripts, styles and the head left out)."""

    def __init__(self) -> None:
        super().__init__()
        self.pieces: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        """Count the elements whose text is not shown."""
        self.hidden += tag in HIDDEN

    def handle_endtag(self, tag: str) -> None:
        """Leave an element whose text is not shown."""
        self.hidden -= tag in HIDDEN

    def handle_data(self, data: str) -> None:
        """Keep a shown text node."""
        if not self.hidden and data.strip():
            self.pieces.append(data)


def sentences(page: str, names: set[str]) -> set[str]:
    """The page's sentences of three words or more, names and numbers left out, lower-cased."""
    parser = Text()
    parser.feed(page)
    found = set()
    for piece in parser.pieces:
        for name in sorted(names, key=len, reverse=True):
            piece = piece.replace(name, " ")
        for part in re.split(r"[.!?:;·()|\n]", piece):
            words = WORD.findall(part)
            if len(words) >= 3:
                found.add(" ".join(words).lower())
    return found


def names_of(family: str) -> set[str]:
    """The names a game of the family and its league use (its sides', its players', the league's)."""
    _ruleset, sides, _rounds = GAMES[family]
    return {LEAGUE, "Scorepad", *PROPER, *(s["name"] for s in sides), *(p for s in sides for p in s["players"])}


def claimed(client: Any, game: dict[str, Any]) -> None:
    """This phone scores the game (its edit link opened and kept)."""
    assert client.post(urlsplit(game["edit_link"]).path, data={"name": ""}).status_code == 303


def played(client: Any, family: str, league: dict[str, Any] | None = None) -> dict[str, Any]:
    """A game of the family with its two example rounds (a league's when one is given)."""
    ruleset, sides, rounds = GAMES[family]
    if league is None:
        body, auth = {"family": family, "ruleset": ruleset, "sides": sides}, {}
    else:
        body, auth = {"family": family, "league": league["id"], "sides": sides}, league["auth"]
    made = client.post("/api/games", json=body, headers=auth)
    assert made.status_code == 201, made.get_json()
    game = made.get_json()
    token = {"Authorization": f"Bearer {game.get('token') or league['token']}"}  # type: ignore[index]
    for entries in rounds:
        sent = client.post(
            f"/api/games/{game['id']}/rounds", json={"family": family, "entries": entries}, headers=token
        )
        assert sent.status_code == 201, sent.get_json()
    return game


def pages(client: Any, family: str) -> list[str]:
    """The pages of a family read in every language."""
    ruleset = GAMES[family][0]
    game = played(client, family)
    claimed(client, game)
    made = client.post("/api/leagues", json={"visibility": "public", "family": family, "name": LEAGUE, "ruleset": ruleset}).get_json()
    league = {**made, "auth": {"Authorization": f"Bearer {made['token']}"}}
    played(client, family, league)
    board = f"/games/{game['id']}"
    return [
        "/games/new",
        f"/games/new/{family}",
        board,
        f"{board}/rounds/new",
        f"{board}/rounds/1",
        f"{board}/rules",
        f"/leagues/{made['id']}",
    ]


def read(client: Any, url: str, lang: str) -> str:
    """A page in a language."""
    response = client.get(url, headers={"Accept-Language": lang})
    assert response.status_code == 200, (url, lang)
    return response.get_data(as_text=True)


@pytest.mark.parametrize("family", FAMILIES)
def test_no_english_sentence_on_any_page_of_any_language(client, family):
    names = names_of(family)
    for url in pages(client, family):
        english = sentences(read(client, url, "en"), names)
        assert len(english) >= 3, url  # the page says something to compare
        for lang in LANGUAGES:
            page = read(client, url, lang)
            assert f'<html lang="{lang}"' in page
            assert sorted(english & sentences(page, names)) == [], (url, lang)


def test_the_checker_sees_an_english_sentence():
    page = "<p>Anna &amp; Ben lead with 940.</p><p>Anna leads the game.</p><script>never seen here at all</script>"
    assert sentences(page, {"Anna", "Ben"}) == {"leads the game"}  # two words are no sentence; scripts unseen
    assert sentences("<p>Who went out first?</p>", set()) == {"who went out first"}
    assert not sentences("<p>Wer ist zuerst ausgegangen?</p>", set()) & sentences("<p>Who went out first?</p>", set())
