"""Buraco's pure rules (RULES.md 13): settings and presets' values, a side's counts, the hands that can't have
happened, the score of a hand explained part by part, the end of the game and what to announce. Pure Python: it
imports only the shared engine (scorepad.rules), never Flask, a database or another family."""
