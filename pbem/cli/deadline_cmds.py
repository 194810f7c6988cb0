"""Deadlines (game master): ``pbem deadline`` sets, extends, pauses and resumes them, ``pbem
tick`` does what they call for now (cron, ``mail fetch``, the git workflow), and the
deadline options ``pbem new`` shares. Every change is a history entry whose event every player
sees (docs/game-master.md, "Deadlines, missed turns and seats")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer

from pbem.cli.common import (
    GAME_ARG,
    REFUSED,
    USAGE,
    Failure,
    games_folder,
    handled,
    now,
    read_game,
)
from pbem.cli.deadline_opts import (
    ABSENCES_OPT,
    DAYS_OPT,
    DECISION_OPT,
    DISORDER_OPT,
    GRACE_OPT,
    POLICY_OPT,
    REMINDERS_OPT,
    TURN_OPT,
    ZONE_OPT,
    deadline_settings,
)
from pbem.cli.game_cmds import REPORTS_OPT, reports_folder
from pbem.messages import say


def deadline(
    game: Path = GAME_ARG,
    set_to: str = typer.Option("", "--set", metavar="TIME",
                               help="Set the deadline to TIME (2026-12-09T18:00 in the game's "
                                    "zone, or with an offset)."),
    extend: str = typer.Option("", "--extend", metavar="DURATION",
                               help="Move the deadline later by DURATION, e.g. 24h."),
    player: str = typer.Option("", "--player", metavar="COLOUR",
                               help="Only this player's deadline (default: everyone waited for)."),
    pause: bool = typer.Option(False, "--pause", help="Stop the clock: no deadline runs."),
    resume: bool = typer.Option(False, "--resume",
                                help="Start the clock again; deadlines move on by the pause."),
    off: bool = typer.Option(False, "--off", help="Switch the game's deadlines off."),
    turn_time: str = TURN_OPT, decision_time: str = DECISION_OPT, grace: str = GRACE_OPT,
    zone: str = ZONE_OPT, policy: str = POLICY_OPT, reminders: str = REMINDERS_OPT,
    days: str = DAYS_OPT, civil_disorder_after: int | None = DISORDER_OPT,
    absences: int | None = ABSENCES_OPT,
    reports: Path | None = REPORTS_OPT,
    outbox: Path | None = typer.Option(None, "--outbox", metavar="DIR",
                                       help="Write the mails as .eml files into DIR."),
) -> None:
    """Set, extend, pause or resume the game's deadlines, or change their settings; every
    change is a history entry all players see in their next report. Without options, show
    them."""
    with handled():
        from pbem.files.game_store import locked
        from pbem.history import record_change

        picked = [bool(set_to), bool(extend), pause, resume, off]
        require = read_game(game)
        settings = deadline_settings(
            require.state.clock.settings.to_data() if require.state.clock else None,
            turn=turn_time, decision=decision_time, grace=grace, zone=zone, policy=policy,
            reminders=reminders, days=days, disorder=civil_disorder_after, absences=absences)
        if sum(picked) + (settings is not None) > 1:
            raise Failure(say("cli.one-change"))
        if sum(picked) + (settings is not None) == 0:
            _show(require)
            return
        with locked(game):
            loaded = read_game(game)
            change = _change(loaded, set_to, extend, player, pause, resume, off, settings)
            after = record_change(loaded, change, now())
            n = len(after.history) - 1
            _publish(game, loaded, after, reports_folder(game, reports))
        typer.echo(f"{game}: deadlines changed ({change['what']}): history entry {n}")
        _show(after)
        _send(game, outbox)


def _change(game: Any, set_to: str, extend: str, player: str, pause: bool, resume: bool,
            off: bool, settings: dict[str, Any] | None) -> dict[str, Any]:
    """The change as the history records it, or a ``Failure`` saying why it cannot be."""
    from pbem.deadlines.times import TimeError, duration_text, iso, typed_moment

    clock = game.state.clock
    if settings is not None:
        return {"what": "settings", "settings": settings}
    if clock is None:
        raise Failure(say("cli.no-deadlines", game=repr(game.id)))
    if off:
        return {"what": "off"}
    if pause or resume:
        if (clock.paused is not None) == pause:
            raise Failure(say("cli.paused-already" if pause else "cli.not-paused"))
        return {"what": "pause" if pause else "resume"}
    players = _players(clock, player)
    try:
        if set_to:
            zone = clock.settings.zone
            return {"what": "set", "players": players,
                    "due": iso(typed_moment(set_to, zone, now()), zone)}
        return {"what": "extend", "players": players, "by": duration_text(extend, "--extend")}
    except TimeError as error:
        raise Failure(str(error)) from None


def _players(clock: Any, player: str) -> list[str]:
    if clock.paused is not None:
        raise Failure(say("cli.paused"))
    waited = sorted(clock.waits)
    if player and player not in waited:
        if not waited:
            raise Failure(say("cli.not-waited-for-nobody", player=repr(player)))
        raise Failure(say("cli.not-waited-for", player=repr(player), waited=", ".join(waited)))
    if not waited:
        raise Failure(say("cli.waits-for-nobody"))
    return [player] if player else waited


def _show(game: Any) -> None:
    from pbem.report.game_status import status_data, status_lines

    moment = now()
    lines = status_lines(game, status_data(game, moment), moment)
    shown = [line for line in lines if line.startswith(("deadline", "a missed turn"))]
    for line in shown or ["no deadlines (set them with 'pbem deadline GAME --turn-time 48h')"]:
        typer.echo(line)


def _publish(path: Path, before: Any, after: Any, reports: Path) -> None:
    """Save the game and its new entries' reports, and queue their mails."""
    from pbem.deadlines.tick import publish_entries

    publish_entries(path, before, after, reports, now())


def _send(path: Path, outbox: Path | None) -> None:
    """Send the queued mails of a game that sends mail (nothing for one without), and post
    its webhook notices (a game without mail may still have webhooks)."""
    from pbem.cli.mail_cmds import _send as send_waiting
    from pbem.cli.mail_cmds import _transport, mail_handled
    from pbem.deadlines.tick import mails_game

    if mails_game(read_game(path)) or outbox is not None:
        with mail_handled():
            send_waiting(path, _transport(path, outbox), 10.0)  # the webhooks' too
        return
    from pbem.notify.journal import queue_and_send

    for line in queue_and_send(path, 10.0).problems:
        typer.echo(f"pbem: {line}", err=True)


def _refuse_reminders_only() -> None:
    with handled():
        raise Failure(say("tick.reminders-only-folder"))


def tick(
    game: Path = typer.Argument(..., metavar="GAME|DIR",
                                help="The game file, or a folder: every game below it."),
    catch_up: bool = typer.Option(False, "--catch-up",
                                  help="Apply the deadlines that passed while no tick ran, and "
                                       "take a clock days ahead of the game's as right."),
    every: bool = typer.Option(False, "--all", help="Tick every game below the folder given "
                               "(as when a folder is given)."),
    reminders_only: bool = typer.Option(False, "--reminders-only",
                                        help="Send the reminders due and play nothing: for a "
                                             "clone of a game kept in git, whose workflow plays "
                                             "the missed turns (docs/git.md)."),
    reports: Path | None = REPORTS_OPT,
    outbox: Path | None = typer.Option(None, "--outbox", metavar="DIR",
                                       help="Write the mails as .eml files into DIR."),
    lock_timeout: float = typer.Option(10.0, "--lock-timeout", metavar="SECONDS", min=0.0,
                                       help="How long to wait for another pbem on the game."),
) -> None:
    """Do what the deadlines call for now: send the reminders due, and play each missed turn
    or decision by the game's policy (run it from cron every few minutes). Exit 0 done, 1
    deadlines held back after an outage (see --catch-up), 2 a clock that cannot be right (or
    a game kept in git, whose workflow plays its turns: see --reminders-only).

    Given a folder (or any folder with --all), every game below it, each under its own lock,
    one that fails named and skipped: exit 0, 1 when a game needs the game master (held
    deadlines, a clock that cannot be right, a broken file), 75 when one must wait (locked)."""
    if every or games_folder(game):
        from pbem.cli.league_cmds import folder_tick

        if reminders_only:  # a folder's games are ticked whole, or left to their own clones
            _refuse_reminders_only()
        folder_tick(game, reports, catch_up, outbox, lock_timeout)
        return
    with handled():
        from pbem.deadlines.tick import TickRefused
        from pbem.deadlines.tick import tick as run_tick
        from pbem.messages import render

        read_game(game)  # a clear line when there is no game
        try:
            done = run_tick(game, now(), reports_folder(game, reports), catch_up=catch_up,
                            lock_timeout=lock_timeout, reminders_only=reminders_only)
        except TickRefused as error:
            raise Failure(str(error), USAGE) from None
        for line in done.lines:
            typer.echo(f"{game}: {render(line)}")
        if not done.lines and not done.held:
            typer.echo(f"{game}: {say('tick.nothing')}")
        _send(game, outbox)
        if done.held:
            for line in done.held:
                typer.echo(f"pbem: {game}: {render(line)}", err=True)
            raise typer.Exit(REFUSED)
