"""A club evening's pages (issue 34): the organiser's (start an evening, its rounds, late arrivals, leavers, closing
a round), the table cards to print, the room's screen and the ranking (on a phone, printed, CSV and JSON). Thin views
over the evening's operations and reads (scorepad/evenings/); what the templates show is made in shown.py."""
