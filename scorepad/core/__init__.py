"""What every operation shares and no HTTP knows: domain errors, sizes, typed names, ids, secrets, CSV."""
