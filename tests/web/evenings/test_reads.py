"""The evening as its pages read it (web/evenings/reads.py): for a reader who may see the league only, with names in
place of ids, the rounds' tables in seat order by side, byes by name, the ranking's rows by name."""

from __future__ import annotations

import pytest

from scorepad.core.errors import NeedsCredentials, NotFound
from scorepad.web.evenings.reads import evening_of, shown_evening


def test_the_evening_as_shown(app, client, start_evening):
    page = start_evening()
    evening_id = page.rsplit("/", 1)[1]
    with app.test_request_context():
        with pytest.raises(NeedsCredentials):  # a members-only league, nobody signed in
            evening_of(evening_id)
        with pytest.raises(NotFound):
            evening_of("no-such-evening-at-all")
    with client:
        client.get(page)  # this client's sign-in in the request context
        view = evening_of(evening_id)
        shown = shown_evening(view)
    assert shown.id == evening_id and shown.name == "Thursday" and shown.league_name == "Club"
    assert (shown.form, shown.movement, shown.scoring, shown.rounds_planned, shown.hands) == (
        "individuals", None, "victory_points", 3, 2
    )  # fmt: skip
    assert shown.state == "playing" and shown.version == view.evening.version and shown.seed == view.evening.seed
    (first,) = shown.rounds
    assert first.number == 1 and first.state == "playing" and len(first.byes) == 1
    assert [t.number for t in first.tables] == [1, 2] and all(t.state == "playing" for t in first.tables)
    seated = {s.name for t in first.tables for s in t.seats} | set(first.byes)
    assert seated == {p.name for p in shown.players} and len(seated) == 9
    assert [s.seat for s in first.tables[0].sides[0]] == ["1.1", "1.3"]
    assert {r.name for r in shown.ranking} == seated and all(r.rank == 1 for r in shown.ranking)
