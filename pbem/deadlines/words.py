"""Deadlines as players read them: a time in the game's zone (``Wed 9 Dec 2026, 18:00 CET``)
and how far off it is (``in 5 hours``), the deadline line of a report and of ``pbem status``,
and the sentences of the clock's and seats' events; every sentence from the catalogue
(``pbem.messages.notice``).

>>> shown_time("2026-12-09T18:00:00+01:00", "Europe/Copenhagen")
'Wed 9 Dec 2026, 18:00 CET'
>>> relative("2026-12-09T18:00:00+01:00", "2026-12-09T12:00:00Z")
'in 5 hours'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from pbem.deadlines.times import moment, zone
from pbem.messages import Message, render

if TYPE_CHECKING:
    from pbem.files.game import Game


def moment_message(when: str, zone_name: str) -> Message:
    """A time in the game's zone, as a report shows it, not yet worded."""
    local = moment(when).astimezone(zone(zone_name))
    # the local time as ISO text: the words of its day are the reader's language's (Babel)
    return Message("time.moment", at=local.isoformat(), zone=local.tzname() or "")


def relative_message(when: str, now: str) -> Message:
    """How far ``when`` is from ``now`` (``in 5 hours``, ``2 days ago``, rounded down), not
    yet worded."""
    seconds = (moment(when) - moment(now)).total_seconds()
    minutes = int(abs(seconds) // 60)
    if minutes == 0:
        return Message("time.now")
    count, unit = ((minutes, "minute") if minutes < 60 else
                   (minutes // 60, "hour") if minutes < 48 * 60 else (minutes // 1440, "day"))
    if seconds >= 0:
        return Message("time.in", count=count, unit=unit)
    return Message("time.ago", count=count, unit=unit)


def shown_time(when: str, zone_name: str) -> str:
    """A time in the game's zone, as a report shows it."""
    return render(moment_message(when, zone_name))


def relative(when: str, now: str) -> str:
    """How far ``when`` is from ``now``: ``in 5 hours``, ``2 days ago``; rounded down."""
    return render(relative_message(when, now))


def deadline_line(game: Game, reader: str, now: str, label: Callable[[str], str]) -> str | None:
    """The deadline a reader is told of: their own when the game waits for them, else that of
    the first player it waits for; None in a game without deadlines, or over."""
    message = deadline_message(game, reader, now)
    return None if message is None else render(message, who=label)


def deadline_message(game: Game, reader: str, now: str) -> Message | None:
    """``deadline_line``, not yet worded."""
    clock = game.state.clock
    if clock is None or not clock.waits:
        return None
    if clock.paused is not None:
        return Message("deadline.paused")
    player = reader if reader in clock.waits else sorted(clock.waits)[0]
    if player in clock.disorder:
        return Message("deadline.stand-in", player=player)
    due = clock.deadline(player)
    if due is None:
        return None
    when, off = moment_message(due, clock.settings.zone), relative_message(due, now)
    if player == reader:
        return Message("deadline.yours", when=when, relative=off)
    return Message("deadline.other", player=player, when=when, relative=off)


# Events ----------------------------------------------------------------------------------------

def event_message(seen: Mapping[str, Any]) -> Message | None:
    """The message of an event of the clock or of a seat, None for any other kind."""
    kind = seen.get("event")
    if kind == "deadline":
        return _deadline(seen)
    if kind == "missed":
        return _missed(seen)
    if kind == "civil-disorder":
        return Message("event.civil-disorder", player=seen["player"], after=seen["after"])
    if kind == "seat":
        return _seat(seen)
    return None


def _missed(seen: Mapping[str, Any]) -> Message:
    when = moment_message(seen["due"], seen["zone"]) if seen.get("due") else "-"
    what = "turn" if seen["for"] == "turn" else "decision"
    if seen["by"] == "stand-in":
        return Message("event.missed.stand-in", player=seen["player"], when=when, what=what)
    return Message("event.missed.deadline", player=seen["player"], when=when, what=what)


def _seat(seen: Mapping[str, Any]) -> Message:
    what, player = seen["what"], seen["player"]
    if what == "replace":
        return Message("event.seat.replace", name=seen.get("name", ""), colour=player,
                       old=seen.get("old", ""))
    if what == "resign":
        return Message("event.seat.resign", player=player)
    if what == "absent":
        zone_name = seen.get("zone", "UTC")
        return Message("event.seat.absent", player=player,
                       start=moment_message(seen["from"], zone_name),
                       end=moment_message(seen["to"], zone_name))
    return Message("event.seat.secret", player=player)


def _deadline(seen: Mapping[str, Any]) -> Message:
    what = seen["what"]
    if what == "settings":
        return Message("event.deadline.settings", turn=seen["turn"], decision=seen["decision"],
                       grace=seen["grace"], zone=seen["zone"], policy=seen["policy"])
    if what == "off":
        return Message("event.deadline.off")
    if what == "pause":
        return Message("event.deadline.pause")
    if what == "resume":
        return Message("event.deadline.resume")
    zone_name = seen.get("zone", "UTC")
    dues = {p: d for p, d in (seen.get("due") or {}).items() if d}
    players = list(seen.get("players") or dues)
    named = [Message("player.named", player=p) for p in players]
    whens = [moment_message(d, zone_name) for d in dict.fromkeys(dues.values())]
    when: Message | str = Message("time.moments", times=whens) if whens else "-"
    if what == "late":
        return Message("event.deadline.late", player=players[0] if players else "", when=when)
    if what == "extend":
        return Message("event.deadline.extend", players=named, by=seen.get("by", ""),
                       when=when)
    return Message("event.deadline.set", players=named, when=when)
