"""Buraco (Brazil), Burraco (Italy), Burako (Argentina): RULES.md 13. One folder holds the whole family: its pure
rules (`rules/`), the `FAMILY` value that names them (`family.py`) and its messages in each language
(`translations/`); its pages, templates, styles and API examples come later in this same folder."""
