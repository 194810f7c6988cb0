"""``pbem tick``: what the game's clock calls for now, done once, under the game's lock.

A tick plays every missed turn or decision that is due (``pbem.deadlines.play``), saving the
game and writing the step's reports after each, and sends the reminders that are due. Each
is recorded in the game's journal (``game.yaml.mail/journal.json``, the one the mail route
keeps) before its mails are composed, and marked done once they wait in ``outgoing/``: a tick
cut short (killed, a power cut) and run again composes what the first could not, and a second
tick at the same time waits for the lock and then finds nothing left to do. So each missed turn
is played once and each reminder composed once. The mails go out at the end
(``pbem.mail.ingest.send_waiting``), as the mail route's do.

Guards: a clock far past (or before) the game's last entry and the last tick is refused
(``pbem.deadlines.due.clock_jump``) unless the game master says it is right (``catch_up``);
and deadlines that passed while no tick ran are held back until he says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pbem.deadlines.due import Overdue, clock_jump, overdue, reminders
from pbem.deadlines.play import played
from pbem.deadlines.times import moment
from pbem.deadlines.words import relative, shown_time
from pbem.files.game import Game
from pbem.mail.journal import Journal, Spool

MAX_ENTRIES = 200
"""Entries one tick makes at most (seats in civil disorder could otherwise play a whole game
in one run); the next tick goes on."""


class ClockRefused(Exception):
    """The time pbem was given cannot be right; the message says why and what to do."""


@dataclass
class Ticked:
    """What one tick did, for the game master: a line each, and whether deadlines were held
    back after an outage."""

    lines: list[str] = field(default_factory=list)
    held: list[str] = field(default_factory=list)


def tick(path: Path, now: str, reports: Path, *, catch_up: bool = False,
         lock_timeout: float | None = None) -> Ticked:
    """Do what the clock calls for at ``now`` for the game at ``path`` (see the module)."""
    from pbem.files.game_file import load_game
    from pbem.files.game_store import locked

    done = Ticked()
    with locked(path, timeout=lock_timeout):
        game = load_game(path)
        if game.state.clock is None:
            return done  # a game without deadlines: nothing is ever due
        journal = Journal.load(path)
        _check_clock(game, journal, now, catch_up)
        sender = _sender(game)
        _recover(path, game, journal, sender)
        _complete_reports(game, journal, reports)
        game = _play_missed(path, game, journal, now, reports, catch_up, sender, done)
        _remind(path, game, journal, now, sender, done)
        journal.data["last-tick"] = now
        journal.save()
    return done


def _check_clock(game: Game, journal: Journal, now: str, catch_up: bool) -> None:
    last = [game.history[-1].at, str(journal.data.get("last-tick") or "")]
    jump = clock_jump(moment(now), [t for t in last if "T" in t])
    if jump == "behind":
        raise ClockRefused(f"the clock says {now}, before the game's last entry or tick "
                           f"({max(last)}): check the machine's clock (or PBEM_NOW)")
    if jump == "ahead" and not catch_up:
        raise ClockRefused(f"the clock says {now}, days after the game's last entry or tick "
                           f"({max(last)}): if it is right (the machine was off), run 'pbem "
                           "tick --catch-up' once; else check the clock (or PBEM_NOW)")


def _sender(game: Game) -> str | None:
    """The game's address, when it sends mail; None when it does not."""
    from pbem.mail.settings import SettingsError, sender_address

    try:
        return sender_address(game)
    except SettingsError:
        return None


def _play_missed(path: Path, game: Game, journal: Journal, now: str, reports: Path,
                 catch_up: bool, sender: str | None, done: Ticked) -> Game:
    from pbem.files.atomic import LinkedFolderError
    from pbem.files.errors import TICK_AGAIN, TURN_DONE, not_written
    from pbem.publish import save_and_publish

    for _ in range(MAX_ENTRIES):
        items = overdue(game.state.clock, moment(now), catch_up)
        done.held = [_held_line(game, i) for i in items if i.what == "held"]
        item = next((i for i in items if i.what != "held"), None)
        if item is None:
            break
        key = f"tick:entry:{len(game.history)}"
        record = journal.record(key) or journal.begin_own(key, at=now,
                                                          history=len(game.history))
        after = played(game, item, now)
        if after is None:
            break
        save_and_publish(path, after, len(after.history) - 1, reports, again=TICK_AGAIN,
                         done=TURN_DONE)
        game = after
        try:
            _mail_entries(path, game, journal, key, record, sender)
        except (OSError, LinkedFolderError) as error:  # after the save: the next tick
            raise not_written(error, path, TICK_AGAIN, TURN_DONE) from error  # composes them
        done.lines.append(_played_line(game, item))
    return game


def _mail_entries(path: Path, game: Game, journal: Journal, key: str, record: dict[str, Any],
                  sender: str | None) -> None:
    """The reports of the entries made since ``record`` was begun, to every player with
    something new (``report_mails``), queued; then the record is done."""
    from pbem.mail.outbound import report_mails

    mails = [] if sender is None else [
        mail for n in range(record["history"], len(game.history))
        for mail in report_mails(game, n, sender)]
    Spool(path).put(record["seq"], mails)
    journal.finish(key, "played", None)


def _recover(path: Path, game: Game, journal: Journal, sender: str | None) -> None:
    """Compose the mails of a tick cut short after it saved the game (its entries are there,
    its record only begun)."""
    for key, record in list(journal.data["messages"].items()):
        if (key.startswith("tick:entry:") and record.get("state") == "begun"
                and len(game.history) > record["history"]):
            _mail_entries(path, game, journal, key, record, sender)


def _complete_reports(game: Game, journal: Journal, reports: Path) -> None:
    """Write the reports of a tick's entry that a tick cut short after the save could not
    (killed, a full disk): a turn played by the stand-in has no order to send again."""
    from pbem.publish import complete_step_reports

    if journal.record(f"tick:entry:{len(game.history) - 1}") is not None:
        complete_step_reports(game, reports)


def _remind(path: Path, game: Game, journal: Journal, now: str, sender: str | None,
            done: Ticked) -> None:
    from pbem.mail.notices import reminder_mail

    clock = game.state.clock
    for reminder in reminders(clock, moment(now)):
        record = journal.record(reminder.key)
        if record is not None and record.get("state") == "done":
            continue  # sent by an earlier tick
        record = record or journal.begin_own(reminder.key, at=now, history=len(game.history))
        mail = reminder_mail(game, reminder, sender, now) if sender is not None else None
        Spool(path).put(record["seq"], [mail] if mail is not None else [])
        journal.finish(reminder.key, "reminded", reminder.player)
        assert clock is not None  # a reminder comes from a clock
        how = "mailed" if mail is not None else "due (no mail: tell him)"
        done.lines.append(f"reminder for {reminder.player}: {how}; deadline "
                          f"{shown_time(reminder.due, clock.settings.zone)} "
                          f"({relative(reminder.due, now)})")


def _played_line(game: Game, item: Overdue) -> str:
    entry = game.history[-1]
    if item.what == "late":
        return f"{item.player} is late: the notice is history entry {entry.n} (policy wait)"
    by = "the stand-in" if item.by == "stand-in" else "the rules' fixed answers (pass)"
    why = {"absent": " (away)", "disorder": " (civil disorder)"}.get(item.reason, "")
    return f"{item.player}{why}: played by {by}, history entry {entry.n}"


def _held_line(game: Game, item: Overdue) -> str:
    clock = game.state.clock
    assert clock is not None
    due = clock.deadline(item.player) or ""
    return (f"{item.player}: the deadline {shown_time(due, clock.settings.zone)} passed while "
            "no tick ran (the machine was off?): nothing applied; extend it ('pbem deadline "
            "GAME --extend 24h') or apply it ('pbem tick GAME --catch-up')")


def mails_game(game: Game) -> bool:
    """Whether the game sends mail (it has a sender address)."""
    return _sender(game) is not None


def publish_entries(path: Path, before: Game, after: Game, reports: Path, now: str,
                    secrets: dict[str, str] | None = None) -> None:
    """Save ``after`` (``before`` with new entries), write the last entry's reports and queue
    the new entries' report mails; the caller holds the lock. ``secrets`` (colour -> secret,
    a seat's new holder) go into his own report and his first mail alone, which also holds
    the game so far as his colour may see it (``pbem log``)."""
    from pbem.files.atomic import LinkedFolderError, write_text_atomic
    from pbem.files.errors import CHANGE_DONE, TICK_WRITES, not_written
    from pbem.files.game_file import save_game
    from pbem.publish import check_step_folder, report_file, write_step_reports

    n = len(after.history) - 1
    journal = Journal.load(path)
    key = f"tick:entry:{len(before.history)}"
    record = journal.record(key) or journal.begin_own(key, at=now, history=len(before.history))
    check_step_folder(after, n, reports)
    save_game(path, after)
    try:  # after the save: the next tick writes the reports and mails (its journal record)
        out = write_step_reports(after, n, reports, secrets)
        for colour in secrets or {}:
            name, text = report_file(after, colour, f"{colour}-history.txt",
                                     _history(after, colour))
            write_text_atomic(out / name, text, durable=False, inside=reports)
        sender = _sender(after)
        if not secrets or sender is None:
            _mail_entries(path, after, journal, key, record, sender)
            return
        Spool(path).put(record["seq"], _first_mails(after, n, sender, secrets, now))
    except (OSError, LinkedFolderError) as error:
        raise not_written(error, reports, TICK_WRITES, CHANGE_DONE) from error
    journal.finish(key, "published", None)


def _history(game: Game, colour: str) -> str:
    from pbem.report.log import log_lines

    return "\n".join(log_lines(game, colour)) + "\n"


def _first_mails(game: Game, n: int, sender: str, secrets: dict[str, str], now: str) -> list[Any]:
    """Every player's report mail of entry ``n``; a new holder's is his first mail, with his
    secret and the game so far (``pbem.mail.notices.seat_mail``)."""
    from pbem.mail.notices import seat_mail
    from pbem.mail.outbound import mail_address, report_mails

    addresses = {c: mail_address(s) for c in secrets if (s := game.player(c)) is not None}
    mails = []
    for mail in report_mails(game, n, sender, secrets=secrets):
        colour = next((c for c, a in addresses.items() if a and a in str(mail["To"])), None)
        first = None if colour is None else seat_mail(game, colour, secrets[colour], sender,
                                                      _history(game, colour), mail, now)
        mails.append(first or mail)
    return mails
