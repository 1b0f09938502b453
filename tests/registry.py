"""The families the tests' apps play, found as create_app finds them: every family Scorepad ships and the tests' own
(tests/families/tally/, named in the app's config as a family from elsewhere is). For tests that need them before an
app is made (parametrized over the families, a kit's presets); an app's own registry holds the same families."""

from __future__ import annotations

from scorepad.families import discover

TEST_FAMILIES = ["tests.families.tally"]  # what tests/conftest.py's app names in SCOREPAD_FAMILIES
REGISTRY = discover(TEST_FAMILIES).freeze()
FAMILIES, RULESETS = REGISTRY.families, REGISTRY.rulesets
family_of, preset_rules, default_ruleset = REGISTRY.family_of, REGISTRY.preset_rules, REGISTRY.default_ruleset
