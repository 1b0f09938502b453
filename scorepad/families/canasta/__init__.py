"""Canasta (RULES.md 1-9), one folder: its rules, pages, API examples and words."""
