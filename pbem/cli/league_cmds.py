"""Commands over a games folder: ``pbem status DIR``, ``pbem site DIR``, ``pbem tick DIR``,
``pbem mail fetch --games DIR [--tick]`` and ``pbem mail ingest --games DIR``.

Each walks the games below the folder one by one (``pbem.league.folder``): a game that cannot
be read is named and skipped, the others are done. Exit 0 when all is well, 1 when a game needs
the game master (the line or row naming it says why), 2 when the folder cannot be used; the
commands that change games (``tick``, ``mail``) exit 75 when a game must wait (locked, a server
down) and none needs the game master.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer

from pbem.cli.common import (
    OK,
    REFUSED,
    Failure,
    check_format,
    echo_json,
    handled,
    now,
)
from pbem.messages import say

NEEDS_GM = REFUSED
"""The exit code when a game of the folder needs the game master."""


def folder_status(folder: Path, output: str) -> None:
    """``pbem status DIR``: the games below the folder as a table or JSON."""
    with handled():
        from pbem.league.folder import FolderError
        from pbem.league.status import folder_status as status_of
        from pbem.league.status import table_lines

        check_format(output, ("text", "json"))
        at = now()
        try:
            status = status_of(folder, at)
        except FolderError as error:
            raise Failure(str(error)) from None
        if output == "json":
            echo_json(status)
        else:
            for line in table_lines(status, at):
                typer.echo(line)
        raise typer.Exit(NEEDS_GM if status["needs-gm"] else OK)


def site(
    folder: Path = typer.Argument(..., metavar="DIR", help="The games folder (or one game's "
                                  "folder)."),
    out: Path = typer.Option(..., "--out", metavar="DIR", help="Where to write the site, e.g. "
                             "public/."),
    again: bool = typer.Option(False, "--again", help="Render every game again, not only "
                               "those that changed since the site was written."),
    git: bool = typer.Option(False, "--git", help="DIR is a game repository (git mode): write "
                             "nothing unless its game.yaml is the one pbem signed last."),
) -> None:
    """Write the public site of the games below DIR: an index of the games, and per game its
    public report of every step, the board, the cube race, the public log and, once it is
    over, the statistics and the revealed seed with how to check the dice.

    Static pages (no scripts, nothing fetched, relative links) for any web server or GitHub
    Pages. A game that cannot be read is named and left out. Exit 0, or 1 when one was."""
    with handled():
        from pbem.league.folder import FolderError
        from pbem.site.build import INDEX, build_site

        if git:
            _check_repository(folder)
        try:
            outcomes = build_site(folder, out, again=again)
        except FolderError as error:
            raise Failure(str(error)) from None
        for outcome in outcomes:
            if outcome.problem is not None:
                typer.echo(f"pbem: {outcome.problem}", err=True)
        done = sum(1 for outcome in outcomes if outcome.problem is None)
        typer.echo(say("site-written", games=done, out=str(out), index=str(out / INDEX)))
        raise typer.Exit(NEEDS_GM if any(o.needs_gm for o in outcomes) else OK)


def _check_repository(root: Path) -> None:
    """``site --git``: the repository's game file is pbem's, or one line and exit 1."""
    from pbem.gitmode.repo import GitError
    from pbem.site.workflow import check_repository

    try:
        check_repository(root)
    except GitError as error:
        raise Failure(say("cli.no-site", error=str(error)), NEEDS_GM) from None


def folder_fetch(game: Path | None, games: Path | None, box: Any, outbox: Path | None,
                 reports: Path | None, per_sender: int, lock_timeout: float,
                 tick: bool = False) -> None:
    """``pbem mail fetch --games DIR [--tick]``: one mailbox for every game below DIR, then
    (``--tick``) every game's deadlines, as ``pbem tick DIR`` does them."""
    from pbem.cli.mail_cmds import mail_handled

    with mail_handled():
        if tick:
            now()  # a PBEM_NOW the ticks could not use: refused before any mail is read
        root = games_option(game, games, reports)
        run = _open(root)
        from pbem.league.mailrun import close_folder, our_address, send_all, take_in_all

        pending = box.messages(run.league)
        our_address(run)
        count = take_in_all(run, pending, _options(run, per_sender, lock_timeout), now())
        if tick:
            from pbem.league.ticks import TickOptions, tick_all

            tick_all(run, now(), TickOptions(lock_timeout=lock_timeout))
        sent = send_all(run, outbox, lock_timeout)
        close_folder(run)
        _report(run, count, sent, outbox)
        _exit(run)


def folder_tick(folder: Path, reports: Path | None, catch_up: bool, outbox: Path | None,
                lock_timeout: float) -> None:
    """``pbem tick DIR``: the deadlines of every game below DIR, each under its own lock;
    then every game's waiting mails and notifications go out, as a mail run sends them."""
    from pbem.cli.mail_cmds import mail_handled

    with mail_handled():
        from pbem.league.mailrun import close_folder, send_all
        from pbem.league.ticks import TickOptions, tick_all

        if reports is not None:
            raise Failure(say("cli-games-reports"))
        run = _open(folder)
        ticked = tick_all(run, now(), TickOptions(catch_up, lock_timeout))
        sent = send_all(run, outbox, lock_timeout)
        close_folder(run)
        _report(run, None, sent, outbox)
        typer.echo(say("tick.summary", ticked=ticked, games=len(run.index.known),
                       folder=str(folder)))
        _exit(run)


def _exit(run: Any) -> None:
    """0, 1 when a game needs the game master, 75 when one must wait (and none needs him)."""
    from pbem.cli.mail_cmds import TEMPFAIL

    raise typer.Exit(NEEDS_GM if run.needs_gm else TEMPFAIL if run.transient else OK)


def folder_ingest(games: Path, raw: bytes, outbox: Path | None, per_sender: int,
                  lock_timeout: float) -> None:
    """``pbem mail ingest --games DIR``: one message to the game it is for."""
    from pbem.cli.mail_cmds import TEMPFAIL, mail_handled

    with mail_handled(refused_code=TEMPFAIL):
        run = _open(games)
        from pbem.league.mailrun import close_folder, our_address, send_all, take_in_one

        our_address(run)
        status = take_in_one(run, raw, _options(run, per_sender, lock_timeout), now())
        sent = send_all(run, outbox, lock_timeout)
        close_folder(run)
        _report(run, None, sent, outbox)
        # the mail system keeps a message that must wait; another game's trouble is not its
        raise typer.Exit(TEMPFAIL if status == "wait" else OK)


def games_option(game: Path | None, games: Path | None, reports: Path | None) -> Path:
    """The folder of ``--games DIR``, refusing it beside a game file or ``--reports``."""
    if game is not None and games is not None:
        raise Failure(say("cli-game-and-games"))
    if games is None:
        raise Failure(say("cli-no-game"))
    if reports is not None:
        raise Failure(say("cli-games-reports"))
    return games


def _open(root: Path) -> Any:
    from pbem.league.folder import FolderError
    from pbem.league.mailrun import open_folder
    from pbem.league.settings import FolderSettingsError

    try:
        return open_folder(root)
    except (FolderError, FolderSettingsError) as error:
        raise Failure(str(error)) from None


def _options(run: Any, per_sender: int, lock_timeout: float) -> Any:
    from pbem.cli.game_cmds import reports_folder
    from pbem.mail.ingest import Options

    def options(path: Path) -> Options:
        return Options(reports_folder(path, None), per_sender, lock_timeout,
                       inherited=run.settings.mail)
    return options


def _report(run: Any, count: int | None, sent: int, outbox: Path | None) -> None:
    for line in run.lines:
        typer.echo(line)
    if count is not None:
        typer.echo(say("route-count", count=count))
    typer.echo(say("route-written", count=sent, outbox=str(outbox)) if outbox is not None
               else say("route-total", count=sent))
    for problem in run.problems:
        typer.echo(f"pbem: {problem}", err=True)
