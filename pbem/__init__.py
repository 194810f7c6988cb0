"""pbem: play-by-email and play-by-file turn processing for the board game Elasund."""
