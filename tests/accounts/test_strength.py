"""How hard a new password is to guess (accounts/strength.py), scored by zxcvbn."""

from __future__ import annotations

from scorepad.accounts.strength import FEEDBACK, SCORED, WEAK, strength_problems


def test_an_easy_password_is_refused_with_zxcvbns_advice_a_hard_one_not():
    problems = strength_problems("passwordpassword", [], "new")
    assert problems[0].path == "new" and problems[0].message == WEAK
    assert {p.message for p in problems[1:]} <= FEEDBACK and len(problems) > 1
    assert strength_problems("tangerine orbit cello vapour", []) == []


def test_the_accounts_name_is_a_known_word_and_only_the_start_is_scored():
    assert strength_problems("margarethe1952!", ["margarethe"]) != []
    assert strength_problems("tangerine orbit cello vapour" + "a" * 500, []) == [] and SCORED == 40
