"""Cursor paging: pages in key order whichever way they are read, cursors that name a place and nothing else,
and every bad ask refused naming its field."""

from __future__ import annotations

import pytest
from sqlalchemy import Column, Integer, MetaData, String, Table, create_engine, insert, select

from scorepad.core.errors import Invalid
from scorepad.storage.paging import Ask, Page, cursor, key_of, paged

ROWS = Table("rows", MetaData(), Column("id", Integer, primary_key=True), Column("name", String(10)))


@pytest.fixture(scope="module")
def engine():
    made = create_engine("sqlite://")
    ROWS.metadata.create_all(made)
    with made.begin() as conn:
        conn.execute(insert(ROWS), [{"id": n, "name": f"n{n % 3}"} for n in range(1, 26)])
    return made


def read(engine, ask: Ask, keys=("id",)) -> Page:
    columns = [ROWS.c[k] for k in keys]
    with engine.connect() as conn:
        rows = conn.execute(paged(select(ROWS), columns, ask)).all()
    return Page.of(list(rows), ask, key=lambda r: tuple(getattr(r, k) for k in keys))


def ids(page: Page) -> list[int]:
    return [r.id for r in page.items]


def test_pages_forward_from_the_start_until_the_end(engine):
    seen, after = [], None
    while True:
        page = read(engine, Ask(10, after=after))
        seen.append(ids(page))
        if page.after is None:
            break
        after = page.after
    assert seen == [list(range(1, 11)), list(range(11, 21)), list(range(21, 26))]
    assert read(engine, Ask(10)).before is None and read(engine, Ask(10, after=cursor([10]))).before == cursor([11])


def test_pages_backward_from_the_end_are_still_in_list_order(engine):
    last = read(engine, Ask(10, from_end=True))
    assert ids(last) == list(range(16, 26)) and last.after is None and last.before == cursor([16])
    older = read(engine, Ask(10, before=last.before))
    assert ids(older) == list(range(6, 16)) and older.after == cursor([15])
    first = read(engine, Ask(10, before=older.before))
    assert ids(first) == list(range(1, 6)) and first.before is None
    assert ids(read(engine, Ask(10, after=first.after))) == list(range(6, 16))


def test_a_short_list_comes_whole(engine):
    page = read(engine, Ask(100))
    assert ids(page) == list(range(1, 26)) and page.after is None and page.before is None


def test_a_key_of_several_columns(engine):
    page = read(engine, Ask(4), keys=("name", "id"))
    assert [(r.name, r.id) for r in page.items] == [("n0", 3), ("n0", 6), ("n0", 9), ("n0", 12)]
    following = read(engine, Ask(30, after=page.after), keys=("name", "id"))
    assert [(r.name, r.id) for r in following.items][:2] == [("n0", 15), ("n0", 18)] and len(following.items) == 21


@pytest.mark.parametrize(
    ("limit", "after", "before", "fields"),
    [
        ("0", None, None, ["limit"]),
        ("1001", None, None, ["limit"]),
        ("abc", None, None, ["limit"]),
        ("\u0661", None, None, ["limit"]),
        (None, "", None, ["after"]),
        (None, "x" * 201, None, ["after"]),
        (None, "a", "b", ["before"]),
    ],
)
def test_bad_asks_are_refused_naming_the_field(limit, after, before, fields):
    with pytest.raises(Invalid) as refused:
        Ask.read(limit, after, before, default=10, most=1000)
    assert [p.path for p in refused.value.problems] == fields


@pytest.mark.parametrize("text", ["not-base64!", cursor(["a", 1]), cursor([1.5]), cursor([[1]]), "e30", "x" * 150])
def test_a_cursor_that_names_no_place_is_refused(text):
    with pytest.raises(Invalid) as refused:
        key_of(text, 1, "after")
    assert refused.value.problems[0].path == "after"
    assert key_of(cursor([7]), 1, "after") == (7,)
