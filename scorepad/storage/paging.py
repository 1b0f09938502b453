"""Long lists read a page at a time by cursor (keyset paging): a page is the rows after (or before) the last one
seen, in the order of a unique key, so a page costs the same at the end of a list as at its start and a row
added meanwhile shifts nothing. A cursor is that key, opaque to clients (base64url of its JSON).

How a list read from the database uses it (history, leagues, a league's games alike):

    ask = Ask.read(limit, after, before, default=500, most=1000)      # Invalid naming "limit"/"after"/"before"
    rows = db.session.scalars(paged(select(Event).where(...), [Event.id], ask)).all()
    page = Page.of(list(rows), ask, key=lambda e: (e.id,))              # page.items, page.after, page.before

`paged` orders by the key columns (ascending, or descending when `newest_first`) and asks one row more than the
page holds, to know whether more follow; `after`/`before` of the page are the cursors to hand on (None at an
end). Without a cursor a page starts at the list's beginning, or with `from_end` at its end. A key may hold days
and times (a cursor holds their ISO text). Lists worked out in memory (a league's standings) are paged by position
with `side_by_side`.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, Generic, TypeVar

from sqlalchemy import ColumnElement, Select, literal, tuple_

from ..core.errors import Invalid
from ..rules.problems import N_, Problem

T = TypeVar("T")
CURSOR_MAX = 200  # characters: a key of a few ids or names
NOT_A_CURSOR = N_("Is not a place in this list: use the address the previous page gave.")


def cursor(key: Sequence[Any]) -> str:
    """The cursor of a row's key: its JSON (a day or a time as ISO text), base64url without padding."""
    plain = [v.isoformat() if isinstance(v, date) else v for v in key]  # a datetime is a date too
    return base64.urlsafe_b64encode(json.dumps(plain, separators=(",", ":")).encode()).rstrip(b"=").decode()


def key_of(text: str, size: int, path: str) -> tuple[Any, ...]:
    """The key a cursor holds: `size` whole numbers or texts, else Invalid naming `path`."""
    try:
        if len(text) > CURSOR_MAX:
            raise ValueError
        raw = json.loads(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)))
    except (ValueError, binascii.Error, UnicodeDecodeError):
        raise Invalid([Problem(path, NOT_A_CURSOR, code="not_a_cursor")]) from None
    if not isinstance(raw, list) or len(raw) != size or not all(type(v) in (int, str) for v in raw):
        raise Invalid([Problem(path, NOT_A_CURSOR, code="not_a_cursor")])
    return tuple(raw)


@dataclass(frozen=True)
class Ask:
    """What page is asked for: at most `limit` rows, after or before a cursor (at most one of them), or from
    the end of the list when neither is given and `from_end` is set."""

    limit: int
    after: str | None = None
    before: str | None = None
    from_end: bool = False

    @classmethod
    def read(
        cls, limit: Any, after: Any, before: Any = None, *, default: int, most: int, from_end: bool = False
    ) -> Ask:
        """An ask from query values (texts or None): `limit` a whole number from 1 to `most` (else `default`);
        Invalid naming the field when one can't be read."""
        problems = []
        if limit in (None, ""):
            limit = default
        elif isinstance(limit, str) and limit.isascii() and limit.isdigit() and len(limit) < 8:
            limit = int(limit)
        if type(limit) is not int or not 1 <= limit <= most:
            problems.append(
                Problem(
                    "limit",
                    N_("Must be a whole number from %(low)d to %(high)d."),
                    {"low": 1, "high": most},
                    code="out_of_range",
                )
            )
        for name, value in (("after", after), ("before", before)):
            if value is not None and (not isinstance(value, str) or not value or len(value) > CURSOR_MAX):
                problems.append(Problem(name, NOT_A_CURSOR, code="not_a_cursor"))
        if after is not None and before is not None:
            problems.append(Problem("before", N_("Give either after or before, not both."), code="after_and_before"))
        if problems:
            raise Invalid(problems)
        return cls(limit, after or None, before or None, from_end)

    @property
    def backwards(self) -> bool:
        """Whether the page is read towards the list's beginning (before a cursor, or from the end)."""
        return self.before is not None or (self.from_end and self.after is None)


def typed(keys: Sequence[ColumnElement[Any]], values: tuple[Any, ...], path: str) -> list[Any]:
    """A cursor's values as its key columns hold them: a day or a time from its ISO text, bound as the column's
    type (so both databases compare them as the column's values, not as text); else Invalid naming `path`."""
    out = []
    for column, value in zip(keys, values, strict=True):
        try:
            kind = column.type.python_type
        except NotImplementedError:
            kind = object
        if kind in (date, datetime):
            try:
                value = kind.fromisoformat(value) if isinstance(value, str) else None
            except ValueError:
                value = None
            if kind is date and isinstance(value, datetime) or value is None:
                raise Invalid([Problem(path, NOT_A_CURSOR, code="not_a_cursor")])
        elif kind in (int, str) and type(value) is not kind:
            raise Invalid([Problem(path, NOT_A_CURSOR, code="not_a_cursor")])
        out.append(literal(value, column.type))
    return out


def paged(statement: Select[Any], keys: Sequence[ColumnElement[Any]], ask: Ask) -> Select[Any]:
    """The statement cut to the page asked for, in key order, with one row more than the page holds."""
    key = tuple_(*keys) if len(keys) > 1 else keys[0]
    for name, value, before in (("after", ask.after, False), ("before", ask.before, True)):
        if value is not None:
            values = typed(keys, key_of(value, len(keys), name), name)
            bound = tuple_(*values) if len(keys) > 1 else values[0]
            statement = statement.where(key < bound if before else key > bound)
    order = [k.desc() for k in keys] if ask.backwards else list(keys)
    return statement.order_by(*order).limit(ask.limit + 1)


@dataclass(frozen=True)
class Page(Generic[T]):
    """One page of a list, in the list's order, and the cursors to the rows on either side (None at an end)."""

    items: list[T]
    after: str | None
    before: str | None

    @classmethod
    def of(cls, rows: list[T], ask: Ask, key: Callable[[T], Sequence[Any]]) -> Page[T]:
        """The page made of rows read by `paged` for the same ask."""
        more, items = len(rows) > ask.limit, rows[: ask.limit]
        if ask.backwards:
            items.reverse()
        first, last = (cursor(key(items[0])), cursor(key(items[-1]))) if items else (None, None)
        if ask.backwards:
            return cls(items, last if ask.before is not None else None, first if more else None)
        return cls(items, last if more else None, first if ask.after is not None else None)


def side_by_side(lists: Sequence[Sequence[T]], ask: Ask) -> tuple[list[list[T]], str | None]:
    """A page of several lists kept in memory in their own order (a league's players and partnerships in rank
    order): at most `limit` items of each, from the positions the cursor holds; the cursor to the next page (None
    when every list is shown to its end)."""
    starts = list(key_of(ask.after, len(lists), "after")) if ask.after is not None else [0] * len(lists)
    if not all(type(s) is int and s >= 0 for s in starts):
        raise Invalid([Problem("after", NOT_A_CURSOR, code="not_a_cursor")])
    ends = [min(start + ask.limit, len(items)) for start, items in zip(starts, lists, strict=True)]
    pages = [list(items[start:end]) for items, start, end in zip(lists, starts, ends, strict=True)]
    more = any(end < len(items) for end, items in zip(ends, lists, strict=True))
    return pages, cursor(ends) if more else None
