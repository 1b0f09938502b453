"""Why each part of a Modern American hand score is what it is: the counts and the rule setting behind it."""

from __future__ import annotations

from scorepad.rules.problems import N_, NN_
from scorepad.rules.reasons import Reason

from .entries import AmericanEntry
from .scoring import CANASTA_VALUES, Breakdown
from .settings import DREAM_HAND, AmericanRules

SPECIAL = {
    "pairs": N_("Special hand, pairs; it replaces the side's whole score: %(points)s"),
    "wild_pairs": N_("Special hand, wild pairs; it replaces the side's whole score: %(points)s"),
    "miami_pairs": N_("Special hand, Miami pairs; it replaces the side's whole score: %(points)s"),
    "zip_code": N_("Special hand, zip code; it replaces the side's whole score: %(points)s"),
    "straight": N_("Special hand, straight; it replaces the side's whole score: %(points)s"),
    "garbage": N_("Special hand, garbage; it replaces the side's whole score: %(points)s"),
    "blast_off": N_("Special hand, blast off; it replaces the side's whole score: %(points)s"),
    "triples": N_("Special hand, triples; it replaces the side's whole score: %(points)s"),
    "quads": N_("Special hand, quads; it replaces the side's whole score: %(points)s"),
    "dream_hand": N_("Special hand, dream hand; it replaces the side's whole score: %(points)s"),
}
DREAM_WINS = N_("Dream hand: it replaces the side's whole score and wins the game at once: %(points)s")
CANASTAS = {
    "natural_canastas": NN_(
        "%(n)s natural canasta x %(each)s: %(points)s", "%(n)s natural canastas x %(each)s: %(points)s"
    ),
    "mixed_canastas": NN_("%(n)s mixed canasta x %(each)s: %(points)s", "%(n)s mixed canastas x %(each)s: %(points)s"),
    "aces_canastas": NN_(
        "%(n)s natural aces canasta x %(each)s: %(points)s", "%(n)s natural aces canastas x %(each)s: %(points)s"
    ),
    "sevens_canastas": NN_(
        "%(n)s sevens canasta x %(each)s: %(points)s", "%(n)s sevens canastas x %(each)s: %(points)s"
    ),
    "wild_canastas": NN_("%(n)s wild canasta x %(each)s: %(points)s", "%(n)s wild canastas x %(each)s: %(points)s"),
    "joker_canastas": NN_(
        "%(n)s wild canasta of four jokers x %(each)s: %(points)s",
        "%(n)s wild canastas of four jokers x %(each)s: %(points)s",
    ),
    "deuce_canastas": NN_(
        "%(n)s wild canasta of seven twos x %(each)s: %(points)s",
        "%(n)s wild canastas of seven twos x %(each)s: %(points)s",
    ),
}
THREES = {  # by the sign the side's canastas give them (RULES.md 11.5)
    -1: N_("Threes laid down (%(red)s red, %(black)s black) count minus, side has no canasta: %(points)s"),
    0: N_("Threes laid down (%(red)s red, %(black)s black) count nothing, side has one canasta: %(points)s"),
    1: N_("Threes laid down (%(red)s red, %(black)s black), side has two canastas or more: %(points)s"),
}
THREES_PLUS = N_("Threes laid down (%(red)s red, %(black)s black) count plus (house rule): %(points)s")
HELD = {
    "aces_held": NN_(
        "%(n)s player caught with 3 or more aces x %(each)s: %(points)s",
        "%(n)s players caught with 3 or more aces x %(each)s: %(points)s",
    ),
    "sevens_held": NN_(
        "%(n)s player caught with 3 or more sevens x %(each)s: %(points)s",
        "%(n)s players caught with 3 or more sevens x %(each)s: %(points)s",
    ),
}


def special_reason(rules: AmericanRules, entry: AmericanEntry, breakdown: Breakdown) -> Reason:
    """The special hand that replaced the side's whole score (RULES.md 11.7)."""
    key = entry.special_hand or ""
    if key == DREAM_HAND and rules.dream_hand_wins:
        return Reason("special_hand", breakdown.special_hand, DREAM_WINS, {}, ("special_hands", "dream_hand_wins"))
    return Reason("special_hand", breakdown.special_hand, SPECIAL[key], {}, ("special_hands",))


def threes_reason(rules: AmericanRules, entry: AmericanEntry, breakdown: Breakdown) -> Reason:
    """Why the threes laid down count plus, nothing or minus (by the side's canastas)."""
    c = entry.canastas
    message = THREES_PLUS if rules.threes_sign == "plus" else THREES[-1 if c == 0 else 0 if c == 1 else 1]
    params = {"red": entry.red_threes, "black": entry.black_threes}
    return Reason("threes", breakdown.threes, message, params, ("threes_scale", "threes_sign"))


def incomplete_reasons(rules: AmericanRules, entry: AmericanEntry) -> list[Reason]:
    """One line per unfinished aces, sevens or wild meld, with its cost."""
    reasons = []
    if entry.incomplete_aces:
        message = N_("Unfinished aces meld: %(points)s")
        reasons.append(Reason("incomplete_melds", -rules.incomplete_aces, message, {}, ("incomplete_aces",)))
    if entry.incomplete_sevens:
        message = N_("Unfinished sevens meld: %(points)s")
        reasons.append(Reason("incomplete_melds", -rules.incomplete_sevens, message, {}, ("incomplete_sevens",)))
    if entry.incomplete_wild and entry.incomplete_wild_four_jokers:
        message = N_("Unfinished wild meld holding all four jokers: %(points)s")
        cost = rules.incomplete_wild_four_jokers
        reasons.append(Reason("incomplete_melds", -cost, message, {}, ("incomplete_wild_four_jokers",)))
    elif entry.incomplete_wild:
        message = N_("Unfinished wild meld: %(points)s")
        reasons.append(Reason("incomplete_melds", -rules.incomplete_wild, message, {}, ("incomplete_wild",)))
    return reasons


def explain(rules: AmericanRules, entry: AmericanEntry, breakdown: Breakdown) -> list[Reason]:
    """Every part of one side's hand score, with the counts and settings that made it (the threes even when
    one canasta makes them count nothing)."""
    if entry.special_hand is not None:
        return [special_reason(rules, entry, breakdown)]
    reasons: list[Reason] = []
    if breakdown.melds and entry.canastas:
        reasons.append(Reason("melds", breakdown.melds, N_("Melded cards, side has a canasta: %(points)s"), {}, ()))
    elif breakdown.melds:
        message = (
            N_("Melded cards count minus, side has no canasta: %(points)s")
            if breakdown.melds < 0
            else N_("Melded cards count plus without a canasta (house rule): %(points)s")
        )
        reasons.append(Reason("melds", breakdown.melds, message, {}, ("no_canasta_melds_negative",)))
    if breakdown.hand:
        reasons.append(Reason("hand", breakdown.hand, N_("Cards left in hand: %(points)s"), {}, ()))
    for count, setting in CANASTA_VALUES:
        n, each = getattr(entry, count), getattr(rules, setting)
        if n:  # one line per kind of canasta; together they make the "canastas" part
            singular, plural = CANASTAS[count]
            reasons.append(Reason("canastas", n * each, singular, {"n": n, "each": each}, (setting,), plural))
    if entry.red_threes or entry.black_threes:
        reasons.append(threes_reason(rules, entry, breakdown))
    reasons += incomplete_reasons(rules, entry)
    for count, (singular, plural) in HELD.items():
        n, each = getattr(entry, count), rules.held_aces_or_sevens_penalty
        if n:
            params = {"n": n, "each": each}
            settings = ("held_aces_or_sevens_penalty",)
            reasons.append(Reason("held_aces_sevens", -n * each, singular, params, settings, plural))
    if entry.threes_in_hand:
        singular, plural = NN_(
            "%(n)s three held in hand x %(each)s: %(points)s", "%(n)s threes held in hand x %(each)s: %(points)s"
        )
        params = {"n": entry.threes_in_hand, "each": rules.held_three}
        reasons.append(Reason("threes_in_hand", breakdown.threes_in_hand, singular, params, ("held_three",), plural))
    if entry.last_card_three:
        message = N_("The last card of the stock was this side's 3: %(points)s")
        reasons.append(Reason("last_card_three", breakdown.last_card_three, message, {}, ("last_drawn_three",)))
    if breakdown.going_out:
        reasons.append(Reason("going_out", breakdown.going_out, N_("Went out: %(points)s"), {}, ("going_out",)))
    return reasons
