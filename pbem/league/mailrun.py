"""One mail address for every game of a folder: each message taken in by its game, then every
game's mail sent (``pbem mail fetch --games DIR``, ``pbem mail ingest --games DIR``).

A message routed to a game (``pbem.league.routing``) is taken in exactly as ``pbem mail ingest
GAME`` takes it (``pbem.mail.ingest.take_in``: that game's lock, journal, verdict and mails).
A message for no game of its sender's is answered with his own games, recorded in the folder's
own journal beside the games (``DIR/.pbem-league.mail/``, under the lock
``DIR/.pbem-league.lock``), so a second delivery gets no second answer. A message for a game
that cannot be read, or that is locked, is left in the mailbox for the next run. Then each
game's waiting mails go out through its own settings (the folder's ``pbem.toml`` filling in
what a game leaves empty). Whatever fails in one game is that game's problem; the others go on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from pbem.league.folder import find_games, is_transient, problem_line, visit_one
from pbem.league.index import Index, Known, load_index
from pbem.league.routing import Folder, own_games_reply, route
from pbem.league.settings import FolderSettings, folder_settings
from pbem.messages import say

if TYPE_CHECKING:
    from pbem.mail.inbound import Letter
    from pbem.mail.ingest import Options
    from pbem.mail.mailboxes import NewMessage
    from pbem.mail.transport import Transport

LEAGUE = ".pbem-league"
"""The folder's own name for its journal (``.pbem-league.mail/``), lock and audit log."""


@dataclass
class FolderRun:
    """What one run over a folder did: lines for the log, problems by game, and whether the
    game master must look (``needs_gm``) or the next run will mend it (``transient``)."""

    root: Path
    settings: FolderSettings
    index: Index
    folder: Folder = field(default_factory=Folder)
    changed: set[Path] = field(default_factory=set)  # games taken in since they were read
    lines: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    needs_gm: bool = False
    transient: bool = False

    def problem(self, line: str, transient: bool = False) -> None:
        """Record a game's problem (once): the GM's, unless the next run mends it."""
        if line not in self.problems:
            self.problems.append(line)
        self.transient |= transient
        self.needs_gm |= not transient

    @property
    def league(self) -> Path:
        """The path the folder's own journal and lock are named after."""
        return self.root / LEAGUE


def open_folder(root: Path) -> FolderRun:
    """The folder's settings and what is known of every game (``pbem.league.index``: a game
    whose file changed since the last run is read again, without a lock: a game file is
    replaced whole); a game that cannot be read is a problem, and messages for it wait."""
    from pbem.mail.journal import mail_folder

    settings = folder_settings(root)
    run = FolderRun(root, settings, load_index(mail_folder(root / LEAGUE) / "index.json"))
    run.index.refresh(find_games(root))
    _know(run)
    return run


def _know(run: FolderRun) -> None:
    """The folder's games by id, and its broken ones, from the index."""
    run.folder = Folder()
    for path, known in run.index.known.items():
        if known.game is None:
            run.folder.broken[path.parent.name] = path
            run.problem(known.problem or "", known.transient)
        elif known.game.id in run.folder.same_id:
            run.folder.same_id[known.game.id].append(path)
        elif known.game.id in run.folder.games:  # a copy beside it: neither gets the mail
            run.folder.same_id[known.game.id] = [run.folder.games.pop(known.game.id).path, path]
        else:
            run.folder.games[known.game.id] = known.game


def close_folder(run: FolderRun) -> None:
    """Keep what the run knows of the games for the next one, the games it changed read
    again, so that a run with nothing new reads no game at all."""
    run.index.refresh(list(run.index.known), force=run.changed)
    run.changed.clear()
    run.index.save()


def our_address(run: FolderRun) -> str:
    """The folder's one address: ``PBEM_SMTP_FROM`` or the ``pbem.toml``'s ``from``; checked
    before any message is taken in (an answer that could never go must not be promised)."""
    from pbem.files.game import MailPart
    from pbem.mail.settings import part_sender

    return part_sender(run.settings.mail or MailPart(), say("route-owner", folder=str(run.root)))


def take_in_all(run: FolderRun, messages: Iterable[NewMessage], options: Callable[[Path],
                Options], now: str) -> int:
    """Take in every message of the mailbox; returns how many were looked at. A message is
    marked done once handled, set aside once rejected, left new when it must wait."""
    count = 0
    for message in messages:
        count += 1
        if message.unread is not None:
            run.lines.append(say("mailbox-set-aside", label=message.label, reason=message.unread))
            message.reject()
            continue
        status = take_in_one(run, message.raw, options, now, message.label)
        if status == "rejected":
            message.reject()
        elif status != "wait":
            message.done()
    return count


def take_in_one(run: FolderRun, raw: bytes, options: Callable[[Path], Options], now: str,
                label: str = "") -> str:
    """One message to its game, or answered by the folder; its status (``wait``: left for
    the next run)."""
    from pbem.mail import inbound

    prefix = f"{label}: " if label else ""
    try:
        letter = inbound.read_letter(raw)
    except inbound.Unreadable as error:
        _audit(run, now, str(error))
        run.lines.append(prefix + say("route-unreadable", reason=str(error)))
        return "rejected"
    if letter.ignore is not None:
        run.lines.append(prefix + say("route-ignored", sender=letter.sender or "-",
                                      reason=letter.ignore))
        return "ignored"
    where = route(letter, run.folder)
    if where.held is not None:
        same = run.folder.same_id.get(str(where.named))
        run.problem(say("route-held-same-id", game=where.named, paths=[str(p) for p in same])
                    if same else say("route-held", game=where.named, path=str(where.held)))
        run.lines.append(prefix + say("route-waits", game=where.named))
        return "wait"
    if where.game is None:
        return _answer_unrouted(run, letter, options(run.league), now, prefix)
    return _take_in_game(run, where.game.path, raw, options(where.game.path), now, prefix)


def _take_in_game(run: FolderRun, path: Path, raw: bytes, options: Options, now: str,
                  prefix: str) -> str:
    from pbem.mail.ingest import take_in_safely

    outcome = visit_one(path, lambda p: take_in_safely(p, raw, options, now), lock=False)
    known = run.index.known[path].game
    game_id = known.id if known is not None else path.parent.name
    if outcome.value is None:
        run.problem(outcome.problem or "", outcome.transient)
        run.lines.append(prefix + say("route-waits", game=game_id))
        return "wait"
    run.lines.append(f"{prefix}{say('route-game', game=game_id)}: {outcome.value.summary}")
    run.changed.add(path)  # an answer listing games reads it again first
    return outcome.value.status


def _reread(run: FolderRun) -> None:
    """Read again the games changed since they were read, so that an answer listing a
    player's games tells them as they are now."""
    if run.changed:
        run.index.refresh(list(run.index.known), force=run.changed)
        run.changed.clear()
        _know(run)  # (a problem already told is not told twice)


def _answer_unrouted(run: FolderRun, letter: Letter, options: Options, now: str,
                     prefix: str) -> str:
    """The folder's answer, once per message (its own journal and spool)."""
    from pbem.files.game_store import locked
    from pbem.mail.journal import Journal, Spool

    ours = our_address(run)
    _reread(run)
    with locked(run.league, timeout=options.lock_timeout):
        journal = Journal.load(run.league)
        record = journal.record(letter.key)
        if record is not None and record["state"] == "done":
            run.lines.append(prefix + say("route-seen", sender=letter.sender))
            return "seen"
        if record is None:
            record = journal.begin(letter.key, sender=letter.sender,
                                   message_id=letter.message_id, turn=0, history=0, at=now)
        mails = [] if record["nth"] > options.per_sender or _is_ours(letter, ours) \
            else [own_games_reply(letter, run.folder, ours)]
        Spool(run.league).put(record["seq"], mails)
        journal.finish(letter.key, "unrouted", None)
    run.lines.append(prefix + say("route-answered", sender=letter.sender,
                                  count=len(mails)))
    return "unrouted"


def _is_ours(letter: Letter, ours: str) -> bool:
    from pbem.mail.inbound import bare_address

    return letter.sender == bare_address(ours)


def _audit(run: FolderRun, now: str, reason: str) -> None:
    from pbem.files.audit_log import append_audit

    append_audit(run.league, {"at": now, "event": "mail ignored", "reason": reason})


# Sending ---------------------------------------------------------------------------------------

def send_all(run: FolderRun, outbox: Path | None, lock_timeout: float | None) -> int:
    """Send every game's waiting mails through its own settings, then the folder's; a game
    whose mail cannot go is a problem, the others are sent. Returns how many went."""
    sent = 0
    for path, known in run.index.known.items():
        if known.game is None or not _has_waiting(path):
            continue
        outcome = visit_one(path, partial(_send, known=known, run=run, outbox=outbox,
                                          lock_timeout=lock_timeout), lock=False)
        if outcome.value is None:
            run.problem(outcome.problem or "", outcome.transient)
            continue
        sent += outcome.value
    from pbem.notify.journal import hooks_folder

    for path, known in run.index.known.items():  # each game's notifications, its own lock
        if known.hooks or hooks_folder(path).is_dir():
            _notify(run, path, lock_timeout)
    if _has_waiting(run.league):
        try:
            sent += _send(run.league, None, run, outbox, lock_timeout)
        except Exception as error:  # the folder's own answers wait for the next run
            run.problem(problem_line(run.league, error), is_transient(error))
    return sent


def _notify(run: FolderRun, path: Path, lock_timeout: float | None) -> None:
    """Queue and post the game's notifications, if it has webhooks."""
    from pbem.notify.journal import queue_and_send

    outcome = visit_one(path, lambda p: queue_and_send(p, lock_timeout), lock=False)
    if outcome.value is None:
        run.problem(outcome.problem or "", outcome.transient)
        return
    for line in outcome.value.problems:
        run.problem(line, transient=not outcome.value.needs_gm)


def _has_waiting(path: Path) -> bool:
    from pbem.mail.journal import mail_folder

    outgoing = mail_folder(path) / "outgoing"
    return outgoing.is_dir() and any(outgoing.glob("*.eml"))


def _send(path: Path, known: Known | None, run: FolderRun, outbox: Path | None,
          lock_timeout: float | None) -> int:
    """Send the waiting mails of a game (or of the folder, ``known`` None)."""
    from pbem.mail.ingest import send_waiting

    transport = _transport(known, run, outbox)
    try:
        flushed = send_waiting(path, transport, lock_timeout)
    finally:
        close = getattr(transport, "close", None)
        if close is not None:
            close()
    for line in flushed.refused:
        run.problem(line)
    if flushed.sent:
        owner = known.game.id if known is not None and known.game else str(run.root)
        run.lines.append(say("route-sent", count=flushed.sent, game=owner))
    return flushed.sent


def _transport(known: Known | None, run: FolderRun, outbox: Path | None) -> Transport:
    """The way out of a game (its own mail settings over the folder's), or of the folder."""
    from pbem.files.game import MailPart
    from pbem.mail.settings import inherited_part, part_settings
    from pbem.mail.transport import Outbox, SmtpTransport

    if outbox is not None:
        return Outbox(outbox)
    if known is not None and known.game is not None:
        return SmtpTransport(part_settings(inherited_part(known.mail, run.settings.mail)
                                           or MailPart(), f"game {known.game.id}"))
    return SmtpTransport(part_settings(run.settings.mail or MailPart(),
                                       say("route-owner", folder=str(run.root))))
