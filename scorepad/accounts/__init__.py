"""Accounts and rights: users and their sign-ins, league roles and invitations, phones that score a game."""
