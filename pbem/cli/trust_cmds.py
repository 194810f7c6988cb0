"""Who may act: ``pbem secret reset`` (game master), ``pbem sign`` (player), and the audit log
of refused authentications that ``pbem apply`` and ``pbem validate`` keep.

A new secret changes the seat's stored hash and signing key: a seat entry of the history
records that it changed (never the secret) and commits to every seat's digest
(``pbem.files.seats``), so that an edit of a seat by hand breaks the chain; the reset is also
recorded in the game master's audit log (``game.yaml.log``).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from pbem.cli.common import GAME_ARG, Failure, command_group, handled, now, read_game, require_game
from pbem.files.order import Order, read_order, read_order_text
from pbem.messages import say

if TYPE_CHECKING:  # the game file and the process load only where used
    from pbem.files.game import Game

secret_app = command_group(
    "The players' secrets (game master): 'pbem secret reset GAME --player COLOUR'.",
)


@secret_app.command("reset")
def reset(
    game: Path = GAME_ARG,
    player: str = typer.Option(
        ..., "--player", metavar="COLOUR", help="The colour whose secret is replaced."
    ),
) -> None:
    """Give a player a new secret (his old one stops working) and print it once, for the game
    master to pass on privately. The game file keeps only its hash and signing key."""
    with handled():
        from pbem.files.audit_log import append_audit
        from pbem.files.game_file import save_game
        from pbem.files.game_store import locked
        from pbem.files.keys import make_secret
        from pbem.history import record_seat
        from pbem.report.sentences import Names

        require_game(game)
        with locked(game):
            loaded = read_game(game)
            secret = make_secret()
            moment = now()
            changed = with_new_secret(loaded, player, secret)
            save_game(game, record_seat(loaded, changed.players,
                                        {"what": "secret", "player": player}, moment))
            append_audit(game, {"at": moment, "event": "secret reset", "player": player})
        label = Names(loaded.names, loaded.state.position.players).label(player)
        typer.echo(f"{game}: new secret for {label}: {secret}")
        typer.echo(
            "  shown this once (pbem keeps only its hash): pass it on privately. The old "
            "secret no longer works; the new one may also sign orders (pbem sign)."
        )


def with_new_secret(game: Game, colour: str, secret: str) -> Game:
    """The game with ``secret`` as the seat's credential: its hash and its signing key."""
    from pbem.files.keys import hash_secret
    from pbem.files.signature import signing_key

    if game.open:
        raise Failure(say("cli.game-open", game=repr(game.id)))
    if game.player(colour) is None:
        colours = ", ".join(p.colour for p in game.players)
        raise Failure(say("cli.player-one-of", allowed=colours, given=repr(colour)))
    new = {"secret_hash": hash_secret(secret), "signing_key": signing_key(secret, game.id, colour)}
    seats = [replace(p, **new) if p.colour == colour else p for p in game.players]
    return replace(game, players=seats)


def sign(
    order: Path = typer.Argument(..., metavar="ORDER", help="The order file to sign."),
    secret: str | None = typer.Option(
        None,
        "--secret",
        metavar="SECRET",
        envvar="PBEM_SECRET",
        help="Your secret (or set PBEM_SECRET; default: the order's own secret line).",
    ),
    output: Path | None = typer.Option(
        None, "--output", metavar="FILE", help="Write the signed order here, not over ORDER."
    ),
) -> None:
    """Sign an order with your secret, so that the secret itself is not sent: adds a
    'signature:' line (and takes out a 'secret:' line), keeping the rest of the file. Any
    change to what the order says after signing makes the signature wrong: sign again."""
    with handled():
        from pbem.files.game_store import write_game_text
        from pbem.files.signature import sign as make_signature

        read = read_order(order)
        key = secret or read.secret
        if not key:
            raise Failure(say("cli.sign-secret-needed"))
        signature = make_signature(read, key)
        text, kept = signed_file_text(order, read, signature)
        target = output if output is not None else order
        write_game_text(target, text)
        typer.echo(say("cli.signed", file=str(target), player=read.player, turn=read.turn))
        if read.secret is not None:
            typer.echo("  " + say("cli.signed-secret-out"))
        if not kept:
            typer.echo("  " + say("cli.signed-afresh"))


def signed_file_text(path: Path, order: Order, signature: str) -> tuple[str, bool]:
    """The signed file's text, and whether the original's layout and comments were kept.

    The line-by-line edit is read back and used only when it says exactly what the order
    said, with the new signature and no secret; else the order's data is written afresh.
    """
    from pbem.files.signature import signed_text

    edited = signed_text(path.read_bytes().decode("utf-8"), signature)
    if _says(edited, order, signature, str(path)):
        return edited, True
    return _written_afresh(path, signature), False


def _says(text: str, order: Order, signature: str, filename: str) -> bool:
    from pbem.files.errors import InputError

    try:
        back = read_order_text(text, filename)
    except InputError:
        return False
    return back.content() == order.content() and back.signature == signature and (
        back.secret is None
    )


def _written_afresh(path: Path, signature: str) -> str:
    from pbem.files.strict_yaml import read_file
    from pbem.files.yaml_write import dump_yaml

    data = read_file(path)
    assert isinstance(data, dict)  # read_order accepted it
    keys = ("game", "player", "turn", "signature", "actions", "standing")
    fresh = {k: signature if k == "signature" else data[k] for k in keys
             if k in data or k == "signature"}
    return dump_yaml(fresh)
