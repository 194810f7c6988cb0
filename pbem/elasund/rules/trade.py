"""Trade points and the cubes of the trade track (docs/rules.md TP1-TP3)."""

from __future__ import annotations

from pbem.elasund.board import trade_squares
from pbem.elasund.events import Event
from pbem.elasund.pieces import TRADE_FLAGS, TRADE_TRACK_MAX
from pbem.elasund.position import Piece, Position
from pbem.elasund.rules.common import Events


def trade_value(pos: Position, piece: Piece) -> int:
    """The trade points a building gives for the trade squares it covers (TP1)."""
    if not piece.is_building:
        return 0
    points = trade_squares(len(pos.players))
    return sum(points.get(sq, 0) for sq in piece.squares())


def free_flags(pos: Position, space: int) -> int:
    """Free flags on a space of the trade track; unlimited under ``trade_flags: unlimited``."""
    if pos.rules["trade_flags"] == "unlimited":
        return TRADE_FLAGS[space]  # never runs out: every player reaching it may place
    return TRADE_FLAGS[space] - len(pos.trade_cubes.get(space, []))


def gain_trade(pos: Position, player: str, points: int, events: Events) -> None:
    """Move the player's marker up (at most to 11) and place a cube per space reached (TP2)."""
    if points <= 0:
        return
    old = pos.trade[player]
    new = min(TRADE_TRACK_MAX, old + points)
    pos.trade[player] = new
    events.append(Event("trade", {"player": player, "from": old, "to": new}))
    for space in sorted(TRADE_FLAGS):
        if old < space <= new and free_flags(pos, space) > 0 and pos.cubes_in_supply(player):
            pos.trade_cubes.setdefault(space, []).append(player)
            events.append(Event("trade-cube", {"player": player, "space": space}))


def lose_trade(pos: Position, player: str, points: int, events: Events) -> None:
    """Move the marker back; cubes on spaces above the new total go back to him (TP3)."""
    if points <= 0:
        return
    old = pos.trade[player]
    new = max(0, old - points)
    pos.trade[player] = new
    events.append(Event("trade", {"player": player, "from": old, "to": new}))
    for space, cubes in sorted(pos.trade_cubes.items()):
        if space > new and player in cubes:
            cubes.remove(player)
            events.append(Event("trade-cube-lost", {"player": player, "space": space}))
    for space in [s for s, cubes in pos.trade_cubes.items() if not cubes]:
        del pos.trade_cubes[space]
