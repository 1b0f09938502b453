"""Secrets out of logs: an edit link's and an invitation's secret segment becomes ***, however it was escaped."""

from __future__ import annotations

import pytest

from scorepad.serving.masking import mask


@pytest.mark.parametrize(
    ("logged", "kept"),
    [
        ("GET /games/12/claim/s3cr3t-Tok HTTP/1.1", "GET /games/12/claim/*** HTTP/1.1"),
        ("GET /invite/abcDEF123?next=/ 200", "GET /invite/***?next=/ 200"),
        ("/games/12/claim//s3cr3t", "/games/12/claim//***"),
        ("/games/12/%63laim/s3cr3t", "/games/12/claim/***"),  # an escaped letter
        ("/games/12/%2563laim/s3cr3t", "/games/12/claim/***"),  # escaped twice
        ("/INVITE/abc", "/INVITE/***"),
        ('"/invite/abc" "/games/1/claim/def"', '"/invite/***" "/games/1/claim/***"'),
    ],
)
def test_a_secret_segment_is_masked(logged: str, kept: str) -> None:
    assert mask(logged) == kept


@pytest.mark.parametrize("logged", ["GET /games/12 200", "/games/12/board?x=%2F", "/claims/list", ""])
def test_a_line_without_a_secret_is_left_exactly_as_it_was(logged: str) -> None:
    assert mask(logged) == logged


@pytest.mark.parametrize(
    ("logged", "kept"),
    [
        ("application/json", "application/json"),  # one slash, no escape: nothing to read
        ("Python-urllib/3.11", "Python-urllib/3.11"),
        ("/invite/a", "/invite/***"),  # the fewest slashes a secret needs
        ("%2Finvite%2Fabc", "/invite/***"),  # slashes escaped: read as the server reads it
        ("x%2Fclaim/abc", "x/claim/***"),
    ],
)
def test_values_with_too_few_slashes_are_kept_and_escaped_ones_still_read(logged: str, kept: str) -> None:
    assert mask(logged) == kept
