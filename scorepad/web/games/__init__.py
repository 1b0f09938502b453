"""A game's pages: home, starting one, the board, rounds and corrections, disputes, sharing, import, the result;
and the shape of a family's pages (adapter.py)."""
