"""Every form refuses a post without its CSRF token (an app with CSRF protection on, as in production)."""

import os

import pytest

from scorepad import create_app


@pytest.fixture
def csrf_client(app, tmp_path):
    os.environ["SCOREPAD_INSTANCE_PATH"] = str(tmp_path)
    strict = create_app(
        {
            "TESTING": True,
            "SQLALCHEMY_DATABASE_URI": app.config["SQLALCHEMY_DATABASE_URI"],
            "SECRET_KEY": "test-only",
            "SCOREPAD_AUTO_MIGRATE": False,
        }
    )
    return strict.test_client()


def test_forms_without_csrf_token_are_refused(csrf_client):
    response = csrf_client.post("/games/new", data={"ruleset": "classic", "sides-0-name": "A", "sides-1-name": "B"})
    assert response.status_code == 400
    assert csrf_client.post("/language", data={"lang": "de"}).status_code == 400


def test_pages_send_no_referrer(client):
    assert '<meta name="referrer" content="no-referrer">' in client.get("/").get_data(as_text=True)
