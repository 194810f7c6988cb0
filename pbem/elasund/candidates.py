"""Candidate actions for the active player's turn: a superset of the legal ones.

``engine.legal_actions`` keeps the candidates that pass ``engine.check``; the candidates only
have to include every action that could be legal, so they may be generous.
"""

from __future__ import annotations

from pbem.elasund.actions import (
    Action,
    BonusGold,
    Build,
    Church,
    EndTurn,
    MovePermit,
    PlaceAnyPermit,
    PlacePermit,
    TakeGold,
    UpgradePermit,
    Wall,
)
from pbem.elasund.board import COLUMNS, ROWS, parse_square, row_of, square
from pbem.elasund.pieces import BUILDABLE, BUILDINGS
from pbem.elasund.position import Position
from pbem.elasund.rules.common import Occupancy, colours_with, free_squares, has_all_colours
from pbem.elasund.rules.permits import PHASE3_GOLD, allowed_rows
from pbem.elasund.rules.walls import open_wall_spaces


def turn_candidates(pos: Position, occ: Occupancy, player: str) -> list[Action]:
    """Every action of the active player's turn that might be legal now."""
    found: list[Action] = []
    if pos.phase == "build" and pos.builds < 2:
        found += build_candidates(pos, player)
        found += [Wall(space) for space in open_wall_spaces(pos)]
        found.append(Church())
    free = free_squares(pos, occ)
    if pos.phase in ("build", "permit"):
        found += permit_candidates(pos, occ, player, free)
        found.append(TakeGold())
    if pos.phase in ("build", "permit", "bonus"):
        found += bonus_candidates(pos, player, free)
    found.append(EndTurn())
    return found


def permit_candidates(pos: Position, occ: Occupancy, player: str, free: list[str]) -> list[Action]:
    """Phase-3 permits the player can afford: free in the allowed rows, else paid (P1-P3)."""
    values = [v for v in pos.permits_in_supply(player) if v <= pos.hands[player].gold]
    rows = allowed_rows(pos, occ)
    pairs = colours_with(pos, player, 2)
    found: list[Action] = []
    for sq in free:
        pays: list[str | None] = [None] if row_of(sq) in rows else list(pairs)
        found += [PlacePermit(v, sq, pay) for v in values for pay in pays]
    return found


def build_candidates(pos: Position, player: str) -> list[Action]:
    """Buildings whose squares would hold one of the player's permits (B4 needs one)."""
    mine = [parse_square(p.at) for p in pos.board if p.piece == "permit" and p.owner == player]
    pays: list[str | None] = [None, *colours_with(pos, player, 3)]
    found: list[Action] = []
    for kind in BUILDABLE:
        btype = BUILDINGS[kind]
        corners = set()
        for parsed in mine:
            assert parsed is not None
            col, row = parsed
            for dc in range(btype.width):
                for dr in range(btype.height):
                    if 0 <= col - dc < len(COLUMNS) and 0 <= row - dr < len(ROWS):
                        corners.add(square(col - dc, row - dr))
        found += [Build(kind, at, pay) for at in sorted(corners) for pay in pays]
    return found


def bonus_candidates(pos: Position, player: str, free: list[str]) -> list[Action]:
    """The bonus actions X1-X4 the player's cards could pay for."""
    gold = bonus_gold(pos, player)
    supply = pos.permits_in_supply(player)
    placed = [p for p in pos.board if p.piece == "permit" and p.owner == player]
    pairs = colours_with(pos, player, 2)
    found: list[Action] = []
    for permit in placed:
        found += [MovePermit(permit.at, to, pay) for to in free for pay in pairs]
        found += [UpgradePermit(permit.at, v, pay) for v in supply for pay in pairs
                  if (permit.value or 0) < v <= gold + (permit.value or 0)]
    if has_all_colours(pos, player):
        found += [PlaceAnyPermit(v, sq) for v in supply if v <= gold for sq in free]
        found.append(BonusGold())
    return found


def bonus_gold(pos: Position, player: str) -> int:
    """Gold the player will hold in phase 4: an unplayed phase 3 still pays 2 (P1)."""
    extra = 0 if pos.phase == "bonus" else min(PHASE3_GOLD, pos.bank)
    return pos.hands[player].gold + extra
