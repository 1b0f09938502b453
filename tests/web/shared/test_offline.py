"""Working without network (web/shared/offline.py): the service worker served from the root for the whole site,
checked at every visit; the page a phone shows for an address it never opened online."""

from __future__ import annotations


def test_the_service_worker_for_the_whole_site(client):
    worker = client.get("/sw.js")
    assert worker.status_code == 200 and worker.mimetype == "text/javascript"
    assert worker.headers["Service-Worker-Allowed"] == "/" and worker.headers["Cache-Control"] == "no-cache"
    assert b"caches.open" in worker.data


def test_the_offline_page(client):
    page = client.get("/offline", headers={"Accept-Language": "de"})
    assert page.status_code == 200 and 'lang="de"' in page.get_data(as_text=True)
