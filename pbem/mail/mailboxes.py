"""The mailboxes ``pbem mail fetch`` reads: a Maildir, an mbox file, an IMAP folder.

Each gives its new messages one by one, as raw bytes with a ``done()`` that marks the message
once it has been taken in (``pbem.mail.ingest.take_in`` returned: its order stored, its journal
record finished). A crash before ``done()`` leaves the message new; the next run takes it in
again and the game's journal recognises it, so nothing is lost or applied twice. A message
pbem could not handle is set aside with ``reject()`` instead, so that it never holds up the ones
behind it: into the Maildir's folder ``.pbem-rejected`` (a Maildir++ folder a mail program
shows), onto the mbox's done-list, or flagged (``\\Flagged``) and seen on the IMAP server.

* Maildir: ``new/`` and the unseen messages of ``cur/``; done moves one to ``cur/`` with the
  ``S`` (seen) flag, the Maildir way, so a mail program shows it as read.
* mbox: the file is only read (under its lock) and never rewritten; what is done is kept in a
  done-list beside the game, ``game.yaml.mail/mbox-<hash of the mbox path>.done``.
* IMAP over TLS: the ``UNSEEN`` messages of a folder, fetched without setting ``\\Seen``
  (``BODY.PEEK``); done sets ``\\Seen``. The password comes from ``PBEM_IMAP_PASSWORD`` only.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import imaplib
import mailbox
import os
import re
import stat
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from pbem.files.errors import InputError
from pbem.mail import inbound
from pbem.mail.journal import MailboxError, mail_folder, private_folder
from pbem.mail.transport import MailRefused, MailUnavailable
from pbem.messages import Message, say

IMAP_TIMEOUT = 60.0  # seconds; a server that hangs longer is "down" (exit 75)
REJECTED = ".pbem-rejected"
"""The Maildir++ folder of a Maildir where messages pbem could not handle are set aside."""


@dataclass(frozen=True)
class NewMessage:
    """One new message: a name for the log, its bytes, and how to mark it done."""

    label: str
    raw: bytes
    done: Callable[[], None]
    reject: Callable[[], None]
    unread: str | None = None  # why it was not read (not a plain file): set it aside


# Maildir ---------------------------------------------------------------------------------------

_UNIQUE_NAME = re.compile(r"(\d+)\.(?:M(\d+))?")


def delivery_order(path: Path) -> tuple[int, int, str]:
    """A Maildir file's place in the order of delivery: its name begins with the second and,
    after ``M``, the microsecond it was delivered in (``1733400000.M51234P77Q1.host``), the
    microseconds not padded, so that names alone sort ``M51234`` after ``M123456`` of the
    same second. A name of another form goes after those, by name."""
    found = _UNIQUE_NAME.match(path.name)
    if found is None:
        return (sys.maxsize, 0, path.name)
    return (int(found.group(1)), int(found.group(2) or 0), path.name)


def maildir_messages(folder: Path) -> Iterator[NewMessage]:
    """The new messages of a Maildir, oldest first (Maildir names begin with the time)."""
    if not (folder / "new").is_dir() or not (folder / "cur").is_dir():
        raise MailboxError(say("cli.not-maildir", folder=str(folder)))
    fresh = sorted((folder / "new").iterdir(), key=delivery_order)
    unseen = [p for p in sorted((folder / "cur").iterdir(), key=delivery_order)
              if "S" not in _flags(p.name)]
    for path in [*fresh, *unseen]:
        if path.name.startswith("."):
            continue
        try:
            raw, unread = _read_message(path), None
        except FileNotFoundError:  # taken by another fetch meanwhile
            continue
        except InputError as error:  # a link, pipe, device or folder: never opened as one
            raw, unread = b"", error.message
        yield NewMessage(str(path), raw, _marker(folder, path),
                         _marker(folder / REJECTED, path, make=True), unread)


def _read_message(path: Path) -> bytes:
    """A message file's bytes, up to one byte past ``inbound.MAX_MESSAGE_BYTES`` (a longer
    one is refused on its headers alone, so the rest is never read: a message of gigabytes
    costs no memory); ``InputError`` when it is no plain file. Opened without following a
    link, and without waiting on a pipe (which held 'mail fetch' for ever)."""
    from pbem.files.strict_yaml import _kind_of, not_plain

    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise not_plain(str(path), "message", "link") from None
        raise
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise not_plain(str(path), "message", _kind_of(mode))
    with os.fdopen(fd, "rb") as handle:
        return handle.read(inbound.MAX_MESSAGE_BYTES + 1)


def _flags(name: str) -> str:
    return name.partition(":2,")[2]


def _marker(folder: Path, path: Path, *, make: bool = False) -> Callable[[], None]:
    """Move a message into ``folder``'s ``cur/``, seen (made as a Maildir when ``make``)."""
    def done() -> None:
        if make:
            for sub in ("tmp", "new", "cur"):
                (folder / sub).mkdir(mode=0o700, parents=True, exist_ok=True)
        base, _, flags = path.name.partition(":2,")
        target = folder / "cur" / f"{base}:2,{''.join(sorted(set(flags + 'S')))}"
        try:
            os.replace(path, target)
        except FileNotFoundError:  # another fetch took it in and marked it meanwhile
            return
        _fsync(folder / "cur")
    return done


def _fsync(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


# mbox ------------------------------------------------------------------------------------------

def mbox_messages(path: Path, game_path: Path) -> Iterator[NewMessage]:
    """The messages of an mbox file not yet on its done-list, in the file's order."""
    if not path.is_file():
        raise MailboxError(say("cli.no-mbox", path=str(path)))
    done_list = DoneList(mail_folder(game_path) / f"mbox-{_path_hash(path)}.done")
    box = mailbox.mbox(str(path), create=False)
    try:
        box.lock()
    except mailbox.ExternalClashError:
        raise MailUnavailable(say("cli.mbox-locked", path=str(path))) from None
    try:
        raws = [box.get_bytes(key) for key in list(box.iterkeys())]
    finally:
        box.unlock()
        box.close()
    for number, raw in enumerate(raws, start=1):
        key = _mbox_key(raw)
        if key not in done_list:
            add = partial(done_list.add, key)
            yield NewMessage(f"{path} message {number}", raw, add, add)


def _mbox_key(raw: bytes) -> str:
    """The message's journal key, or its bytes' hash for one the mail package fails on."""
    try:
        return inbound.message_key(inbound.parse_message(raw), raw)
    except inbound.PARSER_FAILURES:
        return hashlib.sha256(raw).hexdigest()


def _path_hash(path: Path) -> str:
    return hashlib.sha256(str(path.resolve()).encode("utf-8")).hexdigest()[:16]


class DoneList:
    """Keys of messages done, one a line, each added by one appended and fsynced write."""

    def __init__(self, path: Path) -> None:
        self.path = path
        text = path.read_text(encoding="ascii") if path.is_file() else ""
        self.keys = set(text.split())

    def __contains__(self, key: str) -> bool:
        return key in self.keys

    def add(self, key: str) -> None:
        """Put a key on the list, durably."""
        private_folder(self.path.parent)
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW, 0o600)
        try:
            os.write(fd, f"{key}\n".encode("ascii"))
            os.fsync(fd)
        finally:
            os.close(fd)
        self.keys.add(key)


# IMAP ------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class ImapAccount:
    """Where to fetch from: server, port, user, folder (the password from the environment)."""

    host: str
    port: int = 993
    user: str = ""
    folder: str = "INBOX"


def imap_messages(account: ImapAccount, password: str) -> Iterator[NewMessage]:
    """The unseen messages of an IMAP folder, oldest first; the connection ends with them."""
    connection = _imap_call(account, lambda: imaplib.IMAP4_SSL(account.host, account.port,
                                                               timeout=IMAP_TIMEOUT))
    try:
        _imap_login(account, connection, password)
        _imap_ok(account, _imap_call(account, lambda: connection.select(account.folder)),
                 Message("cli.imap-step.folder", folder=repr(account.folder)))
        found = _imap_call(account, lambda: connection.uid("SEARCH", None, "UNSEEN"))
        _imap_ok(account, found, Message("cli.imap-step.search"))
        for uid in b" ".join(found[1]).split():
            yield _imap_pending(account, connection, uid.decode("ascii"))
    finally:
        with contextlib.suppress(OSError, imaplib.IMAP4.error):
            connection.logout()


def _imap_login(account: ImapAccount, connection: Any, password: str) -> None:
    try:
        connection.login(account.user, password)
    except imaplib.IMAP4.abort as error:
        raise MailUnavailable(say("cli.imap-hung-up", host=account.host,
                                  error=str(error))) from None
    except imaplib.IMAP4.error as error:
        raise MailRefused(say("cli.imap-login", host=account.host, user=repr(account.user),
                              error=str(error))) from None


def _imap_pending(account: ImapAccount, connection: Any, uid: str) -> NewMessage:
    fetched = _imap_call(account, lambda: connection.uid("FETCH", uid, "(BODY.PEEK[])"))
    _imap_ok(account, fetched, Message("cli.imap-step.fetch", uid=uid))
    raw = next((item[1] for item in fetched[1] if isinstance(item, tuple)), b"")

    def marker(flags: str) -> Callable[[], None]:
        def mark() -> None:
            stored = _imap_call(account, lambda: connection.uid("STORE", uid, "+FLAGS", flags))
            _imap_ok(account, stored, Message("cli.imap-step.mark", uid=uid, flags=flags))
        return mark
    return NewMessage(f"{account.host}/{account.folder} message {uid}", raw,
                   marker("(\\Seen)"), marker("(\\Seen \\Flagged)"))


def _imap_call(account: ImapAccount, call: Callable[[], Any]) -> Any:
    """Run one IMAP exchange; a network failure or a dropped connection is transient."""
    try:
        return call()
    except (OSError, imaplib.IMAP4.abort) as error:
        raise MailUnavailable(say("cli.imap-unreachable", host=account.host, port=account.port,
                                  error=str(error or type(error).__name__))) from None
    except imaplib.IMAP4.error as error:
        raise MailRefused(say("cli.imap-refused", host=account.host, error=str(error))) from None


def _imap_ok(account: ImapAccount, answer: Any, what: Message) -> None:
    if not isinstance(answer, tuple) or answer[0] != "OK":
        detail = answer[1] if isinstance(answer, tuple) else answer
        raise MailRefused(say("cli.imap-said-no", host=account.host, step=what,
                              detail=repr(detail)))
