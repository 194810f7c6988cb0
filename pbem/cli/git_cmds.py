"""Git mode's commands: ``pbem git init``, ``pbem git process``, ``pbem git check`` (the
pre-commit hook) and ``pbem open`` (a player's sealed report). See docs/git.md."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import typer

from pbem.cli.common import (
    LANGUAGE_OPT,
    LANGUAGES_OPT,
    REFUSED,
    Failure,
    command_group,
    handled,
    now,
)
from pbem.cli.deadline_opts import (
    DAYS_OPT,
    DECISION_OPT,
    DISORDER_OPT,
    GRACE_OPT,
    POLICY_OPT,
    TURN_OPT,
    ZONE_OPT,
    deadline_settings,
)
from pbem.messages import say

git_app = command_group(
    "A game kept in a git repository: 'pbem git init DIR --players ...', then "
    "'pbem git process DIR' after orders are committed (see docs/git.md).",
)


DIR_ARG = typer.Argument(..., metavar="DIR", help="The game repository's top folder.")


@contextmanager
def git_failures() -> Iterator[None]:
    """A failed git command becomes a one-line refusal (exit 2), like any other failure."""
    from pbem.gitmode.repo import GitError

    try:
        yield
    except GitError as error:
        raise Failure(str(error)) from None


@git_app.command("init")
def init(
    folder: Path = DIR_ARG,
    players: str = typer.Option(
        ..., metavar="COLOURS", help="Colours in seating order, e.g. red,blue,green."
    ),
    names: str = typer.Option("", metavar="NAMES", help="The players' names, same order."),
    emails: str = typer.Option("", metavar="EMAILS", help="The players' emails, same order."),
    seed: str = typer.Option("", metavar="SEED", help="Seed (default: random; keep it secret)."),
    force_seed: bool = typer.Option(
        False, "--force-seed",
        help="Accept a --seed shorter than 16 characters (a guessable seed gives away every "
             "roll).",
    ),
    game_id: str = typer.Option("", "--id", metavar="ID", help="The game's id (default: DIR)."),
    rules: list[str] = typer.Option([], "--rules", metavar="KEY=VALUE", help="A rule option."),
    package: str = typer.Option(
        "", "--package", metavar="SPEC",
        help="What the CI workflow installs as pbem (a pinned version or a wheel's URL); by "
        "default the wheel of this pbem, committed into .pbem/.",
    ),
    turn_time: str = TURN_OPT, decision_time: str = DECISION_OPT, grace: str = GRACE_OPT,
    zone: str = ZONE_OPT, policy: str = POLICY_OPT, days: str = DAYS_OPT,
    civil_disorder_after: int | None = DISORDER_OPT,
    pages: bool = typer.Option(
        False, "--pages", help="Also a workflow that publishes the game's public site (pbem "
        "site) on GitHub Pages after every processed order.",
    ),
    language: str = LANGUAGE_OPT,
    languages: str = LANGUAGES_OPT,
) -> None:
    """Create a game repository: the sealed game file, orders/ per player, reports/, a README
    for the players, a pre-commit hook and a CI workflow; commit it and print each player's
    secret and (unless PBEM_GAME_KEY is set) the new game key, once."""
    with handled(), git_failures():
        from pbem.cli.game_cmds import (
            _check_seed,
            _game_id,
            _language,
            _rules,
            _seats,
            _split,
            _with_languages,
        )
        from pbem.files.sealing import KEY_VARIABLE, new_game_key, parse_game_key
        from pbem.gitmode.layout import create_repository

        _check_seed(seed, False, force_seed)  # a game repository always has secrets
        clock = deadline_settings(None, turn=turn_time, decision=decision_time, grace=grace,
                                  zone=zone, policy=policy, days=days,
                                  disorder=civil_disorder_after)
        given = os.environ.get(KEY_VARIABLE, "").strip()
        key_text = given or new_game_key()
        seats = _seats(_split(players, "--players"), _split(names, "--names"),
                       _split(emails, "--emails"))
        game_language = _language(language, "--language")
        seats = _with_languages(seats, _split(languages, "--languages"), game_language)
        created = create_repository(
            folder, _game_id(folder / "game.yaml", game_id),
            [(s.colour, s.name, s.email, s.language or game_language) for s in seats],
            key=parse_game_key(key_text, KEY_VARIABLE), now=now(), seed=seed or None,
            rules=_rules(rules) or None, package=package.strip() or None, deadlines=clock,
            pages=pages, language=game_language)
        typer.echo(f"created the game repository {folder}: game {created.game_id!r}, first "
                   f"commit {created.commit[:12]}")
        if not given:
            typer.echo(f"game key (keep it outside the repository; set {KEY_VARIABLE} to it, "
                       f"and the CI secret {KEY_VARIABLE}): {key_text}")
        for colour, secret in created.secrets.items():
            typer.echo(f"secret of {colour}: {secret}")
        typer.echo("  shown this once: pass each player their secret privately")


@git_app.command("process")
def process(
    folder: Path = DIR_ARG,
    accept_game_file: bool = typer.Option(
        False, "--accept-game-file",
        help="The game master changed game.yaml or reports on purpose (pbem undo, pbem secret "
        "reset): take the files as committed as the game from now on.",
    ),
) -> None:
    """Process every pending order under orders/<colour>/ in the order it was committed: one
    commit each (game file, reports, the order moved to orders/done/ or orders/refused/), a
    tag per turn. Running it again does nothing until new orders are committed. Stops, saying
    which commit did it, when game.yaml or reports are not the ones pbem committed last."""
    with handled(), git_failures():
        from pbem.gitmode.process import process_repository

        if not (folder / "game.yaml").is_file():
            raise Failure(say("cli.git-no-game", folder=str(folder)))
        done = process_repository(folder, now(), accept_game_file=accept_game_file)
        for processed in done:
            typer.echo(f"{processed.commit[:12]} {processed.summary}")
        typer.echo(f"{len(done)} order(s) processed" if done else "no pending orders")


@git_app.command("tick")
def tick(
    folder: Path = DIR_ARG,
    catch_up: bool = typer.Option(False, "--catch-up",
                                  help="Apply the deadlines that passed while no run came."),
) -> None:
    """Play what the game's deadlines call for (pbem tick's policy: pass, stand-in or wait),
    one signed commit each; the workflow runs it on a schedule. Exit 1 when deadlines were
    held back after an outage (see --catch-up)."""
    with handled(), git_failures():
        from pbem.gitmode.tick import tick_repository

        if not (folder / "game.yaml").is_file():
            raise Failure(say("cli.git-no-game", folder=str(folder)))
        done = tick_repository(folder, now(), catch_up=catch_up)
        for subject in done.commits:
            typer.echo(subject)
        if not done.commits:
            typer.echo("nothing is due")
        if done.held:
            typer.echo(f"pbem: deadlines of {', '.join(done.held)} passed while no run came: "
                       "nothing applied; extend them (pbem deadline) or run 'pbem git tick "
                       "DIR --catch-up'", err=True)
            raise typer.Exit(1)


@git_app.command("check")
def check(
    orders: list[Path] = typer.Argument(..., metavar="ORDER", help="Order files to check."),
    game: Path = typer.Option(
        Path("game.yaml"), metavar="GAME", help="The repository's game file."
    ),
) -> None:
    """Check order files as the pre-commit hook does (pbem-validate): form, folder, signature,
    game and turn; the rules too where PBEM_GAME_KEY is set. Exit 1 when any is bad."""
    with handled():
        from pbem.gitmode.check import check_order_file

        problems = [line for order in orders for line in check_order_file(order, game)]
        for line in problems:
            typer.echo(line)
        if problems:
            raise typer.Exit(REFUSED)
        typer.echo(say("cli.checked-good", count=len(orders)))


def open_report(
    sealed: Path = typer.Argument(..., metavar="FILE", help="A sealed report (*.sealed)."),
    secret: str = typer.Option(
        ..., "--secret", metavar="SECRET", envvar="PBEM_SECRET",
        help="Your secret (or set PBEM_SECRET).",
    ),
    output: Path | None = typer.Option(
        None, "--output", metavar="FILE", help="Write the report here instead of printing it."
    ),
) -> None:
    """Open a report sealed for you (red.txt.sealed and the like) with your secret."""
    with handled():
        from pbem.files.sealed_report import open_report as opened

        text = opened(sealed, secret)
        if output is None:
            typer.echo(text, nl=False)
        else:
            from pbem.files.atomic import write_text_atomic

            write_text_atomic(output, text, private=True)  # a report for one player's eyes
            typer.echo(say("cli.written", file=str(output)))
