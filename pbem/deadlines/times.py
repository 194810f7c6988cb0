"""Times of the game's clock: durations (``48h``, ``2d``), moments in the game's zone, and
deadlines that fall only on allowed days; no wall clock is read here (``PBEM_NOW`` or the
caller's time is given).

A duration in hours or minutes is elapsed time; one in days is calendar days in the game's
zone, so ``2d`` from Saturday 18:00 is Monday 18:00 whether or not summer time began between
(elapsed 47 or 49 hours). A deadline that would fall on a day the game does not allow moves
on, day by day, to the same local time of the next allowed day.

>>> due("2026-03-28T17:00:00Z", "2d", "Europe/Copenhagen")
'2026-03-30T18:00:00+02:00'
>>> due("2026-03-28T17:00:00Z", "48h", "Europe/Copenhagen")
'2026-03-30T19:00:00+02:00'
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from functools import cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pbem.messages import say

DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_DURATION = re.compile(r"^(\d{1,5})([mhd])$")
MAX_MINUTES = 366 * 24 * 60  # a deadline further off than a year is a typing error


class TimeError(ValueError):
    """A duration, zone, day or moment pbem cannot read; the message says what is expected."""


def duration_text(text: str, option: str) -> str:
    """A duration as the game file keeps it (``48h``), or ``TimeError`` naming ``option``."""
    found = _DURATION.match(text.strip().lower())
    if found is None or not 0 < minutes(found.group(0)) <= MAX_MINUTES:
        raise TimeError(say("cli.bad-duration", option=option, text=repr(text)))
    return found.group(0)


def minutes(duration: str) -> int:
    """The minutes of a duration (a day counts 24 hours here)."""
    found = _DURATION.match(duration)
    assert found is not None, duration  # checked when it was given
    return int(found.group(1)) * {"m": 1, "h": 60, "d": 1440}[found.group(2)]


@cache
def zone(name: str) -> ZoneInfo:
    """An IANA time zone, or ``TimeError``."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise TimeError(say("cli.bad-zone", name=repr(name))) from None


def moment(text: str) -> datetime:
    """An ISO time with an offset (or ``Z``) as an aware time, or ``TimeError``."""
    try:
        found = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise TimeError(say("cli.not-iso-time", text=repr(text))) from None
    if found.tzinfo is None:
        raise TimeError(say("cli.no-offset", text=repr(text)))
    return found


def local_moment(text: str, zone_name: str, option: str = "--set") -> datetime:
    """A time the game master typed: with an offset as it says, else in the game's zone; a
    day alone is its midnight."""
    try:
        typed = text.strip().replace("Z", "+00:00")
        found = datetime.fromisoformat(typed if "T" in typed else f"{typed}T00:00")
    except ValueError:
        raise TimeError(say("cli.bad-local-time", option=option, text=repr(text))) from None
    if found.tzinfo is None:
        found = _resolved(found.replace(tzinfo=zone(zone_name)))
    return found


def typed_moment(text: str, zone_name: str, now: str, option: str = "--set") -> datetime:
    """A time the game master typed (``local_moment``) within a year of ``now``: anything
    further is a typing error, and a time near the calendar's ends (year 1 or 9999) could not
    be shown in every zone, nor kept (a zone's offset then had seconds)."""
    try:
        found = local_moment(text, zone_name, option)
        near = abs(found - moment(now)) <= timedelta(minutes=MAX_MINUTES)
    except OverflowError:  # year 1 in a zone east of UTC is in year 0
        near = False
    if not near:
        raise TimeError(say("cli.time-far", option=option, text=repr(text), now=now))
    return found


def iso(when: datetime, zone_name: str) -> str:
    """A time as the game file keeps it: ISO 8601 in the game's zone, with its offset."""
    return when.astimezone(zone(zone_name)).replace(microsecond=0).isoformat()


def later(at: datetime, duration: str, zone_name: str) -> datetime:
    """``at`` plus a duration: elapsed time for hours and minutes, calendar days for days."""
    count, unit = int(duration[:-1]), duration[-1]
    if unit != "d":
        return at + timedelta(minutes=minutes(duration))
    local = at.astimezone(zone(zone_name))
    return _resolved((local.replace(tzinfo=None) + timedelta(days=count))
                     .replace(tzinfo=zone(zone_name)))


def on_allowed_day(when: datetime, days: tuple[str, ...], zone_name: str) -> datetime:
    """The same local time on the first allowed day from ``when`` on (all days: ``when``)."""
    if not days:
        return when
    local = when.astimezone(zone(zone_name))
    for _ in range(7):
        if DAYS[local.weekday()] in days:
            return local
        local = _resolved((local.replace(tzinfo=None) + timedelta(days=1))
                          .replace(tzinfo=zone(zone_name)))
    raise AssertionError("no allowed day in a week")  # days is never empty here


def due(at: str, duration: str, zone_name: str, days: tuple[str, ...] = ()) -> str:
    """The deadline ``duration`` after ``at`` (an ISO time), on an allowed day, as ISO text."""
    return iso(on_allowed_day(later(moment(at), duration, zone_name), days, zone_name),
               zone_name)


def _resolved(local: datetime) -> datetime:
    """A local wall time made real: a time skipped when summer time begins is read with the
    offset before the change, as a clock not yet put forward shows it (02:30 becomes 03:30)."""
    return local.astimezone(UTC).astimezone(local.tzinfo)


def days_text(text: str) -> tuple[str, ...]:
    """``mon-fri`` or ``mon,wed,fri`` as the days a deadline may fall on; empty means all."""
    text = text.strip().lower()
    if not text or text == "all":
        return ()
    chosen: list[str] = []
    for part in text.split(","):
        first, _, last = part.strip().partition("-")
        if first not in DAYS or (last and last not in DAYS):
            raise TimeError(say("cli.bad-days", text=repr(text)))
        start, end = DAYS.index(first), DAYS.index(last or first)
        span = range(start, end + 1) if start <= end else [*range(start, 7), *range(0, end + 1)]
        chosen.extend(DAYS[i] for i in span)
    return tuple(d for d in DAYS if d in chosen)
