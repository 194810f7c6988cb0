"""One incoming mail through the one verdict: filters, the lock, ``receive_order``, the mails.

A message is taken in under the game's lock exactly as ``pbem apply`` takes in an order file
(``pbem.intake.receive_order``), so a mailed order gets the same verdict, history entry and
report files. Around it: the loop and flood filters (``pbem.mail.inbound``), the per-sender
limit, and the journal (``pbem.mail.journal``) that makes a second delivery of the same
message, or a run after a crash, neither lose the order nor apply it twice.

Every message that is not ignored gets a reply, accepted or refused; after an order that made
a history entry, every player who has something new gets his report. The whole answer (the
reasons of a refusal, the legal actions) goes only to the registered address of the player
whose checked order of the turn in progress it is; a sender at any other address hears the
outcome alone (``pbem.mail.replies``). The mails wait in the game's ``outgoing/`` folder until
``send_waiting`` hands them on.

A message pbem cannot read, or fails on before its order is stored, is ignored with a line in
the log and the game's audit log (``take_in_safely``: status ``rejected``), so that one mail
from anybody never stops a mailbox. A failure after its order was stored raises
``StoredButUnanswered``, which says so: the same message taken in again completes it.
"""

from __future__ import annotations

from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path
from typing import Any

from pbem.files.entries import OrderEntry
from pbem.files.errors import GameLocked, InputError
from pbem.files.game import Game, MailPart
from pbem.mail import inbound
from pbem.mail.journal import Flushed, Journal, MailboxError, Spool
from pbem.mail.outbound import sender_language
from pbem.messages import render, say, speaking
from pbem.messages.message import Message
from pbem.verdict import Verdict

DEFAULT_PER_SENDER = 10
"""Messages a sender may send per turn before pbem stops answering him (a flood, a loop)."""

EXAMPLE = ("---\ngame: {game}\nplayer: {player}\nturn: {turn}\nsecret: YOUR-SECRET\n"
           "actions:\n  - gold\n...")
"""A correct order, below the words that introduce it (``mail.example``)."""
KEEP_GOING_EXCLUDED = (GameLocked, MailboxError, InputError, OSError)
"""Failures of the game or the machine, not of one message: they stop ``mail fetch``."""


class StoredButUnanswered(Exception):
    """A message's order was applied and saved, and then pbem failed: the text says so and
    how to complete it (take the message in again)."""


@dataclass(frozen=True)
class Options:
    """How messages are taken in: where reports go, the flood limit, the lock's patience."""

    reports: Path
    per_sender: int = DEFAULT_PER_SENDER
    lock_timeout: float | None = None
    inherited: MailPart | None = None  # a games folder's mail settings (pbem.league.settings)


@dataclass(frozen=True)
class Handled:
    """What became of one message: a word for scripts and a line for the log."""

    status: str  # a verdict status, or "ignored", "seen", "notice", "limit"
    summary: str


@dataclass(frozen=True)
class Answer:
    """The mails for one message and the outcome they tell."""

    mails: list[EmailMessage]
    status: str
    summary: str
    player: str | None = None


def take_in(game_path: Path, raw: bytes, options: Options, now: str) -> Handled:
    """Process one raw message for the game; the mails it calls for go to ``outgoing/``.

    Raises ``GameLocked`` when another pbem holds the game (a transient failure),
    ``pbem.mail.settings.SettingsError`` when the game has no sender address, and
    ``StoredButUnanswered`` when it failed after storing the message's order.
    """
    from pbem.files.game_file import load_game
    from pbem.files.game_store import locked

    try:
        letter = inbound.read_letter(raw)
    except inbound.Unreadable as error:
        return _rejected(game_path, f"message ignored: {error}", now)
    sender = letter.sender
    if letter.ignore is not None:
        return Handled("ignored", f"message from {sender or 'nobody'} ignored: {letter.ignore}")
    with locked(game_path, timeout=options.lock_timeout):
        journal = Journal.load(game_path)
        record = journal.record(letter.key)
        if record is not None and record["state"] == "done":
            return Handled("seen", f"message from {sender} was taken in before "
                           f"({record.get('status')}); nothing to do")
        game = load_game(game_path)  # the caller checked that it is there
        ours = _our_address(game, options.inherited)
        if sender == inbound.bare_address(ours):  # our own mail come back: a loop
            return Handled("ignored", f"message from {sender} ignored: it is the game's own")
        if record is None:  # else begun before a crash: taken in again, counted once
            record = journal.begin(letter.key, sender=sender, message_id=letter.message_id,
                                   turn=game.state.position.turn, history=len(game.history),
                                   at=now)
        try:
            # a player is answered in their seat's language, anyone else in the game's
            with speaking(sender_language(game, sender)):
                if record["nth"] > options.per_sender:
                    answer = _over_limit(letter.message, game, ours, record, options)
                else:
                    answer = _answer(game_path, game, letter, ours, record, options, now)
            return _finish(game_path, journal, letter.key, record, answer)
        except StoredButUnanswered:
            raise
        except Exception as error:  # a disk full as much as a bug: was the order stored?
            _raise_if_stored(game_path, record, error)
            raise


def take_in_safely(game_path: Path, raw: bytes, options: Options, now: str) -> Handled:
    """``take_in``, except that a message pbem fails on before storing its order is ignored
    with a line in the log (status ``rejected``: a mailbox moves it aside) instead of
    stopping the run; failures of the game, the machine or the settings still stop it."""
    from pbem.mail.settings import SettingsError

    try:
        return take_in(game_path, raw, options, now)
    except (*KEEP_GOING_EXCLUDED, StoredButUnanswered, SettingsError):
        raise
    except Exception as error:
        from pbem.mail.headers import one_line

        reason = f"{type(error).__name__}: {one_line(str(error))[:160]}"
        return _rejected(game_path, f"message ignored: pbem failed on it ({reason})", now)


def _rejected(game_path: Path, summary: str, now: str) -> Handled:
    """A message set aside unanswered, recorded in the game's audit log."""
    from pbem.files.audit_log import append_audit

    append_audit(game_path, {"at": now, "event": "mail ignored", "reason": summary})
    return Handled("rejected", summary)


def _raise_if_stored(game_path: Path, record: dict[str, Any], error: Exception) -> None:
    """Raise ``StoredButUnanswered`` when the failed message's order made a history entry."""
    from pbem.files.game_file import load_game

    try:
        game = load_game(game_path)
    except InputError:  # the game file itself is the trouble: the original failure says more
        return
    if len(game.history) <= record["history"]:
        return
    entry = game.history[-1]
    raise StoredButUnanswered(say(
        "cli.stored-unanswered", sender=record["from"], player=entry.player, entry=entry.n,
        error=f"{type(error).__name__}: {str(error)[:160]}")) from None


def _finish(game_path: Path, journal: Journal, key: str, record: dict[str, Any],
            answer: Answer) -> Handled:
    Spool(game_path).put(record["seq"], answer.mails)
    journal.finish(key, answer.status, answer.player)
    return Handled(answer.status, f"message from {record['from']}: {answer.summary}")


def send_waiting(game_path: Path, transport: Any, lock_timeout: float | None = None
                 ) -> Flushed:
    """Send the mails of every finished message still waiting (see ``Spool.flush``)."""
    from pbem.files.game_store import locked

    with locked(game_path, timeout=lock_timeout):  # two senders would send a mail twice
        return Spool(game_path).flush(Journal.load(game_path).finished(), transport)


def _our_address(game: Game, inherited: MailPart | None = None) -> str:
    from pbem.mail.settings import inherit, sender_address

    return sender_address(inherit(game, inherited))


def _over_limit(message: EmailMessage, game: Game, ours: str, record: dict[str, Any],
                options: Options) -> Answer:
    """The first message over the limit is told so once; later ones get no answer at all."""
    turn = record["turn"]
    if record["nth"] > options.per_sender + 1:
        return Answer([], "limit", f"over the limit of {options.per_sender} messages in turn "
                      f"{turn}; ignored without a reply")
    from pbem.mail.outbound import reply_to

    notice = say("mail.over-limit", count=options.per_sender, turn=turn)
    return Answer([reply_to(message, game, ours, [], notice)], "limit",
                  f"over the limit of {options.per_sender} messages in turn {turn}; told so")


def _answer(game_path: Path, game: Game, letter: inbound.Letter, ours: str,
            record: dict[str, Any], options: Options, now: str) -> Answer:
    """Find and read the order, take it in, and compose the reply and the reports."""
    from pbem.files.order import read_order_text
    from pbem.intake import receive_order
    from pbem.mail.outbound import reply_to

    message = letter.message

    def notice_only(notice: str, summary: str) -> Answer:
        return Answer([reply_to(message, game, ours, [], notice)], "notice", summary)

    found = letter.found
    if found is None:
        return notice_only(say("mail.too-big", size=len(message.as_bytes()) // 1024,
                               most=inbound.MAX_MESSAGE_BYTES // 1024), "refused unread: too big")
    if found.order is None:
        said = render(found.problem) if found.problem else _not_found(found.why)
        return notice_only(f"{said}\n\n{_example(game, letter.sender)}",
                           f"no order found ({found.why}); told how to send")
    try:
        order = read_order_text(found.order.text, found.order.filename)
    except InputError as error:
        return notice_only(say("mail.unreadable", error=str(error)), f"unreadable: {error}")
    received = receive_order(game_path, game, order, options.reports, now, command="mail")
    verdict, after = received.verdict, received.game
    entries = [verdict.entry] if verdict.entry is not None else []
    notes = [_more_orders(found)] if found.ignored else []
    if verdict.status == "duplicate":
        recovered = _applied_since(after, record["history"], order.digest)
        if recovered is not None:  # this very message's order, stored before a crash
            verdict, entries = _verdict_of(after, recovered, order.filename), [recovered]
            notes.append(say("mail.interrupted"))
    return Answer(_mails(message, after, ours, verdict, notes, entries), verdict.status,
                  _summary(verdict), verdict.player)


def _not_found(why: str) -> str:
    """Why no order was read in a message, and how to send one."""
    if why == "html-only":
        return say("mail.html-only")
    if why == "quoted-only":
        return say("mail.quoted-only")
    if why == "form-unchanged":
        return say("mail.form-unchanged")
    return say("mail.how-to-send")


def _example(game: Game, sender: str) -> str:
    """A correct order for the sender: their colour when their address is a player's."""
    colour = next((seat.colour for seat in game.players if seat.email.strip().lower() == sender
                   and sender), say("mail.your-colour"))
    order = EXAMPLE.format(game=game.id, player=colour, turn=game.state.position.turn)
    return f"{say('mail.example')}\n\n{order}"


def _mails(message: EmailMessage, game: Game, ours: str, verdict: Verdict, notes: list[str],
           entries: list[int]) -> list[EmailMessage]:
    """The replies (see the module: the whole answer to the player's registered address
    alone), then the step's reports."""
    from pbem.league.spectators import spectator_mails
    from pbem.mail.outbound import report_mails

    replies = _replies(message, game, ours, verdict, "\n\n".join(notes) or None)
    return [*replies, *[mail for entry in entries for mail in report_mails(game, entry, ours)],
            *spectator_mails(game, entries, ours)]


def _replies(message: EmailMessage, game: Game, ours: str, verdict: Verdict,
             notice: str | None) -> list[EmailMessage]:
    """The player's whole answer at his registered address when his checked order of the turn
    in progress was run; the outcome alone to a sender at any other address."""
    from pbem.mail.headers import addresses, plain_address
    from pbem.mail.outbound import mail_address, reply_to

    seat = game.player(verdict.player) if verdict.parts else None
    registered = mail_address(seat) if seat is not None else None
    if registered is None:
        return [reply_to(message, game, ours, [verdict], notice)]
    private = reply_to(message, game, ours, [verdict], notice, to_player=verdict.player)
    answered = [address for _name, address in addresses(message, "Reply-To")] or \
        [address for _name, address in addresses(message, "From")]
    if plain_address(answered[0] if answered else "") == registered:
        return [private]
    elsewhere = say("mail.elsewhere", player=verdict.player)
    public = reply_to(message, game, ours, [verdict], "\n\n".join(filter(None, [notice,
                                                                              elsewhere])))
    return [private, public]


def _more_orders(found: inbound.Found) -> str:
    assert found.order is not None
    return say("mail.more-orders", count=found.ignored + 1, file=found.order.filename,
               ignored=found.ignored)


def _applied_since(game: Game, history: int, digest: str) -> int | None:
    """The history entry, made since ``history`` entries, that applied the order ``digest``."""
    return next((entry.n for entry in game.history[history:]
                 if isinstance(entry, OrderEntry) and entry.order_digest == digest), None)


def _verdict_of(game: Game, n: int, filename: str) -> Verdict:
    """The verdict an order got, told again from its history entry (after a crash)."""
    entry = game.history[n]
    assert isinstance(entry, OrderEntry)  # found by ``_applied_since``
    parts = list(entry.parts)
    done = len(parts[0].applied) if parts else 0
    return Verdict(filename, entry.player, entry.outcome,
                   Message("recorded", count=done, entry=n), parts, entry=n)


def _summary(verdict: Verdict) -> str:
    where = f" (history entry {verdict.entry})" if verdict.entry is not None else ""
    return f"{verdict.player}'s order {verdict.status}{where}: {verdict.text}"
