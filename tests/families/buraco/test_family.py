"""Buraco as a family (family.py): the `FAMILY` value the registry finds in the folder, with its presets, tables,
parts, figures, ranking, league counts and phrases, and what its folder brings (examples, catalogs)."""

from pathlib import Path

from scorepad.extensions import REGISTRY
from scorepad.families.buraco.family import FAMILY
from scorepad.families.buraco.rules.checks import check_round
from scorepad.families.buraco.rules.entries import BuracoEntry
from scorepad.families.buraco.rules.scoring import PARTS
from scorepad.families.buraco.rules.settings import BuracoRules
from scorepad.rules.family import Family
from scorepad.rules.registry import LEAGUE_COUNTS_MAX


def test_the_family_value():
    assert isinstance(FAMILY, Family)
    assert (FAMILY.key, FAMILY.name, FAMILY.order) == ("buraco", "Burraco", 30)
    assert (FAMILY.rules_class, FAMILY.entry_class, FAMILY.check_round) == (BuracoRules, BuracoEntry, check_round)
    assert [p.key for p in FAMILY.presets] == ["burraco", "burraco_internazionale", "buraco_stbl", "burako"]
    assert all(p.name and p.summary and p.source for p in FAMILY.presets)
    assert FAMILY.tables == ((1, 1), (2, 2)) and FAMILY.sits_out == ()
    assert FAMILY.parts == PARTS == ("melds", "canastas", "going_out", "hand", "pot", "pot_taken", "penalties")
    assert (FAMILY.lower_wins, FAMILY.can_finish) == (False, False)


def test_its_figures():
    assert [(f.where, f.name, f.type) for f in FAMILY.figures] == [
        ("game", "target", int),
        ("game", "hands_left", int),
        ("game", "tie_over_target", bool),
    ]
    assert [f.label for f in FAMILY.figures] == ["target %(n)s", "hands left: %(n)s", ""]
    assert FAMILY.figures_at("side") == () and FAMILY.figures_at("round") == ()


def test_a_league_counts_clean_and_dirty_canastas_and_ranks_like_canasta():
    assert len(FAMILY.league_counts) <= LEAGUE_COUNTS_MAX
    counts = {c.name: c for c in FAMILY.league_counts}
    assert list(counts) == ["clean_canastas", "dirty_canastas"]
    entry = BuracoEntry(clean_canastas=1, dirty_canastas=2, semi_clean_canastas=1, canastas_500=1, canastas_1000=1)
    assert (counts["clean_canastas"].of(entry), counts["dirty_canastas"].of(entry)) == (3, 3)
    assert FAMILY.league_columns[-2:] == ("clean_canastas", "dirty_canastas")
    assert [(r.figure, r.more_is_better) for r in FAMILY.ranking] == [
        ("won", True),
        ("win_rate", True),
        ("head_to_head", True),
        ("average_margin", True),
    ]
    assert FAMILY.ranking_words.startswith("Only finished games count.")


def test_its_phrases_word_every_kind_the_game_announces():
    kinds = {"tie", "below_zero", "out_of_buraco", "takes_lead", "level", "last_hand", "game_tied"}
    assert set(FAMILY.phrases) == kinds  # "game_over" is worded by every family's shared words
    assert FAMILY.phrases["below_zero"] == (
        "%(side)s fell into the buraco: %(total)s.",
        "%(side)s fell into the buraco: %(total)s.",
    )
    assert FAMILY.phrases["takes_lead"][1] == "%(side)s take the lead with %(total)s."


def test_the_app_finds_it_with_its_catalogs_and_examples_in_its_folder(app):
    member = app.extensions[REGISTRY].members["buraco"]
    assert member.family is FAMILY
    here = Path(__file__).resolve().parents[3] / "scorepad" / "families" / "buraco"
    assert (member.translations, member.examples) == (here / "translations", here / "examples.json")
    assert sorted(p.name for p in member.translations.iterdir()) == ["de", "es", "it", "pt_BR"]
