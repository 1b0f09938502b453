"""Account pages: signing up, in and out, the account and its password."""
