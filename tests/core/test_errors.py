"""The domain errors (core/errors.py): every refusal carries its problems, and each kind is a Refused a door can
catch in one place."""

from __future__ import annotations

import pytest

from scorepad.core.errors import Conflict, Ended, Invalid, NeedsCredentials, NotAllowed, NotFound, Refused, Stale
from scorepad.rules.problems import Problem

KINDS = (Invalid, NotFound, Ended, Conflict, Stale, NeedsCredentials, NotAllowed)


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_is_a_refusal_that_keeps_its_problems(kind):
    problems = [Problem("name", "Name is taken."), Problem("_round", "The game is over.")]
    with pytest.raises(Refused) as caught:
        raise kind(problems)
    assert type(caught.value) is kind and caught.value.problems == problems
    assert caught.value.args == (problems,)


def test_the_kinds_are_told_apart():
    assert not issubclass(Invalid, Conflict) and not issubclass(Stale, Conflict) and not issubclass(NotFound, Invalid)
    assert len(set(KINDS)) == len(KINDS)
