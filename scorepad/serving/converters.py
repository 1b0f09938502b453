"""The URL converters of every route: `<num:n>` and `<key:id>`, bounded before anything reaches the database."""

from __future__ import annotations

from werkzeug.routing import BaseConverter, IntegerConverter, Map

from ..core.ids import DB_INT_MAX, KEY


def up_to(limit: int) -> str:
    """A pattern of the whole numbers 0 to `limit` in ASCII digits (leading zeros allowed), digit by digit."""
    digits = str(limit)
    shorter = [f"[0-9]{{1,{len(digits) - 1}}}"] if len(digits) > 1 else []
    below = [f"{digits[:i]}[0-{int(d) - 1}][0-9]{{{len(digits) - i - 1}}}" for i, d in enumerate(digits) if d != "0"]
    return f"0*(?:{'|'.join([*shorter, *below, digits])})"


class Number(IntegerConverter):
    """`<num:n>`: a whole number from 0 that fits an INTEGER column, in ASCII digits; anything else is simply not
    found. Its pattern says so, not only its conversion: werkzeug's own `\\d` matches any Unicode digit
    (`/players/١` answered as `/players/1`), and a number refused only once converted made another method's
    route answer 405 instead of 404."""

    regex = up_to(DB_INT_MAX)

    def __init__(self, url_map: Map) -> None:
        super().__init__(url_map, max=DB_INT_MAX)


class Key(BaseConverter):
    """`<key:id>`: a random id or token as Scorepad makes them (letters, digits, - and _)."""

    regex = KEY.pattern
