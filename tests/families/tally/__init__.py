"""Tally, the tests' own game family: one folder laid out as a family of Scorepad's own is (family.py, its rules, its
pages, a template and a German catalog), which comes in through the door a family from elsewhere uses: the config's
SCOREPAD_FAMILIES (tests/conftest.py names it). Nothing outside tests/families/tally/ knows it exists."""
