"""Commands over a games folder: ``pbem status DIR`` (``status --all``) and ``pbem site DIR``.

Each walks the games below the folder one by one (``pbem.league.folder``): a game that cannot
be read is named and skipped, the others are done. Exit 0 when all is well, 1 when a game needs
the game master (the line or row naming it says why), 2 when the folder cannot be used.
"""

from __future__ import annotations

from pathlib import Path

import typer

from pbem.cli.common import OK, REFUSED, Failure, check_format, echo_json, handled, now

NEEDS_GM = REFUSED
"""The exit code when a game of the folder needs the game master."""


def folder_status(folder: Path, output: str) -> None:
    """``pbem status DIR``: the games below the folder as a table or JSON."""
    with handled():
        from pbem.league.folder import FolderError
        from pbem.league.status import folder_status as status_of
        from pbem.league.status import table_lines

        check_format(output, ("text", "json"))
        try:
            status = status_of(folder, now())
        except FolderError as error:
            raise Failure(str(error)) from None
        if output == "json":
            echo_json(status)
        else:
            for line in table_lines(status):
                typer.echo(line)
        raise typer.Exit(NEEDS_GM if status["needs-gm"] else OK)


def site(
    folder: Path = typer.Argument(..., metavar="DIR", help="The games folder (or one game's "
                                  "folder)."),
    out: Path = typer.Option(..., "--out", metavar="DIR", help="Where to write the site, e.g. "
                             "public/."),
) -> None:
    """Write the public site of the games below DIR: an index of the games, and per game its
    public report of every step, the board, the cube race, the public log and, once it is
    over, the statistics and the revealed seed with how to check the dice.

    Static pages (no scripts, nothing fetched, relative links) for any web server or GitHub
    Pages. A game that cannot be read is named and left out. Exit 0, or 1 when one was."""
    with handled():
        from pbem.league.folder import FolderError
        from pbem.messages import say
        from pbem.site.build import INDEX, build_site

        try:
            outcomes = build_site(folder, out)
        except FolderError as error:
            raise Failure(str(error)) from None
        for outcome in outcomes:
            if outcome.problem is not None:
                typer.echo(f"pbem: {outcome.problem}", err=True)
        done = sum(1 for outcome in outcomes if outcome.problem is None)
        typer.echo(say("site-written", games=done, out=str(out), index=str(out / INDEX)))
        raise typer.Exit(NEEDS_GM if any(o.needs_gm for o in outcomes) else OK)
