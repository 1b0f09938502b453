"""CSV files a spreadsheet opens safely: text that could start a formula is defused (OWASP's advice),
numbers stay numbers, and a byte-order mark tells the spreadsheet the text is UTF-8 (umlauts intact)."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from typing import Any

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
BOM = "\ufeff"


def cell(value: Any) -> Any:
    """One cell: numbers as they are, text that would start a formula behind a leading apostrophe."""
    if value is None:
        return ""
    if isinstance(value, bool) or not isinstance(value, int | float):
        text = str(value)
        return "'" + text if text.startswith(FORMULA_STARTS) else text
    return value


def csv_text(header: Iterable[str], rows: Iterable[Iterable[Any]]) -> str:
    """A whole CSV file, header first, every cell made safe, starting with the byte-order mark."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([cell(h) for h in header])
    for row in rows:
        writer.writerow([cell(v) for v in row])
    return BOM + out.getvalue()
