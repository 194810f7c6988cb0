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
from pbem.messages import notice

if TYPE_CHECKING:
    from pbem.files.game import Game


def shown_time(when: str, zone_name: str) -> str:
    """A time in the game's zone, as a report shows it."""
    local = moment(when).astimezone(zone(zone_name))
    return notice("moment", {"weekday": local.weekday(), "day": local.day,
                             "month": local.month, "year": local.year,
                             "time": local.strftime("%H:%M"), "zone": local.tzname() or ""})


def relative(when: str, now: str) -> str:
    """How far ``when`` is from ``now``: ``in 5 hours``, ``2 days ago``; rounded down."""
    seconds = (moment(when) - moment(now)).total_seconds()
    ahead = seconds >= 0
    minutes = int(abs(seconds) // 60)
    if minutes == 0:
        return notice("now", {})
    count, unit = ((minutes, "minute") if minutes < 60 else
                   (minutes // 60, "hour") if minutes < 48 * 60 else (minutes // 1440, "day"))
    key = f"{'in' if ahead else 'ago'}-{unit}{'' if count == 1 else 's'}"
    return notice(key, {"count": count})


def deadline_line(game: Game, reader: str, now: str, label: Callable[[str], str]) -> str | None:
    """The deadline a reader is told of: his own when the game waits for him, else that of
    the first player it waits for; None in a game without deadlines, or over."""
    clock = game.state.clock
    if clock is None or not clock.waits:
        return None
    if clock.paused is not None:
        return notice("deadline-paused", {})
    player = reader if reader in clock.waits else sorted(clock.waits)[0]
    if player in clock.disorder:
        return notice("deadline-stand-in", {"player": label(player)})
    due = clock.deadline(player)
    if due is None:
        return None
    args = {"when": shown_time(due, clock.settings.zone), "relative": relative(due, now),
            "player": label(player)}
    return notice("deadline-yours" if player == reader else "deadline-other", args)


# Events ----------------------------------------------------------------------------------------

def event_sentence(seen: Mapping[str, Any], who: Callable[[str], str]) -> str | None:
    """The sentence of an event of the clock or of a seat, None for any other kind."""
    kind = seen.get("event")
    if kind == "deadline":
        return _deadline(seen, who)
    if kind == "missed":
        when = shown_time(seen["due"], seen["zone"]) if seen.get("due") else "-"
        what = "turn" if seen["for"] == "turn" else "decision"
        key = "event-missed-stand-in" if seen["by"] == "stand-in" else "event-missed-deadline"
        return notice(key, {"player": who(seen["player"]), "when": when, "what": what})
    if kind == "civil-disorder":
        return notice("event-civil-disorder", {"player": who(seen["player"]),
                                               "after": seen["after"]})
    if kind == "seat":
        args = {**seen, "player": who(seen["player"]), "colour": seen["player"]}
        for key in ("from", "to"):
            if key in seen:
                args[{"from": "start", "to": "end"}[key]] = shown_time(seen[key],
                                                                       seen.get("zone", "UTC"))
        return notice(f"event-seat-{seen['what']}", args)
    return None


def _deadline(seen: Mapping[str, Any], who: Callable[[str], str]) -> str:
    what = seen["what"]
    if what == "settings":
        return notice("event-deadline-settings", seen)
    zone_name = seen.get("zone", "UTC")
    dues = {p: d for p, d in (seen.get("due") or {}).items() if d}
    players = list(seen.get("players") or dues)
    when = ", ".join(shown_time(d, zone_name) for d in dict.fromkeys(dues.values())) or "-"
    args = {**seen, "players": [who(p) for p in players], "when": when,
            "player": who(players[0]) if players else ""}
    return notice(f"event-deadline-{what}", args)
