"""Counting a game's statistics from its history: public events only, standing entries only.

Each figure is counted from events as the public sees them, in the entries whose effects stand
(an order an undo took back counts for nothing), beginning from the start position's board
(whose buildings carry cubes a removal can take back). So the figures tell the same whoever
reads them, and add up: a player's cubes placed less those lost, plus those on the board at the
start, are his cubes on the board now (the tests check it over self-play games).

Reply time is the time from the entry before an order to the order's entry (the history's
``at``): how long the game waited for the player, as near as the history tells. Missed turns are
counted from entries that say a stand-in or the deadline played them (``by``), when the history
records any; otherwise they are ``None``, not 0.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from pbem.elasund.events import PUBLIC
from pbem.elasund.pieces import BUILDINGS
from pbem.files.entries import OrderEntry, entry_events, standing_entries

if TYPE_CHECKING:
    from pbem.elasund.position import Position
    from pbem.files.entries import Entry
    from pbem.files.game import Game

Seen = dict[str, Any]
SUMS = tuple(range(2, 13))
"""What two dice can show."""
WAYS = {total: 6 - abs(total - 7) for total in SUMS}
"""How many of the 36 throws of two dice give each sum: 1 for 2 and 12, 6 for 7."""
MISSED_BY = ("deadline", "stand-in")
"""An entry's ``by`` when nobody but the clock or a stand-in played it (issue 19)."""


@dataclass
class PlayerFigures:
    """One player's figures (``Counter``s by source or reason, keys as ``to_data`` writes)."""

    colour: str
    cubes_at_start: int = 0
    cubes_placed: Counter[str] = field(default_factory=Counter)  # buildings towers church trade
    cubes_lost: Counter[str] = field(default_factory=Counter)  # buildings trade
    gold_earned: Counter[str] = field(default_factory=Counter)
    gold_paid: Counter[str] = field(default_factory=Counter)
    cards_drawn: Counter[str] = field(default_factory=Counter)
    cards_paid: Counter[str] = field(default_factory=Counter)
    builds: Counter[str] = field(default_factory=Counter)  # by building, wall, church
    lost: Counter[str] = field(default_factory=Counter)  # own buildings removed, by kind
    permits: Counter[str] = field(default_factory=Counter)  # placed, moved, upgraded, back
    pirate_lost: int = 0  # cards given to the pirate
    pirate_gained: int = 0  # cards taken from the pirate's pile
    turns: int = 0
    replies: list[int] = field(default_factory=list)  # seconds
    missed: int | None = None

    def cubes_now(self) -> int:
        """Cubes on the board now, by these figures."""
        return (self.cubes_at_start + sum(self.cubes_placed.values())
                - sum(self.cubes_lost.values()))

    def to_data(self) -> dict[str, Any]:
        """As ``pbem stats --format json`` writes it."""
        return {
            "player": self.colour,
            "cubes": {"at-start": self.cubes_at_start, "placed": _sorted(self.cubes_placed),
                      "lost": _sorted(self.cubes_lost), "now": self.cubes_now()},
            "gold": {"earned": _sorted(self.gold_earned), "paid": _sorted(self.gold_paid)},
            "cards": {"drawn": _sorted(self.cards_drawn), "paid": _sorted(self.cards_paid)},
            "builds": _sorted(self.builds),
            "buildings-lost": _sorted(self.lost),
            "permits": _sorted(self.permits),
            "pirate": {"cards-lost": self.pirate_lost, "cards-gained": self.pirate_gained},
            "turns": self.turns,
            "replies": reply_summary(self.replies),
            "missed-turns": self.missed,
        }


def _sorted(counts: Counter[str]) -> dict[str, int]:
    return {key: counts[key] for key in sorted(counts) if counts[key]}


@dataclass
class GameFigures:
    """The whole game's figures: each player's, the dice, the ship."""

    game: str
    over: bool
    players: dict[str, PlayerFigures]
    rolls: Counter[int] = field(default_factory=Counter)  # sums of rolls the seed made
    forced: Counter[int] = field(default_factory=Counter)  # sums of rolls set in advance
    ship_rows: Counter[int] = field(default_factory=Counter)  # rows the ship sailed to
    pirate_rows: Counter[int] = field(default_factory=Counter)  # rows the pirate sailed to
    entries: int = 0
    turns: int = 0

    def to_data(self) -> dict[str, Any]:
        """As ``pbem stats --format json`` writes it."""
        return {"game": self.game, "over": self.over, "entries": self.entries,
                "turns": self.turns,
                "players": [p.to_data() for p in self.players.values()],
                "dice": dice_data(self.rolls, self.forced),
                "ship": {"rows": {str(r): self.ship_rows[r] for r in sorted(self.ship_rows)},
                         "pirate-rows": {str(r): self.pirate_rows[r]
                                         for r in sorted(self.pirate_rows)}}}


def game_figures(game: Game) -> GameFigures:
    """The figures of a game from its start position and its standing history entries."""
    colours = list(game.state.position.players)
    figures = GameFigures(game.id, game.state.position.is_over,
                          {c: PlayerFigures(c) for c in colours})
    counter = _Counter(figures, game.start)
    standing = standing_entries(game.history)
    for n in standing:
        counter.entry(game.history[n], game.history[n - 1] if n else None)
    figures.entries = len(standing)
    figures.turns = game.state.position.turn
    if any(getattr(entry, "by", None) is not None for entry in game.history):
        for player in figures.players.values():
            player.missed = sum(1 for n in standing if _missed(game.history[n], player.colour))
    return figures


def _missed(entry: Entry, colour: str) -> bool:
    return entry.player == colour and getattr(entry, "by", None) in MISSED_BY


class _Counter:
    """Goes through the events once, keeping the cubes on each building to count removals."""

    def __init__(self, figures: GameFigures, start: Position) -> None:
        self.figures = figures
        # the board and the trade track are public: what stood there at the start counts
        self.cubes_on = {(p.piece, p.at): p.cubes for p in start.board if p.piece in BUILDINGS}
        for colour, player in figures.players.items():
            player.cubes_at_start = start.cubes_on_board(colour)

    def entry(self, entry: Entry, before: Entry | None) -> None:
        """Count one standing entry: its events, and its order's reply time (a turn a deadline
        played for the player is no reply of theirs: it counts as missed)."""
        if isinstance(entry, OrderEntry) and entry.by is None and before is not None \
                and entry.player in self.figures.players:
            waited = _seconds(before.at, entry.at)
            if waited is not None:
                self.figures.players[entry.player].replies.append(waited)
        for event in entry_events(entry):
            self.event(event.for_viewer(PUBLIC))

    def event(self, seen: Seen) -> None:
        """Count one event as the public sees it."""
        kind = seen["event"]
        if kind == "roll":
            (self.figures.forced if seen.get("forced") else self.figures.rolls)[seen["sum"]] += 1
        elif kind == "ship":
            (self.figures.pirate_rows if seen.get("pirate") else self.figures.ship_rows)[
                seen["to"]] += 1
        elif kind == "removed":
            self._removed(seen)
        else:
            player = self.figures.players.get(str(seen.get("player", seen.get("from", ""))))
            if player is not None:
                _count(player, kind, seen, self)

    def _removed(self, seen: Seen) -> None:
        cubes = self.cubes_on.pop((seen["piece"], seen["at"]), 0)
        owner = self.figures.players.get(str(seen.get("owner")))
        if owner is not None:
            owner.lost[seen["piece"]] += 1
            owner.cubes_lost["buildings"] += cubes


def _count(player: PlayerFigures, kind: str, seen: Seen, counter: _Counter) -> None:
    """One event of a player's own (or, for compensation, paid by him)."""
    if kind == "built":
        player.builds[seen["piece"]] += 1
        player.cubes_placed["buildings"] += seen["cubes"]
        counter.cubes_on[(seen["piece"], seen["at"])] = seen["cubes"]
    elif kind == "wall":
        player.builds["wall"] += 1
        player.cubes_placed["towers"] += seen["cubes"]
    elif kind == "church":
        player.builds["church"] += 1
        player.cubes_placed["church"] += seen["cubes"]
    elif kind in ("trade-cube", "trade-cube-lost"):
        (player.cubes_placed if kind == "trade-cube" else player.cubes_lost)["trade"] += 1
    elif kind in ("gold", "pay", "return", "draw", "discard", "compensation"):
        _cards(player, kind, seen, counter)
    elif kind in ("permit", "permit-moved", "permit-upgraded"):
        player.permits[{"permit": "placed", "permit-moved": "moved",
                        "permit-upgraded": "upgraded"}[kind]] += 1
    elif kind == "pirate-reward":
        player.pirate_gained += seen["count"]
    elif kind == "turn-end":
        player.turns += 1


def _cards(player: PlayerFigures, kind: str, seen: Seen, counter: _Counter) -> None:
    """Gold and influence cards coming and going."""
    if kind == "gold":
        player.gold_earned[str(seen.get("reason", "")).replace(" ", "-")] += seen["count"]
    elif kind == "draw":
        player.cards_drawn[seen.get("reason", "")] += seen["count"]
    elif kind == "compensation":  # ``from`` paid ``to``
        player.gold_paid["compensation"] += seen["gold"]
        receiver = counter.figures.players.get(str(seen["to"]))
        if receiver is not None:
            receiver.gold_earned["compensation"] += seen["gold"]
    elif kind in ("pay", "return"):
        reason = "shortage" if kind == "return" else _reason(seen.get("reason", ""))
        if "gold" in seen:
            player.gold_paid[reason] += seen["gold"]
        else:
            player.cards_paid[reason] += len(seen.get("influence", []))
    elif kind == "discard":
        cards = list(seen["cards"])
        player.pirate_lost += len(cards)
        player.gold_paid["pirate"] += cards.count("gold")
        player.cards_paid["pirate"] += len(cards) - cards.count("gold")


def _reason(reason: str) -> str:
    """What a payment was for, buildings together: ``building``, ``wall``, ``permit``..."""
    return "building" if reason in BUILDINGS else reason.replace(" ", "-")


def _seconds(before: str, after: str) -> int | None:
    try:
        first = datetime.fromisoformat(before.replace("Z", "+00:00"))
        second = datetime.fromisoformat(after.replace("Z", "+00:00"))
        return max(0, int((second - first).total_seconds()))
    except (ValueError, TypeError):  # a time given by hand (PBEM_NOW) need not be ISO
        return None


def reply_summary(seconds: list[int]) -> dict[str, Any]:
    """How many orders, and the median and longest wait before each (seconds)."""
    if not seconds:
        return {"orders": 0, "median-seconds": None, "longest-seconds": None}
    ordered = sorted(seconds)
    middle = len(ordered) // 2
    median = ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) // 2
    return {"orders": len(ordered), "median-seconds": median, "longest-seconds": ordered[-1]}


def dice_data(rolls: Counter[int], forced: Counter[int]) -> dict[str, Any]:
    """The rolls the seed made by sum, beside the counts 2d6 leads one to expect, the
    chi-square of the difference and how often fair dice differ as much (``p``); rolls set in
    advance apart, as they were not the seed's."""
    total = sum(rolls.values())
    expected = {s: total * WAYS[s] / 36 for s in SUMS}
    chi = sum((rolls[s] - expected[s]) ** 2 / expected[s] for s in SUMS) if total else 0.0
    return {"rolls": total, "forced": sum(forced.values()),
            "by-sum": [{"sum": s, "seen": rolls[s], "expected": round(expected[s], 2),
                        "forced": forced[s]} for s in SUMS],
            "chi-square": round(chi, 2), "p": round(chi_square_p(chi), 3) if total else None}


def chi_square_p(chi: float) -> float:
    """The chance that fair dice differ from the expected counts by this much or more: the
    chi-square distribution's upper tail for 10 degrees of freedom (11 sums, one total), which
    for an even number of degrees has a closed form, e^(-x/2) times the sum of (x/2)^k / k!
    for k below 5."""
    import math

    half = chi / 2
    return math.exp(-half) * sum(half**k / math.factorial(k) for k in range(5))
