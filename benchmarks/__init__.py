"""Speed measurements of pbem: engine self-play (selfplay.py), the command line (cli.py)."""
