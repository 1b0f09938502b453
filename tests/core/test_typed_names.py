"""Names people type: refused when nothing visible is left once format characters are gone; compared after
NFKC and case folding (so look-alike account names can't be made)."""

import pytest

from scorepad.core.typed_names import clean_name, name_key

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
