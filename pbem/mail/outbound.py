"""Composing the game's mail: replies to orders, and each player's report after a step.

A reply tells the sender what became of his message in the words ``pbem apply`` uses
(``pbem.verdict.verdict_lines``): accepted, with the actions as applied, or refused, with
the rule, the reason and the legal choices; it is threaded to his message (In-Reply-To,
References) and marked ``Auto-Submitted: auto-replied`` (RFC 3834) so that no vacation program
answers it. A report mail holds the player's own text report as its body and his HTML report as
an attachment (many mail programs drop SVG inline), rendered by ``pbem.report.inputs`` exactly as
the report files are, so a mail tells a player no more than his own report does.

Who gets a report after a step ("has something new", ``has_news``): the player who sent its
order; everyone after the set-up or an undo; and everyone when the step, as his report tells it,
applied an action or has an event he may see. What is left is an order that only set its
sender's standing answers: the others' reports would be their last ones again.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime, formataddr, make_msgid, parseaddr
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pbem.files.entries import Entry, OrderEntry
from pbem.files.game import Game, PlayerInfo
from pbem.mail.headers import addresses, header_name, plain_address, text
from pbem.mail.replies import reply_body
from pbem.messages import say, speaking
from pbem.verdict import Verdict

if TYPE_CHECKING:  # the report model (and jinja2) is imported only when a report is mailed
    from pbem.report.model import Report

SUBJECT_MAX = 200  # characters of the incoming subject kept after "Re: "
REFERENCES_KEPT = 10  # a long thread's oldest ids are dropped (RFC 5322 section 3.6.4 allows it)


def reply_to(incoming: EmailMessage, game: Game, sender: str, verdicts: list[Verdict],
             notice: str | None = None, *, to_player: str | None = None) -> EmailMessage:
    """Accepted/refused reply (echo of actions as applied, or rule IDs, reasons, legal
    choices), In-Reply-To/References threading, Auto-Submitted: auto-replied.
    `notice` is for messages with no order (HTML-only: how to send; oversized; unreadable
    YAML: the file:line error); verdicts may then be empty.

    The reply goes to the message's sender and tells only what anybody may read, unless
    ``to_player`` names a colour: then it goes to that player's registered address and tells
    him all (the reasons of refusals, his legal actions). Raises ``ValueError`` when there is
    no address to send it to."""
    seat = game.player(to_player) if to_player is not None else None
    if to_player is not None and (seat is None or mail_address(seat) is None):
        raise ValueError(say("cli.no-address", player=to_player))
    to = _seat_address(seat) if seat is not None else reply_address(incoming)
    # the player's own answer in their language; any other in the sender's (ingest's)
    with speaking(game.language_of(seat.colour) if seat is not None else None):
        message = new_message(sender, to, _reply_subject(incoming, game), game.id)
        message["Auto-Submitted"] = "auto-replied"
        message["X-Pbem-Game"] = game.id
        _thread(message, incoming)
        message.set_content(reply_body(game, verdicts, notice, private=seat is not None))
    return message


def sender_language(game: Game, address: str) -> str:
    """The language to answer a message in: its sender's seat's when the address is a
    player's, else the game's."""
    bare = address.strip().lower()
    seat = next((s for s in game.players if bare and s.email.strip().lower() == bare), None)
    return game.language_of(seat.colour) if seat is not None else game.language


def mail_address(seat: PlayerInfo) -> str | None:
    """The player's registered address when it is one plain address (else no mail goes to
    him: a name or email with CR/LF never reaches a header)."""
    return plain_address(seat.email) if seat.email else None


def _seat_address(seat: PlayerInfo) -> str:
    address = mail_address(seat)
    assert address is not None  # the callers chose seats with an address
    return formataddr((header_name(seat.name), address))


def report_mails(game: Game, entry: int, sender: str, *,
                 secrets: Mapping[str, str] | None = None) -> list[EmailMessage]:
    """After history entry `entry`: for every player with an email who has something new,
    text report as body, HTML report attached, subject 'game G, turn T: your move' etc.
    ``secrets`` (colour -> secret) only for the set-up's first reports, as ``pbem new`` has
    them: each player's goes into his own mail alone."""
    mails = []
    for seat in _mailed_seats(game):
        report = _report(game, entry, seat.colour, (secrets or {}).get(seat.colour))
        if has_news(game.history[entry], report.model, seat.colour):
            mails.append(_report_mail(game, entry, seat, sender, report))
    return mails


def latest_report_mail(game: Game, player: str, sender: str,
                       reports: Path | None = None) -> EmailMessage:
    """The player's report of the game's last entry (for ``pbem mail resend``). With
    ``reports`` (the game's reports folder) the files written then are sent when they are
    there, so that the first report, which alone holds his secret, can go by mail too.
    Raises ``ValueError`` for a colour that does not play or has no email."""
    seat = game.player(player)
    if seat is None:
        raise ValueError(say("cli.mail-not-playing", player=player, game=game.id,
                             players=", ".join(p.colour for p in game.players)))
    if not seat.email:
        raise ValueError(say("cli.mail-no-email", player=player, game=game.id))
    if mail_address(seat) is None:
        raise ValueError(say("cli.mail-email-not-plain", player=player, game=game.id,
                             email=ascii(seat.email)[:80]))
    entry = len(game.history) - 1
    report = _report(game, entry, player, None)
    written = _written_report(game, entry, player, reports)
    return _report_mail(game, entry, seat, sender, report, written)


def has_news(entry: Entry, model: dict[str, Any], viewer: str) -> bool:
    """Whether a step is news to a player (see the module's note)."""
    if entry.player == viewer or not isinstance(entry, OrderEntry):
        return True
    return any(step["actions"] or step["events"] for step in model["history"])


def report_subject(model: dict[str, Any]) -> str:
    """'Game harbour, turn 14: your move', '...: not your move', or who won, in the report's
    language."""
    game = model["game"]
    with speaking(model.get("language")):
        if game["over"]:
            return say("subject.over", game=game["id"], turn=game["turn"],
                       winner=game["winner_label"])
        if model["header"]["your_move"]:
            return say("subject.your-move", game=game["id"], turn=game["turn"])
        return say("subject.not-your-move", game=game["id"], turn=game["turn"])


# Report mails ----------------------------------------------------------------------------------

def _mailed_seats(game: Game) -> list[PlayerInfo]:
    """Players with a usable email, in seating order: the others get no mail."""
    return [seat for seat in game.players if mail_address(seat) is not None]


def _report(game: Game, entry: int, viewer: str, secret: str | None) -> Report:
    from pbem.report.inputs import report_of

    return report_of(game, entry, viewer, secret)


def _written_report(game: Game, entry: int, viewer: str,
                    reports: Path | None) -> tuple[str, str] | None:
    """The text and HTML report files of a step, when both were written."""
    if reports is None:
        return None
    from pbem.publish import step_folder

    folder = reports / step_folder(game.history[entry])
    text, html = folder / f"{viewer}.txt", folder / f"{viewer}.html"
    if not (text.is_file() and html.is_file()):
        return None
    return text.read_text(encoding="utf-8"), html.read_text(encoding="utf-8")


def _report_mail(game: Game, entry: int, seat: PlayerInfo, sender: str, report: Report,
                 written: tuple[str, str] | None = None) -> EmailMessage:
    from pbem.report.formats import render_as

    text, html = written or (render_as(report, "text"), render_as(report, "html"))
    message = new_message(sender, _seat_address(seat), report_subject(report.model), game.id)
    message["Auto-Submitted"] = "auto-generated"
    message["X-Pbem-Game"] = game.id
    message["X-Pbem-Step"] = str(game.history[entry].n)
    message.set_content(text)
    message.add_attachment(html, subtype="html",
                           filename=f"{game.id}-step-{game.history[entry].n:04d}-"
                                    f"{seat.colour}.html")
    return message


# Headers ---------------------------------------------------------------------------------------

def new_message(sender: str, to: str, subject: str, game_id: str | None = None
                 ) -> EmailMessage:
    """A new mail; its Message-ID ends ``.pbem-GAME@domain``, so that a reply to it, whose
    References name it, finds its game again (``pbem.league.routing``)."""
    message = EmailMessage()
    message["From"] = sender
    message["To"] = to
    message["Subject"] = subject
    message["Date"] = _date()
    domain = parseaddr(sender)[1].rpartition("@")[2] or None
    message["Message-ID"] = make_msgid(f"pbem-{game_id}" if game_id else "pbem", domain=domain)
    return message


def plain_reply(incoming: EmailMessage, sender: str, to: str, subject: str, body: str
                ) -> EmailMessage:
    """A reply of the game master's address that belongs to no one game (a games folder's
    answer to a message it could not route): to ``to``, threaded, marked ``Auto-Submitted:
    auto-replied``; ``subject`` when the message had none."""
    incoming_subject = text(incoming, "Subject")[:SUBJECT_MAX]
    if incoming_subject:
        subject = incoming_subject if incoming_subject.lower().startswith("re:") \
            else f"Re: {incoming_subject}"
    message = new_message(sender, to, subject)
    message["Auto-Submitted"] = "auto-replied"
    _thread(message, incoming)
    message.set_content(body)
    return message


def _date() -> str:
    """The Date header: ``PBEM_NOW`` when set (the time pbem records, for reproducible runs;
    read here as ``pbem.cli.common.now`` does, since nothing imports the commands), else now."""
    try:
        moment = datetime.fromisoformat(os.environ.get("PBEM_NOW") or "now")
    except ValueError:
        moment = datetime.now(UTC)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return format_datetime(moment)


def reply_address(incoming: EmailMessage) -> str:
    """Where a reply goes: the message's Reply-To, else its From (RFC 5322 section 3.6.2);
    only the first plain address, so that no message can make pbem write to a crowd, and its
    name on one line. Raises ``ValueError`` when there is none."""
    for header in ("Reply-To", "From"):
        found = addresses(incoming, header)
        if found:
            return formataddr(found[0])
    raise ValueError(say("cli.no-reply-address"))


def _reply_subject(incoming: EmailMessage, game: Game) -> str:
    subject = text(incoming, "Subject")[:SUBJECT_MAX]
    if not subject:
        return say("subject.reply", game=game.id)
    return subject if subject.lower().startswith("re:") else f"Re: {subject}"


def _thread(message: EmailMessage, incoming: EmailMessage) -> None:
    """In-Reply-To and References, so the reply sits under the order (RFC 5322 3.6.4)."""
    parent = text(incoming, "Message-ID")
    if not parent or len(parent) > SUBJECT_MAX or " " in parent:  # not a message id
        return
    earlier = [ref for ref in (text(incoming, "References") or text(incoming, "In-Reply-To"))
               .split() if ref.startswith("<") and ref.endswith(">") and len(ref) <= SUBJECT_MAX]
    message["In-Reply-To"] = parent
    message["References"] = " ".join([*earlier[-(REFERENCES_KEPT - 1):], parent])
