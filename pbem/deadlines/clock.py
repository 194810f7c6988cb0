"""The game's clock: the deadline settings and, per player the game waits for, his deadline.

The clock is part of the game's state (``GameState.clock``), so every history entry's state
hash covers it: a deadline cannot be edited by hand unseen, and ``pbem replay`` makes it
again from the entries' times alone (``rescheduled`` after every entry, with the entry's
``at``), never from the wall clock. A game without deadlines has no clock, and its state is
hashed as it always was.

The active player has one deadline for his whole turn (his own decisions, ship, pirate row,
church tile, included); a player asked for a decision in another's turn gets the shorter
decision time. When the game comes back to the active player after others decided, he keeps
his turn's deadline, but at least the decision time from then.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from pbem.deadlines.times import due, iso, later, minutes, moment

POLICIES = ("pass", "stand-in", "wait")
TURN, DECISION = "turn", "decision"


@dataclass(frozen=True)
class Settings:
    """How long a turn and a decision may take, the grace after, the zone, the allowed days,
    the reminders before a deadline, the missed-turn policy, after how many missed turns in a
    row the stand-in takes the seat (0: never), and the absences each player may take."""

    turn: str = "48h"
    decision: str = "12h"
    grace: str = "0h"
    zone: str = "UTC"
    days: tuple[str, ...] = ()
    reminders: tuple[str, ...] = ("24h", "2h")
    policy: str = "pass"
    disorder_after: int = 3
    absences: int = 3

    def to_data(self) -> dict[str, Any]:
        """The settings as the game file keeps them."""
        return {"turn": self.turn, "decision": self.decision, "grace": self.grace,
                "zone": self.zone, "days": list(self.days), "reminders": list(self.reminders),
                "policy": self.policy, "civil-disorder-after": self.disorder_after,
                "absences": self.absences}


def settings_from_data(data: dict[str, Any]) -> Settings:
    """Settings back from the game file (checked by the schema)."""
    return Settings(data["turn"], data["decision"], data["grace"], data["zone"],
                    tuple(data["days"]), tuple(data["reminders"]), data["policy"],
                    int(data["civil-disorder-after"]), int(data["absences"]))


@dataclass(frozen=True)
class Wait:
    """The game waits for a player: for his turn or for a decision, since when, until when
    (None while the clock is paused), and whether the late notice was given (policy wait)."""

    role: str
    turn: int
    since: str
    due: str | None
    late: bool = False


@dataclass(frozen=True)
class Clock:
    """The settings, whom the game waits for and until when, the active player's deadline for
    his turn, a pause, missed turns in a row, the seats the stand-in plays (civil disorder or
    resigned) and the absences taken."""

    settings: Settings
    waits: dict[str, Wait] = field(default_factory=dict)
    turn_due: tuple[int, str, str | None] | None = None  # (turn, player, deadline)
    paused: str | None = None
    missed: dict[str, int] = field(default_factory=dict)
    disorder: tuple[str, ...] = ()
    absent: dict[str, tuple[tuple[str, str], ...]] = field(default_factory=dict)

    def to_data(self) -> dict[str, Any]:
        """The clock as the game file keeps it, keys in a stable order."""
        return {
            "settings": self.settings.to_data(),
            "waits": {p: {"for": w.role, "turn": w.turn, "since": w.since, "due": w.due,
                          "late": w.late} for p, w in sorted(self.waits.items())},
            "turn-due": None if self.turn_due is None else {
                "turn": self.turn_due[0], "player": self.turn_due[1], "due": self.turn_due[2]},
            "paused": self.paused,
            "missed": dict(sorted(self.missed.items())),
            "disorder": list(self.disorder),
            "absent": {p: [{"from": a, "to": b} for a, b in spans]
                       for p, spans in sorted(self.absent.items())},
        }

    def deadline(self, player: str) -> str | None:
        """The player's deadline, if the game waits for him and the clock runs."""
        wait = self.waits.get(player)
        return None if wait is None else wait.due

    def next_deadline(self) -> str | None:
        """The earliest deadline of the players the game waits for (None when none runs)."""
        dues = [w.due for w in self.waits.values() if w.due is not None]
        return min(dues, key=lambda d: moment(d)) if dues else None

    def overdue_at(self, player: str) -> datetime | None:
        """When the player's deadline and its grace are over, if the clock runs for him."""
        wait = self.waits.get(player)
        if wait is None or wait.due is None:
            return None
        return later(moment(wait.due), self.settings.grace, self.settings.zone) \
            if minutes_of(self.settings.grace) else moment(wait.due)

    def absent_at(self, player: str, at: str) -> bool:
        """Whether the player is away at ``at`` (an absence taken for him)."""
        when = moment(at)
        return any(moment(a) <= when < moment(b) for a, b in self.absent.get(player, ()))


def minutes_of(duration: str) -> int:
    """Minutes of a duration, ``0h`` (no grace) included."""
    return 0 if duration[:-1].strip("0") == "" else minutes(duration)


def clock_from_data(data: dict[str, Any] | None) -> Clock | None:
    """A clock back from the game file (None: a game without deadlines)."""
    if data is None:
        return None
    turn_due = data["turn-due"]
    return Clock(
        settings_from_data(data["settings"]),
        {p: Wait(w["for"], int(w["turn"]), w["since"], w["due"], bool(w["late"]))
         for p, w in data["waits"].items()},
        None if turn_due is None else (int(turn_due["turn"]), turn_due["player"],
                                       turn_due["due"]),
        data["paused"],
        {p: int(n) for p, n in data["missed"].items()},
        tuple(data["disorder"]),
        {p: tuple((s["from"], s["to"]) for s in spans) for p, spans in data["absent"].items()},
    )


# Whom the game waits for, and until when --------------------------------------------------------

def awaited(players: list[str], active: str, over: bool, asked: list[str]) -> list[str]:
    """The players the game waits for (``asked``: those asked for a decision now)."""
    if over:
        return []
    return asked or [active]


def rescheduled(clock: Clock, waiting: list[str], active: str, turn: int, at: str) -> Clock:
    """The clock after an entry made at ``at``: a deadline for each player the game now
    waits for, kept for one it waited for already in the same role and turn."""
    waits: dict[str, Wait] = {}
    turn_due = clock.turn_due
    for player in waiting:
        role = TURN if player == active else DECISION
        old = clock.waits.get(player)
        if old is not None and old.role == role and old.turn == turn:
            waits[player] = old
            continue
        deadline = _new_deadline(clock, role, at)
        if role == TURN:
            if turn_due is not None and turn_due[:2] == (turn, player) and turn_due[2]:
                deadline = _latest(turn_due[2], deadline)  # back to him after others decided
            turn_due = (turn, player, deadline)
        waits[player] = Wait(role, turn, at, deadline)
    return replace(clock, waits=waits, turn_due=turn_due)


def _new_deadline(clock: Clock, role: str, at: str) -> str | None:
    if clock.paused is not None:
        return None
    s = clock.settings
    return due(at, s.turn if role == TURN else s.decision, s.zone, s.days)


def _latest(first: str | None, second: str | None) -> str | None:
    if first is None or second is None:
        return first or second
    return max(first, second, key=lambda d: moment(d))


# Changes ----------------------------------------------------------------------------------------

def paused_at(clock: Clock, at: str) -> Clock:
    """The clock stopped: no deadline runs, no reminder is due, no policy applies."""
    return replace(clock, paused=at)


def resumed_at(clock: Clock, at: str) -> Clock:
    """The clock running again: every deadline later by the time it stood still; a wait that
    began meanwhile gets its whole time from now."""
    assert clock.paused is not None
    stood = moment(at) - moment(clock.paused)
    zone = clock.settings.zone

    def moved(deadline: str | None, role: str) -> str | None:
        if deadline is None:
            s = clock.settings
            return due(at, s.turn if role == TURN else s.decision, zone, s.days)
        return iso(moment(deadline) + stood, zone)

    waits = {p: replace(w, due=moved(w.due, w.role)) for p, w in clock.waits.items()}
    turn_due = clock.turn_due
    if turn_due is not None:
        turn_due = (turn_due[0], turn_due[1], moved(turn_due[2], TURN))
    return replace(clock, waits=waits, turn_due=turn_due, paused=None)


def with_deadline(clock: Clock, players: list[str], deadline: str) -> Clock:
    """The given players' deadlines set to ``deadline`` (ISO text in the game's zone)."""
    waits = dict(clock.waits)
    turn_due = clock.turn_due
    for player in players:
        waits[player] = replace(waits[player], due=deadline, late=False)
        if turn_due is not None and turn_due[1] == player and waits[player].role == TURN:
            turn_due = (turn_due[0], player, deadline)
    return replace(clock, waits=waits, turn_due=turn_due)


def extended(clock: Clock, players: list[str], duration: str) -> Clock:
    """The given players' deadlines later by ``duration``."""
    clock_now = clock
    for player in players:
        current = clock.waits[player].due
        if current is not None:
            moved = iso(later(moment(current), duration, clock.settings.zone),
                        clock.settings.zone)
            clock_now = with_deadline(clock_now, [player], moved)
    return clock_now


def after_missed(clock: Clock, player: str, role: str) -> tuple[Clock, bool]:
    """The clock after a missed turn or decision: the turns missed in a row counted, and
    whether the stand-in now takes the seat (civil disorder)."""
    if role != TURN:
        return clock, False
    count = clock.missed.get(player, 0) + 1
    limit = clock.settings.disorder_after
    starts = bool(limit) and count >= limit and player not in clock.disorder
    disorder = (*clock.disorder, player) if starts else clock.disorder
    return replace(clock, missed={**clock.missed, player: count}, disorder=disorder), starts


def after_own_order(clock: Clock, player: str) -> Clock:
    """A player who acts himself has missed no turn in a row."""
    if not clock.missed.get(player):
        return clock
    return replace(clock, missed={p: n for p, n in clock.missed.items() if p != player})


def noticed_late(clock: Clock, player: str) -> Clock:
    """The late notice was given for the player's deadline (policy wait): given once."""
    return replace(clock, waits={**clock.waits, player: replace(clock.waits[player],
                                                                   late=True)})


def seat_taken(clock: Clock, player: str) -> Clock:
    """A new person holds the seat: no missed turns, no civil disorder, no absences."""
    return replace(clock, missed={p: n for p, n in clock.missed.items() if p != player},
                   disorder=tuple(p for p in clock.disorder if p != player),
                   absent={p: s for p, s in clock.absent.items() if p != player})


def seat_resigned(clock: Clock, player: str) -> Clock:
    """The seat is the stand-in's until the game master gives it to someone."""
    if player in clock.disorder:
        return clock
    return replace(clock, disorder=(*clock.disorder, player))


def with_absence(clock: Clock, player: str, start: str, end: str) -> Clock:
    """An absence of the player from ``start`` to ``end`` (ISO times)."""
    spans = (*clock.absent.get(player, ()), (start, end))
    return replace(clock, absent={**clock.absent, player: spans})


def replace_settings(clock: Clock, settings: Settings) -> Clock:
    """New settings; the deadlines running keep their times."""
    return replace(clock, settings=settings)


def replace_waits(clock: Clock) -> Clock:
    """The clock with no deadline running (each is made afresh)."""
    return replace(clock, waits={}, turn_due=None)
