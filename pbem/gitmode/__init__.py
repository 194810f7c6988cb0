"""Git mode: a game kept in a git repository, orders committed, processed by ``pbem git``."""
