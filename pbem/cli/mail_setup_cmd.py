"""``pbem mail setup``: the game file's ``mail:`` part, where the game's mail comes from and
which SMTP server sends it. Never a password: that is read from ``PBEM_SMTP_PASSWORD`` when
mail is sent, so the game file can be kept in git and passed around.
"""

from __future__ import annotations

from dataclasses import replace
from email.utils import parseaddr
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from pbem.cli.common import GAME_ARG, Failure, handled, read_game, require_game
from pbem.messages import say

if TYPE_CHECKING:  # the game file's modules load only when the command runs
    from pbem.files.game import MailPart


def setup(
    game: Path = GAME_ARG,
    sender: str = typer.Option(None, "--from", metavar="ADDR",
                               help="The address the game's replies and reports come from, "
                                    "e.g. 'Elasund GM <gm@example.org>'."),
    smtp_host: str = typer.Option(None, "--smtp-host", metavar="HOST",
                                  help="The SMTP server that sends the mail."),
    smtp_port: int = typer.Option(None, "--smtp-port", metavar="PORT",
                                  help="Its port (default: 587 for starttls, 465 for ssl, "
                                       "25 for none)."),
    security: str = typer.Option(None, "--security", metavar="SECURITY",
                                 help="starttls (default), ssl or none."),
    user: str = typer.Option(None, "--user", metavar="USER",
                             help="The SMTP login name; its password is read from "
                                  "PBEM_SMTP_PASSWORD when mail is sent, never stored."),
) -> None:
    """Set how the game's mail goes out; options left out keep their value. The
    environment (PBEM_SMTP_HOST, _PORT, _SECURITY, _USER, _FROM) overrides these when sending."""
    with handled():
        from pbem.files.game import MailPart
        from pbem.files.game_file import save_game
        from pbem.files.game_store import locked
        from pbem.mail.settings import SettingsError, check_security

        if sender is not None and "@" not in parseaddr(sender)[1]:
            raise Failure(say("cli.mail-address", given=repr(sender)))
        if smtp_port is not None and not 0 < smtp_port < 65536:
            raise Failure(say("cli.smtp-port", port=smtp_port))
        try:
            if security is not None:
                check_security(security)
        except SettingsError as error:
            raise Failure(say("cli.security", error=str(error))) from None
        require_game(game)  # before the lock, which would leave a lock file (and folders)
        with locked(game):
            loaded = read_game(game)
            part = loaded.mail or MailPart()
            changed = MailPart(
                sender=part.sender if sender is None else sender,
                smtp_host=part.smtp_host if smtp_host is None else smtp_host,
                smtp_port=part.smtp_port if smtp_port is None else smtp_port,
                security=part.security if security is None else security,
                user=part.user if user is None else user,
            )
            if changed != loaded.mail:  # the same settings again leave the file as it was
                save_game(game, replace(loaded, mail=changed))
        typer.echo(describe(game, changed))


def describe(game: Path, part: MailPart) -> str:
    """The settings in one line, as ``pbem mail setup`` confirms them."""
    from pbem.mail.settings import DEFAULT_PORTS

    port = part.smtp_port or DEFAULT_PORTS.get(part.security, 0)
    host = f"{part.smtp_host}:{port}" if part.smtp_host else "no SMTP server (use --outbox DIR)"
    login = (f", login {part.user} (password from PBEM_SMTP_PASSWORD)" if part.user
             else ", no login")
    return (f"{game}: mail from {part.sender or '(no sender: set --from)'} via {host}, "
            f"{part.security}{login}")
