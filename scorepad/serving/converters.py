"""The URL converters of every route: `<num:n>` and `<key:id>`, bounded before anything reaches the database."""

from __future__ import annotations

from werkzeug.routing import BaseConverter, IntegerConverter, Map

from ..core.ids import DB_INT_MAX, KEY


class Number(IntegerConverter):
    """`<num:n>`: a whole number from 0 that fits an INTEGER column (anything larger is simply not found)."""

    def __init__(self, url_map: Map) -> None:
        super().__init__(url_map, max=DB_INT_MAX)


class Key(BaseConverter):
    """`<key:id>`: a random id or token as Scorepad makes them (letters, digits, - and _)."""

    regex = KEY.pattern
