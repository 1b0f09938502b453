"""Rommé, one folder: its rules, pages and templates, API examples and words."""
