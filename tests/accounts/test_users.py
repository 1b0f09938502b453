"""Finding accounts by name: a name no account can hold (a NUL, any control character) finds nobody, without
asking the database (PostgreSQL refuses a NUL in text: it was a 500 at sign-in)."""

import pytest
from flask.testing import FlaskClient

from scorepad.accounts.users import authenticate, find_user


@pytest.mark.parametrize("name", ["An\x00na", "\x00", "Anna\x1b", "\x7fAnna"])
def test_a_name_with_a_control_character_finds_nobody(new_user, name):
    new_user("Anna")
    assert find_user(name) is None and authenticate(name, "a long passphrase") is None
    assert find_user(" ANNA ").name == "Anna"


def test_signing_in_with_a_nul_in_the_name_is_a_wrong_name(client: FlaskClient, sign_up) -> None:
    sign_up("Anna")
    other = client.application.test_client()
    page = other.post("/signin", data={"name": "An\x00na", "password": "x"}, headers={"Accept-Language": "de"})
    assert page.status_code == 401 and "Name oder Passwort" in page.get_data(as_text=True)
    api_like = other.post("/signup", data={"name": "An\x00na", "password": "a long passphrase"})
    assert api_like.status_code == 422 and "control characters" in api_like.get_data(as_text=True)
