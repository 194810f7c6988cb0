"""A real SMTP server on 127.0.0.1 for the mail tests: aiosmtpd on a free port, filing every
message into one Maildir per recipient address (``ROOT/<address>/``), as a mail server would.

It can be told to answer the DATA command with an error (``refuse_with``) and to ask for a
login (``credentials``), so the transport's handling of a server's answers is tested against
real SMTP, not a mock.
"""

from __future__ import annotations

import mailbox
import socket
import ssl
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from email import message_from_bytes, policy
from email.message import EmailMessage
from pathlib import Path
from typing import Any

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import SMTP, AuthResult, Envelope, LoginPassword, Session


def free_port() -> int:
    """A port nothing listens on just now (the system's choice)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class MaildirDelivery:
    """The server's handler: each recipient's copy goes into his own Maildir."""

    root: Path
    refuse_with: str | None = None  # e.g. "451 4.3.0 try again later"
    logins: list[str] = field(default_factory=list)
    arrived: list[tuple[str, str]] = field(default_factory=list)  # (address, Maildir key)
    unknown: set[str] = field(default_factory=set)  # addresses answered "550 no such user"

    async def handle_RCPT(self, server: SMTP, session: Session, envelope: Envelope,
                          address: str, rcpt_options: list[str]) -> str:
        if address.lower() in self.unknown:
            return "550 5.1.1 no such user here"
        envelope.rcpt_tos.append(address)
        return "250 2.1.5 OK"

    async def handle_DATA(self, server: SMTP, session: Session, envelope: Envelope) -> str:
        if self.refuse_with is not None:
            return self.refuse_with
        content = envelope.original_content or envelope.content
        assert isinstance(content, bytes)
        content = content.replace(b"\r\n", b"\n")  # SMTP's line ends, stored the Unix way
        for recipient in envelope.rcpt_tos:
            address = recipient.lower()
            key = mailbox.Maildir(self.root / address, create=True).add(content)
            self.arrived.append((address, key))
        return "250 2.0.0 delivered"


@dataclass
class SmtpServer:
    """A running server: where it listens and where its mail lands."""

    host: str
    port: int
    root: Path
    handler: MaildirDelivery

    def maildir(self, address: str) -> Path:
        """The Maildir of an address (made when the first message for it arrives)."""
        return self.root / address.lower()

    def messages(self, address: str) -> list[EmailMessage]:
        """Every message delivered to an address, parsed, in the order they arrived."""
        folder = self.maildir(address)
        if not folder.is_dir():
            return []
        box = mailbox.Maildir(folder, create=False)
        keys = [key for to, key in self.handler.arrived if to == address.lower()]
        return [_parsed(box.get_bytes(key)) for key in keys]


def _parsed(raw: bytes) -> EmailMessage:
    message = message_from_bytes(raw, policy=policy.default)
    assert isinstance(message, EmailMessage)
    return message


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 and its key, made by the openssl program (one day valid)."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt",
                    "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", str(key), "-out",
                    str(cert), "-days", "1", "-subj", "/CN=127.0.0.1", "-addext",
                    "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True, timeout=60)
    return cert, key


@contextmanager
def smtp_server(root: Path, credentials: tuple[str, str] | None = None, *,
                tls: tuple[str, Path, Path] | None = None) -> Iterator[SmtpServer]:
    """Run an SMTP server for the block; with ``credentials`` it takes logins and refuses any
    other user or password; with ``tls`` (``starttls`` or ``ssl``, certificate, key) it offers
    STARTTLS or speaks TLS from the first byte."""
    root.mkdir(parents=True, exist_ok=True)
    handler = MaildirDelivery(root)
    options: dict[str, Any] = {}
    if credentials is not None:
        options = {"authenticator": _authenticator(credentials, handler),
                   # over SMTPS the whole session is TLS, but aiosmtpd only counts STARTTLS
                   "auth_require_tls": tls is not None and tls[0] == "starttls"}
    if tls is not None:
        mode, cert, key = tls
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(cert, key)
        options["tls_context" if mode == "starttls" else "ssl_context"] = context
    port = free_port()
    controller = Controller(handler, hostname="127.0.0.1", port=port, **options)
    controller.start()
    try:
        yield SmtpServer("127.0.0.1", port, root, handler)
    finally:
        controller.stop()


def _authenticator(credentials: tuple[str, str], handler: MaildirDelivery) -> Any:
    def check(server: SMTP, session: Session, envelope: Envelope, mechanism: str,
              auth_data: Any) -> AuthResult:
        if not isinstance(auth_data, LoginPassword):
            return AuthResult(success=False, handled=False)
        login = auth_data.login.decode()
        good = (login, auth_data.password.decode()) == credentials
        if good:
            handler.logins.append(login)
        return AuthResult(success=good, handled=False)
    return check
