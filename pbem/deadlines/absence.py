"""An absence a player asks for in an order (``standing: {absent: {from:, to:}}``), as ``pbem
seat absent`` records one for him: checked against the game's clock before the order is run
(the envelope: ``absence_problem``), and turned into the clock's times in the game's zone when
the order's entry is recorded or replayed (``absence_span``), so both give the same times.
"""

from __future__ import annotations

from pbem.deadlines.clock import Clock
from pbem.deadlines.times import TimeError, iso, local_moment
from pbem.messages.message import Message


def absence_span(clock: Clock, absence: tuple[str, str]) -> tuple[str, str]:
    """The absence's start and end as the game file keeps times (ISO, the game's zone); a
    date alone is its midnight there. Raises ``TimeError`` for a time that is none."""
    zone = clock.settings.zone
    start, end = (local_moment(t if "T" in t else f"{t}T00:00", zone) for t in absence)
    return iso(start, zone), iso(end, zone)


def absence_problem(clock: Clock | None, game_id: str, player: str,
                    absence: tuple[str, str]) -> Message | None:
    """Why the absence cannot be taken (no deadlines, the limit reached, a time that is none,
    an end not after its start), or None."""
    if clock is None:
        return Message("envelope.absent.no-deadlines", game=game_id)
    taken, most = len(clock.absent.get(player, ())), clock.settings.absences
    if taken >= most:
        return Message("envelope.absent.limit", taken=taken, most=most)
    for field, text in zip(("from", "to"), absence, strict=True):
        try:
            local_moment(text if "T" in text else f"{text}T00:00", clock.settings.zone)
        except TimeError:
            return Message("envelope.absent.time", field=field, text=text)
    start, end = absence_span(clock, absence)
    if local_moment(end, "UTC") <= local_moment(start, "UTC"):
        return Message("envelope.absent.order", start=absence[0], end=absence[1])
    return None
