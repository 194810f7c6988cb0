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
from typing import TYPE_CHECKING, Any

from pbem.league.folder import find_games, is_transient, problem_line, visit_one
from pbem.league.routing import Folder, folder_game, own_games_reply, route
from pbem.league.settings import FolderSettings, folder_settings
from pbem.messages import say

if TYPE_CHECKING:
    from pbem.files.game import Game
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
    folder: Folder = field(default_factory=Folder)
    games: dict[Path, Game] = field(default_factory=dict)
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
    """Read the folder's settings and every game (no lock: a game file is replaced whole);
    a game that cannot be read is a problem, and messages for it wait."""
    from pbem.files.game_file import load_game

    run = FolderRun(root, folder_settings(root))
    for path in find_games(root):
        outcome = visit_one(path, load_game, lock=False)
        if outcome.value is None:
            run.folder.broken[path.parent.name] = path
            run.problem(outcome.problem or "", outcome.transient)
            continue
        game = outcome.value
        run.games[path] = game
        run.folder.games.setdefault(game.id, folder_game(path, game))
    return run


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
        run.problem(say("route-held", game=where.named, path=str(where.held)))
        run.lines.append(prefix + say("route-waits", game=where.named))
        return "wait"
    if where.game is None:
        return _answer_unrouted(run, letter, options(run.league), now, prefix)
    return _take_in_game(run, where.game.path, raw, options(where.game.path), now, prefix)


def _take_in_game(run: FolderRun, path: Path, raw: bytes, options: Options, now: str,
                  prefix: str) -> str:
    from pbem.mail.ingest import take_in_safely

    outcome = visit_one(path, lambda p: take_in_safely(p, raw, options, now), lock=False)
    game_id = run.games[path].id
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
    from pbem.files.game_file import load_game

    for path in sorted(run.changed):
        outcome = visit_one(path, load_game, lock=False)
        if outcome.value is not None:
            run.games[path] = outcome.value
            run.folder.games[outcome.value.id] = folder_game(path, outcome.value)
    run.changed.clear()


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
    for path, game in run.games.items():
        if not _has_waiting(path):
            continue
        outcome = visit_one(path, partial(_send, game=game, run=run, outbox=outbox,
                                          lock_timeout=lock_timeout), lock=False)
        if outcome.value is None:
            run.problem(outcome.problem or "", outcome.transient)
            continue
        sent += outcome.value
    for path in run.games:  # each game's notifications, under its own lock
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

    if not run.games[path].hooks:
        return
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


def _send(path: Path, game: Game | None, run: FolderRun, outbox: Path | None,
          lock_timeout: float | None) -> int:
    """Send the waiting mails of a game (or of the folder, ``game`` None)."""
    from pbem.mail.ingest import send_waiting

    transport = _transport(game, run, outbox)
    try:
        flushed = send_waiting(path, transport, lock_timeout)
    finally:
        close = getattr(transport, "close", None)
        if close is not None:
            close()
    for line in flushed.refused:
        run.problem(line)
    if flushed.sent:
        run.lines.append(say("route-sent", count=flushed.sent,
                             game=game.id if game is not None else str(run.root)))
    return flushed.sent


def _transport(game: Game | None, run: FolderRun, outbox: Path | None) -> Transport:
    from pbem.files.game import MailPart
    from pbem.mail.settings import inherit, part_settings
    from pbem.mail.transport import Outbox, SmtpTransport, transport_for

    if game is not None:
        return transport_for(inherit(game, run.settings.mail), outbox)
    if outbox is not None:
        return Outbox(outbox)
    return SmtpTransport(part_settings(run.settings.mail or MailPart(),
                                       say("route-owner", folder=str(run.root))))


def summary(run: FolderRun, count: int, sent: int, dry_run: bool) -> dict[str, Any]:
    """The end of the run's log: messages looked at, mails sent, games needing the GM."""
    return {"messages": count, "sent": sent, "problems": list(run.problems),
            "needs-gm": run.needs_gm, "transient": run.transient, "dry-run": dry_run}
