"""Modern American Canasta (RULES.md 11), one folder: its rules, pages, API examples and words."""
