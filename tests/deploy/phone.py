"""A phone's browser as far as the club's logs are concerned: pages and forms through nginx over HTTPS, its cookies
kept, each form's CSRF token taken from the page and sent with the headers a browser adds to a form's POST."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from .club import Answer, Club

TOKEN = re.compile(r'name="csrf_token" type="hidden" value="([^"]+)"')


@dataclass
class Phone:
    """One browser reaching the club through nginx."""

    club: Club
    cookies: dict[str, str] = field(default_factory=dict)

    def send(self, method: str, path: str, form: list[tuple[str, str]] | None = None) -> Answer:
        """A request with this phone's cookies (and a form's headers for a POST); the cookies it sets are kept."""
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())} if self.cookies else {}
        if method == "POST":
            headers.update(Origin=self.club.base, **{"Sec-Fetch-Site": "same-origin"})
        answer = self.club.https(method, path, form, headers)
        for cookie in answer.set_cookies:
            name, _, value = cookie.split(";", 1)[0].partition("=")
            self.cookies[name.strip()] = value.strip()
        return answer

    def get(self, path: str) -> Answer:
        """Open a page."""
        return self.send("GET", path)

    def submit(self, path: str, fields: list[tuple[str, str]], page: str | None = None) -> Answer:
        """Fill in the form of the page at `page` (else `path`) and post it to `path`: 303 when it was taken."""
        opened = self.get(page or path)
        token = TOKEN.search(opened.text)
        assert token, f"no form on {page or path}: {opened.status} {opened.text[:300]}"
        return self.send("POST", path, [("csrf_token", token.group(1)), *fields])

    def sign_up(self, name: str, password: str) -> None:
        """Make an account and stay signed in."""
        answer = self.submit("/signup", [("name", name), ("password", password)])
        assert answer.status == 303, answer.text[:500]


def path_of(link: str) -> str:
    """The path (and query) of an absolute link the app made."""
    parts = urlsplit(link)
    return parts.path + (f"?{parts.query}" if parts.query else "")
