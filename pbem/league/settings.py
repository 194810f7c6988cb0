"""A games folder's settings file, ``pbem.toml`` (or ``pbem.yaml``), which every game inherits.

Today it holds the mail settings of the game master's one address, the same keys as a game
file's ``mail:`` part (``pbem mail setup``)::

    [mail]
    from = "Elasund GM <gm@example.org>"
    smtp-host = "smtp.example.org"
    smtp-port = 587
    security = "starttls"
    user = "gm"

A game's own ``mail:`` values come first, the folder's fill in what it leaves empty, and the
``PBEM_SMTP_*`` environment overrides both (``pbem.mail.settings``); the password is never in a
file. A file that cannot be used is refused with one line naming it and its fault.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pbem.files.game import MailPart
from pbem.messages import say

NAMES = ("pbem.toml", "pbem.yaml")
MAIL_KEYS = {"from": str, "smtp-host": str, "smtp-port": int, "security": str, "user": str}


class FolderSettingsError(ValueError):
    """The folder's settings file cannot be used: a usage error (exit 2), nothing done."""


@dataclass(frozen=True)
class FolderSettings:
    """What a games folder's settings file says (nothing, when it has none)."""

    mail: MailPart | None = None
    path: Path | None = None


def folder_settings(root: Path) -> FolderSettings:
    """The settings of the games folder ``root``: its ``pbem.toml`` or ``pbem.yaml``."""
    found = [root / name for name in NAMES if (root / name).is_file()]
    if not found:
        return FolderSettings()
    if len(found) > 1:
        raise FolderSettingsError(say("settings-two", first=str(found[0]),
                                      second=str(found[1])))
    path = found[0]
    data = _read(path)
    unknown = sorted(set(data) - {"mail"})
    if unknown:
        raise FolderSettingsError(say("settings-unknown", path=str(path), keys=unknown,
                                      known=["mail"]))
    mail = data.get("mail")
    return FolderSettings(None if mail is None else _mail(path, mail), path)


def _read(path: Path) -> dict[str, Any]:
    if path.suffix == ".toml":
        import tomllib

        try:
            return tomllib.loads(path.read_text("utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
            raise FolderSettingsError(say("settings-unreadable", path=str(path),
                                          error=str(error))) from None
    from pbem.files.errors import InputError
    from pbem.files.strict_yaml import read_file

    try:
        data = read_file(path)
    except InputError as error:
        raise FolderSettingsError(str(error)) from None
    if not isinstance(data, dict):
        raise FolderSettingsError(say("settings-not-a-table", path=str(path)))
    return data


def _mail(path: Path, data: Any) -> MailPart:
    """The ``mail`` table, each value checked as ``pbem mail setup`` checks it."""
    from pbem.mail.settings import SECURITIES

    if not isinstance(data, dict):
        raise FolderSettingsError(say("settings-not-a-table", path=f"{path}: mail"))
    unknown = sorted(set(data) - set(MAIL_KEYS))
    if unknown:
        raise FolderSettingsError(say("settings-unknown", path=f"{path}: mail", keys=unknown,
                                      known=list(MAIL_KEYS)))
    for key, kind in MAIL_KEYS.items():
        if key in data and (not isinstance(data[key], kind) or isinstance(data[key], bool)):
            raise FolderSettingsError(say("settings-type", path=str(path), key=key,
                                          value=repr(data[key])))
    security = data.get("security", "starttls")
    if security not in SECURITIES:
        raise FolderSettingsError(say("settings-security", path=str(path), value=security,
                                      securities=list(SECURITIES)))
    port = data.get("smtp-port")
    if port is not None and not 0 < port < 65536:
        raise FolderSettingsError(say("settings-type", path=str(path), key="smtp-port",
                                      value=repr(port)))
    return MailPart(sender=data.get("from", ""), smtp_host=data.get("smtp-host", ""),
                    smtp_port=port, security=security, user=data.get("user", ""))
