"""Commands that only look at a game: status, show, position, options, report, log.

Every one of them reads a view (``view_for``) for the reader it is asked for; the game
master's view is the default only where the command is the game master's (status, position).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

from pbem.cli.common import (
    GAME_ARG,
    Failure,
    check_format,
    echo_json,
    games_folder,
    handled,
    now,
    read_game,
)
from pbem.elasund.events import GM, PUBLIC
from pbem.messages import say

if TYPE_CHECKING:  # loaded with the game; not when another command starts
    from pbem.files.game import Game


def _viewer(game: Game, player: str, default: str) -> str:
    chosen = player or default
    allowed = [*game.state.position.players, PUBLIC, GM]
    if chosen not in allowed:
        raise Failure(say("cli.player-one-of", allowed=", ".join(allowed), given=repr(chosen)))
    return chosen


def status(
    game: Path = typer.Argument(..., metavar="GAME|DIR",
                                help="The game file, or a folder: every game below it."),
    output: str = typer.Option("text", "--format", metavar="FORMAT", help="text or json."),
    every: bool = typer.Option(False, "--all", help="List every game below the folder given "
                               "(as when a folder is given)."),
) -> None:
    """Whose turn it is, what the game waits for and from whom, and the deadline.

    Given a folder of games (or any folder with --all), one line per game below it: id,
    state, turn, whom it waits for, deadline, last activity and problems. Exit 0, or 1 when a
    game needs the game master."""
    if every or games_folder(game):
        from pbem.cli.league_cmds import folder_status

        folder_status(game, output)
        return
    with handled():
        from pbem.report.game_status import status_data, status_lines

        check_format(output, ("text", "json"))
        loaded = read_game(game)
        moment = now()
        data = status_data(loaded, moment)
        if output == "json":
            echo_json(data)
            return
        for line in status_lines(loaded, data, moment):
            typer.echo(line)


def show(
    game: Path = GAME_ARG,
    player: str = typer.Option(
        "", metavar="COLOUR", help="Show it as this player sees it (default: the public view)."
    ),
) -> None:
    """The board and the table as text, as a player (or the public) sees them."""
    with handled():
        from pbem.elasund.views import view_for
        from pbem.report.board_text import board_text
        from pbem.report.table import table_text

        loaded = read_game(game)
        view = view_for(loaded.state.position, _viewer(loaded, player, PUBLIC))
        typer.echo(board_text(view))
        typer.echo("")
        typer.echo(table_text(view, loaded.names))


def position(
    game: Path = GAME_ARG,
    player: str = typer.Option(
        "",
        metavar="COLOUR",
        help="Print this player's view (or 'public'); default: everything, for the game master.",
    ),
) -> None:
    """Print the position in the position-file format (docs/positions.md)."""
    with handled():
        from pbem.files.position_file import position_text

        loaded = read_game(game)
        typer.echo(position_text(loaded.state.position, _viewer(loaded, player, GM)), nl=False)


def options(
    game: Path = GAME_ARG,
    player: str = typer.Option(..., metavar="COLOUR", help="The colour whose options to list."),
    output: str = typer.Option("text", "--format", metavar="FORMAT", help="text or json."),
) -> None:
    """The legal actions of a player now, written as lines of an order file."""
    with handled():
        from pbem.elasund.views import view_for

        check_format(output, ("text", "json"))
        loaded = read_game(game)
        players = loaded.state.position.players
        if player not in players:
            raise Failure(say("cli.player-one-of", allowed=", ".join(players),
                                 given=repr(player)))
        view = view_for(loaded.state.position, player)
        legal = [a.notation() for a in view.legal]
        if legal and player == view.active and not view.pending:
            legal.append("wait")  # an order-file action: keep the turn open for a later order
        if output == "json":
            echo_json({"player": player, "turn": view.turn, "actions": legal})
            return
        if not legal:
            waiting = ", ".join(view.waiting_for) or "nobody: the game is over"
            typer.echo(f"{player} has nothing to do now; the game waits for {waiting}")
            return
        typer.echo(f"# {player}, turn {view.turn}: {len(legal)} legal action(s)")
        for notation in legal:
            typer.echo(f"  - {notation}")


def report(
    game: Path = GAME_ARG,
    player: str = typer.Option(
        "",
        metavar="COLOUR",
        help="Only this reader's report (a colour or 'public'); default: every reader's.",
    ),
    output: str = typer.Option(
        "text",
        "--format",
        metavar="FORMAT",
        help="text, html (one self-contained page with the board drawn) or json.",
    ),
    out: Path | None = typer.Option(
        None, metavar="DIR", help="Write the reports into this folder instead of printing them."
    ),
) -> None:
    """Render the reports of the latest step again, printed or written to a folder."""
    with handled():
        check_format(output, ("text", "html", "json"))
        if output != "text" and out is None and not player:
            raise Failure(say("cli.format-one-report", format=output))
        loaded = read_game(game)
        readers = (
            [_viewer(loaded, player, PUBLIC)]
            if player
            else [*loaded.state.position.players, PUBLIC]
        )
        if GM in readers:
            raise Failure(say("cli.report-not-gm"))
        from pbem.files.atomic import write_text_atomic
        from pbem.publish import report_file
        from pbem.report.formats import SUFFIXES
        from pbem.report.inputs import render_report

        for reader in readers:
            text = render_report(loaded, len(loaded.history) - 1, reader, fmt=output)
            if out is None:
                typer.echo(text, nl=False)
            else:
                out.mkdir(parents=True, exist_ok=True)
                # git mode: a player's report stays for his eyes only, wherever it goes
                name, text = report_file(loaded, reader, f"{reader}{SUFFIXES[output]}", text)
                target = out / name
                write_text_atomic(target, text, durable=False)
                typer.echo(f"wrote {target}")


def log(
    game: Path = GAME_ARG,
    player: str = typer.Option(
        "",
        metavar="COLOUR",
        help="Tell it as this player may see it (a colour or 'public'); default: the public.",
    ),
) -> None:
    """The history, entry by entry, as a player (or the public) may see it."""
    with handled():
        from pbem.report.log import log_lines

        loaded = read_game(game, whole=True)
        viewer = _viewer(loaded, player, PUBLIC)
        for line in log_lines(loaded, viewer):
            typer.echo(line)


