"""The Canasta rules engine: pure Python, no Flask, no database, no I/O."""
