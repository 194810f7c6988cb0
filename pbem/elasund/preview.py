"""What a legal action will do, told before it is done: its price, what it removes and what it
gives (docs/rules.md), so that a report can say it beside the choice.

Worked out with the rules' own functions (``plan_build``, ``wall_cost``, ``cubes_in_row``...)
from what the acting player may know: the board, the supplies, how many cards each hand holds
and the colours of his own. Nothing here reads the deck or the church stack, so a preview never
tells a card or a tile before it is drawn: the next church tile is "one of the squares still to
come", and a wall reward is a number of cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pbem.elasund.actions import (
    Action,
    BonusGold,
    Build,
    Church,
    EndTurn,
    KeepChurch,
    MovePermit,
    PirateRow,
    PlaceAnyPermit,
    PlacePermit,
    ShipMove,
    TakeGold,
    UpgradePermit,
    Wall,
)
from pbem.elasund.board import ROWS, wall_cost
from pbem.elasund.pieces import (
    BUILDINGS,
    CHURCH_COST,
    CHURCH_TILES,
    INFLUENCE_COLOURS,
    church_square,
    wall_reward,
)
from pbem.elasund.position import Piece, Position
from pbem.elasund.rules.build import plan_build
from pbem.elasund.rules.church import church_area
from pbem.elasund.rules.common import Occupancy, church_started, occupancy
from pbem.elasund.rules.permits import PHASE3_GOLD
from pbem.elasund.rules.pirate import cubes_in_row
from pbem.elasund.rules.trade import trade_value


@dataclass(frozen=True)
class Preview:
    """One legal action's outcome as far as its player can know it beforehand."""

    gold: int = 0  # paid to the bank (B5, W3, C1, P1, X2, X3)
    compensation: tuple[tuple[str, int], ...] = ()  # gold to other players for permits (B5)
    cards: tuple[str, ...] = ()  # influence cards paid or given, one entry a card
    takes: int = 0  # gold taken from the bank (P1, X4), as far as the bank holds it
    phase3: bool = False  # an unplayed phase 3 first takes its 2 gold (P1, X5)
    removes: tuple[Piece, ...] = ()  # buildings and huts removed now (B8, C6)
    may_remove: tuple[Piece, ...] = ()  # a church tile to come lands on one of these (C4, C6)
    returns: tuple[Piece, ...] = ()  # permits that go back to their owners (B6)
    trade: int = 0  # trade points the new building gives (TP1)
    tile: int | None = None  # the wall tile built (W1)
    draws: int = 0  # influence cards drawn (W4)
    ship: int | None = None  # the row the ship sails to (D2, PI1)
    demands: tuple[tuple[str, int], ...] = ()  # cards each player owes the pirate (PI2)
    looks: bool = False  # the first church tile: two tiles seen, one kept (C2)
    area: tuple[str, ...] = ()  # the church's squares once this tile is kept (C3)


def previews(pos: Position, player: str, actions: Sequence[Action]) -> Mapping[Action, Preview]:
    """The preview of each of ``player``'s legal ``actions`` (an action missing from the result
    does nothing worth telling: a roll, a hut placed)."""
    occ = occupancy(pos)
    found: dict[Action, Preview] = {}
    for action in actions:
        told = preview(pos, occ, player, action)
        if told is not None:
            found[action] = told
    return found


def preview(pos: Position, occ: Occupancy, player: str, action: Action) -> Preview | None:
    """One legal action's preview, or None when it has nothing to tell."""
    if isinstance(action, Build):
        return _build(pos, occ, player, action)
    if isinstance(action, Wall) and action.at is not None:
        tile = pos.next_wall_tile(player)
        return Preview(gold=wall_cost(action.at), tile=tile,
                       draws=wall_reward(tile) if tile is not None else 0)
    if isinstance(action, Church):
        return _church(pos, occ)
    if isinstance(action, PlacePermit):
        return Preview(gold=action.value, cards=(action.pay,) * 2 if action.pay else ())
    if isinstance(action, TakeGold):
        return Preview(takes=min(PHASE3_GOLD, pos.bank))
    if isinstance(action, EndTurn):
        return Preview(phase3=pos.phase in ("build", "permit"))
    if isinstance(action, MovePermit | UpgradePermit | PlaceAnyPermit | BonusGold):
        return _bonus(pos, player, action)
    return _answer(pos, occ, player, action)


def _build(pos: Position, occ: Occupancy, player: str, action: Build) -> Preview:
    plan = plan_build(pos, occ, player, action)
    built = Piece(action.building, action.at, player)
    return Preview(gold=BUILDINGS[action.building].cost,
                   compensation=tuple(sorted(plan.compensation.items())),
                   cards=(plan.pay,) * 3 if plan.pay else (), removes=plan.covered,
                   returns=plan.permits, trade=trade_value(pos, built))


def _church(pos: Position, occ: Occupancy) -> Preview:
    """The first tile shows two and goes on the foundation, where nothing stands (B2); a later
    one goes to the square of the tile drawn, unknown until then: any square still to come."""
    if not church_started(pos):
        return Preview(gold=CHURCH_COST, looks=True)
    first = pos.church_first()
    assert first is not None
    built = {p.tile for p in pos.board if p.piece == "church"}
    waiting = [church_square(t, first) for t in CHURCH_TILES if t not in built]
    standing = {occ[sq] for sq in waiting if sq is not None and sq in occ and occ[sq].is_building}
    return Preview(gold=CHURCH_COST, may_remove=tuple(sorted(standing, key=lambda p: p.at)))


def _bonus(pos: Position, player: str, action: Action) -> Preview:
    first = pos.phase != "bonus"  # phase 3's 2 gold come first and help to pay (X5)
    if isinstance(action, MovePermit):
        return Preview(cards=(action.pay or "",) * 2, phase3=first)
    if isinstance(action, UpgradePermit):
        old = next(p for p in pos.board
                   if p.piece == "permit" and p.at == action.at and p.owner == player)
        return Preview(gold=action.value - (old.value or 0), cards=(action.pay or "",) * 2,
                       phase3=first)
    if isinstance(action, PlaceAnyPermit):
        return Preview(gold=action.value, cards=INFLUENCE_COLOURS, phase3=first)
    return Preview(cards=INFLUENCE_COLOURS, takes=2, phase3=first)


def _answer(pos: Position, occ: Occupancy, player: str, action: Action) -> Preview | None:
    if isinstance(action, ShipMove):
        roll = next(p.count for p in pos.pending if p.decision == "ship")
        index = ROWS.index(roll)
        return Preview(ship=ROWS[index - 2] if action.direction == "up" else ROWS[index + 2])
    if isinstance(action, PirateRow):
        owed = ((p, min(cubes_in_row(pos, p, action.row), pos.hands[p].total))
                for p in pos.seating_from(pos.active))
        return Preview(ship=action.row, demands=tuple((p, n) for p, n in owed if n))
    if isinstance(action, KeepChurch):
        area = church_area(action.tile)
        standing = {occ[sq] for sq in area if sq in occ and occ[sq].is_building}
        return Preview(area=area, may_remove=tuple(sorted(standing, key=lambda p: p.at)))
    return None

