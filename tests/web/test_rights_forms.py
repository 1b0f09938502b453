"""The forms of rights refuse a post without its CSRF token (as in production), and work with it."""

import re

import pytest

from .conftest import NEW_GAME
from .test_forms_security import csrf_client  # noqa: F401  (the fixture)

POSTS = [
    "/signout",
    "/signout/all",
    "/account/password",
    "/games/g/claim/t",
    "/games/g/share/link",
    "/games/g/share/phones/1/remove",
    "/invite/t",
    "/leagues/l/members",
    "/leagues/l/members/1/role",
    "/leagues/l/members/1/remove",
    "/leagues/l/invitations/1/revoke",
    "/leagues/l/players/rename",
]


@pytest.mark.parametrize("path", POSTS)
def test_posts_without_a_csrf_token_are_refused(csrf_client, path):  # noqa: F811
    assert csrf_client.post(path, data={"name": "x"}).status_code == 400


def token(html):
    return re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', html).group(1)


def test_a_phone_claims_and_signs_out_with_its_tokens(app, csrf_client):  # noqa: F811
    page = csrf_client.get("/games/new/canasta").get_data(as_text=True)
    board = csrf_client.post("/games/new", data={**NEW_GAME, "csrf_token": token(page)}).headers["Location"]
    share = csrf_client.get(board + "/share").get_data(as_text=True)
    link = re.search(r'id="edit-link" class="link" readonly value="http://127.0.0.1:5000([^"]+)"', share).group(1)
    other = csrf_client.application.test_client()
    asked = other.get(link).get_data(as_text=True)
    assert other.post(link, data={"name": "Ben"}).status_code == 400
    assert other.post(link, data={"name": "Ben", "csrf_token": token(asked)}).status_code == 303
    signup = other.get("/signup").get_data(as_text=True)
    data = {"name": "Ben", "password": "a long passphrase", "csrf_token": token(signup)}
    assert other.post("/signup", data=data).status_code == 303
    account = other.get("/account").get_data(as_text=True)
    assert other.post("/signout", data={"csrf_token": token(account)}).status_code == 303
    assert other.get("/account").status_code == 303
