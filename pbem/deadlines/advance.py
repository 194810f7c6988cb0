"""How each history entry moves the game's clock: the one function per kind of entry that
recording and replaying share, so that ``pbem replay`` and ``verify`` make every deadline
again from the entries' times alone.

Every change the players should know of is an event every player sees: deadlines set up, set,
extended, paused or resumed; a late player (policy wait); a turn a deadline passed on (the
policy or the stand-in played it); a seat the stand-in takes over (civil disorder).
"""

from __future__ import annotations

from typing import Any

from pbem.deadlines import clock as clocks
from pbem.deadlines.clock import Clock, settings_from_data
from pbem.elasund.engine import waiting_for
from pbem.elasund.events import Event
from pbem.elasund.position import Position

MISSED, DISORDER, DEADLINE, SEAT = "missed", "civil-disorder", "deadline", "seat"


def scheduled(clock: Clock, pos: Position, at: str) -> Clock:
    """The clock with a deadline for everyone the game waits for in ``pos``."""
    return clocks.rescheduled(clock, waiting_for(pos), pos.active, pos.turn, at)


def started(settings: dict[str, Any] | None, pos: Position, at: str) -> Clock | None:
    """The clock of a game made with deadlines (None: without)."""
    if settings is None:
        return None
    return scheduled(Clock(settings_from_data(settings)), pos, at)


def missed_event(clock: Clock | None, player: str, by: str) -> Event:
    """The public notice of a deadline passed: whose, for what, and who played instead."""
    wait = clock.waits.get(player) if clock is not None else None
    return Event(MISSED, {"player": player, "by": by,
                          "for": wait.role if wait is not None else clocks.TURN,
                          "due": wait.due if wait is not None else None,
                          "zone": clock.settings.zone if clock is not None else "UTC"})


def after_order(before: Clock | None, pos: Position, at: str, player: str,
                by: str | None, absence: tuple[str, str] | None = None
                ) -> tuple[Clock | None, list[Event]]:
    """The clock after an order entry, and the events it adds after the order's own: a
    player's own order clears his missed turns; one a deadline passed on counts one more, and
    the Nth in a row hands the seat to the stand-in (``civil-disorder-after``); an absence the
    order asks for (checked by its envelope) is recorded as ``pbem seat absent`` records one."""
    if before is None:
        return None, []
    events: list[Event] = []
    if absence is not None:
        from pbem.deadlines.absence import absence_span

        start, end = absence_span(before, absence)
        change = {"what": "absent", "player": player, "from": start, "to": end,
                  "zone": before.settings.zone}
        before = clocks.with_absence(before, player, start, end)
        events.append(Event(SEAT, change))
    if by is None:
        clock = clocks.after_own_order(before, player)
    else:
        wait = before.waits.get(player)
        clock, starts = clocks.after_missed(before, player,
                                            wait.role if wait is not None else clocks.TURN)
        if starts:
            events.append(Event(DISORDER, {"player": player,
                                           "after": before.settings.disorder_after}))
    return scheduled(clock, pos, at), events


def after_undo(current: Clock | None, pos: Position, at: str) -> Clock | None:
    """The clock after an undo: today's settings, and fresh deadlines for the game as it is
    again (an old deadline of the restored turn has long passed)."""
    if current is None:
        return None
    fresh = clocks.replace_waits(current)
    return scheduled(fresh, pos, at)


def after_change(before: Clock | None, change: dict[str, Any], pos: Position,
                 at: str) -> tuple[Clock | None, list[Event]]:
    """The clock after a game master's change of the deadlines (``pbem deadline``) or a late
    notice (policy wait), and its public event."""
    what = change["what"]
    if what == "settings":
        clock = (Clock(settings_from_data(change["settings"])) if before is None
                 else clocks.replace_settings(before, settings_from_data(change["settings"])))
        clock = scheduled(clock, pos, at)
        return clock, [Event(DEADLINE, {"what": what, **change["settings"]})]
    if what == "off":
        return None, [Event(DEADLINE, {"what": what})]
    assert before is not None  # the command refuses a change of deadlines a game lacks
    players = list(change.get("players") or [])
    if what == "pause":
        clock = clocks.paused_at(before, at)
    elif what == "resume":
        clock = clocks.resumed_at(before, at)
    elif what == "set":
        clock = clocks.with_deadline(before, players, change["due"])
    elif what == "extend":
        clock = clocks.extended(before, players, change["by"])
    else:
        assert what == "late", what
        clock = clocks.noticed_late(before, players[0])
    due = {p: clock.deadline(p) for p in (players or sorted(clock.waits))}
    return clock, [Event(DEADLINE, {**change, "due": due, "zone": clock.settings.zone})]


def after_seat(before: Clock | None, change: dict[str, Any]) -> tuple[Clock | None, list[Event]]:
    """The clock after a change of a seat, and its public event (never a secret)."""
    player, what = change["player"], change["what"]
    clock = before
    if before is not None and what == "replace":
        clock = clocks.seat_taken(before, player)
    elif before is not None and what == "resign":
        clock = clocks.seat_resigned(before, player)
    elif before is not None and what == "absent":
        clock = clocks.with_absence(before, player, change["from"], change["to"])
    return clock, [Event(SEAT, dict(change))]
