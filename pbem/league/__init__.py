"""One game master, many games: a games folder walked game by game, each under its own lock.

``folder`` finds the games below a folder and visits each one, collecting what became of it;
``status`` is ``pbem status DIR``; ``settings`` reads the folder's ``pbem.toml`` (or
``pbem.yaml``), whose mail settings every game inherits; ``routing`` tells which game a message
to the one address is for; ``mailrun`` takes a mailbox's messages in game by game and sends
every game's mail, knowing the games through ``index`` (read again only when their file
changed); ``spectators`` mails the public report to onlookers, as many turns late as they
asked. Every game stays independent: one that cannot be read is named and skipped.
"""
