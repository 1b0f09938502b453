"""What the outbox says of a round typed without network is what the round form showed and what the phone sends:
for a round of every family (numbers, steppers, boxes ticked and left unticked, a choice, who went out and how,
cards counted, house rules that add or leave out counts), in every language the app speaks, at 360 px. The network
is cut for real (test_offline.py's relay); the words are compared with the form's own, with the body kept in the
outbox, with the request the phone sends when the network is back, and with what the server then stores."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from flask import Flask
from flask_babel import force_locale, gettext
from playwright.sync_api import Page, expect
from werkzeug.test import EnvironBuilder
from werkzeug.wrappers import Request

from scorepad.serving.language import LANGUAGES
from tests.registry import FAMILIES

from . import test_offline
from .outbox_rounds import SCENARIOS, Scenario, act, form_words
from .test_offline import Phone, Relay, no_axe_violations, outbox_item, ready_offline, rounds_stored

phone, relay = test_offline.phone, test_offline.relay  # the fixtures: the phone's browser and its network

pytestmark = pytest.mark.browser

KEPT_APART = {"csrf_token", "number", "version", "round_id"}  # the page's own fields, not the round's


def sent_fields(page: Page) -> list[tuple[str, str]]:
    """The round's fields the outbox keeps to send, in order (the page's own fields apart)."""
    (item,) = outbox_item(page)
    return [(name, value) for name, value in item["fields"] if name not in KEPT_APART]


def new_game(app: Flask, scenario: Scenario) -> dict[str, Any]:
    """A game of the scenario's family, rule set and house rules, made through the API."""
    sides = [{"name": name, "players": name.split(" & ")} for name in scenario.names]
    body = {"family": scenario.family, "ruleset": scenario.ruleset, "settings": scenario.settings, "sides": sides}
    response = app.test_client().post("/api/games", json=body)
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def shows_as_done(page: Page, scenario: Scenario) -> None:
    """The form holds the round as it was typed: each value, each box and radio chosen; the other boxes unticked."""
    for name, (how, value) in scenario.done.items():
        if how == "choose":
            expect(page.locator(f"#main-form input[name='{name}'][value='{value}']")).to_be_checked()
        elif how == "tick":
            expect(page.locator(f"#main-form [name='{name}']")).to_be_checked()
        else:
            expect(page.locator(f"#main-form [name='{name}']")).to_have_value(value)
    for name in set(scenario.boxes) - set(scenario.done):
        expect(page.locator(f"#main-form [name='{name}']")).not_to_be_checked()


def test_every_family_has_a_round_here() -> None:
    assert {scenario.family for scenario in SCENARIOS.values()} == set(FAMILIES)  # a new family needs its round


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("key", list(SCENARIOS))
def test_the_outbox_says_what_the_form_showed_and_what_the_phone_sends(
    phone: Phone, relay: Relay, app: Flask, key: str, lang: str
) -> None:
    scenario = SCENARIOS[key]
    game = new_game(app, scenario)
    page = phone.open()
    page.set_viewport_size({"width": 360, "height": 740})
    ready_offline(page, game)
    with app.test_request_context(), force_locale(lang):
        nothing = gettext("nothing")

    relay.cut()
    page.goto(f"/games/{game['id']}/rounds/new")
    for name in scenario.left_off:  # what these house rules leave out is neither shown nor sent
        expect(page.locator(f"[name='{name}']")).to_have_count(0)
    for how, name, value in scenario.acts:
        act(page, how, name, value)
    shown = form_words(page, scenario, nothing)
    if lang == "en":
        assert shown == scenario.english
    page.locator("#main-form button[name=save]").click()
    expect(page).to_have_url(re.compile(rf"/games/{game['id']}\?queued=1$"))

    said = page.locator("#outbox li p").first
    title = said.locator("strong").text_content()
    expect(said).to_have_text(f"{title} {shown}")  # the outbox says what the form showed...
    heard = f"- listitem:\n  - paragraph:\n    - strong: {json.dumps(title)}\n    - text: {json.dumps(shown)}"
    expect(page.locator("#outbox li").first).to_match_aria_snapshot(heard)  # ...and a screen reader hears it...
    assert outbox_item(page)[0]["said"] == shown
    body = sent_fields(page)  # ...and the body it keeps holds what was done, nothing else (no unticked box)
    assert {name: value for name, value in body if value.strip()} == {n: v for n, (_, v) in scenario.done.items()}
    assert not {name for name, _ in body} & set(scenario.left_off)
    no_axe_violations(page)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")

    page.locator("#outbox li a").first.click()  # changed before it is sent: the form shows it as it was typed
    shows_as_done(page, scenario)
    assert form_words(page, scenario, nothing) == shown
    page.locator("#main-form button[name=save]").click()
    expect(page).to_have_url(re.compile(rf"/games/{game['id']}\?queued=1$"))
    expect(said).to_have_text(f"{title} {shown}")
    assert sent_fields(page) == body

    with page.expect_request(lambda r: r.method == "POST" and r.url.endswith("/rounds/send"), timeout=20_000) as sent:
        relay.restore()
    request = sent.value
    posted = Request(
        EnvironBuilder(
            method="POST", data=request.post_data_buffer, content_type=request.all_headers()["content-type"]
        ).get_environ()
    ).form
    assert [(n, v) for n, v in posted.items(multi=True) if n not in KEPT_APART] == body  # what the phone sent
    answer = request.response()
    assert answer is not None and answer.status == 201, answer and answer.text()
    (stored,) = rounds_stored(app, game["id"])
    for entry, wanted in zip(stored["entries"], scenario.stored, strict=True):
        for name, value in wanted.items():
            got = entry.get(name)
            assert ({k: n for k, n in got.items() if n} if isinstance(value, dict) else got) == value, (name, entry)
    expect(page.locator("#outbox")).to_be_hidden(timeout=15_000)
