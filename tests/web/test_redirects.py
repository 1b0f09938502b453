"""Every route that redirects to an address it was given goes only to a path on this site, read as a browser
reads it (tabs and newlines dropped, backslashes as slashes)."""

import pytest

from .test_sign_in_sessions import PASSWORD

HOSTILE = [
    "/\t/evil.example/",  # /signin?next=/%09/evil.example/ : a browser drops the tab and leaves for evil.example
    "/\n/evil.example/",
    "/\r\n/evil.example/",
    "//evil.example/",
    "/\\evil.example/",
    "\\\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    " //evil.example",
    "/%09/evil.example/",  # stays a path on this site (the %09 is not decoded by the browser)
]


@pytest.mark.parametrize("target", HOSTILE)
def test_next_after_signing_in_stays_on_this_site(app, client, target):
    client.post("/signup", data={"name": "Anna", "password": PASSWORD})
    client.post("/signout")
    response = client.post("/signin", query_string={"next": target}, data={"name": "Anna", "password": PASSWORD})
    assert response.status_code == 303
    location = response.headers["Location"]
    assert location.startswith("/") and not location.startswith(("//", "/\\")), location
    assert "\n" not in location and "\r" not in location and "\t" not in location


def test_the_issues_two_examples(app, client):
    client.post("/signup", data={"name": "Anna", "password": PASSWORD})
    client.post("/signout")
    tab = client.post("/signin?next=/%09/evil.example/", data={"name": "Anna", "password": PASSWORD})
    assert tab.headers["Location"] == "/"
    client.post("/signout")
    newline = client.post("/signin?next=/games%0A/x", data={"name": "Anna", "password": PASSWORD})
    assert newline.status_code == 303 and newline.headers["Location"] == "/games/x"


@pytest.mark.parametrize("target", HOSTILE)
def test_signing_up_and_switching_language_redirect_the_same_way(app, target):
    phone = app.test_client()
    up = phone.post("/signup", data={"name": "Ben", "password": PASSWORD, "next": target})
    language = phone.post("/language", data={"lang": "de", "next": target})
    link = phone.get("/language/en", query_string={"next": target})
    for response in (up, language, link):
        assert response.status_code == 303
        assert not response.headers["Location"].startswith(("//", "/\\")), response.headers["Location"]


def test_a_path_on_this_site_is_kept(app, client):
    client.post("/signup", data={"name": "Anna", "password": PASSWORD})
    client.post("/signout")
    kept = client.post("/signin?next=/leagues%3Fx%3D1", data={"name": "Anna", "password": PASSWORD})
    assert kept.headers["Location"] == "/leagues?x=1"


def test_the_language_link_switches_and_comes_back_to_the_page(app, client):
    back = client.get("/language/de", query_string={"next": "/leagues?x=1"})
    assert back.status_code == 303 and back.headers["Location"] == "/leagues?x=1"
    assert '<html lang="de"' in client.get("/").get_data(as_text=True)
    assert client.get("/language/fr", query_string={"next": "/"}).status_code == 303  # no such language: unchanged
    assert '<html lang="de"' in client.get("/").get_data(as_text=True)
    assert client.get("/language/en").headers["Location"] == "/"
    assert '<html lang="en"' in client.get("/").get_data(as_text=True)
