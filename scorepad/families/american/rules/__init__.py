"""Modern American Canasta's rules: pure Python, no Flask, no database, no I/O."""
