"""Every refusal's status, for the pages and the API from one table (serving/refusals.py)."""

from __future__ import annotations

from scorepad.core.errors import Conflict, Ended, Invalid, NeedsCredentials, NotAllowed, NotFound, Refused, Stale
from scorepad.games.conflicts import GameOver, VersionChanged
from scorepad.serving.refusals import ON_PAGES, status_of


def test_each_kind_answers_its_status_the_same_on_both_faces_but_a_stale_write():
    kinds = {Invalid: 422, NotFound: 404, Ended: 410, Conflict: 409, NeedsCredentials: 401, NotAllowed: 403}
    for kind, status in kinds.items():
        assert status_of(kind([])) == status == status_of(kind([]), ON_PAGES)
    assert (status_of(Stale([])), status_of(Stale([]), ON_PAGES)) == (412, 409)


def test_a_typed_refusal_answers_as_the_kind_it_is_one_of_and_an_unknown_one_422():
    assert status_of(GameOver()) == 409
    assert status_of(VersionChanged.__new__(VersionChanged)) == 412  # a Stale: its own attributes don't matter
    assert status_of(Refused([])) == 422
