"""Mail settings: the game file's optional ``mail:`` part, overridden by the environment.

The game file says who the game's mail comes from and which SMTP server sends it (host, port,
security, user); the environment (``PBEM_SMTP_HOST``, ``PBEM_SMTP_PORT``,
``PBEM_SMTP_SECURITY``, ``PBEM_SMTP_USER``, ``PBEM_SMTP_PASSWORD``, ``PBEM_SMTP_FROM``) overrides
each of them. The password comes from the environment only: a game file is kept in git and
sent around, so it never holds one.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, replace

from pbem.files.game import Game, MailPart
from pbem.messages import say

SECURITIES = ("starttls", "ssl", "none")
"""How the connection to the SMTP server is protected: STARTTLS on a plain connection, TLS
from the first byte (SMTPS), or not at all (a server on the same machine)."""

DEFAULT_PORTS = {"starttls": 587, "ssl": 465, "none": 25}


class SettingsError(ValueError):
    """A mail setting that cannot work (an unknown security, a port that is no number)."""


@dataclass(frozen=True)
class SmtpSettings:
    """Everything needed to hand a message to the SMTP server."""

    host: str
    port: int
    security: str
    user: str
    password: str = ""

    def __repr__(self) -> str:  # never print the password, even in a debugging session
        return (f"SmtpSettings(host={self.host!r}, port={self.port}, "
                f"security={self.security!r}, user={self.user!r})")


def sender_address(game: Game, environ: Mapping[str, str] | None = None) -> str:
    """The address the game's mail comes from: ``PBEM_SMTP_FROM``, else the game file's
    ``mail: from``; raises ``SettingsError`` when neither is set."""
    return part_sender(_part(game), f"game {game.id}", environ)


def part_sender(part: MailPart, owner: str, environ: Mapping[str, str] | None = None) -> str:
    """``sender_address`` of a ``mail:`` part (a game's, or a games folder's): ``owner`` names
    whose it is in the refusal."""
    env = os.environ if environ is None else environ
    sender = env.get("PBEM_SMTP_FROM") or part.sender
    if not sender:
        raise SettingsError(say("cli.no-sender", owner=owner))
    return sender


def smtp_settings(game: Game, environ: Mapping[str, str] | None = None) -> SmtpSettings:
    """The SMTP server to send through: the game file's part, each value overridden by the
    environment; raises ``SettingsError`` when there is no host or a value is wrong."""
    return part_settings(_part(game), f"game {game.id}", environ)


def part_settings(part: MailPart, owner: str, environ: Mapping[str, str] | None = None
                  ) -> SmtpSettings:
    """``smtp_settings`` of a ``mail:`` part (a game's, or a games folder's): ``owner`` names
    whose it is in the refusal."""
    env = os.environ if environ is None else environ
    host = env.get("PBEM_SMTP_HOST") or part.smtp_host
    if not host:
        raise SettingsError(say("cli.no-smtp-host", owner=owner))
    security = env.get("PBEM_SMTP_SECURITY") or part.security
    check_security(security)
    port = _port(env.get("PBEM_SMTP_PORT")) or part.smtp_port or DEFAULT_PORTS[security]
    user = env.get("PBEM_SMTP_USER") or part.user
    return SmtpSettings(host, port, security, user, env.get("PBEM_SMTP_PASSWORD", ""))


def check_security(security: str) -> str:
    """Refuse a security other than starttls, ssl or none."""
    if security not in SECURITIES:
        raise SettingsError(say("cli.security-one-of", allowed=", ".join(SECURITIES),
                                given=repr(security)))
    return security


def _port(text: str | None) -> int | None:
    if not text:
        return None
    if not text.isdigit() or not 0 < int(text) < 65536:
        raise SettingsError(say("cli.smtp-port-env", given=repr(text)))
    return int(text)


def inherit(game: Game, folder: MailPart | None) -> Game:
    """The game with the mail settings of its games folder (``pbem.toml``) under its own: each
    value the game's ``mail:`` part leaves empty comes from the folder. Never saved: the game
    file keeps only its own."""
    if folder is None:
        return game
    return replace(game, mail=inherited_part(game.mail, folder))


def inherited_part(own: MailPart | None, folder: MailPart | None) -> MailPart | None:
    """A game's ``mail:`` part over its folder's: each empty value from the folder; the
    security is the game's when it has a part at all (``pbem mail setup`` always writes it)."""
    if folder is None or own is None:
        return own or folder
    return MailPart(sender=own.sender or folder.sender,
                    smtp_host=own.smtp_host or folder.smtp_host,
                    smtp_port=own.smtp_port or folder.smtp_port,
                    security=own.security, user=own.user or folder.user)


def _part(game: Game) -> MailPart:
    return game.mail if game.mail is not None else MailPart()
