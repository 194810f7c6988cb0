"""``pbem spectator add/remove/list GAME``: who gets the game's public report by mail.

The list is part of the game file (``spectators:``), changed under the game's lock and saved
whole; it is not part of the history (who watches is not part of play). A change that cannot be
made (not one plain address, a player's own address, a delay out of range, nobody to remove) is
one line, exit 2, and the file stays as it was.
"""

from __future__ import annotations

from pathlib import Path

import typer

from pbem.cli.common import GAME_ARG, Failure, command_group, handled, read_game, require_game

spectator_app = command_group(
    "Spectators (game master): 'pbem spectator add GAME EMAIL [--delay N]', 'remove', "
    "'list'.",
)
EMAIL_ARG = typer.Argument(..., metavar="EMAIL", help="The spectator's mail address.")


def _change(game: Path, email: str, delay: int | None) -> None:
    """Add (with a delay) or remove (``delay`` None) a spectator, under the game's lock."""
    from pbem.files.game_file import save_game
    from pbem.files.game_store import locked
    from pbem.league.spectators import SpectatorError, added, removed
    from pbem.messages import say

    require_game(game)
    with locked(game):
        loaded = read_game(game)
        try:
            changed = removed(loaded, email) if delay is None else added(loaded, email, delay)
        except SpectatorError as error:
            raise Failure(str(error)) from None
        save_game(game, changed)
    address = email.strip().lower()
    typer.echo(say("spectator-removed", email=address, game=loaded.id) if delay is None
               else say("spectator-added", email=address, game=loaded.id, delay=delay))


@spectator_app.command("add")
def add(
    game: Path = GAME_ARG,
    email: str = EMAIL_ARG,
    delay: int = typer.Option(0, "--delay", metavar="N", help="Send the public report N "
                              "turns late (0: after every step), so watching never helps a "
                              "player."),
) -> None:
    """Add a spectator (or change his delay): he gets the public report by mail."""
    with handled():
        _change(game, email, delay)


@spectator_app.command("remove")
def remove(game: Path = GAME_ARG, email: str = EMAIL_ARG) -> None:
    """Remove a spectator: no more mail goes to him."""
    with handled():
        _change(game, email, None)


@spectator_app.command("list")
def list_spectators(game: Path = GAME_ARG) -> None:
    """The game's spectators and their delays."""
    with handled():
        from pbem.messages import say

        loaded = read_game(game)
        if not loaded.spectators:
            typer.echo(say("spectator-none", game=loaded.id))
        for spectator in loaded.spectators:
            typer.echo(say("spectator-line", email=spectator.email, delay=spectator.delay))
