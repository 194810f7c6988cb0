"""Mails pbem sends of its own accord: a reminder of a deadline, to the player the game waits
for alone, and a new player's first mail when he takes over a seat, which alone holds his
secret. Both tell nothing hidden: the deadline, what the game waits for from him (as his own
report says), his own secret, and the game so far as his colour may see it (``pbem log``).
"""

from __future__ import annotations

from email.message import EmailMessage
from email.utils import formataddr, make_msgid, parseaddr

from pbem.deadlines.clock import TURN
from pbem.deadlines.due import Reminder
from pbem.deadlines.words import relative, shown_time
from pbem.files.game import Game
from pbem.mail.headers import header_name
from pbem.mail.outbound import mail_address
from pbem.messages import notice
from pbem.messages.en import TERMS


def reminder_mail(game: Game, reminder: Reminder, sender: str, now: str) -> EmailMessage | None:
    """The reminder to the player it is for (None when he has no usable address)."""
    seat = game.player(reminder.player)
    clock = game.state.clock
    address = mail_address(seat) if seat is not None else None
    if seat is None or address is None or clock is None:
        return None
    pos = game.state.position
    wait = clock.waits[reminder.player]
    asked = next((p.decision for p in pos.pending if p.player == reminder.player), None)
    doing = (notice("doing-turn", {"turn": pos.turn}) if wait.role == TURN and asked is None
             else TERMS["decision"].get(asked or "", "answer"))
    args = {"game": game.id, "turn": pos.turn, "player": reminder.player, "doing": doing,
            "when": shown_time(reminder.due, clock.settings.zone),
            "relative": relative(reminder.due, now), "policy": clock.settings.policy}
    message = _message(sender, formataddr((header_name(seat.name), address)),
                       notice("reminder-subject", args), now)
    message["X-Pbem-Game"] = game.id
    message["X-Pbem-Reminder"] = reminder.key
    message.set_content(notice("reminder-body", args) + "\n")
    return message


def seat_mail(game: Game, colour: str, secret: str, sender: str, history: str,
              report: EmailMessage, now: str) -> EmailMessage | None:
    """The new holder's first mail: his secret, the game so far as his colour may see it
    (attached) and his report (``report``: the step's report mail, whose body and attachment
    are taken over)."""
    seat = game.player(colour)
    address = mail_address(seat) if seat is not None else None
    if seat is None or address is None:
        return None
    message = _message(sender, formataddr((header_name(seat.name), address)),
                       str(report["Subject"]), now)
    message["X-Pbem-Game"] = game.id
    body = report.get_body(("plain",))
    text = body.get_content() if body is not None else ""
    intro = notice("seat-first-report", {"player": colour, "game": game.id, "secret": secret})
    message.set_content(f"{intro}\n\n{text}")
    message.add_attachment(history, filename=f"{game.id}-{colour}-history.txt")
    for part in report.iter_attachments():
        message.add_attachment(part.get_content(), subtype="html",
                               filename=part.get_filename() or "report.html")
    return message


def _message(sender: str, to: str, subject: str, now: str) -> EmailMessage:
    from email.utils import format_datetime

    from pbem.deadlines.times import moment

    message = EmailMessage()
    message["From"] = sender
    message["To"] = to
    message["Subject"] = subject
    message["Date"] = format_datetime(moment(now))
    domain = parseaddr(sender)[1].rpartition("@")[2] or None
    message["Message-ID"] = make_msgid("pbem", domain=domain)
    message["Auto-Submitted"] = "auto-generated"
    return message
