"""``pbem seat``: the seats of a game (game master). ``absent`` lets the policy play for a
player who is away, without reminders; ``replace`` gives a seat to a new person, with a new
secret, a public event and a first report holding the game so far as that colour may see it;
``resign`` hands a seat to the stand-in. Each is a seat entry of the history, committing to
every seat's digest (``pbem.files.seats``). ``language`` sets the language a seat is spoken
to in: no entry, since it changes how the player is told, not the game."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import typer

from pbem.cli.common import GAME_ARG, Failure, command_group, handled, now, read_game, require_game
from pbem.cli.game_cmds import REPORTS_OPT, reports_folder
from pbem.messages import say

seat_app = command_group(
    "The seats (game master): 'pbem seat absent|replace|resign|language GAME --player "
    "COLOUR'.",
)
PLAYER_OPT = typer.Option(..., "--player", metavar="COLOUR", help="The seat's colour.")
OUTBOX_OPT = typer.Option(None, "--outbox", metavar="DIR",
                          help="Write the mails as .eml files into DIR instead of sending them.")


@seat_app.command("absent")
def absent(
    game: Path = GAME_ARG,
    player: str = PLAYER_OPT,
    start: str = typer.Option(..., "--from", metavar="TIME",
                              help="From when, e.g. 2026-07-01 or 2026-07-01T08:00 (the game's "
                                   "zone)."),
    end: str = typer.Option(..., "--to", metavar="TIME", help="Until when (not included)."),
    reports: Path | None = REPORTS_OPT,
    outbox: Path | None = OUTBOX_OPT,
) -> None:
    """Record an absence: meanwhile the game's policy plays for the player at once, without
    reminders (a limit per game: the deadlines' --absences)."""
    with handled():
        from pbem.deadlines.times import TimeError, iso, typed_moment

        def change(game_now: Any) -> dict[str, Any]:
            clock = _clock(game_now)
            taken = len(clock.absent.get(player, ()))
            if taken >= clock.settings.absences:
                raise Failure(say("cli.absences-used", player=player, taken=taken,
                                  most=clock.settings.absences))
            zone = clock.settings.zone
            try:
                span = [typed_moment(t, zone, now(), option)
                        for t, option in ((start, "--from"), (end, "--to"))]
            except TimeError as error:
                raise Failure(str(error)) from None
            if span[1] <= span[0]:
                raise Failure(say("cli.absence-span", end=repr(end), start=repr(start)))
            return {"what": "absent", "player": player, "from": iso(span[0], zone),
                    "to": iso(span[1], zone), "zone": zone}

        _seat_change(game, player, change, reports, outbox)


@seat_app.command("resign")
def resign(game: Path = GAME_ARG, player: str = PLAYER_OPT, reports: Path | None = REPORTS_OPT,
           outbox: Path | None = OUTBOX_OPT) -> None:
    """Hand the seat to the stand-in, which plays it until 'pbem seat replace' gives it to
    someone."""
    with handled():
        def change(game_now: Any) -> dict[str, Any]:
            if player in _clock(game_now).disorder:
                raise Failure(say("cli.stand-in-already", player=player))
            return {"what": "resign", "player": player}

        _seat_change(game, player, change, reports, outbox)


@seat_app.command("replace")
def replace_cmd(
    game: Path = GAME_ARG,
    player: str = PLAYER_OPT,
    name: str = typer.Option(..., "--name", metavar="NAME", help="The new player's name."),
    email: str = typer.Option("", "--email", metavar="EMAIL", help="His mail address."),
    reports: Path | None = REPORTS_OPT,
    outbox: Path | None = OUTBOX_OPT,
) -> None:
    """Give the seat to a new person: a new secret (shown once, and in his first report and
    mail only), a public event, and a first report with the game so far as that colour may
    see it. The old holder's record stays in the history with his name."""
    with handled():
        from pbem.cli.game_cmds import _check_people

        _check_people([name], [email] if email else [])
        secret = _replaced(game, player, name, email, reports)
        typer.echo(f"{game}: {name} now holds the seat of {player}" +
                   (f"; new secret: {secret}" if secret else ""))
        if secret:
            typer.echo("  shown this once (pbem keeps only its hash); it is in his first "
                       "report and mail only")
        _send(game, outbox)


@seat_app.command("language")
def language_cmd(
    game: Path = GAME_ARG,
    player: str = PLAYER_OPT,
    language: str = typer.Argument(..., metavar="LANG", help="en, de or da."),
) -> None:
    """Speak to a seat in another language from its next report and mail on (the reports
    already written stay as they are)."""
    with handled():
        from pbem.cli.game_cmds import _language
        from pbem.files.game_file import save_game
        from pbem.files.game_store import locked

        code = _language(language, "LANG")
        require_game(game)
        with locked(game):
            loaded = read_game(game)
            seat = _seat(loaded, player)
            new = replace(seat, language=None if code == loaded.language else code)
            loaded.players = [new if p.colour == player else p for p in loaded.players]
            save_game(game, loaded)
        typer.echo(f"{game}: the seat of {player} speaks {code} from its next report on")


def _replaced(game: Path, player: str, name: str, email: str, reports: Path | None) -> str:
    from pbem.deadlines.tick import publish_entries
    from pbem.files.game_store import locked
    from pbem.files.keys import hash_secret, make_secret
    from pbem.files.signature import signing_key
    from pbem.history import record_seat

    require_game(game)
    with locked(game):
        loaded = read_game(game)
        seat = _seat(loaded, player)
        _check_own_address(loaded, player, email)
        secret = "" if loaded.open else make_secret()
        new = replace(seat, name=name, email=email,
                      secret_hash=hash_secret(secret) if secret else None,
                      signing_key=signing_key(secret, loaded.id, player) if secret else None)
        seats = [new if p.colour == player else p for p in loaded.players]
        change = {"what": "replace", "player": player, "name": name, "old": seat.name}
        after = record_seat(loaded, seats, change, now())
        publish_entries(game, loaded, after, reports_folder(game, reports), now(),
                        {player: secret} if secret else None)
    return secret


def _check_own_address(game: Any, player: str, email: str) -> None:
    """Refuse the address of another seat (a player taking over a seat beside his own)."""
    from pbem.mail.headers import plain_address

    address = plain_address(email) if email else None
    for other in game.players:
        if address and other.colour != player and plain_address(other.email) == address:
            raise Failure(say("cli.email-of-seat", email=ascii(email), colour=other.colour))


def _seat_change(game: Path, player: str, make: Any, reports: Path | None,
                 outbox: Path | None) -> None:
    from pbem.deadlines.tick import publish_entries
    from pbem.files.game_store import locked
    from pbem.history import record_seat

    require_game(game)
    with locked(game):
        loaded = read_game(game)
        _seat(loaded, player)
        change = make(loaded)
        after = record_seat(loaded, loaded.players, change, now())
        publish_entries(game, loaded, after, reports_folder(game, reports), now())
    typer.echo(f"{game}: seat of {player}: {change['what']} (history entry "
               f"{len(after.history) - 1})")
    _send(game, outbox)


def _seat(game: Any, player: str) -> Any:
    seat = game.player(player)
    if seat is None:
        raise Failure(say("cli.player-one-of", allowed=", ".join(p.colour for p in game.players),
                          given=repr(player)))
    return seat


def _clock(game: Any) -> Any:
    if game.state.clock is None:
        raise Failure(say("cli.seat-no-deadlines", game=repr(game.id)))
    return game.state.clock


def _send(game: Path, outbox: Path | None) -> None:
    from pbem.cli.deadline_cmds import _send as send

    send(game, outbox)
