"""The rules engine every family builds on: pure Python, no Flask, no database, no I/O."""
