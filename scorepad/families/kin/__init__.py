"""What the melding families (Canasta, Modern American Canasta, Hand and Foot) share, once: card classes and the
checks of counted cards, the fewest meld points a canasta or book needs, the initial-meld minimums as figures, the
warnings of a hand and of melds, the canastas a league sums. A helper beside the families, not one of them: it has
no family.py, so the search for families never takes it, nor imports it. Pure: no Flask, no database, no I/O."""
