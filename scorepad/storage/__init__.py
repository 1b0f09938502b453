"""Where data lives: the database session and its write transactions, the cache (bytes made once per version), backups."""
