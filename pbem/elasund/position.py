"""The table at one moment: players, turn, board, hands, supplies, pending decisions.

Everything that can be derived (the bank, supplies of cubes, permits and buildings, the next
wall tile) is derived, so a position can never disagree with itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import TypeVar

from pbem.elasund.board import square_sort_key, wall_row
from pbem.elasund.dice import Generator
from pbem.elasund.pieces import (
    BUILDINGS,
    CARD_KINDS,
    CUBES_PER_PLAYER,
    GOLD_CARDS,
    INFLUENCE_COLOURS,
    OWN_BUILDINGS,
    PERMIT_VALUES,
    TOWER_TILES,
    footprint,
)

PHASES: tuple[str, ...] = ("roll", "build", "permit", "bonus", "over")

RULE_OPTIONS: dict[str, tuple[str, ...]] = {
    "bank_shortage": ("halve-then-pay", "no-income"),
    "full_row": ("nearest-free", "adjacent-only"),
    "pirate_reward": ("random", "choose"),
    "trade_flags": ("limited", "unlimited"),
    "hut_replacement": ("must", "may"),
}
"""Every option of docs/rules.md section 14; the first value is the default."""

DEFAULT_RULES: dict[str, str] = {name: values[0] for name, values in RULE_OPTIONS.items()}

RULES_VERSION = 2
"""The rules version new games are made with (docs/positions.md, ``rules-version``).

Version 2 plays the readings of docs/rules.md section 14 that change what an order leads to: a
``pay`` that buys nothing is left aside, an action after a bonus action is refused as X5, a game
that can no longer end is ended, and shuffles and random picks work on sorted cards. Version 1
is pbem before them; a game keeps the version it was made with, so that its history replays as
it was recorded. A position that says nothing is version 1, as every game made before was."""

RULES_VERSIONS = (1, 2)


@dataclass
class Hand:
    """The cards one player holds: gold and influence by colour."""

    gold: int = 0
    red: int = 0
    blue: int = 0
    green: int = 0

    def count(self, kind: str) -> int:
        """How many cards of one kind (``gold``, ``red``, ``blue``, ``green``)."""
        value: int = getattr(self, kind)
        return value

    def add(self, kind: str, amount: int = 1) -> None:
        """Add (or with a negative amount take) cards of one kind."""
        setattr(self, kind, self.count(kind) + amount)

    @property
    def influence(self) -> int:
        """Number of influence cards of all colours."""
        return self.red + self.blue + self.green

    @property
    def total(self) -> int:
        """Number of cards of every kind."""
        return self.gold + self.influence

    def kinds_held(self) -> list[str]:
        """The kinds of card this hand holds at least one of, in catalogue order."""
        return [kind for kind in CARD_KINDS if self.count(kind)]


@dataclass(frozen=True)
class Piece:
    """One piece on the board.

    ``piece`` is a building name, ``permit``, ``wall`` or ``church``. ``at`` is the north-west
    square (or the wall space). ``value`` is a permit's value, ``tile`` a wall or church tile's
    number; ``cubes`` counts the owner's victory cubes on it (neutral flags, towers, church).
    """

    piece: str
    at: str
    owner: str
    value: int | None = None
    tile: int | None = None
    cubes: int = 0

    def squares(self) -> tuple[str, ...]:
        """The squares this piece covers (none for a wall tile)."""
        covered = covered_squares(self.piece, self.at)
        assert covered is not None, self
        return covered

    @property
    def is_building(self) -> bool:
        """Huts, own and neutral buildings (not permits, walls or church tiles)."""
        return self.piece in BUILDINGS

    @property
    def size(self) -> int:
        """Squares covered, for building over (B8)."""
        return BUILDINGS[self.piece].size if self.is_building else 1

    @property
    def row(self) -> int | None:
        """For a wall tile: the numbered row of an east-stretch space (W5)."""
        return wall_row(self.at) if self.piece == "wall" else None

    @property
    def is_tower(self) -> bool:
        """A wall tile that is a watch tower (W4)."""
        return self.piece == "wall" and self.tile in TOWER_TILES


@cache
def covered_squares(piece: str, at: str) -> tuple[str, ...] | None:
    """The squares a piece of this kind on ``at`` covers; None for a building off the board."""
    if piece == "permit" or piece == "church":
        return (at,)
    if piece == "wall":
        return ()
    return footprint(piece, at)


def piece_key(piece: Piece) -> tuple[int, int, int, str]:
    """Stable order of pieces: squares by column then row, walls after (docs/positions.md)."""
    return _place_key(piece.piece, piece.at)


@cache
def _place_key(piece: str, at: str) -> tuple[int, int, int, str]:
    if piece == "wall":
        return (1, 0, 0, at)
    col, row = square_sort_key(at)
    return (0, col, row, piece)


@dataclass
class Pending:
    """A decision the game waits for.

    ``decision`` is one of ``ship`` (D2), ``pirate`` (PI1), ``discard`` (PI2), ``hut`` (H1),
    ``keep-church`` (C2), ``pirate-take`` (PI3). ``count`` is the number of cards to give or
    take, ``piece`` the hut to re-place, ``options`` the church tiles seen (C2, secret).
    """

    player: str
    decision: str
    count: int = 0
    piece: str | None = None
    options: list[int] = field(default_factory=list)


_T = TypeVar("_T")


def shallow_copy(obj: _T) -> _T:
    """A new object with the same attributes; faster than ``dataclasses.replace``, which
    calls ``__init__`` with every field by name."""
    new: _T = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    return new


def _pending_copy(pending: Pending) -> Pending:
    new = shallow_copy(pending)
    new.options = list(pending.options)
    return new


@dataclass
class Position:
    """The whole table at one moment (docs/positions.md)."""

    players: list[str]
    rng: Generator
    turn: int = 1
    active: str = ""
    phase: str = "roll"
    builds: int = 0
    ship: int | None = None
    pirate: bool = False
    dice: list[tuple[int, int]] = field(default_factory=list)
    rules: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_RULES))
    rules_version: int = 1
    hands: dict[str, Hand] = field(default_factory=dict)
    trade: dict[str, int] = field(default_factory=dict)
    board: list[Piece] = field(default_factory=list)
    trade_cubes: dict[int, list[str]] = field(default_factory=dict)
    church_stack: list[int] = field(default_factory=list)
    church_known: dict[str, int] = field(default_factory=dict)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    out_of_game: dict[str, list[str]] = field(default_factory=dict)
    pending: list[Pending] = field(default_factory=list)
    loot: list[str] = field(default_factory=list)
    winner: str | None = None
    # Not part of the table: each player's standing ``shortage`` answer (I3), given to ``apply``
    # by whoever runs the orders; left out of the position's data and of comparisons.
    shortage_preference: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False)

    def copy(self) -> Position:
        """An independent copy: changing it never changes this position."""
        new = shallow_copy(self)  # every field, then fresh containers for the mutable ones
        new.players = list(self.players)
        new.rng = shallow_copy(self.rng)
        new.dice = list(self.dice)
        new.rules = dict(self.rules)
        new.hands = {p: shallow_copy(h) for p, h in self.hands.items()}
        new.trade = dict(self.trade)
        new.board = list(self.board)
        new.trade_cubes = {k: list(v) for k, v in self.trade_cubes.items()}
        new.church_stack = list(self.church_stack)
        new.church_known = dict(self.church_known)
        new.deck = list(self.deck)
        new.discard = list(self.discard)
        new.out_of_game = {k: list(v) for k, v in self.out_of_game.items()}
        new.pending = [_pending_copy(p) for p in self.pending]
        new.loot = list(self.loot)
        new.shortage_preference = dict(self.shortage_preference)  # its answers are tuples
        return new

    # Derived supplies -------------------------------------------------------------------------

    @property
    def bank(self) -> int:
        """Gold cards in the bank: 51 less the gold in hands and in the pirate's pile."""
        in_hands = sum(h.gold for h in self.hands.values())
        return GOLD_CARDS - in_hands - self.loot.count("gold")

    def cubes_on_board(self, player: str) -> int:
        """The player's victory cubes on buildings, towers, church tiles and the trade track."""
        on_pieces = sum([p.cubes for p in self.board if p.owner == player])
        on_track = sum([cubes.count(player) for cubes in self.trade_cubes.values()])
        return on_pieces + on_track

    def cubes_in_supply(self, player: str) -> int:
        """The player's victory cubes not yet on the board."""
        return CUBES_PER_PLAYER - self.cubes_on_board(player)

    def permits_in_supply(self, player: str) -> list[int]:
        """Values of the player's permits not on the board, lowest first."""
        placed = [p.value for p in self.board if p.piece == "permit" and p.owner == player]
        return [v for v in PERMIT_VALUES if v not in placed]

    def own_buildings_in_supply(self, player: str) -> list[str]:
        """The player's shop and workshop when not on the board."""
        placed = {p.piece for p in self.board if p.owner == player}
        return [b for b in OWN_BUILDINGS if b not in placed]

    def neutral_supply(self, kind: str) -> int:
        """Copies of a neutral building left to build."""
        return BUILDINGS[kind].count - sum(1 for p in self.board if p.piece == kind)

    def next_wall_tile(self, player: str) -> int | None:
        """The top tile of the player's wall stack, or None when all 9 are built (W1)."""
        tiles = [p.tile or 0 for p in self.board if p.piece == "wall" and p.owner == player]
        top = max(tiles, default=0) + 1
        return top if top <= 9 else None

    def influence_in_hands(self, colour: str) -> int:
        """Influence cards of one colour held by all players together."""
        return sum(h.count(colour) for h in self.hands.values())

    def church_first(self) -> int | None:
        """The church tile on the foundation, which fixes the church area (C3)."""
        for piece in self.board:
            if piece.piece == "church" and piece.at == "C8":
                return piece.tile
        return None

    def seating_from(self, player: str) -> list[str]:
        """Players in seating order starting with ``player``."""
        start = self.players.index(player)
        return self.players[start:] + self.players[:start]

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (E1)."""
        return self.phase == "over"


__all__ = ["DEFAULT_RULES", "INFLUENCE_COLOURS", "PHASES", "RULES_VERSION", "RULES_VERSIONS",
           "RULE_OPTIONS", "Hand", "Pending", "Piece", "Position"]
