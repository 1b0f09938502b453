"""CSV files a spreadsheet opens safely: text that could start a formula is defused (OWASP's advice),
numbers stay numbers, and a byte-order mark tells the spreadsheet the text is UTF-8 (umlauts intact). Two
dialects: the plain one (commas, decimal points) and the one a spreadsheet set to German reads (semicolons,
decimal commas), which opens as columns there by a double click."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
BOM = "\ufeff"


@dataclass(frozen=True)
class Dialect:
    """How cells are separated and how a number writes its decimals."""

    delimiter: str
    decimal: str


PLAIN = Dialect(",", ".")
GERMAN = Dialect(";", ",")


def cell(value: Any, dialect: Dialect = PLAIN) -> Any:
    """One cell: numbers as they are (a fraction with the dialect's decimal sign), text that would start a
    formula behind a leading apostrophe."""
    if value is None:
        return ""
    if isinstance(value, bool) or not isinstance(value, int | float):
        text = str(value)
        return "'" + text if text.startswith(FORMULA_STARTS) else text
    if isinstance(value, float) and dialect.decimal != ".":
        return repr(value).replace(".", dialect.decimal)
    return value


def csv_text(header: Iterable[str], rows: Iterable[Iterable[Any]], dialect: Dialect = PLAIN) -> str:
    """A whole CSV file, header first, every cell made safe, starting with the byte-order mark."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=dialect.delimiter)
    writer.writerow([cell(h, dialect) for h in header])
    for row in rows:
        writer.writerow([cell(v, dialect) for v in row])
    return BOM + out.getvalue()
