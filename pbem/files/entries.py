"""The history's entries: one typed record per kind, and the one reader and writer of their format.

A game's history is a list of entries, oldest first: entry 0 the set-up (``SetupEntry``), then
one per processed order (``OrderEntry``) or per undo (``UndoEntry``). Each kind has its own
``to_data`` and ``from_data``; the data is the game file's ``history:`` item, keys in the order
the file has always had them, so that an entry read and written again is the same text
(``pbem.files.written_game`` reuses that text). A turn or decision a deadline passed on is an
``OrderEntry`` marked ``by`` (``deadline``: the missed-turn policy's fixed answer; ``stand-in``:
the bot, named in ``bot``); a change of the game's clock is a ``DeadlineEntry``, a change of a
seat (a new person, a new secret, an absence) a ``SeatEntry``, which commits to every seat's
digest as the set-up entry of a newer game does (``pbem.files.seats``). How the entries are
chained by hashes is ``pbem.files.chain``; replaying them is ``pbem.history``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from pbem.elasund.events import Event
from pbem.messages import say
from pbem.verdict import Part

Data = dict[str, Any]


def event_to_data(event: Event) -> Data:
    """An event as an entry stores it (everything, for the game master)."""
    data: Data = {"kind": event.kind, "public": event.public}
    if event.secret:
        data["secret"] = event.secret
    return data


def event_from_data(data: Data) -> Event:
    """An event back from an entry."""
    return Event(data["kind"], dict(data.get("public") or {}), dict(data.get("secret") or {}))


def plain_event(event: Event) -> Event:
    """The event as it reads back from the file: tuples become lists and keys text."""
    if type(event.public) is dict and type(event.secret) is dict:
        try:  # event_from_data(json.loads(json.dumps(event_to_data(event)))), made directly
            return Event(_plain(event.kind), _plain(event.public),
                         _plain(event.secret) if event.secret else {})
        except _NotPlain:
            pass
    return event_from_data(json.loads(json.dumps(event_to_data(event))))


class _NotPlain(Exception):
    """A value other than text, a whole number, true, false, null, a list or a mapping by text."""


_SCALARS = frozenset({str, int, bool, type(None)})


def _plain(value: Any) -> Any:
    """``json.loads(json.dumps(value))`` for the plain values events hold (tuples become lists),
    made directly: a replay makes some 5,000 events, and the round trip cost 6 us each."""
    kind = type(value)
    if kind is dict:
        made = {}
        for key, item in value.items():
            if type(key) is not str:
                raise _NotPlain
            made[key] = item if type(item) in _SCALARS else _plain(item)
        return made
    if kind is list or kind is tuple:
        return [item if type(item) in _SCALARS else _plain(item) for item in value]
    if kind in _SCALARS:
        return value
    raise _NotPlain


def _events(data: Iterable[Data]) -> tuple[Event, ...]:
    return tuple(event_from_data(e) for e in data)


@dataclass(frozen=True, kw_only=True)
class BaseEntry:
    """What every entry records: its number, when, the turn it was made in, by whom, the hash
    of the state it left and the victory cubes on the board then (for the race chart), and
    its place in the hash chain (``pbem.files.chain``: the hash before it, its own)."""

    n: int
    at: str
    turn: int
    player: str  # the order's sender, or "gm"
    state_digest: str
    cubes: dict[str, int]
    prev: str = ""  # set when the entry is linked to the chain
    digest: str = ""

    kind: ClassVar[str]

    def _head(self) -> Data:
        return {"n": self.n, "kind": self.kind, "at": self.at, "turn": self.turn,
                "player": self.player}

    def _tail(self) -> Data:
        return {"state": self.state_digest, "cubes": self.cubes, "prev": self.prev,
                "hash": self.digest}


def _common(data: Data) -> Data:
    """The keyword arguments every kind reads alike."""
    return {"n": data["n"], "at": data["at"], "turn": data["turn"], "player": data["player"],
            "state_digest": data["state"], "cubes": data["cubes"], "prev": data["prev"],
            "digest": data["hash"]}


@dataclass(frozen=True, kw_only=True)
class SetupEntry(BaseEntry):
    """Entry 0: the set-up's events (start rolls, first cards; none for a start given by a
    position file) and the first roll of the game, if it was made at once."""

    setup: tuple[Event, ...]
    parts: tuple[Part, ...]
    events: tuple[Event, ...]
    seats: Data | None = None  # colour -> the seat's digest (games made since seat entries)
    deadlines: Data | None = None  # the clock's settings, in a game made with deadlines

    kind: ClassVar[str] = "setup"

    def to_data(self) -> Data:
        """The entry as the game file stores it."""
        data = {**self._head(), "setup": [event_to_data(e) for e in self.setup],
                "parts": [p.to_data() for p in self.parts],
                "events": [event_to_data(e) for e in self.events]}
        if self.seats is not None:  # left out, an older game's entry stays as it was
            data["seats"] = self.seats
        if self.deadlines is not None:
            data["deadlines"] = self.deadlines
        return {**data, **self._tail()}

    @classmethod
    def from_data(cls, data: Data) -> SetupEntry:
        """The entry back from the game file."""
        return cls(setup=_events(data["setup"]),
                   parts=tuple(Part.from_data(p) for p in data["parts"]),
                   events=_events(data["events"]), seats=data.get("seats"),
                   deadlines=data.get("deadlines"), **_common(data))


@dataclass(frozen=True, kw_only=True)
class OrderEntry(BaseEntry):
    """An order that changed the game: what it said (its ``content()``, never its secret or
    signature) and that content's hash, its outcome, each player's part and the events."""

    order: Data  # ``Order.content()``: read again with ``order_from_content``
    order_digest: str
    outcome: str  # applied, partial or paused
    parts: tuple[Part, ...]
    events: tuple[Event, ...]
    by: str | None = None  # "deadline" or "stand-in": nobody sent it, a deadline passed
    bot: Data | None = None  # the stand-in's name and version

    kind: ClassVar[str] = "order"

    def to_data(self) -> Data:
        """The entry as the game file stores it."""
        head = self._head()
        if self.by is not None:  # left out, a player's order stays as it always was
            head["by"] = self.by
        if self.bot is not None:
            head["bot"] = self.bot
        return {**head, "order": self.order, "order-hash": self.order_digest,
                "outcome": self.outcome, "parts": [p.to_data() for p in self.parts],
                "events": [event_to_data(e) for e in self.events], **self._tail()}

    @classmethod
    def from_data(cls, data: Data) -> OrderEntry:
        """The entry back from the game file."""
        return cls(order=data["order"], order_digest=data["order-hash"],
                   outcome=data["outcome"], parts=tuple(Part.from_data(p) for p in data["parts"]),
                   events=_events(data["events"]), by=data.get("by"), bot=data.get("bot"),
                   **_common(data))


@dataclass(frozen=True, kw_only=True)
class UndoEntry(BaseEntry):
    """The game master took orders back: the game is in the state entry ``to`` left."""

    to: int

    kind: ClassVar[str] = "undo"
    parts: ClassVar[tuple[Part, ...]] = ()  # it runs nothing
    events: ClassVar[tuple[Event, ...]] = ()

    def to_data(self) -> Data:
        """The entry as the game file stores it."""
        return {**self._head(), "to": self.to, **self._tail()}

    @classmethod
    def from_data(cls, data: Data) -> UndoEntry:
        """The entry back from the game file."""
        return cls(to=data["to"], **_common(data))


@dataclass(frozen=True, kw_only=True)
class DeadlineEntry(BaseEntry):
    """The game's clock changed: deadlines set up, set, extended, paused or resumed by the game
    master, or a late player noticed (policy wait); ``change`` says how, for replay."""

    change: Data
    events: tuple[Event, ...]

    kind: ClassVar[str] = "deadline"
    parts: ClassVar[tuple[Part, ...]] = ()

    def to_data(self) -> Data:
        """The entry as the game file stores it."""
        return {**self._head(), "change": self.change,
                "events": [event_to_data(e) for e in self.events], **self._tail()}

    @classmethod
    def from_data(cls, data: Data) -> DeadlineEntry:
        """The entry back from the game file."""
        return cls(change=data["change"], events=_events(data["events"]), **_common(data))


@dataclass(frozen=True, kw_only=True)
class SeatEntry(BaseEntry):
    """A seat changed (a new person, a resignation, an absence, a new secret): ``change`` says
    how (never a secret), ``seats`` commits to every seat's digest after it."""

    change: Data
    seats: Data
    events: tuple[Event, ...]

    kind: ClassVar[str] = "seat"
    parts: ClassVar[tuple[Part, ...]] = ()

    def to_data(self) -> Data:
        """The entry as the game file stores it."""
        return {**self._head(), "change": self.change, "seats": self.seats,
                "events": [event_to_data(e) for e in self.events], **self._tail()}

    @classmethod
    def from_data(cls, data: Data) -> SeatEntry:
        """The entry back from the game file."""
        return cls(change=data["change"], seats=data["seats"], events=_events(data["events"]),
                   **_common(data))


Entry = SetupEntry | OrderEntry | UndoEntry | DeadlineEntry | SeatEntry
KINDS: dict[str, type[Entry]] = {k.kind: k for k in (SetupEntry, OrderEntry, UndoEntry,
                                                     DeadlineEntry, SeatEntry)}


def entry_from_data(data: Data) -> Entry:
    """An entry of any kind back from the game file; ``ValueError`` for an unknown kind."""
    kind = KINDS.get(data["kind"])
    if kind is None:
        raise ValueError(say("cli.entry-kind-unknown", entry=data.get("n")))
    return kind.from_data(data)


def entry_events(entry: Entry) -> list[Event]:
    """Everything that happened in an entry, the set-up's own events first."""
    return [*entry.setup, *entry.events] if isinstance(entry, SetupEntry) else list(entry.events)


def own_part(entry: Entry) -> Part | None:
    """The part of the entry's own player (its order's sender, or the first roll's roller)."""
    return entry.parts[0] if entry.parts else None


def committed_seats(history: list[Entry]) -> Data | None:
    """The seat digests the history last committed to (None in a game made before)."""
    for entry in reversed(history):
        if isinstance(entry, SeatEntry):
            return entry.seats
        if isinstance(entry, SetupEntry):
            return entry.seats
    return None


def standing_entries(history: list[Entry]) -> list[int]:
    """The entries whose effects stand: every entry, less those an undo took back."""
    standing: list[int] = []
    for entry in history:
        if isinstance(entry, UndoEntry):
            standing = [n for n in standing if n <= entry.to]
        else:
            standing.append(entry.n)
    return standing


def applied_entry(history: list[Entry], order_digest: str) -> int | None:
    """The standing entry that applied the order with this digest, if there is one."""
    for n in standing_entries(history):
        entry = history[n]
        if isinstance(entry, OrderEntry) and entry.order_digest == order_digest:
            return n
    return None


def numbered_in_order(history: list[Entry]) -> bool:
    """What the commands rely on in every entry, beyond what the schema checks of its form:
    each numbered in order, an undo naming an earlier entry, a whole turn, cubes by colour."""
    for n, entry in enumerate(history):
        if entry.n != n or not isinstance(entry.turn, int) or not isinstance(entry.cubes, dict):
            return False
        if isinstance(entry, UndoEntry) and not (isinstance(entry.to, int) and 0 <= entry.to < n):
            return False
    return True


def hidden_paths(data: Data) -> list[tuple[str | int, ...]]:
    """Where one entry's data holds what a player may not see (``pbem.files.sealing`` seals
    them): why an action was refused and what was legal instead, which tells of the player's
    hand, and every event's secret part."""
    paths: list[tuple[str | int, ...]] = [
        ("parts", j, "refused") for j, part in enumerate(data.get("parts") or [])
        if part.get("refused")]
    for group in ("setup", "events"):
        paths.extend((group, j, "secret") for j, event in enumerate(data.get(group) or [])
                     if event.get("secret"))
    return paths
