"""Handing messages on: to an SMTP server (smtplib), or as ``.eml`` files into an outbox.

A server that is down, slow or answers 4xx is a transient failure (``MailUnavailable``, exit
75, as sendmail and procmail expect): the caller keeps the mail to try again later. A 5xx answer
(a refused login, a refused sender) or a TLS that cannot work is the game master's to fix
(``MailRefused``), and says so; a 5xx for one message's recipient or content
(``MessageRefused``, a kind of ``MailRefused``) concerns that message alone.
"""

from __future__ import annotations

import os
import re
import smtplib
import ssl
import tempfile
from email.message import EmailMessage
from email.utils import getaddresses
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from pbem.files.atomic import remove_orphans
from pbem.mail.settings import SmtpSettings, smtp_settings
from pbem.messages import say

if TYPE_CHECKING:
    from pbem.files.game import Game

SMTP_TIMEOUT = 30.0  # seconds for the connection and each answer: a hung server is "down"


class MailUnavailable(Exception):
    """Transient: the mail server is down, slow or answered 4xx; try again later (exit 75)."""


class MailRefused(Exception):
    """Permanent: the server refused the login, the sender or the recipient (5xx), or TLS
    cannot be set up; the settings need fixing."""


class MessageRefused(MailRefused):
    """Permanent for this one message only: the server refused its recipient (an address
    that does not exist) or its content (5xx); the next message may well go through."""


class Transport(Protocol):
    """Something that takes a message on its way."""

    def send(self, message: EmailMessage) -> None:
        """Send one message (or raise ``MailUnavailable`` / ``MailRefused``)."""


def transport_for(game: Game, outbox: Path | None) -> Transport:
    """--outbox DIR writes .eml files; else SMTP from settings (game file ``mail:`` part, then
    PBEM_SMTP_* environment; password only from PBEM_SMTP_PASSWORD). Raises
    ``pbem.mail.settings.SettingsError`` when SMTP is wanted but no server is set."""
    if outbox is not None:
        return Outbox(outbox)
    return SmtpTransport(smtp_settings(game))


# The outbox ------------------------------------------------------------------------------------

class Outbox:
    """Writes each message as ``NNNNNN-recipient.eml`` into a folder, numbered on from the
    highest number there, so that ``ls`` lists them in sending order (for dry runs, and for
    game masters who send by hand)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def send(self, message: EmailMessage) -> None:
        """Write the message whole under the next free number (never over another), private
        to the game master (0600, as the game file): a first report holds a secret."""
        self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        remove_orphans(self.folder)
        # mkstemp: an unguessable new name (O_EXCL, 0600), so a planted link is never followed
        fd, name = tempfile.mkstemp(prefix=f".outgoing.pbem-{os.getpid()}-", suffix=".tmp",
                                    dir=self.folder)
        temporary = Path(name)
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(message.as_bytes())
            self._link_numbered(temporary, _slug(message))
        finally:
            temporary.unlink(missing_ok=True)

    def _link_numbered(self, temporary: Path, slug: str) -> None:
        """Give the written file its name: a hard link fails when the name is taken (another
        pbem writing into the same outbox), so each message gets a number of its own."""
        number = self._highest() + 1
        while True:
            try:
                os.link(temporary, self.folder / f"{number:06d}-{slug}.eml")
                return
            except FileExistsError:
                number += 1

    def _highest(self) -> int:
        numbers = [int(p.name[:6]) for p in self.folder.glob("[0-9]*.eml") if p.name[:6].isdigit()]
        return max(numbers, default=0)


def _slug(message: EmailMessage) -> str:
    """The recipient's address as a file name part: ``blue-example.org``."""
    addresses = [a for _, a in getaddresses([str(message.get("To", ""))]) if a]
    text = addresses[0] if addresses else "nobody"
    return re.sub(r"[^A-Za-z0-9.+_-]+", "-", text.replace("@", "-"))[:80]


# SMTP ------------------------------------------------------------------------------------------

class SmtpTransport:
    """Sends through one SMTP server, the connection opened at the first message and kept for
    the next ones (a step's reports go out together); ``close`` ends it politely."""

    def __init__(self, settings: SmtpSettings, timeout: float = SMTP_TIMEOUT) -> None:
        self.settings = settings
        self.timeout = timeout
        self._connection: smtplib.SMTP | None = None

    def send(self, message: EmailMessage) -> None:
        """Send one message; a connection the server closed meanwhile is opened once more."""
        try:
            try:
                self._connected().send_message(message)
            except smtplib.SMTPServerDisconnected:
                self._connection = None
                self._connected().send_message(message)
        except smtplib.SMTPRecipientsRefused as error:
            codes = [code for code, _ in error.recipients.values()]
            raise _by_code(min(codes, default=500), say("cli.smtp-recipient-refused",
                           answers=_answers(error.recipients)), MessageRefused) from None
        except smtplib.SMTPDataError as error:
            raise _by_code(error.smtp_code, say("cli.smtp-message-refused", host=self.settings.host,
                           port=self.settings.port, code=error.smtp_code,
                           answer=_text(error.smtp_error)), MessageRefused) from None
        except smtplib.SMTPResponseException as error:
            raise _by_code(error.smtp_code, say("cli.smtp-answered", host=self.settings.host,
                           port=self.settings.port, code=error.smtp_code,
                           answer=_text(error.smtp_error))) from None
        except smtplib.SMTPNotSupportedError as error:
            raise MailRefused(say("cli.smtp-security", host=self.settings.host,
                                  port=self.settings.port, error=str(error))) from None
        except ssl.SSLError as error:  # before OSError: a certificate does not mend itself
            raise MailRefused(say("cli.smtp-tls", host=self.settings.host, port=self.settings.port,
                                  error=str(error.reason or error))) from None
        except (OSError, smtplib.SMTPException) as error:
            self._connection = None
            reason = str(error) or type(error).__name__
            raise MailUnavailable(say("cli.smtp-unreachable", host=self.settings.host,
                                      port=self.settings.port, error=reason)) from None

    def close(self) -> None:
        """Say goodbye to the server, if connected."""
        connection, self._connection = self._connection, None
        if connection is not None:
            try:
                connection.quit()
            except (OSError, smtplib.SMTPException):
                connection.close()

    def _connected(self) -> smtplib.SMTP:
        if self._connection is None:
            self._connection = self._connect()
        return self._connection

    def _connect(self) -> smtplib.SMTP:
        s = self.settings
        connection: smtplib.SMTP
        if s.security == "ssl":
            connection = smtplib.SMTP_SSL(s.host, s.port, timeout=self.timeout,
                                          context=ssl.create_default_context())
        else:
            connection = smtplib.SMTP(s.host, s.port, timeout=self.timeout)
        try:
            if s.security == "starttls":
                connection.starttls(context=ssl.create_default_context())
            if s.user:
                connection.login(s.user, s.password)
        except BaseException:
            connection.close()
            raise
        return connection


def _by_code(code: int, message: str,
             permanent: type[MailRefused] = MailRefused) -> Exception:
    """4xx is "try again later" (RFC 5321 section 4.2.1); anything else needs a person."""
    if 400 <= code < 500:
        return MailUnavailable(say("cli.smtp-try-later", error=message))
    return permanent(message)


def _text(answer: bytes | str) -> str:
    return answer.decode("utf-8", "replace") if isinstance(answer, bytes) else answer


def _answers(refused: dict[str, tuple[int, bytes]]) -> str:
    return "; ".join(f"{who}: {code} {_text(text)}" for who, (code, text) in refused.items())
