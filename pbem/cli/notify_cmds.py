"""``pbem notify``: a game's webhooks (game master): add, remove, list, and send what is due.

``add`` and ``remove`` change the game file's ``notify:`` list under the game's lock (a hook
that cannot work is one line, exit 2, nothing saved); ``send GAME`` (or a games folder) queues
the notifications each game calls for now and posts every one waiting, each game under its own
lock: run it from cron beside 'pbem apply', or let 'pbem mail fetch' do it. Exit 0 all sent, 1
a hook refused one or its URL is unset (the game master must look), 75 a hook was down (the
next run tries again).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from pbem.cli.common import (
    GAME_ARG,
    OK,
    REFUSED,
    Failure,
    command_group,
    handled,
    read_game,
    require_game,
)

if TYPE_CHECKING:  # the game file loads only inside the commands
    from pbem.files.game import Game

TEMPFAIL = 75
notify_app = command_group(
    "Webhooks (game master): 'pbem notify add GAME --kind discord --url-env VAR --events "
    "turn,over', 'remove', 'list', 'send'.",
)


@notify_app.command("add")
def add(
    game: Path = GAME_ARG,
    kind: str = typer.Option(..., "--kind", metavar="KIND", help="discord, matrix or json."),
    url_env: str = typer.Option(..., "--url-env", metavar="VAR", help="The environment "
                                "variable that holds the hook's URL (a credential: never in "
                                "the game file)."),
    events: str = typer.Option("turn,over", "--events", metavar="EVENTS", help="Any of turn "
                               "(whose move it is), deadline (a deadline near), missed (a "
                               "missed turn), over (the game won), comma-separated."),
    token_env: str = typer.Option("", "--token-env", metavar="VAR", help="Matrix: the "
                                  "environment variable that holds the access token."),
    mention: list[str] = typer.Option([], "--mention", metavar="COLOUR=TEXT", help="How the "
                                      "hook mentions a player whose move it is, e.g. "
                                      "red=<@123456789> (Discord) or red=@anna:matrix.org; "
                                      "repeat for each."),
) -> None:
    """Add a webhook to the game: it hears of the chosen events, in public words only."""
    with handled():
        from pbem.notify.hooks import new_hook, with_hook

        _change(game, lambda loaded: with_hook(loaded, new_hook(
            loaded, kind, url_env, [e.strip() for e in events.split(",") if e.strip()],
            token_env, mention)))


@notify_app.command("remove")
def remove(game: Path = GAME_ARG,
           number: int = typer.Argument(..., metavar="N", help="The hook's number in 'pbem "
                                        "notify list'.")) -> None:
    """Remove a webhook from the game."""
    with handled():
        from pbem.notify.hooks import without_hook

        _change(game, lambda loaded: without_hook(loaded, number))


def _change(game: Path, change: Callable[[Game], Game]) -> None:
    from pbem.files.game_file import save_game
    from pbem.files.game_store import locked
    from pbem.notify.hooks import HookError

    require_game(game)
    with locked(game):
        loaded = read_game(game)
        try:
            changed = change(loaded)
        except HookError as error:
            raise Failure(str(error)) from None
        save_game(game, changed)
    _list(changed)


@notify_app.command("list")
def list_hooks(game: Path = GAME_ARG) -> None:
    """The game's webhooks, numbered."""
    with handled():
        _list(read_game(game))


def _list(game: Game) -> None:
    from pbem.messages import say

    if not game.hooks:
        typer.echo(say("notify-none", game=game.id))
    for number, hook in enumerate(game.hooks, start=1):
        typer.echo(say("notify-line", number=number, kind=hook.kind, name=hook.url_env,
                       events=list(hook.events)))


@notify_app.command("send")
def send(
    where: Path = typer.Argument(..., metavar="GAME|DIR", help="A game file, or a folder: "
                                 "every game below it."),
    lock_timeout: float = typer.Option(10.0, "--lock-timeout", metavar="SECONDS", min=0.0,
                                       help="How long to wait for another pbem working on a "
                                            "game."),
) -> None:
    """Queue the notifications each game calls for now and post every one waiting. Exit 0,
    1 when the game master must look (a hook refused, a URL unset), 75 when a hook was down."""
    with handled():
        from pbem.league.folder import FolderError, find_games, visit_games
        from pbem.messages import say
        from pbem.notify.journal import queue_and_send

        try:
            games = find_games(where) if where.is_dir() else [where]
        except FolderError as error:
            raise Failure(str(error)) from None
        if not where.is_dir():
            require_game(where)
        outcomes = visit_games(games, lambda p: queue_and_send(p, lock_timeout), lock=False)
        needs_gm = transient = False
        for outcome in outcomes:
            if outcome.value is None:
                typer.echo(f"pbem: {outcome.problem}", err=True)
                needs_gm |= outcome.needs_gm
                transient |= outcome.transient
                continue
            done = outcome.value
            if done.sent or done.waiting:
                typer.echo(say("notify-sent", game=str(outcome.path), sent=done.sent,
                               waiting=done.waiting))
            for line in done.problems:
                typer.echo(f"pbem: {line}", err=True)
            transient |= done.transient
            needs_gm |= done.needs_gm
        raise typer.Exit(REFUSED if needs_gm else TEMPFAIL if transient else OK)
