"""League pages: the list, a league's standings and seasons, its players, members and invitations."""
