"""``pbem demo``: play the shipped example game into a folder, with every report."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer

from pbem.cli.common import (
    LANGUAGE_OPT,
    LANGUAGES_OPT,
    Failure,
    handled,
    now,
    start_position,
)
from pbem.files.atomic import write_text_atomic
from pbem.files.order import order_files, read_order
from pbem.files.strict_yaml import read_file
from pbem.messages import say
from pbem.resources import resource_dir

MARKER = ".pbem-demo"  # marks a folder the demo made, so that running it again may replace it


def example_dir() -> Path:
    """The shipped example game's folder."""
    return resource_dir("examples") / "harbour"


def demo(
    folder: Path = typer.Argument(
        Path("pbem-demo"),
        metavar="[DIR]",
        help="Where to play the example (created; default ./pbem-demo).",
    ),
    language: str = LANGUAGE_OPT,
    languages: str = LANGUAGES_OPT,
) -> None:
    """Play the shipped 3-player example game into a folder: create the game, apply every
    example order, write every report, and say where to look. Needs no set-up."""
    with handled():
        from pbem.cli.game_cmds import _language, _split, _with_languages
        from pbem.files.game_file import save_game
        from pbem.history import Seat, create_game
        from pbem.process import apply_order
        from pbem.publish import write_step_reports

        _prepare(folder)
        source = example_dir()
        setup = _setup(source / "setup.yaml")
        game_path = folder / "game.yaml"
        reports = folder / "reports"
        seats = [Seat(p["colour"], p.get("name", ""), p.get("email", "")) for p in setup["players"]]
        game_language = _language(language, "--language")
        seats = _with_languages(seats, _split(languages, "--languages"), game_language)
        start = start_position(source / str(setup["position"]), str(setup["seed"]))
        game, _ = create_game(
            str(setup["id"]),
            seats,
            now=now(),
            seed=str(setup["seed"]),
            open_game=True,
            position=start,
            language=game_language,
        )
        write_step_reports(game, 0, reports)
        orders = order_files([source / "orders"])
        for file in orders:
            game, verdict = apply_order(game, read_order(file), now())
            if verdict.exit_code != 0:
                raise Failure(say("cli.demo-order-refused", file=str(file),
                                    status=verdict.status, text=verdict.text))
            if verdict.entry is not None:
                write_step_reports(game, verdict.entry, reports)
        save_game(game_path, game)
        _summary(
            game_path, reports, len(orders), game.state.position.turn, game.state.position.winner
        )


def _prepare(folder: Path) -> None:
    if folder.exists() and any(folder.iterdir()) and not (folder / MARKER).exists():
        raise Failure(say("cli.demo-folder-taken", folder=str(folder)))
    if (folder / MARKER).exists():
        _clear(folder)
    folder.mkdir(parents=True, exist_ok=True)
    write_text_atomic(folder / MARKER,
                      "made by 'pbem demo'; running it again replaces this folder\n")


def _clear(folder: Path) -> None:
    """Remove what an earlier demo wrote (only its game file, lock and reports)."""
    import shutil

    for name in ("game.yaml", "game.yaml.lock"):
        (folder / name).unlink(missing_ok=True)
    shutil.rmtree(folder / "reports", ignore_errors=True)


def _setup(path: Path) -> dict[str, Any]:
    data = read_file(path)
    if not isinstance(data, dict):
        raise Failure(say("cli.demo-setup-broken", path=str(path)))
    return data


def _summary(game: Path, reports: Path, orders: int, turn: int, winner: str | None) -> None:
    ending = f"{winner} won on turn {turn}" if winner else f"the game is at turn {turn}"
    steps = sorted(p.name for p in reports.iterdir() if p.is_dir())
    typer.echo(f"played the example game: {orders} orders, {ending}")
    typer.echo(f"  game file: {game}")
    typer.echo(f"  reports:   {reports}/ ({len(steps)} steps; for every reader and step a text,")
    typer.echo("             an HTML and a JSON report)")
    if steps:
        typer.echo(f"  the last:  {reports / steps[-1]}/")
        typer.echo(f"  open in a browser: {reports / steps[-1] / 'red.html'}")
    typer.echo("next, try:")
    for command in (
        f"pbem status {game}",
        f"pbem show {game} --player red",
        f"pbem log {game} --player blue",
        f"pbem replay {game}",
    ):
        typer.echo(f"  {command}")
