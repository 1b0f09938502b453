"""The API's problem type pages (web/shared/problem_kinds.py) pass axe-core and never scroll sideways, at every
phone width, light and dark, in every language: the rules kind's page (the longest: the most codes)."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page

from .test_accessibility import LINKS, Sweep

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("lang", ["en", "de", "it", "pt-BR", "es"])
def test_the_problem_type_pages(page: Page, shot: Any, lang: str) -> None:
    sweep = Sweep(page, lang, shot)
    page.goto("/")
    if lang in LINKS:
        page.get_by_role("link", name=LINKS[lang]).click()
    page.goto("/problems/rules")
    sweep.check("problem-rules")
    page.goto("/problems/token")
    sweep.check("problem-token")
    assert not sweep.problems, "\n".join(sweep.problems)
