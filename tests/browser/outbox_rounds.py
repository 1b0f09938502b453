"""Rounds typed on each family's round form for test_offline_words.py, control by control, and the form's own
words for them, read off the page as a scorer reads them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from playwright.sync_api import Page, expect

PAIRS, PLAYERS = ("Anna & Ben", "Cara & Dan"), ("Anna", "Ben", "Cara")
AMERICAN_BOXES = ("incomplete_aces", "incomplete_sevens", "incomplete_wild", "incomplete_wild_four_jokers")


@dataclass(frozen=True)
class Scenario:
    """A round typed on a family's form: what is done (`fill` a number, tap a stepper's + `step` times, `tick` a
    box, `choose` a radio, `select` an option), every other control left as it was; the outbox's words in English;
    counts the server stores; the controls these house rules leave off the form; controls the body holds that the
    server doesn't read (how, once nobody went out; the counts of a side that showed a special hand, `alone`, which
    enters nothing else); every box of the form (those not ticked stay unticked)."""

    family: str
    ruleset: str
    settings: dict[str, Any]
    names: tuple[str, ...]
    acts: tuple[tuple[str, str, str], ...]
    english: str
    stored: tuple[dict[str, Any], ...]
    left_off: tuple[str, ...] = ()
    unread: tuple[str, ...] = ()
    alone: int | None = None
    boxes: tuple[str, ...] = ()

    @property
    def done(self) -> dict[str, tuple[str, str]]:
        """Each control's last act: how, and the value it left."""
        return {name: (how, value) for how, name, value in self.acts}


SCENARIOS = {
    "canasta": Scenario(
        "canasta",
        "german",  # Hand-Canasta offered
        {"joker_canastas_allowed": True},  # a count only this house rule shows
        PAIRS,
        (
            ("choose", "out", "0"),
            ("choose", "how", "concealed"),
            ("fill", "entries-0-meld_points", "450"),
            ("step", "entries-0-natural_canastas", "1"),
            ("step", "entries-0-joker_canastas", "1"),
            ("step", "entries-0-red_threes", "1"),
            ("fill", "entries-1-meld_points", "60"),
            ("step", "entries-1-hand_cards-jokers", "1"),
            ("fill", "entries-1-hand_cards-aces", "2"),
            ("fill", "entries-1-penalty_points", "100"),
        ),
        "Who went out? Anna & Ben: Concealed: the whole hand at once (+200); Anna & Ben: Meld points 450, "
        "Natural canastas 1, Joker canastas 1, Red threes laid down 1; Cara & Dan: Meld points 60, "
        "Cards left in hand (Jokers 1, Aces 2), Penalty points 100",
        (
            {"going_out": "concealed", "meld_points": 450, "natural_canastas": 1, "joker_canastas": 1},
            {"going_out": None, "meld_points": 60, "hand_cards": {"jokers": 1, "aces": 2}, "penalty_points": 100},
        ),
    ),
    "canasta, nobody out": Scenario(
        "canasta",
        "german",
        {},  # no joker canastas: that count is left off
        PAIRS,
        (
            ("choose", "out", "0"),
            ("choose", "how", "hand_canasta"),
            ("choose", "out", "none"),  # changed: how is still chosen, hidden, and not read
            ("fill", "entries-0-meld_points", "90"),
            ("fill", "entries-0-hand_points", "35"),
            ("fill", "entries-1-hand_points", "15"),
            ("step", "entries-1-meld_cards-jokers", "1"),
            ("step", "entries-1-meld_cards-aces", "2"),
            ("step", "entries-1-red_threes_in_hand", "1"),
        ),
        "Who went out? Nobody: the stock ran out (every side loses 100); Anna & Ben: Meld points 90, "
        "Points left in hand 35; Cara & Dan: Points left in hand 15, Melded cards (Jokers 1, Aces 2), "
        "Red threes caught in hand 1",
        (
            {"going_out": None, "meld_points": 90, "hand_points": 35},
            {"going_out": None, "meld_cards": {"jokers": 1, "aces": 2}, "red_threes_in_hand": 1},
        ),
        left_off=("entries-0-joker_canastas", "entries-1-joker_canastas"),
        unread=("how",),
    ),
    "american": Scenario(
        "american",
        "american",
        {},
        PAIRS,
        (
            ("fill", "entries-0-meld_points", "200"),  # typed, then hidden by the special hand: not read
            ("choose", "out", "0"),
            ("choose", "how", "special_hand"),
            ("select", "special_hand", "garbage"),
            ("fill", "entries-1-meld_points", "250"),
            ("step", "entries-1-natural_canastas", "1"),
            ("tick", "entries-1-incomplete_aces", "y"),
            ("fill", "entries-1-hand_cards-aces", "2"),
            ("tick", "entries-1-incomplete_wild", "y"),
        ),
        "Who went out? Anna & Ben: Special hand shown: Garbage (4-4-3-3, no wilds): 3,000; Cara & Dan: "
        "Meld points 250, Unfinished aces meld, Unfinished wild meld, Natural canastas 1, "
        "Cards left in hand (Aces 2)",  # the penalties right after the points (issue 36 point 5)
        (
            {"special_hand": "garbage", "going_out": None, "meld_points": 0},
            {"meld_points": 250, "natural_canastas": 1, "incomplete_aces": True, "incomplete_sevens": False}
            | {"incomplete_wild": True, "incomplete_wild_four_jokers": False, "last_card_three": False}
            | {"hand_cards": {"aces": 2}},
        ),
        unread=("entries-0-meld_points",),
        alone=0,
        boxes=tuple(f"entries-{i}-{box}" for i in (0, 1) for box in (*AMERICAN_BOXES, "last_card_three")),
    ),
    "hand_and_foot": Scenario(
        "hand_and_foot",
        "whitnack",  # wild books on; black threes cost nothing extra, so that count is left off
        {},
        PAIRS,
        (
            ("choose", "out", "1"),  # one way of going out: how isn't asked
            ("fill", "entries-0-meld_points", "300"),
            ("fill", "entries-0-hand_points", "120"),
            ("step", "entries-0-dirty_books", "1"),
            ("step", "entries-0-red_threes_caught", "1"),
            ("fill", "entries-1-meld_points", "900"),
            ("step", "entries-1-clean_books", "2"),
            ("step", "entries-1-dirty_books", "2"),
            ("step", "entries-1-wild_books", "1"),
            ("step", "entries-1-exact_picks", "1"),
        ),
        "Who went out? Cara & Dan; Anna & Ben: Meld points 300, Points left in hand and foot 120, Dirty books 1, "
        "Red threes caught in hand or foot 1; Cara & Dan: Meld points 900, Clean books 2, Dirty books 2, "
        "Wild books 1, Exact picks 1",
        (
            {"going_out": None, "hand_points": 120, "dirty_books": 1, "red_threes_caught": 1},
            {"going_out": "out", "clean_books": 2, "wild_books": 1, "exact_picks": 1, "black_threes_caught": 0},
        ),
        left_off=("entries-0-black_threes_caught", "entries-1-black_threes_caught"),
    ),
    "buraco": Scenario(
        "buraco",
        "burraco",
        {},
        PAIRS,
        (
            ("choose", "out", "0"),  # one way of going out: how isn't asked
            ("fill", "entries-0-meld_points", "385"),
            ("step", "entries-0-clean_canastas", "1"),
            ("select", "entries-0-pot", "played"),  # a select always sends its option: the default said aloud
            ("fill", "entries-1-meld_points", "120"),
            ("fill", "entries-1-hand_points", "35"),
            ("select", "entries-1-pot", "not_taken"),
        ),
        "Who went out? Anna & Ben; Anna & Ben: Meld points 385, Clean canastas 1, The pot: Taken and played; "
        "Cara & Dan: Meld points 120, Points left in hand 35, The pot: Never taken",
        (
            {"going_out": "out", "meld_points": 385, "clean_canastas": 1},
            {"going_out": None, "meld_points": 120, "hand_points": 35, "pot": "not_taken"},
        ),
    ),
    "romme": Scenario(
        "romme",
        "romme",
        {"hand_romme_doubles": True},  # a way of going out only this house rule offers
        PLAYERS,
        (
            ("choose", "out", "0"),
            ("choose", "how", "hand"),
            ("fill", "entries-1-hand_points", "35"),
            ("step", "entries-2-hand_cards-jokers", "1"),
            ("step", "entries-2-hand_cards-aces", "1"),
        ),
        "Who went out? Anna: Hand-Rommé: out in one go, the others' points double; Anna: nothing; "
        "Ben: Loss points 35; Cara: Count the cards (Jokers 1, Aces 1)",
        (
            {"going_out": "hand", "hand_points": 0},
            {"going_out": None, "hand_points": 35},
            {"going_out": None, "hand_cards": {"jokers": 1, "aces": 1}},
        ),
    ),
    "tally": Scenario(
        "tally",
        "tally",
        {},
        PLAYERS[:2],
        (("fill", "entries-0-marks", "50"),),
        "Anna: Marks 50; Ben: nothing",
        ({"marks": 50}, {"marks": 0}),
    ),
}

# A control's words as the form shows them: its label's own text (a hint apart), the option's text, or the question
# before the sides that went out; the name of a counted card's counter (its title, or its "count the cards"); and
# where the control stands on the form.
SHOWN = """([name, value]) => {
  const form = document.getElementById("main-form");
  const control = [...form.elements].find((c) => c.name === name && (c.type !== "radio" || c.value === value));
  const own = (node) => [...node.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE)
    .map((n) => n.textContent).join("").replace(/\u00ad/g, "").trim();  // soft hyphens are the page's, not words
  const counter = control.closest(".counter")?.querySelector(".counter-title") || control.closest("details.cards")?.querySelector("summary");
  const label = document.querySelector(`label[for="${control.id}"]`);
  return {
    at: [...form.elements].indexOf(control),
    label: control.matches("select") ? control.querySelector(`option[value="${value}"]`).textContent.replace(/\u00ad/g, "").trim() : own(label),
    field: label ? own(label) : "",
    question: name === "out" ? control.closest("fieldset").querySelector("legend").textContent.replace(/\u00ad/g, "").trim() : "",
    counter: counter && /^entries-\\d+-\\w+-\\w+$/.test(name) ? counter.textContent.replace(/\u00ad/g, "").trim() : "",
  };
}"""


def act(page: Page, how: str, name: str, value: str) -> None:
    """Do one thing on the form, as a scorer does it (a count tucked away is opened first)."""
    target = page.locator(f"#main-form [name='{name}']")
    if how == "choose":
        target = page.locator(f"#main-form input[name='{name}'][value='{value}']")
    closed = target.locator("xpath=ancestor::details[not(@open)]/summary")
    if closed.count():
        closed.first.click()
    if how == "fill":
        target.fill(value)
    elif how == "step":
        plus = page.locator(f"#main-form button.step[data-for='{name}'][data-step='1']")
        for _ in range(int(value)):
            plus.click()
        expect(target).to_have_value(value)
    elif how in ("tick", "choose"):
        target.check()
    else:
        target.select_option(value)


def form_words(page: Page, scenario: Scenario, nothing: str) -> str:
    """The round as the form shows it, read off the form: who went out (the question, the side, how, the option
    chosen), then each side's counts in the form's order (counted cards under their counter's name), or `nothing`;
    what the server doesn't read is left out, and so is the side that showed a special hand."""
    ending: list[tuple[int, str]] = []
    sides: list[list[tuple[int, str, str]]] = [[] for _ in scenario.names]
    for name, (how, value) in scenario.done.items():
        if name in scenario.unread:
            continue
        shown = page.evaluate(SHOWN, [name, value])
        if not name.startswith("entries-"):
            ending.append((shown["at"], f"{shown['question']} {shown['label']}".strip()))
        else:
            words = shown["label"] if how == "tick" else f"{shown['label']} {value}"
            if how == "select":  # a choice on a side: its name, then the option chosen
                words = f"{shown['field']}: {shown['label']}"
            sides[int(name.split("-")[1])].append((shown["at"], shown["counter"], words))
    said = [": ".join(words for _, words in sorted(ending))] if ending else []
    for i, counts in enumerate(sides):
        if i == scenario.alone:
            continue
        listed: list[str] = []
        counters: dict[str, list[str]] = {}
        for _, counter, count in sorted(counts):
            if counter and counter not in counters:
                counters[counter] = []
                listed.append(counter)
            (counters[counter] if counter else listed).append(count)
        words = [f"{w} ({', '.join(counters[w])})" if w in counters else w for w in listed]
        said.append(f"{scenario.names[i]}: {', '.join(words) or nothing}")
    return "; ".join(said)
