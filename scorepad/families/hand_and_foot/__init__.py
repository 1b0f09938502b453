"""Hand and Foot (RULES.md 12), one folder: its rules, pages, API examples and words."""
