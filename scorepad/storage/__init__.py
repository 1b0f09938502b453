"""Where data lives: the database session and its write transactions, the cache, backups."""
