"""Leagues: players shared across games, seasons, standings and ratings."""
