"""``pbem mail``: running a game by email. ``ingest`` takes one message on standard input (for
.forward, procmail or a Postfix pipe), ``fetch`` every new message of a mailbox, ``resend`` a
player's latest report; ``setup`` (``mail_setup_cmd``) says how the mail goes out.

Exit codes, chosen for mail systems: 0 the message was handled, whatever the verdict on its
order (the reply tells the player; a non-zero code would make the mail system bounce his
message as undeliverable); 75 (EX_TEMPFAIL) try again later: the game is locked by another
pbem, a mail server is down, the game's reports folder is not a folder (found before the order
is applied), or the replies could not be handed on yet (they wait in the game's ``outgoing/``
folder, and the mail system delivers the message again, which pbem recognises); 2 the game or
mailbox cannot be used as given (no game file, no sender address or SMTP server set: fix and
rerun); 70 a bug.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import typer

from pbem.cli.common import GAME_ARG, USAGE, Failure, handled, now, read_game
from pbem.cli.game_cmds import REPORTS_OPT, reports_folder
from pbem.cli.mail_setup_cmd import setup
from pbem.files.errors import GameLocked, ReportsNotWritten
from pbem.messages import say

TEMPFAIL = 75  # EX_TEMPFAIL of sysexits.h: sendmail, Postfix and procmail retry later
IMAP_PASSWORD = "PBEM_IMAP_PASSWORD"

mail_app = typer.Typer(
    help="Run a game by email: take in orders from mail, reply, send reports.",
    no_args_is_help=True,
    rich_markup_mode=None,
)

OUTBOX_OPT = typer.Option(None, "--outbox", metavar="DIR",
                          help="Write the outgoing mails as .eml files into DIR instead of "
                               "sending them.")
PER_SENDER_OPT = typer.Option(10, "--per-sender", metavar="N", min=1,
                              help="Answer at most N messages per sender and turn; later ones "
                                   "are ignored (floods, mail loops).")
LOCK_OPT = typer.Option(10.0, "--lock-timeout", metavar="SECONDS", min=0.0,
                        help="How long to wait for another pbem working on the game "
                             "before giving up with exit 75.")


@contextlib.contextmanager
def mail_handled(*, refused_code: int = USAGE) -> Iterator[None]:
    """``handled`` with the mail system's codes: transient failures exit 75, and so does an
    order stored but not answered (the next delivery or fetch completes it)."""
    from pbem.files.atomic import LinkedFolderError
    from pbem.mail.ingest import StoredButUnanswered
    from pbem.mail.journal import MailboxError
    from pbem.mail.settings import SettingsError
    from pbem.mail.transport import MailRefused, MailUnavailable

    with handled():
        try:
            yield
        except (GameLocked, MailUnavailable, StoredButUnanswered, ReportsNotWritten,
                LinkedFolderError) as error:  # the message is kept until this is mended
            raise Failure(str(error), TEMPFAIL) from None
        except MailRefused as error:
            raise Failure(say("cli.mail-refused", error=str(error)), refused_code) from None
        except (SettingsError, MailboxError) as error:
            raise Failure(str(error), USAGE) from None


def ingest(
    game: Path | None = typer.Argument(None, metavar="[GAME]", show_default=False,
                                       help="The game file (or --games DIR)."),
    games: Path | None = typer.Option(None, "--games", metavar="DIR",
                                      help="Every game below DIR: the message goes to the "
                                           "game it names."),
    outbox: Path | None = OUTBOX_OPT,
    reports: Path | None = REPORTS_OPT,
    per_sender: int = PER_SENDER_OPT,
    lock_timeout: float = LOCK_OPT,
) -> None:
    """Take in one mail (RFC 5322) from standard input: find the order, process it as 'pbem
    apply' does, reply to the sender and send the players their reports. Exit 0 handled
    (also when the order was refused: the reply says why), 75 try again later, 2 setup."""
    if games is not None or game is None:
        from pbem.cli.league_cmds import folder_ingest

        with mail_handled():
            folder = _games(game, games, reports)
        folder_ingest(folder, _stdin(), outbox, per_sender, lock_timeout)
        return
    # once the order is in, a refused mail must not bounce it back: 75 keeps it queued, and
    # the next delivery (recognised) tries the waiting replies again
    with mail_handled(refused_code=TEMPFAIL):
        transport = _transport(game, outbox)
        raw = _stdin()
        _take_in(game, raw, reports, per_sender, lock_timeout)
        _send(game, transport, lock_timeout)


def _stdin() -> bytes:
    """The message on standard input, read no further than pbem reads a message."""
    from pbem.mail.inbound import MAX_MESSAGE_BYTES

    raw = sys.stdin.buffer.read(MAX_MESSAGE_BYTES + 1)
    while sys.stdin.buffer.read(1 << 16):  # the rest of an oversized one: unread
        pass
    return raw


def _games(game: Path | None, games: Path | None, reports: Path | None) -> Path:
    from pbem.cli.league_cmds import games_option

    return games_option(game, games, reports)


def fetch(
    game: Path | None = typer.Argument(None, metavar="[GAME]", show_default=False,
                                       help="The game file (or --games DIR)."),
    games: Path | None = typer.Option(None, "--games", metavar="DIR",
                                      help="Every game below DIR: one mailbox, one address, "
                                           "each message to the game it names."),
    maildir: Path | None = typer.Option(None, "--maildir", metavar="DIR",
                                        help="A Maildir (with new/ and cur/)."),
    mbox: Path | None = typer.Option(None, "--mbox", metavar="FILE", help="An mbox file."),
    imap: str | None = typer.Option(None, "--imap", metavar="HOST",
                                    help="An IMAP server (TLS); the password is read from "
                                         f"{IMAP_PASSWORD}."),
    imap_port: int = typer.Option(993, "--imap-port", metavar="PORT", help="Its port."),
    imap_user: str = typer.Option("", "--imap-user", metavar="USER", help="The IMAP login."),
    imap_folder: str = typer.Option("INBOX", "--imap-folder", metavar="FOLDER",
                                    help="The folder to read."),
    outbox: Path | None = OUTBOX_OPT,
    reports: Path | None = REPORTS_OPT,
    per_sender: int = PER_SENDER_OPT,
    lock_timeout: float = LOCK_OPT,
    tick: bool = typer.Option(False, "--tick",
                              help="Then do what the deadlines call for, as 'pbem tick' does "
                                   "(reminders, missed turns)."),
) -> None:
    """Take in every new message of a mailbox (--maildir, --mbox or --imap), as 'ingest'
    does each; a message is marked done only once its order is stored and its answer
    queued (the mails go out at the end). Exit 0
    done, 75 try again later (locked, server down), 2 setup.

    With --games DIR, one mailbox serves every game below DIR (docs/email.md, "One address for
    many games"): exit 1 when a game needs the game master, 75 when one must wait."""
    box = Mailbox(maildir, mbox, imap, imap_port, imap_user, imap_folder)
    if games is not None or game is None:
        from pbem.cli.league_cmds import folder_fetch

        folder_fetch(game, games, box, outbox, reports, per_sender, lock_timeout, tick)
        return
    with mail_handled():
        if tick:
            now()  # a PBEM_NOW the tick could not use: refused before any mail is read
        pending = box.messages(game)  # the mailboxes' generators open nothing before a look
        transport = _transport(game, outbox)
        count = 0
        for message in pending:  # one that pbem fails on is set aside: never a stop for all
            count += 1
            if message.unread is not None:
                typer.echo(say("mailbox-set-aside", label=message.label, reason=message.unread))
                message.reject()
                continue
            status = _take_in(game, message.raw, reports, per_sender, lock_timeout,
                              message.label)
            (message.reject if status == "rejected" else message.done)()
        typer.echo(f"{count} new message(s) in the mailbox")
        if tick:
            _tick(game, reports, lock_timeout)
        _send(game, transport, lock_timeout)


@dataclass(frozen=True)
class Mailbox:
    """The mailbox ``fetch`` reads, as its options name it."""

    maildir: Path | None
    mbox: Path | None
    imap: str | None
    imap_port: int = 993
    imap_user: str = ""
    imap_folder: str = "INBOX"

    def messages(self, owner: Path) -> Iterator[Any]:
        """Its new messages; an mbox's done-list is kept beside ``owner`` (the game file, or
        a games folder's own journal)."""
        from pbem.mail import mailboxes

        if sum(source is not None for source in (self.maildir, self.mbox, self.imap)) != 1:
            raise Failure(say("cli.one-mailbox"))
        if self.maildir is not None:
            return mailboxes.maildir_messages(self.maildir)
        if self.mbox is not None:
            return mailboxes.mbox_messages(self.mbox, owner)
        assert self.imap is not None
        account = mailboxes.ImapAccount(self.imap, self.imap_port, self.imap_user,
                                        self.imap_folder)
        return mailboxes.imap_messages(account, os.environ.get(IMAP_PASSWORD, ""))


def resend(
    game: Path = GAME_ARG,
    player: str = typer.Option(..., "--player", metavar="COLOUR",
                               help="The player who gets their latest report again."),
    outbox: Path | None = OUTBOX_OPT,
    reports: Path | None = REPORTS_OPT,
) -> None:
    """Send a player his latest report again (the files written for the last step when they
    are there, so the first report, with his secret, can go by mail too)."""
    with mail_handled():
        from pbem.mail.outbound import latest_report_mail
        from pbem.mail.settings import sender_address

        loaded = read_game(game)
        transport = _transport(game, outbox)
        try:
            mail = latest_report_mail(loaded, player, sender_address(loaded),
                                      reports_folder(game, reports))
        except ValueError as error:
            raise Failure(str(error)) from None
        with contextlib.closing(_Closing(transport)):
            transport.send(mail)
        from pbem.mail.transport import Outbox

        if isinstance(transport, Outbox):  # a dry run must not read as if mail went out
            typer.echo(f"{player}'s latest report to {mail['To']} written to "
                       f"{transport.folder}/ (nothing sent)")
        else:
            typer.echo(f"sent {player}'s latest report to {mail['To']}")


def _transport(game: Path, outbox: Path | None) -> Any:
    """The way out, checked before anything is taken in (a message must not be processed
    when its reply could never be sent)."""
    from pbem.mail.settings import sender_address
    from pbem.mail.transport import transport_for

    loaded = read_game(game)
    sender_address(loaded)
    return transport_for(loaded, outbox)


def _take_in(game: Path, raw: bytes, reports: Path | None, per_sender: int,
             lock_timeout: float, label: str = "") -> str:
    from pbem.mail.ingest import Options, take_in_safely

    options = Options(reports_folder(game, reports), per_sender, lock_timeout)
    handled_message = take_in_safely(game, raw, options, now())
    typer.echo(f"{label + ': ' if label else ''}{handled_message.summary}")
    return handled_message.status


def _tick(game: Path, reports: Path | None, lock_timeout: float) -> None:
    """``pbem tick`` after the mail: its mails wait with the replies, sent at the end. Held
    deadlines and a wrong clock are told and leave the mail's exit code alone."""
    from pbem.deadlines.tick import TickRefused, tick

    try:
        done = tick(game, now(), reports_folder(game, reports), lock_timeout=lock_timeout)
    except TickRefused as error:
        typer.echo(f"pbem: tick: {error}", err=True)
        return
    from pbem.messages import render

    for line in done.lines:
        typer.echo(f"tick: {render(line)}")
    for line in done.held:
        typer.echo(f"pbem: tick: {render(line)}", err=True)


def _send(game: Path, transport: Any, lock_timeout: float) -> None:
    from pbem.mail.ingest import send_waiting

    with contextlib.closing(_Closing(transport)):
        flushed = send_waiting(game, transport, lock_timeout)
    for line in flushed.refused:  # the game master's to look at; the others went on
        typer.echo(f"pbem: {line}", err=True)
    from pbem.notify.journal import queue_and_send

    for line in queue_and_send(game, lock_timeout).problems:  # the game's webhooks, if any
        typer.echo(f"pbem: {line}", err=True)
    from pbem.mail.transport import Outbox

    if isinstance(transport, Outbox):  # a dry run must not read as if mail went out
        typer.echo(f"{flushed.sent} mail(s) written to {transport.folder}/ (nothing sent)")
    else:
        typer.echo(f"{flushed.sent} mail(s) sent")


class _Closing:
    """``close()`` for a transport that keeps a connection, a no-op for one that does not."""

    def __init__(self, transport: Any) -> None:
        self.transport = transport

    def close(self) -> None:
        close = getattr(self.transport, "close", None)
        if close is not None:
            close()


mail_app.command("ingest")(ingest)
mail_app.command("fetch")(fetch)
mail_app.command("resend")(resend)
mail_app.command("setup")(setup)
