"""The church (docs/rules.md C1-C8)."""

from __future__ import annotations

from pbem.elasund.actions import KeepChurch
from pbem.elasund.board import CHURCH_FOUNDATION
from pbem.elasund.errors import RuleError
from pbem.elasund.events import Event
from pbem.elasund.pieces import CHURCH_COST, CHURCH_TILES, church_square
from pbem.elasund.position import Pending, Piece, Position
from pbem.elasund.rules.common import Events, church_started, occupancy, pay_gold
from pbem.elasund.rules.huts import order_hut_pendings, remove_building


def check_church(pos: Position, player: str) -> None:
    """Refuse a church build when the church is complete or the gold is short (C1, C8)."""
    if not pos.church_stack:
        raise RuleError("C8", "church-complete")
    if pos.hands[player].gold < CHURCH_COST:
        raise RuleError("C1", "church-cost", gold=CHURCH_COST)


def perform_church(pos: Position, player: str, events: Events) -> None:
    """Pay for a church tile; the first build shows two tiles to choose from (C2, C4)."""
    pay_gold(pos, player, CHURCH_COST, events, "church")
    if not church_started(pos):
        seen = [pos.church_stack.pop(0), pos.church_stack.pop(0)]
        pos.pending.append(Pending(player, "keep-church", options=seen))
        events.append(Event("church-look", {"player": player}, {player: {"tiles": seen}}))
        return
    tile = pos.church_stack.pop(0)
    first = pos.church_first()
    assert first is not None
    target = church_square(tile, first)
    assert target is not None
    _place_tile(pos, player, tile, target, events)


def keep_answers(pending: Pending) -> list[KeepChurch]:
    """The two tiles the first church builder may keep (C2)."""
    return [KeepChurch(t) for t in pending.options]


def church_area(first: int) -> tuple[str, ...]:
    """The squares the whole church covers once tile ``first`` lies on the foundation (C3)."""
    squares = [church_square(tile, first) for tile in CHURCH_TILES]
    return tuple(sq for sq in squares if sq is not None)


def spare_mine(pos: Position, pending: Pending) -> KeepChurch:
    """The ``keep-church: spare-mine`` standing answer: of the two tiles seen, the one whose
    church area covers the fewest squares of the player's buildings and huts (his own, and the
    neutral ones that carry his cubes), which the church would remove one day; ties: the lower
    tile (C2, C3)."""
    occ = occupancy(pos)

    def threatened(first: int) -> int:
        return sum(1 for sq in church_area(first)
                   if sq in occ and occ[sq].is_building and occ[sq].owner == pending.player)

    return KeepChurch(min(sorted(pending.options), key=threatened))


def check_keep(pending: Pending, action: KeepChurch) -> None:
    """Refuse a tile that was not among the two seen (C2)."""
    if action not in keep_answers(pending):
        raise RuleError("C2", "keep-seen-tile", [a.notation() for a in keep_answers(pending)],
                        first=pending.options[0], second=pending.options[1])


def keep_church(pos: Position, pending: Pending, action: KeepChurch, events: Events) -> None:
    """Keep one tile for the foundation; the other goes under the stack, known to him (C2)."""
    pos.pending.remove(pending)
    other = next(t for t in pending.options if t != action.tile)
    pos.church_stack.append(other)
    pos.church_known[pending.player] = other
    _place_tile(pos, pending.player, action.tile, CHURCH_FOUNDATION, events)


def _place_tile(pos: Position, player: str, tile: int, target: str, events: Events) -> None:
    """Clear the square (C6) and lay the tile with the builder's cube on it (C5)."""
    occupant = occupancy(pos).get(target)
    if occupant is not None and occupant.piece == "permit":
        pos.board.remove(occupant)
        events.append(Event("permit-back", {"owner": occupant.owner, "value": occupant.value}))
    elif occupant is not None:
        remove_building(pos, occupant, events)
    cubes = 1 if pos.cubes_in_supply(player) else 0
    pos.board.append(Piece("church", target, player, tile=tile, cubes=cubes))
    events.append(Event("church", {"player": player, "tile": tile, "at": target,
                                   "cubes": cubes}))
    if not pos.church_stack:
        events.append(Event("church-complete", {}))
    order_hut_pendings(pos)
