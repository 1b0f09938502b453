"""A photo taken with a round saved without network (the network cut for real: tests/browser/test_offline.py's
relay): resized on the phone and kept beside its round in IndexedDB, through a closed browser; sent once, after its
round, when the network is back; sent again (its answer lost), the stored photo answers and nothing is added."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from flask import Flask
from PIL import Image
from playwright.sync_api import expect

from tests.photos import pictures

from .conftest import Api
from .test_offline import WORDS, A, B, Phone, Relay, enter_round, outbox_item, phone, ready_offline, relay  # noqa: F401

pytestmark = pytest.mark.browser

KEPT = """() => new Promise((done) => {
    const asked = indexedDB.open("scorepad-photos", 1);
    asked.onupgradeneeded = () => asked.result.createObjectStore("photos", { keyPath: "id" });
    asked.onsuccess = () => {
      const all = asked.result.transaction("photos").objectStore("photos").getAll();
      all.onsuccess = () => done(all.result.map((p) => ({ id: p.id, round: p.round, size: p.blob.size, type: p.blob.type,
        send: p.send, csrf: p.csrf })));
    };
})"""


def photos_of(app: Flask, game_id: str, number: int) -> list[dict]:
    """The photos the server holds on a round, as the API lists them."""
    return app.test_client().get(f"/api/games/{game_id}/rounds/{number}/photos").get_json()["photos"]


def test_a_photo_taken_offline_arrives_once_after_its_round(
    phone: Phone, relay: Relay, api: Api, app: Flask, tmp_path: Path  # noqa: F811
) -> None:
    words = WORDS["en"]
    game = api.new_game(A, B)
    page = phone.open()
    ready_offline(page, game)
    taken = tmp_path / "table.jpg"
    taken.write_bytes(pictures.phone_jpeg(orientation=6, width=4000, height=3000))  # 12 MP, turned, with GPS

    relay.cut()
    page.goto(f"/games/{game['id']}/rounds/new")
    expect(page.locator("#net")).to_contain_text(words["offline"])
    page.locator("input[type=file]#photo").set_input_files(str(taken))
    enter_round(page, words, 1, 120)
    expect(page).to_have_url(f"{phone.base}/games/{game['id']}?queued=1")
    (round_kept,) = outbox_item(page)
    (photo,) = page.evaluate(KEPT)
    assert photo["round"] == round_kept["id"] and photo["type"] == "image/jpeg"
    assert photo["size"] < len(taken.read_bytes()) // 4  # resized on the phone: at most 1,600 px
    assert app.test_client().get(f"/api/games/{game['id']}").get_json()["rounds"] == []

    phone.close()  # closed and opened again, still without network: the photo waits with its round
    page = phone.open()
    page.goto(f"/games/{game['id']}")
    expect(page.locator("#outbox")).to_contain_text(words["waiting"])
    assert len(page.evaluate(KEPT)) == 1

    relay.restore()
    expect(page.locator("#outbox-said")).to_have_text("The photo of round 1 sent.", timeout=15_000)
    expect(page.locator("#outbox")).to_be_hidden()
    [stored] = photos_of(app, game["id"], 1)
    assert page.evaluate(KEPT) == []
    history = app.test_client().get(f"/api/games/{game['id']}/history").get_json()["events"]
    assert [e["action"] for e in history][-2:] == ["round_added", "photo_added"]  # after its round
    image = app.test_client().get(stored["url"])
    kept = Image.open(io.BytesIO(image.data))
    assert kept.size[1] > kept.size[0]  # upright: taken turned (orientation 6), a portrait
    assert dict(kept.getexif()) == {} and b"Berlin" not in image.data

    # The answer was lost and the phone sends the same photo again: the stored photo answers, nothing is added.
    again = page.evaluate(
        """async (photo) => {
            const blob = await (await fetch(photo.url)).blob();
            const body = new FormData();
            body.append("photo", blob, "table.jpg");
            body.append("photo_id", photo.id);
            body.append("csrf_token", photo.csrf);
            const answer = await fetch(photo.send, { method: "POST", body, headers: { Accept: "application/json" } });
            return [answer.status, await answer.json()];
        }""",
        {"url": stored["url"], "id": photo["id"], "send": photo["send"], "csrf": photo["csrf"]},
    )
    assert again == [200, {"number": 1, "photo": stored["id"], "repeated": True}]
    assert len(photos_of(app, game["id"], 1)) == 1
