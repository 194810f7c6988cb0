"""One game master, many games: a games folder walked game by game, each under its own lock.

``folder`` finds the games below a folder and visits each one, collecting what became of it;
``settings`` reads the folder's ``pbem.toml`` (or ``pbem.yaml``), whose mail settings every game
inherits; ``status`` is ``pbem status DIR``; ``routing`` sends one mail address's messages to
their games; ``spectators`` mails the public report to onlookers, late by as many turns as they
asked. Every game stays independent: one that cannot be read is named and skipped.
"""
