"""What the game's clock calls for at a moment: reminders, missed turns, late notices, and the
deadlines held back after an outage. Reads the game only; ``pbem.deadlines.tick`` acts on it.

Reminders go only to a player the game waits for, before his deadline, never to one who is
away or whose seat the stand-in plays. When a deadline and its grace are over, the policy
applies (``pass``, ``stand-in``; ``wait`` gives one late notice); for a player who is away, or
whose seat is in civil disorder, it applies at once. A deadline that passed more than
``OUTAGE`` ago was missed by no tick: pbem was not running, and nothing is applied for it until
the game master says so (``--catch-up``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from pbem.deadlines.clock import Clock, minutes_of
from pbem.deadlines.times import iso, moment

OUTAGE = timedelta(hours=2)
"""A deadline passed longer ago than this was missed by no tick: the machine was down."""
CLOCK_JUMP = timedelta(days=3)
"""A clock this far past the game's last entry and last tick is taken for a wrong clock."""


@dataclass(frozen=True)
class Reminder:
    """A reminder due: to whom, of which deadline, how long before it (its journal key)."""

    player: str
    due: str
    before: str
    key: str


@dataclass(frozen=True)
class Overdue:
    """A deadline and its grace are over: what to do (``missed``: play for him by ``by``;
    ``late``: the late notice; ``held``: nothing, after an outage) and why."""

    player: str
    what: str
    by: str  # deadline, stand-in or "" (late, held)
    reason: str  # deadline, absent, disorder


def reminders(clock: Clock | None, now: datetime) -> list[Reminder]:
    """The reminders due now: per player waited for, the latest one whose time has come."""
    if clock is None or clock.paused is not None:
        return []
    found: list[Reminder] = []
    for player, wait in sorted(clock.waits.items()):
        if wait.due is None or player in clock.disorder or clock.absent_at(player, iso(now,
                                                                                         "UTC")):
            continue
        deadline, since = moment(wait.due), moment(wait.since)
        come = [r for r in clock.settings.reminders
                if since < deadline - timedelta(minutes=minutes_of(r)) <= now < deadline]
        if come:
            before = min(come, key=minutes_of)
            key = f"tick:reminder:{player}:{wait.turn}:{wait.role}:{wait.due}:{before}"
            found.append(Reminder(player, wait.due, before, key))
    return found


def overdue(clock: Clock | None, now: datetime, catch_up: bool) -> list[Overdue]:
    """Every player whose deadline calls for the policy now, in seating order of the waits."""
    if clock is None or clock.paused is not None:
        return []
    found: list[Overdue] = []
    policy = clock.settings.policy
    for player, wait in sorted(clock.waits.items()):
        if player in clock.disorder:
            found.append(Overdue(player, "missed", "stand-in", "disorder"))
            continue
        if clock.absent_at(player, iso(now, "UTC")) and policy != "wait":
            found.append(Overdue(player, "missed", _by(policy), "absent"))
            continue
        over = clock.overdue_at(player)
        if over is None or over > now:
            continue
        if over + OUTAGE < now and not catch_up:
            found.append(Overdue(player, "held", "", "deadline"))
        elif policy == "wait":
            if not wait.late:
                found.append(Overdue(player, "late", "", "deadline"))
        else:
            found.append(Overdue(player, "missed", _by(policy), "deadline"))
    return found


def _by(policy: str) -> str:
    return "stand-in" if policy == "stand-in" else "deadline"


def clock_jump(now: datetime, last: list[str]) -> str | None:
    """Why ``now`` cannot be right (far past, or before, the last times pbem recorded)."""
    known = [moment(t) for t in last if t]
    if not known:
        return None
    latest = max(known)
    if now > latest + CLOCK_JUMP:
        return "ahead"
    if now < latest - timedelta(hours=1):
        return "behind"
    return None
