"""The kinds of problem (serving/problem_kinds.py): a kind per status the API answers, and every code a problem is
made with belongs to a kind and is described."""

from __future__ import annotations

import re
from pathlib import Path

from scorepad.serving.problem_kinds import BY_STATUS, CODES, KINDS

SOURCES = Path(__file__).resolve().parents[2] / "scorepad"


def test_a_kind_for_every_status_the_api_answers():
    statuses = (400, 401, 403, 404, 405, 409, 410, 412, 413, 415, 422, 429, 500)
    assert sorted(BY_STATUS) == list(statuses) and all(KINDS[BY_STATUS[s]].status == s for s in statuses)
    assert [k for k, kind in KINDS.items() if kind.status == 422] == ["shape", "rules"]


def test_every_code_belongs_to_a_kind_and_is_described():
    listed = {code for kind in KINDS.values() for code in kind.codes}
    assert listed == set(CODES)
    assert all(re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", code) for code in CODES)  # snake_case


def test_every_code_a_problem_is_made_with_is_one_of_ours():
    made = {
        code
        for path in SOURCES.rglob("*.py")
        for code in re.findall(r'\bcode="([^"]+)"', path.read_text(encoding="utf-8"))
    }
    assert len(made) > 30 and made <= set(CODES), made - set(CODES)
