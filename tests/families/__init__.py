"""Game families made only for the tests: they prove that a family is its package (nothing outside it changes)."""
