"""``pbem validate``: check order files without applying them (also as a pre-commit hook)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from pbem.cli.common import (
    Failure,
    check_format,
    echo_json,
    handled,
    now,
    read_game,
    unread_status,
    verdict_lines,
)
from pbem.files.errors import InputError
from pbem.files.order import Order, order_files, read_order, read_order_form
from pbem.messages import say
from pbem.messages.message import Message
from pbem.verdict import EXIT_CODES, Verdict

if TYPE_CHECKING:  # checking the rules loads the engine; checking the form alone does not
    from pbem.elasund.position import Position
    from pbem.files.game import Game


def validate(
    orders: list[Path] = typer.Argument(
        ..., metavar="ORDER", help="Order files or folders of them."
    ),
    game: Path | None = typer.Option(
        None, metavar="GAME", help="Also check the envelope and the rules against this game file."
    ),
    position: Path | None = typer.Option(
        None,
        metavar="POSITION",
        help="Also check the rules against this position (a player's view will do).",
    ),
    output: str = typer.Option("text", "--format", metavar="FORMAT", help="text or json."),
) -> None:
    """Check order files without applying them: their form alone, or also the envelope and the
    rules against a game or a position. Steps that depend on a card not yet drawn are "checked
    when processed", so this never reveals hidden cards. Exit 0 all valid, 1 a player's order
    is not (its form, turn or rules), 2 your command is wrong (a file that cannot be read)."""
    with handled():
        check_format(output, ("text", "json"))
        if game is not None and position is not None:
            raise Failure(say("cli.game-or-position"))
        files = order_files(orders)
        if not files:
            raise Failure(say("cli.no-order-files", folders=", ".join(map(str, orders))))
        target = read_game(game) if game is not None else None
        against = _position(position) if position is not None else None
        checked = _check_all(files, target, against, game)
        results = [record for record, _ in checked]
        invalid = sum(1 for r in results if r["status"] not in ("valid", "duplicate"))
        code = max((EXIT_CODES[r["status"]] for r in results), default=0)
        summary = say("cli.validated", checked=len(results), valid=len(results) - invalid,
                      invalid=invalid)
        if output == "json":
            echo_json(
                {
                    "checked": len(results),
                    "valid": len(results) - invalid,
                    "invalid": invalid,
                    "orders": results,
                }
            )
        else:
            for _, lines in checked:
                for line in lines:
                    typer.echo(line)
            typer.echo(summary)
        raise typer.Exit(code)


def _check_all(files: list[Path], game: Game | None, position: Position | None,
               game_path: Path | None) -> list[tuple[dict[str, Any], list[str]]]:
    """Each file's result as JSON-able data, and as the lines printed for people.

    Against a game with secrets, every order is read first, and each distinct secret is
    checked in the background as soon as it is met (``check_secret_soon``), so that a folder
    of orders costs a slow hash per player rather than per order, while the reading goes on.
    """
    if game is None and position is None:  # the form alone: no engine needed
        return [_form_check(file) for file in files]
    read = [_read(file, game) for file in files]
    return [_result(order, game, position, game_path) for order in read]


def _form_check(file: Path) -> tuple[dict[str, Any], list[str]]:
    try:
        verdict = _form_verdict(file)
    except InputError as error:
        return _unreadable(file, error)
    return verdict.to_data(), verdict_lines(verdict)


def _read(file: Path, game: Game | None) -> Order | tuple[Path, InputError]:
    try:
        order = read_order(file)
    except InputError as error:
        return file, error
    seat = game.player(order.player) if game is not None and not game.open else None
    if seat is not None and seat.secret_hash is not None and order.secret is not None:
        from pbem.files.keys import check_secret_soon

        check_secret_soon(order.secret, seat.secret_hash)
    return order


def _result(order: Order | tuple[Path, InputError], game: Game | None,
            position: Position | None, game_path: Path | None
            ) -> tuple[dict[str, Any], list[str]]:
    if isinstance(order, tuple):
        return _unreadable(*order)
    verdict = _verdict(order, game, position)
    if game is not None and game_path is not None:  # a refused secret is logged beside the game
        from pbem.intake import audit_refusal

        audit_refusal(game_path, order, verdict, "validate", now())
    return verdict.to_data(), verdict_lines(verdict)


def _unreadable(file: Path, error: InputError) -> tuple[dict[str, Any], list[str]]:
    record = {"file": str(file), "status": unread_status(error), "message": str(error)}
    return record, [str(error)]


def _position(path: Path) -> Position:
    from pbem.files.position_file import read_position

    return read_position(path).position


def _form_verdict(file: Path) -> Verdict:
    form = read_order_form(file)
    return Verdict(form.filename, form.player, "valid",
                   Message("valid.form", count=form.actions))


def _verdict(order: Order, game: Game | None, position: Position | None) -> Verdict:
    if game is not None:
        from pbem.process import validate_order

        return validate_order(game, order)
    assert position is not None  # the form alone is checked by _form_verdict
    from pbem.process import validate_on_position

    return validate_on_position(position, order)
