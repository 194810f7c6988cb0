"""One incoming mail through the one verdict: filters, the lock, ``receive_order``, the mails.

A message is taken in under the game's lock exactly as ``pbem apply`` takes in an order file
(``pbem.intake.receive_order``), so a mailed order gets the same verdict, history entry and
report files. Around it: the loop and flood filters (``pbem.mail.inbound``), the per-sender
limit, and the journal (``pbem.mail.journal``) that makes a second delivery of the same
message, or a run after a crash, neither lose the order nor apply it twice.

Every message that is not ignored gets one reply to its sender, accepted or refused; after an
order that made a history entry, every player who has something new gets his report. The mails
wait in the game's ``outgoing/`` folder until ``send_waiting`` hands them on.
"""

from __future__ import annotations

from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path
from typing import Any

from pbem.files.errors import InputError
from pbem.files.game import Entry, Game
from pbem.mail import inbound
from pbem.mail.journal import Flushed, Journal, Spool
from pbem.verdict import Part, Refusal, Verdict

DEFAULT_PER_SENDER = 10
"""Messages a sender may send per turn before pbem stops answering him (a flood, a loop)."""

HOW_TO_SEND = (
    "pbem found no order in your message. Send it as plain text: the order between a line "
    "'---' and a line '...' (or between the scissors lines copied from your report), or as a "
    "file ending in .yaml attached to the mail.")
HTML_ONLY = (
    "Your message has no plain-text part (it was sent as HTML only), so pbem cannot read an "
    "order in it. Switch your mail program to plain text for this message, or attach the "
    "order as a file ending in .yaml.")
OVER_LIMIT = (
    "You have sent {count} messages during turn {turn}, the most pbem answers in one turn; "
    "further messages from you are ignored until the next turn.")


@dataclass(frozen=True)
class Options:
    """How messages are taken in: where reports go, the flood limit, the lock's patience."""

    reports: Path
    per_sender: int = DEFAULT_PER_SENDER
    lock_timeout: float | None = None


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

    Raises ``GameLocked`` when another pbem holds the game (a transient failure) and
    ``pbem.mail.settings.SettingsError`` when the game has no sender address.
    """
    from pbem.files.game_file import load_game, locked

    message = inbound.parse_message(raw)
    sender = inbound.sender_address(message)
    reason = inbound.ignore_reason(message)
    if reason is not None:
        return Handled("ignored", f"message from {sender or 'nobody'} ignored: {reason}")
    key = inbound.message_key(message, raw)
    with locked(game_path, timeout=options.lock_timeout):
        journal = Journal.load(game_path)
        record = journal.record(key)
        if record is not None and record["state"] == "done":
            return Handled("seen", f"message from {sender} was taken in before "
                           f"({record.get('status')}); nothing to do")
        game = load_game(game_path)  # the caller checked that it is there
        ours = _our_address(game)
        if sender == inbound.bare_address(ours):  # our own mail come back: a loop
            return Handled("ignored", f"message from {sender} ignored: it is the game's own")
        if record is None:  # else begun before a crash: taken in again, counted once
            record = journal.begin(key, sender=sender, message_id=str(message.get(
                "Message-ID", "")).strip(), turn=game.state.position.turn,
                history=len(game.history), at=now)
        if record["nth"] > options.per_sender:
            answer = _over_limit(message, game, ours, record, options)
        else:
            answer = _answer(game_path, game, message, raw, ours, record, options, now)
        return _finish(game_path, journal, key, record, answer)


def _finish(game_path: Path, journal: Journal, key: str, record: dict[str, Any],
            answer: Answer) -> Handled:
    Spool(game_path).put(record["seq"], answer.mails)
    journal.finish(key, answer.status, answer.player)
    return Handled(answer.status, f"message from {record['from']}: {answer.summary}")


def send_waiting(game_path: Path, transport: Any, lock_timeout: float | None = None
                 ) -> Flushed:
    """Send the mails of every finished message still waiting (see ``Spool.flush``)."""
    from pbem.files.game_file import locked

    with locked(game_path, timeout=lock_timeout):  # two senders would send a mail twice
        return Spool(game_path).flush(Journal.load(game_path).finished(), transport)


def _our_address(game: Game) -> str:
    from pbem.mail.settings import sender_address

    return sender_address(game)


def _over_limit(message: EmailMessage, game: Game, ours: str, record: dict[str, Any],
                options: Options) -> Answer:
    """The first message over the limit is told so once; later ones get no answer at all."""
    turn = record["turn"]
    if record["nth"] > options.per_sender + 1:
        return Answer([], "limit", f"over the limit of {options.per_sender} messages in turn "
                      f"{turn}; ignored without a reply")
    from pbem.mail.outbound import reply_to

    notice = OVER_LIMIT.format(count=options.per_sender, turn=turn)
    return Answer([reply_to(message, game, ours, [], notice)], "limit",
                  f"over the limit of {options.per_sender} messages in turn {turn}; told so")


def _answer(game_path: Path, game: Game, message: EmailMessage, raw: bytes, ours: str,
            record: dict[str, Any], options: Options, now: str) -> Answer:
    """Find and read the order, take it in, and compose the reply and the reports."""
    from pbem.files.order import read_order_text
    from pbem.intake import receive_order
    from pbem.mail.outbound import reply_to

    def notice_only(notice: str, summary: str) -> Answer:
        return Answer([reply_to(message, game, ours, [], notice)], "notice", summary)

    if inbound.is_oversized(raw):
        return notice_only(
            f"Your message is {len(raw) // 1024} KiB; pbem reads messages of at most "
            f"{inbound.MAX_MESSAGE_BYTES // 1024} KiB. Send the order alone, as text or as a "
            "small .yaml attachment.", "refused unread: too big")
    found = inbound.find_order(message)
    if found.order is None:
        if found.html_only:
            return notice_only(HTML_ONLY, "no plain text (HTML only); told how to send")
        return notice_only(found.problem or HOW_TO_SEND, "no order found; told how to send")
    try:
        order = read_order_text(found.order.text, found.order.filename)
    except InputError as error:
        return notice_only(f"pbem could not read your order: {error}", f"unreadable: {error}")
    received = receive_order(game_path, game, order, options.reports, now, command="mail")
    verdict, after = received.verdict, received.game
    entries = [verdict.entry] if verdict.entry is not None else []
    notes = [_more_orders(found)] if found.ignored else []
    if verdict.status == "duplicate":
        recovered = _applied_since(after, record["history"], order.digest)
        if recovered is not None:  # this very message's order, stored before a crash
            verdict, entries = _verdict_of(after, recovered, order.filename), [recovered]
            notes.append("pbem was interrupted after storing your order and before answering; "
                         "this is its answer.")
    return Answer(_mails(message, after, ours, verdict, notes, entries), verdict.status,
                  _summary(verdict), verdict.player)


def _mails(message: EmailMessage, game: Game, ours: str, verdict: Verdict, notes: list[str],
           entries: list[int]) -> list[EmailMessage]:
    from pbem.mail.outbound import reply_to, report_mails

    reply = reply_to(message, game, ours, [verdict], "\n\n".join(notes) or None)
    return [reply, *[mail for entry in entries for mail in report_mails(game, entry, ours)]]


def _more_orders(found: inbound.Found) -> str:
    assert found.order is not None
    return (f"Your message held {found.ignored + 1} orders; only the first one "
            f"({found.order.filename}) was read, the other {found.ignored} ignored. Send each "
            "order in a mail of its own.")


def _applied_since(game: Game, history: int, digest: str) -> int | None:
    """The history entry, made since ``history`` entries, that applied the order ``digest``."""
    return next((n for n in range(history, len(game.history))
                 if game.history[n].get("order-hash") == digest), None)


def _verdict_of(game: Game, n: int, filename: str) -> Verdict:
    """The verdict an order got, told again from its history entry (after a crash)."""
    entry: Entry = game.history[n]
    parts = [_part_of(data) for data in entry.get("parts", [])]
    done = len(parts[0].applied) if parts else 0
    return Verdict(filename, entry["player"], entry["outcome"],
                   f"{done} action(s) applied (history entry {n})", parts, entry=n)


def _part_of(data: dict[str, Any]) -> Part:
    refused = data.get("refused")
    return Part(data["player"], list(data.get("applied", [])),
                None if refused is None else Refusal(
                    refused["index"], 0, 0, refused["action"], refused["rule"],
                    refused["message"], tuple(refused.get("legal", ()))),
                list(data.get("waiting", [])), ended_turn=bool(data.get("ended-turn")))


def _summary(verdict: Verdict) -> str:
    where = f" (history entry {verdict.entry})" if verdict.entry is not None else ""
    return f"{verdict.player}'s order {verdict.status}{where}: {verdict.message}"
