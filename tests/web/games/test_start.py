"""The new-game pages without JavaScript, in both languages: the game first (a tap per family, in the families'
order, and the user's leagues), then a page of only that game's rules and tables, remembered by the phone; a
league's game shows the league's rules; names kept apart, a league's player found by case or accents, and a near
name asked about."""

from __future__ import annotations

import html
import re

import pytest

from ..conftest import NEW_GAME, errors

DE = {"Accept-Language": "de"}


def text(client, path: str, lang: str = "en") -> str:
    """A page's text, unescaped."""
    return html.unescape(client.get(path, headers={"Accept-Language": lang}).get_data(as_text=True))


def choices(page: str) -> list[str]:
    """The games offered by the first step, in order."""
    return re.findall(r'class="game-choice" href="/games/new/(\w+)"', page)


def radios(page: str) -> list[str]:
    """The rule sets a page offers."""
    return re.findall(r'name="ruleset" type="radio" value="(\w+)"', page)


@pytest.mark.parametrize(
    ("lang", "names"),
    [
        ("en", ["Canasta", "Modern American Canasta", "Hand and Foot", "Burraco", "Rommé"]),
        ("de", ["Canasta", "Amerikanisches Canasta", "Hand und Fuß", "Burraco", "Rommé"]),
    ],
)
def test_the_game_comes_first_in_the_families_order(client, lang, names):
    page = text(client, "/games/new", lang)
    assert choices(page)[:5] == ["canasta", "american", "hand_and_foot", "buraco", "romme"] and "tally" in choices(page)
    assert re.findall(r'<span class="name">([^<]+)</span>', page)[:5] == names
    assert 'name="sides-0-name"' not in page and 'name="ruleset"' not in page  # one thing at a time


def test_a_games_page_offers_only_its_rules_and_tables(client):
    canasta = text(client, "/games/new/canasta")
    assert radios(canasta) == ["classic", "german", "three_pack"]
    assert 'name="settings-canasta-target"' in canasta and "settings-romme-" not in canasta
    assert 'id="sides-2-name"' in canasta and 'id="sides-3-name"' not in canasta  # at most three sides
    assert re.findall(
        r'<option (?:selected )?value="(\d)"', canasta.split('id="sides-0-size"')[1].split("</select>")[0]
    ) == ["1", "2", "3"]
    assert "Players per side: 1-1, 1-1-1, 2-2, 3-2, 2-3, 2-2-2 or 3-3" in canasta.replace(", 3-3", " or 3-3")
    assert 'href="/games/new/choose"' in canasta
    american = text(client, "/games/new/american")
    assert radios(american) == ["american", "american_pagat"] and 'id="sides-2-name"' not in american
    assert 'value="3"' not in american.split('id="sides-0-size"')[1].split("</select>")[0]  # sides of 1 or 2
    assert 'id="dealer_first"' in american and '<option value="4">' not in american  # four seats at most
    feet = text(client, "/games/new/hand_and_foot", "de")
    assert radios(feet) == ["hand_and_foot", "whitnack"] and 'id="sides-5-name"' in feet
    assert "2 bis 6 Parteien mit 1 bis 3 Spielern, höchstens 6 Spieler" in feet and "Spiel wechseln" in feet
    romme = text(client, "/games/new/romme")
    assert radios(romme) == ["romme"] and 'id="sides-0-size"' not in romme and "Player names" not in romme
    assert "2 to 6 players, each on their own" in romme


def test_the_phone_opens_the_game_it_chose_last(app, client):
    assert choices(text(client, "/games/new"))
    client.get("/games/new/hand_and_foot")
    again = text(client, "/games/new")
    assert radios(again) == ["hand_and_foot", "whitnack"] and "New game: Hand and Foot" in again
    assert 'aria-current="true"' in text(client, "/games/new/choose").split('href="/games/new/hand_and_foot"')[1][:40]
    assert choices(text(app.test_client(), "/games/new"))  # another phone chooses for itself
    assert client.get("/games/new/bridge").status_code == 404


def test_a_refused_game_stays_on_its_page(client):
    refused = client.post("/games/new", data={"ruleset": "romme", "sides-0-name": "Anna", "sides-1-name": ""})
    assert refused.status_code == 422 and radios(refused.get_data(as_text=True)) == ["romme"]
    switched = client.post("/games/new", data={"ruleset": "whitnack", "sides-0-name": "Anna", "lang": "de"})
    assert switched.status_code == 200 and "Neues Spiel: Hand und Fuß" in html.unescape(switched.get_data(as_text=True))
    assert 'value="Anna"' in switched.get_data(as_text=True)


@pytest.mark.parametrize(
    ("lang", "side", "player"),
    [
        ("en", "Another side of this game has this name.", "Another player of this game has this name."),
        (
            "de",
            "Eine andere Partei dieses Spiels hat schon diesen Namen.",
            "Ein anderer Spieler dieses Spiels hat schon diesen Namen.",
        ),
    ],
)
def test_us_twice_is_refused_on_the_field(client, lang, side, player):
    twice = client.post(
        "/games/new", data={**NEW_GAME, "sides-0-name": "Us", "sides-1-name": "us"}, headers={"Accept-Language": lang}
    )
    assert twice.status_code == 422 and errors(twice).count(side) == 1
    assert 'id="sides-1-name-error">' in twice.get_data(as_text=True)
    anna = client.post(
        "/games/new",
        data={
            **NEW_GAME,
            "sides-0-name": "Us",
            "sides-1-name": "Them",
            "sides-0-player_0": "Anna",
            "sides-1-player_1": "ANNA",
        },
        headers={"Accept-Language": lang},
    )
    page = anna.get_data(as_text=True)
    assert anna.status_code == 422 and 'id="sides-1-player_1-error"' in page
    assert '<details class="more" open><summary>' in page  # the player names open where the problem is


def league_game(client, sign_up) -> str:
    """A league (classic) whose first game seated Karl and Anna against Ben and Cara; its id."""
    sign_up("Owner")
    league_id = (
        client.post("/leagues/new", data={"name": "Club", "ruleset": "german"}).headers["Location"].rsplit("/", 1)[1]
    )
    data = {**NEW_GAME, "league": league_id, "sides-0-name": "Karl & Anna", "sides-1-name": "Ben & Cara"}
    assert client.post("/games/new", data=data).status_code == 303
    return league_id


def league_players(client, league_id: str) -> list[str]:
    """The league's players, by name."""
    return sorted(p["name"] for p in client.get(f"/api/leagues/{league_id}").get_json()["players"])


def test_a_league_game_shows_the_leagues_rules_instead_of_a_choice(client, sign_up):
    league_id = league_game(client, sign_up)
    page = text(client, f"/games/new?league={league_id}")
    assert "New game: Club" in page and 'name="ruleset"' not in page and "settings-canasta-" not in page
    assert "A game of Club is played by the league's rules: Canasta, German club rules." in page
    assert f'name="league" type="hidden" value="{league_id}"' in page and '<option value="Karl">' in page
    german = text(client, f"/games/new?league={league_id}", "de")
    assert "Ein Spiel von Club wird nach den Regeln der Liga gespielt: Canasta, Deutsche Clubregeln." in german
    assert f'href="/games/new?league={league_id}"' in text(client, "/games/new/canasta")  # its family's page links it
    assert client.get("/games/new?league=nobodys").status_code == 403


def test_a_league_player_typed_with_other_case_is_that_player(client, sign_up):
    league_id = league_game(client, sign_up)
    data = {**NEW_GAME, "league": league_id, "sides-0-name": "karl & ANNA", "sides-1-name": "Dan & Eva"}
    started = client.post("/games/new", data=data)
    assert started.status_code == 303
    assert client.get("/api" + started.headers["Location"]).get_json()["sides"][0]["players"] == ["Karl", "Anna"]
    assert league_players(client, league_id) == ["Anna", "Ben", "Cara", "Dan", "Eva", "Karl"]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ("Did you mean Karl?", "Yes: Karl, the league's player", "No: Karla, a new player")),
        ("de", ("Meinst du Karl?", "Ja: Karl, der Spieler der Liga", "Nein: Karla, ein neuer Spieler")),
    ],
)
def test_a_near_name_asks_did_you_mean(client, sign_up, lang, words):
    league_id = league_game(client, sign_up)
    data = {**NEW_GAME, "league": league_id, "sides-0-name": "Karla & Anna", "sides-1-name": "Dan & Eva"}
    asked = client.post("/games/new", data=data, headers={"Accept-Language": lang})
    page = html.unescape(asked.get_data(as_text=True))
    assert asked.status_code == 422 and all(w in page for w in words)
    assert 'name="meant-sides-0-player_0" value="Karl">' in page and 'name="confirm" value="1"' in page
    assert "checked" not in page.split('id="questions-title"')[1].split("</fieldset>")[0]  # nothing chosen for them
    assert league_players(client, league_id) == ["Anna", "Ben", "Cara", "Karl"]  # nothing stored
    meant = client.post("/games/new", data={**data, "confirm": "1", "meant-sides-0-player_0": "Karl"})
    assert client.get("/api" + meant.headers["Location"]).get_json()["sides"][0]["players"] == ["Karl", "Anna"]
    new = client.post("/games/new", data={**data, "confirm": "1", "meant-sides-0-player_0": "Karla"})
    assert client.get("/api" + new.headers["Location"]).get_json()["sides"][0]["players"] == ["Karla", "Anna"]
    assert league_players(client, league_id) == ["Anna", "Ben", "Cara", "Dan", "Eva", "Karl", "Karla"]


def test_starting_with_a_question_unanswered_asks_again_and_stores_nothing(client, sign_up):
    league_id = league_game(client, sign_up)
    data = {**NEW_GAME, "league": league_id, "sides-0-name": "Karla & Anna", "sides-1-name": "Dan & Eva"}
    asked = html.unescape(client.post("/games/new", data=data).get_data(as_text=True))
    hidden = dict(re.findall(r'<input type="hidden" name="((?:asked|typed)-[^"]+)" value="([^"]*)"', asked))
    assert hidden == {"asked-sides-0-player_0": "Karl", "typed-sides-0-player_0": "Karla"}
    again = client.post("/games/new", data={**data, **hidden, "confirm": "1"})  # "Start" with no answer
    page = html.unescape(again.get_data(as_text=True))
    assert again.status_code == 422 and "Did you mean Karl?" in page
    assert 'id="meant-sides-0-player_0-error">Choose one: Karl, or Karla as a new player.</p>' in page
    assert "Answer each question: the league's player, or a new one." in page
    assert league_players(client, league_id) == ["Anna", "Ben", "Cara", "Karl"]  # nothing stored
    odd = client.post("/games/new", data={**data, **hidden, "confirm": "1", "meant-sides-0-player_0": "Zed"})
    assert odd.status_code == 422 and league_players(client, league_id) == ["Anna", "Ben", "Cara", "Karl"]


def test_the_name_the_table_chose_is_the_sides_name_too(client, sign_up):
    league_id = league_game(client, sign_up)
    data = {**NEW_GAME, "league": league_id, "sides-0-name": "Karla & Anna", "sides-1-name": "Dan & Eva"}
    answer = {"asked-sides-0-player_0": "Karl", "typed-sides-0-player_0": "Karla", "confirm": "1"}
    meant = client.post("/games/new", data={**data, **answer, "meant-sides-0-player_0": "Karl"})
    side = client.get("/api" + meant.headers["Location"]).get_json()["sides"][0]
    assert (side["name"], side["players"]) == ("Karl & Anna", ["Karl", "Anna"])
    new = client.post("/games/new", data={**data, **answer, "meant-sides-0-player_0": "Karla"})
    side = client.get("/api" + new.headers["Location"]).get_json()["sides"][0]
    assert (side["name"], side["players"]) == ("Karla & Anna", ["Karla", "Anna"])


def test_a_side_unnamed_is_named_from_the_players_typed(client, sign_up):
    league_id = league_game(client, sign_up)
    players = {"sides-0-player_0": "Karl", "sides-0-player_1": "Anna", "sides-1-player_0": "Ben", "sides-1-player_1": "Cara"}
    data = {**NEW_GAME, "league": league_id, "sides-0-name": "", "sides-1-name": "", **players}
    started = client.post("/games/new", data=data)
    assert started.status_code == 303, errors(started)
    sides = client.get("/api" + started.headers["Location"]).get_json()["sides"]
    assert [(s["name"], s["players"]) for s in sides] == [("Karl & Anna", ["Karl", "Anna"]), ("Ben & Cara", ["Ben", "Cara"])]
    named = client.post("/games/new", data={**data, "sides-0-name": "The Cats"})  # a name the table gives stays
    assert client.get("/api" + named.headers["Location"]).get_json()["sides"][0]["name"] == "The Cats"


def test_player_names_typed_stay_open_when_the_form_comes_back(client):
    data = {**NEW_GAME, "sides-0-name": "", "sides-0-player_0": "Anna", "sides-1-name": "", "sides-0-start": "x"}
    again = client.post("/games/new", data=data).get_data(as_text=True)
    assert re.search(r'<details class="more" open><summary>Player names</summary>', again)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "the league's rules: Modern American Canasta (Canasta League of America)."),
        ("de", "den Regeln der Liga gespielt: Amerikanisches Canasta (Canasta League of America)."),
    ],
)
def test_a_preset_named_after_its_game_names_the_game_once(client, sign_up, lang, said):
    sign_up("Owner")
    made = client.post("/leagues/new", data={"name": "Club", "ruleset": "american"})
    league_id = made.headers["Location"].rsplit("/", 1)[1]
    page = html.unescape(client.get(f"/games/new?league={league_id}", headers={"Accept-Language": lang}).get_data(as_text=True))
    assert said in page
    assert "Canasta, Modern American" not in page and "Canasta, Amerikanisches" not in page
