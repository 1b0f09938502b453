"""The API's problem types as pages (web/shared/problem_kinds.py): every kind's page, in every language the app
speaks, says what it means, its status, what to do and the codes it can carry; the `type` of every problem the API
answers opens one of them."""

from __future__ import annotations

import html

import pytest
from flask_babel import force_locale, gettext

from scorepad.serving.problem_kinds import CODES, KINDS

LANGUAGES = ["en", "de", "it", "pt-BR", "es"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_kinds_page_in_every_language(app, client, lang):
    locale = lang.replace("-", "_")
    for key, kind in KINDS.items():
        page = client.get(f"/problems/{key}", headers={"Accept-Language": lang})
        text = html.unescape(page.get_data(as_text=True))
        assert page.status_code == 200 and f'lang="{lang}"' in text, key
        with app.test_request_context(), force_locale(locale):
            words = [gettext(kind.title), gettext(kind.meaning), gettext(kind.action)]
            described = [gettext(CODES[code]) for code in kind.codes]
        assert all(w in text for w in words + described), (lang, key)
        assert f"<code>{kind.status}</code>" in text
        assert all(f'<dt id="{code}"><code>{code}</code></dt>' in text for code in kind.codes)
        if lang != "en":  # translated by hand, every word of it
            assert words[1] != kind.meaning and words[2] != kind.action, (lang, key)


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_code_is_described_in_every_language(app, lang):
    with app.test_request_context(), force_locale(lang.replace("-", "_")):
        untranslated = [code for code, words in CODES.items() if gettext(words) == words]
    assert untranslated == []


def test_an_unknown_kind_is_not_found(client):
    assert client.get("/problems/no-such-kind").status_code == 404


def test_a_problems_type_opens_its_page(client):
    problem = client.get("/api/games/no-such-game").get_json()
    assert problem["type"] == "/problems/not-found"
    page = client.get(problem["type"])
    assert page.status_code == 200 and "Not found" in page.get_data(as_text=True)
