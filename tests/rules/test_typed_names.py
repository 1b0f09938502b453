"""Names people type: refused when nothing visible is left once format characters are gone; compared after
NFKC and case folding (so look-alike account names can't be made)."""

import pytest

from scorepad.rules.typed_names import clean_name, loose_key, name_key, repeated

INVISIBLE = ["\u200b", "\u200c\u200d", "\ufeff", "\u202e\u202c", "\u2066\u2069", " \u200b ", "\u00ad", "\u2060"]


@pytest.mark.parametrize("value", INVISIBLE)
def test_a_name_of_format_characters_only_is_empty(value):
    assert clean_name("name", value, 40) == (None, [clean_name("name", "", 40)[1][0]])


@pytest.mark.parametrize(
    ("a", "b"), [("Anna", "ANNA"), ("Anna", "Ａｎｎａ"), ("Anna", "An\u200bna"), ("Straße", "STRASSE")]
)
def test_names_compare_as_people_read_them(a, b):
    assert name_key(a) == name_key(b)


@pytest.mark.parametrize("value", INVISIBLE)
def test_account_side_and_player_names_refuse_invisible_text(client, value):
    signup = client.post("/signup", data={"name": value, "password": "a long passphrase"})
    assert signup.status_code == 422 and "Must not be empty." in signup.get_data(as_text=True)
    sides = [{"name": value, "players": ["Anna"]}, {"name": "B", "players": [value]}]
    game = client.post("/api/games", json={"ruleset": "classic", "sides": sides})
    assert game.status_code == 422
    assert game.get_json()["errors"] == {
        "sides.0.name": "Must not be empty.",
        "sides.1.players.0": "Must not be empty.",
    }


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("\u202eevil\u202c", "evil"),  # a right-to-left override turned the rest of the line around
        ("a\u200bb", "ab"),
        ("Anna\u2066 & \u2069Ben", "Anna & Ben"),
        ("\ufeffCara\u00ad", "Cara"),
        ("Dan\u200d", "Dan"),  # a joiner with nothing to join
        ("\U0001f468\u200d\U0001f469\u200d\U0001f467", "\U0001f468\u200d\U0001f469\u200d\U0001f467"),  # one emoji
        ("\u0645\u06cc\u200c\u062e\u0648\u0627\u0645", "\u0645\u06cc\u200c\u062e\u0648\u0627\u0645"),  # Persian
        ("a\u200cb", "ab"),
    ],
)
def test_names_are_cleaned_of_bidi_controls_and_zero_width_characters(typed, kept):
    assert clean_name("name", typed, 40) == (kept, [])


def test_side_player_and_phone_names_are_stored_and_shown_cleaned(client):
    sides = [{"name": "\u202eevil\u202c", "players": ["a\u200bb"]}, {"name": "B", "players": ["\u2067c\u2069"]}]
    game = client.post("/api/games", json={"ruleset": "classic", "sides": sides}).get_json()
    assert [s["name"] for s in game["sides"]] == ["evil", "B"]
    assert [p["name"] if isinstance(p, dict) else p for s in game["sides"] for p in s["players"]] == ["ab", "c"]
    renamed = client.patch(
        f"/api/games/{game['id']}",
        json={"sides": [{"name": "x\u200by"}, {"name": "B"}]},
        headers={"Authorization": f"Bearer {game['token']}"},
    )
    assert renamed.get_json()["sides"][0]["name"] == "xy"
    board = client.get(f"/games/{game['id']}").get_data(as_text=True)
    assert "\u202e" not in board and "\u200b" not in board and "xy" in board
    link = game["edit_link"].split("5000", 1)[1]
    assert client.post(link, data={"name": "my\u200b\u202ephone"}).status_code == 303
    share = client.get(f"/games/{game['id']}/share").get_data(as_text=True)
    assert "myphone" in share and "\u202e" not in share


@pytest.mark.parametrize(("a", "b"), [("José", "jose"), ("Müller", "MULLER"), ("Ｚｏë", "zoe"), ("Łukasz", "Łukasz")])
def test_a_league_looks_names_up_without_case_or_accents(a, b):
    assert loose_key(a) == loose_key(b)


def test_accents_still_tell_names_apart_where_accounts_compare_them():
    assert name_key("José") != name_key("Jose") and loose_key("Müller") != loose_key("Mueller")


def test_repeated_names_are_named_by_their_path():
    names = [("a", "Us"), ("b", "Them"), ("c", "US"), ("d", "Ｕｓ"), ("e", "Jose"), ("f", "José")]
    assert repeated(names) == ["c", "d"]
