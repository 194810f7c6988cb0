"""What a player, the public or the game master may see (docs/rules.md section 15), as one
frozen, typed ``View`` computed once from the position.

``view_for`` is the one place hidden information is removed: reports, ``status``, ``show``,
``options``, logs, player positions and messages all read a view, never the full position.
Everything the table derives (the bank, the supplies, the cubes) is worked out here once, from
the position, and read from the view by every layout; ``View.to_data`` is its position-file
form (docs/positions.md), written and never read back.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeVar

from pbem.elasund.actions import Action
from pbem.elasund.events import GM, PUBLIC, Event
from pbem.elasund.pieces import NEUTRALS
from pbem.elasund.position import Hand, Pending, Piece, Position, piece_key

if TYPE_CHECKING:  # the rules the previews use load when a view is made
    from pbem.elasund.preview import Preview

_K = TypeVar("_K")
_V = TypeVar("_V")


def _frozen(mapping: Mapping[_K, _V]) -> Mapping[_K, _V]:
    """A read-only mapping over a fresh copy: nothing can change a view after it is made."""
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True)
class Cards:
    """The influence cards of a hand by colour: seen in the reader's own hand only."""

    red: int
    blue: int
    green: int


@dataclass(frozen=True)
class HandView:
    """A hand as the reader may see it: everyone sees the counts, its owner the colours."""

    gold: int
    influence: int
    cards: Cards | None  # None: another player's hand, of which only the counts are known


@dataclass(frozen=True)
class Supply:
    """What one player has beside the board, as ``Position`` derives it from the table."""

    cubes_on_board: int  # on pieces and on the trade track
    cubes_in_supply: int
    permits: tuple[int, ...]  # values of the permits not on the board, lowest first
    next_wall: int | None  # the top tile of his wall stack; None when all are built (W1)
    own_buildings: tuple[str, ...]  # his shop and workshop while not on the board


@dataclass(frozen=True)
class Table:
    """Everything beside the board: hands, supplies, the bank, the cards and the trade."""

    hands: Mapping[str, HandView]
    supplies: Mapping[str, Supply]
    bank: int
    trade: Mapping[str, int]  # trade points per colour
    trade_cubes: Mapping[int, tuple[str, ...]]  # cubes on each space of the trade track
    neutral: Mapping[str, int]  # copies of each neutral building left to build
    deck_size: int
    church_stack_size: int
    church_known: Mapping[str, int]  # the tile under the stack: the reader's own, if any (C2)
    church_first: int | None  # the church tile on the foundation (C3)
    discard: tuple[str, ...]
    loot: tuple[str, ...]  # the pirate's pile
    out_of_game: Mapping[str, tuple[str, ...]]


@dataclass(frozen=True)
class Decision:
    """A decision the game waits for; ``options`` (church tiles seen) only for its player."""

    player: str
    decision: str
    count: int
    piece: str | None
    options: tuple[int, ...]


@dataclass(frozen=True)
class Hidden:
    """What only the game master sees: the deck, the church stack, forced dice, the generator."""

    deck: tuple[str, ...]
    church_stack: tuple[int, ...]
    dice: tuple[tuple[int, int], ...]
    seed: str
    counter: int


@dataclass(frozen=True)
class View:
    """The position as one reader (a colour, ``public`` or ``gm``) may see it, and what he is
    asked: the decisions and players the game waits for and his legal actions now."""

    viewer: str
    players: tuple[str, ...]
    turn: int
    active: str
    phase: str
    builds: int
    ship: int | None
    pirate: bool
    winner: str | None
    rules: Mapping[str, str]
    rules_version: int
    board: tuple[Piece, ...]  # sorted as docs/positions.md lists them
    table: Table
    pending: tuple[Decision, ...]
    waiting_for: tuple[str, ...]
    asked: tuple[Decision, ...]  # the decisions that can be answered now
    legal: tuple[Action, ...]  # the reader's legal actions now; none unless the game waits for him
    hidden: Hidden | None  # the game master's view only
    previews: Mapping[Action, Preview]  # what each legal action will do, as the reader may know

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (E1)."""
        return self.phase == "over"

    @property
    def question(self) -> Decision | None:
        """The decision the reader is asked to answer first, if any."""
        return next((d for d in self.pending if d.player == self.viewer), None)

    def to_data(self) -> dict[str, Any]:
        """The view as position data (docs/positions.md): the game master's is the whole
        position, ``position_to_data`` exactly; the others give sizes and counts instead."""
        from pbem.elasund.view_data import view_to_data

        return view_to_data(self)


def view_for(pos: Position, viewer: str) -> View:
    """The position as ``viewer`` (a colour, ``public`` or ``gm``) may see it.

    Others' hands become counts, the deck and church stack become sizes, the generator and the
    forced dice are dropped, and of ``church-known`` and the church tiles being chosen only his
    own remain.
    """
    from pbem.elasund.engine import answerable, legal_actions, waiting_for
    from pbem.elasund.preview import previews

    gm = viewer == GM
    if not gm and viewer != PUBLIC and viewer not in pos.players:
        raise ValueError(f"unknown viewer {viewer!r}")
    waiting = tuple(waiting_for(pos))
    legal = tuple(legal_actions(pos, viewer)) if viewer in waiting else ()
    return View(
        viewer=viewer, players=tuple(pos.players), turn=pos.turn, active=pos.active,
        phase=pos.phase, builds=pos.builds, ship=pos.ship, pirate=pos.pirate, winner=pos.winner,
        rules=_frozen(pos.rules), rules_version=pos.rules_version,
        board=tuple(sorted(pos.board, key=piece_key)), table=_table(pos, viewer),
        pending=tuple(_decision(p, viewer) for p in pos.pending), waiting_for=waiting,
        asked=tuple(_decision(p, viewer) for p in answerable(pos)),
        legal=legal, hidden=_hidden(pos) if gm else None,
        previews=_frozen(previews(pos, viewer, legal)) if legal else _frozen({}),
    )


def _hand(hand: Hand, seen: bool) -> HandView:
    cards = Cards(hand.red, hand.blue, hand.green) if seen else None
    return HandView(hand.gold, hand.influence, cards)


def _supply(pos: Position, colour: str) -> Supply:
    return Supply(pos.cubes_on_board(colour), pos.cubes_in_supply(colour),
                  tuple(pos.permits_in_supply(colour)), pos.next_wall_tile(colour),
                  tuple(pos.own_buildings_in_supply(colour)))


def _table(pos: Position, viewer: str) -> Table:
    gm = viewer == GM
    return Table(
        hands=_frozen({p: _hand(h, gm or p == viewer) for p, h in pos.hands.items()}),
        supplies=_frozen({p: _supply(pos, p) for p in pos.players}),
        bank=pos.bank,
        trade=_frozen(pos.trade),
        trade_cubes=_frozen({k: tuple(v) for k, v in sorted(pos.trade_cubes.items())}),
        neutral=_frozen({kind: pos.neutral_supply(kind) for kind in NEUTRALS}),
        deck_size=len(pos.deck),
        church_stack_size=len(pos.church_stack),
        church_known=_frozen({p: t for p, t in pos.church_known.items() if gm or p == viewer}),
        church_first=pos.church_first(),
        discard=tuple(pos.discard),
        loot=tuple(pos.loot),
        out_of_game=_frozen({k: tuple(v) for k, v in pos.out_of_game.items()}),
    )


def _decision(pending: Pending, viewer: str) -> Decision:
    seen = viewer in (GM, pending.player)
    return Decision(pending.player, pending.decision, pending.count, pending.piece,
                    tuple(pending.options) if seen else ())


def _hidden(pos: Position) -> Hidden:
    return Hidden(tuple(pos.deck), tuple(pos.church_stack), tuple(pos.dice), pos.rng.seed,
                  pos.rng.counter)


def events_for(events: Iterable[Event], viewer: str) -> list[dict[str, Any]]:
    """The events as ``viewer`` may see them."""
    return [event.for_viewer(viewer) for event in events]
