"""Dates and moments in one format on every page. The server can't know the phone's time zone, and a page is the
same bytes for every reader of its language: it writes a game's date as its language writes a date (25.11.2026,
25 Nov 2026: day first, so no British reader takes it for November's 11th month) and a moment in UTC, saying so,
each inside a <time> that the page script (static/app.js) rewrites in the phone's own zone and locale."""

from __future__ import annotations

from datetime import date, datetime

from babel.dates import format_date, format_time
from markupsafe import Markup

from . import locale_name

DAY = {"de": "dd.MM.y"}  # a language's date; every other one writes the day first, the month in letters
DAY_ELSE = "d MMM y"


def as_date(value: date | str | None) -> date | None:
    """A date, also from its ISO text ("2026-11-25", as the JSON of a player's games holds it)."""
    if isinstance(value, str):
        try:
            return date.fromisoformat(value)
        except ValueError:
            return None
    return value


def date_text(value: date | str | None) -> str:
    """A calendar date in the reader's language: 25.11.2026, 25 Nov 2026 ("" when there is none)."""
    day = as_date(value)
    if day is None:
        return ""
    lang = locale_name()
    return format_date(day, DAY.get(lang, DAY_ELSE), locale=lang)


def moment_text(at: datetime | None) -> str:
    """A moment the database holds (UTC, without a zone) as the page says it before the phone's script: its
    date, its time on a 24-hour clock and the zone named: "25.11.2026, 21:40 UTC"."""
    if at is None:
        return ""
    return f"{date_text(at.date())}, {format_time(at, 'HH:mm', locale=locale_name())} UTC"


def date_element(value: date | str | None) -> Markup:
    """A date as a <time> the phone's script writes in its locale's format (the calendar date, no zone)."""
    day = as_date(value)
    if day is None:
        return Markup("")
    return Markup('<time datetime="{}" data-local="date">{}</time>').format(day.isoformat(), date_text(day))


def moment_element(at: datetime | None) -> Markup:
    """A moment as a <time> in UTC, which the phone's script puts in its own zone and locale."""
    if at is None:
        return Markup("")
    stamp = at.replace(tzinfo=None).isoformat(timespec="seconds") + "Z"
    return Markup('<time datetime="{}" data-local="moment">{}</time>').format(stamp, moment_text(at))
