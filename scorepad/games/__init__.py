"""Operations on games: start, add, correct, delete, restore, finish, rename, import and export; one
transaction each, domain errors only, and one path (refresh.py) for every number kept for speed."""
