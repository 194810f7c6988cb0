"""What the clock tells, and to whom: the mails and webhook notices of a tick's work.

After entries made by a tick (or by the game master's change of deadlines or seats): every
player with something new gets the step's report, each spectator the public report their delay
allows (``pbem.league.spectators``), and the game's webhooks a ``missed`` notice for each turn
or decision a deadline played (or, policy ``wait``, each late notice). With a reminder due:
the reminder mail to that player, and a ``deadline`` notice. The mails go into the game's
spool and the notices into its webhook queue (``pbem.notify.journal``) before the journal's
record is marked done, all under the game's lock: a tick killed half-way composes them again
under the same numbers and names, so each mail and each notice waits once however often it is
composed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pbem.mail.journal import Journal, Spool

if TYPE_CHECKING:
    from email.message import EmailMessage
    from pathlib import Path

    from pbem.deadlines.due import Reminder
    from pbem.files.game import Game
    from pbem.notify.events import Notice


def tell_entries(path: Path, game: Game, journal: Journal, key: str, record: dict[str, Any],
                 sender: str | None, status: str = "played",
                 mails: list[EmailMessage] | None = None) -> None:
    """Queue the mails and notices of the entries made since ``record`` was begun, then mark
    it done. ``mails`` replaces the players' report mails (a new seat holder's first mails);
    without a sender the game sends no mail, and its webhooks are told all the same."""
    from pbem.league.spectators import spectator_mails
    from pbem.mail.outbound import report_mails

    entries = list(range(record["history"], len(game.history)))
    if sender is None:
        composed: list[EmailMessage] = []
    else:
        reports = mails if mails is not None else [
            mail for n in entries for mail in report_mails(game, n, sender)]
        composed = [*reports, *spectator_mails(game, entries, sender)]
    Spool(path).put(record["seq"], composed)
    _queue(path, game, [notice for n in entries if (notice := _missed(game, n)) is not None])
    journal.finish(key, status, None)


def tell_reminder(path: Path, game: Game, journal: Journal, reminder: Reminder, now: str,
                  sender: str | None) -> bool:
    """Queue a reminder's mail (when the game sends mail and the player has an address) and
    its ``deadline`` notice, then mark it done; whether a mail was composed."""
    from pbem.mail.notices import reminder_mail

    record = journal.record(reminder.key) or journal.begin_own(reminder.key, at=now,
                                                               history=len(game.history))
    mail = reminder_mail(game, reminder, sender, now) if sender is not None else None
    Spool(path).put(record["seq"], [mail] if mail is not None else [])
    _queue(path, game, [_deadline(game, reminder)])
    journal.finish(reminder.key, "reminded", reminder.player)
    return mail is not None


def _missed(game: Game, n: int) -> Notice | None:
    """The ``missed`` notice of entry ``n``, when a deadline played it for a player or, the
    policy being ``wait``, it is the notice that a player is late."""
    from pbem.files.entries import DeadlineEntry, OrderEntry
    from pbem.notify.events import late_notice, missed_notice

    entry = game.history[n]
    if isinstance(entry, DeadlineEntry) and entry.change.get("what") == "late":
        late = [str(p) for p in entry.change.get("players") or ()]
        return late_notice(game, late[0], entry.turn, entry=n) if late else None
    if not isinstance(entry, OrderEntry) or entry.by is None:
        return None
    told = next((e.public for e in entry.events if e.kind == "missed"), None) or {}
    return missed_notice(game, entry.player, entry.turn, entry=n,
                         decision=told.get("for") == "decision")


def _deadline(game: Game, reminder: Reminder) -> Notice:
    from pbem.deadlines.words import shown_time
    from pbem.notify.events import deadline_notice

    clock = game.state.clock
    zone = clock.settings.zone if clock is not None else "UTC"
    return deadline_notice(game, reminder.player, shown_time(reminder.due, zone),
                           before=reminder.before)


def _queue(path: Path, game: Game, notices: list[Notice]) -> None:
    """Queue the notices (and whatever else the game calls for now: whose move it is) for
    the game's webhooks; nothing at all in a game without any."""
    from pbem.notify.journal import queue

    queue(path, game, notices)
