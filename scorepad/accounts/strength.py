"""How hard a new password is to guess, scored by zxcvbn (patterns, repeats, sequences, keyboard rows,
dictionaries, dates), with its feedback marked here so the catalog words it in German."""

from __future__ import annotations

from zxcvbn import zxcvbn

from ..rules.problems import N_, Problem

STRONG_ENOUGH = 3  # zxcvbn's 0-4: 3 is "safely unguessable: moderate protection from offline slow-hash scenario"
SCORED = 40  # zxcvbn's time grows fast with length (0.1 s at 40 characters, 4 s at 200): the start is scored
WEAK = N_("This password is too easy to guess.")
FEEDBACK = frozenset(  # every message zxcvbn 4.5 gives, as it gives them (the catalog translates them)
    (
        N_("Add another word or two. Uncommon words are better."),
        N_("Capitalization doesn't help very much."),
        N_("Reversed words aren't much harder to guess."),
        N_("Predictable substitutions like '@' instead of 'a' don't help very much."),
        N_("Use a few words, avoid common phrases."),
        N_("No need for symbols, digits, or uppercase letters."),
        N_("Straight rows of keys are easy to guess."),
        N_("Short keyboard patterns are easy to guess."),
        N_("This is a top-10 common password."),
        N_("This is similar to a commonly used password."),
        N_("A word by itself is easy to guess."),
        N_("All-uppercase is almost as easy to guess as all-lowercase."),
        N_("Use a longer keyboard pattern with more turns."),
        N_('Repeats like "aaa" are easy to guess.'),
        N_('Repeats like "abcabcabc" are only slightly harder to guess than "abc".'),
        N_("This is a top-100 common password."),
        N_("This is a very common password."),
        N_("Names and surnames by themselves are easy to guess."),
        N_("Common names and surnames are easy to guess."),
        N_("Avoid repeated words and characters."),
        N_('Sequences like "abc" or "6543" are easy to guess.'),
        N_("Avoid sequences."),
        N_("Recent years are easy to guess."),
        N_("Dates are often easy to guess."),
        N_("Avoid recent years."),
        N_("Avoid years that are associated with you."),
        N_("Avoid dates and years that are associated with you."),
    )
)


def strength_problems(password: str, inputs: list[str], path: str = "password") -> list[Problem]:
    """Why a password is too easy to guess (zxcvbn scores it below STRONG_ENOUGH), with zxcvbn's warning and
    suggestions; `inputs` (the account's name) count as known words. Nothing when it will do."""
    found = zxcvbn(password[:SCORED], user_inputs=[i for i in inputs if i], max_length=SCORED)
    if found["score"] >= STRONG_ENOUGH:
        return []
    said = [found["feedback"]["warning"], *found["feedback"]["suggestions"]]
    return [Problem(path, WEAK), *(Problem(path, text) for text in said if text)]
